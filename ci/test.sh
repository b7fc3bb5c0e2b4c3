#!/usr/bin/env bash
# Runs every test of the project, and the lints, on a bare machine too:
#   1. the system packages the tests need, with apt-get when missing (Chromium and its
#      WebDriver for the browser test, poppler for the PDF tests, Java 17 for Spark);
#   2. the Rust workspace: `cargo test --workspace --profile ci` (optimized as the release build,
#      without its fat LTO, which made linking every test binary most of the run, and
#      unwinding, so that the binary and the tests share one build of each crate), then the
#      documentation's examples;
#   3. the Python package: a fresh virtual environment in target/venv, `pip install ./python`
#      as a user would but built in the `ci` profile (MATURIN_PEP517_ARGS), so that it reuses
#      the engine step 2 compiled instead of building it again with fat LTO, then its pytest
#      suite;
#   4. the Spark jobs in local mode, in the same environment with pyspark added;
#   5. the lints: `cargo fmt --check`, clippy with `-D warnings`, and the API documentation
#      built with `-D warnings` (every link in it resolves).
# Nothing outside the repository is read: the tests carry their own data.
#
# On two cores the run is kept short by overlapping what waits on the network or leaves a core
# idle with what computes: the Python test environment downloads while step 2 compiles, and
# clippy runs beside the Python and Spark tests once the package is built (cargo allows one
# build at a time in a target folder). Each step's wall time goes to stderr.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS

step() {
    local name="$1" started=$SECONDS
    shift
    "$@"
    echo "ci: $name took $((SECONDS - started)) s" >&2
}

# A step run in the background: its output goes to a log, shown when it is waited for.
background() {
    local log="$1"
    shift
    step "$@" >"$log" 2>&1 &
}
wait_for() {
    local pid="$1" log="$2" status=0
    wait "$pid" || status=$?
    cat "$log" >&2
    return "$status"
}

step "system packages" bash -c 'bash ci/install-browser.sh && bash ci/install-java.sh'
rustup component list --installed 2>/dev/null | grep -q clippy || rustup component add rustfmt clippy || true
mkdir -p target

python="${PYTHON:-python3}"
venv="$PWD/target/venv"
background target/ci-venv.log "python test environment" bash python/ci.sh --phase venv "$python" "$venv"
venv_job=$!

# The targets that hold tests (`--tests`: the libraries' and the binary's unit tests, each
# package's test program), then the documentation's examples. Not the examples/ programs
# (benchmark tools: clippy --all-targets checks that they compile), nor the Python binding
# (`test = false`: its tests are the pytest suite), nor the criterion benches' package.
step "cargo test" cargo test --workspace --exclude sudoku-bench --profile ci --tests
step "doc tests" cargo test --workspace --exclude sudoku-bench --profile ci --doc

wait_for "$venv_job" target/ci-venv.log
MATURIN_PEP517_ARGS="--profile ci" step "python package" bash python/ci.sh --phase package "$python" "$venv"

# In the tests' profile, so that clippy reuses the build scripts and procedural macros that
# step 2 compiled (the lints are the same in every profile: no code of the workspace depends on
# debug assertions).
lints() {
    cargo fmt --all -- --check
    cargo clippy --workspace --all-targets --profile ci -- -D warnings
    RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --profile ci --quiet
}
background target/ci-lints.log "lints" lints
lints_job=$!

step "python tests" bash python/ci.sh --phase tests "$python" "$venv"
step "pyspark install" "$venv/bin/python" -m pip install --quiet "pyspark>=4" "pandas>=2.2,<3"
JAVA_HOME="${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}" \
    step "spark jobs" "$venv/bin/python" -m pytest -q -p no:cacheprovider examples/spark/test_jobs.py

wait_for "$lints_job" target/ci-lints.log
echo "ci: the whole run: $((SECONDS - started)) s" >&2
