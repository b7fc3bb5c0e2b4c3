# The toolkit's messages in Portuguese. One file per language, the same ids in each
# (crates/i18n/tests/catalogs.rs checks it). Keep each section's messages together and add
# new ones at the end of their section.

## Shared words

no-solution = Sem solução

# The engine's errors and reasons (src/engine_text.rs). Cell names (r1c1) stay as they are.
unit-row = linha {$n}
unit-column = coluna {$n}
unit-box = bloco {$n}
unit-extra = unidade adicional {$n}
conflict-reason = há um {$digit} em {$first} e em {$second}
no-solution-reason = Sem solução: {$reason}
reason-givens-conflict = as pistas entram em conflito
reason-no-digit-fits = nenhum algarismo cabe em { $cell }
reason-no-digit-fits-after-singles = nenhum algarismo cabe em { $cell } depois de colocados os únicos
reason-digit-no-place = o { $digit } não tem lugar em { $unit }
reason-digit-no-place-after-singles = o { $digit } não tem lugar em { $unit } depois de colocados os únicos
reason-search-exhausted = a pesquisa tentou todos os candidatos e não encontrou solução
all-more-than = mais {$limit ->
    [one] de 1 solução; segue-se a primeira
   *[other] de {$limit} soluções; seguem-se as {$shown} primeiras
}
all-solutions = {$count ->
    [one] 1 solução
   *[other] {$count} soluções
}
parse-at-line = linha {$line}: {$reason}
parse-at-column = linha {$line}, coluna {$column}: {$reason}
parse-cell-count = { $found ->
    [0] 0 casas encontradas
    [one] {$found} casa encontrada
   *[other] {$found} casas encontradas
}; eram esperadas {$expected}
parse-bad-char = carácter inválido {$found}; esperava-se {$expected}
parse-bad-token = elemento inválido {$found}; esperava-se {$expected}
parse-row-length = a linha {$row} tem { $found ->
    [0] 0 casas
    [one] {$found} casa
   *[other] {$found} casas
}; eram esperadas {$expected}
parse-row-count = { $found ->
    [0] 0 linhas encontradas
    [one] {$found} linha encontrada
   *[other] {$found} linhas encontradas
}; eram esperadas {$expected}
parse-bad-json = JSON inválido: {$detail}
parse-empty = sudoku vazio
parse-line-too-long = a linha tem mais de {$limit} bytes
parse-expected-any-symbol = um algarismo, uma letra ou uma casa vazia (. 0 _ - *)
parse-expected-line-digits = um algarismo de 1 a {$last} ou uma casa vazia (. 0 _ - *)
parse-expected-line-letters = um algarismo de 1 a 9, uma letra de A a {$last} ou uma casa vazia (. 0 _ - *)
parse-expected-grid-digits = um algarismo de 1 a {$size}, ou . ou 0 para uma casa vazia
parse-expected-grid-letters = um número de 1 a {$size} ou uma letra de A a {$last}, ou . ou 0 para uma casa vazia
parse-json-expected-object = esperava-se um objeto com uma lista de linhas “grid”
parse-json-expected-rows = esperava-se uma lista de linhas
parse-json-bad-number = {$cell}: {$value} não é um algarismo de 1 a {$size} nem 0 para uma casa vazia
parse-json-bad-symbol = {$cell}: {$found} não é um algarismo nem uma casa vazia
parse-json-row-not-array = a linha {$row} não é uma lista
parse-not-a-grid = o valor JSON não é uma grelha: encontrado {$found}; esperava-se uma lista de linhas ou {"{"}"grid": …{"}"}
parse-json-kind = { $kind ->
    [null] null
    [boolean] um booleano
    [number] um número
    [string] uma cadeia
    [array] uma lista
   *[object] um objeto
}
parse-json-object-without-grid = um objeto sem “grid”
parse-json-grid-holding = “grid” com {$what}
parse-hex-digits = 0 ao lado de casas vazias {$hole} numa grelha 16×16 sem nenhum G: algarismos de 0 a F (hexadecimal)? aqui os algarismos de uma 16×16 são 1-9 e A-G: escreva cada 0 como G, ou use o 0 só para as casas vazias
parse-minus-one-hole = {$found} não é uma casa vazia aqui: as casas vazias são . ou 0 (as grelhas de algarismos de 0 a N-1 com -1 nas vazias leem-se como matrizes C, {"{{"}-1, 3, …{"}"}, …{"}"})
parse-bad-c-array = matriz C inválida: {$detail}
shape-unknown-size = nenhuma forma de grelha conhecida tem o tamanho {$size} (tamanhos conhecidos: {$sizes})
shape-no-boxes = {$cells} casas formam uma grelha de {$size}×{$size}, que não tem nenhuma forma de blocos (tamanhos conhecidos: {$sizes})
shape-bad-box = blocos de {$rows}×{$columns} casas não são suportados (cada lado deve ter entre 2 e 32 casas)
shape-cell-count = {$cells} casas não é o número de casas de nenhuma grelha conhecida (81 para 9×9, 256 para 16×16, ...)
grid-value-too-large = {$cell}: o valor {$value} é maior do que o tamanho da grelha, {$size}
interrupted-deadline = tempo limite esgotado
interrupted-cancelled = cancelado
givens-conflict = as pistas estão em conflito: {$conflict}
logic-no-solution = sem solução
logic-not-unique = várias soluções; a resolução passo a passo precisa de uma solução única
pencil-marks-length = as anotações precisam de 729 caracteres (9 por casa, o algarismo ou '.'/'0'), mas há {$found}
pencil-marks-char = carácter de anotação inválido {$found} na posição {$position} (esperava-se {$expected}, '.' ou '0')
generate-too-many = {$givens} pistas não cabem numa grelha de {$size}×{$size}, que tem {$cells} casas
generate-below-minimum = nenhum sudoku de {$size}×{$size} com menos de {$minimum} pistas tem solução única (foram pedidas {$givens}); permita várias soluções para descer mais
generate-symmetry = a simetria {$symmetry} não pode dar exatamente {$givens} pistas numa grelha de {$size}×{$size} (o número deve ser { $rule ->
    [multiple-of-4] múltiplo de 4
    [multiple-of-4-or-next] múltiplo de 4, ou um a mais que um múltiplo de 4
    [even] par
   *[any] qualquer
})
generate-minimal-needs-unique = um sudoku mínimo é aquele em que cada pista é necessária para que a solução seja única: não pode admitir várias soluções
generate-minimal-full = um sudoku mínimo não pode ter todas as {$cells} casas como pistas: se se tirar qualquer uma delas, a solução continua única
generate-multiple-needs-givens = um sudoku que pode ter várias soluções precisa de um número de pistas (sem ele, as pistas são retiradas enquanto a solução continuar única)
generate-wanted-needs-unique = um sudoku de um nível ou de uma técnica determinados deve ter solução única (o avaliador segue-a passo a passo)
generate-wanted-not-rated = os níveis e as técnicas só são avaliados até {$rated}×{$rated}, não para {$size}×{$size}
generate-level-unreachable = nenhum sudoku de {$size}×{$size} é de nível {$level}: os níveis possíveis neste tamanho são {$levels}
generate-technique-unreachable = nenhum sudoku de {$size}×{$size} precisa de {$technique}: as técnicas usadas neste tamanho são {$techniques}
generate-gave-up-closest = abandonado após {$seconds} s: nenhum sudoku { $minimal ->
    [yes] mínimo com solução única
   *[no] com solução única
} com exatamente {$target} pistas foi encontrado (o mais próximo tinha {$closest})
generate-gave-up-target = abandonado após {$seconds} s: nenhum sudoku { $minimal ->
    [yes] mínimo com solução única
   *[no] com solução única
} com exatamente {$target} pistas foi encontrado
generate-gave-up-removing = abandonado após {$seconds} s: ainda se retiravam pistas (até {$closest}) quando o tempo acabou
generate-gave-up = abandonado após {$seconds} s: nenhum sudoku encontrado
generate-not-found-level-technique = nenhum sudoku de nível “{$level}” que precise de {$technique} em {$seconds} s ({ $tried ->
    [0] 0 sudokus feitos
    [one] {$tried} sudoku feito
   *[other] {$tried} sudokus feitos
})
generate-not-found-level = nenhum sudoku de nível “{$level}” em {$seconds} s ({ $tried ->
    [0] 0 sudokus feitos
    [one] {$tried} sudoku feito
   *[other] {$tried} sudokus feitos
})
generate-not-found-technique = nenhum sudoku que precise de {$technique} em {$seconds} s ({ $tried ->
    [0] 0 sudokus feitos
    [one] {$tried} sudoku feito
   *[other] {$tried} sudokus feitos
})
generate-not-found = nenhum sudoku em {$seconds} s ({ $tried ->
    [0] 0 sudokus feitos
    [one] {$tried} sudoku feito
   *[other] {$tried} sudokus feitos
})
canon-size = as formas canónicas e as cópias equivalentes só são definidas para grelhas de 9×9, não de {$size}×{$size}
unknown-name = nome desconhecido {$name}

