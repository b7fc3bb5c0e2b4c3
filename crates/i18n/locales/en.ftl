# The toolkit's messages in English. One file per language, the same ids in each
# (crates/i18n/tests/catalogs.rs checks it). Keep each section's messages together and add
# new ones at the end of their section.

## Shared words

no-solution = no solution

## Command line: errors, warnings, record lines

## The check report

## The interactive session

## Step texts (explain, hint) and ratings

# A step's sentence: the technique's name ($technique), what the pattern is, and after the
# arrow its result ($result: placements as "r8c6 = 1", eliminations as "r1c2<>5"). Cells
# (r8c6), lists of cells (r1c2, r3c4), lists of digits (1/5/7), almost locked sets
# ({r1c1, r1c2} (1/2/3)), cells with candidates (r1c1 (1/2)) and chains (5r1c2=5r3c2-…) are
# written the same in every language and come as text. Single digits ($digit, $link,
# $common…) and numbers of boxes, rows and columns are numbers. A unit comes as its kind
# ($unit: row, column, box or other) and its number ($unit_n); so do $unit2, $from, $to and
# $line. English must stay exactly as the engine writes Step::text (a test compares them).
step-full-house = { $technique }: { $cell } is the last empty cell of { $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n }, which only misses { $digit } → { $result }
step-naked-single = { $technique }: eliminating the digits of its row, column and box leaves only { $digit } in { $cell } → { $result }
step-hidden-single = { $technique }: in { $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n }, { $digit } fits only in { $cell } (its only choice) → { $result }
step-locked-candidates = { $technique }: in { $from ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $from_n }, { $digit } lies only in { $to ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $to_n } → { $result }
step-naked-subset = { $technique }: in { $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n }, { $cells } hold only { $digits } → { $result }
step-naked-subset-two-units = { $technique }: in { $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n } and { $unit2 ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit2_n }, { $cells } hold only { $digits } → { $result }
step-hidden-subset = { $technique }: in { $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n }, { $digits } fit only in { $cells } → { $result }
step-fish = { $technique }: { $digit } in { $base_kind ->
        [row] rows { $base } lies only in columns { $cover }
       *[column] columns { $base } lies only in rows { $cover }
    } → { $result }
step-finned-fish = { $technique }: { $digit } in { $base_kind ->
        [row] rows { $base } lies only in columns { $cover }
       *[column] columns { $base } lies only in rows { $cover }
    } ({ $fin_count ->
        [one] fins
       *[other] fins
    } { $fins }) → { $result }
