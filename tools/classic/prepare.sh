#!/bin/bash
# prepare.sh DIR: the six public sets as published, transformed (--seed 13), and concatenated
# with themselves for the end-to-end runs (so that each lasts long enough for CPU time).
set -euo pipefail
dir=$1
here=$(cd "$(dirname "$0")/../.." && pwd)
puzzles=${PUZZLES:-$here/../shared/puzzles}
sudoku=${OURS:-$here/target/release/sudoku}
mkdir -p "$dir/sets"
for f in "$puzzles"/*.txt; do
    b=$(basename "$f" .txt)
    cp "$f" "$dir/sets/$b.pub.txt"
    "$sudoku" transform --seed 13 --threads 1 --no-progress "$f" > "$dir/sets/$b.t13.txt"
done
for s in kaggle-sample:30 17-clue:3 top1465:30 forum-hardest-1106:30 serg-benchmark:20 forum-hardest-1905:1; do
    b=${s%:*}; k=${s#*:}
    for o in pub t13; do
        : > "$dir/sets/$b.$o.e2e.txt"
        for _ in $(seq "$k"); do cat "$dir/sets/$b.$o.txt" >> "$dir/sets/$b.$o.e2e.txt"; done
    done
done
