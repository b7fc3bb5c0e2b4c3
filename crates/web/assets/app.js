// The Sudoku page: one board, played with mouse and keyboard, backed by the JSON API.
//
// State lives in one object, `game`; every change goes through `commit`, which records an
// undo snapshot, and every change of what is shown goes through `render`, which redraws the
// board from the state. The server is asked only for what needs the engine: a new puzzle
// (/api/generate), reading a pasted puzzle and its solution (/api/solve), hints (/api/hint),
// a variant puzzle's rules checked (/api/check), and for the messages of another language
// (/api/messages).
//
// Variant puzzles (killer, jigsaw, a pasted f-puzzles or SudokuPad link...) are played on the
// same cells: the server draws the rules (/api/picture, or the picture /api/generate answers
// with), and the page lays that picture over its cells, its grid edge on the board's edge, with
// the multiply blend so that the cells' colours and digits show through. The picture draws
// every line and region border then, and the regions it answers with are the page's boxes.
//
// Every text the page shows is a message of the page's language: `t(id, args)` formats one.
// What is on screen is kept as message ids and arguments, so that switching language redraws
// it in the new one.
"use strict";

const $ = (id) => document.getElementById(id);

// ---- messages -------------------------------------------------------------------------------

/// The page's language and messages, put in the page by the server: `{lang, messages}`, each
/// message a list of text, `{var}` and `{select, variants, default}` parts.
let i18n = JSON.parse($("messages").textContent);

function format(parts, args) {
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") out += part;
    else if ("var" in part) out += part.var in args ? String(args[part.var]) : `{$${part.var}}`;
    else out += format(choose(part, args[part.select]), args);
  }
  return out;
}

/// A selector's variant: the one whose key is the value, else the value's plural category,
/// else the default (as Fluent chooses).
function choose(select, value) {
  const variants = select.variants;
  if (value !== undefined && String(value) in variants) return variants[String(value)];
  if (typeof value === "number") {
    const category = new Intl.PluralRules(i18n.lang).select(value);
    if (category in variants) return variants[category];
  }
  return variants[select.default];
}

/// The message `id` in the page's language, with `args`.
function t(id, args = {}) {
  const parts = i18n.messages[id];
  return parts ? format(parts, args) : id;
}

/// Writes every element and attribute that names a message (see index.html).
function applyMessages() {
  document.documentElement.lang = i18n.lang;
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  const attributes = [["i18nTitle", "title"], ["i18nPlaceholder", "placeholder"],
    ["i18nAriaLabel", "aria-label"]];
  for (const [key, attribute] of attributes) {
    const css = `[data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}]`;
    for (const el of document.querySelectorAll(css)) el.setAttribute(attribute, t(el.dataset[key]));
  }
}

const game = {
  size: 9, boxRows: 3, boxCols: 3,
  givens: [],      // 0 = hole
  values: [],      // givens and entries
  marks: [],       // pencil marks per cell, bit d-1
  solution: null,  // values, once known
  selected: 0,
  pencil: false,
  undo: [], redo: [],
  started: 0, finished: 0,
  solved: false, revealed: false,
  hint: null,      // the last /api/hint answer, shown until the next move
  note: null,      // the hint area's message instead of a hint: {id, args}
  wrong: new Set(),
  broken: new Set(), // the cells of the variant rules the last Check found broken
  lastKey: { at: 0, cell: -1, digit: 0 },
  meta: null,      // the info line: {id, args, level}
  json: null,      // a variant puzzle: its rules in the server's JSON form; null for classic
  regions: null,   // a variant puzzle's region of each cell; null: the boxes
  picture: null,   // a variant puzzle's picture (/api/picture's), drawn over the cells
};

// ---- symbols --------------------------------------------------------------------------------

/// The value of a line-format character: 1-9, A = 10, …; 0 for holes.
function valueOf(ch) {
  if (ch >= "1" && ch <= "9") return ch.charCodeAt(0) - 48;
  const up = ch.toUpperCase();
  if (up >= "A" && up <= "Z") return up.charCodeAt(0) - 55;
  return 0;
}

/// The line-format character of a value.
function charOf(v) {
  if (v === 0) return ".";
  return v <= 9 ? String(v) : String.fromCharCode(55 + v);
}

const toLine = (values) => values.map(charOf).join("");
const fromLine = (line) => Array.from(line, valueOf);

// ---- geometry -------------------------------------------------------------------------------

