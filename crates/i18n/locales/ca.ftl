# The toolkit's messages in Catalan. One file per language, the same ids in each
# (crates/i18n/tests/catalogs.rs checks it). Keep each section's messages together and add
# new ones at the end of their section.

## Shared words

no-solution = Sense solució

## Command line: errors, warnings, record lines

## The check report

## The interactive session

## Step texts (explain, hint) and ratings

step-full-house = { $technique }: { $cell } és l'última casella buida { $unit ->
        [row] de la fila
        [column] de la columna
        [box] del bloc
       *[other] de la unitat extra
    } { $unit_n }, on només hi falta { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } → { $result }
step-naked-single = { $technique }: en treure les xifres de la seva fila, columna i bloc, a { $cell } només hi queda { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } → { $result }
step-hidden-single = { $technique }: { $unit ->
        [row] a la fila
        [column] a la columna
        [box] al bloc
       *[other] a la unitat extra
    } { $unit_n }, { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } només pot anar a { $cell } (la seva única opció) → { $result }
step-locked-candidates = { $technique }: { $from ->
        [row] a la fila
        [column] a la columna
        [box] al bloc
       *[other] a la unitat extra
    } { $from_n }, { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } només és { $to ->
        [row] a la fila
        [column] a la columna
        [box] al bloc
       *[other] a la unitat extra
    } { $to_n } → { $result }
step-naked-subset = { $technique }: { $unit ->
        [row] a la fila
        [column] a la columna
        [box] al bloc
       *[other] a la unitat extra
    } { $unit_n }, { $cells } només contenen { $digits } → { $result }
step-naked-subset-two-units = { $technique }: { $unit ->
        [row] a la fila
        [column] a la columna
        [box] al bloc
       *[other] a la unitat extra
    } { $unit_n } i { $unit2 ->
        [row] a la fila
        [column] a la columna
        [box] al bloc
       *[other] a la unitat extra
    } { $unit2_n }, { $cells } només contenen { $digits } → { $result }
step-hidden-subset = { $technique }: { $unit ->
        [row] a la fila
        [column] a la columna
        [box] al bloc
       *[other] a la unitat extra
    } { $unit_n }, { $digits } només caben a { $cells } → { $result }
step-fish = { $technique }: { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } { $base_kind ->
        [row] a les files { $base } només és a les columnes { $cover }
       *[column] a les columnes { $base } només és a les files { $cover }
    } → { $result }
step-finned-fish = { $technique }: { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } { $base_kind ->
        [row] a les files { $base } només és a les columnes { $cover }
       *[column] a les columnes { $base } només és a les files { $cover }
    } (amb { $fin_count ->
        [one] l'aleta
       *[other] les aletes
    } { $fins }) → { $result }
step-two-strong-links = { $technique }: { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } és a { $cell1 } o a { $cell2 } ({ $unit ->
        [row] fila
        [column] columna
        [box] bloc
       *[other] unitat extra
    } { $unit_n }), i a { $cell3 } o a { $cell4 } ({ $unit2 ->
        [row] fila
        [column] columna
        [box] bloc
       *[other] unitat extra
    } { $unit2_n }); { $cell2 } i { $cell3 } es veuen, així que { $cell1 } o { $cell4 } conté { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } → { $result }
step-empty-rectangle = { $technique }: al bloc { $box }, { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } és en una sola fila i una sola columna ({ $cells }); amb la parella conjugada { $cell1 } – { $cell2 } { $line ->
        [row] a la fila
        [column] a la columna
        [box] al bloc
       *[other] a la unitat extra
    } { $line_n } → { $result }
step-remote-pair = { $technique }: { $digits } s'alternen al llarg de { $cells }, així que { $first } i { $last } tenen xifres diferents → { $result }
step-w-wing = { $technique }: { $cell1 } i { $cell2 } contenen { $digits }; { $link ->
        [1] l'1
        [11] l'11
       *[other] el { $link }
    } és a { $end1 } o a { $end2 }, que les veuen, així que una d'elles és { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } → { $result }
