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
reason-search-exhausted = a busca tentou todos os candidatos e não encontrou solução
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
    [0] 0 células encontradas
    [one] {$found} célula encontrada
   *[other] {$found} células encontradas
}; eram esperadas {$expected}
parse-bad-char = caractere inválido {$found}; esperava-se {$expected}
parse-bad-token = elemento inválido {$found}; esperava-se {$expected}
parse-row-length = a linha {$row} tem { $found ->
    [0] 0 células
    [one] {$found} célula
   *[other] {$found} células
}; eram esperadas {$expected}
parse-row-count = { $found ->
    [0] 0 linhas encontradas
    [one] {$found} linha encontrada
   *[other] {$found} linhas encontradas
}; eram esperadas {$expected}
parse-bad-json = JSON inválido: {$detail}
parse-empty = sudoku vazio
parse-line-too-long = a linha tem mais de {$limit} bytes
parse-expected-any-symbol = um algarismo, uma letra ou uma célula vazia (. 0 _ - *)
parse-expected-line-digits = um algarismo de 1 a {$last} ou uma célula vazia (. 0 _ - *)
parse-expected-line-letters = um algarismo de 1 a 9, uma letra de A a {$last} ou uma célula vazia (. 0 _ - *)
parse-expected-grid-digits = um algarismo de 1 a {$size}, ou . ou 0 para uma célula vazia
parse-expected-grid-letters = um número de 1 a {$size} ou uma letra de A a {$last}, ou . ou 0 para uma célula vazia
parse-json-expected-object = esperava-se um objeto com uma lista de linhas “grid”
parse-json-expected-rows = esperava-se uma lista de linhas
parse-json-bad-number = {$cell}: {$value} não é um algarismo de 1 a {$size} nem 0 para uma célula vazia
parse-json-bad-symbol = {$cell}: {$found} não é um algarismo nem uma célula vazia
parse-json-row-not-array = a linha {$row} não é uma lista
shape-unknown-size = nenhum formato de tabuleiro conhecido tem tamanho {$size} (tamanhos conhecidos: {$sizes})
shape-bad-box = blocos de {$rows}×{$columns} células não são suportados (cada lado deve ter entre 2 e 32 células)
shape-cell-count = {$cells} células não é o número de células de nenhum tabuleiro conhecido (81 para 9×9, 256 para 16×16, ...)
grid-value-too-large = {$cell}: o valor {$value} é maior que o tamanho do tabuleiro, {$size}
interrupted-deadline = tempo limite esgotado
interrupted-cancelled = cancelado
givens-conflict = as pistas estão em conflito: {$conflict}
logic-no-solution = sem solução
logic-not-unique = várias soluções; a resolução passo a passo precisa de uma solução única
pencil-marks-length = as anotações precisam de 729 caracteres (9 por célula, o algarismo ou '.'/'0'), mas há {$found}
pencil-marks-char = caractere de anotação inválido {$found} na posição {$position} (esperava-se {$expected}, '.' ou '0')
generate-too-many = {$givens} pistas não cabem num tabuleiro de {$size}×{$size}, que tem {$cells} células
generate-below-minimum = nenhum sudoku de {$size}×{$size} com menos de {$minimum} pistas tem solução única (foram pedidas {$givens}); permita várias soluções para descer mais
generate-symmetry = a simetria {$symmetry} não pode dar exatamente {$givens} pistas num tabuleiro de {$size}×{$size} (o número deve ser { $rule ->
    [multiple-of-4] múltiplo de 4
    [multiple-of-4-or-next] múltiplo de 4, ou um a mais que um múltiplo de 4
    [even] par
   *[any] qualquer
})
generate-minimal-needs-unique = um sudoku mínimo é aquele em que cada pista é necessária para que a solução seja única: não pode admitir várias soluções
generate-minimal-full = um sudoku mínimo não pode ter todas as {$cells} células como pistas: tirando qualquer uma delas, a solução continua única
generate-multiple-needs-givens = um sudoku que pode ter várias soluções precisa de um número de pistas (sem ele, as pistas são retiradas enquanto a solução continuar única)
generate-wanted-needs-unique = um sudoku de um nível ou de uma técnica determinados deve ter solução única (o avaliador segue-a passo a passo)
generate-wanted-not-rated = os níveis e as técnicas só são avaliados até {$rated}×{$rated}, não para {$size}×{$size}
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
canon-size = as formas canônicas e as cópias equivalentes só são definidas para tabuleiros de 9×9, não de {$size}×{$size}
unknown-name = nome desconhecido {$name}