const rowOf = (i) => Math.floor(i / game.size);
const colOf = (i) => i % game.size;
const boxOf = (i) => game.regions ? game.regions[i]
  : Math.floor(rowOf(i) / game.boxRows) * game.boxRows + Math.floor(colOf(i) / game.boxCols);
const sees = (a, b) =>
  a !== b && (rowOf(a) === rowOf(b) || colOf(a) === colOf(b) || boxOf(a) === boxOf(b));
const name = (i) => `r${rowOf(i) + 1}c${colOf(i) + 1}`;

/// Indices of cells whose digit repeats in a row, column or box (a variant's region; its other
/// rules are checked by Check, through /api/check).
function conflicts(values) {
  const bad = new Set();
  const n = game.size;
  for (let i = 0; i < n * n; i++) {
    if (!values[i]) continue;
    for (let j = i + 1; j < n * n; j++) {
      if (values[j] === values[i] && sees(i, j)) { bad.add(i); bad.add(j); }
    }
  }
  return bad;
}

// ---- server ---------------------------------------------------------------------------------

/// POSTs `body` to `/api/<path>`; hints and booklets come in the page's language.
async function api(path, body) {
  const response = await fetch(`/api/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = await response.json().catch(() => ({ error: `HTTP ${response.status}` }));
  if (!response.ok) throw new Error(data.error || `HTTP ${response.status}`);
  return data;
}

/// The message line: the message `id` with `args`, the messages `more` ({id, args} each)
/// after it, and `html` last (a share link).
let said = null;
function say(id, args = {}, html = "", more = []) {
  said = { id, args, html, more };
  const m = $("message");
  m.textContent = [t(id, args), ...more.map((x) => t(x.id, x.args))].join(" ");
  if (html) m.insertAdjacentHTML("beforeend", ` ${html}`);
}

/// The hint area: the hint's sentence in the page's language, or a message.
function showHint() {
  const text = game.hint ? game.hint.text_localized
    : game.note ? t(game.note.id, game.note.args) : "";
  $("hint-text").textContent = text;
}

/// The info line above the board.
function metaText() {
  const m = game.meta;
  if (!m) return "";
  const args = { ...m.args };
  if (m.level) args.level = t("level-" + m.level);
  return t(m.id, args);
}

// ---- starting a game ------------------------------------------------------------------------

function start(data, meta) {
  const n = data.size;
  Object.assign(game, {
    size: n, boxRows: data.box_rows, boxCols: data.box_cols,
    givens: fromLine(data.puzzle),
    solution: data.solution ? fromLine(data.solution) : null,
    marks: new Array(n * n).fill(0),
    selected: 0, undo: [], redo: [], hint: null, note: null, wrong: new Set(), broken: new Set(),
    started: Date.now(), finished: 0, solved: false, revealed: false, meta,
    json: data.picture ? data.json : null,
    picture: data.picture || null,
    regions: data.picture ? data.picture.regions : null,
  });
  game.values = game.givens.slice();
  game.selected = Math.max(0, game.givens.indexOf(0));
  document.body.classList.remove("solved");
  showHint();
  $("size").value = String(n);
  sizeChosen(n);
  buildBoard(data.picture);
  buildPad();
  render();
  $("board").focus();
}

/// The difficulty control follows the size: levels are calibrated up to 9×9 only, so it is
/// off above, whether the size was chosen or came with a pasted or shared puzzle. Variant
/// puzzles (4×4 to 9×9) take a difficulty too, by the variant rater.
function sizeChosen(size) {
  $("difficulty").disabled = size > 9;
}

async function newPuzzle() {
  const size = Number($("size").value);
  const variant = $("variant").value;
  if (variant) return newVariant(size, variant, undefined, size <= 9 ? $("difficulty").value : "any");
  const difficulty = size <= 9 ? $("difficulty").value : "any";
  say("web-making-puzzle");
  try {
    const data = await api("generate", { size, difficulty });
    const meta = data.difficulty
      ? { id: "web-info-generated", args: { size, seed: data.seed }, level: data.difficulty }
      : { id: "web-info-generated-any", args: { size, seed: data.seed } };
    start(data, meta);
    say("web-new-puzzle-ready");
  } catch (e) {
    say("web-generate-failed", { error: e.message });
  }
}

/// A new variant puzzle of the `kinds` chosen (`killer`, `jigsaw`, ...), with its solution
/// and the picture of its rules; `seed` makes a given one again (the tests' way), and
/// `difficulty` (a level, or `any` or none) is sent with the kinds.
async function newVariant(size, kinds, seed, difficulty) {
  say("web-making-puzzle");
  try {
    const request = { size, variant: kinds };
    if (seed !== undefined) request.seed = seed;
    if (difficulty && difficulty !== "any") request.difficulty = difficulty;
    const data = await api("generate", request);
    const names = data.kinds.map((k) => t("web-rules-" + k));
    if (data.difficulty) names.push(t("level-" + data.difficulty));
    const rules = names.join(", ");
    start(data, { id: "web-info-variant", args: { size: data.size, seed: data.seed, rules } });
    say("web-new-variant-ready");
  } catch (e) {
    say("web-generate-failed", { error: e.message });
  }
}

/// Loads a puzzle from text; `source` is the info line's message (pasted or shared). A
/// variant puzzle's rules are drawn by the server too.
async function loadText(text, source) {
  say("web-reading-puzzle");
  try {
    const data = await api("solve", { puzzle: text });
    if (data.variant) {
      const drawn = await api("picture", { puzzle: text });
      Object.assign(data, { json: drawn.json, picture: drawn.picture });
    }
    start(data, { id: source, args: { size: data.size } });
    say(data.unique ? "web-puzzle-loaded" : "web-puzzle-loaded-several");
  } catch (e) {
    say("web-load-failed", { error: e.message });
  }
}

// ---- changes --------------------------------------------------------------------------------

function snapshot() {
  return { values: game.values.slice(), marks: game.marks.slice() };
}

/// Applies `change` to the state, recording an undo step when it changed anything.
function commit(change) {
  if (game.solved) return;
  const before = snapshot();
  change();
  if (toLine(before.values) === toLine(game.values) && before.marks.join() === game.marks.join()) {
    return;
  }
  game.undo.push(before);
  game.redo = [];
  game.hint = null;
  game.note = null;
  game.wrong.clear();
  game.broken.clear();
  showHint();
  afterChange();
}

/// Whether the board is solved: for a classic puzzle, full without conflicts; for a variant
/// one, whose other rules the page does not check, full and equal to the solution.
function isSolved() {
  const full = game.values.every((v) => v !== 0);
  if (!full) return false;
  if (game.json && game.solution) return game.values.every((v, i) => v === game.solution[i]);
  return conflicts(game.values).size === 0;
}

function afterChange() {
  if (isSolved()) {
    game.solved = true;
    game.finished = Date.now();
    document.body.classList.add("solved");
    if (game.revealed) say("web-solution-revealed");
    else say("web-solved", { time: clock(game.finished - game.started) });
  }
  render();
}

function place(i, v) {
  if (game.givens[i]) return;
  commit(() => {
    game.values[i] = game.values[i] === v ? 0 : v;
    if (game.values[i]) {
      game.marks[i] = 0;
      // A placed digit is no longer a candidate of its peers.
      for (let j = 0; j < game.values.length; j++) {
        if (sees(i, j)) game.marks[j] &= ~(1 << (v - 1));
      }
    }
  });
}

function toggleMark(i, v) {
  if (game.givens[i] || game.values[i]) return;
  commit(() => { game.marks[i] ^= 1 << (v - 1); });
}

function erase(i) {
  if (game.givens[i]) return;
  commit(() => { game.values[i] = 0; game.marks[i] = 0; });
}

function undo() {
  if (!game.undo.length || game.solved) return;
  game.redo.push(snapshot());
  Object.assign(game, game.undo.pop());
  game.hint = null;
  game.broken.clear();
  render();
}

function redo() {
  if (!game.redo.length || game.solved) return;
  game.undo.push(snapshot());
  Object.assign(game, game.redo.pop());
  afterChange();
}

/// Places or pencils `v` in the selected cell, as the pencil mode says.
function enter(v, pencil) {
  if (v < 1 || v > game.size) return;
  if (pencil || game.pencil) toggleMark(game.selected, v); else place(game.selected, v);
}

// ---- hints, checks, reveal, share ------------------------------------------------------------

/// The position the hints start from: the grid of givens and entries, with the variant's rules.
function position() {
  return game.json ? { ...game.json, givens: toLine(game.values) } : toLine(game.values);
}

async function hint() {
  if (game.solved) return;
  // A wrong entry first: the engine's steps assume the grid is right so far.
  if (game.solution) {
    const wrong = game.values.findIndex((v, i) => v && v !== game.solution[i]);
    if (wrong >= 0) {
      game.wrong = new Set([wrong]);
      game.selected = wrong;
      game.hint = null;
      game.note = { id: "web-wrong-entry", args: { cell: name(wrong) } };
      showHint();
      render();
      return;
    }
  }
  try {
    game.hint = await api("hint", { puzzle: position(), lang: i18n.lang });
    game.note = null;
    showHint();
    const first = game.hint.placements[0] || game.hint.cells[0];
    if (first) game.selected = first.index;
    render();
  } catch (e) {
    game.hint = null;
    game.note = { id: "web-no-hint", args: { error: e.message } };
    showHint();
  }
}

/// Checks the grid: a variant puzzle's rules first (/api/check names each rule the grid
/// breaks, and its cells are marked), then each entry against the solution (wrong ones are
/// struck through).
async function check() {
  const parts = [];
  const broken = new Set();
  if (game.json) {
    const grid = toLine(game.values);
    try {
      const data = await api("check", { puzzle: position() });
      // A move made meanwhile has its own grid to check.
      if (toLine(game.values) !== grid) return;
      const rules = data.broken || [];
      for (const rule of rules) for (const cell of rule.cells) broken.add(cell.index);
      if (rules.length) {
        const names = rules.map((rule) => rule.text).join("; ");
        parts.push({ id: "web-rules-broken", args: { count: rules.length, rules: names } });
      }
    } catch (e) { /* the entries are still checked against the solution below */ }
  }
  game.broken = broken;
  game.wrong = new Set();
  if (game.solution) {
    game.values.forEach((v, i) => { if (v && v !== game.solution[i]) game.wrong.add(i); });
    const left = game.values.filter((v) => v === 0).length;
    if (game.wrong.size) parts.push({ id: "web-wrong-count", args: { count: game.wrong.size } });
    else if (!parts.length) parts.push({ id: "web-no-mistakes", args: { left } });
  } else if (!parts.length) {
    parts.push({ id: "web-solution-unknown", args: {} });
  }
  say(parts[0].id, parts[0].args, "", parts.slice(1));
  render();
}

function reveal() {
  if (!game.solution || game.solved) return;
  game.revealed = true;
  commit(() => { game.values = game.solution.slice(); game.marks.fill(0); });
}

async function share() {
  // A variant puzzle travels with its rules, in the server's JSON form.
  const puzzle = game.json ? encodeURIComponent(JSON.stringify(game.json)) : toLine(game.givens);
  const url = `${location.origin}/?p=${puzzle}`;
  history.replaceState(null, "", `/?p=${puzzle}`);
  try { await navigator.clipboard.writeText(url); } catch (e) { /* shown below anyway */ }
  say("web-share-link", {}, `<input class="share-link" readonly value="${url}">`);
}

async function booklet() {
  const size = Number($("size").value);
  const body = {
    count: Number($("booklet-count").value),
    size,
    difficulty: size <= 9 ? $("difficulty").value : "any",
    per_page: Number($("booklet-per-page").value),
    paper: $("booklet-paper").value,
    title: "Sudoku",
    lang: i18n.lang,
  };
  // The Rules chosen: a booklet of variant puzzles, their rules drawn.
  if ($("variant").value) body.variant = $("variant").value;
  say("web-making-booklet");
  try {
    const response = await fetch("/api/booklet", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      const data = await response.json().catch(() => ({}));
      throw new Error(data.error || `HTTP ${response.status}`);
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement("a");
    link.href = url;
    link.download = "sudoku-booklet.pdf";
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
    say("web-booklet-ready", { file: "sudoku-booklet.pdf" });
  } catch (e) {
    say("web-booklet-failed", { error: e.message });
  }
}

// ---- drawing --------------------------------------------------------------------------------

/// Builds the cells; `picture` (a variant puzzle's rules drawn) goes over them, scaled so
/// that its grid covers the cells exactly, and draws the lines and borders in their place.
function buildBoard(picture) {
  const board = $("board");
  const n = game.size;
  board.style.setProperty("--n", n);
  board.classList.toggle("big", n > 9);
  board.classList.toggle("variant", !!picture);
  board.classList.toggle("cages", !!picture && /"killer"/.test(JSON.stringify(game.json)));
  board.replaceChildren();
  for (let i = 0; i < n * n; i++) {
    const cell = document.createElement("div");
    cell.className = "cell";
    cell.dataset.index = i;
    cell.setAttribute("role", "gridcell");
    const r = rowOf(i), c = colOf(i);
    if (!picture && (c + 1) % game.boxCols === 0) cell.classList.add("box-right");
    if (!picture && (r + 1) % game.boxRows === 0) cell.classList.add("box-bottom");
    if (c === n - 1) cell.classList.add("last-col");
    if (r === n - 1) cell.classList.add("last-row");
    cell.addEventListener("mousedown", () => { game.selected = i; render(); });
    board.appendChild(cell);
  }
  if (picture) board.appendChild(rulesLayer(picture));
  const caption = $("rules-text");
  caption.replaceChildren(...(picture ? picture.caption : []).map((line) => {
    const item = document.createElement("li");
    item.textContent = line;
    return item;
  }));
}

/// The picture of a variant's rules as an image over the cells: placed in percent of the
/// board's inside, which the cells fill, so it stays aligned at every width.
function rulesLayer(picture) {
  const img = document.createElement("img");
  img.className = "rules";
  img.alt = "";
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(picture.svg)}`;
  const side = picture.grid_side;
  const percent = (v) => `${(v / side) * 100}%`;
  Object.assign(img.style, {
    left: percent(-picture.grid_x), top: percent(-picture.grid_y),
    width: percent(picture.width), height: percent(picture.height),
  });
  return img;
}

function buildPad() {
  const pad = $("pad");
  pad.style.setProperty("--pad-cols", game.size <= 9 ? game.boxCols : Math.ceil(Math.sqrt(game.size)));
  pad.replaceChildren();
  for (let v = 1; v <= game.size; v++) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = v;
    b.dataset.digit = v;
    b.addEventListener("click", (e) => { enter(v, e.shiftKey); $("board").focus(); });
    pad.appendChild(b);
  }
}