## Command line: errors, warnings, record lines

record-invalid = inválido: {$reason}
canon-summary = canon: { $records ->
    [0] {$records} registos
    [one] {$records} registo
   *[other] {$records} registos
}, { $classes ->
    [0] {$classes} classes
    [one] {$classes} classe
   *[other] {$classes} classes
}, { $duplicates ->
    [0] {$duplicates} duplicados
    [one] {$duplicates} duplicado
   *[other] {$duplicates} duplicados
}, { $invalid ->
    [0] {$invalid} inválidos
    [one] {$invalid} inválido
   *[other] {$invalid} inválidos
}
serve-time-limit = --time-limit tem de ser maior do que 0 e no máximo 600 segundos
serve-reachable = à escuta em {$address}: outras máquinas podem aceder a este servidor
serve-serving = a servir em {$url} (Ctrl+C para parar)
serve-bad-address = {$address} não é um endereço onde escutar: indique IP:PORTA, HOST:PORTA (localhost:8080) ou uma porta (8080)
serve-cannot-serve = não é possível servir em {$address}
pdf-to-terminal = não se escreve um PDF no terminal: redirecione a saída para um ficheiro (> booklet.pdf)
generate-seed = semente {$seed} (repita esta execução com --seed {$seed})
generate-failed = sudoku {$puzzle}: {$reason}
generate-variant-option = --{ $option } ainda não se aplica a sudokus variantes (--variant)
generate-failed-in-time = sudoku {$puzzle}: {$reason}; com um --puzzle-timeout maior, talvez se encontre um
generate-stopped = parado no limite de tempo ({$limit} s): feitos {$made} de {$count} sudokus; não feitos: {$ranges}
generate-stats = estatísticas: { $puzzles ->
    [0] {$puzzles} sudokus
    [one] {$puzzles} sudoku
   *[other] {$puzzles} sudokus
}, { $made ->
    [0] {$made} feitos
    [one] {$made} feito
   *[other] {$made} feitos
}, { $failed ->
    [0] {$failed} falhas
    [one] {$failed} falha
   *[other] {$failed} falhas
}, {$seconds} s, {$rate} sudokus/s, { $threads ->
    [one] {$threads} fio de execução
   *[other] {$threads} fios de execução
}
size-not-a-number = {$value} não é um número (tamanhos: 4, 6, 8, 9, 12, 16, 25)
hole-expected = esperava-se um destes: . 0 _ - *
seconds-not-positive = {$value} não é um número positivo de segundos
no-puzzles-read = não foi lido nenhum sudoku
stats-line = estatísticas: { $puzzles ->
    [0] {$puzzles} sudokus
    [one] {$puzzles} sudoku
   *[other] {$puzzles} sudokus
}, { $solved ->
    [0] {$solved} resolvidos
    [one] {$solved} resolvido
   *[other] {$solved} resolvidos
}, {$no_solution} sem solução, {$several} com várias soluções, { $invalid ->
    [0] {$invalid} inválidos
    [one] {$invalid} inválido
   *[other] {$invalid} inválidos
}, {$seconds} s, {$rate} sudokus/s
show-stats = estatísticas: { $puzzles ->
    [0] {$puzzles} sudokus
    [one] {$puzzles} sudoku
   *[other] {$puzzles} sudokus
}, { $shown ->
    [0] {$shown} mostrados
    [one] {$shown} mostrado
   *[other] {$shown} mostrados
}, { $invalid ->
    [0] {$invalid} inválidos
    [one] {$invalid} inválido
   *[other] {$invalid} inválidos
}, {$seconds} s, {$rate} sudokus/s
progress-bar = {$bar} {$pos}/{$len} sudokus, {$rate}, faltam {$eta}
progress-spinner = {$spinner} {$pos} sudokus, {$rate} [{$elapsed}]
reading-stdin = a ler sudokus da entrada padrão… ({$key} para terminar)
unknown-input-format = formato desconhecido {$value} (esperava-se line, grid, boxed, json, c-array, csv ou tsv)
table-error = {$location}: coluna {$column}: {$reason}
table-error-at = {$location}: coluna {$column}, carácter {$character}: {$reason}
source-binary = {$source}: ficheiro binário, ignorado
source-not-puzzles = {$source}: não é um ficheiro de sudokus ({$bad} registos inválidos seguidos), ignorado
source-hidden = {$source}: oculto, ignorado
source-link-to-directory = {$source}: ligação para uma pasta, ignorada
source-not-regular = {$source}: não é um ficheiro normal, ignorado
io-not-found = o ficheiro ou a pasta não existe
io-permission-denied = permissão negada
csv-no-column = nenhuma coluna se chama {$name} (o cabeçalho tem {$columns})
csv-column-out-of-range = não há coluna {$number}: a tabela tem {$width} colunas
csv-no-header = não há linha de cabeçalho onde procurar a coluna {$name}: indique a coluna pelo número (1 = a primeira)
csv-no-puzzle-column = nenhum campo da primeira linha de dados contém um sudoku: indique a coluna dos sudokus com --column
format-not-for-command = `sudoku {$command}` não pode escrever --format {$format}: escolha um destes: {$formats}
c-array-base-expected = esperava-se 0 ou 1
per-page-expected = não é possível pôr {$count} sudokus numa página: escolha 1, 2, 4 ou 6
paper-expected = papel desconhecido {$name}: escolha a4 ou letter
several-solutions = Várias soluções
several-solutions-printed-first = o sudoku tem várias soluções; foi escrita a primeira
several-solutions-steps = Várias soluções: a resolução passo a passo precisa de uma solução única
solve-left-out = sem solução: {$reason}; fica fora do caderno
all-no-pdf = --all não pode fazer um caderno PDF: escreva as soluções como texto ou SVG
all-no-table = --all não pode escrever uma tabela (uma linha por sudoku): escreva as soluções como texto ou JSON
at-least = pelo menos {$count}
reason-candidates-dead-end = estes candidatos não se podem completar de forma nenhuma
stopped = interrompido: {$reason}
bench-skipped = {$error}: ignorado
bench-no-puzzles = {$source}: nenhum sudoku
bench-unsolvable = {$source}: { $count ->
    [0] {$count} dos sudokus não têm solução
    [one] {$count} dos sudokus não tem solução
   *[other] {$count} dos sudokus não têm solução
}
bench-shuffle-size = {$source}: sudoku {$puzzle}: não é possível baralhar: --shuffle só aceita sudokus de 9×9

