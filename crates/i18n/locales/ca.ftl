# The toolkit's messages in Catalan. One file per language, the same ids in each
# (crates/i18n/tests/catalogs.rs checks it). Keep each section's messages together and add
# new ones at the end of their section.

## Shared words

no-solution = Sense solució

# The engine's errors and reasons (src/engine_text.rs). Cell names (r1c1) stay as they are.
unit-row = fila {$n}
unit-column = columna {$n}
unit-box = quadre {$n}
unit-extra = unitat addicional {$n}
conflict-reason = hi ha un {$digit} a {$first} i a {$second}
no-solution-reason = Sense solució: {$reason}
parse-at-line = línia {$line}: {$reason}
parse-at-column = línia {$line}, columna {$column}: {$reason}
parse-cell-count = { $found ->
    [one] s'ha trobat {$found} casella; se n'esperaven {$expected}
   *[other] s'han trobat {$found} caselles; se n'esperaven {$expected}
}
parse-bad-char = caràcter incorrecte {$found}; s'esperava {$expected}
parse-bad-token = element incorrecte {$found}; s'esperava {$expected}
parse-row-length = la fila {$row} té { $found ->
    [one] {$found} casella
   *[other] {$found} caselles
}; se n'esperaven {$expected}
parse-row-count = { $found ->
    [one] s'ha trobat {$found} fila; se n'esperaven {$expected}
   *[other] s'han trobat {$found} files; se n'esperaven {$expected}
}
parse-bad-json = JSON incorrecte: {$detail}
parse-empty = sudoku buit
parse-line-too-long = la línia fa més de {$limit} bytes
parse-expected-any-symbol = una xifra, una lletra o una casella buida (. 0 _ - *)
parse-expected-line-digits = una xifra entre 1 i {$last} o una casella buida (. 0 _ - *)
parse-expected-line-letters = una xifra entre 1 i 9, una lletra entre A i {$last} o una casella buida (. 0 _ - *)
parse-expected-grid-digits = una xifra entre 1 i {$size}, o . o 0 per a una casella buida
parse-expected-grid-letters = un nombre entre 1 i {$size} o una lletra entre A i {$last}, o . o 0 per a una casella buida
parse-json-expected-object = s'esperava un objecte amb una llista de files «grid»
parse-json-expected-rows = s'esperava una llista de files
parse-json-bad-number = {$cell}: {$value} no és ni una xifra entre 1 i {$size} ni 0 per a una casella buida
parse-json-bad-symbol = {$cell}: {$found} no és ni una xifra ni una casella buida
parse-json-row-not-array = la fila {$row} no és una llista
shape-unknown-size = no hi ha cap forma de graella coneguda de mida {$size} (mides conegudes: {$sizes})
shape-bad-box = no s'admeten quadres de {$rows}×{$columns} caselles (cada costat ha de tenir entre 2 i 32 caselles)
shape-cell-count = {$cells} caselles no és el nombre de caselles de cap graella coneguda (81 per a 9×9, 256 per a 16×16, ...)
grid-value-too-large = {$cell}: el valor {$value} supera la mida de la graella, {$size}
interrupted-deadline = s'ha esgotat el temps
interrupted-cancelled = cancel·lat
givens-conflict = les pistes entren en conflicte: {$conflict}
logic-no-solution = no té solució
logic-not-unique = té diverses solucions; els passos de resolució humana necessiten una solució única
pencil-marks-length = les anotacions necessiten 729 caràcters (9 per casella, la xifra o '.'/'0'), però n'hi ha {$found}
pencil-marks-char = caràcter d'anotació incorrecte {$found} a la posició {$position} (s'esperava {$expected}, '.' o '0')
generate-too-many = {$givens} pistes no caben en una graella de {$size}×{$size}, que té {$cells} caselles
generate-below-minimum = cap sudoku de {$size}×{$size} amb menys de {$minimum} pistes té solució única (se n'han demanat {$givens}); admeteu diverses solucions per a baixar més
generate-symmetry = la simetria {$symmetry} no pot donar exactament {$givens} pistes en una graella de {$size}×{$size} (el nombre ha de ser { $rule ->
    [multiple-of-4] múltiple de 4
    [multiple-of-4-or-next] múltiple de 4, o un més que un múltiple de 4
    [even] parell
   *[any] qualsevol
})
generate-minimal-needs-unique = un sudoku mínim és aquell en què cada pista és necessària perquè la solució sigui única: no pot admetre diverses solucions
generate-minimal-full = un sudoku mínim no pot tenir les {$cells} caselles com a pistes: si se'n treu qualsevol, la solució continua sent única
generate-multiple-needs-givens = un sudoku que pot tenir diverses solucions necessita un nombre de pistes (sense, es van traient pistes mentre la solució continua sent única)
generate-wanted-needs-unique = un sudoku d'un nivell o d'una tècnica concrets ha de tenir solució única (el qualificador la segueix pas a pas)
generate-wanted-not-rated = els nivells i les tècniques només es qualifiquen fins a {$rated}×{$rated}, no per a {$size}×{$size}
generate-gave-up-closest = s'ha abandonat al cap de {$seconds} s: no s'ha trobat cap sudoku { $minimal ->
    [yes] mínim amb solució única
   *[no] amb solució única
} amb exactament {$target} pistes (el més proper en tenia {$closest})
generate-gave-up-target = s'ha abandonat al cap de {$seconds} s: no s'ha trobat cap sudoku { $minimal ->
    [yes] mínim amb solució única
   *[no] amb solució única
} amb exactament {$target} pistes
generate-gave-up-removing = s'ha abandonat al cap de {$seconds} s: encara s'estaven traient pistes (fins a {$closest}) quan s'ha acabat el temps
generate-gave-up = s'ha abandonat al cap de {$seconds} s: no s'ha trobat cap sudoku
generate-not-found-level-technique = no s'ha trobat cap sudoku de nivell «{$level}» que necessiti {$technique} en {$seconds} s ({ $tried ->
    [one] s'ha fet {$tried} sudoku
   *[other] se n'han fet {$tried}
})
generate-not-found-level = no s'ha trobat cap sudoku de nivell «{$level}» en {$seconds} s ({ $tried ->
    [one] s'ha fet {$tried} sudoku
   *[other] se n'han fet {$tried}
})
generate-not-found-technique = no s'ha trobat cap sudoku que necessiti {$technique} en {$seconds} s ({ $tried ->
    [one] s'ha fet {$tried} sudoku
   *[other] se n'han fet {$tried}
})
generate-not-found = no s'ha trobat cap sudoku en {$seconds} s ({ $tried ->
    [one] s'ha fet {$tried} sudoku
   *[other] se n'han fet {$tried}
})
canon-size = les formes canòniques i les còpies equivalents només estan definides per a graelles de 9×9, no de {$size}×{$size}
unknown-name = nom desconegut {$name}

