#!/bin/bash
# Engine only: tdoku (its DPLL triad SIMD solver through tdoku_driver.cc, clang++ -O3 -march=native)
# against ours (examples/solve_file), CPU seconds (user), 3 alternating rounds; prints puzzles/s.
# With AVX2=1 each round also runs our AVX2 copy (--backend avx2, forced at run time: what a
# user without AVX-512 gets), printed as a third column. With COUNT=1 each unique round also
# counts up to two (--count: the solutions are not written out, as in `sudoku count`, so the
# search may choose cheaper guesses), printed as "count".
OURS=${OURS:-$(cd "$(dirname "$0")/../.." && pwd)/target/release/examples/solve_file}
TD=${TD:?the tdoku driver (see README.md)}
cd "$1"
for s in kaggle-sample:100 17-clue:10 top1465:50 forum-hardest-1905:1 forum-hardest-1106:20 serg-benchmark:100; do
  b=${s%:*}; reps=${s#*:}
  for o in pub t13; do
    f=sets/$b.$o.txt; n=$(grep -c . $f)
    for mode in unique first; do
      if [ $mode = unique ]; then lim=2; fl=""; else lim=1; fl="--first"; fi
      for r in 1 2 3; do
        /usr/bin/time -o t.txt -f "%U" $TD $lim $reps $f >/dev/null; t1=$(cat t.txt)
        /usr/bin/time -o t.txt -f "%U" $OURS $fl $EXTRA --reps $reps $f >/dev/null; t2=$(cat t.txt)
        line="$b $o $mode $r tdoku $(echo "$n*$reps/$t1" | bc) ours $(echo "$n*$reps/$t2" | bc)"
        if [ -n "${AVX2:-}" ]; then
          /usr/bin/time -o t.txt -f "%U" $OURS $fl $EXTRA --backend avx2 --reps $reps $f >/dev/null; t3=$(cat t.txt)
          line="$line avx2 $(echo "$n*$reps/$t3" | bc)"
        fi
        if [ -n "${COUNT:-}" ] && [ $mode = unique ]; then
          /usr/bin/time -o t.txt -f "%U" $OURS --count $EXTRA --reps $reps $f >/dev/null; t4=$(cat t.txt)
          line="$line count $(echo "$n*$reps/$t4" | bc)"
        fi
        echo "$line"
      done
    done
  done
done