# The command line's help (src/help.rs): the description of the command and of each
# subcommand. The English ones are what the code's doc comments say (a test compares them).
help-sudoku = O comando `sudoku`: resolve, conta, verifica, gera, classifica e explica sudokus
help-solve = Resolve sudokus: escreve a solução de cada um, ou “Sem solução” com o motivo
help-count = Conta as soluções de cada sudoku; uma linha por sudoku (um mínimo quando o limite interrompe a contagem)
help-check = Verifica grelhas: linhas, colunas e blocos, e se estão completas e consistentes
help-bench = Mede o desempenho do resolvedor com ficheiros de sudokus (um só fio de execução, só o motor: sem leitura nem escrita)
help-generate = Gera sudokus: exatamente N pistas ou mínimos, com solução única ou não, simétricos, a partir de uma semente
help-interactive = Uma sessão: escreva um número de pistas e veja um sudoku e até 10 soluções verificadas
help-serve = Serve uma página para jogar sudokus (novos por tamanho e dificuldade, ou colados), com sugestões, e uma API JSON (`/api/solve`, `/api/hint`, …; descrita em `/api/openapi.json`)
help-explain = Explica sudokus: cada passo de uma resolução humana em palavras simples e, depois, a classificação
help-hint = Sugestão: o próximo passo de uma resolução humana para cada sudoku, uma linha por sudoku
help-rate = Classifica sudokus: nível e pontuação do HoDoKu, e uma classificação ao estilo do SE, uma linha por sudoku. `--format csv` (ou `tsv`) escreve cada linha de entrada com `level,score,se,hardest,error` acrescentados
help-canon = Escreve a forma canónica minlex de cada sudoku de 9×9: a menor cadeia de 81 caracteres (`0` para uma casa vazia) entre as 3.359.232 transformações que mantêm uma grelha válida (permutações de bandas, linhas, pilhas e colunas, transposição) e as renumerações dos algarismos. Sudokus equivalentes têm a mesma forma. Uma linha por registo de entrada, na ordem de entrada
help-transform = Escreve cópias equivalentes aleatórias de cada sudoku de 9×9: cada cópia aplica uma transformação aleatória uniforme que mantém uma grelha válida (permutações de bandas, linhas, pilhas e colunas, transposição) e uma renumeração aleatória dos algarismos. As cópias são escritas no formato de linha (`.` para uma casa vazia), as de cada sudoku juntas, na ordem de entrada
help-show = Mostra sudokus sem os resolver: cada um no formato que `--format` indica (por omissão, o da entrada), para o ver ou para converter um ficheiro de um formato para outro. Os registos mantêm a ordem da entrada; um registo que não se consegue ler é assinalado no stderr com a sua posição e substituído por uma linha `inválido: …` (na saída JSON, um objeto com `error` e `source`; código de saída 2), e o resto continua
help-completions = Escreve um script de conclusão automática para a shell: `sudoku completions bash > ~/.local/share/bash-completion/completions/sudoku`
help-man = Escreve a página de manual (roff): `sudoku man > sudoku.1; man ./sudoku.1`
help-interactive-more = Cada solução é seguida do seu relatório de linhas, colunas e blocos, tal como `sudoku check` o escreve. Escreva uma palavra de fim em qualquer um dos cinco idiomas (`fim`, `sair`, `end`, `quit`, `exit`, `q`, `fi`, `sortir`, `fin`, `salir`, `quitter`) ou feche a entrada para terminar.
help-generate-reproducible = O sudoku i de uma execução só depende da semente, das opções e de i: a mesma semente dá a mesma saída byte a byte, seja qual for --threads.
help-generate-failures = Se um sudoku não puder ser feito dentro de --puzzle-timeout (pistas pedidas a menos, ou nenhum sudoku do nível ou da técnica pedidos apareceu), um erro que o nomeia vai para stderr no seu lugar (`error: sudoku N: ...`), os outros sudokus continuam a ser feitos e escritos, de modo que saem menos de --count, e o código de saída é 1. Com --timeout todo o comando para nesse momento: escrevem-se os sudokus acabados, os outros são nomeados em stderr (`error: parado no limite de tempo ...`) e o código de saída é 1. Os pedidos impossíveis (abaixo do mínimo demonstrado de pistas, mais pistas do que casas, um sudoku mínimo com todas as casas dadas, um número que a simetria não pode dar) são recusados antes de qualquer trabalho, com o código de saída 2.
# clap's own words, as clap writes them in English.
help-usage = Uso:
help-commands = Comandos
help-options = Opções
help-arguments = Argumentos
help-flag-help = Mostra a ajuda
help-flag-version = Mostra a versão
help-subcommand = Mostra esta mensagem ou a ajuda dos comandos indicados
help-default = [por omissão: {$value}]
help-possible-values = [valores possíveis: {$values}]
# The options, one message per option (or per option and subcommand when they differ).
arg-addr = O endereço em que se escuta: IP:PORTA, HOST:PORTA (localhost:8080) ou só uma PORTA (na interface local). Por omissão, só a interface local (loopback); outro endereço torna a página e a API acessíveis a partir de outras máquinas
arg-against = Verifica as soluções de um conjunto de dados: para cada linha de uma tabela CSV ou TSV, COLUMN (o nome de um cabeçalho, ou um número, 1 = a primeira) deve conter uma grelha completa que não viole nenhuma regra e mantenha todas as pistas do sudoku, e o sudoku deve ter exatamente uma solução (contam-se até duas, por isso um sudoku com várias é uma divergência mesmo que a dada seja uma delas). A saída de texto lista cada divergência como `ficheiro:linha: o que está errado`; os outros formatos dão todas as linhas e repetem cada divergência no stderr. Um resumo vai para o stderr; o código de saída é 1 se alguma linha não conferir
arg-all = Escreve todas as soluções, até --limit, sem mais nada; uma linha de comentário `#` antes das soluções de cada sudoku indica quantas são ou, quando --limit passa de 10⁷ e o sudoku tem mais de 1024 soluções, avisa que o número vem depois delas, numa última linha `#`
arg-allow-multiple = Basta que o sudoku tenha solução, pode ter várias; exige --clues
arg-bench-backend = O motor de resolução
arg-canonical = Com --dedup: escreve a forma canónica de cada classe em vez do seu primeiro sudoku
arg-check-format = `line` (por omissão) escreve o relatório de texto; `json`, um objeto JSON por grelha; `svg`, uma imagem com as casas em conflito marcadas; `csv` e `tsv`, cada linha de entrada com `complete,consistent,solutions,error` acrescentados (com --against: `valid,keeps_givens,unique,mismatch,error`)
arg-clues = Exatamente este número de pistas. Sem esta opção, as pistas são retiradas em ordem aleatória enquanto a solução continuar única, de modo que o sudoku é mínimo
arg-column = Numa entrada CSV ou TSV, a coluna que contém os sudokus: o nome de um cabeçalho, ou um número (1 = a primeira coluna; a única forma de indicar uma numa tabela sem cabeçalho). Por omissão: a primeira coluna cuja primeira linha de dados contém um sudoku (se essa linha não contiver nenhum, a que se chama puzzle, quizzes ou question)
arg-copies = Cópias por sudoku
arg-count = Quantos sudokus fazer
arg-count-format = `line` (por omissão) escreve uma contagem por linha; `json`, um objeto JSON por sudoku; `csv` e `tsv`, cada linha de entrada com `count,at_least,error` acrescentados
arg-count-limit = Interrompe a contagem ao chegar a este número de soluções (no mínimo 1)
arg-dedup = Escreve só o primeiro sudoku de cada classe de sudokus equivalentes, tal como foi lido (no formato de linha, `.` para uma casa vazia), e depois um resumo no stderr: registos, classes, duplicados, inválidos. Os registos incorretos só são indicados no stderr. Funciona com um só fio de execução, porque “primeiro” quer dizer primeiro na ordem de entrada. A forma de cada classe fica na memória (compactada em 41 bytes, uns 50 a 100 bytes por classe com a tabela de hash), por isso a memória cresce com o número de classes
arg-difficulty = Só sudokus de exatamente este nível do HoDoKu (easy, medium, hard, unfair, extreme; tamanhos até 9×9): fazem-se e classificam-se sudokus até que um sirva, dentro de --puzzle-timeout
arg-files = Ficheiros de sudokus (em qualquer formato suportado)
arg-first = Para na primeira solução, sem provar que é a única (mais rápido)
arg-generate-format = Formato de saída
arg-generate-hole = O carácter das casas vazias nos formatos line e boxed (`.`, ou `0` para os programas que só querem algarismos)
arg-generate-seed = Semente: a mesma semente e as mesmas opções dão os mesmos sudokus, em qualquer máquina e com qualquer número de fios de execução. Por omissão: uma semente aleatória, escrita no stderr
arg-generate-size = Tamanho da grelha: 4, 6, 8, 9, 12, 16, 25 ou qualquer outro tamanho com formato de bloco até 32 (um sudoku mínimo acima de 16×16 pode demorar minutos; com --clues demora milissegundos)
arg-input-format = O formato de entrada: line, grid, boxed, json, c-array, csv ou tsv. Se não for indicado, é detetado para cada fonte: um nome `.csv` ou `.tsv`, ou uma primeira linha de campos separados por vírgulas ou tabulações que não sejam todos sudokus, indica uma tabela (uma primeira linha sem nenhum sudoku é o seu cabeçalho); senão, a primeira linha de dados indica o formato do sudoku (`{"{{"}`, `{"{"}` seguido de um número, ou `int m[9][9] =` começam uma matriz de C)
arg-interactive-seed = Semente dos sudokus (por omissão: aleatória, escrita no stderr); o k-ésimo sudoku da sessão é o sudoku k de `sudoku generate --allow-multiple` com esta semente
arg-interactive-size = Tamanho da grelha: 4, 6, 8, 9, 12, 16, 25 ou qualquer outro tamanho com formato de bloco até 32
arg-lang = O idioma das mensagens: en, ca, es, fr ou pt. Sem esta opção, o idioma vem de LC_ALL, LC_MESSAGES, LANG e LANGUAGE, como em outros programas; senão, inglês. Os sudokus, os números, o JSON e os códigos de saída são iguais em todos os idiomas
arg-logic-format = `line` (por omissão) escreve os passos como texto; `json`, um objeto JSON por sudoku e por linha (JSON Lines)
arg-min-time = Tempo mínimo por ficheiro, em segundos
arg-minimal = Garante que nenhuma pista (com --symmetry: nenhum grupo simétrico de pistas) pode ser retirada sem perder a unicidade. Os sudokus feitos sem --clues sempre o são
arg-mode = `unique`: encontra a solução e prova que não há outra (conta até 2); `first`: para na primeira solução
arg-no-progress = Nunca mostra a barra de progresso (ela só aparece quando o stderr é um terminal)
arg-paper = Com `--format pdf`: tamanho do papel, `a4` ou `letter`
arg-paths = Ficheiros de sudokus, pastas (todos os ficheiros que contêm, incluindo os das subpastas, por ordem de nome; os ocultos são ignorados) ou `-` para a entrada padrão. Sem caminhos, lê-se a entrada padrão
arg-pencil-marks = Lê cada registo como 729 caracteres de anotações (para cada casa nove caracteres, o algarismo ou `.`/`0`) em vez de como sudoku
arg-per-page = Com `--format pdf`: sudokus por página (1, 2, 4 ou 6)
arg-require-unique = Trata como erro um sudoku com várias soluções (código de saída 1)
arg-solutions = O máximo de soluções listadas para cada sudoku
arg-solve-format = Formato de saída de toda a execução; por omissão, o formato do primeiro sudoku lido (o formato de linha para os sudokus de uma tabela)
arg-solve-hole = O carácter das casas vazias nos formatos line, grid, boxed e de tabela (`.` por omissão; `0` é a outra opção comum)
arg-solve-limit = Com --all: o máximo de soluções escritas por sudoku (no mínimo 1)
arg-stats = Escreve uma linha de resumo no stderr no fim: resolvidos, sem solução, com várias soluções, inválidos, segundos, sudokus/s
arg-symmetry = Simetria das pistas: mirror é esquerda-direita, flip é cima-baixo; random sorteia uma por sudoku entre as que admitem o número de pistas
arg-technique = Só sudokus cuja resolução passo a passo usa esta técnica (p. ex. x-wing, xy-wing, "empty rectangle"; tamanhos até 9×9), dentro de --puzzle-timeout
arg-threads = Fios de execução (por omissão, ou 0: todos os núcleos; no máximo 256 executam-se). A saída mantém a ordem de entrada
arg-time-limit = Quanto tempo pode durar o trabalho do motor para um pedido, em segundos
arg-timeout = Para todo o comando ao fim de SECS segundos: escrevem-se os sudokus acabados até então, os que estão a ser feitos param em poucos milissegundos, e o comando termina com o código 1 a dizer quantos foram feitos. Por omissão: sem limite
arg-shuffle = Resolve antes cópias equivalentes aleatórias: o sudoku `i` de cada ficheiro (a partir de 0) passa a ser a sua cópia pela transformação que `SEED` escolhe para `i`, a que `sudoku transform --seed SEED` escreve. Só sudokus 9×9
arg-puzzle-timeout = Segundos que um sudoku pode levar antes de se desistir dele: um erro que o nomeia vai para stderr e os outros sudokus continuam a ser feitos [por omissão: 30 para pedidos que talvez nunca se cumpram (--clues, --difficulty, --technique, --variant), sem limite nos outros casos]
arg-transform-seed = Semente: a mesma semente dá as mesmas cópias, em qualquer máquina e com qualquer número de fios de execução. Por omissão: uma semente aleatória, escrita no stderr
arg-vague = Indica só a técnica e a unidade onde olhar, não as casas nem os algarismos
arg-with-solution = Escreve a solução de cada sudoku depois dele (formato line: na mesma linha, depois de um espaço)
arg-variant = Sudokus variantes destes tipos, separados por vírgulas: killer, killer-minimal (gaiolas sobre parte da grelha), jigsaw, x, windoku, anti-knight, anti-king, non-consecutive, thermo, arrow, kropki, kropki-minimal, xv, xv-minimal, little-killer, sandwich, whispers, renban (p. ex. killer,anti-knight); tamanhos 4, 6 e 9 (windoku só 9; xv 6 e 9); --format json (por omissão), fpuzzles, sudokupad, csv, svg ou pdf
arg-bench-paths = Ficheiros de sudokus (em qualquer formato suportado), pastas (todos os ficheiros que contêm, incluindo os das subpastas; uma linha da tabela por ficheiro) ou `-` para a entrada padrão. Sem caminhos, lê-se a entrada padrão
arg-with-filename = Indica o ficheiro de cada registo na saída de texto: `FICHEIRO:LINHA:` antes de cada linha nos formatos de uma linha, e uma linha `# FICHEIRO` antes do primeiro registo de cada ficheiro nos formatos grid e boxed (um comentário, para que a saída se possa voltar a ler como entrada). É o comportamento por omissão quando se dão vários caminhos ou uma pasta. O JSON já indica o `source` de cada registo; as tabelas e os cadernos não mudam
arg-no-filename = Nunca indica os ficheiros na saída, mesmo quando se leem vários
arg-all-errors = Indica todos os registos inválidos. Por omissão, um ficheiro cujos 10 primeiros registos são inválidos não é um ficheiro de sudokus: é indicado uma vez no stderr e ignorado
arg-c-array-base = Com `--format c-array`: o valor do primeiro algarismo, 0 (algarismos de 0 a N-1 e -1 para uma casa vazia, como os escreve o curso francês) ou 1 (algarismos de 1 a N e 0 para uma casa vazia). Ambos se podem voltar a ler como entrada
arg-hint-format = `line` (por omissão) escreve o passo como texto; `json`, um objeto JSON por sudoku e por linha; `svg`, uma imagem da posição com o passo marcado
arg-rate-format = `line` (por omissão) escreve `LEVEL SCORE SE HARDEST` por sudoku; `json`, um objeto JSON por sudoku e por linha; `csv` e `tsv`, cada linha de entrada com `level,score,se,hardest,error` acrescentados
arg-shell = A shell: bash, zsh, fish, powershell ou elvish
# clap's errors about the command line (src/help.rs), as clap writes them in English.
clap-invalid-value = valor inválido '{$value}' para '{$arg}'
clap-invalid-value-because = valor inválido '{$value}' para '{$arg}': {$reason}
clap-value-required = '{$arg}' precisa de um valor, mas nenhum foi dado
clap-unexpected-argument = argumento inesperado '{$arg}'
clap-unexpected-value = valor inesperado '{$value}' para '{$arg}'; não se esperavam mais
clap-unrecognized-subcommand = comando não reconhecido '{$name}'
clap-missing-arguments = faltam estes argumentos obrigatórios:
clap-conflict = o argumento '{$arg}' não pode ser usado com '{$other}'
clap-conflict-several = o argumento '{$arg}' não pode ser usado com:
clap-used-twice = o argumento '{$arg}' não pode ser usado mais de uma vez
clap-similar-argument = sugestão: { $count ->
    [one] existe um argumento parecido
   *[other] existem argumentos parecidos
}: {$suggestions}
clap-similar-value = sugestão: { $count ->
    [one] existe um valor parecido
   *[other] existem valores parecidos
}: {$suggestions}
clap-similar-subcommand = sugestão: { $count ->
    [one] existe um comando parecido
   *[other] existem comandos parecidos
}: {$suggestions}
clap-try-help = Para mais informações, experimente '{$flag}'.