## Command line: errors, warnings, record lines

record-invalid = invàlid: {$reason}
canon-summary = canon: { $records ->
    [one] {$records} registre
   *[other] {$records} registres
}, { $classes ->
    [one] {$classes} classe
   *[other] {$classes} classes
}, { $duplicates ->
    [one] {$duplicates} duplicat
   *[other] {$duplicates} duplicats
}, { $invalid ->
    [one] {$invalid} invàlid
   *[other] {$invalid} invàlids
}
serve-time-limit = --time-limit ha de ser més gran que 0 i de 600 segons com a màxim
serve-reachable = s'escolta a {$address}: altres màquines poden accedir a aquest servidor
serve-serving = se serveix a {$url} (Ctrl+C per a aturar)
serve-cannot-serve = no es pot servir a {$address}
pdf-to-terminal = no s'escriu un PDF al terminal: redirigiu la sortida a un fitxer (> booklet.pdf)
generate-seed = llavor {$seed} (repetiu aquesta execució amb --seed {$seed})
generate-failed = sudoku {$puzzle}: {$reason}
generate-failed-in-time = sudoku {$puzzle}: {$reason}; amb un --timeout més llarg potser se'n trobaria un
generate-stats = estadístiques: { $puzzles ->
    [one] {$puzzles} sudoku
   *[other] {$puzzles} sudokus
}, { $made ->
    [one] {$made} fet
   *[other] {$made} fets
}, { $failed ->
    [one] {$failed} fallit
   *[other] {$failed} fallits
}, {$seconds} s, {$rate} sudokus/s, { $threads ->
    [one] {$threads} fil
   *[other] {$threads} fils
}
size-not-a-number = {$value} no és un nombre (mides: 4, 6, 8, 9, 12, 16, 25)
size-too-large = la mida {$size} és massa gran per a generar (25 com a màxim)
hole-expected = s'esperava un d'aquests: . 0 _ - *
seconds-not-positive = {$value} no és un nombre positiu de segons

