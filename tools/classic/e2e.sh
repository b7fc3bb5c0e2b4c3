#!/bin/bash
# End to end, one thread: `sudoku solve` against the crate's peer-solve, CPU seconds (user+sys), 5 alternating rounds.
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
        echo "$b $o $mode $r crate $(echo "$n/$t1" | bc) ours $(echo "$n/$t2" | bc)"
      done
    done
  done
done