## The check report

check-rows-ok = linhas OK
check-columns-ok = colunas OK
check-boxes-ok = blocos OK
check-rows-conflicts = linhas: {$conflicts}
check-columns-conflicts = colunas: {$conflicts}
check-boxes-conflicts = blocos: {$conflicts}
check-conflict-in-unit = {$conflict} ({$unit})
check-complete = solução completa e consistente
check-incomplete-no-solution = grelha consistente mas incompleta ({ $empty ->
    [one] {$empty} casa vazia
   *[other] {$empty} casas vazias
}), e sem solução
check-incomplete-unique = grelha consistente mas incompleta ({ $empty ->
    [one] {$empty} casa vazia
   *[other] {$empty} casas vazias
}); tem exatamente uma solução
check-incomplete-several = grelha consistente mas incompleta ({ $empty ->
    [one] {$empty} casa vazia
   *[other] {$empty} casas vazias
}); tem várias soluções
check-inconsistent = grelha não consistente: { $conflicts ->
    [one] {$conflicts} conflito
   *[other] {$conflicts} conflitos
}
check-puzzle-no-solution = o sudoku não tem solução
check-puzzle-several = o sudoku tem várias soluções
check-no-solution-field = a linha não tem o campo da solução
check-solution-size = a solução é de {$solution}×{$solution} e o sudoku, de {$puzzle}×{$puzzle}
check-solution-unreadable = não é possível ler a solução: {$reason}
check-solution-unreadable-at = não é possível ler a solução: {$reason} (carácter {$character})
check-solution-empty = a solução tem { $empty ->
    [one] {$empty} casa vazia
   *[other] {$empty} casas vazias
}
check-solution-breaks-rules = a solução viola as regras: {$conflict} ({$unit})
check-solution-breaks-rules-more = a solução viola as regras: {$conflict} ({$unit}), e mais { $more ->
    [one] {$more} conflito
   *[other] {$more} conflitos
}
check-solution-changes-given = a solução muda a pista de {$cell}: põe {$found} em vez de {$given}
check-solution-changes-given-more = a solução muda a pista de {$cell}: põe {$found} em vez de {$given} (e mais { $more ->
    [one] {$more} pista
   *[other] {$more} pistas
})
check-solution-erases-given = a solução deixa vazia a pista de {$cell}, que era um {$given}
check-solution-erases-given-more = a solução deixa vazia a pista de {$cell}, que era um {$given} (e muda mais { $more ->
    [one] {$more} pista
   *[other] {$more} pistas
})
check-mismatch = divergência: {$location}: {$problems}
check-against-summary = check: { $rows ->
    [0] {$rows} linhas
    [one] {$rows} linha
   *[other] {$rows} linhas
}, { $matches ->
    [0] {$matches} conferem
    [one] {$matches} confere
   *[other] {$matches} conferem
}, { $mismatches ->
    [0] {$mismatches} não conferem
    [one] {$mismatches} não confere
   *[other] {$mismatches} não conferem
}, { $invalid ->
    [0] {$invalid} inválidas
    [one] {$invalid} inválida
   *[other] {$invalid} inválidas
}
check-against-format = --against escreve um relatório: use o formato text, json, csv ou tsv
check-against-needs-table = --against precisa de uma tabela CSV ou TSV, com a solução numa coluna