function render() {
  const bad = conflicts(game.values);
  const h = game.hint;
  const evidence = new Set(h ? h.cells.map((c) => c.index) : []);
  const placed = new Map(h ? h.placements.map((p) => [p.index, p.digit]) : []);
  const struck = new Map();
  if (h) for (const e of h.eliminations) struck.set(e.index, (struck.get(e.index) || 0) | (1 << (e.digit - 1)));
  const selValue = game.values[game.selected];

  for (const cell of $("board").querySelectorAll(".cell")) {
    const i = Number(cell.dataset.index);
    const v = game.values[i];
    const cls = cell.classList;
    cls.toggle("given", game.givens[i] !== 0);
    cls.toggle("entry", game.givens[i] === 0 && v !== 0);
    cls.toggle("selected", i === game.selected);
    cls.toggle("peer", sees(i, game.selected));
    cls.toggle("same", v !== 0 && v === selValue && i !== game.selected);
    cls.toggle("conflict", bad.has(i));
    cls.toggle("wrong", game.wrong.has(i));
    cls.toggle("broken", game.broken.has(i));
    cls.toggle("evidence", evidence.has(i));
    cls.toggle("hint-place", placed.has(i));
    cls.toggle("elim", struck.has(i));
    cell.setAttribute("aria-label", v ? `${name(i)} ${v}` : t("web-cell-empty", { cell: name(i) }));
    if (v) {
      cell.textContent = v;
    } else {
      drawMarks(cell, game.marks[i], struck.get(i) || 0);
    }
  }
  $("info").textContent = metaText();
  $("pencil").setAttribute("aria-pressed", String(game.pencil));
  $("undo").disabled = !game.undo.length || game.solved;
  $("redo").disabled = !game.redo.length || game.solved;
  tick();
}

