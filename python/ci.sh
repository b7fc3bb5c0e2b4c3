#!/usr/bin/env bash
# Builds and tests the sudokit Python package from a fresh virtual environment.
#
#   python/ci.sh [PYTHON] [VENV_DIR]
#
# PYTHON is the interpreter to build the venv with (default: python3); VENV_DIR is where
# (default: target/venv under the repository root; an existing one is replaced). The package
# is installed with a plain `pip install ./python`, as a user would, then pytest runs the
# suite in python/tests; the script exits with pytest's status. MATURIN_PEP517_ARGS passes
# arguments to maturin's build (ci/test.sh gives `--profile ci`, the tests' profile); without
# it the package is built as users get it, in the release profile.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
python="${1:-python3}"
venv="${2:-$root/target/venv}"

rm -rf "$venv"
"$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet "$here"
# The test environment only, not the package's dependencies: pyarrow, polars and pandas for the
# Arrow and DataFrame inputs, mypy for the check of the package's types (tests/test_stubs.py).
"$venv/bin/python" -m pip install --quiet numpy pyarrow polars pandas pytest mypy

# Run from the tests folder, not the source tree, so that the installed package is imported
# (the source folder holds no built module).
cd "$here/tests"
set +e
"$venv/bin/python" -m pytest -q -p no:cacheprovider --rootdir "$here" -c "$here/pyproject.toml" .
status=$?
set -e
exit "$status"
