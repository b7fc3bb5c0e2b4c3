// Prints the puzzles of some collections of sigh's Interactive Sudoku Solver (ISS) that carry a
// solution, one a line: COLLECTION<TAB>NAME<TAB>INPUT<TAB>SOLUTION (newlines removed from the
// input). A checking tool for our ISS reader; nothing of ISS is copied into this repository.
//
//   node tools/iss/export.mjs /path/to/iss/data/collections.js [--all]
//
// --all also prints the puzzles without a solution (an empty SOLUTION column), so that they can
// be checked for a unique solution.

import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const args = process.argv.slice(2);
const all = args.includes('--all');
const path = args.find((a) => !a.startsWith('--'));
if (!path) {
  console.error('usage: node tools/iss/export.mjs <iss>/data/collections.js [--all]');
  process.exit(2);
}

// ISS's modules import each other with a version suffix read from `self`.
globalThis.self = globalThis;
globalThis.VERSION_PARAM ??= '';

const c = await import(pathToFileURL(resolve(path)).href);

const NAMES = [
  'HARD_THERMOS',
  'EXTREME_KILLERS',
  'HARD_RENBAN',
  'TAREK_ALL',
  'MATHEMAGIC_KILLERS',
  'HS_KILLERS',
  'LITTLE_KILLER_SNIPES',
];

const clean = (s) => String(s ?? '').replace(/[\r\n\t]+/g, '');

const print = (collection, cfg, index) => {
  if (typeof cfg.input !== 'string' || cfg.input.startsWith('/')) return;
  if (!cfg.solution && !all) return;
  const name = cfg.name && cfg.name !== cfg.input ? cfg.name : `${collection}#${index}`;
  const solution = Array.isArray(cfg.solution) ? cfg.solution.join('') : clean(cfg.solution);
  process.stdout.write(
    [collection, clean(name), clean(cfg.input), solution].join('\t') + '\n');
};

for (const name of NAMES) {
  const coll = c[name];
  if (!coll) {
    console.error(`${name}: not exported by ${path}`);
    continue;
  }
  coll.forEach((entry, i) => {
    const cfg = typeof coll.configFor === 'function' ? coll.configFor(entry) : entry;
    print(name, cfg, i + 1);
  });
}

// The 16×16 examples: EXAMPLES entries whose name starts with "16x16".
(c.EXAMPLES ?? []).forEach((entry, i) => {
  if (typeof entry === 'object' && entry && String(entry.name ?? '').startsWith('16x16')) {
    print('EXAMPLES', { ...entry }, i + 1);
  }
});
