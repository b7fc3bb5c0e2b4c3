# The toolkit's messages in Spanish. One file per language, the same ids in each
# (crates/i18n/tests/catalogs.rs checks it). Keep each section's messages together and add
# new ones at the end of their section.

## Shared words

no-solution = Sin solución

# The engine's errors and reasons (src/engine_text.rs). Cell names (r1c1) stay as they are.
unit-row = fila {$n}
unit-column = columna {$n}
unit-box = bloque {$n}
unit-extra = unidad adicional {$n}
conflict-reason = hay un {$digit} en {$first} y en {$second}
no-solution-reason = Sin solución: {$reason}
reason-givens-conflict = las pistas entran en conflicto
reason-no-digit-fits = ninguna cifra cabe en { $cell }
reason-no-digit-fits-after-singles = ninguna cifra cabe en { $cell } una vez colocados los únicos
reason-digit-no-place = el { $digit } no tiene sitio en { $unit }
reason-digit-no-place-after-singles = el { $digit } no tiene sitio en { $unit } una vez colocados los únicos
reason-search-exhausted = la búsqueda probó todos los candidatos y no encontró solución
all-more-than = más {$limit ->
    [one] de 1 solución; sigue la primera
   *[other] de {$limit} soluciones; siguen las {$shown} primeras
}
all-solutions = {$count ->
    [one] 1 solución
   *[other] {$count} soluciones
}
parse-at-line = línea {$line}: {$reason}
parse-at-column = línea {$line}, columna {$column}: {$reason}
parse-cell-count = { $found ->
    [one] se ha encontrado {$found} casilla; se esperaban {$expected}
   *[other] se han encontrado {$found} casillas; se esperaban {$expected}
}
parse-bad-char = carácter no válido {$found}; se esperaba {$expected}
parse-bad-token = elemento no válido {$found}; se esperaba {$expected}
parse-row-length = la fila {$row} tiene { $found ->
    [one] {$found} casilla
   *[other] {$found} casillas
}; se esperaban {$expected}
parse-row-count = { $found ->
    [one] se ha encontrado {$found} fila; se esperaban {$expected}
   *[other] se han encontrado {$found} filas; se esperaban {$expected}
}
parse-bad-json = JSON no válido: {$detail}
parse-empty = sudoku vacío
parse-line-too-long = la línea tiene más de {$limit} bytes
parse-expected-any-symbol = una cifra, una letra o una casilla vacía (. 0 _ - *)
parse-expected-line-digits = una cifra del 1 al {$last} o una casilla vacía (. 0 _ - *)
parse-expected-line-letters = una cifra del 1 al 9, una letra de la A a la {$last} o una casilla vacía (. 0 _ - *)
parse-expected-grid-digits = una cifra del 1 al {$size}, o . o 0 para una casilla vacía
parse-expected-grid-letters = un número del 1 al {$size} o una letra de la A a la {$last}, o . o 0 para una casilla vacía
parse-json-expected-object = se esperaba un objeto con una lista de filas «grid»
parse-json-expected-rows = se esperaba una lista de filas
parse-json-bad-number = {$cell}: {$value} no es ni una cifra del 1 al {$size} ni 0 para una casilla vacía
parse-json-bad-symbol = {$cell}: {$found} no es ni una cifra ni una casilla vacía
parse-json-row-not-array = la fila {$row} no es una lista
parse-not-a-grid = el valor JSON no es una cuadrícula: se encontró {$found}; se esperaba una lista de filas o {"{"}"grid": …{"}"}
parse-json-kind = { $kind ->
    [null] null
    [boolean] un booleano
    [number] un número
    [string] una cadena
    [array] una lista
   *[object] un objeto
}
parse-json-object-without-grid = un objeto sin «grid»
parse-json-grid-holding = «grid» con {$what}
parse-hex-digits = 0 junto a casillas vacías {$hole} en una cuadrícula 16×16 sin ninguna G: ¿cifras de 0 a F (hexadecimal)? aquí las cifras de una 16×16 son 1-9 y A-G: escriba cada 0 como G, o use el 0 solo para las casillas vacías
parse-minus-one-hole = {$found} no es una casilla vacía aquí: las casillas vacías son . o 0 (las cuadrículas de cifras de 0 a N-1 con -1 para las vacías se leen como matrices C, {"{{"}-1, 3, …{"}"}, …{"}"})
parse-bad-c-array = matriz C no válida: {$detail}
shape-unknown-size = no hay ninguna forma de cuadrícula conocida de tamaño {$size} (tamaños conocidos: {$sizes})
shape-no-boxes = {$cells} casillas forman una cuadrícula de {$size}×{$size}, que no tiene ninguna forma de bloques (tamaños conocidos: {$sizes})
shape-bad-box = no se admiten bloques de {$rows}×{$columns} casillas (cada lado debe tener entre 2 y 32 casillas)
shape-cell-count = {$cells} casillas no es el número de casillas de ninguna cuadrícula conocida (81 para 9×9, 256 para 16×16, ...)
grid-value-too-large = {$cell}: el valor {$value} supera el tamaño de la cuadrícula, {$size}
interrupted-deadline = se ha agotado el tiempo
interrupted-cancelled = cancelado
givens-conflict = las pistas están en conflicto: {$conflict}
logic-no-solution = no tiene solución
logic-not-unique = tiene varias soluciones; los pasos de resolución humana necesitan una solución única
pencil-marks-length = las anotaciones necesitan 729 caracteres (9 por casilla, la cifra o '.'/'0'), pero hay {$found}
pencil-marks-char = carácter de anotación no válido {$found} en la posición {$position} (se esperaba {$expected}, '.' o '0')
generate-too-many = {$givens} pistas no caben en una cuadrícula de {$size}×{$size}, que tiene {$cells} casillas
generate-below-minimum = ningún sudoku de {$size}×{$size} con menos de {$minimum} pistas tiene solución única (se han pedido {$givens}); admita varias soluciones para bajar más
generate-symmetry = la simetría {$symmetry} no puede dar exactamente {$givens} pistas en una cuadrícula de {$size}×{$size} (el número debe ser { $rule ->
    [multiple-of-4] múltiplo de 4
    [multiple-of-4-or-next] múltiplo de 4, o uno más que un múltiplo de 4
    [even] par
   *[any] cualquiera
})
generate-minimal-needs-unique = un sudoku mínimo es aquel en el que cada pista es necesaria para que la solución sea única: no puede admitir varias soluciones
generate-minimal-full = un sudoku mínimo no puede tener las {$cells} casillas como pistas: al quitar cualquiera de ellas, la solución sigue siendo única
generate-multiple-needs-givens = un sudoku que puede tener varias soluciones necesita un número de pistas (sin él, se van quitando pistas mientras la solución siga siendo única)
generate-wanted-needs-unique = un sudoku de un nivel o de una técnica concretos debe tener solución única (el calificador la sigue paso a paso)
generate-wanted-not-rated = los niveles y las técnicas solo se califican hasta {$rated}×{$rated}, no para {$size}×{$size}
generate-level-unreachable = ningún sudoku de {$size}×{$size} es de nivel {$level}: los niveles posibles en este tamaño son {$levels}
generate-technique-unreachable = ningún sudoku de {$size}×{$size} necesita {$technique}: las técnicas que se usan en este tamaño son {$techniques}
generate-gave-up-closest = abandonado tras {$seconds} s: no se ha encontrado ningún sudoku { $minimal ->
    [yes] mínimo con solución única
   *[no] con solución única
} con exactamente {$target} pistas (el más cercano tenía {$closest})
generate-gave-up-target = abandonado tras {$seconds} s: no se ha encontrado ningún sudoku { $minimal ->
    [yes] mínimo con solución única
   *[no] con solución única
} con exactamente {$target} pistas
generate-gave-up-removing = abandonado tras {$seconds} s: aún se estaban quitando pistas (hasta {$closest}) cuando se acabó el tiempo
generate-gave-up = abandonado tras {$seconds} s: no se ha encontrado ningún sudoku
generate-not-found-level-technique = no se ha encontrado ningún sudoku de nivel «{$level}» que necesite {$technique} en {$seconds} s ({ $tried ->
    [one] se ha hecho {$tried} sudoku
   *[other] se han hecho {$tried}
})
generate-not-found-level = no se ha encontrado ningún sudoku de nivel «{$level}» en {$seconds} s ({ $tried ->
    [one] se ha hecho {$tried} sudoku
   *[other] se han hecho {$tried}
})
generate-not-found-technique = no se ha encontrado ningún sudoku que necesite {$technique} en {$seconds} s ({ $tried ->
    [one] se ha hecho {$tried} sudoku
   *[other] se han hecho {$tried}
})
generate-not-found = no se ha encontrado ningún sudoku en {$seconds} s ({ $tried ->
    [one] se ha hecho {$tried} sudoku
   *[other] se han hecho {$tried}
})
canon-size = las formas canónicas y las copias equivalentes solo están definidas para cuadrículas de 9×9, no de {$size}×{$size}
unknown-name = nombre desconocido {$name}

