#!/bin/bash
# Generator against QQWing, CPU seconds per puzzle, one core, 3 alternating rounds.
OURS=${OURS:-$(cd "$(dirname "$0")/../.." && pwd)/target/release/sudoku}
cd "$1"
for r in 1 2 3; do
  /usr/bin/time -o t.txt -f "%U %S" qqwing --generate 500 --one-line > /dev/null; q=$(awk '{print $1+$2}' t.txt)
  /usr/bin/time -o t.txt -f "%U %S" $OURS generate --count 10000 --threads 1 --seed $r --no-progress > /dev/null 2>&1; o=$(awk '{print $1+$2}' t.txt)
  echo "round $r qqwing $(echo "500/$q" | bc)/s ours $(echo "10000/$o" | bc)/s ratio $(echo "scale=1; (10000/$o)/(500/$q)" | bc)"
done
