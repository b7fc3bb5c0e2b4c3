# Messages for the files the i18n-cli branch left alone: see en.ftl.

# batch.rs
no-puzzles-read = aucune grille lue
stats-line = statistiques : { $puzzles ->
    [one] {$puzzles} grille
   *[other] {$puzzles} grilles
}, {$solved} résolues, {$no_solution} sans solution, {$several} à plusieurs solutions, {$invalid} invalides, {$seconds} s, {$rate} grilles/s
worker-panicked = un fil de travail a planté
# input.rs
reading-stdin = lecture des grilles sur l'entrée standard…
unknown-input-format = format inconnu {$value} (attendu : line, grid, boxed, json, csv ou tsv)
table-error = {$location} : colonne {$column} : {$reason}
table-error-at = {$location} : colonne {$column}, caractère {$character} : {$reason}
# input/csv.rs
csv-no-column = aucune colonne ne s'appelle {$name} (l'en-tête contient {$columns})
csv-no-header = pas de ligne d'en-tête où chercher la colonne {$name} : désignez la colonne par son numéro (1 = la première)
csv-no-puzzle-column = aucun champ de la première ligne de données ne contient de grille : désignez la colonne des grilles avec --column
# output.rs
format-not-for-command = `sudoku {$command}` ne peut pas écrire --format {$format} : choisissez parmi {$formats}
# solve.rs
several-solutions = Plusieurs solutions
several-solutions-printed-first = la grille a plusieurs solutions ; la première a été écrite
solve-all-found = { $count ->
    [0] aucune solution
    [one] {$count} solution
   *[other] {$count} solutions
}
solve-all-more = { $limit ->
    [one] plus d'une solution ; voici la première
   *[other] plus de {$limit} solutions ; voici les {$limit} premières
}
all-no-pdf = --all ne peut pas faire de livret PDF : écrivez les solutions en texte ou en SVG
all-no-table = --all ne peut pas écrire de tableau (une ligne par grille) : écrivez les solutions en texte ou en JSON
# count.rs
at-least = au moins {$count}
# explain.rs and hint.rs ($rating is the rate line, which never changes)
explain-solved = résolue : {$rating}
explain-stuck = bloquée : {$rating}
hint-solved = résolue : plus rien à faire
hint-no-step = aucune étape trouvée
# bench.rs
cannot-read = impossible de lire {$path}
bench-skipped = {$path} : ignoré : {$reason}
bench-no-puzzles = {$path} : aucune grille
