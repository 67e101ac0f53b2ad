#!/usr/bin/env bash
# Spark reads Yotei's day tables: Debian's openjdk-17-jre-headless and PyPI's
# pyspark (pinned, in a virtual environment under .build/) read the Parquet and
# CSV files `yotei-repl export-days` writes, join them to a generated fact table
# of 10 million rows, and must give the working days per month and region that
# DuckDB and Yotei's `norms` give (scripts/table_engines.py spark). Spark runs
# local[2], its driver bound to 127.0.0.1, without its web UI.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
if ! dpkg-query -W -f='${Status}' openjdk-17-jre-headless 2>/dev/null | grep -q "install ok installed"; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "engines-check: installing openjdk-17-jre-headless" >&2
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends openjdk-17-jre-headless >/dev/null
fi
# pyspark 4 needs Java 17 or newer, and another JDK may be installed: name this one.
export JAVA_HOME="/usr/lib/jvm/java-17-openjdk-$(dpkg --print-architecture)"
[ -x "$JAVA_HOME/bin/java" ] || { echo "engines-check: no java in $JAVA_HOME" >&2; exit 1; }
export SPARK_LOCAL_IP=127.0.0.1
swift build -q --product yotei-repl
python3 scripts/table_engines.py spark "$(swift build --show-bin-path)/yotei-repl"
