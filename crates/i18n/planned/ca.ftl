# Messages for the files the i18n-cli branch left alone: see en.ftl.

# batch.rs
no-puzzles-read = no s'ha llegit cap sudoku
stats-line = estadístiques: { $puzzles ->
    [one] {$puzzles} sudoku
   *[other] {$puzzles} sudokus
}, {$solved} resolts, {$no_solution} sense solució, {$several} amb diverses solucions, {$invalid} invàlids, {$seconds} s, {$rate} sudokus/s
worker-panicked = un fil de treball ha fallat
# input.rs
reading-stdin = es llegeixen sudokus de l'entrada estàndard…
unknown-input-format = format desconegut {$value} (s'esperava line, grid, boxed, json, csv o tsv)
table-error = {$location}: columna {$column}: {$reason}
table-error-at = {$location}: columna {$column}, caràcter {$character}: {$reason}
# input/csv.rs
csv-no-column = no hi ha cap columna anomenada {$name} (la capçalera té {$columns})
csv-no-header = no hi ha cap fila de capçalera on buscar la columna {$name}: indiqueu la columna pel número (1 = la primera)
csv-no-puzzle-column = cap camp de la primera fila de dades no conté un sudoku: indiqueu la columna dels sudokus amb --column
# output.rs
format-not-for-command = `sudoku {$command}` no pot escriure --format {$format}: trieu-ne un d'aquests: {$formats}
# solve.rs
several-solutions = Diverses solucions
several-solutions-printed-first = el sudoku té diverses solucions; s'ha escrit la primera
solve-all-found = { $count ->
    [0] cap solució
    [one] {$count} solució
   *[other] {$count} solucions
}
solve-all-more = { $limit ->
    [one] més d'una solució; a continuació, la primera
   *[other] més de {$limit} solucions; a continuació, les {$limit} primeres
}
all-no-pdf = --all no pot fer un quadern PDF: escriviu les solucions com a text o SVG
all-no-table = --all no pot escriure una taula (una fila per sudoku): escriviu les solucions com a text o JSON
# count.rs
at-least = com a mínim {$count}
# explain.rs and hint.rs ($rating is the rate line, which never changes)
explain-solved = resolt: {$rating}
explain-stuck = encallat: {$rating}
hint-solved = resolt: no queda res per fer
hint-no-step = no s'ha trobat cap pas
# bench.rs
cannot-read = no es pot llegir {$path}
bench-skipped = {$path}: s'ha omès: {$reason}
bench-no-puzzles = {$path}: cap sudoku
