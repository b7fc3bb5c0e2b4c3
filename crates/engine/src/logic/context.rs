//! What finders may need besides the grid, shared across one solving run: the solution, the
//! chain graph and the almost locked sets of the current position, and the budget's meter.
//!
//! This module sits below the technique files and above the data they share (`links.rs`,
//! `als_sets.rs`), so that no technique file imports the step engine and the engine imports
//! nothing that imports it back.

use std::rc::Rc;

use super::als_sets::{all_als, packed, Als, AlsByUnit, AlsLinks};
use super::candidates::CandidateGrid;
use super::geometry::{Cells, UNIT, UNITS_OF};
use super::links::{build, Graph, GroupParts, Mode};
use super::queues::SinglesQueues;
use super::scratch::Scratch;
use super::step::Step;
use crate::budget::{Budget, Interrupted, Meter};

/// The wing finders whose patterns are made of cells with few candidates, and which cells
/// those are: Remote Pair and XY-Wing use the bivalue cells, XYZ-Wing the cells with two or
/// three candidates (a trivalue pivot, bivalue pincers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Wing {
    /// Remote Pair (bivalue cells).
    RemotePair = 0,
    /// XY-Wing (bivalue cells).
    Xy = 1,
    /// XYZ-Wing (cells with two or three candidates).
    Xyz = 2,
}

/// The finders that search digit by digit, where what a digit gives depends on that digit's
/// cells (its candidates) alone: fish, single-digit patterns and coloring. A digit whose cells
/// have not changed since the finder last found nothing for it still gives nothing, so the
/// finder skips it; most steps change the cells of one or two digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PerDigit {
    /// X-Wing, Swordfish, Jellyfish.
    Fish2,
    Fish3,
    Fish4,
    /// Their finned and sashimi forms.
    Finned2,
    Finned3,
    Finned4,
    Skyscraper,
    TwoStringKite,
    TurbotFish,
    EmptyRectangle,
    SimpleColors,
    MultiColors,
    /// X-Chains (each digit's chains stay on its own cells).
    XChain,
    /// Locked Candidates, pointing and claiming.
    Pointing,
    Claiming,
}

impl PerDigit {
    /// How many there are.
    const COUNT: usize = 15;
}

/// The subset finders that search unit by unit on 9×9 (see [`Context::quiet_units_of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum UnitSubsets {
    /// Hidden pairs, triples and quadruples.
    Hidden,
    /// Naked pairs, triples and quadruples.
    Naked,
    /// Locked pairs and triples.
    Locked,
}

impl UnitSubsets {
    /// The row of [`Context::quiet_units`] for subsets of `k` cells (2 to 4).
    fn slot(self, k: usize) -> usize {
        let k = k.clamp(2, 4) - 2;
        match self {
            UnitSubsets::Hidden => k,
            UnitSubsets::Naked => 3 + k,
            UnitSubsets::Locked => 6 + k.min(1),
        }
    }
}

/// The marks of the sets of a list (the first) that are new since an earlier list (the
/// second): see [`Context::als_fresh`].
type AlsFresh = (Rc<Vec<Als>>, Rc<Vec<Als>>, Rc<Vec<bool>>);

