#!/usr/bin/env python3
"""Writes a String Catalog of the shape of a large shipping app's, for the
strings-check bench: 855 keys in 18 languages (about 2.7 MB), one key in twenty
with plural forms, one in forty with a %#@name@ substitution, placeholders,
states and comments as Xcode writes them. Deterministic (no randomness), so
every run measures the same file.

    python3 scripts/make-bench-catalog.py OUT.xcstrings [KEYS]
"""
import json
import sys

LANGUAGES = ["en", "ar", "ca", "cs", "de", "es", "fr", "he", "it", "ja", "ko", "nb", "pl", "pt-BR", "ru",
             "tr", "uk", "zh-Hans"]
# The CLDR plural categories an integer count selects in each language.
CATEGORIES = {
    "en": ["one", "other"], "ar": ["zero", "one", "two", "few", "many", "other"], "ca": ["one", "other"],
    "cs": ["one", "few", "other"], "de": ["one", "other"], "es": ["one", "other"], "fr": ["one", "other"],
    "he": ["one", "two", "other"], "it": ["one", "other"], "ja": ["other"], "ko": ["other"],
    "nb": ["one", "other"], "pl": ["one", "few", "many", "other"], "pt-BR": ["one", "other"],
    "ru": ["one", "few", "many", "other"], "tr": ["one", "other"], "uk": ["one", "few", "many", "other"],
    "zh-Hans": ["other"],
}
WORDS = ("settings account profile message folder download library window network update player "
         "server photo calendar reminder contact privacy storage backup device").split()


def unit(value, state="translated"):
    return {"stringUnit": {"state": state, "value": value}}


def text(language, n, words):
    base = " ".join(WORDS[(n * 7 + i) % len(WORDS)] for i in range(words))
    return base if language == "en" else f"{language} {base} {n}"


def main():
    out = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 855
    strings = {}
    for n in range(count):
        key = f"screen{n % 40}.item{n}.title"
        localizations = {}
        for language in LANGUAGES:
            words = 1 + n % 3
            if n % 20 == 0:
                forms = {c: unit(f"%lld {text(language, n, words)} {c}") for c in CATEGORIES[language]}
                localizations[language] = {"variations": {"plural": forms}}
            elif n % 40 == 5:
                forms = {c: unit(f"%arg {text(language, n, 2)} {c}") for c in CATEGORIES[language]}
                localizations[language] = {
                    "stringUnit": {"state": "translated", "value": f"%#@items@ {text(language, n, words)} %@"},
                    "substitutions": {"items": {"argNum": 1, "formatSpecifier": "lld",
                                                "variations": {"plural": forms}}},
                }
            elif n % 3 == 0:
                localizations[language] = unit(f"{text(language, n, words)} %@ (%lld)")
            else:
                localizations[language] = unit(text(language, n, words))
        strings[key] = {"comment": f"Item {n}, screen {n % 40}.",
                        "extractionState": "manual", "localizations": localizations}
    catalog = {"sourceLanguage": "en", "strings": strings, "version": "1.0"}
    with open(out, "w", encoding="utf-8") as f:
        f.write(json.dumps(catalog, ensure_ascii=False, indent=2, separators=(",", " : "), sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
