# The toolkit's messages in Portuguese. One file per language, the same ids in each
# (crates/i18n/tests/catalogs.rs checks it). Keep each section's messages together and add
# new ones at the end of their section.

## Shared words

no-solution = Sem solução

## Command line: errors, warnings, record lines

## The check report

## The interactive session

## Step texts (explain, hint) and ratings

step-full-house = { $technique }: { $cell } é a última célula vazia { $unit ->
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
step-xyz-wing = { $technique }: pivô { $pivot } com as pinças { $pincer1 } e { $pincer2 }: uma das três células é o { $digit } → { $result }
step-ur-one-corner = { $technique }: { $cells } formariam um padrão mortal de { $digits } (duas soluções); { $cell } tem de conter outro algarismo → { $result }
step-ur-shared-extra = { $technique }: { $cells } formariam um padrão mortal de { $digits } (duas soluções); uma das células { $corners } contém { $extra } → { $result }
step-ur-naked-subset = { $technique }: { $cells } formariam um padrão mortal de { $digits } (duas soluções); os algarismos extra { $extra } de dois cantos e { $others } formam um subconjunto nu de { $subset } { $unit ->
        [row] na linha
        [column] na coluna
        [box] no bloco
       *[other] na unidade extra
    } { $unit_n } → { $result }
step-ur-conjugate-pair = { $technique }: { $cells } formariam um padrão mortal de { $digits } (duas soluções); o { $digit } tem de estar em { $cell1 } ou em { $cell2 } → { $result }
step-ur-x-wing = { $technique }: { $cells } formariam um padrão mortal de { $digits } (duas soluções); o { $digit } só está dentro do retângulo nas suas linhas e colunas → { $result }
step-hidden-rectangle = { $technique }: { $cells } formariam um padrão mortal de { $digits } (duas soluções); { $corner } é bivalente e o { $digit } só está dentro do retângulo ao longo da linha { $row } e da coluna { $column } → { $result }
step-bug-plus-one = { $technique }: todas as outras células vazias têm dois candidatos; { $cell } tem de conter o { $digit } ou o tabuleiro teria duas soluções → { $result }
step-color-trap = { $technique }: o { $digit } está em todas as células { $color1 } ou em todas as células { $color2 }; estas células veem as duas cores → { $result }
step-color-wrap = { $technique }: o { $digit } não pode ocupar todas as células { $wrong } (duas delas veem-se), portanto ocupa { $right } → { $result }
step-multi-color-trap = { $technique }: se o tabuleiro tivesse o { $digit } em todas as células { $cells }, faltaria nas duas cores de { $color1 } e { $color2 } → { $result }
step-multi-color-wing = { $technique }: { $seeing1 } e { $seeing2 } veem-se, portanto o { $digit } ocupa { $fill1 } ou { $fill2 } → { $result }
step-chain = { $technique }: { $chain } (= ligação forte, - ligação fraca): o { $first_digit } em { $first_cells } ou o { $last_digit } em { $last_cells } é verdadeiro → { $result }
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
step-forcing-dead-end = { $technique }: se { $assumed } fosse verdadeiro, uma célula ou unidade ficaria sem candidatos → { $result }
step-forcing-false = { $technique }: se { $assumed } fosse falso, o tabuleiro não teria solução → { $result }
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
technique-full-house = Última célula livre
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
technique-grouped-discontinuous-nice-loop = Laço descontínuo agrupado
technique-grouped-aic = Cadeia de inferências alternadas agrupada (AIC)
technique-almost-locked-set-xz-rule = Regra XZ de conjuntos quase bloqueados
technique-almost-locked-set-xy-wing = XY-Wing de conjuntos quase bloqueados
technique-forcing-chain-contradiction = Cadeia forçada (contradição)
technique-forcing-chain-verity = Cadeia forçada (verdade)
technique-forcing-net-contradiction = Rede forçada (contradição)
technique-forcing-net-verity = Rede forçada (verdade)
technique-brute-force = Força bruta

## PDF booklets

pdf-puzzle = Sudoku { $number }
pdf-answer = Solução { $number }
pdf-answers = Soluções
pdf-seed = semente { $seed }
pdf-seed-index = semente { $seed } #{ $index }
pdf-index = #{ $index }
pdf-title = Caderno de sudokus

## The web page

web-language = Idioma
web-size = Tamanho
web-difficulty = Dificuldade
web-any = qualquer
web-new-puzzle = Novo sudoku
web-time = tempo
web-board = Tabuleiro de sudoku
web-digits = algarismos
web-pencil = Lápis
web-pencil-title = Anotações a lápis (P)
web-erase = Apagar
web-erase-title = Apagar (Retrocesso)
web-undo = Desfazer
web-undo-title = Desfazer (Ctrl+Z)
web-redo = Refazer
web-redo-title = Refazer (Ctrl+Y)
web-hint = Dica
web-hint-title = Dica (H)
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
web-keys-help = As setas movem a seleção; 1 a 9 colocam um algarismo (10 ou mais: escreva os dois algarismos depressa, ou A = 10, B = 11, …); Retrocesso apaga; Shift+algarismo ou o modo Lápis põe ou tira uma anotação; Ctrl+Z / Ctrl+Y desfazem e refazem; H pede uma dica.
web-making-puzzle = A criar um sudoku…
web-new-puzzle-ready = Novo sudoku: preencha cada linha, coluna e bloco com cada algarismo uma só vez.
web-generate-failed = Não foi possível criar o sudoku: { $error }
web-reading-puzzle = A ler o sudoku…
web-puzzle-loaded = Sudoku carregado.
web-puzzle-loaded-several = Sudoku carregado, mas tem várias soluções: a verificação e as dicas seguem uma delas.
web-load-failed = Não foi possível carregar o sudoku: { $error }
web-info-generated = { $size }×{ $size }, { $level }, semente { $seed }
web-info-generated-any = { $size }×{ $size }, semente { $seed }
web-info-pasted = { $size }×{ $size }, colado
web-info-shared = { $size }×{ $size }, partilhado
web-solution-revealed = Solução revelada.
web-solved = Resolvido em { $time }. Muito bem!
web-wrong-entry = { $cell } não coincide com a solução: apague primeiro esse algarismo.
web-no-hint = Sem dica: { $error }
web-solution-unknown = A solução deste sudoku não é conhecida.
web-wrong-count = { $count ->
        [one] { $count } algarismo está errado (riscado).
       *[other] { $count } algarismos estão errados (riscados).
    }
web-no-mistakes = Nenhum erro até agora; { $left ->
        [one] falta { $left } célula
       *[other] faltam { $left } células
    }.
web-share-link = Link para este sudoku (copiado se o navegador o permitiu):
web-making-booklet = A criar o caderno…
web-booklet-ready = Caderno pronto: { $file }.
web-booklet-failed = Não foi possível criar o caderno: { $error }
web-cell-empty = { $cell } vazia
