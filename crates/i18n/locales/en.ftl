# The toolkit's messages in English. One file per language, the same ids in each
# (crates/i18n/tests/catalogs.rs checks it). Keep each section's messages together and add
# new ones at the end of their section.

## Shared words

no-solution = no solution

# The engine's errors and reasons (src/engine_text.rs). Cell names (r1c1) stay as they are.
unit-row = row {$n}
unit-column = column {$n}
unit-box = box {$n}
unit-extra = extra unit {$n}
conflict-reason = {$first} and {$second} both hold {$digit}
no-solution-reason = no solution: {$reason}
reason-givens-conflict = the givens conflict
reason-no-digit-fits = no digit fits { $cell }
reason-no-digit-fits-after-singles = no digit fits { $cell } once the singles are placed
reason-digit-no-place = { $digit } has no place in { $unit }
reason-digit-no-place-after-singles = { $digit } has no place in { $unit } once the singles are placed
reason-search-exhausted = the search tried every candidate and found no solution
all-more-than = more than {$limit ->
    [one] 1 solution, the first follows
   *[other] {$limit} solutions, the first {$shown} follow
}
all-solutions = {$count ->
    [one] 1 solution
   *[other] {$count} solutions
}
parse-at-line = line {$line}: {$reason}
parse-at-column = line {$line}, column {$column}: {$reason}
parse-cell-count = found {$found ->
    [one] {$found} cell
   *[other] {$found} cells
}, expected {$expected}
parse-bad-char = bad character {$found}, expected {$expected}
parse-bad-token = bad token {$found}, expected {$expected}
parse-row-length = row {$row} has {$found ->
    [one] {$found} cell
   *[other] {$found} cells
}, expected {$expected}
parse-row-count = found {$found ->
    [one] {$found} row
   *[other] {$found} rows
}, expected {$expected}
parse-bad-json = bad JSON: {$detail}
parse-empty = empty puzzle
parse-line-too-long = line is longer than {$limit} bytes
parse-expected-any-symbol = a digit, a letter or a hole (. 0 _ - *)
parse-expected-line-digits = a digit 1-{$last} or a hole (. 0 _ - *)
parse-expected-line-letters = a digit 1-9, a letter A-{$last} or a hole (. 0 _ - *)
parse-expected-grid-digits = a digit 1-{$size}, or . or 0 for a hole
parse-expected-grid-letters = a number 1-{$size} or a letter A-{$last}, or . or 0 for a hole
parse-json-expected-object = expected an object with a "grid" array of rows
parse-json-expected-rows = expected an array of rows
parse-json-bad-number = {$cell}: {$value} is not a digit 1-{$size} or 0 for a hole
parse-json-bad-symbol = {$cell}: {$found} is not a digit or a hole
parse-json-row-not-array = row {$row} is not an array
parse-not-a-grid = JSON value is not a grid: found {$found}, expected an array of rows or {"{"}"grid": …{"}"}
parse-json-kind = { $kind ->
    [null] null
    [boolean] a boolean
    [number] a number
    [string] a string
    [array] an array
   *[object] an object
}
parse-json-object-without-grid = an object without "grid"
parse-json-grid-holding = "grid" holding {$what}
parse-hex-digits = 0 beside {$hole} holes in a 16×16 with no G: digits 0-F (hexadecimal)? here 16×16 digits are 1-9 and A-G, so write each 0 as G, or use 0 only for holes
parse-minus-one-hole = {$found} is not a hole here: holes are . or 0 (grids of digits 0 to N-1 with -1 holes are read as C arrays, {"{{"}-1, 3, …{"}"}, …{"}"})
parse-bad-c-array = bad C array: {$detail}
shape-unknown-size = no known grid shape has size {$size} (known sizes: {$sizes})
shape-no-boxes = {$cells} cells make a {$size}×{$size} grid, which has no box shape (known sizes: {$sizes})
shape-bad-box = boxes of {$rows}×{$columns} cells are not supported (each side at least 2, at most 32 cells)
shape-cell-count = {$cells} cells is not the cell count of any known grid (81 for 9×9, 256 for 16×16, ...)
grid-value-too-large = {$cell}: value {$value} is above the grid size {$size}
interrupted-deadline = time limit reached
interrupted-cancelled = cancelled
givens-conflict = the givens conflict: {$conflict}
logic-no-solution = no solution
logic-not-unique = several solutions; human-style steps need a unique solution
pencil-marks-length = pencil marks need 729 characters (9 per cell, the digit or '.'/'0'), got {$found}
pencil-marks-char = bad pencil-mark character {$found} at position {$position} (expected {$expected}, '.' or '0')
generate-too-many = {$givens} givens do not fit in a {$size}×{$size} grid of {$cells} cells
generate-below-minimum = no {$size}×{$size} puzzle with fewer than {$minimum} givens has a unique solution (asked for {$givens}); allow several solutions to go lower
generate-symmetry = {$symmetry} symmetry cannot give exactly {$givens} givens on a {$size}×{$size} grid (the count must be {$rule ->
    [multiple-of-4] a multiple of 4
    [multiple-of-4-or-next] a multiple of 4, or one more than a multiple of 4
    [even] even
   *[any] any number
})
generate-minimal-needs-unique = a minimal puzzle is one whose every given is needed for a unique solution: it cannot allow several solutions
generate-minimal-full = a minimal puzzle cannot have all {$cells} cells given: removing any one of them leaves the solution unique
generate-multiple-needs-givens = a puzzle that may have several solutions needs a given count (without one, givens are removed while the solution stays unique)
generate-wanted-needs-unique = a puzzle of a given level or technique must have a unique solution (the rater follows it step by step)
generate-wanted-not-rated = levels and techniques are rated for sizes up to {$rated}×{$rated} only, not {$size}×{$size}
generate-level-unreachable = no {$size}×{$size} puzzle is {$level}: the levels reached at this size are {$levels}
generate-technique-unreachable = no {$size}×{$size} puzzle needs {$technique}: the techniques used at this size are {$techniques}
generate-gave-up-closest = gave up after {$seconds}s: no {$minimal ->
    [yes] minimal unique
   *[no] unique
} puzzle with exactly {$target} givens found (the closest had {$closest} givens)
generate-gave-up-target = gave up after {$seconds}s: no {$minimal ->
    [yes] minimal unique
   *[no] unique
} puzzle with exactly {$target} givens found
generate-gave-up-removing = gave up after {$seconds}s: still removing givens (down to {$closest}) when time ran out
generate-gave-up = gave up after {$seconds}s: no puzzle found
generate-not-found-level-technique = no {$level} puzzle that needs {$technique} among {$tried ->
    [one] {$tried} puzzle
   *[other] {$tried} puzzles
} made in {$seconds}s
generate-not-found-level = no {$level} puzzle among {$tried ->
    [one] {$tried} puzzle
   *[other] {$tried} puzzles
} made in {$seconds}s
generate-not-found-technique = no puzzle that needs {$technique} among {$tried ->
    [one] {$tried} puzzle
   *[other] {$tried} puzzles
} made in {$seconds}s
generate-not-found = no puzzle among {$tried ->
    [one] {$tried} puzzle
   *[other] {$tried} puzzles
} made in {$seconds}s
canon-size = canonical forms and equivalent copies are defined for 9×9 grids only, not {$size}×{$size}
unknown-name = unknown name {$name}