## Command line: errors, warnings, record lines

record-invalid = inválido: {$reason}
canon-summary = canon: { $records ->
    [0] {$records} registros
    [one] {$records} registro
   *[other] {$records} registros
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
serve-time-limit = --time-limit deve ser maior que 0 e de no máximo 600 segundos
serve-reachable = escutando em {$address}: outras máquinas podem acessar este servidor
serve-serving = servindo em {$url} (Ctrl+C para parar)
serve-cannot-serve = não é possível servir em {$address}
pdf-to-terminal = um PDF não é escrito no terminal: redirecione a saída para um arquivo (> booklet.pdf)
generate-seed = semente {$seed} (repita esta execução com --seed {$seed})
generate-failed = sudoku {$puzzle}: {$reason}
generate-failed-in-time = sudoku {$puzzle}: {$reason}; com um --timeout maior, talvez se encontre um
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
    [one] {$threads} thread
   *[other] {$threads} threads
}
size-not-a-number = {$value} não é um número (tamanhos: 4, 6, 8, 9, 12, 16, 25)
hole-expected = esperava-se um destes: . 0 _ - *
seconds-not-positive = {$value} não é um número positivo de segundos

# The command line's help (src/help.rs): the description of the command and of each
# subcommand. The English ones are what the code's doc comments say (a test compares them).
help-sudoku = O comando `sudoku`: resolve, conta, verifica, gera, classifica e explica sudokus
help-solve = Resolve sudokus: escreve a solução de cada um, ou “Sem solução” com o motivo
help-count = Conta as soluções de cada sudoku; uma linha por sudoku (um mínimo quando o limite interrompe a contagem)
help-check = Verifica tabuleiros: linhas, colunas e blocos, se estão completos e consistentes
help-bench = Mede o desempenho do resolvedor com arquivos de sudokus (uma thread, só o motor: sem leitura nem escrita)
help-generate = Gera sudokus: exatamente N pistas ou mínimos, com solução única ou não, simétricos, a partir de uma semente
help-interactive = Uma sessão: escreva um número de pistas e veja um sudoku e até 10 soluções verificadas
help-serve = Serve uma página para jogar sudokus (novos por tamanho e dificuldade, ou colados), com dicas, e uma API JSON (`/api/solve`, `/api/hint`, …; descrita em `/api/openapi.json`)
help-explain = Explica sudokus: cada passo de uma resolução humana em palavras simples e, depois, a classificação
help-hint = Dica: o próximo passo de uma resolução humana para cada sudoku, uma linha por sudoku
help-rate = Classifica sudokus: nível e pontuação do HoDoKu, e uma classificação ao estilo do SE, uma linha por sudoku. `--format csv` (ou `tsv`) escreve cada linha de entrada com `level,score,se,hardest,error` acrescentados
help-canon = Escreve a forma canônica minlex de cada sudoku de 9×9: a menor cadeia de 81 caracteres (`0` para uma célula vazia) entre as 3.359.232 transformações que mantêm um tabuleiro válido (permutações de bandas, linhas, pilhas e colunas, transposição) e as renumerações dos algarismos. Sudokus equivalentes têm a mesma forma. Uma linha por registro de entrada, na ordem de entrada
help-transform = Escreve cópias equivalentes aleatórias de cada sudoku de 9×9: cada cópia aplica uma transformação aleatória uniforme que mantém um tabuleiro válido (permutações de bandas, linhas, pilhas e colunas, transposição) e uma renumeração aleatória dos algarismos. As cópias são escritas no formato de linha (`.` para uma célula vazia), as de cada sudoku juntas, na ordem de entrada
help-interactive-more = Cada solução é seguida do seu relatório de linhas, colunas e blocos, tal como `sudoku check` o escreve. Escreva uma palavra de fim em qualquer um dos cinco idiomas (`fim`, `sair`, `end`, `quit`, `exit`, `q`, `fi`, `sortir`, `fin`, `salir`, `quitter`) ou feche a entrada para terminar.
help-generate-reproducible = O sudoku i de uma execução só depende da semente, das opções e de i: a mesma semente dá a mesma saída byte a byte, seja qual for --threads.
help-generate-failures = Se um sudoku não puder ser feito dentro de --timeout (pistas pedidas de menos, ou nenhum sudoku do nível ou da técnica pedidos apareceu), um erro que o indica vai para o stderr no seu lugar (`error: sudoku N: ...`), os outros sudokus continuam a ser feitos e escritos, por isso saem menos do que --count, e o código de saída é 1. Os pedidos impossíveis (abaixo do mínimo provado de pistas, um número que a simetria não pode dar) são recusados antes de qualquer trabalho, com o código de saída 2.
# clap's own words, as clap writes them in English.
help-usage = Uso:
help-commands = Comandos
help-options = Opções
help-arguments = Argumentos
help-flag-help = Mostra a ajuda
help-flag-version = Mostra a versão
help-subcommand = Mostra esta mensagem ou a ajuda dos comandos indicados
help-default = [padrão: {$value}]
help-possible-values = [valores possíveis: {$values}]
# The options, one message per option (or per option and subcommand when they differ).
arg-addr = O endereço em que se escuta. Por padrão, só a interface local (loopback); outro endereço torna a página e a API acessíveis a partir de outras máquinas
arg-against = Verifica as soluções de um conjunto de dados: para cada linha de uma tabela CSV ou TSV, COLUMN (o nome de um cabeçalho, ou um número, 1 = a primeira) deve conter um tabuleiro completo que não viole nenhuma regra e mantenha todas as pistas do sudoku, e o sudoku deve ter exatamente uma solução (contam-se até duas, por isso um sudoku com várias é uma divergência mesmo que a dada seja uma delas). A saída de texto lista cada divergência como `arquivo:linha: o que está errado`; os outros formatos dão todas as linhas e repetem cada divergência no stderr. Um resumo vai para o stderr; o código de saída é 1 se alguma linha não conferir
arg-all = Escreve todas as soluções, até --limit, sem mais nada; uma linha de comentário `#` antes das soluções de cada sudoku indica quantas são
arg-allow-multiple = Basta que o sudoku tenha solução, pode ter várias; exige --clues
arg-bench-backend = O motor de resolução
arg-canonical = Com --dedup: escreve a forma canônica de cada classe em vez do seu primeiro sudoku
arg-check-format = `json` escreve um objeto JSON por tabuleiro, `svg` uma imagem com as células em conflito marcadas, `csv` e `tsv` cada linha de entrada com `complete,consistent,solutions,error` acrescentados (com --against: `valid,keeps_givens,unique,mismatch,error`); qualquer outro escreve o relatório de texto
arg-clues = Exatamente este número de pistas. Sem esta opção, as pistas são retiradas em ordem aleatória enquanto a solução continuar única, de modo que o sudoku é mínimo
arg-column = Numa entrada CSV ou TSV, a coluna que contém os sudokus: o nome de um cabeçalho, ou um número (1 = a primeira coluna; a única forma de indicar uma numa tabela sem cabeçalho). Por padrão: a primeira coluna cuja primeira linha de dados contém um sudoku (se essa linha não contiver nenhum, a que se chama puzzle, quizzes ou question)
arg-copies = Cópias por sudoku
arg-count = Quantos sudokus fazer
arg-count-format = `json` escreve um objeto JSON por sudoku; `csv` e `tsv` escrevem cada linha de entrada com `count,at_least,error` acrescentados; qualquer outro escreve só as contagens
arg-count-limit = Interrompe a contagem ao chegar a este número de soluções (no mínimo 1)
arg-dedup = Escreve só o primeiro sudoku de cada classe de sudokus equivalentes, tal como foi lido (no formato de linha, `.` para uma célula vazia), e depois um resumo no stderr: registros, classes, duplicados, inválidos. Os registros incorretos só são indicados no stderr. Funciona com uma só thread, porque “primeiro” quer dizer primeiro na ordem de entrada. A forma de cada classe fica na memória (compactada em 41 bytes, uns 50 a 100 bytes por classe com a tabela de hash), por isso a memória cresce com o número de classes
arg-difficulty = Só sudokus de exatamente este nível do HoDoKu (easy, medium, hard, unfair, extreme; tamanhos até 9×9): fazem-se e classificam-se sudokus até que um sirva, dentro de --timeout
arg-files = Arquivos de sudokus (em qualquer formato suportado)
arg-first = Para na primeira solução, sem provar que é a única (mais rápido)
arg-generate-format = Formato de saída
arg-generate-hole = O caractere das células vazias nos formatos line e boxed (`.`, ou `0` para os programas que só querem algarismos)
arg-generate-seed = Semente: a mesma semente e as mesmas opções dão os mesmos sudokus, em qualquer máquina e com qualquer número de threads. Por padrão: uma semente aleatória, escrita no stderr
arg-generate-size = Tamanho do tabuleiro: 4, 6, 8, 9, 12, 16 ou 25 (funciona qualquer tamanho com formato de bloco até 25)
arg-input-format = O formato de entrada: line, grid, boxed, json, csv ou tsv. Se não for indicado, é detectado para cada fonte: um nome `.csv` ou `.tsv`, ou uma primeira linha de campos separados por vírgulas ou tabulações que não sejam todos sudokus, indica uma tabela (uma primeira linha sem nenhum sudoku é o seu cabeçalho); senão, a primeira linha de dados indica o formato do sudoku
arg-interactive-seed = Semente dos sudokus (por padrão: aleatória, escrita no stderr); o k-ésimo sudoku da sessão é o sudoku k de `sudoku generate --allow-multiple` com esta semente
arg-interactive-size = Tamanho do tabuleiro: 4, 6, 8, 9, 12, 16 ou 25
arg-lang = O idioma das mensagens: en, ca, es, fr ou pt. Sem esta opção, o idioma vem de LC_ALL, LC_MESSAGES, LANG e LANGUAGE, como em outros programas; senão, inglês. Os sudokus, os números, o JSON e os códigos de saída são iguais em todos os idiomas
arg-logic-format = `json` escreve um objeto JSON por sudoku e por linha (JSON Lines); qualquer outro escreve texto
arg-min-time = Tempo mínimo por arquivo, em segundos
arg-minimal = Garante que nenhuma pista (com --symmetry: nenhum grupo simétrico de pistas) pode ser retirada sem perder a unicidade. Os sudokus feitos sem --clues sempre o são
arg-mode = `unique`: encontra a solução e prova que não há outra (conta até 2); `first`: para na primeira solução
arg-no-progress = Nunca mostra a barra de progresso (ela só aparece quando o stderr é um terminal)
arg-paper = Com `--format pdf`: tamanho do papel, `a4` ou `letter`
arg-paths = Arquivos de sudokus, diretórios (todos os arquivos que contêm, por nome) ou `-` para a entrada padrão. Sem caminhos, lê-se a entrada padrão
arg-pencil-marks = Lê cada registro como 729 caracteres de anotações (para cada célula nove caracteres, o algarismo ou `.`/`0`) em vez de como sudoku
arg-per-page = Com `--format pdf`: sudokus por página (1, 2, 4 ou 6)
arg-require-unique = Trata como erro um sudoku com várias soluções (código de saída 1)
arg-solutions = O máximo de soluções listadas para cada sudoku
arg-solve-format = Formato de saída; por padrão, o da entrada (o formato de linha para os sudokus de uma tabela)
arg-solve-hole = O caractere das células vazias nos formatos line, boxed e de tabela (`.` por padrão; `0` é a outra opção comum)
arg-solve-limit = Com --all: o máximo de soluções escritas por sudoku (no mínimo 1)
arg-stats = Escreve uma linha de resumo no stderr no fim: resolvidos, sem solução, com várias soluções, inválidos, segundos, sudokus/s
arg-symmetry = Simetria das pistas: mirror é esquerda-direita, flip é cima-baixo; random sorteia uma por sudoku entre as que admitem o número de pistas
arg-technique = Só sudokus cuja resolução passo a passo usa esta técnica (p. ex. x-wing, xy-wing, "empty rectangle"; tamanhos até 9×9), dentro de --timeout
arg-threads = Threads de trabalho (por padrão: todos os núcleos). A saída mantém a ordem de entrada
arg-time-limit = Quanto tempo pode durar o trabalho do motor para um pedido, em segundos
arg-timeout = Segundos que um sudoku pode levar antes que o comando desista e diga quão perto chegou; os outros sudokus continuam a ser feitos [padrão: 10, e 120 para tabuleiros maiores que 16×16]
arg-transform-seed = Semente: a mesma semente dá as mesmas cópias, em qualquer máquina e com qualquer número de threads
arg-vague = Indica só a técnica e a unidade onde olhar, não as células nem os algarismos
arg-with-solution = Escreve a solução de cada sudoku depois dele (formato line: na mesma linha, depois de um espaço)
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
clap-similar-argument = dica: { $count ->
    [one] existe um argumento parecido
   *[other] existem argumentos parecidos
}: {$suggestions}
clap-similar-value = dica: { $count ->
    [one] existe um valor parecido
   *[other] existem valores parecidos
}: {$suggestions}
clap-similar-subcommand = dica: { $count ->
    [one] existe um comando parecido
   *[other] existem comandos parecidos
}: {$suggestions}
clap-try-help = Para mais informações, tente '{$flag}'.

