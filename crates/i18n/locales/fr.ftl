# The toolkit's messages in French. One file per language, the same ids in each
# (crates/i18n/tests/catalogs.rs checks it). Keep each section's messages together and add
# new ones at the end of their section.

## Shared words

no-solution = Pas de solution

## Command line: errors, warnings, record lines

## The check report

## The interactive session

## Step texts (explain, hint) and ratings

step-full-house = { $technique } : { $cell } est la dernière case vide { $unit ->
        [row] de la ligne
        [column] de la colonne
        [box] du bloc
       *[other] de l'unité supplémentaire
    } { $unit_n }, à laquelle il ne manque que le { $digit } → { $result }
step-naked-single = { $technique } : une fois retirés les chiffres de sa ligne, de sa colonne et de son bloc, il ne reste que le { $digit } en { $cell } → { $result }
step-hidden-single = { $technique } : { $unit ->
        [row] dans la ligne
        [column] dans la colonne
        [box] dans le bloc
       *[other] dans l'unité supplémentaire
    } { $unit_n }, le { $digit } ne peut aller qu'en { $cell } (son seul choix) → { $result }
step-locked-candidates = { $technique } : { $from ->
        [row] dans la ligne
        [column] dans la colonne
        [box] dans le bloc
       *[other] dans l'unité supplémentaire
    } { $from_n }, le { $digit } ne se trouve que { $to ->
        [row] dans la ligne
        [column] dans la colonne
        [box] dans le bloc
       *[other] dans l'unité supplémentaire
    } { $to_n } → { $result }
step-naked-subset = { $technique } : { $unit ->
        [row] dans la ligne
        [column] dans la colonne
        [box] dans le bloc
       *[other] dans l'unité supplémentaire
    } { $unit_n }, { $cells } ne contiennent que { $digits } → { $result }
step-naked-subset-two-units = { $technique } : { $unit ->
        [row] dans la ligne
        [column] dans la colonne
        [box] dans le bloc
       *[other] dans l'unité supplémentaire
    } { $unit_n } et { $unit2 ->
        [row] dans la ligne
        [column] dans la colonne
        [box] dans le bloc
       *[other] dans l'unité supplémentaire
    } { $unit2_n }, { $cells } ne contiennent que { $digits } → { $result }
step-hidden-subset = { $technique } : { $unit ->
        [row] dans la ligne
        [column] dans la colonne
        [box] dans le bloc
       *[other] dans l'unité supplémentaire
    } { $unit_n }, { $digits } ne peuvent aller qu'en { $cells } → { $result }
step-fish = { $technique } : le { $digit } { $base_kind ->
        [row] dans les lignes { $base } ne se trouve que dans les colonnes { $cover }
       *[column] dans les colonnes { $base } ne se trouve que dans les lignes { $cover }
    } → { $result }
step-finned-fish = { $technique } : le { $digit } { $base_kind ->
        [row] dans les lignes { $base } ne se trouve que dans les colonnes { $cover }
       *[column] dans les colonnes { $base } ne se trouve que dans les lignes { $cover }
    } (avec { $fin_count ->
        [one] l'aileron
       *[other] les ailerons
    } { $fins }) → { $result }
step-two-strong-links = { $technique } : le { $digit } est en { $cell1 } ou en { $cell2 } ({ $unit ->
        [row] ligne
        [column] colonne
        [box] bloc
       *[other] unité supplémentaire
    } { $unit_n }), et en { $cell3 } ou en { $cell4 } ({ $unit2 ->
        [row] ligne
        [column] colonne
        [box] bloc
       *[other] unité supplémentaire
    } { $unit2_n }) ; { $cell2 } et { $cell3 } se voient, donc { $cell1 } ou { $cell4 } contient le { $digit } → { $result }
step-empty-rectangle = { $technique } : dans le bloc { $box }, le { $digit } est sur une seule ligne et une seule colonne ({ $cells }) ; avec la paire conjuguée { $cell1 } – { $cell2 } { $line ->
        [row] dans la ligne
        [column] dans la colonne
        [box] dans le bloc
       *[other] dans l'unité supplémentaire
    } { $line_n } → { $result }