## Command line: errors, warnings, record lines

record-invalid = invalid: {$reason}
canon-summary = canon: { $records ->
    [one] {$records} record
   *[other] {$records} records
}, { $classes ->
    [one] {$classes} class
   *[other] {$classes} classes
}, { $duplicates ->
    [one] {$duplicates} duplicate
   *[other] {$duplicates} duplicates
}, {$invalid} invalid
serve-time-limit = --time-limit must be above 0 and at most 600 seconds
serve-reachable = listening on {$address}: other machines can reach this server
serve-serving = serving on {$url} (Ctrl+C to stop)
serve-bad-address = {$address} is not an address to listen on: give IP:PORT, HOST:PORT (localhost:8080) or a port (8080)
serve-cannot-serve = cannot serve on {$address}
pdf-to-terminal = refusing to write a PDF to the terminal: redirect the output to a file (> booklet.pdf)
generate-seed = seed {$seed} (repeat this run with --seed {$seed})
generate-failed = puzzle {$puzzle}: {$reason}
generate-variant-option = --{ $option } does not apply to variant puzzles (--variant) yet
generate-failed-in-time = puzzle {$puzzle}: {$reason}; a longer --puzzle-timeout may find one
generate-stopped = stopped at the time limit ({$limit} s): {$made} of {$count} puzzles made; not made: {$ranges}
generate-stats = stats: { $puzzles ->
    [one] {$puzzles} puzzle
   *[other] {$puzzles} puzzles
}, {$made} made, {$failed} failed, {$seconds} s, {$rate} puzzles/s, { $threads ->
    [one] {$threads} thread
   *[other] {$threads} threads
}
size-not-a-number = {$value} is not a number (sizes: 4, 6, 8, 9, 12, 16, 25)
hole-expected = expected one of . 0 _ - *
seconds-not-positive = {$value} is not a positive number of seconds
no-puzzles-read = no puzzles read
stats-line = stats: { $puzzles ->
    [one] {$puzzles} puzzle
   *[other] {$puzzles} puzzles
}, {$solved} solved, {$no_solution} no solution, {$several} several solutions, {$invalid} invalid, {$seconds} s, {$rate} puzzles/s
show-stats = stats: { $puzzles ->
    [one] {$puzzles} puzzle
   *[other] {$puzzles} puzzles
}, {$shown} shown, {$invalid} invalid, {$seconds} s, {$rate} puzzles/s
# The progress line: indicatif's placeholders come as the arguments (the bar or spinner, the
# count, the total, the rate with its "/s", the estimate, the time so far).
progress-bar = {$bar} {$pos}/{$len} puzzles, {$rate}, eta {$eta}
progress-spinner = {$spinner} {$pos} puzzles, {$rate} [{$elapsed}]
reading-stdin = reading puzzles from standard input… ({$key} to end)
unknown-input-format = unknown format {$value} (expected line, grid, boxed, json, c-array, csv or tsv)
table-error = {$location}: column {$column}: {$reason}
table-error-at = {$location}: column {$column}, character {$character}: {$reason}
source-binary = {$source}: binary file, skipped
source-not-puzzles = {$source}: not a puzzle file ({$bad} bad records in a row), skipped
source-hidden = {$source}: hidden, skipped
source-link-to-directory = {$source}: a link to a directory, skipped
source-not-regular = {$source}: not a regular file, skipped
# The system's words for the commonest errors opening a file (English keeps the system's).
io-not-found = no such file or directory
io-permission-denied = permission denied
csv-no-column = no column named {$name} (the header has {$columns})
csv-column-out-of-range = no column {$number}: the table has {$width} columns
csv-no-header = no header row to find column {$name} in: name the column by its number (1 = the first)
csv-no-puzzle-column = no field of the first data row holds a puzzle: name the puzzle column with --column
format-not-for-command = `sudoku {$command}` cannot write --format {$format}: choose one of {$formats}
c-array-base-expected = expected 0 or 1
per-page-expected = cannot put {$count} puzzles on a page: choose 1, 2, 4 or 6
paper-expected = unknown paper {$name}: choose a4 or letter
several-solutions = several solutions
several-solutions-printed-first = the puzzle has several solutions; printed the first
several-solutions-steps = several solutions: human-style steps need a unique solution
solve-left-out = no solution: {$reason}; left out of the booklet
all-no-pdf = --all cannot make a PDF booklet: print the solutions as text or SVG
all-no-table = --all cannot write a table (one row per puzzle): print the solutions as text or JSON
at-least = at least {$count}
reason-candidates-dead-end = no way to complete these candidates
stopped = stopped: {$reason}
bench-skipped = {$error}: skipped
bench-no-puzzles = {$source}: no puzzles
bench-unsolvable = {$source}: { $count ->
    [one] {$count} of the puzzles has no solution
   *[other] {$count} of the puzzles have no solution
}
bench-shuffle-size = {$source}: puzzle {$puzzle}: cannot shuffle: --shuffle takes 9×9 puzzles only

