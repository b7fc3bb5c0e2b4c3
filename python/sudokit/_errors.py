"""The exceptions and the warning of sudokit (the native module raises these classes).

Every error about a puzzle is a :class:`SudokuError`. Each kind also derives from the built-in
exception that sudokit raised before these classes existed, so ``except ValueError`` and
``except TimeoutError`` keep working: :class:`ParseError`, :class:`NoSolution`,
:class:`NotUnique`, :class:`Unsupported` and :class:`GenerateError` are ``ValueError``\\ s,
:class:`TimeLimit` is a ``TimeoutError``. Bad arguments (an unknown mode, a negative count, a
timeout of 0) are plain ``ValueError`` or ``TypeError``, as in the rest of Python.

An error about one record of a batch (``errors="raise"``, or a puzzle ``generate`` did not
make) carries the record's place in ``index``; for a single puzzle ``index`` is None.
"""

from __future__ import annotations

from typing import Any, Optional

__all__ = [
    "GenerateError",
    "NoSolution",
    "NotUnique",
    "NotUniqueWarning",
    "ParseError",
    "SudokuError",
    "TimeLimit",
    "Unsupported",
]


class SudokuError(Exception):
    """The base of every error sudokit raises about a puzzle.

    ``index`` is the record's place (0-based) when the error is about one record of a batch,
    else None.
    """

    index: Optional[int]

    def __init__(self, *args: Any, index: Optional[int] = None) -> None:
        super().__init__(*args)
        self.index = index


class ParseError(SudokuError, ValueError):
    """The input is not a puzzle: the message names the place (``line 1, column 80: ...``, or
    the JSON path ``$.constraints[3]: ...``); a null record, a cell value above N."""


class NoSolution(SudokuError, ValueError):
    """No grid completes the givens; the message names the clashing givens, or the rule the
    givens of a variant puzzle break, when that is the reason."""


class NotUnique(SudokuError, ValueError):
    """The puzzle has several solutions where one was needed (``solve(p,
    require_unique=True)``, ``rate``, ``explain``, ``hint``, a batch with ``errors="raise"``)."""


class TimeLimit(SudokuError, TimeoutError):
    """The ``timeout`` ran out before the work was done."""


class Unsupported(SudokuError, ValueError):
    """A puzzle the function does not take: a variant puzzle where classic puzzles only are
    taken (check, rate, explain, hint, canonical, transform), or a size other than 9×9 for the
    canonical forms."""


class GenerateError(SudokuError, ValueError):
    """The generator refused an impossible request (more givens than cells, a symmetry that
    cannot give that many), or did not make a puzzle in time (``index`` says which)."""


class NotUniqueWarning(UserWarning):
    """``solve`` was given a puzzle with several solutions and returned the first one found.

    Turn it into an error with ``warnings.simplefilter("error", sudokit.NotUniqueWarning)``,
    or ask for the error directly with ``solve(p, require_unique=True)``.
    """


# The classes are documented, pickled and shown as ``sudokit.X``, where users find them.
for _cls in (
    SudokuError,
    ParseError,
    NoSolution,
    NotUnique,
    TimeLimit,
    Unsupported,
    GenerateError,
    NotUniqueWarning,
):
    _cls.__module__ = "sudokit"
del _cls