function drawMarks(cell, marks, struck) {
  cell.replaceChildren();
  if (!marks && !struck) return;
  const box = document.createElement("div");
  box.className = "marks";
  box.style.gridTemplateColumns = `repeat(${game.boxCols}, 1fr)`;
  box.style.gridTemplateRows = `repeat(${game.boxRows}, 1fr)`;
  for (let v = 1; v <= game.size; v++) {
    const s = document.createElement("span");
    const bit = 1 << (v - 1);
    if (marks & bit || struck & bit) s.textContent = v;
    if (struck & bit) s.className = "struck";
    box.appendChild(s);
  }
  cell.appendChild(box);
}

// ---- timer ----------------------------------------------------------------------------------

function clock(ms) {
  const s = Math.floor(ms / 1000);
  const mm = String(Math.floor(s / 60)).padStart(2, "0");
  return `${mm}:${String(s % 60).padStart(2, "0")}`;
}

function tick() {
  if (!game.started) return;
  $("timer").textContent = clock((game.finished || Date.now()) - game.started);
}

// ---- input ----------------------------------------------------------------------------------

function move(dr, dc) {
  const n = game.size;
  const r = (rowOf(game.selected) + dr + n) % n;
  const c = (colOf(game.selected) + dc + n) % n;
  game.selected = r * n + c;
  render();
}

