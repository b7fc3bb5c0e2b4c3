#!/usr/bin/env bash
# Runs every test of the workspace, on a fresh machine too: installs the system packages the
# browser and PDF tests need (Debian's chromium, chromium-driver, poppler-utils) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -x ci/install-browser.sh ] || [ -f ci/install-browser.sh ]; then
    bash ci/install-browser.sh
fi
cargo test --workspace --release