## The interactive session

# The word the prompt names to end the session, and more words that end it (separated by
# commas). Every language's words end the session, whatever the language.
interactive-end-word = fim
interactive-more-end-words = sair
# The code adds a space after the prompt.
interactive-prompt = Número de pistas (de 0 a {$cells}), ou “{ interactive-end-word }” para terminar:
interactive-too-many = {$n} é mais do que as {$cells} casas da grelha: escreva um número de 0 a {$cells}, ou “{ interactive-end-word }” para terminar
interactive-empty = nada foi escrito: escreva um número de 0 a {$cells}, ou “{ interactive-end-word }” para terminar
interactive-not-a-number = “{$entry}” não é um número: escreva um número de 0 a {$cells}, ou “{ interactive-end-word }” para terminar
interactive-initial-grid = Grelha inicial
interactive-solution-heading = {$k}ª solução encontrada:
interactive-more-solutions = { $limit ->
    [one] Há mais de uma solução; esta é a primeira.
   *[other] Há mais de {$limit} soluções; estas são as {$limit} primeiras.
}
interactive-solutions-in-all = { $count ->
    [0] {$count} soluções no total.
    [one] {$count} solução no total.
   *[other] {$count} soluções no total.
}
interactive-seed = semente {$seed} (repita esta sessão com --seed {$seed})

## Step texts (explain, hint) and ratings

step-full-house = { $technique }: { $cell } é a última casa vazia { $unit ->
        [row] da linha
        [column] da coluna
        [box] do bloco
       *[other] da unidade extra
    } { $unit_n }, à qual só falta o { $digit } → { $result }
step-naked-single = { $technique }: ao eliminar os algarismos da sua linha, coluna e bloco, em { $cell } só resta o { $digit } → { $result }
step-hidden-single = { $technique }: { $unit ->
        [row] na linha
        [column] na coluna
        [box] no bloco
       *[other] na unidade extra
    } { $unit_n }, o { $digit } só pode ir para { $cell } (a sua única opção) → { $result }
step-locked-candidates = { $technique }: { $from ->
        [row] na linha
        [column] na coluna
        [box] no bloco
       *[other] na unidade extra
    } { $from_n }, o { $digit } só está { $to ->
        [row] na linha
        [column] na coluna
        [box] no bloco
       *[other] na unidade extra
    } { $to_n } → { $result }
step-naked-subset = { $technique }: { $unit ->
        [row] na linha
        [column] na coluna
        [box] no bloco
       *[other] na unidade extra
    } { $unit_n }, { $cells } só contêm { $digits } → { $result }
step-naked-subset-two-units = { $technique }: { $unit ->
        [row] na linha
        [column] na coluna
        [box] no bloco
       *[other] na unidade extra
    } { $unit_n } e { $unit2 ->
        [row] na linha
        [column] na coluna
        [box] no bloco
       *[other] na unidade extra
    } { $unit2_n }, { $cells } só contêm { $digits } → { $result }
step-hidden-subset = { $technique }: { $unit ->
        [row] na linha
        [column] na coluna
        [box] no bloco
       *[other] na unidade extra
    } { $unit_n }, { $digits } só cabem em { $cells } → { $result }