/// The shared cache of one solving run and the meter of its budget.
pub(crate) struct Context<'b> {
    /// The solution's values (the puzzle has exactly one, checked before the run starts).
    solution: Vec<u8>,
    /// The chain graph of the current position, shared by nice loops and forcing chains.
    aic: Option<Rc<Graph>>,
    /// The solution's cells per digit as the chain searches ask for them
    /// (`CandidateGrid::solution_cells`), with the places per digit of the position they were
    /// made for: the X-Chain, XY-Chain and the two nice-loop searches of one position had
    /// each made them (2,900 instructions a time, 0.7% of rating top293).
    truth: Option<([Cells; 9], Option<[Cells; 9]>)>,
    /// Each digit's group nodes and their links for the grouped chain graph, kept from
    /// position to position (they depend on the digit's places alone).
    groups: GroupParts,
    /// The almost locked sets of the current position, shared by the ALS techniques.
    als: Option<Rc<Vec<Als>>>,
    /// The restricted commons between those sets, shared by ALS-XZ and ALS-XY-Wing.
    als_links: Option<Rc<AlsLinks>>,
    /// Each unit's almost locked sets, kept from position to position.
    als_by_unit: AlsByUnit,
    /// Each 9×9 unit's cells in the current position as the ALS enumeration and Sue de Coq see
    /// them (`als_sets::packed`), made once per position: both had packed them per call (Sue de
    /// Coq its box six times, once per line crossing it).
    als_keys: Option<[u128; 27]>,
    /// The last almost locked sets whose restricted commons were all found, with those
    /// commons: kept from position to position (see `als_sets::links_since`).
    als_memo: Option<(Rc<Vec<Als>>, Rc<AlsLinks>)>,
    /// The almost locked sets of the last ALS-XZ search that walked every pair and found
    /// nothing, then of ALS-XY-Wing's (see `als::als_xz`): kept from position to position.
    als_quiet: [Option<Rc<Vec<Als>>>; 2],
    /// Which sets of the current position's list (the first) are new since an earlier list
    /// (the second): ALS-XZ and ALS-XY-Wing mostly ask against the same earlier list, and
    /// the second had matched the lists again (0.3% of `sudoku rate` on top293).
    als_fresh: Option<AlsFresh>,
    /// For each digit-by-digit finder and digit, the digit's cells when the finder last found
    /// nothing for it (`Cells::MAX`, which no position has, before that). Kept for the whole
    /// run: it belongs to cells, not to a position.
    quiet: [[Cells; 9]; PerDigit::COUNT],
    /// For the subset finders on 9×9, per finder and size (rows by [`UnitSubsets::slot`]), the
    /// units (one bit each: rows, columns, boxes) where the finder found nothing and whose
    /// cells have not changed since (see [`Context::sync_units`]).
    quiet_units: [u32; 8],
    /// The candidates of the position the subset memos were last brought up to (empty before
    /// the first), and whether that is the current position.
    units_seen: Vec<u32>,
    units_synced: bool,
    /// For Sue de Coq: each cell as it saw it when it last ran (see `als::sue_de_coq`), and
    /// the box-line pairs (one bit each) that gave nothing and whose cells have not changed
    /// since.
    quiet_sdc: ([u32; 81], u64),
    /// The bivalue cells (their candidates, 0 for the other cells) when the XY-Chain search
    /// last found nothing: its graph is made of them alone, and candidates only go during a
    /// run, so with the same bivalue cells it finds nothing again.
    quiet_xy: Option<[u32; 81]>,
    /// For Remote Pair, XY-Wing and XYZ-Wing (see [`Wing`]): the cells their patterns are
    /// made of (their candidates; 0 for the other cells) when the finder last found nothing.
    /// Their eliminations only shrink as candidates go, so with the same cells they find
    /// nothing again.
    quiet_wings: [Option<[u32; 81]>; 3],
    /// The cells filled when the run began (its givens, for the avoidable rectangles, which
    /// may only use cells the solver filled).
    givens: Option<Cells>,
    /// HoDoKu's singles queues, made from the grid when a singles finder first asks.
    queues: Option<SinglesQueues>,
    /// The buffers the finders reuse from search to search during the run.
    scratch: Scratch,
    /// Polls the run's budget.
    meter: Meter<'b>,
}

