#!/bin/bash
# End to end, one thread: `sudoku solve` against the crate's peer-solve, CPU seconds (user+sys), 5 alternating rounds.
# With AVX2=1 each round also runs `sudoku solve --backend avx2` (our AVX2 copy forced at run
# time), printed as a third column.
OURS=${OURS:-$(cd "$(dirname "$0")/../.." && pwd)/target/release/sudoku}
PEER=${PEER:?the peer-solve program of the sudoku crate, see README.md}
cd "$1"
for b in kaggle-sample 17-clue top1465 forum-hardest-1905 forum-hardest-1106 serg-benchmark; do
  for o in pub t13; do
    f=sets/$b.$o.e2e.txt; n=$(grep -c . $f)
    for mode in unique first; do
      if [ $mode = unique ]; then fl=""; else fl="--first"; fi
      for r in 1 2 3 4 5; do
        /usr/bin/time -o t.txt -f "%U %S" $PEER $mode $f >/dev/null 2>/dev/null; t1=$(awk "{print \$1+\$2}" t.txt)
        /usr/bin/time -o t.txt -f "%U %S" $OURS solve --threads 1 --no-progress $fl $f >/dev/null 2>/dev/null; t2=$(awk "{print \$1+\$2}" t.txt)
        line="$b $o $mode $r crate $(echo "$n/$t1" | bc) ours $(echo "$n/$t2" | bc)"
        if [ -n "${AVX2:-}" ]; then
          /usr/bin/time -o t.txt -f "%U %S" $OURS solve --threads 1 --no-progress --backend avx2 $fl $f >/dev/null 2>/dev/null; t3=$(awk "{print \$1+\$2}" t.txt)
          line="$line avx2 $(echo "$n/$t3" | bc)"
        fi
        echo "$line"
      done
    done
  done
done
