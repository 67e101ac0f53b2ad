#!/usr/bin/env python3
"""Extracts every Swift example from the README, docs/, the DocC catalogs and
the `///` doc comments, compiles them in a client package that depends on
Yotei by path, runs them, and checks what they say they print.

A line `print(x)  // text` must print `text`; a bare expression line
`expr  // "text"`, `expr  // .case`, `expr  // 42`, `expr  // [..]` must have
that value (a `...` inside brackets matches the rest). Other trailing comments
are prose. A comment line `// text` right after a `print` continues its
expected output (for errors printed by a `catch`).

Examples that need context the page gives in prose (`today`, `picker`, ...)
get it from PRELUDE below. Examples that read the app's own files run in
PACKAGE_DIR/files, which holds them: `acme.json` is the "Adding to a known
region" file of docs/production-format.md, and scripts/example-files/ has
the rest (an app's `Localizable.xcstrings`, a returned `de.xliff`); the folders examples write
(`fixtures`) are made there too. An example that cannot run here is listed in
scripts/examples-baseline.txt (by file and first code line, with its reason):
it is compiled but not run. A listed example that no longer exists is an
error.

Usage: check-examples.py PACKAGE_DIR   (writes Sources/Examples there)
"""

import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Names the examples use as given context, defined once for all of them.
PRELUDE = r'''
import YoteiPicker
import YoteiProduction

let today = Day(iso: 2025, 3, 10)!
let arrival = Day(iso: 2025, 3, 12)!
let departure = Day(iso: 2025, 3, 15)!
let nowruz = Day(iso: 2025, 3, 21)!
let weekStart = Day(iso: 2025, 3, 16)!
let weekEnd = Day(iso: 2025, 3, 22)!
let bookedNights: Set<Day> = [Day(iso: 2025, 3, 25)!]
let events = [PickerEvent(id: "nowruz", timing: .allDay(nowruz...nowruz), payload: "Nowruz")]
let ru = try! ProductionCalendar.shipped("RU")
nonisolated(unsafe) var picker = PickerState(calendar: .gregorian, locale: .english, today: today)
nonisolated(unsafe) var selector = DaySelector(mode: .multiple)
nonisolated(unsafe) var availability = Availability()
'''


def blocks_in_markdown(path):
    text = open(path, encoding="utf-8").read().splitlines()
    i = 0
    while i < len(text):
        if text[i].strip() == "```swift":
            start = i + 1
            j = start
            while j < len(text) and text[j].strip() != "```":
                j += 1
            yield start + 1, text[start:j]
            i = j
        i += 1


def blocks_in_swift(path):
    lines = open(path, encoding="utf-8").read().splitlines()
    i = 0
    while i < len(lines):
        s = lines[i].strip()
        fence = s[3:].strip() if s.startswith("///") else ""
        if fence.startswith("```") and fence not in ("```swift", "```"):
            # Another language (xml, text, diff): skip to its closing fence.
            i += 1
            while i < len(lines) and lines[i].strip()[3:].strip() != "```":
                i += 1
        elif fence in ("```swift", "```"):
            indent = lines[i].index("///")
            start = i + 1
            j = start
            body = []
            while j < len(lines) and lines[j].strip().startswith("///") and lines[j].strip()[3:].strip() != "```":
                raw = lines[j].strip()[3:]
                body.append(raw[1:] if raw.startswith(" ") else raw)
                j += 1
            # Only public API is documented for users; skip examples on internal code.
            k = j
            while k < len(lines) and lines[k].strip().startswith("///"):
                k += 1
            while k < len(lines) and lines[k].strip().startswith("@"):
                k += 1
            declaration = lines[k].strip() if k < len(lines) else ""
            if declaration.startswith(("public ", "open ")) or " public " in declaration:
                yield start + 1, body
            i = j
        i += 1


def sources():
    for name in ["README.md"]:
        yield name
    for folder in ["docs"]:
        for f in sorted(os.listdir(os.path.join(ROOT, folder))):
            if f.endswith(".md"):
                yield os.path.join(folder, f)
    for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, "Sources")):
        dirnames.sort()
        for f in sorted(filenames):
            rel = os.path.relpath(os.path.join(dirpath, f), ROOT)
            if "/Generated/" in rel or "yotei-bench" in rel or "YoteiREPLKit" in rel or "yotei-repl" in rel:
                continue
            if f.endswith(".md") or f.endswith(".swift"):
                yield rel