## Command line: errors, warnings, record lines

record-invalid = no válido: {$reason}
canon-summary = canon: { $records ->
    [one] {$records} registro
   *[other] {$records} registros
}, { $classes ->
    [one] {$classes} clase
   *[other] {$classes} clases
}, { $duplicates ->
    [one] {$duplicates} duplicado
   *[other] {$duplicates} duplicados
}, { $invalid ->
    [one] {$invalid} no válido
   *[other] {$invalid} no válidos
}
serve-time-limit = --time-limit debe ser mayor que 0 y de 600 segundos como máximo
serve-reachable = escuchando en {$address}: otras máquinas pueden acceder a este servidor
serve-serving = sirviendo en {$url} (Ctrl+C para detener)
serve-bad-address = {$address} no es una dirección donde escuchar: indique IP:PUERTO, HOST:PUERTO (localhost:8080) o un puerto (8080)
serve-cannot-serve = no se puede servir en {$address}
pdf-to-terminal = no se escribe un PDF en la terminal: redirija la salida a un archivo (> booklet.pdf)
generate-seed = semilla {$seed} (repita esta ejecución con --seed {$seed})
generate-failed = sudoku {$puzzle}: {$reason}
generate-variant-option = --{ $option } aún no se aplica a los sudokus variantes (--variant)
generate-failed-in-time = sudoku {$puzzle}: {$reason}; con un --puzzle-timeout más largo quizá se encuentre uno
generate-stopped = detenido al llegar al límite de tiempo ({$limit} s): hechos {$made} de {$count} sudokus; sin hacer: {$ranges}
generate-stats = estadísticas: { $puzzles ->
    [one] {$puzzles} sudoku
   *[other] {$puzzles} sudokus
}, { $made ->
    [one] {$made} hecho
   *[other] {$made} hechos
}, { $failed ->
    [one] {$failed} fallido
   *[other] {$failed} fallidos
}, {$seconds} s, {$rate} sudokus/s, { $threads ->
    [one] {$threads} hilo
   *[other] {$threads} hilos
}
size-not-a-number = {$value} no es un número (tamaños: 4, 6, 8, 9, 12, 16, 25)
hole-expected = se esperaba uno de estos: . 0 _ - *
seconds-not-positive = {$value} no es un número positivo de segundos
no-puzzles-read = no se ha leído ningún sudoku
stats-line = estadísticas: { $puzzles ->
    [one] {$puzzles} sudoku
   *[other] {$puzzles} sudokus
}, { $solved ->
    [one] {$solved} resuelto
   *[other] {$solved} resueltos
}, {$no_solution} sin solución, {$several} con varias soluciones, { $invalid ->
    [one] {$invalid} no válido
   *[other] {$invalid} no válidos
}, {$seconds} s, {$rate} sudokus/s
show-stats = estadísticas: { $puzzles ->
    [one] {$puzzles} sudoku
   *[other] {$puzzles} sudokus
}, { $shown ->
    [one] {$shown} mostrado
   *[other] {$shown} mostrados
}, { $invalid ->
    [one] {$invalid} no válido
   *[other] {$invalid} no válidos
}, {$seconds} s, {$rate} sudokus/s
progress-bar = {$bar} {$pos}/{$len} sudokus, {$rate}, faltan {$eta}
progress-spinner = {$spinner} {$pos} sudokus, {$rate} [{$elapsed}]
reading-stdin = leyendo sudokus de la entrada estándar… ({$key} para terminar)
unknown-input-format = formato desconocido {$value} (se esperaba line, grid, boxed, json, c-array, csv o tsv)
table-error = {$location}: columna {$column}: {$reason}
table-error-at = {$location}: columna {$column}, carácter {$character}: {$reason}
source-binary = {$source}: es un archivo binario; se omite
source-not-puzzles = {$source}: no es un archivo de sudokus ({$bad} registros erróneos seguidos); se omite
source-hidden = {$source}: está oculto; se omite
source-link-to-directory = {$source}: es un enlace a un directorio; se omite
source-not-regular = {$source}: no es un archivo normal; se omite
io-not-found = no existe el archivo o el directorio
io-permission-denied = permiso denegado
csv-no-column = no hay ninguna columna llamada {$name} (la cabecera tiene {$columns})
csv-column-out-of-range = no hay ninguna columna {$number}: la tabla tiene {$width} columnas
csv-no-header = no hay fila de cabecera en la que buscar la columna {$name}: indique la columna por su número (1 = la primera)
csv-no-puzzle-column = ningún campo de la primera fila de datos contiene un sudoku: indique la columna de los sudokus con --column
format-not-for-command = `sudoku {$command}` no puede escribir --format {$format}: elija uno de estos: {$formats}
c-array-base-expected = se esperaba 0 o 1
per-page-expected = no se pueden poner {$count} sudokus en una página: elija 1, 2, 4 o 6
paper-expected = papel desconocido {$name}: elija a4 o letter
several-solutions = Varias soluciones
several-solutions-printed-first = el sudoku tiene varias soluciones; se ha escrito la primera
several-solutions-steps = Varias soluciones: los pasos de resolución humana necesitan una solución única
solve-left-out = sin solución: {$reason}; queda fuera del cuadernillo
all-no-pdf = --all no puede hacer un cuadernillo PDF: escriba las soluciones como texto o SVG
all-no-table = --all no puede escribir una tabla (una fila por sudoku): escriba las soluciones como texto o JSON
at-least = al menos {$count}
reason-candidates-dead-end = estos candidatos no se pueden completar de ninguna manera
stopped = detenido: {$reason}
bench-skipped = {$error}: se omite
bench-no-puzzles = {$source}: ningún sudoku
bench-unsolvable = {$source}: { $count ->
    [one] {$count} de los sudokus no tiene solución
   *[other] {$count} de los sudokus no tienen solución
}
bench-shuffle-size = {$source}: sudoku {$puzzle}: no se puede barajar: --shuffle solo admite sudokus de 9×9

