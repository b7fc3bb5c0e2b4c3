//! Output formats and the record layout shared by every command.
//!
//! The default output format mirrors the input's family: line in, line out; grid in, grid out.
//! Single-line formats (line, JSON Lines) print one line per record. Multi-line layouts (grid,
//! boxed) separate records with a blank line, so their output reads back as input. CSV and TSV
//! write each input row back with the command's results appended as new columns
//! ([`CsvOut::row`]).

use std::sync::Mutex;

use sudoku_engine::format::{write_grid, CArrayBase, Format, WriteOptions};
use sudoku_engine::{Conflict, Grid, ParseError};
use sudoku_render::{BookletPuzzle, PaperSize, PdfOptions, PerPage, SvgOptions};

use sudoku_i18n::{tr, Localize};

use crate::chunk::{FileNames, Output, Summary};
use crate::input::InputRecord;
use crate::sink;

/// The `--format` choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum OutFormat {
    /// One puzzle per line, N² characters, `.` for holes.
    Line,
    /// N lines of N symbols separated by one space.
    Grid,
    /// The grid with `|` between boxes and `------+-------+------` between bands.
    Boxed,
    /// One JSON object per record per line (JSON Lines).
    Json,
    /// An SVG picture per record (givens bold, filled digits blue); records are separated by
    /// a blank line, so give one puzzle per file to get one picture per file.
    Svg,
    /// One PDF booklet of every record (`--per-page`, `--paper`), answer pages at the end.
    /// It is written when the input ends, and never to a terminal.
    Pdf,
    /// A CSV table: each input row (or the puzzle, for other inputs) with the command's
    /// results appended as new columns, the last one `error`; a header row when the input had
    /// one.
    Csv,
    /// As `csv`, with tabs between fields.
    Tsv,
    /// A C array, `int m[9][9] = { {-1, 3, ...}, ... };`: digits from 0 and -1 for a hole, as
    /// a French programming course writes them (`--c-array-base 1`: digits from 1, 0 for a
    /// hole).
    CArray,
    /// An f-puzzles link per puzzle (`https://f-puzzles.com/?load=…`), its rules included; from
    /// `solve`, with the solution found, so that f-puzzles and SudokuPad can check answers.
    Fpuzzles,
    /// A SudokuPad link per puzzle (`https://sudokupad.app/fpuzzles…`), as `fpuzzles`.
    Sudokupad,
}

impl OutFormat {
    /// The `--format` name, as the help lists it.
    pub fn name(self) -> String {
        use clap::ValueEnum;
        self.to_possible_value()
            .map_or_else(String::new, |v| v.get_name().to_string())
    }

    /// Refuses a format that `command` cannot write, naming the ones it can, rather than
    /// printing something else silently.
    ///
    /// # Errors
    ///
    /// When `self` is not in `allowed`.
    pub fn check_for(self, command: &str, allowed: &[OutFormat]) -> anyhow::Result<()> {
        if allowed.contains(&self) {
            return Ok(());
        }
        let names: Vec<String> = allowed.iter().map(|f| f.name()).collect();
        anyhow::bail!(tr!(
            "format-not-for-command",
            command = command,
            format = self.name(),
            formats = names.join(", ")
        ))
    }

    /// The output format for a record read in `input` when `requested` may be unset.
    pub fn resolve(requested: Option<OutFormat>, input: Format) -> OutFormat {
        requested.unwrap_or(match input {
            Format::Line => OutFormat::Line,
            Format::Grid => OutFormat::Grid,
            Format::Boxed => OutFormat::Boxed,
            Format::Json => OutFormat::Json,
            Format::CArray => OutFormat::CArray,
        })
    }

    /// The engine's text format for this output.
    pub fn text_format(self) -> Format {
        match self {
            OutFormat::Line => Format::Line,
            OutFormat::Grid => Format::Grid,
            OutFormat::Boxed => Format::Boxed,
            OutFormat::Json => Format::Json,
            OutFormat::CArray => Format::CArray,
            // Pictures and tables have no grid layout; where one is needed they fall back to
            // lines.
            OutFormat::Svg
            | OutFormat::Pdf
            | OutFormat::Csv
            | OutFormat::Tsv
            | OutFormat::Fpuzzles
            | OutFormat::Sudokupad => Format::Line,
        }
    }

