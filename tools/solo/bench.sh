#!/usr/bin/env bash
# Variant generation against Simon Tatham's Solo (issue 38): puzzles per CPU-second for killer,
# jigsaw and X puzzles at each of Solo's levels, and the level our rater gives each side's
# puzzles, so that the levels can be matched.
#
#   bash tools/solo/bench.sh [SUDOKU] [COUNT] > results.tsv
#
# SUDOKU is our binary (default target/release/sudoku); COUNT the puzzles per row (default 20;
# Solo's extreme killers take seconds each, so that row makes COUNT/4). OURS_COUNT (default
# COUNT) is how many ours make per row: ours take hundredths of a second for 20, below what
# `time` resolves well, so a larger count gives steadier rates. Needs sgt-solo (Debian
# `sgt-puzzles`, installed with apt-get when missing) and python3. Times are user + system CPU
# seconds of one process on one thread (Solo has no threads); each side's puzzles are converted
# to our JSON form (solo2json.py) and rated by `sudoku rate`. Prints one TSV row per side and
# level: who, kind, level asked, puzzles, CPU s, puzzles per CPU s, then how many of the
# puzzles our rater put at each of its levels.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
sudoku="${1:-$here/../../target/release/sudoku}"
count="${2:-20}"
ours_count="${OURS_COUNT:-$count}"
solo=/usr/games/sgt-solo
[ -x "$solo" ] || apt-get install -y -qq sgt-puzzles >/dev/null
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

cpu() { # the command's user + system CPU seconds; its stdout goes to $out (a failed puzzle is no error)
    /usr/bin/time -f "%U %S" -o "$tmp/time" "$@" > "$out" 2>/dev/null || true
    tail -n 1 "$tmp/time" | awk '{printf "%.3f", $1 + $2}'
}
levels() { # how many puzzles of the JSON lines in $1 our rater puts at each level
    "$sudoku" rate "$1" 2>/dev/null | awk '{n[$1]++} END {
        printf "easy=%d\tmedium=%d\thard=%d\tunfair=%d\textreme=%d", n["easy"], n["medium"],
            n["hard"], n["unfair"], n["extreme"] }'
}
row() { # who kind level made seconds file
    local rate
    rate=$(awk -v n="$4" -v s="$5" 'BEGIN { printf "%.1f", (s > 0 ? n / s : 0) }')
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "$5" "$rate" "$(levels "$6")"
}

printf 'who\tkind\tlevel\tpuzzles\tcpu_s\tper_cpu_s\tour levels\n'
for kind in killer jigsaw x; do
    case $kind in
    killer) params=3x3k ;;
    jigsaw) params=9j ;;
    x) params=3x3x ;;
    esac
    for level in b i a e; do
        n=$count
        [ "$kind$level" = killere ] && n=$((count / 4))
        out="$tmp/solo.txt"
        secs=$(cpu "$solo" --generate "$n" "${params}d$level")
        python3 "$here/solo2json.py" < "$tmp/solo.txt" > "$tmp/solo.json"
        row solo "$kind" "$level" "$(wc -l < "$tmp/solo.json")" "$secs" "$tmp/solo.json"
    done
    for level in any easy medium hard unfair extreme; do
        out="$tmp/ours.json"
        difficulty=()
        [ "$level" = any ] || difficulty=(--difficulty "$level")
        secs=$(cpu "$sudoku" generate --variant "$kind" --count "$ours_count" --seed 1 --threads 1 \
            --no-progress "${difficulty[@]}")
        made=$(grep -c '^{' "$tmp/ours.json" || true)
        row ours "$kind" "$level" "$made" "$secs" "$tmp/ours.json"
    done
done