VALUE = re.compile(r'^(".*"|\.[A-Za-z_][\w.()]*|-?\d[\d_.]*|\[.*\]|true|false|nil)$')
PROSE_START = ("let ", "var ", "for ", "if ", "guard ", "}", "{", "import ", "func ", "switch", "case ",
               "do ", "do{", "return", "struct ", "enum ", "extension ", "@", "#")


def split_comment(line):
    """(code, comment) for a line with a trailing // comment outside strings."""
    in_string = False
    i = 0
    while i < len(line) - 1:
        c = line[i]
        if c == '"' and (i == 0 or line[i - 1] != "\\"):
            in_string = not in_string
        if not in_string and c == "/" and line[i + 1] == "/":
            return line[:i].rstrip(), line[i + 2:].strip()
        i += 1
    return line, None


def swift_string(text):
    return '#"' + text.replace('"#', '"\\#(#)') + '"#'


def transform(body, where):
    out = []
    pending_print = False
    for line in body:
        code, comment = split_comment(line)
        stripped = code.strip()
        indent = code[: len(code) - len(code.lstrip())]
        if not stripped and comment is not None and pending_print:
            out.append(f"{indent}__more({swift_string(comment)})")
            continue
        pending_print = False
        if stripped.startswith("exit("):
            line = line.replace("exit(", "__exit(", 1)
        if stripped.startswith("print(") and comment is not None:
            out.append(f"{indent}try __expectPrint({swift_string(comment)}, {swift_string(where)}) {{ {stripped} }}")
            pending_print = True
            continue
        if (comment is not None and stripped and VALUE.match(comment.split("  ")[0].strip())
                and not stripped.startswith(PROSE_START) and not stripped.endswith(("{", ",", "(", "["))
                and "=" not in stripped.replace("==", "").replace("!=", "").replace(">=", "").replace("<=", "")
                and not stripped.startswith("try?")):
            expected = comment.split("  ")[0].strip()
            if expected.startswith('"') and expected.endswith('"') and len(expected) > 1:
                # A string comment is a Swift literal: compile it and compare.
                out.append(f"{indent}try __expectText({expected}, {swift_string(where)}) {{ {stripped} }}")
            else:
                out.append(f"{indent}try __expectValue({swift_string(expected)}, {swift_string(where)}) {{ {stripped} }}")
            continue
        out.append(line)
    return out


def write_app_files(folder):
    """The app's own files the examples read, fresh for every run."""
    shutil.rmtree(folder, ignore_errors=True)
    shutil.copytree(os.path.join(ROOT, "scripts", "example-files"), folder)
    doc = os.path.join(ROOT, "docs", "production-format.md")
    text = open(doc, encoding="utf-8").read()
    blocks = re.findall(r"```json\n(.*?)```", text, re.S)
    acme = [b for b in blocks if '"region": "RU-ACME"' in b and '"format"' in b]
    if len(acme) != 1:
        sys.exit("check-examples: docs/production-format.md has no single RU-ACME file for acme.json")
    open(os.path.join(folder, "acme.json"), "w", encoding="utf-8").write(acme[0])


