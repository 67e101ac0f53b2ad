#!/bin/sh
# Localization QA for an app's CI (docs/LOCALIZATION.md, "In CI"):
#   1. check the String Catalog;
#   2. render the fixtures again and compare them with the committed ones,
#      printing unified diffs (or write them the first time).
# Exit status: 0 clean, 1 problems or differences, 2 an input cannot be read.
#
#   ci.sh Localizable.xcstrings l10n-fixtures [dates.txt]
#
# YOTEI_REPL names the yotei-repl binary; LOCALES, CALENDARS and FORMATS
# override the matrix used when the fixtures are first written.
set -u
repl=${YOTEI_REPL:-yotei-repl}
catalog=$1
golden=$2
dates=${3:-}
locales=${LOCALES:-ru-RU,ar-EG,ja-JP,en-XA,ar-XB}
calendars=${CALENDARS:-gregorian,hebrew,persian,islamic-umalqura,japanese}
formats=${FORMATS:-full,short,yMMMMd,MMMy}

worst=0
keep() { [ "$1" -gt "$worst" ] && worst=$1; return 0; }

"$repl" strings check "$catalog"
keep $?

if [ -f "$golden/manifest.json" ]; then
  if [ -n "$dates" ]; then
    "$repl" fixtures check "$golden" --strings "$catalog" --formats "$formats" --dates "$dates"
  else
    "$repl" fixtures check "$golden" --strings "$catalog" --formats "$formats"
  fi
  keep $?
else
  if [ -n "$dates" ]; then
    "$repl" fixtures generate --out "$golden" --strings "$catalog" --formats "$formats" --dates "$dates" \
      --locales "$locales" --calendars "$calendars"
  else
    "$repl" fixtures generate --out "$golden" --strings "$catalog" --formats "$formats" \
      --locales "$locales" --calendars "$calendars"
  fi
  keep $?
  echo "Fixtures written to $golden: review and commit them."
fi
exit "$worst"