    /// The field separator of a table format (`csv`, `tsv`).
    pub fn delimiter(self) -> Option<u8> {
        match self {
            OutFormat::Csv => Some(b','),
            OutFormat::Tsv => Some(b'\t'),
            _ => None,
        }
    }

    /// How a record's file is named in this format's output (`--with-filename`): a header
    /// line for multi-line layouts, `Prefix` for the rest, `Off` where the output already
    /// names records or cannot take a name.
    pub fn file_names(self) -> FileNames {
        match self {
            OutFormat::Json | OutFormat::Pdf | OutFormat::Csv | OutFormat::Tsv => FileNames::Off,
            OutFormat::Svg => FileNames::Header("<!-- ", " -->"),
            f if f.is_multiline() => FileNames::Header("# ", ""),
            _ => FileNames::Prefix,
        }
    }

    /// Whether a record takes several lines (and records are separated by blank lines).
    pub fn is_multiline(self) -> bool {
        matches!(
            self,
            OutFormat::Grid | OutFormat::Boxed | OutFormat::Svg | OutFormat::CArray
        )
    }
}

/// The `--format` values one command can write, each with its help text for that command
/// (empty: the format's own). A command's `--format` takes only these, and its help and
/// completions list only these.
pub type FormatChoices = &'static [(OutFormat, &'static str)];

/// Reads a `--format` value among a command's [`FormatChoices`].
#[derive(Clone, Copy, Debug)]
pub struct FormatParser(pub FormatChoices);

impl FormatParser {
    fn values(&self) -> impl Iterator<Item = clap::builder::PossibleValue> + '_ {
        use clap::ValueEnum;
        self.0.iter().filter_map(|&(format, help)| {
            let value = format.to_possible_value()?;
            Some(if help.is_empty() {
                value
            } else {
                value.help(help)
            })
        })
    }
}

impl clap::builder::TypedValueParser for FormatParser {
    type Value = OutFormat;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<OutFormat, clap::Error> {
        let name =
            clap::builder::PossibleValuesParser::new(self.values()).parse_ref(cmd, arg, value)?;
        self.0
            .iter()
            .map(|&(format, _)| format)
            .find(|f| f.name() == name)
            .ok_or_else(|| clap::Error::new(clap::error::ErrorKind::InvalidValue).with_cmd(cmd))
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(self.values()))
    }
}

/// Every format `solve` writes.
pub const SOLVE_FORMATS: FormatChoices = &[
    (OutFormat::Line, ""),
    (OutFormat::Grid, ""),
    (OutFormat::Boxed, ""),
    (OutFormat::Json, ""),
    (OutFormat::CArray, ""),
    (OutFormat::Svg, ""),
    (OutFormat::Pdf, ""),
    (OutFormat::Csv, ""),
    (OutFormat::Tsv, ""),
    (OutFormat::Fpuzzles, ""),
    (OutFormat::Sudokupad, ""),
];

/// The link of `puzzle` (a classic grid, under its shape's rules, or a variant puzzle) in
/// `format` (`fpuzzles` or `sudokupad`), with `solution` when one is given.
pub fn link(
    puzzle: &crate::input::Puzzle,
    solution: Option<&sudoku_engine::Grid>,
    format: OutFormat,
) -> String {
    use sudoku_engine::variant::{to_fpuzzles_link, to_sudokupad_link, Rules, VariantPuzzle};
    let mut p = match puzzle {
        crate::input::Puzzle::Variant(p) => (**p).clone(),
        crate::input::Puzzle::Classic(g) => {
            match VariantPuzzle::new(g.clone(), Rules::classic(g.shape())) {
                Ok(p) => p,
                Err(_) => return String::new(),
            }
        }
    };
    if let Some(s) = solution {
        p.solution = Some(s.clone());
    }
    match format {
        OutFormat::Sudokupad => to_sudokupad_link(&p),
        _ => to_fpuzzles_link(&p),
    }
}

