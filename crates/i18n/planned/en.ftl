# Messages for the files the i18n-cli branch left alone (src/batch.rs, src/input.rs,
# src/input/csv.rs, src/output.rs, src/cmd/{solve,count,explain,hint,bench}.rs): move each one
# to the end of the "Command line" section of ../locales/<lang>.ftl when the code asks for it
# (the catalog test refuses messages no code asks for), then delete this directory.
# Messages that already exist and these files can use as they are: record-invalid
# ("invalid: {$reason}"), no-solution-reason, check-puzzle-several ("the puzzle has several
# solutions"), hole-expected, pdf-to-terminal; the engine's errors through
# sudoku_i18n::Localize (ParseError, ParseErrorKind, LogicError, CandidateError, ...).

# batch.rs
no-puzzles-read = no puzzles read
stats-line = stats: { $puzzles ->
    [one] {$puzzles} puzzle
   *[other] {$puzzles} puzzles
}, {$solved} solved, {$no_solution} no solution, {$several} several solutions, {$invalid} invalid, {$seconds} s, {$rate} puzzles/s
worker-panicked = a worker thread panicked
# input.rs
reading-stdin = reading puzzles from standard input…
unknown-input-format = unknown format {$value} (expected line, grid, boxed, json, csv or tsv)
table-error = {$location}: column {$column}: {$reason}
table-error-at = {$location}: column {$column}, character {$character}: {$reason}
# input/csv.rs
csv-no-column = no column named {$name} (the header has {$columns})
csv-no-header = no header row to find column {$name} in: name the column by its number (1 = the first)
csv-no-puzzle-column = no field of the first data row holds a puzzle: name the puzzle column with --column
# output.rs
format-not-for-command = `sudoku {$command}` cannot write --format {$format}: choose one of {$formats}
# solve.rs
several-solutions = several solutions
several-solutions-printed-first = the puzzle has several solutions; printed the first
solve-all-found = { $count ->
    [0] no solution
    [one] {$count} solution
   *[other] {$count} solutions
}
solve-all-more = { $limit ->
    [one] more than one solution, the first follows
   *[other] more than {$limit} solutions, the first {$limit} follow
}
all-no-pdf = --all cannot make a PDF booklet: print the solutions as text or SVG
all-no-table = --all cannot write a table (one row per puzzle): print the solutions as text or JSON
# count.rs
at-least = at least {$count}
# explain.rs and hint.rs ($rating is the rate line, which never changes)
explain-solved = solved: {$rating}
explain-stuck = stuck: {$rating}
hint-solved = solved: nothing left to do
hint-no-step = no step found
# bench.rs
cannot-read = cannot read {$path}
bench-skipped = {$path}: skipped: {$reason}
bench-no-puzzles = {$path}: no puzzles
