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
shape-unknown-size = no known grid shape has size {$size} (known sizes: {$sizes})
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
serve-cannot-serve = cannot serve on {$address}
pdf-to-terminal = refusing to write a PDF to the terminal: redirect the output to a file (> booklet.pdf)
generate-seed = seed {$seed} (repeat this run with --seed {$seed})
generate-failed = puzzle {$puzzle}: {$reason}
generate-failed-in-time = puzzle {$puzzle}: {$reason}; a longer --timeout may find one
generate-stats = stats: { $puzzles ->
    [one] {$puzzles} puzzle
   *[other] {$puzzles} puzzles
}, {$made} made, {$failed} failed, {$seconds} s, {$rate} puzzles/s, { $threads ->
    [one] {$threads} thread
   *[other] {$threads} threads
}
size-not-a-number = {$value} is not a number (sizes: 4, 6, 8, 9, 12, 16, 25)
size-too-large = size {$size} is too large to generate (at most 25)
hole-expected = expected one of . 0 _ - *
seconds-not-positive = {$value} is not a positive number of seconds

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
check-no-pdf = check prints reports, not booklets: use --format svg for pictures
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
interactive-not-a-number = {$entry} is not a number: enter a number from 0 to {$cells}, or "{ interactive-end-word }" to finish
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

## PDF booklets

## The web page