step-remote-pair = { $technique } : { $digits } alternent le long de { $cells }, donc { $first } et { $last } ont des chiffres différents → { $result }
step-w-wing = { $technique } : { $cell1 } et { $cell2 } contiennent { $digits } ; le { $link } est en { $end1 } ou en { $end2 }, qui les voient, donc l'une d'elles est le { $digit } → { $result }
step-xy-wing = { $technique } : pivot { $pivot } avec les pinces { $pincer1 } et { $pincer2 } : l'une des pinces est le { $digit } → { $result }
step-xyz-wing = { $technique } : pivot { $pivot } avec les pinces { $pincer1 } et { $pincer2 } : l'une des trois cases est le { $digit } → { $result }
step-ur-one-corner = { $technique } : { $cells } formeraient un motif mortel de { $digits } (deux solutions) ; { $cell } doit contenir un autre chiffre → { $result }
step-ur-shared-extra = { $technique } : { $cells } formeraient un motif mortel de { $digits } (deux solutions) ; l'une des cases { $corners } contient { $extra } → { $result }
step-ur-naked-subset = { $technique } : { $cells } formeraient un motif mortel de { $digits } (deux solutions) ; les chiffres supplémentaires { $extra } de deux coins et { $others } forment un sous-ensemble nu de { $subset } { $unit ->
        [row] dans la ligne
        [column] dans la colonne
        [box] dans le bloc
       *[other] dans l'unité supplémentaire
    } { $unit_n } → { $result }