step-fish = { $technique }: o { $digit } { $base_kind ->
        [row] nas linhas { $base } só está nas colunas { $cover }
       *[column] nas colunas { $base } só está nas linhas { $cover }
    } → { $result }
step-finned-fish = { $technique }: o { $digit } { $base_kind ->
        [row] nas linhas { $base } só está nas colunas { $cover }
       *[column] nas colunas { $base } só está nas linhas { $cover }
    } (com { $fin_count ->
        [one] a barbatana
       *[other] as barbatanas
    } { $fins }) → { $result }
step-two-strong-links = { $technique }: o { $digit } está em { $cell1 } ou em { $cell2 } ({ $unit ->
        [row] linha
        [column] coluna
        [box] bloco
       *[other] unidade extra
    } { $unit_n }), e em { $cell3 } ou em { $cell4 } ({ $unit2 ->
        [row] linha
        [column] coluna
        [box] bloco
       *[other] unidade extra
    } { $unit2_n }); { $cell2 } e { $cell3 } veem-se mutuamente, portanto { $cell1 } ou { $cell4 } contém o { $digit } → { $result }
step-empty-rectangle = { $technique }: no bloco { $box }, o { $digit } está numa só linha e numa só coluna ({ $cells }); com o par conjugado { $cell1 } – { $cell2 } { $line ->
        [row] na linha
        [column] na coluna
        [box] no bloco
       *[other] na unidade extra
    } { $line_n } → { $result }
step-remote-pair = { $technique }: { $digits } alternam ao longo de { $cells }, portanto { $first } e { $last } têm algarismos diferentes → { $result }
step-w-wing = { $technique }: { $cell1 } e { $cell2 } contêm { $digits }; o { $link } está em { $end1 } ou em { $end2 }, que as veem, portanto uma delas é o { $digit } → { $result }
step-xy-wing = { $technique }: pivô { $pivot } com as pinças { $pincer1 } e { $pincer2 }: uma das pinças é o { $digit } → { $result }
step-xyz-wing = { $technique }: pivô { $pivot } com as pinças { $pincer1 } e { $pincer2 }: uma das três casas é o { $digit } → { $result }
step-ur-one-corner = { $technique }: { $cells } formariam um padrão mortal de { $digits } (duas soluções); { $cell } tem de conter outro algarismo → { $result }
step-ur-shared-extra = { $technique }: { $cells } formariam um padrão mortal de { $digits } (duas soluções); uma das casas { $corners } contém { $extra } → { $result }
step-ur-naked-subset = { $technique }: { $cells } formariam um padrão mortal de { $digits } (duas soluções); os algarismos extra { $extra } de dois cantos e { $others } formam um subconjunto nu de { $subset } { $unit ->
        [row] na linha
        [column] na coluna
        [box] no bloco
       *[other] na unidade extra
    } { $unit_n } → { $result }
step-ur-conjugate-pair = { $technique }: { $cells } formariam um padrão mortal de { $digits } (duas soluções); o { $digit } tem de estar em { $cell1 } ou em { $cell2 } → { $result }
step-ur-x-wing = { $technique }: { $cells } formariam um padrão mortal de { $digits } (duas soluções); o { $digit } só está dentro do retângulo nas suas linhas e colunas → { $result }
step-hidden-rectangle = { $technique }: { $cells } formariam um padrão mortal de { $digits } (duas soluções); { $corner } é bivalente e o { $digit } só está dentro do retângulo ao longo da linha { $row } e da coluna { $column } → { $result }
step-bug-plus-one = { $technique }: todas as outras casas vazias têm dois candidatos; { $cell } tem de conter o { $digit } ou a grelha teria duas soluções → { $result }
step-color-trap = { $technique }: o { $digit } está em todas as casas { $color1 } ou em todas as casas { $color2 }; estas casas veem as duas cores → { $result }
step-color-wrap = { $technique }: o { $digit } não pode ocupar todas as casas { $wrong } (duas delas veem-se), portanto ocupa { $right } → { $result }
step-multi-color-trap = { $technique }: se a grelha tivesse o { $digit } em todas as casas { $cells }, faltaria nas duas cores de { $color1 } e { $color2 } → { $result }
step-multi-color-wing = { $technique }: { $seeing1 } e { $seeing2 } veem-se, portanto o { $digit } ocupa { $fill1 } ou { $fill2 } → { $result }
step-chain = { $technique }: { $chain } (= ligação forte, - ligação fraca): o { $first_digit } em { $first_cells } ou o { $last_digit } em { $last_cells } é verdadeiro → { $result }
step-chain-one = { $technique }: { $chain } (= ligação forte, - ligação fraca): o { $digit } em { $cells } é verdadeiro → { $result }
step-als-xz = { $technique }: { $set1 } e { $set2 } não podem conter ambos o { $common } (comum restrito), portanto um deles contém { $digits } → { $result }
step-als-xy-wing = { $technique }: o pivô { $pivot } liga { $set1 } pelo { $common1 } e { $set2 } pelo { $common2 }, portanto um deles contém { $digits } → { $result }
step-sue-de-coq = { $technique }: { $core } no bloco { $box } e { $line ->
        [row] na linha
        [column] na coluna
        [box] no bloco
       *[other] na unidade extra
    } { $line_n }, com { $line_part } { $line ->
        [row] da linha
       *[column] da coluna
    } e { $box_part } do bloco, bloqueiam os seus algarismos → { $result }
step-forcing-clash = { $technique }: se { $assumed } fosse verdadeiro, { $clash } seria ao mesmo tempo verdadeiro e falso → { $result }
step-forcing-dead-end = { $technique }: se { $assumed } fosse verdadeiro, uma casa ou unidade ficaria sem candidatos → { $result }
step-forcing-false = { $technique }: se { $assumed } fosse falso, a grelha não teria solução → { $result }
step-verity-candidate = { $technique }: quer { $candidate } seja verdadeiro, quer seja falso, conclui-se o mesmo → { $result }
step-verity-cell = { $technique }: seja qual for o candidato de { $cell }, conclui-se o mesmo → { $result }
step-verity-unit = { $technique }: esteja onde estiver o { $digit } { $unit ->
        [row] na linha
        [column] na coluna
        [box] no bloco
       *[other] na unidade extra
    } { $unit_n }, conclui-se o mesmo → { $result }
step-net-true = { $technique }: se { $assumed } fosse verdadeiro, os candidatos únicos e as posições únicas levariam a uma contradição → { $result }
step-net-false = { $technique }: se { $assumed } fosse falso, os candidatos únicos e as posições únicas levariam a uma contradição → { $result }
step-net-verity = { $technique }: seja qual for o candidato de { $cell }, os candidatos únicos e as posições únicas levam a { $result }
step-brute-force = { $technique }: nenhuma técnica se aplica; a solução tem o { $digit } em { $cell } → { $result }
step-only-digit = { $technique }: as regras só deixam o { $digit } em { $cell } → { $result }
step-rule = { $technique } em { $cells }{ $clue }: nenhuma forma de cumprir a sua regra usa estes candidatos → { $result }
step-house-sum = { $technique }: as unidades e as gaiolas dão { $terms } = { $total } → { $result }
step-contradiction-at = { $technique }: se em { $cell } estivesse o { $digit }, as regras quebrar-se-iam em { $at } → { $result }
step-contradiction = { $technique }: se em { $cell } estivesse o { $digit }, as regras quebrar-se-iam → { $result }
step-trial = { $technique }: se em { $cell } estivesse o { $digit }, nenhuma grelha cumpriria as regras (uma pesquisa tentou todos os caminhos) → { $result }
hint-vague-unit = { $technique } { $unit ->
        [row] na linha
        [column] na coluna
        [box] no bloco
       *[other] na unidade extra
    } { $unit_n }