impl<'b> Context<'b> {
    /// A run whose puzzle has the solution `solution`, limited by `budget`.
    pub(crate) fn new(solution: Vec<u8>, budget: &'b Budget) -> Context<'b> {
        Context {
            solution,
            aic: None,
            truth: None,
            groups: GroupParts::default(),
            als: None,
            als_links: None,
            als_by_unit: AlsByUnit::default(),
            als_keys: None,
            als_memo: None,
            als_quiet: [None, None],
            als_fresh: None,
            quiet: [[Cells::MAX; 9]; PerDigit::COUNT],
            quiet_units: [0; 8],
            units_seen: Vec::new(),
            units_synced: false,
            quiet_sdc: ([u32::MAX; 81], 0),
            quiet_xy: None,
            quiet_wings: [None; 3],
            givens: None,
            queues: None,
            scratch: Scratch::default(),
            meter: budget.meter(),
        }
    }

    /// Runs `run` in a run as [`Context::new`] makes it, on the buffers `scratch` that the
    /// caller kept from its earlier runs, and leaves the run's buffers there for its next: a
    /// caller that makes many runs (the generator rating its candidates) keeps them, and the
    /// runs make none afresh.
    pub(crate) fn run_on<T>(
        solution: Vec<u8>,
        budget: &Budget,
        scratch: &mut Scratch,
        run: impl FnOnce(&mut Context<'_>) -> T,
    ) -> T {
        let mut ctx = Context {
            scratch: std::mem::take(scratch),
            ..Context::new(solution, budget)
        };
        let out = run(&mut ctx);
        if let Some(aic) = ctx.aic.take() {
            ctx.give_back(aic);
        }
        *scratch = ctx.scratch;
        out
    }

    /// Forgets the caches of the previous position (they belong to one position only).
    pub(crate) fn new_position(&mut self) {
        if let Some(aic) = self.aic.take() {
            self.give_back(aic);
        }
        self.als = None;
        self.als_links = None;
        self.als_fresh = None;
        self.als_keys = None;
        self.units_synced = false;
    }

    /// Notes the filled cells of the run's first position as its givens (9×9 only).
    pub(crate) fn note_givens(&mut self, g: &CandidateGrid) {
        if self.givens.is_none() && g.is_nine() {
            let filled = (0..81).filter(|&i| g.values[i] != 0);
            self.givens = Some(filled.collect());
        }
    }

    /// The cells filled when the run began (every cell before [`Context::note_givens`]).
    pub(crate) fn givens(&self) -> Cells {
        self.givens.unwrap_or(Cells::MAX)
    }

    /// The singles queues of the run, made from `g` the first time.
    pub(crate) fn queues(&mut self, g: &CandidateGrid) -> &mut SinglesQueues {
        self.queues.get_or_insert_with(|| SinglesQueues::of(g))
    }

    /// Notes that `step` was applied to the run's grid (the singles queues follow it).
    pub(crate) fn applied(&mut self, step: &Step) {
        if let Some(q) = &mut self.queues {
            q.apply(step);
        }
    }

    /// The solution's values, row-major.
    pub(crate) fn solution(&self) -> &[u8] {
        &self.solution
    }

    /// The chain graph over all candidates of `g`, built once per position.
    pub(crate) fn aic_graph(&mut self, g: &CandidateGrid) -> Rc<Graph> {
        let scratch = &mut self.scratch;
        self.aic
            .get_or_insert_with(|| Rc::new(build(g, Mode::Aic, scratch.graph_lists())))
            .clone()
    }

    /// The run's buffers (see [`Scratch`]).
    pub(crate) fn scratch(&mut self) -> &mut Scratch {
        &mut self.scratch
    }

    /// Keeps the lists of a chain graph no longer used for the next build, unless the graph
    /// is still shared (the position's all-candidate graph, given back when the position
    /// changes).
    pub(crate) fn give_back(&mut self, graph: Rc<Graph>) {
        if let Ok(graph) = Rc::try_unwrap(graph) {
            self.scratch.give_back(graph.into_lists());
        }
    }

    /// Each digit's groups for the grouped chain graph, as the last grouped graph of the run
    /// left them (see `links::build_grouped`).
    pub(crate) fn group_parts(&mut self) -> &mut GroupParts {
        &mut self.groups
    }

    /// [`CandidateGrid::solution_cells`] of `g` and the run's solution, kept for the next call
    /// with the same places per digit (in a run, the same position).
    pub(crate) fn truth(&mut self, g: &CandidateGrid) -> Option<[Cells; 9]> {
        if let Some((pos, truth)) = self.truth {
            if pos == g.pos {
                return truth;
            }
        }
        let truth = g.solution_cells(&self.solution);
        self.truth = Some((g.pos, truth));
        truth
    }

    /// The almost locked sets of `g`, found once per position. When the budget runs out during
    /// the enumeration the list is empty and not kept, and [`Context::interrupted`] says why.
    pub(crate) fn als(&mut self, g: &CandidateGrid) -> Rc<Vec<Als>> {
        if let Some(sets) = &self.als {
            return Rc::clone(sets);
        }
        let keys = self.als_keys(g);
        let sets = Rc::new(all_als(g, &mut self.meter, &mut self.als_by_unit, &keys));
        if self.meter.tripped().is_none() {
            self.als = Some(Rc::clone(&sets));
        }
        sets
    }

    /// Each 9×9 unit's cells in the current position, packed (see [`Context::als_keys`]).
    pub(crate) fn als_keys(&mut self, g: &CandidateGrid) -> [u128; 27] {
        *self
            .als_keys
            .get_or_insert_with(|| std::array::from_fn(|u| packed(g, UNIT[u])))
    }

    /// Whether `finder` is known to find nothing for digit `d` whose cells are `cells`.
    pub(crate) fn is_quiet(&self, finder: PerDigit, d: usize, cells: Cells) -> bool {
        self.quiet[finder as usize][d] == cells
    }

    /// Notes that `finder` found nothing for digit `d` whose cells are `cells`.
    pub(crate) fn set_quiet(&mut self, finder: PerDigit, d: usize, cells: Cells) {
        self.quiet[finder as usize][d] = cells;
    }

    /// Brings the subset memos to the position `g` (once per position): a unit any of whose
    /// cells lost a candidate since the last position they were brought to is no longer
    /// known quiet for any finder. Since candidates only go during a run, a unit none of
    /// whose cells changed has the candidates it had when a finder last found nothing there:
    /// the same subsets, whose eliminations (in the unit, and in the box or line a subset also
    /// lies in) can only have shrunk. A position with a candidate the last one did not have
    /// (which a run never makes) forgets every memo.
    ///
    /// Speed: each unit's candidates had been packed into a key once per position and
    /// compared with the key noted when the finder found nothing; packing the 27 units was
    /// 2.7% of an extreme hunt (`sudoku generate --difficulty extreme --count 200 --seed 1
    /// --threads 1`), comparing the 81 cells with the last position's is a tenth of that.
    fn sync_units(&mut self, g: &CandidateGrid) {
        if self.units_synced {
            return;
        }
        self.units_synced = true;
        if !g.is_nine() || self.units_seen.len() != g.cands.len() {
            self.quiet_units = [0; 8];
        } else {
            let (mut dirty, mut grew) = (0u32, false);
            for ((&now, &was), &units) in g.cands.iter().zip(&self.units_seen).zip(&UNITS_OF) {
                if now != was {
                    dirty |= units;
                    grew |= now & !was != 0;
                }
            }
            for q in &mut self.quiet_units {
                *q = if grew { 0 } else { *q & !dirty };
            }
        }
        self.units_seen.clear();
        self.units_seen.extend_from_slice(&g.cands);
    }

    /// The 9×9 units (one bit each) known quiet for the `kind` subsets of 2, 3 and 4 cells of
    /// the position `g` (none on other sizes): those where the finder of that size found
    /// nothing and none of whose cells changed since. Read once per call: the finders had
    /// asked unit by unit (`is_unit_quiet`, a call per unit and size).
    pub(crate) fn quiet_units_of(&mut self, g: &CandidateGrid, kind: UnitSubsets) -> [u32; 3] {
        self.sync_units(g);
        if !g.is_nine() {
            return [0; 3];
        }
        [2, 3, 4].map(|k| self.quiet_units[kind.slot(k)])
    }

    /// Notes that the `kind` subsets of `k` cells found nothing in the 9×9 units of `units`
    /// (one bit each) of the position `g`.
    pub(crate) fn add_quiet_units(
        &mut self,
        g: &CandidateGrid,
        kind: UnitSubsets,
        k: usize,
        units: u32,
    ) {
        self.sync_units(g);
        if g.is_nine() {
            self.quiet_units[kind.slot(k)] |= units & ((1 << 27) - 1);
        }
    }

    /// Sue de Coq's memo: the cells it last saw and its quiet box-line pairs.
    pub(crate) fn sdc_memo(&mut self) -> &mut ([u32; 81], u64) {
        &mut self.quiet_sdc
    }

    /// Whether the XY-Chain search is known to find nothing with these bivalue cells.
    pub(crate) fn is_xy_quiet(&self, bivalue: &[u32; 81]) -> bool {
        self.quiet_xy.as_ref() == Some(bivalue)
    }

    /// Notes that the XY-Chain search found nothing with these bivalue cells.
    pub(crate) fn set_xy_quiet(&mut self, bivalue: [u32; 81]) {
        self.quiet_xy = Some(bivalue);
    }

    /// Whether the wing finder `wing` is known to find nothing with these cells (see
    /// [`Wing`]).
    pub(crate) fn is_wing_quiet(&self, wing: Wing, cells: &[u32; 81]) -> bool {
        self.quiet_wings[wing as usize].as_ref() == Some(cells)
    }

    /// Notes that the wing finder `wing` found nothing with these cells.
    pub(crate) fn set_wing_quiet(&mut self, wing: Wing, cells: [u32; 81]) {
        self.quiet_wings[wing as usize] = Some(cells);
    }

    /// Keeps the restricted commons of the current position's almost locked sets (all of
    /// them), for this position and as the memo for the next ones.
    pub(crate) fn keep_als_links(&mut self, links: AlsLinks) -> Rc<AlsLinks> {
        let links = Rc::new(links);
        self.als_links = Some(Rc::clone(&links));
        if let Some(sets) = &self.als {
            self.als_memo = Some((Rc::clone(sets), Rc::clone(&links)));
        }
        links
    }

    /// The restricted commons of the current position's almost locked sets: the kept ones, or
    /// those `make` finds (kept too).
    pub(crate) fn als_links(&mut self, make: impl FnOnce() -> AlsLinks) -> Rc<AlsLinks> {
        match &self.als_links {
            Some(links) => Rc::clone(links),
            None => self.keep_als_links(make()),
        }
    }

    /// The almost locked sets and their restricted commons as last found in full, at this
    /// position or an earlier one.
    pub(crate) fn als_memo(&self) -> Option<(Rc<Vec<Als>>, Rc<AlsLinks>)> {
        self.als_memo.clone()
    }

    /// The almost locked sets of the last search of `finder` (0: ALS-XZ, 1: ALS-XY-Wing) that
    /// was complete and found nothing.
    pub(crate) fn als_quiet(&self, finder: usize) -> Option<Rc<Vec<Als>>> {
        self.als_quiet.get(finder).cloned().flatten()
    }

    /// Notes that `finder` (as in [`Context::als_quiet`]) searched the current position's
    /// almost locked sets in full and found nothing.
    pub(crate) fn set_als_quiet(&mut self, finder: usize) {
        if let (Some(sets), Some(slot)) = (&self.als, self.als_quiet.get_mut(finder)) {
            *slot = Some(Rc::clone(sets));
        }
    }

    /// Which sets of `als` are new since the list `old`, as `make` finds them: kept, and given
    /// again for the same two lists until the position changes.
    pub(crate) fn als_fresh(
        &mut self,
        als: &Rc<Vec<Als>>,
        old: &Rc<Vec<Als>>,
        make: impl FnOnce() -> Vec<bool>,
    ) -> Rc<Vec<bool>> {
        if let Some((a, o, fresh)) = &self.als_fresh {
            if Rc::ptr_eq(a, als) && Rc::ptr_eq(o, old) {
                return Rc::clone(fresh);
            }
        }
        let fresh = Rc::new(make());
        self.als_fresh = Some((Rc::clone(als), Rc::clone(old), Rc::clone(&fresh)));
        fresh
    }

    /// Counts one unit of work (a few microseconds at most) and says whether the budget has run
    /// out; the budget itself is read once every [`Meter::EVERY`] calls.
    pub(crate) fn out_of_budget(&mut self) -> bool {
        self.meter.tick().is_err()
    }

    /// Reads the budget now: for loops whose every turn is long (a forcing net's trial).
    pub(crate) fn out_of_budget_now(&mut self) -> bool {
        self.meter.check_now().is_err()
    }

    /// Reads the budget now and says why it ran out, if it has.
    pub(crate) fn check_now(&mut self) -> Result<(), Interrupted> {
        self.meter.check_now()
    }

    /// Why the budget ran out, once a poll has seen it.
    pub(crate) fn interrupted(&self) -> Option<Interrupted> {
        self.meter.tripped()
    }
}
