#!/usr/bin/env bash
# Installs what the browser end-to-end tests (crates/web/tests/browser.rs) and the PDF tests
# (crates/render/tests/pdf.rs) need: Debian's Chromium and its WebDriver, and poppler's
# pdftoppm. Called by ci/test.sh (the README's test command); safe to run again.
set -euo pipefail

if command -v chromium >/dev/null && command -v chromedriver >/dev/null \
    && command -v pdftoppm >/dev/null; then
    echo "install-browser: chromium, chromedriver and pdftoppm already installed"
    exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends chromium chromium-driver poppler-utils
chromium --version
chromedriver --version
# Not `| head -1`: under pipefail, head closing the pipe early kills pdftoppm with SIGPIPE
# and this script with it, so the tests never started.
pdftoppm -v 2>&1 | sed -n 1p