hint-vague-cell = { $technique } perto de { $cell }
hint-vague = { $technique }
hint-solved = resolvido: não resta nada a fazer
hint-no-step = nenhum passo encontrado
explain-summary = { $status ->
        [solved] resolvido
       *[stuck] bloqueado
    }: { $level } { $score } { $se } { $technique }
explain-summary-no-technique = { $status ->
        [solved] resolvido
       *[stuck] bloqueado
    }: { $level } { $score } { $se }
level-easy = fácil
level-medium = médio
level-hard = difícil
level-unfair = injusto
level-extreme = extremo
technique-full-house = Última casa livre
technique-naked-single = Candidato único
technique-hidden-single = Posição única
technique-locked-pair = Par bloqueado
technique-locked-triple = Trio bloqueado
technique-locked-candidates-type-1-pointing = Candidatos bloqueados tipo 1 (apontadores)
technique-locked-candidates-type-2-claiming = Candidatos bloqueados tipo 2 (reclamantes)
technique-naked-pair = Par nu
technique-naked-triple = Trio nu
technique-hidden-pair = Par oculto
technique-hidden-triple = Trio oculto
technique-naked-quadruple = Quarteto nu
technique-hidden-quadruple = Quarteto oculto
technique-x-wing = X-Wing
technique-swordfish = Peixe-espada
technique-jellyfish = Medusa
technique-remote-pair = Par remoto
technique-bivalue-universal-grave-1 = Túmulo universal bivalente + 1
technique-skyscraper = Arranha-céu
technique-2-string-kite = Pipa de 2 linhas
technique-turbot-fish = Peixe turbot
technique-empty-rectangle = Retângulo vazio
technique-w-wing = W-Wing
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-uniqueness-test-1 = Teste de unicidade 1
technique-uniqueness-test-2 = Teste de unicidade 2
technique-uniqueness-test-3 = Teste de unicidade 3
technique-uniqueness-test-4 = Teste de unicidade 4
technique-uniqueness-test-5 = Teste de unicidade 5
technique-uniqueness-test-6 = Teste de unicidade 6
technique-hidden-rectangle = Retângulo oculto
technique-avoidable-rectangle-type-1 = Retângulo evitável tipo 1
technique-avoidable-rectangle-type-2 = Retângulo evitável tipo 2
technique-finned-x-wing = X-Wing com barbatana
technique-sashimi-x-wing = X-Wing sashimi
technique-finned-swordfish = Peixe-espada com barbatana
technique-sashimi-swordfish = Peixe-espada sashimi
technique-finned-jellyfish = Medusa com barbatana
technique-sashimi-jellyfish = Medusa sashimi
technique-sue-de-coq = Sue de Coq
technique-simple-colors = Cores simples
technique-multi-colors = Cores múltiplas
technique-x-chain = Cadeia X
technique-xy-chain = Cadeia XY
technique-discontinuous-nice-loop = Laço descontínuo
technique-aic = Cadeia de inferências alternadas (AIC)
technique-continuous-nice-loop = Laço contínuo
technique-grouped-discontinuous-nice-loop = Laço descontínuo agrupado
technique-grouped-aic = Cadeia de inferências alternadas agrupada (AIC)
technique-grouped-continuous-nice-loop = Laço contínuo agrupado
technique-almost-locked-set-xz-rule = Regra XZ de conjuntos quase bloqueados
technique-almost-locked-set-xy-wing = XY-Wing de conjuntos quase bloqueados
technique-forcing-chain-contradiction = Cadeia forçada (contradição)
technique-forcing-chain-verity = Cadeia forçada (verdade)
technique-forcing-net-contradiction = Rede forçada (contradição)
technique-forcing-net-verity = Rede forçada (verdade)
technique-brute-force = Força bruta
# Techniques of variant puzzles.
technique-odd-even-cell = Casa par/ímpar
technique-greater-than-sign = Sinal de maior que
technique-minimum-maximum-cell = Casa mínima/máxima
technique-thermometer = Termómetro
technique-palindrome = Palíndromo
technique-killer-cage = Gaiola killer
technique-kropki-dot = Ponto kropki
technique-xv-sign = Sinal XV
technique-non-consecutive-neighbours = Vizinhas não consecutivas
technique-whispers-line = Linha de sussurros
technique-between-line = Linha intermédia
technique-quadruple = Quádruplo
technique-clone = Clone
technique-arrow = Seta
technique-renban-line = Linha renban
technique-entropic-line = Linha entrópica
technique-modular-line = Linha modular
technique-zipper-line = Linha fecho de correr
technique-little-killer = Pequeno killer
technique-region-sum-line = Linha de somas por região
technique-indexer = Indexador
technique-sandwich-sum = Soma sanduíche
technique-x-sum = Soma X
technique-skyscraper-clue = Pista de arranha-céus
technique-innies-and-outies = Interiores e exteriores
technique-contradiction = Contradição
technique-rule-forcing-net = Rede forçada pelas regras
technique-trial-and-error = Tentativa e erro

## PDF booklets

pdf-puzzle = Sudoku { $number }
pdf-answer = Solução { $number }
pdf-answers = Soluções
pdf-seed = semente { $seed }
pdf-seed-index = semente { $seed } #{ $index }
pdf-index = #{ $index }
pdf-title = Caderno de sudokus

## Rules captions of variant pictures

caption-anti-knight = Anticavalo: duas casas separadas por um salto de cavalo têm algarismos diferentes.
caption-anti-king = Antirrei: duas casas separadas por um movimento de rei têm algarismos diferentes.
caption-non-consecutive = Não consecutivo: duas casas vizinhas nunca têm algarismos consecutivos.
caption-disjoint-groups = Grupos disjuntos: as casas na mesma posição da sua região têm algarismos diferentes.
caption-no-difference-consecutive = Estão dados todos os pontos brancos: duas casas vizinhas sem ponto não têm algarismos consecutivos.
caption-no-difference = Estão dados todos os pontos brancos: duas casas vizinhas sem ponto nunca diferem em { $value }.
caption-no-ratio-double = Estão dados todos os pontos pretos: de duas casas vizinhas sem ponto, nenhuma é o dobro da outra.
caption-no-ratio = Estão dados todos os pontos pretos: duas casas vizinhas sem ponto nunca estão na razão 1:{ $value }.
caption-no-xv = Estão dados todos os X e V: duas casas vizinhas sem nenhum não somam nem 10 nem 5.
caption-sandwich = Sanduíche: um número de fora soma os algarismos entre o 1 e o { $n } da sua linha ou coluna.
caption-x-sum = Somas X: um número de fora soma os X primeiros algarismos a partir do seu lado, sendo X o primeiro.
caption-skyscraper = Arranha-céus: um número de fora conta os algarismos que se veem dali; os mais altos escondem os mais baixos.
caption-slow-thermometer = Um termómetro com o bolbo oco é lento: os seus algarismos podem manter-se iguais.
caption-indexer-column = As casas vermelhas indexam colunas: um algarismo X em rRcC põe C em rRcX.
caption-indexer-row = As casas azuis indexam linhas: um algarismo X em rRcC põe R em rXcC.
caption-indexer-box = As casas verdes indexam blocos: um algarismo X na posição P de um bloco põe P na posição X.
caption-whispers = Linhas verdes: algarismos vizinhos diferem em pelo menos { $difference }.
caption-modular = Linhas turquesa: quaisquer { $modulus } casas seguidas são diferentes módulo { $modulus }.
caption-clone = As casas com o mesmo sombreado têm os mesmos algarismos.
caption-not-drawn = { $kind }: não se desenha (veja as regras do sudoku).

## The web page

