// tdoku_driver.cc: reads 81-character lines, solves each REPS times with tdoku (limit 1 or 2),
// prints puzzles per CPU-second and guesses per puzzle. Usage: drv LIMIT REPS FILE.
#include <cstdio>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>
#include <fstream>
extern "C" size_t TdokuSolverDpllTriadSimd(const char *puzzle, size_t limit, uint32_t configuration,
                                          char *solution, size_t *num_guesses);
int main(int argc, char **argv) {
    size_t limit = std::stoul(argv[1]); int reps = std::stoi(argv[2]);
    std::ifstream in(argv[3]); std::string line; std::vector<std::string> ps;
    while (std::getline(in, line)) if (line.size() >= 81 && line[0] != '#') ps.push_back(line.substr(0, 81));
    char sol[82]; size_t guesses = 0, total = 0;
    clock_t t0 = clock();
    for (int r = 0; r < reps; r++) for (auto &p : ps) { size_t g = 0; TdokuSolverDpllTriadSimd(p.c_str(), limit, 0, sol, &g); guesses += g; total++; }
    double s = double(clock() - t0) / CLOCKS_PER_SEC;
    printf("%s %.0f puzzles/s  %.2f guesses/puzzle\n", argv[3], total / s, double(guesses) / total);
}