# The command line's help (src/help.rs): the description of the command and of each
# subcommand. The English ones are what the code's doc comments say (a test compares them).
help-sudoku = The `sudoku` command: solve, count, check, generate, rate and explain Sudoku puzzles
help-solve = Solve puzzles: print each one's solution, or `no solution` with the reason
help-count = Count the solutions of each puzzle; one line per puzzle (`at least K` when the limit stops the count)
help-check = Check grids: rows, columns and boxes, completeness and consistency
help-bench = Benchmark the solver on puzzle files (one thread, engine only: no reading or writing)
help-generate = Generate puzzles: exactly N givens or minimal, unique or not, symmetric, from a seed
help-interactive = A session: type a number of givens, see a puzzle and up to 10 checked solutions
help-serve = Serve a page to play puzzles (new by size and difficulty, or pasted), with hints, and a JSON API (`/api/solve`, `/api/hint`, …; described at `/api/openapi.json`)
help-explain = Explain puzzles: every step of a human-style solution in plain words, then the rating
help-hint = Hint: the next step of a human-style solution for each puzzle, one line each
help-rate = Rate puzzles: HoDoKu level and score, and an SE-style rating, one line per puzzle. `--format csv` (or `tsv`) writes each input row with `level,score,se,hardest,error` appended
help-canon = Print the minlex canonical form of each 9×9 puzzle: the smallest 81-character string (`0` for a hole) over the 3,359,232 transformations that keep a grid valid (band, row, stack and column permutations, transposition) and the relabellings of the digits. Equivalent puzzles have the same form. One line per input record, in input order
help-transform = Print random equivalent copies of each 9×9 puzzle: each copy applies a uniformly random transformation that keeps a grid valid (band, row, stack and column permutations, transposition) and a random relabelling of the digits. Copies are printed in the line format (`.` for a hole), the copies of each puzzle together, in input order
help-show = Show puzzles without solving them: each one in the layout `--format` names (by default the input's), to look at it or to convert a file from one layout to another. Records keep input order; a record that cannot be read is reported on stderr with its place and replaced by one `invalid: …` line (in JSON output, an object with `error` and `source`; exit code 2), and the rest go on
help-completions = Print a shell completion script: `sudoku completions bash > ~/.local/share/bash-completion/completions/sudoku`
help-man = Print the man page (roff): `sudoku man > sudoku.1; man ./sudoku.1`
help-interactive-more = Each solution is followed by its row, column and box report, as `sudoku check` prints it. Type an end word in any of the five languages (`end`, `quit`, `exit`, `q`, `fi`, `sortir`, `fin`, `salir`, `quitter`, `fim`, `sair`) or close the input to stop.
help-generate-reproducible = Puzzle i of a run depends only on the seed, the options and i: the same seed gives the same output byte for byte, whatever --threads is.
help-generate-failures = If a puzzle cannot be made within --puzzle-timeout (too few givens asked for, or no puzzle of the wanted level or technique turned up), an error naming it goes to stderr in its place (`error: puzzle N: ...`), the other puzzles are still made and printed, so fewer than --count come out, and the exit code is 1. With --timeout the whole command stops at that time: the puzzles finished are printed, the others are named on stderr (`error: stopped at the time limit ...`), and the exit code is 1. Impossible requests (below the proven minimum of givens, more givens than cells, a minimal puzzle with every cell given, a count the symmetry cannot make) are refused before any work, with exit code 2.
# clap's own words, as clap writes them in English.
help-usage = Usage:
help-commands = Commands
help-options = Options
help-arguments = Arguments
help-flag-help = Print help
help-flag-version = Print version
help-subcommand = Print this message or the help of the given subcommand(s)
help-default = [default: {$value}]
help-possible-values = [possible values: {$values}]
# The options, one message per option (or per option and subcommand when they differ).
arg-addr = The address to listen on: IP:PORT, HOST:PORT (localhost:8080) or a bare PORT (on loopback). The default is loopback only; another address makes the page and the API reachable from other machines
arg-against = Verify a dataset's solutions: for each row of a CSV or TSV table, COLUMN (a header name, or a number, 1 = the first) must hold a complete grid that breaks no rule and keeps every given of the puzzle, and the puzzle must have exactly one solution (its solutions are counted up to two, so a puzzle with several is a mismatch even when the given one is among them). Text output lists each mismatch as `file:line: what is wrong`; other formats give every row and repeat each mismatch on stderr. A summary goes to stderr; the exit code is 1 when any row mismatches
arg-all = Print every solution, up to --limit, each followed by nothing else; a `#` comment line before each puzzle's solutions gives their count or, when --limit is above 10⁷ and the puzzle has more than 1,024 solutions, says that their count comes after them, in a last `#` line
arg-allow-multiple = The puzzle need only be solvable, it may have several solutions; needs --clues
arg-bench-backend = The solver back end
arg-canonical = With --dedup: print each class's canonical form instead of its first puzzle
arg-check-format = `line` (the default) prints the text report; `json` one JSON object per grid; `svg` a picture with the clashing cells marked; `csv` and `tsv` each input row with `complete,consistent,solutions,error` appended (with --against: `valid,keeps_givens,unique,mismatch,error`)
arg-clues = Exactly this many givens. Without it, givens are removed in random order while the solution stays unique, so the puzzle is minimal
arg-column = In CSV and TSV input, the column that holds the puzzles: a header name, or a number (1 = the first column; the only way to name one in a table without a header). Default: the first column whose first data row holds a puzzle (when that row holds none, the one named puzzle, quizzes or question)
arg-copies = Copies per puzzle
arg-count = How many puzzles to make
arg-count-format = `line` (the default) prints one count per line; `json` one JSON object per puzzle; `csv` and `tsv` each input row with `count,at_least,error` appended
arg-count-limit = Stop counting at this many solutions (at least 1)
arg-dedup = Print only the first puzzle of each class of equivalent puzzles, as read (in the line format, `.` for a hole), then a summary on stderr: records, classes, duplicates, invalid. Bad records are reported on stderr only. Runs on one thread, since "first" means first in input order. Every class's form is kept in memory (packed into 41 bytes, about 50 to 100 bytes per class with the hash table), so memory grows with the number of classes
arg-difficulty = Only puzzles of exactly this HoDoKu level (easy, medium, hard, unfair, extreme; sizes up to 9×9): puzzles are made and rated until one fits, under --puzzle-timeout
arg-files = Puzzle files (any supported format)
arg-first = Stop at the first solution, without proving it is the only one (faster)
arg-generate-format = Output layout
arg-generate-hole = The character for empty cells in line and boxed output (`.`, or `0` for programs that want digits only)
arg-generate-seed = Seed: the same seed and options give the same puzzles, on any machine and any number of threads. Default: a random seed, printed on stderr
arg-generate-size = Grid size: 4, 6, 8, 9, 12, 16, 25, or any other size with a box shape up to 32 (a minimal puzzle above 16×16 can take minutes; with --clues it takes milliseconds)
arg-input-format = The input layout: line, grid, boxed, json, c-array, csv or tsv. Detected for each source when not given: a `.csv` or `.tsv` name, or a first line of comma- or tab-separated fields that are not all puzzles, makes a table (a first row with no puzzle in it is its header); otherwise the first line of data tells the puzzle layout (`{"{{"}`, `{"{"}` and a number, or `int m[9][9] =` starts a C array)
arg-interactive-seed = Seed for the puzzles (default: random, printed on stderr); the session's k-th puzzle is puzzle k of `sudoku generate --allow-multiple` with this seed
arg-interactive-size = Grid size: 4, 6, 8, 9, 12, 16, 25, or any other size with a box shape up to 32
arg-lang = The language of messages: en, ca, es, fr or pt. Without it, the language comes from LC_ALL, LC_MESSAGES, LANG and LANGUAGE, as for other programs; English is the fallback. Puzzles, numbers, JSON and exit codes are the same in every language
arg-logic-format = `line` (the default) prints the steps as text; `json` one JSON object per puzzle per line (JSON Lines)
arg-min-time = Minimum time per file, in seconds
arg-minimal = Guarantee that no given (with --symmetry: no symmetric group of givens) can be removed without losing uniqueness. Puzzles made without --clues always are
arg-mode = `unique`: find the solution and prove there is no other (count up to 2); `first`: stop at the first solution
arg-no-progress = Never show the progress bar (it is shown only when stderr is a terminal)
arg-paper = With `--format pdf`: paper size, `a4` or `letter`
arg-paths = Puzzle files, directories (every file inside, subdirectories too, in name order; hidden ones skipped) or `-` for standard input. Without paths, standard input is read
arg-pencil-marks = Read each record as 729 characters of pencil marks (for each cell nine characters, the digit or `.`/`0`) instead of as a puzzle
arg-per-page = With `--format pdf`: puzzles per page (1, 2, 4 or 6)
arg-require-unique = Treat a puzzle with several solutions as an error (exit code 1)
arg-solutions = The most solutions to list for each puzzle
arg-solve-format = Output layout for the whole run; by default the layout of the first puzzle read (the line format for a table's puzzles)
arg-solve-hole = The character for empty cells in line, grid, boxed and table output (`.` by default; `0` is the other common choice)
arg-solve-limit = With --all: the most solutions to print per puzzle (at least 1)
arg-stats = Print a summary line on stderr at the end: solved, no solution, several solutions, invalid, seconds, puzzles/s
arg-symmetry = Symmetry of the givens: mirror is left-right, flip is top-bottom; random draws one per puzzle among those that allow the given count
arg-technique = Only puzzles whose step-by-step solution uses this technique (e.g. x-wing, xy-wing, "empty rectangle"; sizes up to 9×9), under --puzzle-timeout
arg-threads = Worker threads (default, or 0: all cores; at most 256 run). Output stays in input order
arg-time-limit = How long one request's engine work may take, in seconds
arg-timeout = Stop the whole command after SECS seconds: the puzzles finished by then are printed, the puzzles in progress stop within milliseconds, and the command exits with code 1 saying how many were made. Default: no limit
arg-shuffle = Solve random equivalent copies instead: puzzle `i` of each file (from 0) becomes its copy by the transformation `SEED` draws for `i`, the one `sudoku transform --seed SEED` prints for it. 9×9 puzzles only
arg-puzzle-timeout = Seconds one puzzle may take before it is given up: an error naming it goes to stderr and the other puzzles are still made [default: 30 for requests that may never be met (--clues, --difficulty, --technique, --variant), no limit otherwise]
arg-transform-seed = Seed: the same seed gives the same copies, on any machine and any number of threads. Default: a random seed, printed on stderr
arg-vague = Name only the technique and the unit to look at, not the cells and digits
arg-with-solution = Print each puzzle's solution after it (line: on the same line, after a space)
arg-variant = Variant puzzles of these kinds, joined by commas: killer, killer-minimal (cages over part of the grid), jigsaw, x, windoku, anti-knight, anti-king, non-consecutive, thermo, arrow, kropki, kropki-minimal, xv, xv-minimal, little-killer, sandwich, whispers, renban (e.g. killer,anti-knight); sizes 4, 6 and 9 (windoku 9 only; xv 6 and 9); --format json (default), fpuzzles, sudokupad, csv, svg or pdf
arg-bench-paths = Puzzle files (any supported format), directories (every file inside, subdirectories too; one table row per file) or `-` for standard input. Without paths, standard input is read
arg-with-filename = Name the file of each record in text output: `FILE:LINE:` (the record's line) before each line of one-line output, a `# FILE` line before each file's first record in grid and boxed layouts (a comment, so the output still reads back as input). The default when several paths or a directory are given. JSON already names each record's `source`; tables and booklets are unchanged
arg-no-filename = Never name the files in the output, even when several are read
arg-all-errors = Report every bad record. By default a file whose first 10 records are all bad is not a puzzle file: it is named once on stderr (`not a puzzle file`) and skipped
arg-c-array-base = With `--format c-array`: the value of the first digit, 0 (digits 0 to N-1, -1 for a hole, as the French course writes them) or 1 (digits 1 to N, 0 for a hole). Either reads back as input
arg-hint-format = `line` (the default) prints the step as text; `json` one JSON object per puzzle per line; `svg` a picture of the position with the step marked
arg-rate-format = `line` (the default) prints `LEVEL SCORE SE HARDEST` per puzzle; `json` one JSON object per puzzle per line; `csv` and `tsv` each input row with `level,score,se,hardest,error` appended
arg-shell = The shell: bash, zsh, fish, powershell or elvish
# clap's errors about the command line (src/help.rs), as clap writes them in English.
clap-invalid-value = invalid value '{$value}' for '{$arg}'
clap-invalid-value-because = invalid value '{$value}' for '{$arg}': {$reason}
clap-value-required = a value is required for '{$arg}' but none was supplied
clap-unexpected-argument = unexpected argument '{$arg}' found
clap-unexpected-value = unexpected value '{$value}' for '{$arg}' found; no more were expected
clap-unrecognized-subcommand = unrecognized subcommand '{$name}'
clap-missing-arguments = the following required arguments were not provided:
clap-conflict = the argument '{$arg}' cannot be used with '{$other}'
clap-conflict-several = the argument '{$arg}' cannot be used with:
clap-used-twice = the argument '{$arg}' cannot be used multiple times
clap-similar-argument = tip: { $count ->
    [one] a similar argument exists
   *[other] some similar arguments exist
}: {$suggestions}
clap-similar-value = tip: { $count ->
    [one] a similar value exists
   *[other] some similar values exist
}: {$suggestions}
clap-similar-subcommand = tip: { $count ->
    [one] a similar subcommand exists
   *[other] some similar subcommands exist
}: {$suggestions}
clap-try-help = For more information, try '{$flag}'.

## The check report

check-rows-ok = rows OK
check-columns-ok = columns OK
check-boxes-ok = boxes OK
check-rows-conflicts = rows: {$conflicts}
check-columns-conflicts = columns: {$conflicts}
check-boxes-conflicts = boxes: {$conflicts}
check-conflict-in-unit = {$conflict} ({$unit})
check-complete = complete and consistent
check-incomplete-no-solution = consistent but incomplete ({ $empty ->
    [one] {$empty} empty cell
   *[other] {$empty} empty cells
}), and it has no solution
check-incomplete-unique = consistent but incomplete ({ $empty ->
    [one] {$empty} empty cell
   *[other] {$empty} empty cells
}); it has exactly one solution
check-incomplete-several = consistent but incomplete ({ $empty ->
    [one] {$empty} empty cell
   *[other] {$empty} empty cells
}); it has several solutions
check-inconsistent = not consistent: { $conflicts ->
    [one] {$conflicts} conflict
   *[other] {$conflicts} conflicts
}
check-puzzle-no-solution = the puzzle has no solution
check-puzzle-several = the puzzle has several solutions
check-no-solution-field = the row has no solution field
check-solution-size = the solution is {$solution}×{$solution}, the puzzle {$puzzle}×{$puzzle}
check-solution-unreadable = the solution cannot be read: {$reason}
check-solution-unreadable-at = the solution cannot be read: {$reason} (character {$character})
check-solution-empty = the solution has { $empty ->
    [one] {$empty} empty cell
   *[other] {$empty} empty cells
}
check-solution-breaks-rules = the solution breaks the rules: {$conflict} in {$unit}
check-solution-breaks-rules-more = the solution breaks the rules: {$conflict} in {$unit} (and {$more} more)
check-solution-changes-given = the solution changes the given {$cell}: {$found} for {$given}
check-solution-changes-given-more = the solution changes the given {$cell}: {$found} for {$given} (and { $more ->
    [one] {$more} more given
   *[other] {$more} more givens
})
check-solution-erases-given = the solution changes the given {$cell}: a hole for {$given}
check-solution-erases-given-more = the solution changes the given {$cell}: a hole for {$given} (and { $more ->
    [one] {$more} more given
   *[other] {$more} more givens
})
check-mismatch = mismatch: {$location}: {$problems}
check-against-summary = check: { $rows ->
    [one] {$rows} row
   *[other] {$rows} rows
}, {$matches} match, { $mismatches ->
    [one] {$mismatches} mismatch
   *[other] {$mismatches} mismatches
}, {$invalid} invalid
check-against-format = --against prints a report: use the text, json, csv or tsv format
check-against-needs-table = --against needs a CSV or TSV table, with the solution in a column

## The interactive session

# The word the prompt names to end the session, and more words that end it (separated by
# commas). Every language's words end the session, whatever the language.
interactive-end-word = end
interactive-more-end-words = quit, exit, q
# The code adds a space after the prompt.
interactive-prompt = Number of givens (0 to {$cells}), or "{ interactive-end-word }" to finish:
interactive-too-many = {$n} is more than the {$cells} cells of the grid: enter a number from 0 to {$cells}, or "{ interactive-end-word }" to finish
interactive-empty = please type a number: enter a number from 0 to {$cells}, or "{ interactive-end-word }" to finish
interactive-not-a-number = "{$entry}" is not a number: enter a number from 0 to {$cells}, or "{ interactive-end-word }" to finish
interactive-initial-grid = Initial grid
interactive-solution-heading = { NUMBER($k, type: "ordinal") ->
    [one] {$k}st
    [two] {$k}nd
    [few] {$k}rd
   *[other] {$k}th
} solution found:
interactive-more-solutions = { $limit ->
    [one] There is more than one solution; this is the first.
   *[other] There are more than {$limit} solutions; these are the first {$limit}.
}
interactive-solutions-in-all = { $count ->
    [one] {$count} solution in all.
   *[other] {$count} solutions in all.
}
interactive-seed = seed {$seed} (repeat this session with --seed {$seed})

## Step texts (explain, hint) and ratings

# A step's sentence: the technique's name ($technique), what the pattern is, and after the
# arrow its result ($result: placements as "r8c6 = 1", eliminations as "r1c2<>5"). Cells
# (r8c6), lists of cells (r1c2, r3c4), lists of digits (1/5/7), almost locked sets
# ({r1c1, r1c2} (1/2/3)), cells with candidates (r1c1 (1/2)) and chains (5r1c2=5r3c2-…) are
# written the same in every language and come as text. Single digits ($digit, $link,
# $common…) and numbers of boxes, rows and columns are numbers. A unit comes as its kind
# ($unit: row, column, box or other) and its number ($unit_n); so do $unit2, $from, $to and
# $line. English must stay exactly as the engine writes Step::text (a test compares them).
step-full-house = { $technique }: { $cell } is the last empty cell of { $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n }, which only misses { $digit } → { $result }
step-naked-single = { $technique }: eliminating the digits of its row, column and box leaves only { $digit } in { $cell } → { $result }
step-hidden-single = { $technique }: in { $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n }, { $digit } fits only in { $cell } (its only choice) → { $result }
step-locked-candidates = { $technique }: in { $from ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $from_n }, { $digit } lies only in { $to ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $to_n } → { $result }
step-naked-subset = { $technique }: in { $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n }, { $cells } hold only { $digits } → { $result }
step-naked-subset-two-units = { $technique }: in { $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n } and { $unit2 ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit2_n }, { $cells } hold only { $digits } → { $result }
step-hidden-subset = { $technique }: in { $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n }, { $digits } fit only in { $cells } → { $result }
step-fish = { $technique }: { $digit } in { $base_kind ->
        [row] rows { $base } lies only in columns { $cover }
       *[column] columns { $base } lies only in rows { $cover }
    } → { $result }
step-finned-fish = { $technique }: { $digit } in { $base_kind ->
        [row] rows { $base } lies only in columns { $cover }
       *[column] columns { $base } lies only in rows { $cover }
    } ({ $fin_count ->
        [one] fins
       *[other] fins
    } { $fins }) → { $result }
step-two-strong-links = { $technique }: { $digit } is in { $cell1 } or { $cell2 } ({ $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n }), and in { $cell3 } or { $cell4 } ({ $unit2 ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit2_n }); { $cell2 } and { $cell3 } see each other, so { $cell1 } or { $cell4 } holds { $digit } → { $result }
step-empty-rectangle = { $technique }: in box { $box }, { $digit } lies on one row and one column ({ $cells }); with the conjugate pair { $cell1 } – { $cell2 } in { $line ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $line_n } → { $result }
step-remote-pair = { $technique }: { $digits } alternate along { $cells }, so { $first } and { $last } hold different digits → { $result }
step-w-wing = { $technique }: { $cell1 } and { $cell2 } hold { $digits }; { $link } is in { $end1 } or { $end2 }, which see them, so one of them is { $digit } → { $result }
step-xy-wing = { $technique }: pivot { $pivot } with pincers { $pincer1 } and { $pincer2 }: one pincer is { $digit } → { $result }
step-xyz-wing = { $technique }: pivot { $pivot } with pincers { $pincer1 } and { $pincer2 }: one of them is { $digit } → { $result }
step-ur-one-corner = { $technique }: { $cells } would form a deadly pattern of { $digits } (two solutions); { $cell } must hold another digit → { $result }
step-ur-shared-extra = { $technique }: { $cells } would form a deadly pattern of { $digits } (two solutions); one of { $corners } is { $extra } → { $result }
step-ur-naked-subset = { $technique }: { $cells } would form a deadly pattern of { $digits } (two solutions); the extra digits { $extra } of two corners and { $others } form a naked subset of { $subset } in { $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n } → { $result }
step-ur-conjugate-pair = { $technique }: { $cells } would form a deadly pattern of { $digits } (two solutions); { $digit } must be in one of { $cell1 } and { $cell2 } → { $result }
step-ur-x-wing = { $technique }: { $cells } would form a deadly pattern of { $digits } (two solutions); { $digit } lies only in the rectangle in its rows and columns → { $result }
step-hidden-rectangle = { $technique }: { $cells } would form a deadly pattern of { $digits } (two solutions); { $corner } is bivalue and { $digit } lies only in the rectangle along row { $row } and column { $column } → { $result }
step-bug-plus-one = { $technique }: every other empty cell has two candidates; { $cell } must be { $digit } or the grid would have two solutions → { $result }
step-color-trap = { $technique }: { $digit } is in all of { $color1 } or all of { $color2 }; these cells see both colours → { $result }
step-color-wrap = { $technique }: { $digit } cannot fill all of { $wrong } (two of them see each other), so it fills { $right } → { $result }
step-multi-color-trap = { $technique }: if the grid held { $digit } in all of { $cells }, it would be missing from both colours of { $color1 } and { $color2 } → { $result }
step-multi-color-wing = { $technique }: { $seeing1 } and { $seeing2 } see each other, so { $digit } fills { $fill1 } or { $fill2 } → { $result }
step-chain = { $technique }: { $chain } (= strong, - weak): { $first_digit } in { $first_cells } or { $last_digit } in { $last_cells } is true → { $result }
step-chain-one = { $technique }: { $chain } (= strong, - weak): { $digit } in { $cells } is true → { $result }
step-als-xz = { $technique }: { $set1 } and { $set2 } cannot both hold { $common } (restricted common), so one holds { $digits } → { $result }
step-als-xy-wing = { $technique }: pivot { $pivot } links { $set1 } by { $common1 } and { $set2 } by { $common2 }, so one of them holds { $digits } → { $result }
step-sue-de-coq = { $technique }: { $core } in box { $box } and { $line ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $line_n }, with { $line_part } of the line and { $box_part } of the box, lock their digits → { $result }
step-forcing-clash = { $technique }: if { $assumed } were true, { $clash } would be both true and false → { $result }
step-forcing-dead-end = { $technique }: if { $assumed } were true, a cell or unit would be left without a candidate → { $result }
step-forcing-false = { $technique }: if { $assumed } were false, the grid would break → { $result }
step-verity-candidate = { $technique }: whichever way { $candidate } is true or false, the same follows → { $result }
step-verity-cell = { $technique }: whichever way { $cell } holds one of its candidates, the same follows → { $result }
step-verity-unit = { $technique }: whichever way { $digit } has a place in { $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n }, the same follows → { $result }
step-net-true = { $technique }: if { $assumed } were true, singles would break the grid → { $result }
step-net-false = { $technique }: if { $assumed } were false, singles would break the grid → { $result }
step-net-verity = { $technique }: whichever candidate { $cell } holds, singles lead to { $result }
step-brute-force = { $technique }: no technique applies; the solution has { $digit } in { $cell } → { $result }
step-only-digit = { $technique }: the rules leave only { $digit } in { $cell } → { $result }
step-rule = { $technique } on { $cells }{ $clue }: no way to keep its rule uses these candidates → { $result }
step-house-sum = { $technique }: the houses and cages give { $terms } = { $total } → { $result }
step-contradiction-at = { $technique }: if { $cell } were { $digit }, the rules would break at { $at } → { $result }
step-contradiction = { $technique }: if { $cell } were { $digit }, the rules would break → { $result }
step-trial = { $technique }: if { $cell } were { $digit }, no grid would keep the rules (a search tried every way) → { $result }
# The nudge of `hint --vague`: the technique and where to look.
hint-vague-unit = { $technique } in { $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n }
hint-vague-cell = { $technique } around { $cell }
hint-vague = { $technique }
hint-solved = solved: nothing left to do
hint-no-step = no step found
# The last line of `explain`: whether the steps solve the puzzle ($status: solved or
# stuck), then the rating: level, score, Sudoku Explainer value and hardest technique.
explain-summary = { $status ->
        [solved] solved
       *[stuck] stuck
    }: { $level } { $score } { $se } { $technique }
explain-summary-no-technique = { $status ->
        [solved] solved
       *[stuck] stuck
    }: { $level } { $score } { $se }
# Level names, for people (machine output keeps the English names).
level-easy = easy
level-medium = medium
level-hard = hard
level-unfair = unfair
level-extreme = extreme
# Technique names, `technique-` and HoDoKu's name in kebab case.
technique-full-house = Full House
technique-naked-single = Naked Single
technique-hidden-single = Hidden Single
technique-locked-pair = Locked Pair
technique-locked-triple = Locked Triple
technique-locked-candidates-type-1-pointing = Locked Candidates Type 1 (Pointing)
technique-locked-candidates-type-2-claiming = Locked Candidates Type 2 (Claiming)
technique-naked-pair = Naked Pair
technique-naked-triple = Naked Triple
technique-hidden-pair = Hidden Pair
technique-hidden-triple = Hidden Triple
technique-naked-quadruple = Naked Quadruple
technique-hidden-quadruple = Hidden Quadruple
technique-x-wing = X-Wing
technique-swordfish = Swordfish
technique-jellyfish = Jellyfish
technique-remote-pair = Remote Pair
technique-bivalue-universal-grave-1 = Bivalue Universal Grave + 1
technique-skyscraper = Skyscraper
technique-2-string-kite = 2-String Kite
technique-turbot-fish = Turbot Fish
technique-empty-rectangle = Empty Rectangle
technique-w-wing = W-Wing
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-uniqueness-test-1 = Uniqueness Test 1
technique-uniqueness-test-2 = Uniqueness Test 2
technique-uniqueness-test-3 = Uniqueness Test 3
technique-uniqueness-test-4 = Uniqueness Test 4
technique-uniqueness-test-5 = Uniqueness Test 5
technique-uniqueness-test-6 = Uniqueness Test 6
technique-hidden-rectangle = Hidden Rectangle
technique-avoidable-rectangle-type-1 = Avoidable Rectangle Type 1
technique-avoidable-rectangle-type-2 = Avoidable Rectangle Type 2
technique-finned-x-wing = Finned X-Wing
technique-sashimi-x-wing = Sashimi X-Wing
technique-finned-swordfish = Finned Swordfish
technique-sashimi-swordfish = Sashimi Swordfish
technique-finned-jellyfish = Finned Jellyfish
technique-sashimi-jellyfish = Sashimi Jellyfish
technique-sue-de-coq = Sue de Coq
technique-simple-colors = Simple Colors
technique-multi-colors = Multi Colors
technique-x-chain = X-Chain
technique-xy-chain = XY-Chain
technique-discontinuous-nice-loop = Discontinuous Nice Loop
technique-aic = AIC
technique-continuous-nice-loop = Continuous Nice Loop
technique-grouped-discontinuous-nice-loop = Grouped Discontinuous Nice Loop
technique-grouped-aic = Grouped AIC
technique-grouped-continuous-nice-loop = Grouped Continuous Nice Loop
technique-almost-locked-set-xz-rule = Almost Locked Set XZ-Rule
technique-almost-locked-set-xy-wing = Almost Locked Set XY-Wing
technique-forcing-chain-contradiction = Forcing Chain Contradiction
technique-forcing-chain-verity = Forcing Chain Verity
technique-forcing-net-contradiction = Forcing Net Contradiction
technique-forcing-net-verity = Forcing Net Verity
technique-brute-force = Brute Force
# Techniques of variant puzzles.
technique-odd-even-cell = Odd/Even Cell
technique-greater-than-sign = Greater-Than Sign
technique-minimum-maximum-cell = Minimum/Maximum Cell
technique-thermometer = Thermometer
technique-palindrome = Palindrome
technique-killer-cage = Killer Cage
technique-kropki-dot = Kropki Dot
technique-xv-sign = XV Sign
technique-non-consecutive-neighbours = Non-Consecutive Neighbours
technique-whispers-line = Whispers Line
technique-between-line = Between Line
technique-quadruple = Quadruple
technique-clone = Clone
technique-arrow = Arrow
technique-renban-line = Renban Line
technique-entropic-line = Entropic Line
technique-modular-line = Modular Line
technique-zipper-line = Zipper Line
technique-little-killer = Little Killer
technique-region-sum-line = Region Sum Line
technique-indexer = Indexer
technique-sandwich-sum = Sandwich Sum
technique-x-sum = X-Sum
technique-skyscraper-clue = Skyscraper Clue
technique-innies-and-outies = Innies and Outies
technique-contradiction = Contradiction
technique-rule-forcing-net = Rule Forcing Net
technique-trial-and-error = Trial and Error

## PDF booklets

# The booklet's captions ("Puzzle 3 · 9×9 · hard · seed 42 #3"), its answer pages' heading
# and the document's title when none is given. The PDF's fonts have Latin-1 characters only.
pdf-puzzle = Puzzle { $number }
pdf-answer = Answer { $number }
pdf-answers = Answers
pdf-seed = seed { $seed }
pdf-seed-index = seed { $seed } #{ $index }
pdf-index = #{ $index }
pdf-title = Sudoku booklet

## Rules captions of variant pictures

# The sentence under a variant picture (SVG and PDF) for each rule the picture does not show
# by itself. Cell names (rRcC, rRcX, rXcC) stay as they are. The PDF's fonts have Latin-1
# characters only: no curly quotes.
caption-anti-knight = Anti-knight: cells a knight's move apart hold different digits.
caption-anti-king = Anti-king: cells a king's move apart hold different digits.
caption-non-consecutive = Non-consecutive: side-by-side cells never hold consecutive digits.
caption-disjoint-groups = Disjoint groups: cells in the same position of their regions hold different digits.
caption-no-difference-consecutive = All white dots are given: side-by-side cells without one are not consecutive.
caption-no-difference = All white dots are given: side-by-side cells without one never differ by { $value }.
caption-no-ratio-double = All black dots are given: side-by-side cells without one are never one double the other.
caption-no-ratio = All black dots are given: side-by-side cells without one are never in the ratio 1:{ $value }.
caption-no-xv = All X and V are given: side-by-side cells without one add up to neither 10 nor 5.
caption-sandwich = Sandwich: a number outside adds up the digits between the 1 and the { $n } of its row or column.
caption-x-sum = X-sums: a number outside adds up the first X digits from its side, X being the first.
caption-skyscraper = Skyscrapers: a number outside counts the digits seen from it, taller ones hiding shorter ones.
caption-slow-thermometer = A thermometer with a hollow bulb is slow: its digits may stay equal.
caption-indexer-column = Red cells index columns: a digit X in rRcC puts C in rRcX.
caption-indexer-row = Blue cells index rows: a digit X in rRcC puts R in rXcC.
caption-indexer-box = Green cells index boxes: a digit X at position P of a box puts P at position X.
caption-whispers = Green lines: neighbours differ by at least { $difference }.
caption-modular = Teal lines: any { $modulus } cells in a row differ modulo { $modulus }.
caption-clone = Cells shaded alike hold the same digits.
caption-not-drawn = { $kind }: not drawn (see the puzzle's rules).

## The web page

# The page (crates/web/assets): element texts by their data-i18n attributes, then what
# app.js says. app.js formats these itself: only text, variables and selectors on them.
web-language = Language
web-size = Size
web-difficulty = Difficulty
web-any = any
web-new-puzzle = New puzzle
web-time = time
web-board = Sudoku board
web-digits = digits
web-pencil = Pencil
web-pencil-title = Pencil marks (P)
web-erase = Erase
web-erase-title = Erase (Backspace)
web-undo = Undo
web-undo-title = Undo (Ctrl+Z)
web-redo = Redo
web-redo-title = Redo (Ctrl+Y)
web-hint = Hint
web-hint-title = Hint (H)
web-check = Check
web-reveal = Reveal
web-share = Share
web-print = Print
web-paste = Paste a puzzle
web-paste-placeholder = 81 characters on one line, a grid of rows, a boxed grid or JSON
web-load = Load
web-booklet = Print a booklet (PDF)
web-booklet-count = Puzzles
web-booklet-per-page = Per page
web-booklet-paper = Paper
web-paper-letter = Letter
web-booklet-about = New puzzles of the size and difficulty above, with answer pages at the end.
web-booklet-make = Make PDF
web-keys = Keys
web-keys-help = Arrows move; 1–9 place a digit (10 and up: type both digits quickly, or A = 10, B = 11, …); Backspace erases; Shift+digit or Pencil mode toggles a pencil mark; Ctrl+Z / Ctrl+Y undo and redo; H asks for a hint.
web-making-puzzle = Making a puzzle…
web-new-puzzle-ready = New puzzle: fill every row, column and box with each digit once.
web-new-variant-ready = New puzzle: fill every row, column and region with each digit once, and keep the rules drawn on the grid.
web-generate-failed = Could not make a puzzle: { $error }
web-reading-puzzle = Reading the puzzle…
web-puzzle-loaded = Puzzle loaded.
web-puzzle-loaded-several = Puzzle loaded, but it has several solutions: check and hints follow one of them.
web-load-failed = Could not load the puzzle: { $error }
web-info-generated = { $size }×{ $size }, { $level }, seed { $seed }
web-info-generated-any = { $size }×{ $size }, seed { $seed }
web-rules = Rules
web-rules-classic = Classic
web-rules-killer = Killer
web-rules-jigsaw = Jigsaw
web-rules-x = X (diagonals)
web-rules-windoku = Windoku
web-rules-anti-knight = Anti-knight
web-rules-anti-king = Anti-king
web-rules-non-consecutive = Non-consecutive
web-rules-thermo = Thermometers
web-rules-arrow = Arrows
web-rules-kropki = Kropki
web-rules-xv = XV
web-rules-little-killer = Little killer
web-rules-sandwich = Sandwich
web-rules-whispers = German whispers
web-rules-renban = Renban
web-info-variant = { $rules }, { $size }×{ $size }, seed { $seed }
web-info-pasted = { $size }×{ $size }, pasted
web-info-shared = { $size }×{ $size }, shared
web-solution-revealed = Solution revealed.
web-solved = Solved in { $time }. Well done!
web-wrong-entry = { $cell } does not match the solution: erase it first.
web-no-hint = No hint: { $error }
web-solution-unknown = The solution is not known for this puzzle.
web-rules-broken = { $count ->
        [one] { $count } rule is broken (marked): { $rules }.
       *[other] { $count } rules are broken (marked): { $rules }.
    }
web-wrong-count = { $count ->
        [one] { $count } entry is wrong (struck through).
       *[other] { $count } entries are wrong (struck through).
    }
web-no-mistakes = No mistakes so far; { $left ->
        [one] { $left } cell
       *[other] { $left } cells
    } to go.
web-share-link = Link to this puzzle (copied if the browser allowed it):
web-making-booklet = Making the booklet…
web-booklet-ready = Booklet ready: { $file }.
web-booklet-failed = Could not make the booklet: { $error }
web-cell-empty = { $cell } empty

## Output files and interruptions

all-count-follows = up to {$limit} solutions follow as they are found; their count comes after them
all-counted-more = more than {$limit} solutions; the first {$shown} are above
all-counted = {$count ->
    [one] 1 solution, above
   *[other] {$count} solutions, above
}
interrupted = interrupted by {$signal}: the output holds the records finished before it
output-cannot-create = cannot write to {$file}
output-cannot-replace = cannot replace {$file}
arg-output = Write standard output to FILE instead: to a temporary file beside it (`.FILE.sudoku-tmp-PID`), renamed over FILE when the command has run to its end. On an error, Ctrl-C or SIGTERM the temporary file is removed and an existing FILE is left as it was
## Time limits

rate-stopped = stopped at the time limit ({$limit} s): {$done} of {$count} puzzles rated; not rated: {$ranges}
explain-stopped = stopped at the time limit ({$limit} s): {$done} of {$count} puzzles explained; not explained: {$ranges}
count-stopped = stopped at the time limit ({$limit} s): {$done} of {$count} puzzles counted; not counted: {$ranges}
arg-batch-timeout = Stop the whole command after SECS seconds: the puzzles finished by then are printed, the puzzles in progress stop within milliseconds, and the command exits with code 1 naming the puzzles not done. Default: no limit

# Variant puzzles
parse-variant = variant puzzle: {$detail}
variant-unused = not used: {$what} (they carry no rule of their own; if the rules text gives them one, the answer does not follow it)
variant-no-picture = pictures and booklets do not draw the rules of variant puzzles yet: use the line, grid, boxed or json format
variant-own-solution-breaks = the solution the puzzle carries breaks a rule: {$rule}
variant-own-solution-differs = the solution the puzzle carries is not the one found
reason-variant-givens-break = the givens break a rule: {$rule}
reason-variant-exhausted = no grid follows every rule (the search tried them all)
check-variant-ok = the givens break no rule ({ $rules ->
    [one] {$rules} constraint
   *[other] {$rules} constraints
} besides rows, columns and regions)
check-variant-broken = broken: {$rule}
check-variant-core = contradicting: {$parts} (together they leave no solution; each is needed for that)
check-removable = removable alone, the puzzle staying unique: {$parts}
check-removable-none = removable alone: none (every constraint and given is needed)
arg-check-redundant = For a puzzle with exactly one solution, also list each constraint and given that could be taken away alone with the puzzle still unique (`#3 (killer)`, `r1c1=5`); each is tried on its own, so two of them need not go together. One search per constraint and given: slow on hard variant puzzles
help-candidates = Print the true candidates of each puzzle: the digits each cell holds in at least one solution, counted up to a cap
arg-candidates-cap = Count the solutions behind each candidate up to K (1, the default, only tells whether the digit is possible); JSON gives the counts
candidates-same-digit = same digit in every solution: {$groups}
candidates-same-digit-none = same digit in every solution: no two cells
arg-candidates-same-digit = Also list the groups of cells that hold the same digit in every solution (for a puzzle being built: cells the rules already force equal); JSON gives them as `same_digit`. Up to 256 solutions are looked at, then each group is proved by search
arg-candidates-format = `line` (the default) prints a grid of candidates per puzzle; `json` one JSON object per puzzle, with the counts when --cap is above 1
candidates-stopped = stopped at the time limit ({$limit} s): {$done} of {$count} puzzles done; not done: {$ranges}