step-two-strong-links = { $technique }: { $digit } is in { $cell1 } or { $cell2 } ({ $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n }), and in { $cell3 } or { $cell4 } ({ $unit2 ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit2_n }); { $cell2 } and { $cell3 } see each other, so { $cell1 } or { $cell4 } holds { $digit } → { $result }
step-empty-rectangle = { $technique }: in box { $box }, { $digit } lies on one row and one column ({ $cells }); with the conjugate pair { $cell1 } – { $cell2 } in { $line ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $line_n } → { $result }
step-remote-pair = { $technique }: { $digits } alternate along { $cells }, so { $first } and { $last } hold different digits → { $result }
step-w-wing = { $technique }: { $cell1 } and { $cell2 } hold { $digits }; { $link } is in { $end1 } or { $end2 }, which see them, so one of them is { $digit } → { $result }
step-xy-wing = { $technique }: pivot { $pivot } with pincers { $pincer1 } and { $pincer2 }: one pincer is { $digit } → { $result }
step-xyz-wing = { $technique }: pivot { $pivot } with pincers { $pincer1 } and { $pincer2 }: one of them is { $digit } → { $result }
step-ur-one-corner = { $technique }: { $cells } would form a deadly pattern of { $digits } (two solutions); { $cell } must hold another digit → { $result }
step-ur-shared-extra = { $technique }: { $cells } would form a deadly pattern of { $digits } (two solutions); one of { $corners } is { $extra } → { $result }
step-ur-naked-subset = { $technique }: { $cells } would form a deadly pattern of { $digits } (two solutions); the extra digits { $extra } of two corners and { $others } form a naked subset of { $subset } in { $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n } → { $result }
step-ur-conjugate-pair = { $technique }: { $cells } would form a deadly pattern of { $digits } (two solutions); { $digit } must be in one of { $cell1 } and { $cell2 } → { $result }
step-ur-x-wing = { $technique }: { $cells } would form a deadly pattern of { $digits } (two solutions); { $digit } lies only in the rectangle in its rows and columns → { $result }
step-hidden-rectangle = { $technique }: { $cells } would form a deadly pattern of { $digits } (two solutions); { $corner } is bivalue and { $digit } lies only in the rectangle along row { $row } and column { $column } → { $result }
step-bug-plus-one = { $technique }: every other empty cell has two candidates; { $cell } must be { $digit } or the grid would have two solutions → { $result }
step-color-trap = { $technique }: { $digit } is in all of { $color1 } or all of { $color2 }; these cells see both colours → { $result }
step-color-wrap = { $technique }: { $digit } cannot fill all of { $wrong } (two of them see each other), so it fills { $right } → { $result }
step-multi-color-trap = { $technique }: if the grid held { $digit } in all of { $cells }, it would be missing from both colours of { $color1 } and { $color2 } → { $result }
step-multi-color-wing = { $technique }: { $seeing1 } and { $seeing2 } see each other, so { $digit } fills { $fill1 } or { $fill2 } → { $result }
step-chain = { $technique }: { $chain } (= strong, - weak): { $first_digit } in { $first_cells } or { $last_digit } in { $last_cells } is true → { $result }
step-als-xz = { $technique }: { $set1 } and { $set2 } cannot both hold { $common } (restricted common), so one holds { $digits } → { $result }
step-als-xy-wing = { $technique }: pivot { $pivot } links { $set1 } by { $common1 } and { $set2 } by { $common2 }, so one of them holds { $digits } → { $result }
step-sue-de-coq = { $technique }: { $core } in box { $box } and { $line ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $line_n }, with { $line_part } of the line and { $box_part } of the box, lock their digits → { $result }
step-forcing-clash = { $technique }: if { $assumed } were true, { $clash } would be both true and false → { $result }
step-forcing-dead-end = { $technique }: if { $assumed } were true, a cell or unit would be left without a candidate → { $result }
step-forcing-false = { $technique }: if { $assumed } were false, the grid would break → { $result }
step-verity-candidate = { $technique }: whichever way { $candidate } is true or false, the same follows → { $result }
step-verity-cell = { $technique }: whichever way { $cell } holds one of its candidates, the same follows → { $result }
step-verity-unit = { $technique }: whichever way { $digit } has a place in { $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n }, the same follows → { $result }
step-net-true = { $technique }: if { $assumed } were true, singles would break the grid → { $result }
step-net-false = { $technique }: if { $assumed } were false, singles would break the grid → { $result }
step-net-verity = { $technique }: whichever candidate { $cell } holds, singles lead to { $result }
step-brute-force = { $technique }: no technique applies; the solution has { $digit } in { $cell } → { $result }
# The nudge of `hint --vague`: the technique and where to look.
hint-vague-unit = { $technique } in { $unit ->
        [row] row
        [column] column
        [box] box
       *[other] extra unit
    } { $unit_n }
hint-vague-cell = { $technique } around { $cell }
hint-vague = { $technique }
hint-solved = solved: nothing left to do
hint-no-step = no step found
# The last line of `explain`: whether the steps solve the puzzle ($status: solved or
# stuck), then the rating: level, score, Sudoku Explainer value and hardest technique.
explain-summary = { $status ->
        [solved] solved
       *[stuck] stuck
    }: { $level } { $score } { $se } { $technique }
explain-summary-no-technique = { $status ->
        [solved] solved
       *[stuck] stuck
    }: { $level } { $score } { $se }
# Level names, for people (machine output keeps the English names).
level-easy = easy
level-medium = medium
level-hard = hard
level-unfair = unfair
level-extreme = extreme
# Technique names, `technique-` and HoDoKu's name in kebab case.
technique-full-house = Full House
technique-naked-single = Naked Single
technique-hidden-single = Hidden Single
technique-locked-pair = Locked Pair
technique-locked-triple = Locked Triple
technique-locked-candidates-type-1-pointing = Locked Candidates Type 1 (Pointing)
technique-locked-candidates-type-2-claiming = Locked Candidates Type 2 (Claiming)
technique-naked-pair = Naked Pair
technique-naked-triple = Naked Triple
technique-hidden-pair = Hidden Pair
technique-hidden-triple = Hidden Triple
technique-naked-quadruple = Naked Quadruple
technique-hidden-quadruple = Hidden Quadruple
technique-x-wing = X-Wing
technique-swordfish = Swordfish
technique-jellyfish = Jellyfish
technique-remote-pair = Remote Pair
technique-bivalue-universal-grave-1 = Bivalue Universal Grave + 1
technique-skyscraper = Skyscraper
technique-2-string-kite = 2-String Kite
technique-turbot-fish = Turbot Fish
technique-empty-rectangle = Empty Rectangle
technique-w-wing = W-Wing
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-uniqueness-test-1 = Uniqueness Test 1
technique-uniqueness-test-2 = Uniqueness Test 2
technique-uniqueness-test-3 = Uniqueness Test 3
technique-uniqueness-test-4 = Uniqueness Test 4
technique-uniqueness-test-5 = Uniqueness Test 5
technique-uniqueness-test-6 = Uniqueness Test 6
technique-hidden-rectangle = Hidden Rectangle
technique-finned-x-wing = Finned X-Wing
technique-sashimi-x-wing = Sashimi X-Wing
technique-finned-swordfish = Finned Swordfish
technique-sashimi-swordfish = Sashimi Swordfish
technique-finned-jellyfish = Finned Jellyfish
technique-sashimi-jellyfish = Sashimi Jellyfish
technique-sue-de-coq = Sue de Coq
technique-simple-colors = Simple Colors
technique-multi-colors = Multi Colors
technique-x-chain = X-Chain
technique-xy-chain = XY-Chain
technique-discontinuous-nice-loop = Discontinuous Nice Loop
technique-aic = AIC
technique-grouped-discontinuous-nice-loop = Grouped Discontinuous Nice Loop
technique-grouped-aic = Grouped AIC
technique-almost-locked-set-xz-rule = Almost Locked Set XZ-Rule
technique-almost-locked-set-xy-wing = Almost Locked Set XY-Wing
technique-forcing-chain-contradiction = Forcing Chain Contradiction
technique-forcing-chain-verity = Forcing Chain Verity
technique-forcing-net-contradiction = Forcing Net Contradiction
technique-forcing-net-verity = Forcing Net Verity
technique-brute-force = Brute Force