/// The options of commands that print grids.
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct OutputArgs {
    /// Output layout for the whole run; by default the layout of the first puzzle read (the
    /// line format for a table's puzzles).
    #[arg(long, value_name = "FORMAT", value_parser = FormatParser(SOLVE_FORMATS))]
    pub format: Option<OutFormat>,

    /// The character for empty cells in line, grid, boxed and table output (`.` by default;
    /// `0` is the other common choice).
    #[arg(long, default_value_t = '.', value_name = "CHAR", value_parser = parse_hole)]
    pub hole: char,

    /// With `--format c-array`: the value of the first digit, 0 (digits 0 to N-1, -1 for a
    /// hole, as the French course writes them) or 1 (digits 1 to N, 0 for a hole). Either
    /// reads back as input.
    #[arg(long, default_value = "0", value_name = "BASE", value_parser = parse_c_array_base)]
    pub c_array_base: CArrayBase,

    #[command(flatten)]
    pub booklet: BookletArgs,
}

/// The layout of a `--format pdf` booklet.
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct BookletArgs {
    /// With `--format pdf`: puzzles per page (1, 2, 4 or 6).
    #[arg(long, default_value = "4", value_name = "N", value_parser = parse_per_page)]
    pub per_page: PerPage,

    /// With `--format pdf`: paper size, `a4` or `letter`.
    #[arg(long, default_value = "a4", value_name = "SIZE", value_parser = parse_paper)]
    pub paper: PaperSize,
}

impl BookletArgs {
    /// The booklet options from these arguments, in the language of the run.
    pub fn pdf_options(&self) -> PdfOptions {
        PdfOptions {
            paper: self.paper,
            per_page: self.per_page,
            title: None,
            lang: sudoku_i18n::lang(),
        }
    }
}

/// Reads `--per-page`.
fn parse_per_page(s: &str) -> Result<PerPage, String> {
    s.parse()
        .map_err(|e: sudoku_render::PdfError| pdf_error_text(&e))
}

/// An error of `--per-page` or `--paper` in the language of the run.
fn pdf_error_text(e: &sudoku_render::PdfError) -> String {
    match e {
        sudoku_render::PdfError::PerPage(n) => tr!("per-page-expected", count = *n),
        sudoku_render::PdfError::Paper(name) => {
            tr!("paper-expected", name = format!("{name:?}"))
        }
        other => other.to_string(),
    }
}

/// Reads `--paper`.
fn parse_paper(s: &str) -> Result<PaperSize, String> {
    s.parse()
        .map_err(|e: sudoku_render::PdfError| pdf_error_text(&e))
}

/// Reads `--c-array-base`.
fn parse_c_array_base(s: &str) -> Result<CArrayBase, String> {
    match s {
        "0" => Ok(CArrayBase::Zero),
        "1" => Ok(CArrayBase::One),
        _ => Err(tr!("c-array-base-expected")),
    }
}

fn parse_hole(s: &str) -> Result<char, String> {
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c @ ('.' | '0' | '_' | '-' | '*')), None) => Ok(c),
        _ => Err(tr!("hole-expected")),
    }
}

impl OutputArgs {
    /// Refuses to write a PDF to a terminal, before any work is done.
    ///
    /// # Errors
    ///
    /// When the format is PDF and standard output is a terminal.
    pub fn check_destination(&self) -> anyhow::Result<()> {
        if self.format == Some(OutFormat::Pdf) && sink::is_terminal() {
            anyhow::bail!(tr!("pdf-to-terminal"));
        }
        Ok(())
    }

    /// Engine write options from these arguments.
    pub fn write_options(&self) -> WriteOptions {
        WriteOptions {
            hole: self.hole,
            c_array_base: self.c_array_base,
        }
    }
}

/// Starts record number `index`: multi-line layouts put a blank line between records.
pub fn begin_record(format: OutFormat, index: u64, out: &mut String) {
    if format.is_multiline() && index > 0 {
        out.push('\n');
    }
}

