# Messages for the files the i18n-cli branch left alone: see en.ftl.

# batch.rs
no-puzzles-read = nenhum sudoku foi lido
stats-line = estatísticas: { $puzzles ->
    [0] {$puzzles} sudokus
    [one] {$puzzles} sudoku
   *[other] {$puzzles} sudokus
}, {$solved} resolvidos, {$no_solution} sem solução, {$several} com várias soluções, {$invalid} inválidos, {$seconds} s, {$rate} sudokus/s
worker-panicked = uma thread de trabalho falhou
# input.rs
reading-stdin = lendo sudokus da entrada padrão…
unknown-input-format = formato desconhecido {$value} (esperava-se line, grid, boxed, json, csv ou tsv)
table-error = {$location}: coluna {$column}: {$reason}
table-error-at = {$location}: coluna {$column}, caractere {$character}: {$reason}
# input/csv.rs
csv-no-column = nenhuma coluna se chama {$name} (o cabeçalho tem {$columns})
csv-no-header = não há linha de cabeçalho onde procurar a coluna {$name}: indique a coluna pelo número (1 = a primeira)
csv-no-puzzle-column = nenhum campo da primeira linha de dados contém um sudoku: indique a coluna dos sudokus com --column
# output.rs
format-not-for-command = `sudoku {$command}` não pode escrever --format {$format}: escolha um destes: {$formats}
# solve.rs
several-solutions = Várias soluções
several-solutions-printed-first = o sudoku tem várias soluções; foi escrita a primeira
solve-all-found = { $count ->
    [0] nenhuma solução
    [one] {$count} solução
   *[other] {$count} soluções
}
solve-all-more = { $limit ->
    [one] mais de uma solução; a seguir, a primeira
   *[other] mais de {$limit} soluções; a seguir, as {$limit} primeiras
}
all-no-pdf = --all não pode fazer um caderno PDF: escreva as soluções como texto ou SVG
all-no-table = --all não pode escrever uma tabela (uma linha por sudoku): escreva as soluções como texto ou JSON
# count.rs
at-least = pelo menos {$count}
# explain.rs and hint.rs ($rating is the rate line, which never changes)
explain-solved = resolvido: {$rating}
explain-stuck = travado: {$rating}
hint-solved = resolvido: não falta nada
hint-no-step = nenhum passo encontrado
# bench.rs
cannot-read = não é possível ler {$path}
bench-skipped = {$path}: ignorado: {$reason}
bench-no-puzzles = {$path}: nenhum sudoku