# The command line's help (src/help.rs): the description of the command and of each
# subcommand. The English ones are what the code's doc comments say (a test compares them).
help-sudoku = La orden `sudoku`: resuelve, cuenta, comprueba, genera, califica y explica sudokus
help-solve = Resuelve sudokus: escribe la solución de cada uno, o «Sin solución» con el motivo
help-count = Cuenta las soluciones de cada sudoku; una línea por sudoku (un mínimo cuando el límite detiene la cuenta)
help-check = Comprueba cuadrículas: filas, columnas y bloques, si están completas y son consistentes
help-bench = Mide el rendimiento del solucionador con archivos de sudokus (un hilo, solo el motor: sin lectura ni escritura)
help-generate = Genera sudokus: exactamente N pistas o mínimos, con solución única o no, simétricos, a partir de una semilla
help-interactive = Una sesión: escriba un número de pistas y vea un sudoku y hasta 10 soluciones comprobadas
help-serve = Sirve una página para jugar sudokus (nuevos por tamaño y dificultad, o pegados), con ayudas, y una API JSON (`/api/solve`, `/api/hint`, …; descrita en `/api/openapi.json`)
help-explain = Explica sudokus: cada paso de una resolución humana en palabras sencillas y, después, la calificación
help-hint = Ayuda: el siguiente paso de una resolución humana para cada sudoku, una línea por sudoku
help-rate = Califica sudokus: nivel y puntuación de HoDoKu, y una calificación al estilo de SE, una línea por sudoku. `--format csv` (o `tsv`) escribe cada fila de entrada con `level,score,se,hardest,error` añadidos
help-canon = Escribe la forma canónica minlex de cada sudoku de 9×9: la cadena de 81 caracteres más pequeña (`0` para una casilla vacía) entre las 3.359.232 transformaciones que mantienen válida una cuadrícula (permutaciones de bandas, filas, pilas y columnas, trasposición) y los reetiquetados de las cifras. Los sudokus equivalentes tienen la misma forma. Una línea por registro de entrada, en el orden de entrada
help-transform = Escribe copias equivalentes aleatorias de cada sudoku de 9×9: cada copia aplica una transformación aleatoria uniforme que mantiene válida una cuadrícula (permutaciones de bandas, filas, pilas y columnas, trasposición) y un reetiquetado aleatorio de las cifras. Las copias se escriben en el formato de línea (`.` para una casilla vacía), las de cada sudoku juntas, en el orden de entrada
help-show = Muestra sudokus sin resolverlos: cada uno en el formato que indica `--format` (por defecto, el de la entrada), para verlo o para convertir un archivo de un formato a otro. Los registros mantienen el orden de la entrada; un registro que no se puede leer se indica en stderr con su posición y se sustituye por una línea `no válido: …` (en la salida JSON, un objeto con `error` y `source`; código de salida 2), y el resto continúa
help-completions = Escribe un script de autocompletado para el intérprete de órdenes: `sudoku completions bash > ~/.local/share/bash-completion/completions/sudoku`
help-man = Escribe la página de manual (roff): `sudoku man > sudoku.1; man ./sudoku.1`
help-interactive-more = Cada solución va seguida de su informe de filas, columnas y bloques, como el que escribe `sudoku check`. Escriba una palabra de fin en cualquiera de los cinco idiomas (`fin`, `salir`, `end`, `quit`, `exit`, `q`, `fi`, `sortir`, `quitter`, `fim`, `sair`) o cierre la entrada para terminar.
help-generate-reproducible = El sudoku i de una ejecución solo depende de la semilla, de las opciones y de i: la misma semilla da la misma salida byte a byte, sea cual sea --threads.
help-generate-failures = Si un sudoku no se puede hacer dentro de --puzzle-timeout (se han pedido demasiado pocas pistas, o no ha salido ningún sudoku del nivel o de la técnica pedidos), un error que lo nombra va a stderr en su lugar (`error: sudoku N: ...`), los demás sudokus se siguen haciendo y escribiendo, de modo que salen menos de --count, y el código de salida es 1. Con --timeout toda la orden se detiene en ese momento: se escriben los sudokus terminados, los demás se nombran en stderr (`error: detenido al llegar al límite de tiempo ...`) y el código de salida es 1. Las peticiones imposibles (por debajo del mínimo demostrado de pistas, más pistas que casillas, un sudoku mínimo con todas las casillas dadas, un número que la simetría no puede dar) se rechazan antes de hacer nada, con el código de salida 2.
# clap's own words, as clap writes them in English.
help-usage = Uso:
help-commands = Órdenes
help-options = Opciones
help-arguments = Argumentos
help-flag-help = Muestra la ayuda
help-flag-version = Muestra la versión
help-subcommand = Muestra este mensaje o la ayuda de las órdenes indicadas
help-default = [por defecto: {$value}]
help-possible-values = [valores posibles: {$values}]
# The options, one message per option (or per option and subcommand when they differ).
arg-addr = La dirección en la que se escucha: IP:PUERTO, HOST:PUERTO (localhost:8080) o solo un PUERTO (en la interfaz local). Por defecto, solo la interfaz local (loopback); otra dirección hace que la página y la API sean accesibles desde otras máquinas
arg-against = Verifica las soluciones de un conjunto de datos: para cada fila de una tabla CSV o TSV, COLUMN (el nombre de una cabecera, o un número, 1 = la primera) debe contener una cuadrícula completa que no incumpla ninguna regla y que mantenga todas las pistas del sudoku, y el sudoku debe tener exactamente una solución (se cuentan hasta dos, así que un sudoku con varias es una discrepancia aunque la dada sea una de ellas). La salida de texto lista cada discrepancia como `archivo:línea: qué falla`; los demás formatos dan todas las filas y repiten cada discrepancia en stderr. Un resumen va a stderr; el código de salida es 1 si alguna fila no coincide
arg-all = Escribe todas las soluciones, hasta --limit, sin nada más; una línea de comentario `#` antes de las soluciones de cada sudoku indica cuántas hay o, cuando --limit pasa de 10⁷ y el sudoku tiene más de 1.024 soluciones, avisa de que el número llega después de ellas, en una última línea `#`
arg-allow-multiple = Basta con que el sudoku tenga solución, puede tener varias; requiere --clues
arg-bench-backend = El motor de resolución
arg-canonical = Con --dedup: escribe la forma canónica de cada clase en lugar de su primer sudoku
arg-check-format = `line` (por defecto) escribe el informe de texto; `json`, un objeto JSON por cuadrícula; `svg`, una imagen con las casillas en conflicto marcadas; `csv` y `tsv`, cada fila de entrada con `complete,consistent,solutions,error` añadidos (con --against: `valid,keeps_givens,unique,mismatch,error`)
arg-clues = Exactamente este número de pistas. Sin esta opción, se quitan pistas en orden aleatorio mientras la solución siga siendo única, de modo que el sudoku es mínimo
arg-column = En una entrada CSV o TSV, la columna que contiene los sudokus: el nombre de una cabecera, o un número (1 = la primera columna; la única forma de indicar una en una tabla sin cabecera). Por defecto: la primera columna cuya primera fila de datos contiene un sudoku (si esa fila no contiene ninguno, la que se llama puzzle, quizzes o question)
arg-copies = Copias por sudoku
arg-count = Cuántos sudokus hacer
arg-count-format = `line` (por defecto) escribe una cuenta por línea; `json`, un objeto JSON por sudoku; `csv` y `tsv`, cada fila de entrada con `count,at_least,error` añadidos
arg-count-limit = Detiene la cuenta al llegar a este número de soluciones (como mínimo 1)
arg-dedup = Escribe solo el primer sudoku de cada clase de sudokus equivalentes, tal como se ha leído (en formato de línea, `.` para una casilla vacía), y después un resumen en stderr: registros, clases, duplicados, no válidos. Los registros incorrectos solo se indican en stderr. Funciona con un solo hilo, porque «primero» significa primero en el orden de entrada. La forma de cada clase se guarda en memoria (empaquetada en 41 bytes, unos 50 a 100 bytes por clase con la tabla hash), así que la memoria crece con el número de clases
arg-difficulty = Solo sudokus de exactamente este nivel de HoDoKu (easy, medium, hard, unfair, extreme; tamaños hasta 9×9): se hacen y se califican sudokus hasta que uno encaja, dentro de --puzzle-timeout
arg-files = Archivos de sudokus (en cualquier formato admitido)
arg-first = Se detiene en la primera solución, sin demostrar que es la única (más rápido)
arg-generate-format = Formato de salida
arg-generate-hole = El carácter de las casillas vacías en los formatos line y boxed (`.`, o `0` para los programas que solo quieren cifras)
arg-generate-seed = Semilla: la misma semilla y las mismas opciones dan los mismos sudokus, en cualquier máquina y con cualquier número de hilos. Por defecto: una semilla aleatoria, escrita en stderr
arg-generate-size = Tamaño de la cuadrícula: 4, 6, 8, 9, 12, 16, 25 o cualquier otro tamaño con forma de bloque hasta 32 (un sudoku mínimo de más de 16×16 puede tardar minutos; con --clues tarda milisegundos)
arg-input-format = El formato de entrada: line, grid, boxed, json, c-array, csv o tsv. Si no se indica, se detecta para cada fuente: un nombre `.csv` o `.tsv`, o una primera línea de campos separados por comas o tabuladores que no sean todos sudokus, indica una tabla (una primera fila sin ningún sudoku es su cabecera); si no, la primera línea de datos indica el formato del sudoku (`{"{{"}`, `{"{"}` y un número, o `int m[9][9] =` empiezan una matriz de C)
arg-interactive-seed = Semilla de los sudokus (por defecto: aleatoria, escrita en stderr); el k-ésimo sudoku de la sesión es el sudoku k de `sudoku generate --allow-multiple` con esta semilla
arg-interactive-size = Tamaño de la cuadrícula: 4, 6, 8, 9, 12, 16, 25 o cualquier otro tamaño con forma de bloque hasta 32
arg-lang = El idioma de los mensajes: en, ca, es, fr o pt. Sin esta opción, el idioma sale de LC_ALL, LC_MESSAGES, LANG y LANGUAGE, como en otros programas; si no, inglés. Los sudokus, los números, el JSON y los códigos de salida son iguales en todos los idiomas
arg-logic-format = `line` (por defecto) escribe los pasos como texto; `json`, un objeto JSON por sudoku y por línea (JSON Lines)
arg-min-time = Tiempo mínimo por archivo, en segundos
arg-minimal = Garantiza que ninguna pista (con --symmetry: ningún grupo simétrico de pistas) se puede quitar sin perder la unicidad. Los sudokus hechos sin --clues siempre lo son
arg-mode = `unique`: encuentra la solución y demuestra que no hay otra (cuenta hasta 2); `first`: se detiene en la primera solución
arg-no-progress = No muestra nunca la barra de progreso (solo aparece cuando stderr es una terminal)
arg-paper = Con `--format pdf`: tamaño del papel, `a4` o `letter`
arg-paths = Archivos de sudokus, directorios (todos los archivos que contienen, también los de los subdirectorios, por orden de nombre; los ocultos se omiten) o `-` para la entrada estándar. Sin rutas, se lee la entrada estándar
arg-pencil-marks = Lee cada registro como 729 caracteres de anotaciones (para cada casilla nueve caracteres, la cifra o `.`/`0`) en lugar de como sudoku
arg-per-page = Con `--format pdf`: sudokus por página (1, 2, 4 o 6)
arg-require-unique = Trata como error un sudoku con varias soluciones (código de salida 1)
arg-solutions = El máximo de soluciones que se listan para cada sudoku
arg-solve-format = Formato de salida de toda la ejecución; por defecto, el formato del primer sudoku leído (el formato de línea para los sudokus de una tabla)
arg-solve-hole = El carácter de las casillas vacías en los formatos line, grid, boxed y de tabla (`.` por defecto; `0` es la otra opción habitual)
arg-solve-limit = Con --all: el máximo de soluciones que se escriben por sudoku (como mínimo 1)
arg-stats = Escribe una línea de resumen en stderr al terminar: resueltos, sin solución, con varias soluciones, no válidos, segundos, sudokus/s
arg-symmetry = Simetría de las pistas: mirror es izquierda-derecha, flip es arriba-abajo; random elige una por sudoku entre las que admiten el número de pistas
arg-technique = Solo sudokus cuya resolución paso a paso usa esta técnica (p. ej. x-wing, xy-wing, "empty rectangle"; tamaños hasta 9×9), dentro de --puzzle-timeout
arg-threads = Hilos de trabajo (por defecto, o 0: todos los núcleos; se ejecutan como máximo 256). La salida mantiene el orden de entrada
arg-time-limit = Cuánto tiempo puede durar el trabajo del motor para una petición, en segundos
arg-timeout = Detiene toda la orden al cabo de SECS segundos: se escriben los sudokus terminados hasta entonces, los que se están haciendo se detienen en pocos milisegundos, y la orden termina con el código 1 diciendo cuántos se hicieron. Por defecto: sin límite
arg-shuffle = Resuelve copias equivalentes aleatorias: el sudoku `i` de cada archivo (desde 0) se cambia por su copia por la transformación que `SEED` elige para `i`, la que escribe `sudoku transform --seed SEED`. Solo sudokus de 9×9
arg-puzzle-timeout = Segundos que puede tardar un sudoku antes de renunciar a él: un error que lo nombra va a stderr y los demás sudokus se siguen haciendo [por defecto: 30 para las peticiones que quizá no se puedan cumplir (--clues, --difficulty, --technique, --variant), sin límite en los demás casos]
arg-transform-seed = Semilla: la misma semilla da las mismas copias, en cualquier máquina y con cualquier número de hilos. Por defecto: una semilla aleatoria, escrita en stderr
arg-vague = Indica solo la técnica y la unidad donde mirar, no las casillas ni las cifras
arg-with-solution = Escribe la solución de cada sudoku después de él (formato line: en la misma línea, tras un espacio)
arg-variant = Sudokus variantes de estos tipos, separados por comas: killer, killer-minimal (jaulas sobre una parte de la cuadrícula), jigsaw, x, windoku, anti-knight, anti-king, non-consecutive, thermo, arrow, kropki, kropki-minimal, xv, xv-minimal, little-killer, sandwich, whispers, renban (p. ej. killer,anti-knight); tamaños 4, 6 y 9 (windoku solo 9; xv 6 y 9); --format json (por defecto), fpuzzles, sudokupad, csv, svg o pdf
arg-bench-paths = Archivos de sudokus (en cualquier formato admitido), directorios (todos los archivos que contienen, también los de los subdirectorios; una fila de la tabla por archivo) o `-` para la entrada estándar. Sin rutas, se lee la entrada estándar
arg-with-filename = Indica el archivo de cada registro en la salida de texto: `ARCHIVO:LÍNEA:` delante de cada línea en los formatos de una línea, y una línea `# ARCHIVO` delante del primer registro de cada archivo en los formatos grid y boxed (un comentario, de modo que la salida se puede volver a leer como entrada). Es el comportamiento por defecto cuando se dan varias rutas o un directorio. El JSON ya indica el `source` de cada registro; las tablas y los cuadernillos no cambian
arg-no-filename = No indica nunca los archivos en la salida, aunque se lean varios
arg-all-errors = Informa de todos los registros erróneos. Por defecto, un archivo cuyos 10 primeros registros son erróneos no es un archivo de sudokus: se nombra una vez en stderr y se omite
arg-c-array-base = Con `--format c-array`: el valor de la primera cifra, 0 (cifras de 0 a N-1 y -1 para una casilla vacía, como las escribe el curso francés) o 1 (cifras de 1 a N y 0 para una casilla vacía). Los dos se pueden volver a leer como entrada
arg-hint-format = `line` (por defecto) escribe el paso como texto; `json`, un objeto JSON por sudoku y por línea; `svg`, una imagen de la posición con el paso marcado
arg-rate-format = `line` (por defecto) escribe `LEVEL SCORE SE HARDEST` por sudoku; `json`, un objeto JSON por sudoku y por línea; `csv` y `tsv`, cada fila de entrada con `level,score,se,hardest,error` añadidos
arg-shell = El intérprete de órdenes: bash, zsh, fish, powershell o elvish
# clap's errors about the command line (src/help.rs), as clap writes them in English.
clap-invalid-value = valor no válido '{$value}' para '{$arg}'
clap-invalid-value-because = valor no válido '{$value}' para '{$arg}': {$reason}
clap-value-required = '{$arg}' necesita un valor y no se ha dado ninguno
clap-unexpected-argument = argumento inesperado '{$arg}'
clap-unexpected-value = valor inesperado '{$value}' para '{$arg}'; no se esperaban más
clap-unrecognized-subcommand = orden desconocida '{$name}'
clap-missing-arguments = faltan estos argumentos obligatorios:
clap-conflict = el argumento '{$arg}' no se puede usar con '{$other}'
clap-conflict-several = el argumento '{$arg}' no se puede usar con:
clap-used-twice = el argumento '{$arg}' no se puede usar más de una vez
clap-similar-argument = consejo: { $count ->
    [one] existe un argumento parecido
   *[other] existen argumentos parecidos
}: {$suggestions}
clap-similar-value = consejo: { $count ->
    [one] existe un valor parecido
   *[other] existen valores parecidos
}: {$suggestions}
clap-similar-subcommand = consejo: { $count ->
    [one] existe una orden parecida
   *[other] existen órdenes parecidas
}: {$suggestions}
clap-try-help = Para más información, pruebe '{$flag}'.

