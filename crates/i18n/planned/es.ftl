# Messages for the files the i18n-cli branch left alone: see en.ftl.

# batch.rs
no-puzzles-read = no se ha leído ningún sudoku
stats-line = estadísticas: { $puzzles ->
    [one] {$puzzles} sudoku
   *[other] {$puzzles} sudokus
}, {$solved} resueltos, {$no_solution} sin solución, {$several} con varias soluciones, {$invalid} no válidos, {$seconds} s, {$rate} sudokus/s
worker-panicked = un hilo de trabajo ha fallado
# input.rs
reading-stdin = leyendo sudokus de la entrada estándar…
unknown-input-format = formato desconocido {$value} (se esperaba line, grid, boxed, json, csv o tsv)
table-error = {$location}: columna {$column}: {$reason}
table-error-at = {$location}: columna {$column}, carácter {$character}: {$reason}
# input/csv.rs
csv-no-column = no hay ninguna columna llamada {$name} (la cabecera tiene {$columns})
csv-no-header = no hay fila de cabecera en la que buscar la columna {$name}: indique la columna por su número (1 = la primera)
csv-no-puzzle-column = ningún campo de la primera fila de datos contiene un sudoku: indique la columna de los sudokus con --column
# output.rs
format-not-for-command = `sudoku {$command}` no puede escribir --format {$format}: elija uno de estos: {$formats}
# solve.rs
several-solutions = Varias soluciones
several-solutions-printed-first = el sudoku tiene varias soluciones; se ha escrito la primera
solve-all-found = { $count ->
    [0] ninguna solución
    [one] {$count} solución
   *[other] {$count} soluciones
}
solve-all-more = { $limit ->
    [one] más de una solución; a continuación, la primera
   *[other] más de {$limit} soluciones; a continuación, las {$limit} primeras
}
all-no-pdf = --all no puede hacer un cuadernillo PDF: escriba las soluciones como texto o SVG
all-no-table = --all no puede escribir una tabla (una fila por sudoku): escriba las soluciones como texto o JSON
# count.rs
at-least = al menos {$count}
# explain.rs and hint.rs ($rating is the rate line, which never changes)
explain-solved = resuelto: {$rating}
explain-stuck = atascado: {$rating}
hint-solved = resuelto: no queda nada por hacer
hint-no-step = no se ha encontrado ningún paso
# bench.rs
cannot-read = no se puede leer {$path}
bench-skipped = {$path}: omitido: {$reason}
bench-no-puzzles = {$path}: ningún sudoku