## PDF booklets

# The booklet's captions ("Puzzle 3 · 9×9 · hard · seed 42 #3"), its answer pages' heading
# and the document's title when none is given. The PDF's fonts have Latin-1 characters only.
pdf-puzzle = Puzzle { $number }
pdf-answer = Answer { $number }
pdf-answers = Answers
pdf-seed = seed { $seed }
pdf-seed-index = seed { $seed } #{ $index }
pdf-index = #{ $index }
pdf-title = Sudoku booklet

## The web page

# The page (crates/web/assets): element texts by their data-i18n attributes, then what
# app.js says. app.js formats these itself: only text, variables and selectors on them.
web-language = Language
web-size = Size
web-difficulty = Difficulty
web-any = any
web-new-puzzle = New puzzle
web-time = time
web-board = Sudoku board
web-digits = digits
web-pencil = Pencil
web-pencil-title = Pencil marks (P)
web-erase = Erase
web-erase-title = Erase (Backspace)
web-undo = Undo
web-undo-title = Undo (Ctrl+Z)
web-redo = Redo
web-redo-title = Redo (Ctrl+Y)
web-hint = Hint
web-hint-title = Hint (H)
web-check = Check
web-reveal = Reveal
web-share = Share
web-print = Print
web-paste = Paste a puzzle
web-paste-placeholder = 81 characters on one line, a grid of rows, a boxed grid or JSON
web-load = Load
web-booklet = Print a booklet (PDF)
web-booklet-count = Puzzles
web-booklet-per-page = Per page
web-booklet-paper = Paper
web-paper-letter = Letter
web-booklet-about = New puzzles of the size and difficulty above, with answer pages at the end.
web-booklet-make = Make PDF
web-keys = Keys
web-keys-help = Arrows move; 1–9 place a digit (10 and up: type both digits quickly, or A = 10, B = 11, …); Backspace erases; Shift+digit or Pencil mode toggles a pencil mark; Ctrl+Z / Ctrl+Y undo and redo; H asks for a hint.
web-making-puzzle = Making a puzzle…
web-new-puzzle-ready = New puzzle: fill every row, column and box with each digit once.
web-generate-failed = Could not make a puzzle: { $error }
web-reading-puzzle = Reading the puzzle…
web-puzzle-loaded = Puzzle loaded.
web-puzzle-loaded-several = Puzzle loaded, but it has several solutions: check and hints follow one of them.
web-load-failed = Could not load the puzzle: { $error }
web-info-generated = { $size }×{ $size }, { $level }, seed { $seed }
web-info-generated-any = { $size }×{ $size }, seed { $seed }
web-info-pasted = { $size }×{ $size }, pasted
web-info-shared = { $size }×{ $size }, shared
web-solution-revealed = Solution revealed.
web-solved = Solved in { $time }. Well done!
web-wrong-entry = { $cell } does not match the solution: erase it first.
web-no-hint = No hint: { $error }
web-solution-unknown = The solution is not known for this puzzle.
web-wrong-count = { $count ->
        [one] { $count } entry is wrong (struck through).
       *[other] { $count } entries are wrong (struck through).
    }
web-no-mistakes = No mistakes so far; { $left ->
        [one] { $left } cell
       *[other] { $left } cells
    } to go.
web-share-link = Link to this puzzle (copied if the browser allowed it):
web-making-booklet = Making the booklet…
web-booklet-ready = Booklet ready: { $file }.
web-booklet-failed = Could not make the booklet: { $error }
web-cell-empty = { $cell } empty