## The check report

check-rows-ok = filas correctas
check-columns-ok = columnas correctas
check-boxes-ok = bloques correctos
check-rows-conflicts = filas: {$conflicts}
check-columns-conflicts = columnas: {$conflicts}
check-boxes-conflicts = bloques: {$conflicts}
check-conflict-in-unit = {$conflict} ({$unit})
check-complete = solución completa y consistente
check-incomplete-no-solution = cuadrícula consistente pero incompleta ({ $empty ->
    [one] {$empty} casilla vacía
   *[other] {$empty} casillas vacías
}), y no tiene solución
check-incomplete-unique = cuadrícula consistente pero incompleta ({ $empty ->
    [one] {$empty} casilla vacía
   *[other] {$empty} casillas vacías
}); tiene exactamente una solución
check-incomplete-several = cuadrícula consistente pero incompleta ({ $empty ->
    [one] {$empty} casilla vacía
   *[other] {$empty} casillas vacías
}); tiene varias soluciones
check-inconsistent = cuadrícula no consistente: { $conflicts ->
    [one] {$conflicts} conflicto
   *[other] {$conflicts} conflictos
}
check-puzzle-no-solution = el sudoku no tiene solución
check-puzzle-several = el sudoku tiene varias soluciones
check-no-solution-field = la fila no tiene el campo de la solución
check-solution-size = la solución es de {$solution}×{$solution} y el sudoku, de {$puzzle}×{$puzzle}
check-solution-unreadable = no se puede leer la solución: {$reason}
check-solution-unreadable-at = no se puede leer la solución: {$reason} (carácter {$character})
check-solution-empty = la solución tiene { $empty ->
    [one] {$empty} casilla vacía
   *[other] {$empty} casillas vacías
}
check-solution-breaks-rules = la solución incumple las reglas: {$conflict} ({$unit})
check-solution-breaks-rules-more = la solución incumple las reglas: {$conflict} ({$unit}), y { $more ->
    [one] {$more} conflicto más
   *[other] {$more} conflictos más
}
check-solution-changes-given = la solución cambia la pista de {$cell}: pone {$found} en lugar de {$given}
check-solution-changes-given-more = la solución cambia la pista de {$cell}: pone {$found} en lugar de {$given} (y { $more ->
    [one] {$more} pista más
   *[other] {$more} pistas más
})
check-solution-erases-given = la solución deja vacía la pista de {$cell}, que era un {$given}
check-solution-erases-given-more = la solución deja vacía la pista de {$cell}, que era un {$given} (y cambia { $more ->
    [one] {$more} pista más
   *[other] {$more} pistas más
})
check-mismatch = discrepancia: {$location}: {$problems}
check-against-summary = check: { $rows ->
    [one] {$rows} fila
   *[other] {$rows} filas
}, { $matches ->
    [one] {$matches} coincide
   *[other] {$matches} coinciden
}, { $mismatches ->
    [one] {$mismatches} no coincide
   *[other] {$mismatches} no coinciden
}, { $invalid ->
    [one] {$invalid} no válida
   *[other] {$invalid} no válidas
}
check-against-format = --against escribe un informe: use el formato text, json, csv o tsv
check-against-needs-table = --against necesita una tabla CSV o TSV, con la solución en una columna