/// Appends `grid` in `format` and a line break. JSON gets `{"grid": ...}`; SVG draws every
/// digit as a given (use [`push_svg`] to tell givens apart). A PDF booklet is collected by the
/// command, not written per record: here it falls back to the line format.
pub fn push_grid(grid: &Grid, format: OutFormat, options: WriteOptions, out: &mut String) {
    if format == OutFormat::Svg {
        return push_svg(grid, SvgOptions::default(), out);
    }
    write_grid(grid, format.text_format(), options, out);
    out.push('\n');
}

/// Appends an SVG picture of `grid` drawn with `options` (which givens, which conflicts).
pub fn push_svg(grid: &Grid, options: SvgOptions, out: &mut String) {
    out.push_str(&sudoku_render::svg(grid, &options));
    if !out.ends_with('\n') {
        out.push('\n');
    }
}

/// Appends an SVG picture of a variant puzzle: its rules drawn as setters draw them (the
/// rules caption in the language of the run), its givens in bold.
pub fn push_variant_svg(puzzle: &sudoku_engine::variant::VariantPuzzle, out: &mut String) {
    let options = SvgOptions::default()
        .givens(puzzle.givens())
        .lang(sudoku_i18n::lang());
    out.push_str(&sudoku_render::variant_svg(
        puzzle.givens(),
        puzzle.rules(),
        &options,
    ));
}

/// The puzzles of a `--format pdf` run, gathered from every worker thread and put back in
/// input order when the booklet is written.
#[derive(Default)]
pub struct Booklet {
    entries: Mutex<Vec<(u64, BookletPuzzle)>>,
}

impl Booklet {
    /// Adds record `index`'s puzzle (and its solution, for the answer pages).
    pub fn add(&self, index: u64, puzzle: &Grid, solution: Option<&Grid>) {
        let mut entry = BookletPuzzle::new(puzzle.clone());
        entry.solution = solution.cloned();
        entry.index = Some(index + 1);
        if let Ok(mut entries) = self.entries.lock() {
            entries.push((index, entry));
        }
    }

    /// Adds record `index`'s variant puzzle, its rules drawn on its grid (and `solution`, for
    /// the answer pages).
    pub fn add_variant(
        &self,
        index: u64,
        puzzle: &sudoku_engine::variant::VariantPuzzle,
        solution: Option<&Grid>,
    ) {
        let mut entry = BookletPuzzle::new(puzzle.givens().clone());
        entry.solution = solution.cloned();
        entry.index = Some(index + 1);
        entry.rules = Some(puzzle.rules().clone());
        self.add_entry(index, entry);
    }

    /// Adds a ready-made entry (with difficulty or seed) for record `index`.
    pub fn add_entry(&self, index: u64, entry: BookletPuzzle) {
        if let Ok(mut entries) = self.entries.lock() {
            entries.push((index, entry));
        }
    }

    /// Writes the booklet to standard output.
    ///
    /// # Errors
    ///
    /// When there is no puzzle to print or standard output cannot be written.
    pub fn write(self, options: &PdfOptions) -> anyhow::Result<()> {
        let mut entries = self.entries.into_inner().unwrap_or_else(|e| e.into_inner());
        entries.sort_by_key(|(i, _)| *i);
        let puzzles: Vec<BookletPuzzle> = entries.into_iter().map(|(_, p)| p).collect();
        if crate::interrupt::received().is_some() {
            // An interrupted run writes only whole records, and a booklet is one.
            return Ok(());
        }
        let bytes = sudoku_render::pdf(&puzzles, options)?;
        sink::write_all(&bytes)?;
        Ok(())
    }
}

/// Reports on stderr a puzzle whose givens clash (two equal digits in one unit), which no
/// solver can fix: `error: FILE:LINE: the givens conflict: r1c1 and r1c2 both hold 1`, as
/// `hint`, `rate` and `explain` word it. The record's own line on stdout is the command's.
pub fn report_clash(rec: &InputRecord, conflict: &Conflict, out: &mut Output) {
    let conflict = conflict.localize(sudoku_i18n::lang());
    out.stderr.push_str(&format!(
        "error: {}: {}\n",
        rec.location(),
        tr!("givens-conflict", conflict = conflict)
    ));
}