## The check report

check-rows-ok = linhas corretas
check-columns-ok = colunas corretas
check-boxes-ok = blocos corretos
check-rows-conflicts = linhas: {$conflicts}
check-columns-conflicts = colunas: {$conflicts}
check-boxes-conflicts = blocos: {$conflicts}
check-conflict-in-unit = {$conflict} ({$unit})
check-complete = solução completa e consistente
check-incomplete-no-solution = tabuleiro consistente mas incompleto ({ $empty ->
    [one] {$empty} célula vazia
   *[other] {$empty} células vazias
}), e sem solução
check-incomplete-unique = tabuleiro consistente mas incompleto ({ $empty ->
    [one] {$empty} célula vazia
   *[other] {$empty} células vazias
}); tem exatamente uma solução
check-incomplete-several = tabuleiro consistente mas incompleto ({ $empty ->
    [one] {$empty} célula vazia
   *[other] {$empty} células vazias
}); tem várias soluções
check-inconsistent = tabuleiro não consistente: { $conflicts ->
    [one] {$conflicts} conflito
   *[other] {$conflicts} conflitos
}
check-puzzle-no-solution = o sudoku não tem solução
check-puzzle-several = o sudoku tem várias soluções
check-no-solution-field = a linha não tem o campo da solução
check-solution-size = a solução é de {$solution}×{$solution} e o sudoku, de {$puzzle}×{$puzzle}
check-solution-unreadable = não é possível ler a solução: {$reason}
check-solution-unreadable-at = não é possível ler a solução: {$reason} (caractere {$character})
check-solution-empty = a solução tem { $empty ->
    [one] {$empty} célula vazia
   *[other] {$empty} células vazias
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
    [one] {$matches} confere
   *[other] {$matches} conferem
}, { $mismatches ->
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
interactive-too-many = {$n} é mais do que as {$cells} células do tabuleiro: escreva um número de 0 a {$cells}, ou “{ interactive-end-word }” para terminar
interactive-empty = nada foi escrito: escreva um número de 0 a {$cells}, ou “{ interactive-end-word }” para terminar
interactive-not-a-number = {$entry} não é um número: escreva um número de 0 a {$cells}, ou “{ interactive-end-word }” para terminar
interactive-initial-grid = Tabuleiro inicial
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

## PDF booklets

## The web page