## The interactive session

# The word the prompt names to end the session, and more words that end it (separated by
# commas). Every language's words end the session, whatever the language.
interactive-end-word = fin
interactive-more-end-words = salir
# The code adds a space after the prompt.
interactive-prompt = Número de pistas (de 0 a {$cells}), o «{ interactive-end-word }» para terminar:
interactive-too-many = {$n} es más que las {$cells} casillas de la cuadrícula: escriba un número de 0 a {$cells}, o «{ interactive-end-word }» para terminar
interactive-empty = no ha escrito nada: escriba un número de 0 a {$cells}, o «{ interactive-end-word }» para terminar
interactive-not-a-number = «{$entry}» no es un número: escriba un número de 0 a {$cells}, o «{ interactive-end-word }» para terminar
interactive-initial-grid = Cuadrícula inicial
interactive-solution-heading = {$k}.ª solución encontrada:
interactive-more-solutions = { $limit ->
    [one] Hay más de una solución; esta es la primera.
   *[other] Hay más de {$limit} soluciones; estas son las {$limit} primeras.
}
interactive-solutions-in-all = { $count ->
    [one] {$count} solución en total.
   *[other] {$count} soluciones en total.
}
interactive-seed = semilla {$seed} (repita esta sesión con --seed {$seed})

## Step texts (explain, hint) and ratings

step-full-house = { $technique }: { $cell } es la última casilla vacía { $unit ->
        [row] de la fila
        [column] de la columna
        [box] del bloque
       *[other] de la unidad extra
    } { $unit_n }, a la que solo le falta el { $digit } → { $result }
step-naked-single = { $technique }: al eliminar las cifras de su fila, columna y bloque, en { $cell } solo queda el { $digit } → { $result }
step-hidden-single = { $technique }: { $unit ->
        [row] en la fila
        [column] en la columna
        [box] en el bloque
       *[other] en la unidad extra
    } { $unit_n }, el { $digit } solo puede ir en { $cell } (su única opción) → { $result }
step-locked-candidates = { $technique }: { $from ->
        [row] en la fila
        [column] en la columna
        [box] en el bloque
       *[other] en la unidad extra
    } { $from_n }, el { $digit } solo está { $to ->
        [row] en la fila
        [column] en la columna
        [box] en el bloque
       *[other] en la unidad extra
    } { $to_n } → { $result }
step-naked-subset = { $technique }: { $unit ->
        [row] en la fila
        [column] en la columna
        [box] en el bloque
       *[other] en la unidad extra
    } { $unit_n }, { $cells } solo contienen { $digits } → { $result }
step-naked-subset-two-units = { $technique }: { $unit ->
        [row] en la fila
        [column] en la columna
        [box] en el bloque
       *[other] en la unidad extra
    } { $unit_n } y { $unit2 ->
        [row] en la fila
        [column] en la columna
        [box] en el bloque
       *[other] en la unidad extra
    } { $unit2_n }, { $cells } solo contienen { $digits } → { $result }
step-hidden-subset = { $technique }: { $unit ->
        [row] en la fila
        [column] en la columna
        [box] en el bloque
       *[other] en la unidad extra
    } { $unit_n }, { $digits } solo caben en { $cells } → { $result }
step-fish = { $technique }: el { $digit } { $base_kind ->
        [row] en las filas { $base } solo está en las columnas { $cover }
       *[column] en las columnas { $base } solo está en las filas { $cover }
    } → { $result }
