#!/usr/bin/env bash
# Proves each puzzle of some ISS collections unique with ISS (its own benchmark script, under
# node) and with `sudoku solve` (one thread, a time limit per puzzle), and prints one line per
# puzzle: COLLECTION NAME ISS_MS OURS_MS STATUS. A measuring tool, outside the product.
#
#   tools/iss/bench.sh /path/to/Interactive-Sudoku-Solver SUDOKU_BINARY SECONDS COLLECTION...
set -euo pipefail
iss="$1"; sudoku="$2"; limit="$3"; shift 3
here="$(cd "$(dirname "$0")" && pwd)"
tmp="$(mktemp -d)"
node "$here/export.mjs" "$iss/data/collections.js" --all > "$tmp/all.tsv"
for coll in "$@"; do
    (cd "$iss" && node tools/perf/benchmark_puzzles.js --max-backtracks none --puzzles "$coll" \
        --solutions 2 --json) > "$tmp/iss-$coll.json" 2>/dev/null || true
    awk -F'\t' -v c="$coll" '$1 == c' "$tmp/all.tsv" | while IFS=$'\t' read -r c name input solution; do
        printf '%s\n' "$input" > "$tmp/p.txt"
        start=$(date +%s%N)
        status=$(timeout "$limit" "$sudoku" solve --threads 1 --format json "$tmp/p.txt" 2>/dev/null \
            | sed -n 's/.*"status":"\([^"]*\)".*/\1/p' || true)
        ms=$(( ($(date +%s%N) - start) / 1000000 ))
        [ -z "$status" ] && status="timeout"
        printf '%s\t%s\t%s\t%s\n' "$c" "$name" "$ms" "$status"
    done > "$tmp/ours-$coll.tsv"
    node -e '
        const fs = require("fs");
        const rows = JSON.parse(fs.readFileSync(process.argv[1], "utf8") || "[]");
        const ours = fs.readFileSync(process.argv[2], "utf8").trim().split("\n").map(l => l.split("\t"));
        ours.forEach((o, i) => {
            const r = rows[i] || {};
            console.log([o[0], o[1] || "#" + (i + 1), (r.ms ?? NaN).toFixed(1), o[2], o[3], r.status ?? "?"].join("\t"));
        });' "$tmp/iss-$coll.json" "$tmp/ours-$coll.tsv"
done
rm -rf "$tmp"