# The command line's help (src/help.rs): the description of the command and of each
# subcommand. The English ones are what the code's doc comments say (a test compares them).
help-sudoku = L'ordre `sudoku`: resol, compta, comprova, genera, qualifica i explica sudokus
help-solve = Resol sudokus: escriu la solució de cadascun, o «Sense solució» amb el motiu
help-count = Compta les solucions de cada sudoku; una línia per sudoku (un mínim quan el límit atura el recompte)
help-check = Comprova graelles: files, columnes i quadres, si són completes i consistents
help-bench = Mesura el rendiment del solucionador amb fitxers de sudokus (un fil, només el motor: sense lectura ni escriptura)
help-generate = Genera sudokus: exactament N pistes o mínims, amb solució única o no, simètrics, a partir d'una llavor
help-interactive = Una sessió: escriviu un nombre de pistes i vegeu un sudoku i fins a 10 solucions comprovades
help-serve = Serveix una pàgina per a jugar sudokus (nous per mida i dificultat, o enganxats), amb ajudes, i una API JSON (`/api/solve`, `/api/hint`, …; descrita a `/api/openapi.json`)
help-explain = Explica sudokus: cada pas d'una resolució humana en paraules planeres i, després, la qualificació
help-hint = Ajuda: el pas següent d'una resolució humana per a cada sudoku, una línia per sudoku
help-rate = Qualifica sudokus: nivell i puntuació de HoDoKu, i una qualificació a l'estil de SE, una línia per sudoku. `--format csv` (o `tsv`) escriu cada fila d'entrada amb `level,score,se,hardest,error` afegits
help-canon = Escriu la forma canònica minlex de cada sudoku de 9×9: la cadena de 81 caràcters més petita (`0` per a una casella buida) entre les 3.359.232 transformacions que mantenen vàlida una graella (permutacions de bandes, files, piles i columnes, transposició) i els reetiquetatges de les xifres. Els sudokus equivalents tenen la mateixa forma. Una línia per registre d'entrada, en l'ordre d'entrada
help-transform = Escriu còpies equivalents aleatòries de cada sudoku de 9×9: cada còpia aplica una transformació aleatòria uniforme que manté vàlida una graella (permutacions de bandes, files, piles i columnes, transposició) i un reetiquetatge aleatori de les xifres. Les còpies s'escriuen en el format de línia (`.` per a una casella buida), les de cada sudoku juntes, en l'ordre d'entrada

## The check report

