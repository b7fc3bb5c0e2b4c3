# The toolkit's messages in Catalan. One file per language, the same ids in each
# (crates/i18n/tests/catalogs.rs checks it). Keep each section's messages together and add
# new ones at the end of their section.

## Shared words

no-solution = Sense solució

# The engine's errors and reasons (src/engine_text.rs). Cell names (r1c1) stay as they are.
unit-row = fila {$n}
unit-column = columna {$n}
unit-box = bloc {$n}
unit-extra = unitat addicional {$n}
conflict-reason = hi ha un {$digit} a {$first} i a {$second}
no-solution-reason = Sense solució: {$reason}
reason-givens-conflict = les pistes entren en conflicte
reason-no-digit-fits = cap xifra no hi cap a { $cell }
reason-no-digit-fits-after-singles = cap xifra no hi cap a { $cell } un cop col·locats els únics
reason-digit-no-place = el { $digit } no té lloc a { $unit }
reason-digit-no-place-after-singles = el { $digit } no té lloc a { $unit } un cop col·locats els únics
reason-search-exhausted = la cerca ha provat tots els candidats i no ha trobat cap solució
all-more-than = més {$limit ->
    [one] d’1 solució; segueix la primera
   *[other] de {$limit} solucions; segueixen les {$shown} primeres
}
all-solutions = {$count ->
    [one] 1 solució
   *[other] {$count} solucions
}
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
parse-not-a-grid = el valor JSON no és una graella: s'ha trobat {$found}; s'esperava una llista de files o {"{"}"grid": …{"}"}
parse-json-kind = { $kind ->
    [null] null
    [boolean] un booleà
    [number] un nombre
    [string] una cadena
    [array] una llista
   *[object] un objecte
}
parse-json-object-without-grid = un objecte sense «grid»
parse-json-grid-holding = «grid» amb {$what}
parse-hex-digits = 0 al costat de caselles buides {$hole} en una graella 16×16 sense cap G: xifres de 0 a F (hexadecimal)? aquí les xifres d'una 16×16 són 1-9 i A-G: escriviu cada 0 com a G, o feu servir el 0 només per a les caselles buides
parse-minus-one-hole = {$found} no és una casella buida aquí: les caselles buides són . o 0 (les graelles de xifres de 0 a N-1 amb -1 per a les buides es llegeixen com a matrius C, {"{{"}-1, 3, …{"}"}, …{"}"})
parse-bad-c-array = matriu C incorrecta: {$detail}
shape-unknown-size = no hi ha cap forma de graella coneguda de mida {$size} (mides conegudes: {$sizes})
shape-no-boxes = {$cells} caselles fan una graella de {$size}×{$size}, que no té cap forma de blocs (mides conegudes: {$sizes})
shape-bad-box = no s'admeten blocs de {$rows}×{$columns} caselles (cada costat ha de tenir entre 2 i 32 caselles)
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
generate-level-unreachable = cap sudoku de {$size}×{$size} no és de nivell {$level}: els nivells possibles en aquesta mida són {$levels}
generate-technique-unreachable = cap sudoku de {$size}×{$size} no necessita {$technique}: les tècniques que s'usen en aquesta mida són {$techniques}
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
serve-bad-address = {$address} no és una adreça on escoltar: doneu IP:PORT, HOST:PORT (localhost:8080) o un port (8080)
serve-cannot-serve = no es pot servir a {$address}
pdf-to-terminal = no s'escriu un PDF al terminal: redirigiu la sortida a un fitxer (> booklet.pdf)
generate-seed = llavor {$seed} (repetiu aquesta execució amb --seed {$seed})
generate-failed = sudoku {$puzzle}: {$reason}
generate-variant-option = --{ $option } encara no s'aplica als sudokus variants (--variant)
generate-failed-in-time = sudoku {$puzzle}: {$reason}; amb un --puzzle-timeout més llarg potser se'n trobaria un
generate-stopped = aturat en arribar al límit de temps ({$limit} s): fets {$made} de {$count} sudokus; no fets: {$ranges}
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
hole-expected = s'esperava un d'aquests: . 0 _ - *
seconds-not-positive = {$value} no és un nombre positiu de segons
no-puzzles-read = no s'ha llegit cap sudoku
stats-line = estadístiques: { $puzzles ->
    [one] {$puzzles} sudoku
   *[other] {$puzzles} sudokus
}, { $solved ->
    [one] {$solved} resolt
   *[other] {$solved} resolts
}, {$no_solution} sense solució, {$several} amb diverses solucions, { $invalid ->
    [one] {$invalid} invàlid
   *[other] {$invalid} invàlids
}, {$seconds} s, {$rate} sudokus/s
show-stats = estadístiques: { $puzzles ->
    [one] {$puzzles} sudoku
   *[other] {$puzzles} sudokus
}, { $shown ->
    [one] {$shown} mostrat
   *[other] {$shown} mostrats
}, { $invalid ->
    [one] {$invalid} invàlid
   *[other] {$invalid} invàlids
}, {$seconds} s, {$rate} sudokus/s
progress-bar = {$bar} {$pos}/{$len} sudokus, {$rate}, falten {$eta}
progress-spinner = {$spinner} {$pos} sudokus, {$rate} [{$elapsed}]
reading-stdin = s'estan llegint sudokus de l'entrada estàndard… ({$key} per acabar)
unknown-input-format = format desconegut {$value} (s'esperava line, grid, boxed, json, c-array, csv o tsv)
table-error = {$location}: columna {$column}: {$reason}
table-error-at = {$location}: columna {$column}, caràcter {$character}: {$reason}
source-binary = {$source}: és un fitxer binari; s'omet
source-not-puzzles = {$source}: no és un fitxer de sudokus ({$bad} registres dolents seguits); s'omet
source-hidden = {$source}: és ocult; s'omet
source-link-to-directory = {$source}: és un enllaç a un directori; s'omet
source-not-regular = {$source}: no és un fitxer normal; s'omet
io-not-found = no existeix el fitxer o el directori
io-permission-denied = permís denegat
csv-no-column = no hi ha cap columna anomenada {$name} (la capçalera té {$columns})
csv-column-out-of-range = no hi ha cap columna {$number}: la taula té {$width} columnes
csv-no-header = no hi ha cap fila de capçalera on buscar la columna {$name}: indiqueu la columna pel número (1 = la primera)
csv-no-puzzle-column = cap camp de la primera fila de dades no conté un sudoku: indiqueu la columna dels sudokus amb --column
format-not-for-command = `sudoku {$command}` no pot escriure --format {$format}: trieu-ne un d'aquests: {$formats}
c-array-base-expected = s'esperava 0 o 1
per-page-expected = no es poden posar {$count} sudokus en una pàgina: trieu 1, 2, 4 o 6
paper-expected = paper desconegut {$name}: trieu a4 o letter
several-solutions = Diverses solucions
several-solutions-printed-first = el sudoku té diverses solucions; s'ha escrit la primera
several-solutions-steps = Diverses solucions: els passos de resolució humana necessiten una solució única
solve-left-out = sense solució: {$reason}; queda fora del quadern
all-no-pdf = --all no pot fer un quadern PDF: escriviu les solucions com a text o SVG
all-no-table = --all no pot escriure una taula (una fila per sudoku): escriviu les solucions com a text o JSON
at-least = com a mínim {$count}
reason-candidates-dead-end = aquests candidats no es poden completar de cap manera
stopped = aturat: {$reason}
bench-skipped = {$error}: s'omet
bench-no-puzzles = {$source}: cap sudoku
bench-unsolvable = {$source}: { $count ->
    [one] {$count} dels sudokus no té solució
   *[other] {$count} dels sudokus no tenen solució
}
bench-shuffle-size = {$source}: sudoku {$puzzle}: no es pot barrejar: --shuffle només admet sudokus de 9×9

# The command line's help (src/help.rs): the description of the command and of each
# subcommand. The English ones are what the code's doc comments say (a test compares them).
help-sudoku = L'ordre `sudoku`: resol, compta, comprova, genera, qualifica i explica sudokus
help-solve = Resol sudokus: escriu la solució de cadascun, o «Sense solució» amb el motiu
help-count = Compta les solucions de cada sudoku; una línia per sudoku (un mínim quan el límit atura el recompte)
help-check = Comprova graelles: files, columnes i blocs, si són completes i consistents
help-bench = Mesura el rendiment del solucionador amb fitxers de sudokus (un fil, només el motor: sense lectura ni escriptura)
help-generate = Genera sudokus: exactament N pistes o mínims, amb solució única o no, simètrics, a partir d'una llavor
help-interactive = Una sessió: escriviu un nombre de pistes i vegeu un sudoku i fins a 10 solucions comprovades
help-serve = Serveix una pàgina per a jugar sudokus (nous per mida i dificultat, o enganxats), amb ajudes, i una API JSON (`/api/solve`, `/api/hint`, …; descrita a `/api/openapi.json`)
help-explain = Explica sudokus: cada pas d'una resolució humana en paraules planeres i, després, la qualificació
help-hint = Ajuda: el pas següent d'una resolució humana per a cada sudoku, una línia per sudoku
help-rate = Qualifica sudokus: nivell i puntuació de HoDoKu, i una qualificació a l'estil de SE, una línia per sudoku. `--format csv` (o `tsv`) escriu cada fila d'entrada amb `level,score,se,hardest,error` afegits
help-canon = Escriu la forma canònica minlex de cada sudoku de 9×9: la cadena de 81 caràcters més petita (`0` per a una casella buida) entre les 3.359.232 transformacions que mantenen vàlida una graella (permutacions de bandes, files, piles i columnes, transposició) i els reetiquetatges de les xifres. Els sudokus equivalents tenen la mateixa forma. Una línia per registre d'entrada, en l'ordre d'entrada
help-transform = Escriu còpies equivalents aleatòries de cada sudoku de 9×9: cada còpia aplica una transformació aleatòria uniforme que manté vàlida una graella (permutacions de bandes, files, piles i columnes, transposició) i un reetiquetatge aleatori de les xifres. Les còpies s'escriuen en el format de línia (`.` per a una casella buida), les de cada sudoku juntes, en l'ordre d'entrada
help-show = Mostra sudokus sense resoldre'ls: cadascun en el format que indica `--format` (per defecte, el de l'entrada), per mirar-lo o per convertir un fitxer d'un format a un altre. Els registres mantenen l'ordre de l'entrada; un registre que no es pot llegir s'indica a stderr amb la seva posició i se substitueix per una línia `invàlid: …` (en la sortida JSON, un objecte amb `error` i `source`; codi de sortida 2), i la resta continua
help-completions = Escriu un script de compleció per a l'intèrpret d'ordres: `sudoku completions bash > ~/.local/share/bash-completion/completions/sudoku`
help-man = Escriu la pàgina de manual (roff): `sudoku man > sudoku.1; man ./sudoku.1`
help-interactive-more = Cada solució va seguida del seu informe de files, columnes i blocs, com el que escriu `sudoku check`. Escriviu una paraula de final en qualsevol de les cinc llengües (`fi`, `sortir`, `end`, `quit`, `exit`, `q`, `fin`, `salir`, `quitter`, `fim`, `sair`) o tanqueu l'entrada per a acabar.
help-generate-reproducible = El sudoku i d'una execució només depèn de la llavor, de les opcions i d'i: la mateixa llavor dona la mateixa sortida byte a byte, sigui quin sigui --threads.
help-generate-failures = Si un sudoku no es pot fer dins de --puzzle-timeout (s'han demanat massa poques pistes, o no ha sortit cap sudoku del nivell o de la tècnica demanats), un error que l'anomena va a stderr al seu lloc (`error: sudoku N: ...`), els altres sudokus es continuen fent i escrivint, de manera que en surten menys de --count, i el codi de sortida és 1. Amb --timeout tota l'ordre s'atura en aquell moment: s'escriuen els sudokus acabats, els altres s'anomenen a stderr (`error: aturat en arribar al límit de temps ...`) i el codi de sortida és 1. Les peticions impossibles (per sota del mínim demostrat de pistes, més pistes que caselles, un sudoku mínim amb totes les caselles donades, un nombre que la simetria no pot donar) es rebutgen abans de fer res, amb el codi de sortida 2.
# clap's own words, as clap writes them in English.
help-usage = Ús:
help-commands = Ordres
help-options = Opcions
help-arguments = Arguments
help-flag-help = Mostra l'ajuda
help-flag-version = Mostra la versió
help-subcommand = Mostra aquest missatge o l'ajuda de les ordres indicades
help-default = [per defecte: {$value}]
help-possible-values = [valors possibles: {$values}]
# The options, one message per option (or per option and subcommand when they differ).
arg-addr = L'adreça on s'escolta: IP:PORT, HOST:PORT (localhost:8080) o només un PORT (a la interfície local). Per defecte, només la interfície local (loopback); una altra adreça fa que la pàgina i l'API siguin accessibles des d'altres màquines
arg-against = Verifica les solucions d'un conjunt de dades: per a cada fila d'una taula CSV o TSV, COLUMN (el nom d'una capçalera, o un número, 1 = la primera) ha de contenir una graella completa que no incompleixi cap regla i que mantingui totes les pistes del sudoku, i el sudoku ha de tenir exactament una solució (se'n compten fins a dues, de manera que un sudoku amb diverses solucions és una discrepància encara que la donada en sigui una). La sortida de text llista cada discrepància com a `fitxer:línia: què falla`; els altres formats donen totes les files i repeteixen cada discrepància a stderr. Un resum va a stderr; el codi de sortida és 1 si alguna fila no coincideix
arg-all = Escriu totes les solucions, fins a --limit, sense res més; una línia de comentari `#` abans de les solucions de cada sudoku en diu el nombre o, quan --limit passa de 10⁷ i el sudoku té més de 1.024 solucions, avisa que el nombre vindrà després d'elles, en una última línia `#`
arg-allow-multiple = N'hi ha prou que el sudoku tingui solució, en pot tenir diverses; cal --clues
arg-bench-backend = El motor de resolució
arg-canonical = Amb --dedup: escriu la forma canònica de cada classe en lloc del seu primer sudoku
arg-check-format = `line` (per defecte) escriu l'informe de text; `json`, un objecte JSON per graella; `svg`, una imatge amb les caselles en conflicte marcades; `csv` i `tsv`, cada fila d'entrada amb `complete,consistent,solutions,error` afegits (amb --against: `valid,keeps_givens,unique,mismatch,error`)
arg-clues = Exactament aquest nombre de pistes. Sense aquesta opció, es treuen pistes en ordre aleatori mentre la solució continua sent única, de manera que el sudoku és mínim
arg-column = En una entrada CSV o TSV, la columna que conté els sudokus: el nom d'una capçalera, o un número (1 = la primera columna; l'única manera d'indicar-ne una en una taula sense capçalera). Per defecte: la primera columna la primera fila de dades de la qual conté un sudoku (si aquesta fila no en conté cap, la que es diu puzzle, quizzes o question)
arg-copies = Còpies per sudoku
arg-count = Quants sudokus cal fer
arg-count-format = `line` (per defecte) escriu un recompte per línia; `json`, un objecte JSON per sudoku; `csv` i `tsv`, cada fila d'entrada amb `count,at_least,error` afegits
arg-count-limit = Atura el recompte en arribar a aquest nombre de solucions (com a mínim 1)
arg-dedup = Escriu només el primer sudoku de cada classe de sudokus equivalents, tal com s'ha llegit (en format de línia, `.` per a una casella buida), i després un resum a stderr: registres, classes, duplicats, invàlids. Els registres incorrectes només s'indiquen a stderr. Funciona amb un sol fil, perquè «primer» vol dir primer en l'ordre d'entrada. La forma de cada classe es guarda en memòria (empaquetada en 41 bytes, uns 50 a 100 bytes per classe amb la taula de dispersió), de manera que la memòria creix amb el nombre de classes
arg-difficulty = Només sudokus d'exactament aquest nivell de HoDoKu (easy, medium, hard, unfair, extreme; mides fins a 9×9): es fan i es qualifiquen sudokus fins que un encaixa, dins de --puzzle-timeout
arg-files = Fitxers de sudokus (en qualsevol format admès)
arg-first = S'atura a la primera solució, sense demostrar que és l'única (més ràpid)
arg-generate-format = Format de sortida
arg-generate-hole = El caràcter de les caselles buides en els formats line i boxed (`.`, o `0` per als programes que només volen xifres)
arg-generate-seed = Llavor: la mateixa llavor i les mateixes opcions donen els mateixos sudokus, en qualsevol màquina i amb qualsevol nombre de fils. Per defecte: una llavor aleatòria, escrita a stderr
arg-generate-size = Mida de la graella: 4, 6, 8, 9, 12, 16, 25 o qualsevol altra mida amb forma de bloc fins a 32 (un sudoku mínim de més de 16×16 pot trigar minuts; amb --clues triga mil·lisegons)
arg-input-format = El format d'entrada: line, grid, boxed, json, c-array, csv o tsv. Si no s'indica, es detecta per a cada font: un nom `.csv` o `.tsv`, o una primera línia de camps separats per comes o tabulacions que no siguin tots sudokus, indica una taula (una primera fila sense cap sudoku n'és la capçalera); si no, la primera línia de dades indica el format del sudoku (`{"{{"}`, `{"{"}` i un nombre, o `int m[9][9] =` comencen una matriu de C)
arg-interactive-seed = Llavor dels sudokus (per defecte: aleatòria, escrita a stderr); el k-èsim sudoku de la sessió és el sudoku k de `sudoku generate --allow-multiple` amb aquesta llavor
arg-interactive-size = Mida de la graella: 4, 6, 8, 9, 12, 16, 25 o qualsevol altra mida amb forma de bloc fins a 32
arg-lang = La llengua dels missatges: en, ca, es, fr o pt. Sense aquesta opció, la llengua surt de LC_ALL, LC_MESSAGES, LANG i LANGUAGE, com en altres programes; si no, anglès. Els sudokus, els nombres, el JSON i els codis de sortida són iguals en totes les llengües
arg-logic-format = `line` (per defecte) escriu els passos com a text; `json`, un objecte JSON per sudoku i per línia (JSON Lines)
arg-min-time = Temps mínim per fitxer, en segons
arg-minimal = Garanteix que cap pista (amb --symmetry: cap grup simètric de pistes) no es pot treure sense perdre la unicitat. Els sudokus fets sense --clues sempre ho són
arg-mode = `unique`: troba la solució i demostra que no n'hi ha cap altra (compta fins a 2); `first`: s'atura a la primera solució
arg-no-progress = No mostra mai la barra de progrés (només apareix quan stderr és un terminal)
arg-paper = Amb `--format pdf`: mida del paper, `a4` o `letter`
arg-paths = Fitxers de sudokus, directoris (tots els fitxers que contenen, també els dels subdirectoris, per ordre de nom; els ocults s'ometen) o `-` per a l'entrada estàndard. Sense camins, es llegeix l'entrada estàndard
arg-pencil-marks = Llegeix cada registre com a 729 caràcters d'anotacions (per a cada casella nou caràcters, la xifra o `.`/`0`) en lloc de com a sudoku
arg-per-page = Amb `--format pdf`: sudokus per pàgina (1, 2, 4 o 6)
arg-require-unique = Tracta com a error un sudoku amb diverses solucions (codi de sortida 1)
arg-solutions = El màxim de solucions que es llisten per a cada sudoku
arg-solve-format = Format de sortida de tota l'execució; per defecte, el format del primer sudoku llegit (el format de línia per als sudokus d'una taula)
arg-solve-hole = El caràcter de les caselles buides en els formats line, grid, boxed i de taula (`.` per defecte; `0` és l'altra opció habitual)
arg-solve-limit = Amb --all: el màxim de solucions que s'escriuen per sudoku (com a mínim 1)
arg-stats = Escriu una línia de resum a stderr en acabar: resolts, sense solució, amb diverses solucions, invàlids, segons, sudokus/s
arg-symmetry = Simetria de les pistes: mirror és esquerra-dreta, flip és dalt-baix; random en tria una per sudoku entre les que admeten el nombre de pistes
arg-technique = Només sudokus la resolució pas a pas dels quals fa servir aquesta tècnica (p. ex. x-wing, xy-wing, "empty rectangle"; mides fins a 9×9), dins de --puzzle-timeout
arg-threads = Fils de treball (per defecte, o 0: tots els nuclis; com a màxim se n'executen 256). La sortida manté l'ordre d'entrada
arg-time-limit = Quant de temps pot durar la feina del motor per a una petició, en segons
arg-timeout = Atura tota l'ordre al cap de SECS segons: s'escriuen els sudokus acabats fins llavors, els que s'estan fent s'aturen en pocs mil·lisegons, i l'ordre acaba amb el codi 1 dient quants se n'han fet. Per defecte: sense límit
arg-shuffle = Resol còpies equivalents aleatòries: el sudoku `i` de cada fitxer (des de 0) es canvia per la seva còpia per la transformació que `SEED` tria per a `i`, la que escriu `sudoku transform --seed SEED`. Només sudokus de 9×9
arg-puzzle-timeout = Segons que pot trigar un sudoku abans de renunciar-hi: un error que l'anomena va a stderr i els altres sudokus es continuen fent [per defecte: 30 per a les peticions que potser no es poden complir (--clues, --difficulty, --technique, --variant), sense límit en els altres casos]
arg-transform-seed = Llavor: la mateixa llavor dona les mateixes còpies, en qualsevol màquina i amb qualsevol nombre de fils. Per defecte: una llavor aleatòria, escrita a stderr
arg-vague = Indica només la tècnica i la unitat on cal mirar, no les caselles ni les xifres
arg-with-solution = Escriu la solució de cada sudoku després d'ell (format line: a la mateixa línia, després d'un espai)
arg-variant = Sudokus variants d'aquests tipus, separats per comes: killer, killer-minimal (gàbies sobre una part de la graella), jigsaw, x, windoku, anti-knight, anti-king, non-consecutive, thermo, arrow, kropki, kropki-minimal, xv, xv-minimal, little-killer, sandwich, whispers, renban (p. ex. killer,anti-knight); mides 4, 6 i 9 (windoku només 9; xv 6 i 9); --format json (per defecte), fpuzzles, sudokupad, csv, svg o pdf
arg-bench-paths = Fitxers de sudokus (en qualsevol format admès), directoris (tots els fitxers que contenen, també els dels subdirectoris; una fila de la taula per fitxer) o `-` per a l'entrada estàndard. Sense camins, es llegeix l'entrada estàndard
arg-with-filename = Indica el fitxer de cada registre a la sortida de text: `FITXER:LÍNIA:` davant de cada línia en els formats d'una línia, i una línia `# FITXER` davant del primer registre de cada fitxer en els formats grid i boxed (un comentari, de manera que la sortida es pot tornar a llegir com a entrada). És el comportament per defecte quan es donen diversos camins o un directori. El JSON ja indica el `source` de cada registre; les taules i els quaderns no canvien
arg-no-filename = No indica mai els fitxers a la sortida, encara que se'n llegeixin diversos
arg-all-errors = Informa de tots els registres dolents. Per defecte, un fitxer amb els 10 primers registres dolents no és un fitxer de sudokus: s'anomena un cop a stderr i s'omet
arg-c-array-base = Amb `--format c-array`: el valor de la primera xifra, 0 (xifres de 0 a N-1 i -1 per a una casella buida, com les escriu el curs francès) o 1 (xifres d'1 a N i 0 per a una casella buida). Tots dos es poden tornar a llegir com a entrada
arg-hint-format = `line` (per defecte) escriu el pas com a text; `json`, un objecte JSON per sudoku i per línia; `svg`, una imatge de la posició amb el pas marcat
arg-rate-format = `line` (per defecte) escriu `LEVEL SCORE SE HARDEST` per sudoku; `json`, un objecte JSON per sudoku i per línia; `csv` i `tsv`, cada fila d'entrada amb `level,score,se,hardest,error` afegits
arg-shell = L'intèrpret d'ordres: bash, zsh, fish, powershell o elvish
# clap's errors about the command line (src/help.rs), as clap writes them in English.
clap-invalid-value = valor incorrecte '{$value}' per a '{$arg}'
clap-invalid-value-because = valor incorrecte '{$value}' per a '{$arg}': {$reason}
clap-value-required = '{$arg}' necessita un valor i no se n'ha donat cap
clap-unexpected-argument = argument inesperat '{$arg}'
clap-unexpected-value = valor inesperat '{$value}' per a '{$arg}'; no se n'esperaven més
clap-unrecognized-subcommand = ordre desconeguda '{$name}'
clap-missing-arguments = falten aquests arguments obligatoris:
clap-conflict = l'argument '{$arg}' no es pot fer servir amb '{$other}'
clap-conflict-several = l'argument '{$arg}' no es pot fer servir amb:
clap-used-twice = l'argument '{$arg}' no es pot fer servir més d'una vegada
clap-similar-argument = consell: { $count ->
    [one] hi ha un argument semblant
   *[other] hi ha arguments semblants
}: {$suggestions}
clap-similar-value = consell: { $count ->
    [one] hi ha un valor semblant
   *[other] hi ha valors semblants
}: {$suggestions}
clap-similar-subcommand = consell: { $count ->
    [one] hi ha una ordre semblant
   *[other] hi ha ordres semblants
}: {$suggestions}
clap-try-help = Per a més informació, proveu '{$flag}'.

## The check report

check-rows-ok = files correctes
check-columns-ok = columnes correctes
check-boxes-ok = blocs correctes
check-rows-conflicts = files: {$conflicts}
check-columns-conflicts = columnes: {$conflicts}
check-boxes-conflicts = blocs: {$conflicts}
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
interactive-not-a-number = «{$entry}» no és un nombre: escriviu un nombre de 0 a {$cells}, o «{ interactive-end-word }» per acabar
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
step-chain-one = { $technique }: { $chain } (= enllaç fort, - enllaç feble): { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } a { $cells } és cert → { $result }
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
step-only-digit = { $technique }: les regles només deixen { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    } a { $cell } → { $result }
step-rule = { $technique } a { $cells }{ $clue }: cap manera de complir la seva regla no fa servir aquests candidats → { $result }
step-house-sum = { $technique }: les unitats i les gàbies donen { $terms } = { $total } → { $result }
step-contradiction-at = { $technique }: si a { $cell } hi hagués { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    }, les regles es trencarien a { $at } → { $result }
step-contradiction = { $technique }: si a { $cell } hi hagués { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    }, les regles es trencarien → { $result }
step-trial = { $technique }: si a { $cell } hi hagués { $digit ->
        [1] l'1
        [11] l'11
       *[other] el { $digit }
    }, cap graella no compliria les regles (una cerca ha provat tots els camins) → { $result }
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
technique-avoidable-rectangle-type-1 = Rectangle evitable tipus 1
technique-avoidable-rectangle-type-2 = Rectangle evitable tipus 2
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
technique-continuous-nice-loop = Bucle continu
technique-grouped-discontinuous-nice-loop = Bucle discontinu agrupat
technique-grouped-aic = Cadena d'inferències alternes agrupada (AIC)
technique-grouped-continuous-nice-loop = Bucle continu agrupat
technique-almost-locked-set-xz-rule = Regla XZ de conjunts gairebé bloquejats
technique-almost-locked-set-xy-wing = XY-Wing de conjunts gairebé bloquejats
technique-forcing-chain-contradiction = Cadena forçada (contradicció)
technique-forcing-chain-verity = Cadena forçada (veritat)
technique-forcing-net-contradiction = Xarxa forçada (contradicció)
technique-forcing-net-verity = Xarxa forçada (veritat)
technique-brute-force = Força bruta
# Techniques of variant puzzles.
technique-odd-even-cell = Casella parell/senar
technique-greater-than-sign = Signe de més gran
technique-minimum-maximum-cell = Casella mínima/màxima
technique-thermometer = Termòmetre
technique-palindrome = Palíndrom
technique-killer-cage = Gàbia killer
technique-kropki-dot = Punt kropki
technique-xv-sign = Signe XV
technique-non-consecutive-neighbours = Veïnes no consecutives
technique-whispers-line = Línia de xiuxiueigs
technique-between-line = Línia entremig
technique-quadruple = Quàdruple
technique-clone = Clon
technique-arrow = Fletxa
technique-renban-line = Línia renban
technique-entropic-line = Línia entròpica
technique-modular-line = Línia modular
technique-zipper-line = Línia cremallera
technique-little-killer = Petit killer
technique-region-sum-line = Línia de sumes per regió
technique-indexer = Indexador
technique-sandwich-sum = Suma sandvitx
technique-x-sum = Suma X
technique-skyscraper-clue = Pista de gratacels
technique-innies-and-outies = Interiors i exteriors
technique-contradiction = Contradicció
technique-rule-forcing-net = Xarxa forçada per les regles
technique-trial-and-error = Assaig i error

## PDF booklets

pdf-puzzle = Sudoku { $number }
pdf-answer = Solució { $number }
pdf-answers = Solucions
pdf-seed = llavor { $seed }
pdf-seed-index = llavor { $seed } #{ $index }
pdf-index = #{ $index }
pdf-title = Quadern de sudokus

## Rules captions of variant pictures

caption-anti-knight = Anticavall: dues caselles separades per un salt de cavall tenen xifres diferents.
caption-anti-king = Antirei: dues caselles separades per un moviment de rei tenen xifres diferents.
caption-non-consecutive = No consecutius: dues caselles veïnes mai no tenen xifres consecutives.
caption-disjoint-groups = Grups disjunts: les caselles que ocupen la mateixa posició dins la seva regió tenen xifres diferents.
caption-no-difference-consecutive = Hi són tots els punts blancs: dues caselles veïnes sense punt no tenen xifres consecutives.
caption-no-difference = Hi són tots els punts blancs: dues caselles veïnes sense punt mai no difereixen en { $value }.
caption-no-ratio-double = Hi són tots els punts negres: de dues caselles veïnes sense punt, cap no és el doble de l'altra.
caption-no-ratio = Hi són tots els punts negres: dues caselles veïnes sense punt mai no estan en la proporció 1:{ $value }.
caption-no-xv = Hi són totes les X i les V: dues caselles veïnes sense cap signe no sumen ni 10 ni 5.
caption-sandwich = Sandvitx: un número de fora suma les xifres que hi ha entre l'1 i el { $n } de la seva fila o columna.
caption-x-sum = Sumes X: un número de fora suma les X primeres xifres des del seu costat, on X és la primera.
caption-skyscraper = Gratacels: un número de fora compta les xifres que es veuen des d'allà; les més altes amaguen les més baixes.
caption-slow-thermometer = Un termòmetre amb el bulb buit és lent: les seves xifres poden quedar-se iguals.
caption-indexer-column = Les caselles vermelles indexen columnes: una xifra X a rRcC posa C a rRcX.
caption-indexer-row = Les caselles blaves indexen files: una xifra X a rRcC posa R a rXcC.
caption-indexer-box = Les caselles verdes indexen blocs: una xifra X a la posició P d'un bloc posa P a la posició X.
caption-whispers = Línies verdes: les xifres veïnes difereixen com a mínim en { $difference }.
caption-modular = Línies turquesa: { $modulus } caselles seguides qualssevol són diferents mòdul { $modulus }.
caption-clone = Les caselles ombrejades igual tenen les mateixes xifres.
caption-not-drawn = { $kind }: no es dibuixa (vegeu les regles del sudoku).

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
web-new-variant-ready = Sudoku nou: ompliu cada fila, columna i regió amb cada xifra una sola vegada, respectant les regles dibuixades a la graella.
web-generate-failed = No s'ha pogut fer el sudoku: { $error }
web-reading-puzzle = S'està llegint el sudoku…
web-puzzle-loaded = Sudoku carregat.
web-puzzle-loaded-several = Sudoku carregat, però té diverses solucions: la comprovació i les pistes en segueixen una.
web-load-failed = No s'ha pogut carregar el sudoku: { $error }
web-info-generated = { $size }×{ $size }, { $level }, llavor { $seed }
web-info-generated-any = { $size }×{ $size }, llavor { $seed }
web-rules = Regles
web-rules-classic = Clàssic
web-rules-killer = Killer
web-rules-jigsaw = Irregular
web-rules-x = X (diagonals)
web-rules-windoku = Windoku
web-rules-anti-knight = Anticavall
web-rules-anti-king = Antirei
web-rules-non-consecutive = No consecutiu
web-rules-thermo = Termòmetres
web-rules-arrow = Fletxes
web-rules-kropki = Kropki
web-rules-xv = XV
web-rules-little-killer = Little killer
web-rules-sandwich = Sandvitx
web-rules-whispers = Xiuxiueig alemany
web-rules-renban = Renban
web-info-variant = { $rules }, { $size }×{ $size }, llavor { $seed }
web-info-pasted = { $size }×{ $size }, enganxat
web-info-shared = { $size }×{ $size }, compartit
web-solution-revealed = Solució mostrada.
web-solved = Resolt en { $time }. Molt bé!
web-wrong-entry = { $cell } no coincideix amb la solució: primer esborreu-ne la xifra.
web-no-hint = No hi ha pista: { $error }
web-solution-unknown = No se'n coneix la solució.
web-rules-broken = { $count ->
        [one] S'incompleix { $count } regla (caselles marcades): { $rules }.
       *[other] S'incompleixen { $count } regles (caselles marcades): { $rules }.
    }
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

## Output files and interruptions

all-count-follows = fins a {$limit} solucions a mesura que es troben; el seu nombre ve després
all-counted-more = més de {$limit} solucions; les {$shown} primeres són a dalt
all-counted = {$count ->
    [one] 1 solució, a dalt
   *[other] {$count} solucions, a dalt
}
interrupted = interromput per {$signal}: la sortida conté els registres acabats abans
output-cannot-create = no es pot escriure a {$file}
output-cannot-replace = no es pot substituir {$file}
arg-output = Escriu la sortida estàndard a FILE: a un fitxer temporal al costat (`.FILE.sudoku-tmp-PID`), que substitueix FILE quan l’ordre ha acabat. En cas d’error, Ctrl-C o SIGTERM, el fitxer temporal s’esborra i un FILE existent queda com era
## Time limits

rate-stopped = aturat en arribar al límit de temps ({$limit} s): qualificats {$done} de {$count} sudokus; sense qualificar: {$ranges}
explain-stopped = aturat en arribar al límit de temps ({$limit} s): explicats {$done} de {$count} sudokus; sense explicar: {$ranges}
count-stopped = aturat en arribar al límit de temps ({$limit} s): comptats {$done} de {$count} sudokus; sense comptar: {$ranges}
arg-batch-timeout = Atura tota l'ordre al cap de SECS segons: s'escriuen els sudokus acabats fins llavors, els que estan en curs s'aturen en pocs mil·lisegons, i l'ordre acaba amb el codi 1 anomenant els sudokus no acabats. Per defecte: sense límit

# Sudokus variants
parse-variant = sudoku variant: {$detail}
variant-unused = no s'han fet servir: {$what} (no porten cap regla pròpia; si el text de les regles els n'hi dona una, la resposta no la segueix)
variant-no-picture = les imatges i els quaderns encara no dibuixen les regles dels sudokus variants: feu servir el format line, grid, boxed o json
variant-own-solution-breaks = la solució que porta el sudoku incompleix una regla: {$rule}
variant-own-solution-differs = la solució que porta el sudoku no és la que s'ha trobat
reason-variant-givens-break = les xifres donades incompleixen una regla: {$rule}
reason-variant-exhausted = cap graella no compleix totes les regles (la cerca les ha provat totes)
check-variant-ok = les xifres donades no incompleixen cap regla ({ $rules ->
    [one] {$rules} restricció
   *[other] {$rules} restriccions
} a més de files, columnes i regions)
check-variant-broken = incomplerta: {$rule}
check-variant-core = en contradicció: {$parts} (junts no deixen cap solució; cadascun hi és necessari)
check-removable = es poden treure sols i el sudoku continua únic: {$parts}
check-removable-none = es poden treure sols: cap (cada restricció i cada dada hi són necessàries)
arg-check-redundant = Per a un sudoku amb una sola solució, llista també cada restricció i cada dada que es podrien treure soles sense que deixi de ser únic (`#3 (killer)`, `r1c1=5`); cadascuna es prova sola, així que dues no tenen per què poder-se treure juntes. Una cerca per restricció i per dada: lent en sudokus variants difícils
help-candidates = Escriu els candidats reals de cada sudoku: les xifres que cada casella té en almenys una solució, comptades fins a un límit
arg-candidates-cap = Compta les solucions de cada candidat fins a K (1, per defecte, només diu si la xifra és possible); el JSON dona els recomptes
candidates-same-digit = la mateixa xifra a totes les solucions: {$groups}
candidates-same-digit-none = la mateixa xifra a totes les solucions: cap parell de caselles
arg-candidates-same-digit = Llista també els grups de caselles que tenen la mateixa xifra a totes les solucions (per a un sudoku en construcció: caselles que les regles ja obliguen a ser iguals); el JSON els dona com a `same_digit`. Es miren fins a 256 solucions i després cada grup es demostra amb una cerca
arg-candidates-format = `line` (per defecte) escriu una graella de candidats per sudoku; `json` un objecte JSON per sudoku, amb els recomptes quan --cap passa d'1
candidates-stopped = aturat en arribar al límit de temps ({$limit} s): fets {$done} de {$count} sudokus; sense fer: {$ranges}