function onKey(e) {
  if (e.target.closest && e.target.closest("textarea, input, select")) return;
  const key = e.key;
  const ctrl = e.ctrlKey || e.metaKey;
  if (ctrl && (key === "z" || key === "Z")) { e.preventDefault(); return e.shiftKey ? redo() : undo(); }
  if (ctrl && (key === "y" || key === "Y")) { e.preventDefault(); return redo(); }
  if (ctrl || e.altKey) return;
  const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (arrows[key]) { e.preventDefault(); return move(...arrows[key]); }
  if (key === "Backspace" || key === "Delete" || key === "0" || key === ".") {
    e.preventDefault();
    return erase(game.selected);
  }
  if (key === "p" || key === "P") { game.pencil = !game.pencil; return render(); }
  if (key === "h" || key === "H") { e.preventDefault(); return hint(); }
  // Digits (Shift+digit gives a symbol on most layouts, so look at the physical key too).
  const m = /^(?:Digit|Numpad)([1-9])$/.exec(e.code || "");
  const digit = /^[1-9]$/.test(key) ? Number(key) : m ? Number(m[1]) : 0;
  if (digit) {
    e.preventDefault();
    const now = Date.now();
    const last = game.lastKey;
    // Two digits typed quickly into one cell make 10 and up on big grids.
    const two = last.digit * 10 + digit;
    if (game.size > 9 && !e.shiftKey && !game.pencil && last.cell === game.selected
        && now - last.at < 800 && two <= game.size && game.values[game.selected] === last.digit) {
      game.lastKey = { at: 0, cell: -1, digit: 0 };
      return place(game.selected, two);
    }
    game.lastKey = { at: now, cell: game.selected, digit };
    return enter(digit, e.shiftKey);
  }
  if (/^[a-zA-Z]$/.test(key) && game.size > 9) {
    const v = valueOf(key);
    if (v >= 10 && v <= game.size) { e.preventDefault(); enter(v, e.shiftKey); }
  }
}