step-finned-fish = { $technique }: el { $digit } { $base_kind ->
        [row] en las filas { $base } solo está en las columnas { $cover }
       *[column] en las columnas { $base } solo está en las filas { $cover }
    } (con { $fin_count ->
        [one] la aleta
       *[other] las aletas
    } { $fins }) → { $result }
step-two-strong-links = { $technique }: el { $digit } está en { $cell1 } o en { $cell2 } ({ $unit ->
        [row] fila
        [column] columna
        [box] bloque
       *[other] unidad extra
    } { $unit_n }), y en { $cell3 } o en { $cell4 } ({ $unit2 ->
        [row] fila
        [column] columna
        [box] bloque
       *[other] unidad extra
    } { $unit2_n }); { $cell2 } y { $cell3 } se ven, así que { $cell1 } o { $cell4 } contiene el { $digit } → { $result }
step-empty-rectangle = { $technique }: en el bloque { $box }, el { $digit } está en una sola fila y una sola columna ({ $cells }); con el par conjugado { $cell1 } – { $cell2 } { $line ->
        [row] en la fila
        [column] en la columna
        [box] en el bloque
       *[other] en la unidad extra
    } { $line_n } → { $result }
step-remote-pair = { $technique }: { $digits } se alternan a lo largo de { $cells }, así que { $first } y { $last } tienen cifras distintas → { $result }
step-w-wing = { $technique }: { $cell1 } y { $cell2 } contienen { $digits }; el { $link } está en { $end1 } o en { $end2 }, que las ven, así que una de ellas es el { $digit } → { $result }
step-xy-wing = { $technique }: pivote { $pivot } con las pinzas { $pincer1 } y { $pincer2 }: una de las pinzas es el { $digit } → { $result }
step-xyz-wing = { $technique }: pivote { $pivot } con las pinzas { $pincer1 } y { $pincer2 }: una de las tres casillas es el { $digit } → { $result }
step-ur-one-corner = { $technique }: { $cells } formarían un patrón mortal de { $digits } (dos soluciones); { $cell } debe contener otra cifra → { $result }
step-ur-shared-extra = { $technique }: { $cells } formarían un patrón mortal de { $digits } (dos soluciones); una de las casillas { $corners } contiene { $extra } → { $result }
step-ur-naked-subset = { $technique }: { $cells } formarían un patrón mortal de { $digits } (dos soluciones); las cifras extra { $extra } de dos esquinas y { $others } forman un subconjunto desnudo de { $subset } { $unit ->
        [row] en la fila
        [column] en la columna
        [box] en el bloque
       *[other] en la unidad extra
    } { $unit_n } → { $result }
step-ur-conjugate-pair = { $technique }: { $cells } formarían un patrón mortal de { $digits } (dos soluciones); el { $digit } debe ir en { $cell1 } o en { $cell2 } → { $result }
step-ur-x-wing = { $technique }: { $cells } formarían un patrón mortal de { $digits } (dos soluciones); el { $digit } solo está dentro del rectángulo en sus filas y columnas → { $result }
step-hidden-rectangle = { $technique }: { $cells } formarían un patrón mortal de { $digits } (dos soluciones); { $corner } es bivalente y el { $digit } solo está dentro del rectángulo a lo largo de la fila { $row } y la columna { $column } → { $result }
step-bug-plus-one = { $technique }: todas las demás casillas vacías tienen dos candidatos; { $cell } debe contener el { $digit } o la cuadrícula tendría dos soluciones → { $result }
step-color-trap = { $technique }: el { $digit } está en todas las casillas { $color1 } o en todas las casillas { $color2 }; estas casillas ven ambos colores → { $result }
step-color-wrap = { $technique }: el { $digit } no puede ocupar todas las casillas { $wrong } (dos de ellas se ven), así que ocupa { $right } → { $result }
step-multi-color-trap = { $technique }: si la cuadrícula tuviera el { $digit } en todas las casillas { $cells }, faltaría en ambos colores de { $color1 } y { $color2 } → { $result }
step-multi-color-wing = { $technique }: { $seeing1 } y { $seeing2 } se ven, así que el { $digit } ocupa { $fill1 } o { $fill2 } → { $result }
step-chain = { $technique }: { $chain } (= enlace fuerte, - enlace débil): el { $first_digit } en { $first_cells } o el { $last_digit } en { $last_cells } es cierto → { $result }
step-chain-one = { $technique }: { $chain } (= enlace fuerte, - enlace débil): el { $digit } en { $cells } es cierto → { $result }
step-als-xz = { $technique }: { $set1 } y { $set2 } no pueden contener ambos el { $common } (común restringido), así que uno de ellos contiene { $digits } → { $result }
step-als-xy-wing = { $technique }: el pivote { $pivot } enlaza { $set1 } por el { $common1 } y { $set2 } por el { $common2 }, así que uno de ellos contiene { $digits } → { $result }
step-sue-de-coq = { $technique }: { $core } en el bloque { $box } y { $line ->
        [row] en la fila
        [column] en la columna
        [box] en el bloque
       *[other] en la unidad extra
    } { $line_n }, con { $line_part } { $line ->
        [row] de la fila
       *[column] de la columna
    } y { $box_part } del bloque, bloquean sus cifras → { $result }
step-forcing-clash = { $technique }: si { $assumed } fuera cierto, { $clash } sería a la vez cierto y falso → { $result }
step-forcing-dead-end = { $technique }: si { $assumed } fuera cierto, una casilla o una unidad se quedaría sin candidatos → { $result }
step-forcing-false = { $technique }: si { $assumed } fuera falso, la cuadrícula no tendría solución → { $result }
step-verity-candidate = { $technique }: tanto si { $candidate } es cierto como si es falso, se deduce lo mismo → { $result }
step-verity-cell = { $technique }: sea cual sea el candidato de { $cell }, se deduce lo mismo → { $result }
step-verity-unit = { $technique }: esté donde esté el { $digit } { $unit ->
        [row] en la fila
        [column] en la columna
        [box] en el bloque
       *[other] en la unidad extra
    } { $unit_n }, se deduce lo mismo → { $result }
step-net-true = { $technique }: si { $assumed } fuera cierto, los candidatos únicos y los lugares únicos llevarían a una contradicción → { $result }
step-net-false = { $technique }: si { $assumed } fuera falso, los candidatos únicos y los lugares únicos llevarían a una contradicción → { $result }
step-net-verity = { $technique }: sea cual sea el candidato de { $cell }, los candidatos únicos y los lugares únicos llevan a { $result }
step-brute-force = { $technique }: no se puede aplicar ninguna técnica; la solución tiene el { $digit } en { $cell } → { $result }
step-only-digit = { $technique }: las reglas solo dejan el { $digit } en { $cell } → { $result }
step-rule = { $technique } en { $cells }{ $clue }: ninguna forma de cumplir su regla usa estos candidatos → { $result }
step-house-sum = { $technique }: las unidades y las jaulas dan { $terms } = { $total } → { $result }
step-contradiction-at = { $technique }: si en { $cell } hubiera un { $digit }, las reglas se romperían en { $at } → { $result }
step-contradiction = { $technique }: si en { $cell } hubiera un { $digit }, las reglas se romperían → { $result }
step-trial = { $technique }: si en { $cell } hubiera un { $digit }, ninguna cuadrícula cumpliría las reglas (una búsqueda probó todos los caminos) → { $result }
hint-vague-unit = { $technique } { $unit ->
        [row] en la fila
        [column] en la columna
        [box] en el bloque
       *[other] en la unidad extra
    } { $unit_n }
hint-vague-cell = { $technique } cerca de { $cell }
hint-vague = { $technique }
hint-solved = resuelto: no queda nada por hacer
hint-no-step = no se ha encontrado ningún paso
explain-summary = { $status ->
        [solved] resuelto
       *[stuck] atascado
    }: { $level } { $score } { $se } { $technique }
explain-summary-no-technique = { $status ->
        [solved] resuelto
       *[stuck] atascado
    }: { $level } { $score } { $se }
