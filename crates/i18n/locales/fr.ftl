# The toolkit's messages in French. One file per language, the same ids in each
# (crates/i18n/tests/catalogs.rs checks it). Keep each section's messages together and add
# new ones at the end of their section.

## Shared words

no-solution = Pas de solution

# The engine's errors and reasons (src/engine_text.rs). Cell names (r1c1) stay as they are.
unit-row = ligne {$n}
unit-column = colonne {$n}
unit-box = bloc {$n}
unit-extra = unité supplémentaire {$n}
conflict-reason = il y a un {$digit} en {$first} et en {$second}
no-solution-reason = Pas de solution : {$reason}
reason-givens-conflict = les indices se contredisent
reason-no-digit-fits = aucun chiffre ne va en { $cell }
reason-no-digit-fits-after-singles = aucun chiffre ne va en { $cell } une fois les singletons placés
reason-digit-no-place = le { $digit } n’a pas de place dans { $unit }
reason-digit-no-place-after-singles = le { $digit } n’a pas de place dans { $unit } une fois les singletons placés
reason-search-exhausted = la recherche a essayé tous les candidats sans trouver de solution
all-more-than = plus {$limit ->
    [one] d’une solution ; voici la première
   *[other] de {$limit} solutions ; voici les {$shown} premières
}
all-solutions = {$count ->
    [one] 1 solution
   *[other] {$count} solutions
}
parse-at-line = ligne {$line} : {$reason}
parse-at-column = ligne {$line}, colonne {$column} : {$reason}
parse-cell-count = { $found ->
    [one] {$found} case trouvée
   *[other] {$found} cases trouvées
}, {$expected} attendues
parse-bad-char = caractère invalide {$found} ; attendu : {$expected}
parse-bad-token = élément invalide {$found} ; attendu : {$expected}
parse-row-length = la ligne {$row} a { $found ->
    [one] {$found} case
   *[other] {$found} cases
}, {$expected} attendues
parse-row-count = { $found ->
    [one] {$found} ligne trouvée
   *[other] {$found} lignes trouvées
}, {$expected} attendues
parse-bad-json = JSON invalide : {$detail}
parse-empty = grille vide
parse-line-too-long = la ligne dépasse {$limit} octets
parse-expected-any-symbol = un chiffre, une lettre ou une case vide (. 0 _ - *)
parse-expected-line-digits = un chiffre de 1 à {$last} ou une case vide (. 0 _ - *)
parse-expected-line-letters = un chiffre de 1 à 9, une lettre de A à {$last} ou une case vide (. 0 _ - *)
parse-expected-grid-digits = un chiffre de 1 à {$size}, ou . ou 0 pour une case vide
parse-expected-grid-letters = un nombre de 1 à {$size} ou une lettre de A à {$last}, ou . ou 0 pour une case vide
parse-json-expected-object = un objet avec un tableau de lignes « grid » était attendu
parse-json-expected-rows = un tableau de lignes était attendu
parse-json-bad-number = {$cell} : {$value} n'est ni un chiffre de 1 à {$size} ni 0 pour une case vide
parse-json-bad-symbol = {$cell} : {$found} n'est ni un chiffre ni une case vide
parse-json-row-not-array = la ligne {$row} n'est pas un tableau
parse-not-a-grid = la valeur JSON n'est pas une grille : trouvé {$found}, attendu un tableau de lignes ou {"{"}"grid": …{"}"}
parse-json-kind = { $kind ->
    [null] null
    [boolean] un booléen
    [number] un nombre
    [string] une chaîne
    [array] un tableau
   *[object] un objet
}
parse-json-object-without-grid = un objet sans « grid »
parse-json-grid-holding = « grid » contenant {$what}
parse-hex-digits = 0 à côté de cases vides {$hole} dans une grille 16×16 sans aucun G : chiffres de 0 à F (hexadécimal) ? ici les chiffres d'une 16×16 sont 1-9 et A-G : écrivez chaque 0 comme G, ou n'utilisez le 0 que pour les cases vides
parse-minus-one-hole = {$found} n'est pas une case vide ici : les cases vides sont . ou 0 (les grilles de chiffres de 0 à N-1 avec -1 pour les cases vides se lisent comme des tableaux C, {"{{"}-1, 3, …{"}"}, …{"}"})
parse-bad-c-array = tableau C incorrect : {$detail}
shape-unknown-size = aucune forme de grille connue n'a la taille {$size} (tailles connues : {$sizes})
shape-no-boxes = {$cells} cases font une grille de {$size}×{$size}, qui n'a aucune forme de blocs (tailles connues : {$sizes})
shape-bad-box = les blocs de {$rows}×{$columns} cases ne sont pas pris en charge (chaque côté doit avoir entre 2 et 32 cases)
shape-cell-count = {$cells} cases ne correspondent à aucune grille connue (81 pour 9×9, 256 pour 16×16, ...)
grid-value-too-large = {$cell} : la valeur {$value} dépasse la taille de la grille, {$size}
interrupted-deadline = temps imparti écoulé
interrupted-cancelled = annulé
givens-conflict = les indices se contredisent : {$conflict}
logic-no-solution = pas de solution
logic-not-unique = plusieurs solutions ; la résolution pas à pas exige une solution unique
pencil-marks-length = les annotations demandent 729 caractères (9 par case, le chiffre ou '.'/'0'), il y en a {$found}
pencil-marks-char = caractère d'annotation invalide {$found} à la position {$position} (attendu : {$expected}, '.' ou '0')
generate-too-many = {$givens} indices ne tiennent pas dans une grille de {$size}×{$size}, qui a {$cells} cases
generate-below-minimum = aucune grille de {$size}×{$size} avec moins de {$minimum} indices n'a de solution unique ({$givens} demandés) ; autorisez plusieurs solutions pour descendre plus bas
generate-symmetry = la symétrie {$symmetry} ne peut pas donner exactement {$givens} indices sur une grille de {$size}×{$size} (le nombre doit être { $rule ->
    [multiple-of-4] un multiple de 4
    [multiple-of-4-or-next] un multiple de 4, ou un multiple de 4 plus un
    [even] pair
   *[any] quelconque
})
generate-minimal-needs-unique = une grille minimale est une grille dont chaque indice est nécessaire à l'unicité de la solution : elle ne peut pas admettre plusieurs solutions
generate-minimal-full = une grille minimale ne peut pas avoir ses {$cells} cases données : en retirer une seule laisse la solution unique
generate-multiple-needs-givens = une grille qui peut avoir plusieurs solutions demande un nombre d'indices (sans lui, on retire des indices tant que la solution reste unique)
generate-wanted-needs-unique = une grille d'un niveau ou d'une technique donnés doit avoir une solution unique (l'évaluateur la suit pas à pas)
generate-wanted-not-rated = les niveaux et les techniques ne sont évalués que jusqu'à {$rated}×{$rated}, pas pour {$size}×{$size}
generate-level-unreachable = aucune grille {$size}×{$size} n'est de niveau {$level} : les niveaux possibles à cette taille sont {$levels}
generate-technique-unreachable = aucune grille {$size}×{$size} ne demande {$technique} : les techniques employées à cette taille sont {$techniques}
generate-gave-up-closest = abandon après {$seconds} s : aucune grille { $minimal ->
    [yes] minimale à solution unique
   *[no] à solution unique
} avec exactement {$target} indices n'a été trouvée (la plus proche en avait {$closest})
generate-gave-up-target = abandon après {$seconds} s : aucune grille { $minimal ->
    [yes] minimale à solution unique
   *[no] à solution unique
} avec exactement {$target} indices n'a été trouvée
generate-gave-up-removing = abandon après {$seconds} s : des indices étaient encore en cours de retrait (jusqu'à {$closest}) quand le temps s'est écoulé
generate-gave-up = abandon après {$seconds} s : aucune grille trouvée
generate-not-found-level-technique = aucune grille de niveau « {$level} » qui demande {$technique} en {$seconds} s ({ $tried ->
    [one] {$tried} grille faite
   *[other] {$tried} grilles faites
})
generate-not-found-level = aucune grille de niveau « {$level} » en {$seconds} s ({ $tried ->
    [one] {$tried} grille faite
   *[other] {$tried} grilles faites
})
generate-not-found-technique = aucune grille qui demande {$technique} en {$seconds} s ({ $tried ->
    [one] {$tried} grille faite
   *[other] {$tried} grilles faites
})
generate-not-found = aucune grille en {$seconds} s ({ $tried ->
    [one] {$tried} grille faite
   *[other] {$tried} grilles faites
})
canon-size = les formes canoniques et les copies équivalentes ne sont définies que pour les grilles de 9×9, pas de {$size}×{$size}
unknown-name = nom inconnu {$name}

## Command line: errors, warnings, record lines

record-invalid = invalide : {$reason}
canon-summary = canon : { $records ->
    [one] {$records} enregistrement
   *[other] {$records} enregistrements
}, { $classes ->
    [one] {$classes} classe
   *[other] {$classes} classes
}, { $duplicates ->
    [one] {$duplicates} doublon
   *[other] {$duplicates} doublons
}, { $invalid ->
    [one] {$invalid} invalide
   *[other] {$invalid} invalides
}
serve-time-limit = --time-limit doit être supérieur à 0 et de 600 secondes au plus
serve-reachable = écoute sur {$address} : d'autres machines peuvent joindre ce serveur
serve-serving = service sur {$url} (Ctrl+C pour arrêter)
serve-bad-address = {$address} n'est pas une adresse d'écoute : donnez IP:PORT, HÔTE:PORT (localhost:8080) ou un port (8080)
serve-cannot-serve = impossible de servir sur {$address}
pdf-to-terminal = refus d'écrire un PDF dans le terminal : redirigez la sortie vers un fichier (> booklet.pdf)
generate-seed = graine {$seed} (répétez cette exécution avec --seed {$seed})
generate-failed = grille {$puzzle} : {$reason}
generate-variant-option = --{ $option } ne s'applique pas encore aux grilles variantes (--variant)
generate-failed-in-time = grille {$puzzle} : {$reason} ; un --puzzle-timeout plus long pourrait en trouver une
generate-stopped = arrêté à la limite de temps ({$limit} s) : {$made} grilles faites sur {$count} ; non faites : {$ranges}
generate-stats = statistiques : { $puzzles ->
    [one] {$puzzles} grille
   *[other] {$puzzles} grilles
}, { $made ->
    [one] {$made} faite
   *[other] {$made} faites
}, { $failed ->
    [one] {$failed} échec
   *[other] {$failed} échecs
}, {$seconds} s, {$rate} grilles/s, { $threads ->
    [one] {$threads} fil
   *[other] {$threads} fils
}
size-not-a-number = {$value} n'est pas un nombre (tailles : 4, 6, 8, 9, 12, 16, 25)
hole-expected = attendu : l'un de . 0 _ - *
seconds-not-positive = {$value} n'est pas un nombre positif de secondes
no-puzzles-read = aucune grille lue
stats-line = statistiques : { $puzzles ->
    [one] {$puzzles} grille
   *[other] {$puzzles} grilles
}, { $solved ->
    [one] {$solved} résolue
   *[other] {$solved} résolues
}, {$no_solution} sans solution, {$several} à plusieurs solutions, { $invalid ->
    [one] {$invalid} invalide
   *[other] {$invalid} invalides
}, {$seconds} s, {$rate} grilles/s
show-stats = statistiques : { $puzzles ->
    [one] {$puzzles} grille
   *[other] {$puzzles} grilles
}, { $shown ->
    [one] {$shown} affichée
   *[other] {$shown} affichées
}, { $invalid ->
    [one] {$invalid} invalide
   *[other] {$invalid} invalides
}, {$seconds} s, {$rate} grilles/s
progress-bar = {$bar} {$pos}/{$len} grilles, {$rate}, reste {$eta}
progress-spinner = {$spinner} {$pos} grilles, {$rate} [{$elapsed}]
reading-stdin = lecture des grilles sur l'entrée standard… ({$key} pour terminer)
unknown-input-format = format inconnu {$value} (attendu : line, grid, boxed, json, c-array, csv ou tsv)
table-error = {$location} : colonne {$column} : {$reason}
table-error-at = {$location} : colonne {$column}, caractère {$character} : {$reason}
source-binary = {$source} : fichier binaire, ignoré
source-not-puzzles = {$source} : pas un fichier de grilles ({$bad} enregistrements erronés d'affilée), ignoré
source-hidden = {$source} : caché, ignoré
source-link-to-directory = {$source} : lien vers un répertoire, ignoré
source-not-regular = {$source} : pas un fichier ordinaire, ignoré
io-not-found = fichier ou répertoire introuvable
io-permission-denied = permission refusée
csv-no-column = aucune colonne ne s'appelle {$name} (l'en-tête contient {$columns})
csv-column-out-of-range = pas de colonne {$number} : la table a {$width} colonnes
csv-no-header = pas de ligne d'en-tête où chercher la colonne {$name} : désignez la colonne par son numéro (1 = la première)
csv-no-puzzle-column = aucun champ de la première ligne de données ne contient de grille : désignez la colonne des grilles avec --column
format-not-for-command = `sudoku {$command}` ne peut pas écrire --format {$format} : choisissez parmi {$formats}
c-array-base-expected = 0 ou 1 attendu
per-page-expected = impossible de mettre {$count} grilles sur une page : choisissez 1, 2, 4 ou 6
paper-expected = papier inconnu {$name} : choisissez a4 ou letter
several-solutions = Plusieurs solutions
several-solutions-printed-first = la grille a plusieurs solutions ; la première a été écrite
several-solutions-steps = Plusieurs solutions : la résolution pas à pas exige une solution unique
solve-left-out = pas de solution : {$reason} ; grille laissée hors du livret
all-no-pdf = --all ne peut pas faire de livret PDF : écrivez les solutions en texte ou en SVG
all-no-table = --all ne peut pas écrire de tableau (une ligne par grille) : écrivez les solutions en texte ou en JSON
at-least = au moins {$count}
reason-candidates-dead-end = il n'y a aucune façon de compléter ces candidats
stopped = interrompu : {$reason}
bench-skipped = {$error} : grille ignorée
bench-no-puzzles = {$source} : aucune grille
bench-unsolvable = {$source} : { $count ->
    [one] {$count} des grilles n'a pas de solution
   *[other] {$count} des grilles n'ont pas de solution
}
bench-shuffle-size = {$source} : grille {$puzzle} : mélange impossible : --shuffle n'accepte que des grilles 9×9

# The command line's help (src/help.rs): the description of the command and of each
# subcommand. The English ones are what the code's doc comments say (a test compares them).
help-sudoku = La commande `sudoku` : résout, compte, vérifie, génère, évalue et explique des grilles de sudoku
help-solve = Résout des grilles : écrit la solution de chacune, ou « Pas de solution » avec la raison
help-count = Compte les solutions de chaque grille ; une ligne par grille (un minimum quand la limite arrête le décompte)
help-check = Vérifie des grilles : lignes, colonnes et blocs, complétude et cohérence
help-bench = Mesure les performances du solveur sur des fichiers de grilles (un fil, moteur seul : ni lecture ni écriture)
help-generate = Génère des grilles : exactement N indices ou minimales, à solution unique ou non, symétriques, à partir d'une graine
help-interactive = Une session : tapez un nombre d'indices, voyez une grille et jusqu'à 10 solutions vérifiées
help-serve = Sert une page pour jouer (grilles nouvelles par taille et difficulté, ou collées), avec des aides, et une API JSON (`/api/solve`, `/api/hint`, … ; décrite à `/api/openapi.json`)
help-explain = Explique des grilles : chaque étape d'une résolution humaine en mots simples, puis l'évaluation
help-hint = Aide : l'étape suivante d'une résolution humaine pour chaque grille, une ligne par grille
help-rate = Évalue des grilles : niveau et score HoDoKu, et une note de style SE, une ligne par grille. `--format csv` (ou `tsv`) écrit chaque ligne d'entrée suivie de `level,score,se,hardest,error`
help-canon = Écrit la forme canonique minlex de chaque grille 9×9 : la plus petite chaîne de 81 caractères (`0` pour une case vide) parmi les 3 359 232 transformations qui gardent une grille valide (permutations de bandes, de lignes, de piles et de colonnes, transposition) et les renumérotations des chiffres. Des grilles équivalentes ont la même forme. Une ligne par enregistrement d'entrée, dans l'ordre d'entrée
help-transform = Écrit des copies équivalentes aléatoires de chaque grille 9×9 : chaque copie applique une transformation aléatoire uniforme qui garde une grille valide (permutations de bandes, de lignes, de piles et de colonnes, transposition) et une renumérotation aléatoire des chiffres. Les copies sont écrites au format ligne (`.` pour une case vide), celles d'une même grille ensemble, dans l'ordre d'entrée
help-show = Affiche des grilles sans les résoudre : chacune dans le format que donne `--format` (par défaut, celui de l'entrée), pour la regarder ou pour convertir un fichier d'un format à un autre. Les enregistrements gardent l'ordre de l'entrée ; un enregistrement illisible est signalé sur stderr avec sa position et remplacé par une ligne `invalide : …` (en sortie JSON, un objet avec `error` et `source` ; code de sortie 2), et la suite continue
help-completions = Écrit un script de complétion pour le shell : `sudoku completions bash > ~/.local/share/bash-completion/completions/sudoku`
help-man = Écrit la page de manuel (roff) : `sudoku man > sudoku.1; man ./sudoku.1`
help-interactive-more = Chaque solution est suivie de son rapport par lignes, colonnes et blocs, tel que l'écrit `sudoku check`. Tapez un mot de fin dans l'une des cinq langues (`fin`, `quitter`, `end`, `quit`, `exit`, `q`, `fi`, `sortir`, `salir`, `fim`, `sair`) ou fermez l'entrée pour terminer.
help-generate-reproducible = La grille i d'une exécution ne dépend que de la graine, des options et de i : la même graine donne la même sortie octet pour octet, quel que soit --threads.
help-generate-failures = Si une grille ne peut pas être faite dans la limite de --puzzle-timeout (trop peu d'indices demandés, ou aucune grille du niveau ou de la technique voulus n'est apparue), une erreur qui la nomme va sur stderr à sa place (`error: grille N : ...`), les autres grilles sont quand même faites et écrites, de sorte qu'il en sort moins que --count, et le code de sortie est 1. Avec --timeout toute la commande s'arrête à ce moment : les grilles finies sont écrites, les autres sont nommées sur stderr (`error: arrêté à la limite de temps ...`) et le code de sortie est 1. Les demandes impossibles (sous le minimum prouvé d'indices, plus d'indices que de cases, une grille minimale dont toutes les cases sont données, un nombre que la symétrie ne peut pas donner) sont refusées avant tout travail, avec le code de sortie 2.
# clap's own words, as clap writes them in English.
help-usage = Utilisation :
help-commands = Commandes 
help-options = Options 
help-arguments = Arguments 
help-flag-help = Affiche l'aide
help-flag-version = Affiche la version
help-subcommand = Affiche ce message ou l'aide des commandes indiquées
help-default = [par défaut : {$value}]
help-possible-values = [valeurs possibles : {$values}]
# The options, one message per option (or per option and subcommand when they differ).
arg-addr = L'adresse d'écoute : IP:PORT, HÔTE:PORT (localhost:8080) ou un PORT seul (sur l'interface locale). Par défaut, l'interface locale seulement (loopback) ; une autre adresse rend la page et l'API joignables depuis d'autres machines
arg-against = Vérifie les solutions d'un jeu de données : pour chaque ligne d'un tableau CSV ou TSV, COLUMN (un nom d'en-tête, ou un numéro, 1 = la première) doit contenir une grille complète qui n'enfreint aucune règle et garde tous les indices de la grille, et la grille doit avoir exactement une solution (on en compte jusqu'à deux, donc une grille à plusieurs solutions est une discordance même si celle donnée en fait partie). La sortie texte liste chaque discordance sous la forme `fichier:ligne: ce qui ne va pas` ; les autres formats donnent toutes les lignes et répètent chaque discordance sur stderr. Un résumé va sur stderr ; le code de sortie est 1 si une ligne ne concorde pas
arg-all = Écrit toutes les solutions, jusqu'à --limit, sans rien d'autre ; une ligne de commentaire `#` avant les solutions de chaque grille en donne le nombre ou, quand --limit dépasse 10⁷ et que la grille a plus de 1024 solutions, annonce que ce nombre viendra après elles, dans une dernière ligne `#`
arg-allow-multiple = La grille doit seulement avoir une solution, elle peut en avoir plusieurs ; demande --clues
arg-bench-backend = Le moteur de résolution
arg-canonical = Avec --dedup : écrit la forme canonique de chaque classe au lieu de sa première grille
arg-check-format = `line` (par défaut) écrit le rapport texte ; `json` un objet JSON par grille ; `svg` une image où les cases en conflit sont marquées ; `csv` et `tsv` chaque ligne d'entrée suivie de `complete,consistent,solutions,error` (avec --against : `valid,keeps_givens,unique,mismatch,error`)
arg-clues = Exactement ce nombre d'indices. Sans cette option, des indices sont retirés dans un ordre aléatoire tant que la solution reste unique, donc la grille est minimale
arg-column = Dans une entrée CSV ou TSV, la colonne qui contient les grilles : un nom d'en-tête, ou un numéro (1 = la première colonne ; le seul moyen d'en désigner une dans un tableau sans en-tête). Par défaut : la première colonne dont la première ligne de données contient une grille (si cette ligne n'en contient aucune, celle qui s'appelle puzzle, quizzes ou question)
arg-copies = Copies par grille
arg-count = Combien de grilles faire
arg-count-format = `line` (par défaut) écrit un nombre de solutions par ligne ; `json` un objet JSON par grille ; `csv` et `tsv` chaque ligne d'entrée suivie de `count,at_least,error`
arg-count-limit = Arrête le décompte à ce nombre de solutions (au moins 1)
arg-dedup = N'écrit que la première grille de chaque classe de grilles équivalentes, telle que lue (au format ligne, `.` pour une case vide), puis un résumé sur stderr : enregistrements, classes, doublons, invalides. Les enregistrements incorrects ne sont signalés que sur stderr. Tourne sur un seul fil, puisque « première » veut dire première dans l'ordre d'entrée. La forme de chaque classe est gardée en mémoire (compactée en 41 octets, environ 50 à 100 octets par classe avec la table de hachage), donc la mémoire croît avec le nombre de classes
arg-difficulty = Seulement des grilles d'exactement ce niveau HoDoKu (easy, medium, hard, unfair, extreme ; tailles jusqu'à 9×9) : des grilles sont faites et évaluées jusqu'à ce qu'une convienne, dans la limite de --puzzle-timeout
arg-files = Fichiers de grilles (dans n'importe quel format pris en charge)
arg-first = S'arrête à la première solution, sans prouver que c'est la seule (plus rapide)
arg-generate-format = Format de sortie
arg-generate-hole = Le caractère des cases vides dans les formats line et boxed (`.`, ou `0` pour les programmes qui ne veulent que des chiffres)
arg-generate-seed = Graine : la même graine et les mêmes options donnent les mêmes grilles, sur n'importe quelle machine et avec n'importe quel nombre de fils. Par défaut : une graine aléatoire, écrite sur stderr
arg-generate-size = Taille de la grille : 4, 6, 8, 9, 12, 16, 25, ou toute autre taille qui a une forme de bloc jusqu'à 32 (une grille minimale de plus de 16×16 peut prendre des minutes ; avec --clues, quelques millisecondes)
arg-input-format = Le format d'entrée : line, grid, boxed, json, c-array, csv ou tsv. S'il n'est pas donné, il est détecté pour chaque source : un nom en `.csv` ou `.tsv`, ou une première ligne de champs séparés par des virgules ou des tabulations qui ne sont pas tous des grilles, donne un tableau (une première ligne sans grille en est l'en-tête) ; sinon, la première ligne de données indique le format de la grille (`{"{{"}`, `{"{"}` suivi d'un nombre, ou `int m[9][9] =` commencent un tableau C)
arg-interactive-seed = Graine des grilles (par défaut : aléatoire, écrite sur stderr) ; la k-ième grille de la session est la grille k de `sudoku generate --allow-multiple` avec cette graine
arg-interactive-size = Taille de la grille : 4, 6, 8, 9, 12, 16, 25, ou toute autre taille qui a une forme de bloc jusqu'à 32
arg-lang = La langue des messages : en, ca, es, fr ou pt. Sans cette option, la langue vient de LC_ALL, LC_MESSAGES, LANG et LANGUAGE, comme pour les autres programmes ; à défaut, l'anglais. Les grilles, les nombres, le JSON et les codes de sortie sont les mêmes dans toutes les langues
arg-logic-format = `line` (par défaut) écrit les étapes en texte ; `json` un objet JSON par grille et par ligne (JSON Lines)
arg-min-time = Temps minimal par fichier, en secondes
arg-minimal = Garantit qu'aucun indice (avec --symmetry : aucun groupe symétrique d'indices) ne peut être retiré sans perdre l'unicité. Les grilles faites sans --clues le sont toujours
arg-mode = `unique` : trouve la solution et prouve qu'il n'y en a pas d'autre (compte jusqu'à 2) ; `first` : s'arrête à la première solution
arg-no-progress = N'affiche jamais la barre de progression (elle n'apparaît que si stderr est un terminal)
arg-paper = Avec `--format pdf` : format du papier, `a4` ou `letter`
arg-paths = Fichiers de grilles, répertoires (tous les fichiers qu'ils contiennent, sous-répertoires compris, dans l'ordre des noms ; les fichiers cachés sont ignorés) ou `-` pour l'entrée standard. Sans chemin, l'entrée standard est lue
arg-pencil-marks = Lit chaque enregistrement comme 729 caractères d'annotations (pour chaque case neuf caractères, le chiffre ou `.`/`0`) au lieu d'une grille
arg-per-page = Avec `--format pdf` : grilles par page (1, 2, 4 ou 6)
arg-require-unique = Traite une grille à plusieurs solutions comme une erreur (code de sortie 1)
arg-solutions = Le nombre maximal de solutions listées pour chaque grille
arg-solve-format = Format de sortie de toute l'exécution ; par défaut, celui de la première grille lue (le format ligne pour les grilles d'un tableau)
arg-solve-hole = Le caractère des cases vides dans les formats line, grid, boxed et tableau (`.` par défaut ; `0` est l'autre choix courant)
arg-solve-limit = Avec --all : le nombre maximal de solutions écrites par grille (au moins 1)
arg-stats = Écrit une ligne de résumé sur stderr à la fin : résolues, sans solution, à plusieurs solutions, invalides, secondes, grilles/s
arg-symmetry = Symétrie des indices : mirror est gauche-droite, flip est haut-bas ; random en tire une par grille parmi celles qui permettent le nombre d'indices
arg-technique = Seulement des grilles dont la résolution pas à pas utilise cette technique (p. ex. x-wing, xy-wing, "empty rectangle" ; tailles jusqu'à 9×9), dans la limite de --puzzle-timeout
arg-threads = Fils de travail (par défaut, ou 0 : tous les cœurs ; 256 au plus s'exécutent). La sortie garde l'ordre d'entrée
arg-time-limit = Durée maximale du travail du moteur pour une requête, en secondes
arg-timeout = Arrête toute la commande au bout de SECS secondes : les grilles finies à ce moment sont écrites, celles en cours s'arrêtent en quelques millisecondes, et la commande sort avec le code 1 en disant combien ont été faites. Par défaut : pas de limite
arg-shuffle = Résout plutôt des copies équivalentes aléatoires : la grille `i` de chaque fichier (à partir de 0) devient sa copie par la transformation que `SEED` tire pour `i`, celle qu'écrit `sudoku transform --seed SEED`. Grilles 9×9 seulement
arg-puzzle-timeout = Secondes qu'une grille peut prendre avant qu'on y renonce : une erreur qui la nomme va sur stderr et les autres grilles sont quand même faites [par défaut : 30 pour les demandes qui peuvent ne jamais aboutir (--clues, --difficulty, --technique, --variant), pas de limite sinon]
arg-transform-seed = Graine : la même graine donne les mêmes copies, sur n'importe quelle machine et avec n'importe quel nombre de fils. Par défaut : une graine aléatoire, écrite sur stderr
arg-vague = N'indique que la technique et l'unité où regarder, pas les cases ni les chiffres
arg-with-solution = Écrit la solution de chaque grille après elle (format line : sur la même ligne, après une espace)
arg-variant = Grilles variantes de ces types, séparés par des virgules : killer, killer-minimal (cages sur une partie de la grille), jigsaw, x, windoku, anti-knight, anti-king, non-consecutive, thermo, arrow, kropki, kropki-minimal, xv, xv-minimal, little-killer, sandwich, whispers, renban (p. ex. killer,anti-knight) ; tailles 4, 6 et 9 (windoku 9 seulement ; xv 6 et 9) ; --format json (par défaut), fpuzzles, sudokupad, csv, svg ou pdf
arg-bench-paths = Fichiers de grilles (dans tout format reconnu), répertoires (tous les fichiers qu'ils contiennent, sous-répertoires compris ; une ligne du tableau par fichier) ou `-` pour l'entrée standard. Sans chemin, l'entrée standard est lue
arg-with-filename = Nomme le fichier de chaque enregistrement dans la sortie texte : `FICHIER:LIGNE:` devant chaque ligne dans les formats d'une ligne, une ligne `# FICHIER` avant le premier enregistrement de chaque fichier dans les formats grid et boxed (un commentaire, pour que la sortie se relise comme entrée). C'est le comportement par défaut quand plusieurs chemins ou un répertoire sont donnés. Le JSON nomme déjà le `source` de chaque enregistrement ; les tableaux et les livrets ne changent pas
arg-no-filename = Ne nomme jamais les fichiers dans la sortie, même quand plusieurs sont lus
arg-all-errors = Signale chaque enregistrement erroné. Par défaut, un fichier dont les 10 premiers enregistrements sont erronés n'est pas un fichier de grilles : il est nommé une fois sur stderr et ignoré
arg-c-array-base = Avec `--format c-array` : la valeur du premier chiffre, 0 (chiffres de 0 à N-1 et -1 pour une case vide, comme les écrit le cours de programmation français) ou 1 (chiffres de 1 à N et 0 pour une case vide). Les deux se relisent comme entrée
arg-hint-format = `line` (par défaut) écrit l'étape en texte ; `json` un objet JSON par grille et par ligne ; `svg` une image de la position où l'étape est marquée
arg-rate-format = `line` (par défaut) écrit `LEVEL SCORE SE HARDEST` par grille ; `json` un objet JSON par grille et par ligne ; `csv` et `tsv` chaque ligne d'entrée suivie de `level,score,se,hardest,error`
arg-shell = Le shell : bash, zsh, fish, powershell ou elvish
# clap's errors about the command line (src/help.rs), as clap writes them in English.
clap-invalid-value = valeur invalide '{$value}' pour '{$arg}'
clap-invalid-value-because = valeur invalide '{$value}' pour '{$arg}' : {$reason}
clap-value-required = '{$arg}' demande une valeur, mais aucune n'a été donnée
clap-unexpected-argument = argument inattendu '{$arg}'
clap-unexpected-value = valeur inattendue '{$value}' pour '{$arg}' ; aucune autre n'était attendue
clap-unrecognized-subcommand = commande inconnue '{$name}'
clap-missing-arguments = ces arguments obligatoires n'ont pas été donnés :
clap-conflict = l'argument '{$arg}' ne peut pas être utilisé avec '{$other}'
clap-conflict-several = l'argument '{$arg}' ne peut pas être utilisé avec :
clap-used-twice = l'argument '{$arg}' ne peut pas être utilisé plusieurs fois
clap-similar-argument = conseil : { $count ->
    [one] un argument semblable existe
   *[other] des arguments semblables existent
} : {$suggestions}
clap-similar-value = conseil : { $count ->
    [one] une valeur semblable existe
   *[other] des valeurs semblables existent
} : {$suggestions}
clap-similar-subcommand = conseil : { $count ->
    [one] une commande semblable existe
   *[other] des commandes semblables existent
} : {$suggestions}
clap-try-help = Pour plus d'informations, essayez '{$flag}'.

## The check report

check-rows-ok = lignes correctes
check-columns-ok = colonnes correctes
check-boxes-ok = blocs corrects
check-rows-conflicts = lignes : {$conflicts}
check-columns-conflicts = colonnes : {$conflicts}
check-boxes-conflicts = blocs : {$conflicts}
check-conflict-in-unit = {$conflict} ({$unit})
check-complete = solution complète et cohérente
check-incomplete-no-solution = grille cohérente mais incomplète ({ $empty ->
    [one] {$empty} case vide
   *[other] {$empty} cases vides
}), et sans solution
check-incomplete-unique = grille cohérente mais incomplète ({ $empty ->
    [one] {$empty} case vide
   *[other] {$empty} cases vides
}) ; elle a exactement une solution
check-incomplete-several = grille cohérente mais incomplète ({ $empty ->
    [one] {$empty} case vide
   *[other] {$empty} cases vides
}) ; elle a plusieurs solutions
check-inconsistent = grille incohérente : { $conflicts ->
    [one] {$conflicts} conflit
   *[other] {$conflicts} conflits
}
check-puzzle-no-solution = la grille n'a pas de solution
check-puzzle-several = la grille a plusieurs solutions
check-no-solution-field = la ligne n'a pas de champ de solution
check-solution-size = la solution fait {$solution}×{$solution}, la grille {$puzzle}×{$puzzle}
check-solution-unreadable = la solution est illisible : {$reason}
check-solution-unreadable-at = la solution est illisible : {$reason} (caractère {$character})
check-solution-empty = la solution a { $empty ->
    [one] {$empty} case vide
   *[other] {$empty} cases vides
}
check-solution-breaks-rules = la solution enfreint les règles : {$conflict} ({$unit})
check-solution-breaks-rules-more = la solution enfreint les règles : {$conflict} ({$unit}), et { $more ->
    [one] {$more} autre conflit
   *[other] {$more} autres conflits
}
check-solution-changes-given = la solution change l'indice en {$cell} : {$found} au lieu de {$given}
check-solution-changes-given-more = la solution change l'indice en {$cell} : {$found} au lieu de {$given} (et { $more ->
    [one] {$more} autre indice
   *[other] {$more} autres indices
})
check-solution-erases-given = la solution vide l'indice en {$cell}, qui était un {$given}
check-solution-erases-given-more = la solution vide l'indice en {$cell}, qui était un {$given} (et change { $more ->
    [one] {$more} autre indice
   *[other] {$more} autres indices
})
check-mismatch = discordance : {$location} : {$problems}
check-against-summary = check : { $rows ->
    [one] {$rows} ligne
   *[other] {$rows} lignes
}, { $matches ->
    [one] {$matches} concorde
   *[other] {$matches} concordent
}, { $mismatches ->
    [one] {$mismatches} ne concorde pas
   *[other] {$mismatches} ne concordent pas
}, { $invalid ->
    [one] {$invalid} invalide
   *[other] {$invalid} invalides
}
check-against-format = --against écrit un rapport : utilisez le format text, json, csv ou tsv
check-against-needs-table = --against demande un tableau CSV ou TSV, avec la solution dans une colonne

## The interactive session

# The word the prompt names to end the session, and more words that end it (separated by
# commas). Every language's words end the session, whatever the language.
interactive-end-word = fin
interactive-more-end-words = quitter
# The code adds a space after the prompt.
interactive-prompt = Nombre d'indices (de 0 à {$cells}), ou « { interactive-end-word } » pour terminer :
interactive-too-many = {$n} dépasse les {$cells} cases de la grille : tapez un nombre de 0 à {$cells}, ou « { interactive-end-word } » pour terminer
interactive-empty = vous n'avez rien tapé : tapez un nombre de 0 à {$cells}, ou « { interactive-end-word } » pour terminer
interactive-not-a-number = « {$entry} » n'est pas un nombre : tapez un nombre de 0 à {$cells}, ou « { interactive-end-word } » pour terminer
interactive-initial-grid = Grille initiale
interactive-solution-heading = { $k ->
    [1] 1re
   *[other] {$k}e
} solution trouvée :
interactive-more-solutions = { $limit ->
    [one] Il y a plus d'une solution ; voici la première.
   *[other] Il y a plus de {$limit} solutions ; voici les {$limit} premières.
}
interactive-solutions-in-all = { $count ->
    [one] {$count} solution en tout.
   *[other] {$count} solutions en tout.
}
interactive-seed = graine {$seed} (répétez cette session avec --seed {$seed})

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
step-chain-one = { $technique } : { $chain } (= lien fort, - lien faible) : le { $digit } en { $cells } est vrai → { $result }
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
step-only-digit = { $technique } : les règles ne laissent que le { $digit } en { $cell } → { $result }
step-rule = { $technique } sur { $cells }{ $clue } : aucune façon de respecter sa règle n'utilise ces candidats → { $result }
step-house-sum = { $technique } : les unités et les cages donnent { $terms } = { $total } → { $result }
step-contradiction-at = { $technique } : si { $cell } valait { $digit }, les règles seraient enfreintes en { $at } → { $result }
step-contradiction = { $technique } : si { $cell } valait { $digit }, les règles seraient enfreintes → { $result }
step-trial = { $technique } : si { $cell } valait { $digit }, aucune grille ne respecterait les règles (une recherche a essayé toutes les voies) → { $result }
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
        [solved] résolue
       *[stuck] bloquée
    } : { $level } { $score } { $se } { $technique }