/// A grid as one line-format string (for JSON fields).
pub fn line_string(grid: &Grid) -> String {
    let mut s = String::with_capacity(grid.values().len());
    write_grid(grid, Format::Line, WriteOptions::default(), &mut s);
    s
}

/// A grid as JSON rows, e.g. `[[1,2],[3,4]]`.
pub fn json_rows(grid: &Grid) -> serde_json::Value {
    let n = grid.shape().size();
    serde_json::Value::Array(
        grid.values()
            .chunks(n)
            .map(|row| row.iter().map(|&v| serde_json::Value::from(v)).collect())
            .collect(),
    )
}

/// Appends a JSON value as one line.
pub fn push_json(value: &serde_json::Value, out: &mut String) {
    out.push_str(&value.to_string());
    out.push('\n');
}

/// How a command writes `--format csv` and `tsv`: the separator and the columns it appends
/// to each row, the last of which is always `error`.
#[derive(Clone, Copy, Debug)]
pub struct CsvOut {
    /// The field separator.
    pub delimiter: u8,
    /// The names of the appended columns, `error` last.
    pub columns: &'static [&'static str],
    /// How a puzzle is written when the input is not a table (its hole character).
    pub options: WriteOptions,
}

impl CsvOut {
    /// The table writer for `format`, or `None` when it is not a table format.
    pub fn new(
        format: Option<OutFormat>,
        columns: &'static [&'static str],
        options: WriteOptions,
    ) -> Option<CsvOut> {
        Some(CsvOut {
            delimiter: format?.delimiter()?,
            columns,
            options,
        })
    }

    /// Appends record number `index` as a table row: the input row's fields (padded to its
    /// header's width, so the new columns line up) or, for a record that is not a row, the
    /// puzzle in the line format; then `values`, one per column. Before the first row of a
    /// table with a header (or the first record of other input) comes the header row: the
    /// input's names, then the columns'. Fields are quoted as CSV needs; rows end with `\n`.
    ///
    /// `puzzle` is the record's grid when it could be read; a record that is not a row and
    /// could not be read shows its text as it was.
    pub fn row(
        &self,
        rec: &InputRecord,
        index: u64,
        values: &[&str],
        puzzle: Option<&Grid>,
        out: &mut String,
    ) {
        let mut w = csv::WriterBuilder::new()
            .delimiter(self.delimiter)
            .terminator(csv::Terminator::Any(b'\n'))
            .flexible(true)
            .buffer_capacity(1024)
            .from_writer(Vec::with_capacity(256));
        // Writing to memory cannot fail, and no field makes the writer fail either.
        let _ = self.write_row(&mut w, rec, index, values, puzzle);
        if let Ok(bytes) = w.into_inner() {
            out.push_str(&String::from_utf8_lossy(&bytes));
        }
    }

    fn write_row(
        &self,
        w: &mut csv::Writer<Vec<u8>>,
        rec: &InputRecord,
        index: u64,
        values: &[&str],
        puzzle: Option<&Grid>,
    ) -> csv::Result<()> {
        let appended = |w: &mut csv::Writer<Vec<u8>>, fields: &[&str]| -> csv::Result<()> {
            for f in fields {
                w.write_field(f)?;
            }
            w.write_record(None::<&[u8]>)
        };
        match &rec.row {
            Some(row) => {
                let width = row.table.width().max(row.fields.len());
                // An `error` column the input already has (a table an earlier run wrote:
                // `show --format csv`, then `solve --format csv`) is filled in place, not
                // added a second time. Other columns of the same name (a dataset's own
                // `solution`) are the input's data, kept as they are.
                let held: Vec<Option<usize>> = self
                    .columns
                    .iter()
                    .map(|&c| {
                        let header = row.table.header.as_ref().filter(|_| c == "error")?;
                        header.iter().position(|name| name == c.as_bytes())
                    })
                    .collect();
                let new = |fields: &[&'static str]| -> Vec<&'static str> {
                    fields
                        .iter()
                        .zip(&held)
                        .filter(|(_, at)| at.is_none())
                        .map(|(f, _)| *f)
                        .collect()
                };
                if row.first && row.table.show_header {
                    if let Some(header) = &row.table.header {
                        for i in 0..width {
                            w.write_field(header.get(i).unwrap_or_default())?;
                        }
                        appended(w, &new(self.columns))?;
                    }
                }
                for i in 0..width {
                    match held.iter().position(|&at| at == Some(i)) {
                        Some(k) => w.write_field(values.get(k).copied().unwrap_or_default())?,
                        None => w.write_field(row.fields.get(i).unwrap_or_default())?,
                    }
                }
                let fresh: Vec<&str> = values
                    .iter()
                    .zip(&held)
                    .filter(|(_, at)| at.is_none())
                    .map(|(v, _)| *v)
                    .collect();
                appended(w, &fresh)
            }
            None => {
                if index == 0 {
                    w.write_field("puzzle")?;
                    appended(w, self.columns)?;
                }
                let text = match (puzzle, &rec.text) {
                    (Some(g), _) => {
                        let mut s = String::new();
                        write_grid(g, Format::Line, self.options, &mut s);
                        s
                    }
                    (None, Ok(t)) => t.trim().to_string(),
                    (None, Err(_)) => String::new(),
                };
                w.write_field(text)?;
                appended(w, values)
            }
        }
    }

    /// Reports a record that could not be read: the error on stderr, as
    /// [`invalid`] gives it, and in the record's place its row with every appended
    /// column empty but `error`, which holds the message.
    pub fn invalid(&self, rec: &InputRecord, index: u64, e: &ParseError, out: &mut Output) {
        out.stderr.push_str("error: ");
        out.stderr.push_str(&describe_error(rec, e));
        out.stderr.push('\n');
        out.tally.invalid += 1;
        self.error_row(rec, index, &e.kind.to_string(), &mut out.stdout);
    }

    /// Appends the record's row with every appended column empty but `error`, which holds
    /// `message`.
    pub fn error_row(&self, rec: &InputRecord, index: u64, message: &str, out: &mut String) {
        let mut values = vec![""; self.columns.len()];
        if let Some(last) = values.last_mut() {
            *last = message;
        }
        self.row(rec, index, &values, None, out);
    }
}

