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
size-too-large = o tamanho {$size} é grande demais para gerar (no máximo 25)
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
check-no-pdf = check escreve relatórios, não cadernos: use --format svg para obter imagens
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