step-ur-conjugate-pair = { $technique } : { $cells } formeraient un motif mortel de { $digits } (deux solutions) ; le { $digit } doit être en { $cell1 } ou en { $cell2 } → { $result }
step-ur-x-wing = { $technique } : { $cells } formeraient un motif mortel de { $digits } (deux solutions) ; le { $digit } ne se trouve que dans le rectangle sur ses lignes et ses colonnes → { $result }
step-hidden-rectangle = { $technique } : { $cells } formeraient un motif mortel de { $digits } (deux solutions) ; { $corner } est bivalente et le { $digit } ne se trouve que dans le rectangle le long de la ligne { $row } et de la colonne { $column } → { $result }
step-bug-plus-one = { $technique } : toutes les autres cases vides ont deux candidats ; { $cell } doit contenir le { $digit }, sinon la grille aurait deux solutions → { $result }
step-color-trap = { $technique } : le { $digit } occupe soit toutes les cases { $color1 }, soit toutes les cases { $color2 } ; ces cases voient les deux couleurs → { $result }
step-color-wrap = { $technique } : le { $digit } ne peut pas occuper toutes les cases { $wrong } (deux d'entre elles se voient), il occupe donc { $right } → { $result }
step-multi-color-trap = { $technique } : si la grille avait le { $digit } dans toutes les cases { $cells }, il manquerait aux deux couleurs de { $color1 } et { $color2 } → { $result }
step-multi-color-wing = { $technique } : { $seeing1 } et { $seeing2 } se voient, donc le { $digit } occupe { $fill1 } ou { $fill2 } → { $result }
step-chain = { $technique } : { $chain } (= lien fort, - lien faible) : le { $first_digit } en { $first_cells } ou le { $last_digit } en { $last_cells } est vrai → { $result }
step-als-xz = { $technique } : { $set1 } et { $set2 } ne peuvent pas contenir tous deux le { $common } (commun restreint), donc l'un d'eux contient { $digits } → { $result }
step-als-xy-wing = { $technique } : le pivot { $pivot } relie { $set1 } par le { $common1 } et { $set2 } par le { $common2 }, donc l'un d'eux contient { $digits } → { $result }
step-sue-de-coq = { $technique } : { $core } dans le bloc { $box } et { $line ->
        [row] dans la ligne
        [column] dans la colonne
        [box] dans le bloc
       *[other] dans l'unité supplémentaire
    } { $line_n }, avec { $line_part } { $line ->
        [row] de la ligne
       *[column] de la colonne
    } et { $box_part } du bloc, verrouillent leurs chiffres → { $result }
step-forcing-clash = { $technique } : si { $assumed } était vrai, { $clash } serait à la fois vrai et faux → { $result }
step-forcing-dead-end = { $technique } : si { $assumed } était vrai, une case ou une unité n'aurait plus aucun candidat → { $result }
step-forcing-false = { $technique } : si { $assumed } était faux, la grille n'aurait pas de solution → { $result }
step-verity-candidate = { $technique } : que { $candidate } soit vrai ou faux, on en déduit la même chose → { $result }
step-verity-cell = { $technique } : quel que soit le candidat de { $cell }, on en déduit la même chose → { $result }
step-verity-unit = { $technique } : où que soit le { $digit } { $unit ->
        [row] dans la ligne
        [column] dans la colonne
        [box] dans le bloc
       *[other] dans l'unité supplémentaire
    } { $unit_n }, on en déduit la même chose → { $result }
step-net-true = { $technique } : si { $assumed } était vrai, les candidats uniques et les positions uniques mèneraient à une contradiction → { $result }
step-net-false = { $technique } : si { $assumed } était faux, les candidats uniques et les positions uniques mèneraient à une contradiction → { $result }
step-net-verity = { $technique } : quel que soit le candidat de { $cell }, les candidats uniques et les positions uniques mènent à { $result }
step-brute-force = { $technique } : aucune technique ne s'applique ; la solution a le { $digit } en { $cell } → { $result }
hint-vague-unit = { $technique } { $unit ->
        [row] dans la ligne
        [column] dans la colonne
        [box] dans le bloc
       *[other] dans l'unité supplémentaire
    } { $unit_n }
hint-vague-cell = { $technique } autour de { $cell }
hint-vague = { $technique }
hint-solved = résolu : il ne reste rien à faire
hint-no-step = aucune étape trouvée
explain-summary = { $status ->
        [solved] résolu
       *[stuck] bloqué
    } : { $level } { $score } { $se } { $technique }
explain-summary-no-technique = { $status ->
        [solved] résolu
       *[stuck] bloqué
    } : { $level } { $score } { $se }
level-easy = facile
level-medium = moyen
level-hard = difficile
level-unfair = injuste
level-extreme = extrême
technique-full-house = Dernière case libre
technique-naked-single = Candidat unique
technique-hidden-single = Position unique
technique-locked-pair = Paire verrouillée
technique-locked-triple = Triplet verrouillé
technique-locked-candidates-type-1-pointing = Candidats verrouillés type 1 (pointage)
technique-locked-candidates-type-2-claiming = Candidats verrouillés type 2 (réclamation)
technique-naked-pair = Paire nue
technique-naked-triple = Triplet nu
technique-hidden-pair = Paire cachée
technique-hidden-triple = Triplet caché
technique-naked-quadruple = Quadruplet nu
technique-hidden-quadruple = Quadruplet caché
technique-x-wing = X-Wing
technique-swordfish = Espadon
technique-jellyfish = Méduse
technique-remote-pair = Paire distante
technique-bivalue-universal-grave-1 = Tombe universelle bivalente + 1
technique-skyscraper = Gratte-ciel
technique-2-string-kite = Cerf-volant à 2 ficelles
technique-turbot-fish = Poisson turbot
technique-empty-rectangle = Rectangle vide
technique-w-wing = W-Wing
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-uniqueness-test-1 = Test d'unicité 1
technique-uniqueness-test-2 = Test d'unicité 2
technique-uniqueness-test-3 = Test d'unicité 3
technique-uniqueness-test-4 = Test d'unicité 4
technique-uniqueness-test-5 = Test d'unicité 5
technique-uniqueness-test-6 = Test d'unicité 6
technique-hidden-rectangle = Rectangle caché
technique-finned-x-wing = X-Wing à aileron
technique-sashimi-x-wing = X-Wing sashimi
technique-finned-swordfish = Espadon à aileron
technique-sashimi-swordfish = Espadon sashimi
technique-finned-jellyfish = Méduse à aileron
technique-sashimi-jellyfish = Méduse sashimi
technique-sue-de-coq = Sue de Coq
technique-simple-colors = Coloriage simple
technique-multi-colors = Coloriage multiple
technique-x-chain = Chaîne X
technique-xy-chain = Chaîne XY
technique-discontinuous-nice-loop = Boucle discontinue
technique-aic = Chaîne d'inférences alternées (AIC)
technique-grouped-discontinuous-nice-loop = Boucle discontinue groupée
technique-grouped-aic = Chaîne d'inférences alternées groupée (AIC)
technique-almost-locked-set-xz-rule = Règle XZ des ensembles presque verrouillés
technique-almost-locked-set-xy-wing = XY-Wing d'ensembles presque verrouillés
technique-forcing-chain-contradiction = Chaîne forcée (contradiction)
technique-forcing-chain-verity = Chaîne forcée (vérité)
technique-forcing-net-contradiction = Réseau forcé (contradiction)
technique-forcing-net-verity = Réseau forcé (vérité)
technique-brute-force = Force brute

## PDF booklets

pdf-puzzle = Grille { $number }
pdf-answer = Solution { $number }
pdf-answers = Solutions
pdf-seed = graine { $seed }
pdf-seed-index = graine { $seed } #{ $index }
pdf-index = n° { $index }
pdf-title = Livret de sudokus

## The web page

web-language = Langue
web-size = Taille
web-difficulty = Difficulté
web-any = toutes
web-new-puzzle = Nouvelle grille
web-time = temps
web-board = Grille de sudoku
web-digits = chiffres
web-pencil = Crayon
web-pencil-title = Notes au crayon (P)
web-erase = Effacer
web-erase-title = Effacer (Retour arrière)
web-undo = Annuler
web-undo-title = Annuler (Ctrl+Z)
web-redo = Rétablir
web-redo-title = Rétablir (Ctrl+Y)
web-hint = Indice
web-hint-title = Indice (H)
web-check = Vérifier
web-reveal = Révéler
web-share = Partager
web-print = Imprimer
web-paste = Coller une grille
web-paste-placeholder = 81 caractères sur une ligne, une grille de lignes, une grille encadrée ou du JSON
web-load = Charger
web-booklet = Imprimer un livret (PDF)
web-booklet-count = Grilles
web-booklet-per-page = Par page
web-booklet-paper = Papier
web-paper-letter = Lettre US
web-booklet-about = De nouvelles grilles de la taille et de la difficulté choisies ci-dessus, avec les solutions à la fin.
web-booklet-make = Créer le PDF
web-keys = Touches
web-keys-help = Les flèches déplacent la sélection ; 1 à 9 placent un chiffre (10 et plus : tapez vite les deux chiffres, ou A = 10, B = 11, …) ; Retour arrière efface ; Maj+chiffre ou le mode Crayon ajoute ou retire une note ; Ctrl+Z / Ctrl+Y annulent et rétablissent ; H demande un indice.
web-making-puzzle = Création d'une grille…
web-new-puzzle-ready = Nouvelle grille : remplissez chaque ligne, colonne et bloc avec chaque chiffre une seule fois.
web-generate-failed = Impossible de créer une grille : { $error }
web-reading-puzzle = Lecture de la grille…
web-puzzle-loaded = Grille chargée.
web-puzzle-loaded-several = Grille chargée, mais elle a plusieurs solutions : la vérification et les indices en suivent une.
web-load-failed = Impossible de charger la grille : { $error }
web-info-generated = { $size }×{ $size }, { $level }, graine { $seed }
web-info-generated-any = { $size }×{ $size }, graine { $seed }
web-info-pasted = { $size }×{ $size }, collée
web-info-shared = { $size }×{ $size }, partagée
web-solution-revealed = Solution révélée.
web-solved = Résolue en { $time }. Bravo !
web-wrong-entry = { $cell } ne correspond pas à la solution : effacez d'abord ce chiffre.
web-no-hint = Pas d'indice : { $error }
web-solution-unknown = La solution de cette grille n'est pas connue.
web-wrong-count = { $count ->
        [one] { $count } chiffre est faux (barré).
       *[other] { $count } chiffres sont faux (barrés).
    }
web-no-mistakes = Aucune erreur pour l'instant ; il reste { $left ->
        [one] { $left } case
       *[other] { $left } cases
    } à remplir.
web-share-link = Lien vers cette grille (copié si le navigateur l'a permis) :
web-making-booklet = Création du livret…
web-booklet-ready = Livret prêt : { $file }.
web-booklet-failed = Impossible de créer le livret : { $error }
web-cell-empty = { $cell } vide