/// Reports a record that could not be read: the error on stderr and, so that output keeps
/// one record per input record, `invalid: <message>` on stdout in its place, in the
/// language of the run.
pub fn invalid(out: &mut Output, rec: &InputRecord, e: &ParseError) {
    invalid_for(out, rec, e, false);
}

/// As [`invalid`]; with `json`, the record's place on stdout is a JSON object, as
/// [`invalid_place`] writes it.
pub fn invalid_for(out: &mut Output, rec: &InputRecord, e: &ParseError, json: bool) {
    out.stderr.push_str("error: ");
    out.stderr.push_str(&describe_error(rec, e));
    out.stderr.push('\n');
    invalid_place(out, rec, json, &e.kind, e);
}

/// Writes a bad record's place on stdout and counts it: `invalid: REASON` in the language
/// of the run, or with `json` one JSON line such as
/// `{"error":"line 2, column 4: found 3 cells, expected 81","source":"f.txt:2"}`, with the
/// `source` that good records carry and `error` in English, as all JSON output is, so
/// that the output stays JSON Lines. `error` is usually `reason` with its position.
pub fn invalid_place<R, E>(out: &mut Output, rec: &InputRecord, json: bool, reason: &R, error: &E)
where
    R: sudoku_i18n::Localize + ?Sized,
    E: sudoku_i18n::Localize + ?Sized,
{
    use sudoku_i18n::Lang;
    if json {
        let v = serde_json::json!({
            "source": rec.location(),
            "error": error.localize(Lang::En),
        });
        push_json(&v, &mut out.stdout);
    } else {
        let reason = reason.localize(sudoku_i18n::lang());
        out.stdout.push_str(&tr!("record-invalid", reason = reason));
        out.stdout.push('\n');
    }
    out.tally.invalid += 1;
}

