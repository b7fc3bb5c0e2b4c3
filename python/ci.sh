#!/usr/bin/env bash
# Builds and tests the sudokit Python package from a fresh virtual environment.
#
#   python/ci.sh [--phase venv|package|tests|all] [PYTHON] [VENV_DIR]
#
# PYTHON is the interpreter to build the venv with (default: python3); VENV_DIR is where
# (default: target/venv under the repository root). The phases, in order (`all`, the default,
# runs the three):
#   venv     a fresh venv (an existing one is replaced) with the test environment: pyarrow,
#            polars and pandas for the Arrow and DataFrame inputs, mypy for the check of the
#            package's types (tests/test_stubs.py), pytest; not the package, so that ci/test.sh
#            can download these while the Rust tests compile;
#   package  a plain `pip install ./python` into it, as a user would;
#   tests    pytest on the suite in python/tests; the script exits with pytest's status.
# MATURIN_PEP517_ARGS passes arguments to maturin's build (ci/test.sh gives `--profile ci`, the
# tests' profile); without it the package is built as users get it, in the release profile.
set -euo pipefail

phase=all
if [ "${1:-}" = "--phase" ]; then
    phase="$2"
    shift 2
fi
case "$phase" in
venv | package | tests | all) ;;
*)
    echo "python/ci.sh: unknown phase '$phase' (venv, package, tests or all)" >&2
    exit 2
    ;;
esac
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
python="${1:-python3}"
venv="${2:-$root/target/venv}"

if [ "$phase" = venv ] || [ "$phase" = all ]; then
    rm -rf "$venv"
    "$python" -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --upgrade pip
    "$venv/bin/python" -m pip install --quiet numpy pyarrow polars pandas pytest mypy
fi

if [ "$phase" = package ] || [ "$phase" = all ]; then
    "$venv/bin/python" -m pip install --quiet "$here"
fi

if [ "$phase" = tests ] || [ "$phase" = all ]; then
    # Run from the tests folder, not the source tree, so that the installed package is imported
    # (the source folder holds no built module).
    cd "$here/tests"
    exec "$venv/bin/python" -m pytest -q -p no:cacheprovider --rootdir "$here" -c "$here/pyproject.toml" .
fi