explain-summary-no-technique = { $status ->
        [solved] résolue
       *[stuck] bloquée
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
technique-avoidable-rectangle-type-1 = Rectangle évitable type 1
technique-avoidable-rectangle-type-2 = Rectangle évitable type 2
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
technique-continuous-nice-loop = Boucle continue
technique-grouped-discontinuous-nice-loop = Boucle discontinue groupée
technique-grouped-aic = Chaîne d'inférences alternées groupée (AIC)
technique-grouped-continuous-nice-loop = Boucle continue groupée
technique-almost-locked-set-xz-rule = Règle XZ des ensembles presque verrouillés
technique-almost-locked-set-xy-wing = XY-Wing d'ensembles presque verrouillés
technique-forcing-chain-contradiction = Chaîne forcée (contradiction)
technique-forcing-chain-verity = Chaîne forcée (vérité)
technique-forcing-net-contradiction = Réseau forcé (contradiction)
technique-forcing-net-verity = Réseau forcé (vérité)
technique-brute-force = Force brute
# Techniques of variant puzzles.
technique-odd-even-cell = Case paire/impaire
technique-greater-than-sign = Signe supérieur à
technique-minimum-maximum-cell = Case minimum/maximum
technique-thermometer = Thermomètre
technique-palindrome = Palindrome
technique-killer-cage = Cage killer
technique-kropki-dot = Point kropki
technique-xv-sign = Signe XV
technique-non-consecutive-neighbours = Voisines non consécutives
technique-whispers-line = Ligne de murmures
technique-between-line = Ligne entre-deux
technique-quadruple = Quadruple
technique-clone = Clone
technique-arrow = Flèche
technique-renban-line = Ligne renban
technique-entropic-line = Ligne entropique
technique-modular-line = Ligne modulaire
technique-zipper-line = Ligne fermeture éclair
technique-little-killer = Petit killer
technique-region-sum-line = Ligne de sommes par région
technique-indexer = Indexeur
technique-sandwich-sum = Somme sandwich
technique-x-sum = Somme X
technique-skyscraper-clue = Indice gratte-ciel
technique-innies-and-outies = Intérieurs et extérieurs
technique-contradiction = Contradiction
technique-rule-forcing-net = Réseau forcé par les règles
technique-trial-and-error = Essai et erreur

## PDF booklets

pdf-puzzle = Grille { $number }
pdf-answer = Solution { $number }
pdf-answers = Solutions
pdf-seed = graine { $seed }
pdf-seed-index = graine { $seed } #{ $index }
pdf-index = n° { $index }
pdf-title = Livret de sudokus

## Rules captions of variant pictures

caption-anti-knight = Anti-cavalier : deux cases séparées d'un saut de cavalier contiennent des chiffres différents.
caption-anti-king = Anti-roi : deux cases séparées d'un pas de roi contiennent des chiffres différents.
caption-non-consecutive = Non consécutif : deux cases voisines ne contiennent jamais des chiffres consécutifs.
caption-disjoint-groups = Groupes disjoints : les cases à la même position dans leur région contiennent des chiffres différents.
caption-no-difference-consecutive = Tous les points blancs sont donnés : deux cases voisines sans point ne contiennent pas des chiffres consécutifs.
caption-no-difference = Tous les points blancs sont donnés : deux cases voisines sans point ne diffèrent jamais de { $value }.
caption-no-ratio-double = Tous les points noirs sont donnés : de deux cases voisines sans point, aucune n'est le double de l'autre.
caption-no-ratio = Tous les points noirs sont donnés : deux cases voisines sans point ne sont jamais dans le rapport 1:{ $value }.
caption-no-xv = Tous les X et V sont donnés : deux cases voisines sans signe n'ont pour somme ni 10 ni 5.
caption-sandwich = Sandwich : un nombre à l'extérieur donne la somme des chiffres entre le 1 et le { $n } de sa ligne ou colonne.
caption-x-sum = Sommes X : un nombre à l'extérieur donne la somme des X premiers chiffres de son côté, X étant le premier.
caption-skyscraper = Gratte-ciel : un nombre à l'extérieur compte les chiffres vus depuis lui, les plus hauts cachant les plus bas.
caption-slow-thermometer = Un thermomètre à bulbe creux est lent : ses chiffres peuvent rester égaux.
caption-indexer-column = Les cases rouges indexent les colonnes : un chiffre X en rRcC place C en rRcX.
caption-indexer-row = Les cases bleues indexent les lignes : un chiffre X en rRcC place R en rXcC.
caption-indexer-box = Les cases vertes indexent les blocs : un chiffre X à la position P d'un bloc place P à la position X.
caption-whispers = Lignes vertes : des chiffres voisins diffèrent d'au moins { $difference }.
caption-modular = Lignes turquoise : { $modulus } cases consécutives quelconques sont différentes modulo { $modulus }.
caption-clone = Les cases de même teinte contiennent les mêmes chiffres.
caption-not-drawn = { $kind } : règle non dessinée (voir les règles de la grille).

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
web-new-variant-ready = Nouvelle grille : remplissez chaque ligne, colonne et région avec chaque chiffre une seule fois, en respectant les règles dessinées sur la grille.
web-generate-failed = Impossible de créer une grille : { $error }
web-reading-puzzle = Lecture de la grille…
web-puzzle-loaded = Grille chargée.
web-puzzle-loaded-several = Grille chargée, mais elle a plusieurs solutions : la vérification et les indices en suivent une.
web-load-failed = Impossible de charger la grille : { $error }
web-info-generated = { $size }×{ $size }, { $level }, graine { $seed }
web-info-generated-any = { $size }×{ $size }, graine { $seed }
web-rules = Règles
web-rules-classic = Classique
web-rules-killer = Killer
web-rules-jigsaw = Irrégulier
web-rules-x = X (diagonales)
web-rules-windoku = Windoku
web-rules-anti-knight = Anti-cavalier
web-rules-anti-king = Anti-roi
web-rules-non-consecutive = Non consécutif
web-rules-thermo = Thermomètres
web-rules-arrow = Flèches
web-rules-kropki = Kropki
web-rules-xv = XV
web-rules-little-killer = Little killer
web-rules-sandwich = Sandwich
web-rules-whispers = Murmures allemands
web-rules-renban = Renban
web-info-variant = { $rules }, { $size }×{ $size }, graine { $seed }
web-info-pasted = { $size }×{ $size }, collée
web-info-shared = { $size }×{ $size }, partagée
web-solution-revealed = Solution révélée.
web-solved = Résolue en { $time }. Bravo !
web-wrong-entry = { $cell } ne correspond pas à la solution : effacez d'abord ce chiffre.
web-no-hint = Pas d'indice : { $error }
web-solution-unknown = La solution de cette grille n'est pas connue.
web-rules-broken = { $count ->
        [one] { $count } règle n'est pas respectée (cases marquées) : { $rules }.
       *[other] { $count } règles ne sont pas respectées (cases marquées) : { $rules }.
    }
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

## Output files and interruptions

all-count-follows = jusqu’à {$limit} solutions, au fur et à mesure ; leur nombre vient après elles
all-counted-more = plus de {$limit} solutions ; les {$shown} premières sont ci-dessus
all-counted = {$count ->
    [one] 1 solution, ci-dessus
   *[other] {$count} solutions, ci-dessus
}
interrupted = interrompu par {$signal} : la sortie contient les enregistrements terminés avant
output-cannot-create = impossible d’écrire dans {$file}
output-cannot-replace = impossible de remplacer {$file}
arg-output = Écrit la sortie standard dans FILE : dans un fichier temporaire à côté (`.FILE.sudoku-tmp-PID`), qui remplace FILE quand la commande est allée jusqu’au bout. Sur une erreur, Ctrl-C ou SIGTERM, le fichier temporaire est supprimé et un FILE existant reste tel quel
## Time limits

rate-stopped = arrêté à la limite de temps ({$limit} s) : {$done} grilles notées sur {$count} ; non notées : {$ranges}
explain-stopped = arrêté à la limite de temps ({$limit} s) : {$done} grilles expliquées sur {$count} ; non expliquées : {$ranges}
count-stopped = arrêté à la limite de temps ({$limit} s) : {$done} grilles comptées sur {$count} ; non comptées : {$ranges}
arg-batch-timeout = Arrête toute la commande au bout de SECS secondes : les grilles finies à ce moment sont écrites, celles en cours s'arrêtent en quelques millisecondes, et la commande sort avec le code 1 en nommant les grilles non traitées. Par défaut : pas de limite

# Grilles à variantes
parse-variant = grille à variantes : {$detail}
variant-unused = non utilisés : {$what} (ils ne portent aucune règle propre ; si le texte des règles leur en donne une, la réponse ne la suit pas)
variant-no-picture = les images et les livrets ne dessinent pas encore les règles des grilles à variantes : utilisez le format line, grid, boxed ou json
variant-own-solution-breaks = la solution que porte la grille enfreint une règle : {$rule}
variant-own-solution-differs = la solution que porte la grille n'est pas celle trouvée
reason-variant-givens-break = les chiffres donnés enfreignent une règle : {$rule}
reason-variant-exhausted = aucune grille ne suit toutes les règles (la recherche les a toutes essayées)
check-variant-ok = les chiffres donnés n'enfreignent aucune règle ({ $rules ->
    [one] {$rules} contrainte
   *[other] {$rules} contraintes
} en plus des lignes, colonnes et régions)
check-variant-broken = enfreinte : {$rule}
check-variant-core = en contradiction : {$parts} (ensemble, ils ne laissent aucune solution ; chacun y est nécessaire)
check-removable = retirables seuls, la grille restant unique : {$parts}
check-removable-none = retirables seuls : aucun (chaque contrainte et chaque indice sont nécessaires)
arg-check-redundant = Pour une grille à solution unique, liste aussi chaque contrainte et chaque indice qu'on pourrait retirer seul sans qu'elle cesse d'être unique (`#3 (killer)`, `r1c1=5`) ; chacun est essayé seul, donc deux d'entre eux ne peuvent pas forcément partir ensemble. Une recherche par contrainte et par indice : lent sur les grilles variantes difficiles
help-candidates = Écrit les vrais candidats de chaque grille : les chiffres que chaque case contient dans au moins une solution, comptés jusqu'à un plafond
arg-candidates-cap = Compte les solutions de chaque candidat jusqu'à K (1, par défaut, dit seulement si le chiffre est possible) ; le JSON donne les décomptes
candidates-same-digit = même chiffre dans toutes les solutions : {$groups}
candidates-same-digit-none = même chiffre dans toutes les solutions : aucune paire de cases
arg-candidates-same-digit = Liste aussi les groupes de cases qui ont le même chiffre dans toutes les solutions (pour une grille en construction : des cases que les règles forcent déjà à être égales) ; le JSON les donne dans `same_digit`. Jusqu'à 256 solutions sont examinées, puis chaque groupe est prouvé par une recherche
arg-candidates-format = `line` (par défaut) écrit une grille de candidats par grille ; `json` un objet JSON par grille, avec les décomptes quand --cap dépasse 1
candidates-stopped = arrêté à la limite de temps ({$limit} s) : {$done} grilles traitées sur {$count} ; non traitées : {$ranges}
