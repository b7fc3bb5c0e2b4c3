#!/usr/bin/env bash
# Runs every test of the project, on a bare machine too:
#   1. the system packages the tests need, with apt-get when missing (Chromium and its
#      WebDriver for the browser test, poppler for the PDF tests, Java 17 for Spark);
#   2. the Rust workspace: `cargo test --workspace --profile ci` (optimized as the release build,
#      without its fat LTO, which made linking every test binary most of the run, and
#      unwinding, so that the binary and the tests share one build of each crate);
#   3. the Python package: a fresh virtual environment in target/venv, `pip install ./python`
#      as a user would but built in the `ci` profile (MATURIN_PEP517_ARGS), so that it reuses
#      the engine step 2 compiled instead of building it again with fat LTO, then its pytest
#      suite;
#   4. the Spark jobs in local mode, in the same environment with pyspark added.
# Nothing outside the repository is read: the tests carry their own data.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's wall time on stderr, so that a slow CI run says where its minutes went.
step() {
    local name="$1" started=$SECONDS
    shift
    "$@"
    echo "ci: $name took $((SECONDS - started)) s" >&2
}

step "system packages" bash -c 'bash ci/install-browser.sh && bash ci/install-java.sh'

step "cargo test" cargo test --workspace --profile ci

python="${PYTHON:-python3}"
venv="$PWD/target/venv"
MATURIN_PEP517_ARGS="--profile ci" step "python package" bash python/ci.sh "$python" "$venv"

step "pyspark install" "$venv/bin/python" -m pip install --quiet "pyspark>=4" "pandas>=2.2,<3"
JAVA_HOME="${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}" \
    step "spark jobs" "$venv/bin/python" -m pytest -q -p no:cacheprovider examples/spark/test_jobs.py