step-xy-wing = { $technique }: pivot { $pivot } amb les pinces { $pincer1 } i { $pincer2 }: una de les pinces és { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } → { $result }
step-xyz-wing = { $technique }: pivot { $pivot } amb les pinces { $pincer1 } i { $pincer2 }: una de les tres caselles és { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } → { $result }
step-ur-one-corner = { $technique }: { $cells } formarien un patró mortal de { $digits } (dues solucions); { $cell } ha de contenir una altra xifra → { $result }
step-ur-shared-extra = { $technique }: { $cells } formarien un patró mortal de { $digits } (dues solucions); una de les caselles { $corners } conté { $extra } → { $result }
step-ur-naked-subset = { $technique }: { $cells } formarien un patró mortal de { $digits } (dues solucions); les xifres extra { $extra } de dues cantonades i { $others } formen un subconjunt nu de { $subset } { $unit ->
        [row] a la fila
        [column] a la columna
        [box] al bloc
       *[other] a la unitat extra
    } { $unit_n } → { $result }
step-ur-conjugate-pair = { $technique }: { $cells } formarien un patró mortal de { $digits } (dues solucions); { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } ha d'anar a { $cell1 } o a { $cell2 } → { $result }
step-ur-x-wing = { $technique }: { $cells } formarien un patró mortal de { $digits } (dues solucions); { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } només és dins del rectangle a les seves files i columnes → { $result }
step-hidden-rectangle = { $technique }: { $cells } formarien un patró mortal de { $digits } (dues solucions); { $corner } és bivalent i { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } només és dins del rectangle al llarg de la fila { $row } i la columna { $column } → { $result }
step-bug-plus-one = { $technique }: totes les altres caselles buides tenen dos candidats; { $cell } ha de contenir { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } o la graella tindria dues solucions → { $result }
step-color-trap = { $technique }: { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } és a totes les caselles { $color1 } o a totes les caselles { $color2 }; aquestes caselles veuen tots dos colors → { $result }
step-color-wrap = { $technique }: { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } no pot ocupar totes les caselles { $wrong } (dues d'elles es veuen), així que ocupa { $right } → { $result }
step-multi-color-trap = { $technique }: si la graella tingués { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } a totes les caselles { $cells }, faltaria als dos colors de { $color1 } i { $color2 } → { $result }
step-multi-color-wing = { $technique }: { $seeing1 } i { $seeing2 } es veuen, així que { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } ocupa { $fill1 } o { $fill2 } → { $result }
step-chain = { $technique }: { $chain } (= enllaç fort, - enllaç feble): { $first_digit ->
        [1] l'1
        [11] l'11
       *[other] el { $first_digit }
    } a { $first_cells } o { $last_digit ->
        [1] l'1
        [11] l'11
       *[other] el { $last_digit }
    } a { $last_cells } és cert → { $result }
step-als-xz = { $technique }: { $set1 } i { $set2 } no poden contenir tots dos { $common ->
        [1] l'1
        [11] l'11
       *[other] el { $common }
    } (comú restringit), així que un d'ells conté { $digits } → { $result }
step-als-xy-wing = { $technique }: el pivot { $pivot } enllaça { $set1 } { $common1 ->
        [1] per l'1
        [11] per l'11
       *[other] pel { $common1 }
    } i { $set2 } { $common2 ->
        [1] per l'1
        [11] per l'11
       *[other] pel { $common2 }
    }, així que un d'ells conté { $digits } → { $result }
step-sue-de-coq = { $technique }: { $core } al bloc { $box } i { $line ->
        [row] a la fila
        [column] a la columna
        [box] al bloc
       *[other] a la unitat extra
    } { $line_n }, amb { $line_part } { $line ->
        [row] de la fila
       *[column] de la columna
    } i { $box_part } del bloc, bloquegen les seves xifres → { $result }
step-forcing-clash = { $technique }: si { $assumed } fos cert, { $clash } seria alhora cert i fals → { $result }
step-forcing-dead-end = { $technique }: si { $assumed } fos cert, una casella o una unitat es quedaria sense candidats → { $result }
step-forcing-false = { $technique }: si { $assumed } fos fals, la graella no tindria solució → { $result }
step-verity-candidate = { $technique }: tant si { $candidate } és cert com si és fals, se'n dedueix el mateix → { $result }
step-verity-cell = { $technique }: sigui quin sigui el candidat de { $cell }, se'n dedueix el mateix → { $result }
step-verity-unit = { $technique }: sigui on sigui { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } { $unit ->
        [row] a la fila
        [column] a la columna
        [box] al bloc
       *[other] a la unitat extra
    } { $unit_n }, se'n dedueix el mateix → { $result }
step-net-true = { $technique }: si { $assumed } fos cert, els candidats únics i els llocs únics portarien a una contradicció → { $result }
step-net-false = { $technique }: si { $assumed } fos fals, els candidats únics i els llocs únics portarien a una contradicció → { $result }
step-net-verity = { $technique }: sigui quin sigui el candidat de { $cell }, els candidats únics i els llocs únics porten a { $result }
step-brute-force = { $technique }: no s'hi pot aplicar cap tècnica; la solució té { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } a { $cell } → { $result }
hint-vague-unit = { $technique } { $unit ->
        [row] a la fila
        [column] a la columna
        [box] al bloc
       *[other] a la unitat extra
    } { $unit_n }
hint-vague-cell = { $technique } a prop de { $cell }
hint-vague = { $technique }
hint-solved = resolt: no queda res per fer
hint-no-step = no s'ha trobat cap pas
explain-summary = { $status ->
        [solved] resolt
       *[stuck] encallat
    }: { $level } { $score } { $se } { $technique }
explain-summary-no-technique = { $status ->
        [solved] resolt
       *[stuck] encallat
    }: { $level } { $score } { $se }
level-easy = fàcil
level-medium = mitjà
level-hard = difícil
level-unfair = injust
level-extreme = extrem
technique-full-house = Última casella lliure
technique-naked-single = Candidat únic
technique-hidden-single = Lloc únic
technique-locked-pair = Parella bloquejada
technique-locked-triple = Trio bloquejat
technique-locked-candidates-type-1-pointing = Candidats bloquejats tipus 1 (assenyaladors)
technique-locked-candidates-type-2-claiming = Candidats bloquejats tipus 2 (reclamants)
technique-naked-pair = Parella nua
technique-naked-triple = Trio nu
technique-hidden-pair = Parella oculta
technique-hidden-triple = Trio ocult
technique-naked-quadruple = Quartet nu
technique-hidden-quadruple = Quartet ocult
technique-x-wing = X-Wing
technique-swordfish = Peix espasa
technique-jellyfish = Medusa
technique-remote-pair = Parella remota
technique-bivalue-universal-grave-1 = Tomba universal bivalent + 1
technique-skyscraper = Gratacel
technique-2-string-kite = Estel de 2 cordes
technique-turbot-fish = Peix turbot
technique-empty-rectangle = Rectangle buit
technique-w-wing = W-Wing
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-uniqueness-test-1 = Test d'unicitat 1
technique-uniqueness-test-2 = Test d'unicitat 2
technique-uniqueness-test-3 = Test d'unicitat 3
technique-uniqueness-test-4 = Test d'unicitat 4
technique-uniqueness-test-5 = Test d'unicitat 5
technique-uniqueness-test-6 = Test d'unicitat 6
technique-hidden-rectangle = Rectangle ocult
technique-finned-x-wing = X-Wing amb aleta
technique-sashimi-x-wing = X-Wing sashimi
technique-finned-swordfish = Peix espasa amb aleta
technique-sashimi-swordfish = Peix espasa sashimi
technique-finned-jellyfish = Medusa amb aleta
technique-sashimi-jellyfish = Medusa sashimi
technique-sue-de-coq = Sue de Coq
technique-simple-colors = Colors simples
technique-multi-colors = Colors múltiples
technique-x-chain = Cadena X
technique-xy-chain = Cadena XY
technique-discontinuous-nice-loop = Bucle discontinu
technique-aic = Cadena d'inferències alternes (AIC)
technique-grouped-discontinuous-nice-loop = Bucle discontinu agrupat
technique-grouped-aic = Cadena d'inferències alternes agrupada (AIC)
technique-almost-locked-set-xz-rule = Regla XZ de conjunts gairebé bloquejats
technique-almost-locked-set-xy-wing = XY-Wing de conjunts gairebé bloquejats
technique-forcing-chain-contradiction = Cadena forçada (contradicció)
technique-forcing-chain-verity = Cadena forçada (veritat)
technique-forcing-net-contradiction = Xarxa forçada (contradicció)
technique-forcing-net-verity = Xarxa forçada (veritat)
technique-brute-force = Força bruta

## PDF booklets

pdf-puzzle = Sudoku { $number }
pdf-answer = Solució { $number }
pdf-answers = Solucions
pdf-seed = llavor { $seed }
pdf-seed-index = llavor { $seed } #{ $index }
pdf-index = #{ $index }
pdf-title = Quadern de sudokus

## The web page

web-language = Llengua
web-size = Mida
web-difficulty = Dificultat
web-any = qualsevol
web-new-puzzle = Sudoku nou
web-time = temps
web-board = Tauler de sudoku
web-digits = xifres
web-pencil = Llapis
web-pencil-title = Anotacions a llapis (P)
web-erase = Esborra
web-erase-title = Esborra (Retrocés)
web-undo = Desfés
web-undo-title = Desfés (Ctrl+Z)
web-redo = Refés
web-redo-title = Refés (Ctrl+Y)
web-hint = Pista
web-hint-title = Pista (H)
web-check = Comprova
web-reveal = Mostra
web-share = Comparteix
web-print = Imprimeix
web-paste = Enganxa un sudoku
web-paste-placeholder = 81 caràcters en una línia, una graella de files, una graella amb requadres o JSON
web-load = Carrega
web-booklet = Imprimeix un quadern (PDF)
web-booklet-count = Sudokus
web-booklet-per-page = Per pàgina
web-booklet-paper = Paper
web-paper-letter = Carta
web-booklet-about = Sudokus nous de la mida i la dificultat de dalt, amb les solucions al final.
web-booklet-make = Fes el PDF
web-keys = Tecles
web-keys-help = Les fletxes mouen la selecció; de l'1 al 9 posen una xifra (del 10 en amunt: escriviu les dues xifres de pressa, o A = 10, B = 11, …); Retrocés esborra; Maj+xifra o el mode Llapis posa o treu una anotació; Ctrl+Z / Ctrl+Y desfan i refan; H demana una pista.
web-making-puzzle = S'està fent un sudoku…
web-new-puzzle-ready = Sudoku nou: ompliu cada fila, columna i bloc amb cada xifra una sola vegada.
web-generate-failed = No s'ha pogut fer el sudoku: { $error }
web-reading-puzzle = S'està llegint el sudoku…
web-puzzle-loaded = Sudoku carregat.
web-puzzle-loaded-several = Sudoku carregat, però té diverses solucions: la comprovació i les pistes en segueixen una.
web-load-failed = No s'ha pogut carregar el sudoku: { $error }
web-info-generated = { $size }×{ $size }, { $level }, llavor { $seed }
web-info-generated-any = { $size }×{ $size }, llavor { $seed }
web-info-pasted = { $size }×{ $size }, enganxat
web-info-shared = { $size }×{ $size }, compartit
web-solution-revealed = Solució mostrada.
web-solved = Resolt en { $time }. Molt bé!
web-wrong-entry = { $cell } no coincideix amb la solució: primer esborreu-ne la xifra.
web-no-hint = No hi ha pista: { $error }
web-solution-unknown = No se'n coneix la solució.
web-wrong-count = { $count ->
        [one] Hi ha { $count } xifra errònia (ratllada).
       *[other] Hi ha { $count } xifres errònies (ratllades).
    }
web-no-mistakes = Cap error de moment; { $left ->
        [one] queda { $left } casella
       *[other] queden { $left } caselles
    }.
web-share-link = Enllaç a aquest sudoku (copiat, si el navegador ho ha permès):
web-making-booklet = S'està fent el quadern…
web-booklet-ready = Quadern a punt: { $file }.
web-booklet-failed = No s'ha pogut fer el quadern: { $error }
web-cell-empty = { $cell } buida