check-rows-ok = files correctes
check-columns-ok = columnes correctes
check-boxes-ok = quadres correctes
check-rows-conflicts = files: {$conflicts}
check-columns-conflicts = columnes: {$conflicts}
check-boxes-conflicts = quadres: {$conflicts}
check-conflict-in-unit = {$conflict} ({$unit})
check-complete = solució completa i consistent
check-incomplete-no-solution = graella consistent però incompleta ({ $empty ->
    [one] {$empty} casella buida
   *[other] {$empty} caselles buides
}), i no té solució
check-incomplete-unique = graella consistent però incompleta ({ $empty ->
    [one] {$empty} casella buida
   *[other] {$empty} caselles buides
}); té exactament una solució
check-incomplete-several = graella consistent però incompleta ({ $empty ->
    [one] {$empty} casella buida
   *[other] {$empty} caselles buides
}); té diverses solucions
check-inconsistent = graella no consistent: { $conflicts ->
    [one] {$conflicts} conflicte
   *[other] {$conflicts} conflictes
}
check-puzzle-no-solution = el sudoku no té solució
check-puzzle-several = el sudoku té diverses solucions
check-no-solution-field = la fila no té el camp de la solució
check-solution-size = la solució és de {$solution}×{$solution} i el sudoku, de {$puzzle}×{$puzzle}
check-solution-unreadable = no es pot llegir la solució: {$reason}
check-solution-unreadable-at = no es pot llegir la solució: {$reason} (caràcter {$character})
check-solution-empty = la solució té { $empty ->
    [one] {$empty} casella buida
   *[other] {$empty} caselles buides
}
check-solution-breaks-rules = la solució incompleix les regles: {$conflict} ({$unit})
check-solution-breaks-rules-more = la solució incompleix les regles: {$conflict} ({$unit}), i { $more ->
    [one] {$more} conflicte més
   *[other] {$more} conflictes més
}
check-solution-changes-given = la solució canvia la pista de {$cell}: hi posa {$found} en lloc de {$given}
check-solution-changes-given-more = la solució canvia la pista de {$cell}: hi posa {$found} en lloc de {$given} (i { $more ->
    [one] {$more} pista més
   *[other] {$more} pistes més
})
check-solution-erases-given = la solució deixa buida la pista de {$cell}, que era un {$given}
check-solution-erases-given-more = la solució deixa buida la pista de {$cell}, que era un {$given} (i canvia { $more ->
    [one] {$more} pista més
   *[other] {$more} pistes més
})
check-mismatch = discrepància: {$location}: {$problems}
check-against-summary = check: { $rows ->
    [one] {$rows} fila
   *[other] {$rows} files
}, { $matches ->
    [one] {$matches} coincideix
   *[other] {$matches} coincideixen
}, { $mismatches ->
    [one] {$mismatches} no coincideix
   *[other] {$mismatches} no coincideixen
}, { $invalid ->
    [one] {$invalid} invàlida
   *[other] {$invalid} invàlides
}
check-against-format = --against escriu un informe: feu servir el format text, json, csv o tsv
check-no-pdf = check escriu informes, no quaderns: feu servir --format svg per a tenir imatges
check-against-needs-table = --against necessita una taula CSV o TSV, amb la solució en una columna

## The interactive session

# The word the prompt names to end the session, and more words that end it (separated by
# commas). Every language's words end the session, whatever the language.
interactive-end-word = fi
interactive-more-end-words = sortir
# The code adds a space after the prompt.
interactive-prompt = Nombre de pistes (de 0 a {$cells}), o «{ interactive-end-word }» per acabar:
interactive-too-many = {$n} és més que les {$cells} caselles de la graella: escriviu un nombre de 0 a {$cells}, o «{ interactive-end-word }» per acabar
interactive-empty = no heu escrit res: escriviu un nombre de 0 a {$cells}, o «{ interactive-end-word }» per acabar
interactive-not-a-number = {$entry} no és un nombre: escriviu un nombre de 0 a {$cells}, o «{ interactive-end-word }» per acabar
interactive-initial-grid = Graella inicial
interactive-solution-heading = {$k}a solució trobada:
interactive-more-solutions = { $limit ->
    [one] Hi ha més d'una solució; aquesta és la primera.
   *[other] Hi ha més de {$limit} solucions; aquestes són les {$limit} primeres.
}
interactive-solutions-in-all = { $count ->
    [one] {$count} solució en total.
   *[other] {$count} solucions en total.
}
interactive-seed = llavor {$seed} (repetiu aquesta sessió amb --seed {$seed})

## Step texts (explain, hint) and ratings

## PDF booklets

## The web page

