# The toolkit's messages in Spanish. One file per language, the same ids in each
# (crates/i18n/tests/catalogs.rs checks it). Keep each section's messages together and add
# new ones at the end of their section.

## Shared words

no-solution = Sin solución

## Command line: errors, warnings, record lines

## The check report

## The interactive session

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
technique-grouped-discontinuous-nice-loop = Bucle discontinuo agrupado
technique-grouped-aic = Cadena de inferencias alternas agrupada (AIC)
technique-almost-locked-set-xz-rule = Regla XZ de conjuntos casi bloqueados
technique-almost-locked-set-xy-wing = XY-Wing de conjuntos casi bloqueados
technique-forcing-chain-contradiction = Cadena forzada (contradicción)
technique-forcing-chain-verity = Cadena forzada (verdad)
technique-forcing-net-contradiction = Red forzada (contradicción)
technique-forcing-net-verity = Red forzada (verdad)
technique-brute-force = Fuerza bruta

## PDF booklets

pdf-puzzle = Sudoku { $number }
pdf-answer = Solución { $number }
pdf-answers = Soluciones
pdf-seed = semilla { $seed }
pdf-seed-index = semilla { $seed } #{ $index }
pdf-index = #{ $index }
pdf-title = Cuadernillo de sudokus

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
web-generate-failed = No se pudo crear el sudoku: { $error }
web-reading-puzzle = Leyendo el sudoku…
web-puzzle-loaded = Sudoku cargado.
web-puzzle-loaded-several = Sudoku cargado, pero tiene varias soluciones: la comprobación y las pistas siguen una de ellas.
web-load-failed = No se pudo cargar el sudoku: { $error }
web-info-generated = { $size }×{ $size }, { $level }, semilla { $seed }
web-info-generated-any = { $size }×{ $size }, semilla { $seed }
web-info-pasted = { $size }×{ $size }, pegado
web-info-shared = { $size }×{ $size }, compartido
web-solution-revealed = Solución mostrada.
web-solved = Resuelto en { $time }. ¡Muy bien!
web-wrong-entry = { $cell } no coincide con la solución: borre primero esa cifra.
web-no-hint = Sin pista: { $error }
web-solution-unknown = No se conoce la solución de este sudoku.
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
