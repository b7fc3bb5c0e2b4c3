#!/bin/bash
# Two threads against one, end to end, hyperfine means of five runs (after two warm-ups).
OURS=${OURS:-$(cd "$(dirname "$0")/../.." && pwd)/target/release/sudoku}
cd "$1"
for f in sets/forum-hardest-1905.pub.txt sets/kaggle-sample.pub.txt sets/kaggle-sample.pub.e2e.txt sets/17-clue.pub.txt; do
  hyperfine -N -w 2 -r 5 --export-json h.json --output=null \
    "$OURS solve --threads 1 --no-progress $f" "$OURS solve --threads 2 --no-progress $f" > /dev/null 2>&1
  python3 -c "
import json; r=json.load(open('h.json'))['results']
m1=r[0]['mean']; m2=r[1]['mean']; s1=r[0]['stddev']; s2=r[1]['stddev']
print('$f', f'1 thread {m1*1000:.1f} ms ±{s1*1000:.1f}', f'2 threads {m2*1000:.1f} ms ±{s2*1000:.1f}', f'speed-up {m1/m2:.2f}')"
done