def main():
    package = sys.argv[1]
    # Baseline lines: FILE | FIRST CODE LINE OF THE EXAMPLE | REASON (line
    # numbers would move with every edit above an example).
    baseline = {}
    path = os.path.join(ROOT, "scripts", "examples-baseline.txt")
    for line in open(path, encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            parts = [p.strip() for p in line.split(" | ")]
            if len(parts) != 3:
                sys.exit(f"check-examples: a baseline line is FILE | FIRST LINE | REASON: {line.strip()}")
            baseline[(parts[0], parts[1])] = parts[2]

    examples = []
    for rel in sources():
        full = os.path.join(ROOT, rel)
        gen = blocks_in_markdown(full) if rel.endswith(".md") else blocks_in_swift(full)
        for line, body in gen:
            if not any(l.strip() for l in body):
                continue
            first = next(l.strip() for l in body if l.strip())
            examples.append((f"{rel}:{line}", body, (rel, first)))

    write_app_files(os.path.join(package, "files"))
    target = os.path.join(package, "Sources", "Examples")
    os.makedirs(target, exist_ok=True)
    for f in os.listdir(target):
        os.remove(os.path.join(target, f))
    names = []
    keys = {key for _, _, key in examples}
    stale = sorted(" | ".join(k) for k in set(baseline) - keys)
    if stale:
        sys.exit("check-examples: scripts/examples-baseline.txt lists no example at " + "; ".join(stale))
    for index, (where, body, key) in enumerate(examples):
        name = f"example{index}"
        if key not in baseline:
            names.append((name, where))
        lines = [l for l in transform(body, where) if not l.strip().startswith("import ")]
        text = ["import Foundation", "import Yotei", "import YoteiFoundation", "import YoteiLocalization",
                "import YoteiPicker", "import YoteiProduction", "import YoteiTable", "",
                f"// {where}", f"func {name}() throws {{"]
        text += ["  " + l if l else "" for l in lines]
        text += ["}", ""]
        open(os.path.join(target, f"{name}.swift"), "w", encoding="utf-8").write("\n".join(text))
    support = '''import Foundation
import Yotei
''' + PRELUDE + '''
nonisolated(unsafe) var __failures = 0
nonisolated(unsafe) var __captured: [String] = []
nonisolated(unsafe) var __expected: [String] = []
nonisolated(unsafe) var __where = ""

func print(_ items: Any..., separator: String = " ", terminator: String = "\\n") {
  let text = items.map { "\\($0)" }.joined(separator: separator)
  __captured.append(contentsOf: text.split(separator: "\\n", omittingEmptySubsequences: false).map(String.init))
}

/// An example that ends a command-line program calls `exit`; here it returns.
func __exit(_ code: Int32) {}

func __flush() {
  guard !__expected.isEmpty else { return }
  if __captured.prefix(__expected.count) != __expected[...] {
    FileHandle.standardError.write(Data("\\(__where): printed \\(__captured) but the comment says \\(__expected)\\n".utf8))
    __failures += 1
  }
  __expected = []
}

func __expectPrint(_ expected: String, _ where_: String, _ body: () throws -> Void) rethrows {
  __flush()
  __captured = []
  __where = where_
  try body()
  __expected = [expected]
}

func __more(_ text: String) { __expected.append(text) }

func __render(_ value: Any) -> String {
  if let s = value as? String { return "\\"" + s + "\\"" }
  if let c = value as? Character { return "\\"" + String(c) + "\\"" }
  return "\\(value)"
}

func __expectText<T>(_ expected: String, _ where_: String, _ body: () throws -> T) rethrows {
  __flush()
  let value = try body()
  let text = (value as? String) ?? (value as? Character).map(String.init) ?? "\\(value)"
  if text != expected {
    FileHandle.standardError.write(Data("\\(where_): the value is \\(String(reflecting: text)) but the comment says \\(String(reflecting: expected))\\n".utf8))
    __failures += 1
  }
}

func __expectValue<T>(_ expected: String, _ where_: String, _ body: () throws -> T) rethrows {
  __flush()
  let value = try body()
  var candidates = [__render(value), "\\(value)", "." + "\\(value)"]
  if let array = value as? [Any] {
    candidates.append("[" + array.map(__render).joined(separator: ", ") + "]")
    candidates.append("[" + array.map { "." + "\\($0)" }.joined(separator: ", ") + "]")
  }
  if let set = value as? Set<Weekday> {
    candidates.append("[" + set.sorted().map { "." + "\\($0)" }.joined(separator: ", ") + "]")
  }
  let ok = candidates.contains { candidate in
    if expected.hasSuffix("...]") || expected.contains(", ...") {
      let prefix = expected.replacingOccurrences(of: ", ...]", with: "").replacingOccurrences(of: "...]", with: "")
      return candidate.hasPrefix(prefix)
    }
    return candidate == expected
  }
  if !ok {
    FileHandle.standardError.write(Data("\\(where_): the value is \\(candidates[0]) but the comment says \\(expected)\\n".utf8))
    __failures += 1
  }
}
'''
    open(os.path.join(target, "Support.swift"), "w", encoding="utf-8").write(support)
    main_swift = ["import Foundation", ""]
    for name, where in names:
        main_swift.append(f'do {{ try {name}(); __flush() }} catch {{ __flush(); FileHandle.standardError.write(Data("{where}: threw \\(error)\\n".utf8)); __failures += 1 }}')
    main_swift.append(f'FileHandle.standardOutput.write(Data("examples: {len(names)} run, \\(__failures) wrong\\n".utf8))')
    main_swift.append('Foundation.exit(__failures == 0 ? 0 : 1)')
    open(os.path.join(target, "main.swift"), "w", encoding="utf-8").write("\n".join(main_swift) + "\n")
    json.dump({"examples": [w for _, w in names], "baseline": sorted(" | ".join(k) for k in baseline)},
              open(os.path.join(package, "examples.json"), "w"), indent=1)
    print(f"check-examples: {len(examples)} examples compiled, {len(names)} run "
          f"({len(baseline)} listed in the baseline)")


if __name__ == "__main__":
    main()