// ---- language -------------------------------------------------------------------------------

/// Switches the page to the language `code` in place, and remembers the choice in a cookie
/// (the server reads it for the next visit).
async function setLanguage(code) {
  try {
    i18n = await api("messages", { lang: code });
  } catch (e) {
    return;
  }
  document.cookie = `lang=${code}; path=/; max-age=31536000; SameSite=Lax`;
  const url = new URL(location.href);
  if (url.searchParams.has("lang")) {
    url.searchParams.set("lang", code);
    history.replaceState(null, "", url);
  }
  $("lang").value = code;
  applyMessages();
  if (said) say(said.id, said.args, said.html, said.more);
  if (game.hint) {
    // The step is the same; ask again for its sentence in the new language.
    try {
      game.hint = await api("hint", { puzzle: position(), lang: code });
    } catch (e) { /* the old sentence stays */ }
  }
  showHint();
  render();
}

// ---- wiring ---------------------------------------------------------------------------------

document.addEventListener("keydown", onKey);
$("new").addEventListener("click", newPuzzle);
$("load").addEventListener("click", () => loadText($("paste").value, "web-info-pasted"));
$("pencil").addEventListener("click", () => { game.pencil = !game.pencil; render(); });
$("erase").addEventListener("click", () => erase(game.selected));
$("undo").addEventListener("click", undo);
$("redo").addEventListener("click", redo);
$("hint").addEventListener("click", hint);
$("check").addEventListener("click", check);
$("reveal").addEventListener("click", reveal);
$("share").addEventListener("click", share);
$("print").addEventListener("click", () => window.print());
$("booklet").addEventListener("click", booklet);
$("lang").addEventListener("change", () => setLanguage($("lang").value));
$("size").addEventListener("change", () => sizeChosen(Number($("size").value)));
$("variant").addEventListener("change", () => sizeChosen(Number($("size").value)));
setInterval(tick, 1000);

const shared = new URLSearchParams(location.search).get("p");
if (shared) loadText(shared, "web-info-shared"); else newPuzzle();
