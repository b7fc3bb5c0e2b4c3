#!/bin/sh
# Runs one fuzz target (or all of them, one after the other) under libFuzzer, on stable Rust.
#
#   fuzz/run.sh TARGET [SECONDS] [RUNS]   one target: formats, solvers, generator, logic, web
#   fuzz/run.sh all [SECONDS] [RUNS]      every target in turn (all run; exit 1 if any failed)
#
# Defaults: 1800 seconds or 10,000,000 executions, whichever comes first (the campaign of
# docs/RELIABILITY.md). Needs `cargo install cargo-fuzz`. Works on stable Rust because it asks
# for no sanitizer (`-s none`: AddressSanitizer needs nightly; the engine has no unsafe code
# outside the solver's SIMD paths, and Rust's own checks catch the rest); debug assertions and
# overflow checks are on (`-a`). Runs under `nice -n 19`.
#
# The working corpus grows in fuzz/corpus/TARGET (not committed); it starts from the kept
# inputs in fuzz/regressions/TARGET and from excerpts of the repository's puzzle files.
# A failing input lands in fuzz/artifacts/TARGET/; minimize it with
#   cargo fuzz tmin -s none -a -O TARGET fuzz/artifacts/TARGET/crash-...
# then keep it as fuzz/regressions/TARGET/crash-<what it was>, where `cargo test` runs it.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
targets="formats solvers generator logic web"

if [ $# -lt 1 ]; then
    sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
target=$1
seconds=${2:-1800}
runs=${3:-10000000}

if [ "$target" = all ]; then
    # Every target runs, even after one finds a failure; the exit code says whether any did.
    failed=""
    for t in $targets; do
        "$0" "$t" "$seconds" "$runs" || failed="$failed $t"
    done
    if [ -n "$failed" ]; then
        echo "failures in:$failed (see fuzz/artifacts/)" >&2
        exit 1
    fi
    exit 0
fi
case " $targets " in
    *" $target "*) ;;
    *) echo "unknown target $target (expected one of: $targets, all)" >&2; exit 2 ;;
esac

# One puzzle per line from the repository's puzzle files: the first $2 of each.
puzzles() {
    for f in "$root"/crates/engine/tests/data/*.txt; do
        grep -v '^#' "$f" | head -n "$1"
    done
}

# Writes each line of standard input as one corpus file, after the prefix bytes $1 (an
# octal printf string), with an optional JSON wrapper $2 ("json") for the web target.
seed() {
    n=0
    while IFS= read -r line; do
        n=$((n + 1))
        name=$corpus/repo-$1-$n
        if [ "${2:-}" = json ]; then
            printf "$1"'{"puzzle": "%s"}' "$line" > "$name"
        else
            printf "$1"'%s\n' "$line" > "$name"
        fi
    done
}

corpus=$here/corpus/$target
mkdir -p "$corpus" "$here/artifacts/$target"
if [ -z "$(ls -A "$corpus")" ]; then
    case $target in
        formats)
            cp "$root"/examples/*.txt "$corpus/"
            puzzles 20 | seed ''
            ;;
        solvers)
            puzzles 30 | seed '\001'
            for f in 16x16 25x25; do
                { printf '\001'; cat "$root/examples/$f.txt"; } > "$corpus/example-$f"
            done
            ;;
        logic)
            puzzles 30 | seed '\000'
            puzzles 5 | seed '\002'
            ;;
        web)
            puzzles 3 | seed '\000' json
            puzzles 3 | seed '\003' json
            puzzles 3 | seed '\005' json
            ;;
        generator) ;;
    esac
fi

dict=""
if [ -f "$here/dicts/$target.dict" ]; then
    dict="-dict=$here/dicts/$target.dict"
fi

cd "$here"
# shellcheck disable=SC2086 # $dict is one word or none
exec nice -n 19 cargo fuzz run -s none -a -O "$target" "$corpus" "$here/regressions/$target" -- \
    -max_total_time="$seconds" -runs="$runs" -timeout=30 -max_len=8192 \
    -print_final_stats=1 -artifact_prefix="$here/artifacts/$target/" $dict