web-language = Idioma
web-size = Tamanho
web-difficulty = Dificuldade
web-any = qualquer
web-new-puzzle = Novo sudoku
web-time = tempo
web-board = Grelha de sudoku
web-digits = algarismos
web-pencil = Lápis
web-pencil-title = Anotações a lápis (P)
web-erase = Apagar
web-erase-title = Apagar (Retrocesso)
web-undo = Desfazer
web-undo-title = Desfazer (Ctrl+Z)
web-redo = Refazer
web-redo-title = Refazer (Ctrl+Y)
web-hint = Sugestão
web-hint-title = Sugestão (H)
web-check = Verificar
web-reveal = Revelar
web-share = Partilhar
web-print = Imprimir
web-paste = Colar um sudoku
web-paste-placeholder = 81 caracteres numa linha, uma grelha de linhas, uma grelha com molduras ou JSON
web-load = Carregar
web-booklet = Imprimir um caderno (PDF)
web-booklet-count = Sudokus
web-booklet-per-page = Por página
web-booklet-paper = Papel
web-paper-letter = Carta
web-booklet-about = Sudokus novos do tamanho e da dificuldade escolhidos acima, com as soluções no fim.
web-booklet-make = Criar o PDF
web-keys = Teclas
web-keys-help = As setas movem a seleção; 1 a 9 colocam um algarismo (10 ou mais: escreva os dois algarismos depressa, ou A = 10, B = 11, …); Retrocesso apaga; Shift+algarismo ou o modo Lápis põe ou tira uma anotação; Ctrl+Z / Ctrl+Y desfazem e refazem; H pede uma sugestão.
web-making-puzzle = A criar um sudoku…
web-new-puzzle-ready = Novo sudoku: preencha cada linha, coluna e bloco com cada algarismo uma só vez.
web-new-variant-ready = Novo sudoku: preencha cada linha, coluna e região com cada algarismo uma só vez, respeitando as regras desenhadas na grelha.
web-generate-failed = Não foi possível criar o sudoku: { $error }
web-reading-puzzle = A ler o sudoku…
web-puzzle-loaded = Sudoku carregado.
web-puzzle-loaded-several = Sudoku carregado, mas tem várias soluções: a verificação e as sugestões seguem uma delas.
web-load-failed = Não foi possível carregar o sudoku: { $error }
web-info-generated = { $size }×{ $size }, { $level }, semente { $seed }
web-info-generated-any = { $size }×{ $size }, semente { $seed }
web-rules = Regras
web-rules-classic = Clássico
web-rules-killer = Killer
web-rules-jigsaw = Irregular
web-rules-x = X (diagonais)
web-rules-windoku = Windoku
web-rules-anti-knight = Anticavalo
web-rules-anti-king = Antirrei
web-rules-non-consecutive = Não consecutivo
web-rules-thermo = Termómetros
web-rules-arrow = Setas
web-rules-kropki = Kropki
web-rules-xv = XV
web-rules-little-killer = Little killer
web-rules-sandwich = Sanduíche
web-rules-whispers = Sussurros alemães
web-rules-renban = Renban
web-info-variant = { $rules }, { $size }×{ $size }, semente { $seed }
web-info-pasted = { $size }×{ $size }, colado
web-info-shared = { $size }×{ $size }, partilhado
web-solution-revealed = Solução revelada.
web-solved = Resolvido em { $time }. Muito bem!
web-wrong-entry = { $cell } não coincide com a solução: apague primeiro esse algarismo.
web-no-hint = Sem sugestão: { $error }
web-solution-unknown = A solução deste sudoku não é conhecida.
web-rules-broken = { $count ->
        [one] { $count } regra não é cumprida (casas marcadas): { $rules }.
       *[other] { $count } regras não são cumpridas (casas marcadas): { $rules }.
    }
web-wrong-count = { $count ->
        [one] { $count } algarismo está errado (riscado).
       *[other] { $count } algarismos estão errados (riscados).
    }
web-no-mistakes = Nenhum erro até agora; { $left ->
        [one] falta { $left } casa
       *[other] faltam { $left } casas
    }.
web-share-link = Ligação para este sudoku (copiado se o navegador o permitiu):
web-making-booklet = A criar o caderno…
web-booklet-ready = Caderno pronto: { $file }.
web-booklet-failed = Não foi possível criar o caderno: { $error }
web-cell-empty = { $cell } vazia

## Output files and interruptions

all-count-follows = até {$limit} soluções à medida que são encontradas; o seu número vem depois
all-counted-more = mais de {$limit} soluções; as {$shown} primeiras estão acima
all-counted = {$count ->
    [one] 1 solução, acima
   *[other] {$count} soluções, acima
}
interrupted = interrompido por {$signal}: a saída contém os registos terminados antes
output-cannot-create = não é possível escrever em {$file}
output-cannot-replace = não é possível substituir {$file}
arg-output = Escreve a saída padrão em FILE: num ficheiro temporário ao lado (`.FILE.sudoku-tmp-PID`), que substitui FILE quando o comando chega ao fim. Perante um erro, Ctrl-C ou SIGTERM, o ficheiro temporário é apagado e um FILE existente fica como estava
## Time limits

rate-stopped = parado no limite de tempo ({$limit} s): classificados {$done} de {$count} sudokus; não classificados: {$ranges}
explain-stopped = parado no limite de tempo ({$limit} s): explicados {$done} de {$count} sudokus; não explicados: {$ranges}
count-stopped = parado no limite de tempo ({$limit} s): contados {$done} de {$count} sudokus; não contados: {$ranges}
arg-batch-timeout = Para todo o comando ao fim de SECS segundos: escrevem-se os sudokus acabados até então, os que estão em curso param em poucos milissegundos, e o comando termina com o código 1 e indica os sudokus não acabados. Por omissão: sem limite

# Sudokus variantes
parse-variant = sudoku variante: {$detail}
variant-unused = não usados: {$what} (não têm nenhuma regra própria; se o texto das regras lhes der uma, a resposta não a segue)
variant-no-picture = as imagens e os cadernos ainda não desenham as regras dos sudokus variantes: use o formato line, grid, boxed ou json
variant-own-solution-breaks = a solução que o sudoku traz viola uma regra: {$rule}
variant-own-solution-differs = a solução que o sudoku traz não é a encontrada
reason-variant-givens-break = os algarismos dados violam uma regra: {$rule}
reason-variant-exhausted = nenhuma grelha cumpre todas as regras (a pesquisa tentou-as todas)
check-variant-ok = os algarismos dados não violam nenhuma regra ({ $rules ->
    [one] {$rules} restrição
   *[other] {$rules} restrições
} além de linhas, colunas e regiões)
check-variant-broken = violada: {$rule}
check-variant-core = em contradição: {$parts} (juntos não deixam nenhuma solução; cada um é necessário para isso)
check-removable = removíveis sozinhos, o sudoku continuando único: {$parts}
check-removable-none = removíveis sozinhos: nenhum (cada restrição e cada pista são necessárias)
arg-check-redundant = Para um sudoku com uma só solução, lista também cada restrição e cada pista que se poderiam remover sozinhas sem que deixe de ser único (`#3 (killer)`, `r1c1=5`); cada uma é testada sozinha, por isso duas não têm de poder sair juntas. Uma pesquisa por restrição e por pista: lento em sudokus variantes difíceis
help-candidates = Escreve os candidatos reais de cada sudoku: os algarismos que cada casa tem em pelo menos uma solução, contados até um limite
arg-candidates-cap = Conta as soluções de cada candidato até K (1, por omissão, só diz se o algarismo é possível); o JSON dá as contagens
candidates-same-digit = o mesmo algarismo em todas as soluções: {$groups}
candidates-same-digit-none = o mesmo algarismo em todas as soluções: nenhum par de casas
arg-candidates-same-digit = Lista também os grupos de casas que têm o mesmo algarismo em todas as soluções (para um sudoku em construção: casas que as regras já obrigam a ser iguais); o JSON dá-os como `same_digit`. Examinam-se até 256 soluções e depois cada grupo é demonstrado com uma pesquisa
arg-candidates-format = `line` (por omissão) escreve uma grelha de candidatos por sudoku; `json` um objeto JSON por sudoku, com as contagens quando --cap passa de 1
candidates-stopped = parado no limite de tempo ({$limit} s): feitos {$done} de {$count} sudokus; por fazer: {$ranges}
