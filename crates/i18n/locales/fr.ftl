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
shape-unknown-size = aucune forme de grille connue n'a la taille {$size} (tailles connues : {$sizes})
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
serve-cannot-serve = impossible de servir sur {$address}
pdf-to-terminal = refus d'écrire un PDF dans le terminal : redirigez la sortie vers un fichier (> booklet.pdf)
generate-seed = graine {$seed} (répétez cette exécution avec --seed {$seed})
generate-failed = grille {$puzzle} : {$reason}
generate-failed-in-time = grille {$puzzle} : {$reason} ; un --timeout plus long pourrait en trouver une
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
help-interactive-more = Chaque solution est suivie de son rapport par lignes, colonnes et blocs, tel que l'écrit `sudoku check`. Tapez un mot de fin dans l'une des cinq langues (`fin`, `quitter`, `end`, `quit`, `exit`, `q`, `fi`, `sortir`, `salir`, `fim`, `sair`) ou fermez l'entrée pour terminer.
help-generate-reproducible = La grille i d'une exécution ne dépend que de la graine, des options et de i : la même graine donne la même sortie octet pour octet, quel que soit --threads.
help-generate-failures = Si une grille ne peut pas être faite dans la limite de --timeout (trop peu d'indices demandés, ou aucune grille du niveau ou de la technique voulus n'est apparue), une erreur qui la nomme va sur stderr à sa place (`error: grille N : ...`), les autres grilles sont quand même faites et écrites, donc il en sort moins que --count, et le code de sortie est 1. Les demandes impossibles (sous le minimum prouvé d'indices, un nombre que la symétrie ne peut pas donner) sont refusées avant tout travail, avec le code de sortie 2.
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
arg-addr = L'adresse d'écoute. Par défaut, l'interface locale seulement (loopback) ; une autre adresse rend la page et l'API joignables depuis d'autres machines
arg-against = Vérifie les solutions d'un jeu de données : pour chaque ligne d'un tableau CSV ou TSV, COLUMN (un nom d'en-tête, ou un numéro, 1 = la première) doit contenir une grille complète qui n'enfreint aucune règle et garde tous les indices de la grille, et la grille doit avoir exactement une solution (on en compte jusqu'à deux, donc une grille à plusieurs solutions est une discordance même si celle donnée en fait partie). La sortie texte liste chaque discordance sous la forme `fichier:ligne: ce qui ne va pas` ; les autres formats donnent toutes les lignes et répètent chaque discordance sur stderr. Un résumé va sur stderr ; le code de sortie est 1 si une ligne ne concorde pas
arg-all = Écrit toutes les solutions, jusqu'à --limit, sans rien d'autre ; une ligne de commentaire `#` avant les solutions de chaque grille en donne le nombre
arg-allow-multiple = La grille doit seulement avoir une solution, elle peut en avoir plusieurs ; demande --clues
arg-bench-backend = Le moteur de résolution
arg-canonical = Avec --dedup : écrit la forme canonique de chaque classe au lieu de sa première grille
arg-check-format = `json` écrit un objet JSON par grille, `svg` une image où les cases en conflit sont marquées, `csv` et `tsv` chaque ligne d'entrée suivie de `complete,consistent,solutions,error` (avec --against : `valid,keeps_givens,unique,mismatch,error`) ; tout autre format écrit le rapport texte
arg-clues = Exactement ce nombre d'indices. Sans cette option, des indices sont retirés dans un ordre aléatoire tant que la solution reste unique, donc la grille est minimale
arg-column = Dans une entrée CSV ou TSV, la colonne qui contient les grilles : un nom d'en-tête, ou un numéro (1 = la première colonne ; le seul moyen d'en désigner une dans un tableau sans en-tête). Par défaut : la première colonne dont la première ligne de données contient une grille (si cette ligne n'en contient aucune, celle qui s'appelle puzzle, quizzes ou question)
arg-copies = Copies par grille
arg-count = Combien de grilles faire
arg-count-format = `json` écrit un objet JSON par grille ; `csv` et `tsv` écrivent chaque ligne d'entrée suivie de `count,at_least,error` ; tout autre format n'écrit que les nombres de solutions
arg-count-limit = Arrête le décompte à ce nombre de solutions (au moins 1)
arg-dedup = N'écrit que la première grille de chaque classe de grilles équivalentes, telle que lue (au format ligne, `.` pour une case vide), puis un résumé sur stderr : enregistrements, classes, doublons, invalides. Les enregistrements incorrects ne sont signalés que sur stderr. Tourne sur un seul fil, puisque « première » veut dire première dans l'ordre d'entrée. La forme de chaque classe est gardée en mémoire (compactée en 41 octets, environ 50 à 100 octets par classe avec la table de hachage), donc la mémoire croît avec le nombre de classes
arg-difficulty = Seulement des grilles d'exactement ce niveau HoDoKu (easy, medium, hard, unfair, extreme ; tailles jusqu'à 9×9) : des grilles sont faites et évaluées jusqu'à ce qu'une convienne, dans la limite de --timeout
arg-files = Fichiers de grilles (dans n'importe quel format pris en charge)
arg-first = S'arrête à la première solution, sans prouver que c'est la seule (plus rapide)
arg-generate-format = Format de sortie
arg-generate-hole = Le caractère des cases vides dans les formats line et boxed (`.`, ou `0` pour les programmes qui ne veulent que des chiffres)
arg-generate-seed = Graine : la même graine et les mêmes options donnent les mêmes grilles, sur n'importe quelle machine et avec n'importe quel nombre de fils. Par défaut : une graine aléatoire, écrite sur stderr
arg-generate-size = Taille de la grille : 4, 6, 8, 9, 12, 16 ou 25 (toute taille qui a une forme de bloc jusqu'à 25 fonctionne)
arg-input-format = Le format d'entrée : line, grid, boxed, json, csv ou tsv. S'il n'est pas donné, il est détecté pour chaque source : un nom en `.csv` ou `.tsv`, ou une première ligne de champs séparés par des virgules ou des tabulations qui ne sont pas tous des grilles, donne un tableau (une première ligne sans grille en est l'en-tête) ; sinon, la première ligne de données indique le format de la grille
arg-interactive-seed = Graine des grilles (par défaut : aléatoire, écrite sur stderr) ; la k-ième grille de la session est la grille k de `sudoku generate --allow-multiple` avec cette graine
arg-interactive-size = Taille de la grille : 4, 6, 8, 9, 12, 16 ou 25
arg-lang = La langue des messages : en, ca, es, fr ou pt. Sans cette option, la langue vient de LC_ALL, LC_MESSAGES, LANG et LANGUAGE, comme pour les autres programmes ; à défaut, l'anglais. Les grilles, les nombres, le JSON et les codes de sortie sont les mêmes dans toutes les langues
arg-logic-format = `json` écrit un objet JSON par grille et par ligne (JSON Lines) ; tout autre format écrit du texte
arg-min-time = Temps minimal par fichier, en secondes
arg-minimal = Garantit qu'aucun indice (avec --symmetry : aucun groupe symétrique d'indices) ne peut être retiré sans perdre l'unicité. Les grilles faites sans --clues le sont toujours
arg-mode = `unique` : trouve la solution et prouve qu'il n'y en a pas d'autre (compte jusqu'à 2) ; `first` : s'arrête à la première solution
arg-no-progress = N'affiche jamais la barre de progression (elle n'apparaît que si stderr est un terminal)
arg-paper = Avec `--format pdf` : format du papier, `a4` ou `letter`
arg-paths = Fichiers de grilles, répertoires (tous les fichiers qu'ils contiennent, par nom) ou `-` pour l'entrée standard. Sans chemin, l'entrée standard est lue
arg-pencil-marks = Lit chaque enregistrement comme 729 caractères d'annotations (pour chaque case neuf caractères, le chiffre ou `.`/`0`) au lieu d'une grille
arg-per-page = Avec `--format pdf` : grilles par page (1, 2, 4 ou 6)
arg-require-unique = Traite une grille à plusieurs solutions comme une erreur (code de sortie 1)
arg-solutions = Le nombre maximal de solutions listées pour chaque grille
arg-solve-format = Format de sortie ; par défaut, celui de l'entrée (le format ligne pour les grilles d'un tableau)
arg-solve-hole = Le caractère des cases vides dans les formats line, boxed et tableau (`.` par défaut ; `0` est l'autre choix courant)
arg-solve-limit = Avec --all : le nombre maximal de solutions écrites par grille (au moins 1)
arg-stats = Écrit une ligne de résumé sur stderr à la fin : résolues, sans solution, à plusieurs solutions, invalides, secondes, grilles/s
arg-symmetry = Symétrie des indices : mirror est gauche-droite, flip est haut-bas ; random en tire une par grille parmi celles qui permettent le nombre d'indices
arg-technique = Seulement des grilles dont la résolution pas à pas utilise cette technique (p. ex. x-wing, xy-wing, "empty rectangle" ; tailles jusqu'à 9×9), dans la limite de --timeout
arg-threads = Fils de travail (par défaut : tous les cœurs). La sortie garde l'ordre d'entrée
arg-time-limit = Durée maximale du travail du moteur pour une requête, en secondes
arg-timeout = Secondes qu'une grille peut prendre avant que la commande y renonce et dise de combien elle s'en est approchée ; les autres grilles sont quand même faites [par défaut : 10, et 120 pour les grilles plus grandes que 16×16]
arg-transform-seed = Graine : la même graine donne les mêmes copies, sur n'importe quelle machine et avec n'importe quel nombre de fils
arg-vague = N'indique que la technique et l'unité où regarder, pas les cases ni les chiffres
arg-with-solution = Écrit la solution de chaque grille après elle (format line : sur la même ligne, après une espace)
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
interactive-not-a-number = {$entry} n'est pas un nombre : tapez un nombre de 0 à {$cells}, ou « { interactive-end-word } » pour terminer
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

## PDF booklets

## The web page