level-easy = fácil
level-medium = medio
level-hard = difícil
level-unfair = injusto
level-extreme = extremo
technique-full-house = Última casilla libre
technique-naked-single = Candidato único
technique-hidden-single = Lugar único
technique-locked-pair = Pareja bloqueada
technique-locked-triple = Trío bloqueado
technique-locked-candidates-type-1-pointing = Candidatos bloqueados tipo 1 (señaladores)
technique-locked-candidates-type-2-claiming = Candidatos bloqueados tipo 2 (reclamantes)
technique-naked-pair = Pareja desnuda
technique-naked-triple = Trío desnudo
technique-hidden-pair = Pareja oculta
technique-hidden-triple = Trío oculto
technique-naked-quadruple = Cuarteto desnudo
technique-hidden-quadruple = Cuarteto oculto
technique-x-wing = X-Wing
technique-swordfish = Pez espada
technique-jellyfish = Medusa
technique-remote-pair = Pareja remota
technique-bivalue-universal-grave-1 = Tumba universal bivalente + 1
technique-skyscraper = Rascacielos
technique-2-string-kite = Cometa de 2 cuerdas
technique-turbot-fish = Pez turbot
technique-empty-rectangle = Rectángulo vacío
technique-w-wing = W-Wing
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-uniqueness-test-1 = Prueba de unicidad 1
technique-uniqueness-test-2 = Prueba de unicidad 2
technique-uniqueness-test-3 = Prueba de unicidad 3
technique-uniqueness-test-4 = Prueba de unicidad 4
technique-uniqueness-test-5 = Prueba de unicidad 5
technique-uniqueness-test-6 = Prueba de unicidad 6
technique-hidden-rectangle = Rectángulo oculto
technique-avoidable-rectangle-type-1 = Rectángulo evitable tipo 1
technique-avoidable-rectangle-type-2 = Rectángulo evitable tipo 2
technique-finned-x-wing = X-Wing con aleta
technique-sashimi-x-wing = X-Wing sashimi
technique-finned-swordfish = Pez espada con aleta
technique-sashimi-swordfish = Pez espada sashimi
technique-finned-jellyfish = Medusa con aleta
technique-sashimi-jellyfish = Medusa sashimi
technique-sue-de-coq = Sue de Coq
technique-simple-colors = Colores simples
technique-multi-colors = Colores múltiples
technique-x-chain = Cadena X
technique-xy-chain = Cadena XY
technique-discontinuous-nice-loop = Bucle discontinuo
technique-aic = Cadena de inferencias alternas (AIC)
technique-continuous-nice-loop = Bucle continuo
technique-grouped-discontinuous-nice-loop = Bucle discontinuo agrupado
technique-grouped-aic = Cadena de inferencias alternas agrupada (AIC)
technique-grouped-continuous-nice-loop = Bucle continuo agrupado
technique-almost-locked-set-xz-rule = Regla XZ de conjuntos casi bloqueados
technique-almost-locked-set-xy-wing = XY-Wing de conjuntos casi bloqueados
technique-forcing-chain-contradiction = Cadena forzada (contradicción)
technique-forcing-chain-verity = Cadena forzada (verdad)
technique-forcing-net-contradiction = Red forzada (contradicción)
technique-forcing-net-verity = Red forzada (verdad)
technique-brute-force = Fuerza bruta
# Techniques of variant puzzles.
technique-odd-even-cell = Casilla par/impar
technique-greater-than-sign = Signo de mayor que
technique-minimum-maximum-cell = Casilla mínima/máxima
technique-thermometer = Termómetro
technique-palindrome = Palíndromo
technique-killer-cage = Jaula killer
technique-kropki-dot = Punto kropki
technique-xv-sign = Signo XV
technique-non-consecutive-neighbours = Vecinas no consecutivas
technique-whispers-line = Línea de susurros
technique-between-line = Línea intermedia
technique-quadruple = Cuádruple
technique-clone = Clon
technique-arrow = Flecha
technique-renban-line = Línea renban
technique-entropic-line = Línea entrópica
technique-modular-line = Línea modular
technique-zipper-line = Línea cremallera
technique-little-killer = Pequeño killer
technique-region-sum-line = Línea de sumas por región
technique-indexer = Indexador
technique-sandwich-sum = Suma sándwich
technique-x-sum = Suma X
technique-skyscraper-clue = Pista de rascacielos
technique-innies-and-outies = Interiores y exteriores
technique-contradiction = Contradicción
technique-rule-forcing-net = Red forzada por las reglas
technique-trial-and-error = Ensayo y error

## PDF booklets

pdf-puzzle = Sudoku { $number }
pdf-answer = Solución { $number }
pdf-answers = Soluciones
pdf-seed = semilla { $seed }
pdf-seed-index = semilla { $seed } #{ $index }
pdf-index = #{ $index }
pdf-title = Cuadernillo de sudokus

## Rules captions of variant pictures

caption-anti-knight = Anticaballo: dos casillas separadas por un salto de caballo tienen cifras distintas.
caption-anti-king = Antirrey: dos casillas separadas por un movimiento de rey tienen cifras distintas.
caption-non-consecutive = No consecutivo: dos casillas vecinas nunca tienen cifras consecutivas.
caption-disjoint-groups = Grupos disjuntos: las casillas que ocupan la misma posición en su región tienen cifras distintas.
caption-no-difference-consecutive = Están todos los puntos blancos: dos casillas vecinas sin punto no tienen cifras consecutivas.
caption-no-difference = Están todos los puntos blancos: dos casillas vecinas sin punto nunca difieren en { $value }.
caption-no-ratio-double = Están todos los puntos negros: de dos casillas vecinas sin punto, ninguna es el doble de la otra.
caption-no-ratio = Están todos los puntos negros: dos casillas vecinas sin punto nunca están en la proporción 1:{ $value }.
caption-no-xv = Están todas las X y las V: dos casillas vecinas sin ninguna no suman ni 10 ni 5.
caption-sandwich = Sándwich: un número de fuera suma las cifras que hay entre el 1 y el { $n } de su fila o columna.
caption-x-sum = Sumas X: un número de fuera suma las X primeras cifras desde su lado, siendo X la primera.
caption-skyscraper = Rascacielos: un número de fuera cuenta las cifras que se ven desde él; las más altas ocultan las más bajas.
caption-slow-thermometer = Un termómetro con el bulbo hueco es lento: sus cifras pueden mantenerse iguales.
caption-indexer-column = Las casillas rojas indexan columnas: una cifra X en rRcC pone C en rRcX.
caption-indexer-row = Las casillas azules indexan filas: una cifra X en rRcC pone R en rXcC.
caption-indexer-box = Las casillas verdes indexan bloques: una cifra X en la posición P de un bloque pone P en la posición X.
caption-whispers = Líneas verdes: las cifras vecinas difieren al menos en { $difference }.
caption-modular = Líneas turquesa: { $modulus } casillas seguidas cualesquiera son distintas módulo { $modulus }.
caption-clone = Las casillas sombreadas igual tienen las mismas cifras.
caption-not-drawn = { $kind }: no se dibuja (vea las reglas del sudoku).

## The web page