/// A parse error at record `rec` rendered as `source:line[:column]: message`; in a table,
/// `source:line: column NAME[, character C]: message`, since a character's place in the
/// field is not its column in the file.
pub fn describe_error(rec: &InputRecord, e: &ParseError) -> String {
    let reason = e.kind.localize(sudoku_i18n::lang());
    if let Some(row) = &rec.row {
        let column = row.table.label(row.table.column);
        let location = format!("{}:{}", rec.source, e.position.line);
        return match e.position.column {
            Some(c) => tr!(
                "table-error-at",
                location = location,
                column = column,
                character = c,
                reason = reason
            ),
            None => tr!(
                "table-error",
                location = location,
                column = column,
                reason = reason
            ),
        };
    }
    match e.position.column {
        Some(c) => format!("{}:{}:{}: {reason}", rec.source, e.position.line, c),
        None => format!("{}:{}: {reason}", rec.source, e.position.line),
    }
}

/// The `--stats` line of the puzzle commands.
pub fn stats_line(summary: &Summary) -> String {
    let t = &summary.tally;
    let lang = sudoku_i18n::lang();
    sudoku_i18n::tr!(
        "stats-line",
        puzzles = t.records,
        solved = t.solved,
        no_solution = t.no_solution,
        several = t.multiple,
        invalid = t.invalid,
        seconds = sudoku_i18n::decimal(lang, summary.elapsed.as_secs_f64(), Some(3)),
        rate = sudoku_i18n::decimal_point(lang, &rate_text(summary.per_second()))
    )
}

/// A rate for the `--stats` lines: whole numbers from 100 up, and three significant digits
/// below, so that one puzzle in 30 s reads `0.0333` rather than `0`.
pub fn rate_text(rate: f64) -> String {
    if rate >= 100.0 || rate == 0.0 || !rate.is_finite() {
        format!("{rate:.0}")
    } else {
        let decimals = (2 - rate.log10().floor() as i32).max(0) as usize;
        format!("{rate:.decimals$}")
    }
}

/// The numbers (from 1) of the records a run did not finish, in ranges (`3, 5–9`): `cut`,
/// begun and stopped (0-based, any order; sorted here), then `never_begun`, the last ones.
pub fn ranges_text(cut: &mut [u64], never_begun: std::ops::Range<u64>) -> String {
    cut.sort_unstable();
    // Runs of consecutive numbers, 0-based and inclusive, the numbers never begun last.
    let mut runs: Vec<(u64, u64)> = Vec::new();
    for &i in cut.iter() {
        match runs.last_mut() {
            Some((_, last)) if *last + 1 == i => *last = i,
            _ => runs.push((i, i)),
        }
    }
    if !never_begun.is_empty() {
        match runs.last_mut() {
            Some((_, last)) if *last + 1 == never_begun.start => *last = never_begun.end - 1,
            _ => runs.push((never_begun.start, never_begun.end - 1)),
        }
    }
    let ranges: Vec<String> = runs
        .iter()
        .map(|&(first, last)| match first == last {
            true => format!("{}", first + 1),
            false => format!("{}–{}", first + 1, last + 1),
        })
        .collect();
    ranges.join(", ")
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::chunk::Tally;

    #[test]
    fn slow_rates_keep_three_significant_digits() {
        // One puzzle in 30 s used to read "0 puzzles/s".
        let summary = Summary {
            tally: Tally {
                records: 1,
                ..Tally::default()
            },
            elapsed: Duration::from_secs(30),
        };
        assert!(
            stats_line(&summary).ends_with(", 30.000 s, 0.0333 puzzles/s"),
            "{}",
            stats_line(&summary)
        );
        let table = [
            (0.0, "0"),
            (2.5, "2.50"),
            (12.345, "12.3"),
            (99.94, "99.9"),
            (1234.4, "1234"),
        ];
        for (rate, text) in table {
            assert_eq!(rate_text(rate), text, "{rate}");
        }
    }
}
