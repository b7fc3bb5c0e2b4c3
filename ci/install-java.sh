#!/usr/bin/env bash
# Installs what the Spark jobs' tests (examples/spark/test_jobs.py) need from the system: a Java
# runtime, 17 or newer (Debian's openjdk-17-jre-headless). Called by ci/test.sh; safe to run
# again.
set -euo pipefail

java_major() {
    # `java -version` prints `openjdk version "17.0.15" ...` on stderr; keep the major number.
    java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | sed -n 1p
}

if command -v java >/dev/null && [ "$(java_major)" -ge 17 ] 2>/dev/null; then
    echo "install-java: java $(java_major) already installed"
    exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends openjdk-17-jre-headless
echo "install-java: java $(java_major)"