web-language = Idioma
web-size = Tamaño
web-difficulty = Dificultad
web-any = cualquiera
web-new-puzzle = Nuevo sudoku
web-time = tiempo
web-board = Tablero de sudoku
web-digits = cifras
web-pencil = Lápiz
web-pencil-title = Anotaciones a lápiz (P)
web-erase = Borrar
web-erase-title = Borrar (Retroceso)
web-undo = Deshacer
web-undo-title = Deshacer (Ctrl+Z)
web-redo = Rehacer
web-redo-title = Rehacer (Ctrl+Y)
web-hint = Pista
web-hint-title = Pista (H)
web-check = Comprobar
web-reveal = Mostrar
web-share = Compartir
web-print = Imprimir
web-paste = Pegar un sudoku
web-paste-placeholder = 81 caracteres en una línea, una cuadrícula de filas, una cuadrícula con recuadros o JSON
web-load = Cargar
web-booklet = Imprimir un cuadernillo (PDF)
web-booklet-count = Sudokus
web-booklet-per-page = Por página
web-booklet-paper = Papel
web-paper-letter = Carta
web-booklet-about = Sudokus nuevos del tamaño y la dificultad de arriba, con las soluciones al final.
web-booklet-make = Crear el PDF
web-keys = Teclas
web-keys-help = Las flechas mueven la selección; del 1 al 9 ponen una cifra (del 10 en adelante: teclee las dos cifras rápido, o A = 10, B = 11, …); Retroceso borra; Mayús+cifra o el modo Lápiz pone o quita una anotación; Ctrl+Z / Ctrl+Y deshacen y rehacen; H pide una pista.
web-making-puzzle = Creando un sudoku…
web-new-puzzle-ready = Nuevo sudoku: llene cada fila, columna y bloque con cada cifra una sola vez.
web-new-variant-ready = Nuevo sudoku: llene cada fila, columna y región con cada cifra una sola vez, respetando las reglas dibujadas en la cuadrícula.
web-generate-failed = No se pudo crear el sudoku: { $error }
web-reading-puzzle = Leyendo el sudoku…
web-puzzle-loaded = Sudoku cargado.
web-puzzle-loaded-several = Sudoku cargado, pero tiene varias soluciones: la comprobación y las pistas siguen una de ellas.
web-load-failed = No se pudo cargar el sudoku: { $error }
web-info-generated = { $size }×{ $size }, { $level }, semilla { $seed }
web-info-generated-any = { $size }×{ $size }, semilla { $seed }
web-rules = Reglas
web-rules-classic = Clásico
web-rules-killer = Killer
web-rules-jigsaw = Irregular
web-rules-x = X (diagonales)
web-rules-windoku = Windoku
web-rules-anti-knight = Anticaballo
web-rules-anti-king = Antirrey
web-rules-non-consecutive = No consecutivo
web-rules-thermo = Termómetros
web-rules-arrow = Flechas
web-rules-kropki = Kropki
web-rules-xv = XV
web-rules-little-killer = Little killer
web-rules-sandwich = Sándwich
web-rules-whispers = Susurros alemanes
web-rules-renban = Renban
web-info-variant = { $rules }, { $size }×{ $size }, semilla { $seed }
web-info-pasted = { $size }×{ $size }, pegado
web-info-shared = { $size }×{ $size }, compartido
web-solution-revealed = Solución mostrada.
web-solved = Resuelto en { $time }. ¡Muy bien!
web-wrong-entry = { $cell } no coincide con la solución: borre primero esa cifra.
web-no-hint = Sin pista: { $error }
web-solution-unknown = No se conoce la solución de este sudoku.
web-rules-broken = { $count ->
        [one] Se incumple { $count } regla (casillas marcadas): { $rules }.
       *[other] Se incumplen { $count } reglas (casillas marcadas): { $rules }.
    }
web-wrong-count = { $count ->
        [one] Hay { $count } cifra incorrecta (tachada).
       *[other] Hay { $count } cifras incorrectas (tachadas).
    }
web-no-mistakes = Ningún error por ahora; { $left ->
        [one] queda { $left } casilla
       *[other] quedan { $left } casillas
    }.
web-share-link = Enlace a este sudoku (copiado si el navegador lo ha permitido):
web-making-booklet = Creando el cuadernillo…
web-booklet-ready = Cuadernillo listo: { $file }.
web-booklet-failed = No se pudo crear el cuadernillo: { $error }
web-cell-empty = { $cell } vacía

## Output files and interruptions

all-count-follows = hasta {$limit} soluciones a medida que se encuentran; su número viene después
all-counted-more = más de {$limit} soluciones; las {$shown} primeras están arriba
all-counted = {$count ->
    [one] 1 solución, arriba
   *[other] {$count} soluciones, arriba
}
interrupted = interrumpido por {$signal}: la salida contiene los registros terminados antes
output-cannot-create = no se puede escribir en {$file}
output-cannot-replace = no se puede reemplazar {$file}
arg-output = Escribe la salida estándar en FILE: en un archivo temporal a su lado (`.FILE.sudoku-tmp-PID`), que reemplaza FILE cuando la orden ha terminado. Ante un error, Ctrl-C o SIGTERM, el archivo temporal se borra y un FILE existente queda como estaba
## Time limits

rate-stopped = detenido al llegar al límite de tiempo ({$limit} s): calificados {$done} de {$count} sudokus; sin calificar: {$ranges}
explain-stopped = detenido al llegar al límite de tiempo ({$limit} s): explicados {$done} de {$count} sudokus; sin explicar: {$ranges}
count-stopped = detenido al llegar al límite de tiempo ({$limit} s): contados {$done} de {$count} sudokus; sin contar: {$ranges}
arg-batch-timeout = Detiene toda la orden al cabo de SECS segundos: se escriben los sudokus terminados hasta entonces, los que están en curso se detienen en pocos milisegundos, y la orden termina con el código 1 nombrando los sudokus sin terminar. Por defecto: sin límite

# Sudokus variantes
parse-variant = sudoku variante: {$detail}
variant-unused = no se han usado: {$what} (no llevan ninguna regla propia; si el texto de las reglas les da una, la respuesta no la sigue)
variant-no-picture = las imágenes y los cuadernos aún no dibujan las reglas de los sudokus variantes: use el formato line, grid, boxed o json
variant-own-solution-breaks = la solución que lleva el sudoku incumple una regla: {$rule}
variant-own-solution-differs = la solución que lleva el sudoku no es la encontrada
reason-variant-givens-break = las cifras dadas incumplen una regla: {$rule}
reason-variant-exhausted = ninguna cuadrícula cumple todas las reglas (la búsqueda las probó todas)
check-variant-ok = las cifras dadas no incumplen ninguna regla ({ $rules ->
    [one] {$rules} restricción
   *[other] {$rules} restricciones
} además de filas, columnas y regiones)
check-variant-broken = incumplida: {$rule}
check-variant-core = en contradicción: {$parts} (juntos no dejan ninguna solución; cada uno es necesario para ello)
check-removable = se pueden quitar solos y el sudoku sigue siendo único: {$parts}
check-removable-none = se pueden quitar solos: ninguno (cada restricción y cada pista son necesarias)
arg-check-redundant = Para un sudoku con una sola solución, lista también cada restricción y cada pista que se podrían quitar solas sin que deje de ser único (`#3 (killer)`, `r1c1=5`); cada una se prueba sola, así que dos no tienen por qué poder quitarse juntas. Una búsqueda por restricción y por pista: lento en sudokus variantes difíciles
help-candidates = Escribe los candidatos reales de cada sudoku: las cifras que cada casilla tiene en al menos una solución, contadas hasta un límite
arg-candidates-cap = Cuenta las soluciones de cada candidato hasta K (1, por defecto, solo dice si la cifra es posible); el JSON da las cuentas
candidates-same-digit = la misma cifra en todas las soluciones: {$groups}
candidates-same-digit-none = la misma cifra en todas las soluciones: ningún par de casillas
arg-candidates-same-digit = Lista también los grupos de casillas que tienen la misma cifra en todas las soluciones (para un sudoku en construcción: casillas que las reglas ya obligan a ser iguales); el JSON los da como `same_digit`. Se miran hasta 256 soluciones y luego cada grupo se demuestra con una búsqueda
arg-candidates-format = `line` (por defecto) escribe una cuadrícula de candidatos por sudoku; `json` un objeto JSON por sudoku, con las cuentas cuando --cap pasa de 1
candidates-stopped = detenido al llegar al límite de tiempo ({$limit} s): hechos {$done} de {$count} sudokus; sin hacer: {$ranges}
