import Yotei
import YoteiLocalization

extension Session {
  /// Strings from Yotei's catalog in the session locale (pseudo-locales included).
  var localizer: Localizer { Localizer(locale: localizerLocale) }

  /// The locale the catalog is asked for: the pseudo-locale tag when the
  /// session uses one (`en-XA`, `ar-XB`), else ICU's identifier.
  var localizerLocale: String {
    let tag = locale.languageTag
    if PseudoLocale(locale: tag) != nil { return tag }
    return locale.identifier
  }
}

/// `fixtures generate ...` and `fixtures check DIR`.
struct FixturesCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "fixtures", arguments: "generate --out DIR [--locales L,...] [--calendars C,...] | check DIR",
    summary: "Write or check golden localization fixtures",
    discussion: """
      'generate' renders month sheets (text and JSON) for each locale and calendar
      into DIR with a manifest of the data versions; without lists, 22 locales
      (en-XA and ar-XB included) and gregorian, persian, hebrew. 'check' renders
      them again and compares with DIR, printing unified diffs; it fails when a
      file differs. Also runs from the shell: yotei-repl fixtures check DIR.
      """,
    group: .localization, completions: [.keyword(["generate", "check"]), .file])

  static var takesJSONOption: Bool { true }
  static var errorsAreInputErrors: Bool { true }

  enum Action {
    case generate(FixtureMatrix, directory: String)
    case check(directory: String)
  }

  let action: Action

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...Int.max)
    switch arguments[0] {
    case "generate":
      var out: String?
      var locales: String?
      var calendars: String?
      var index = 1
      while index < arguments.count {
        let name = arguments[index]
        guard ["--out", "--locales", "--calendars"].contains(name) else {
          throw REPLError.usage(
            command: Self.spec.name,
            message: "unknown option '\(name)'; usage: fixtures generate --out DIR "
              + "[--locales L,...] [--calendars C,...]")
        }
        guard index + 1 < arguments.count else {
          throw REPLError.usage(command: Self.spec.name, message: "\(name) needs a value")
        }
        let value = arguments[index + 1]
        switch name {
        case "--out": out = value
        case "--locales": locales = value
        default: calendars = value
        }
        index += 2
      }
      guard let out else {
        throw REPLError.usage(command: Self.spec.name, message: "generate needs --out DIR")
      }
      action = .generate(try FixtureMatrix(localeList: locales, calendarList: calendars), directory: out)
    case "check":
      guard arguments.count == 2 else {
        throw REPLError.usage(command: Self.spec.name, message: "usage: fixtures check DIR")
      }
      action = .check(directory: arguments[1])
    default:
      throw REPLError.badArgument(
        command: Self.spec.name, field: "action", value: arguments[0], allowed: "generate or check")
    }
  }

  func run(in session: inout Session) throws -> CommandResult {
    let localizer = session.localizer
    switch action {
    case .generate(let matrix, let directory):
      let result = try FixtureGenerator.generate(matrix, into: directory)
      return CommandResult(
        text: trimmed(result.text(localizer: localizer)),
        json: [
          "action": "generate", "directory": .string(result.directory), "count": .int(result.files.count),
          "files": .array(result.files.map { .string($0) }), "versions": versionsJSON(result.versions),
        ])
    case .check(let directory):
      let result = try FixtureChecker.check(directory: directory)
      return CommandResult(
        text: trimmed(result.text(localizer: localizer)),
        json: [
          "action": "check", "directory": .string(result.directory), "checked": .int(result.checked),
          "ok": .bool(result.allMatch),
          "differences": .array(
            result.differences.map {
              [
                "path": .string($0.path), "kind": .string($0.kind.rawValue),
                "mayComeFromVersionChange": .bool($0.mayComeFromVersionChange), "diff": .string($0.diff),
              ]
            }),
          "versionChanges": .array(result.versionChanges.map { .string($0) }),
        ],
        failed: !result.allMatch)
    }
  }

  private func versionsJSON(_ versions: FixtureVersions) -> JSONValue {
    [
      "icu": .string(versions.icu), "cldr": .string(versions.cldr),
      "icuTimeZone": .string(versions.icuTimeZone),
      "tzdb": .string(versions.tzdb),
    ]
  }
}

/// `strings check [FILE ...] [--languages L,...]` and
/// `strings pseudo FILE --out OUT [--locales en-XA,ar-XB]`.
struct StringsCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "strings",
    arguments:
      "check [FILE.xcstrings ...] [--languages L,...] [--json] | pseudo FILE --out OUT [--locales L,...]",
    summary: "Check String Catalogs, or pseudo-localize one",
    discussion: """
      'check' reads each FILE (Yotei's own catalog without one) and reports, per
      language and key with the JSON path: missing, empty, copied and unfinished
      values (state new, needs_review, stale), placeholders and substitutions that
      differ from the source, plural forms missing or unused under CLDR rules,
      device variations, edge whitespace and unbalanced bidi controls. It exits
      with 1 when it finds problems, 2 when a file cannot be read (a JSON error
      says its line and column). 'pseudo' writes OUT: FILE with en-XA and ar-XB
      translations of every key. Also runs from the shell: yotei-repl strings
      check Localizable.xcstrings --json.
      """,
    group: .localization, completions: [.keyword(["check", "pseudo"]), .file])

  static var takesJSONOption: Bool { true }
  static var errorsAreInputErrors: Bool { true }

  enum Action {
    case check(files: [String], languages: [String]?)
    case pseudo(file: String, out: String, locales: [PseudoLocale])
  }

  let action: Action

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...Int.max)
    var positional: [String] = []
    var options: [String: String] = [:]
    let allowed = arguments[0] == "pseudo" ? ["--out", "--locales"] : ["--languages"]
    var index = 1
    while index < arguments.count {
      let word = arguments[index]
      if word.hasPrefix("--") {
        guard allowed.contains(word) else {
          throw REPLError.usage(
            command: Self.spec.name,
            message: "unknown option '\(word)'; usage: strings \(Self.spec.arguments)")
        }
        guard index + 1 < arguments.count else {
          throw REPLError.usage(command: Self.spec.name, message: "\(word) needs a value")
        }
        options[word] = arguments[index + 1]
        index += 2
      } else {
        positional.append(word)
        index += 1
      }
    }
    switch arguments[0] {
    case "check":
      action = .check(files: positional, languages: try options["--languages"].map(Self.languages))
    case "pseudo":
      guard positional.count == 1 else {
        throw REPLError.usage(
          command: Self.spec.name,
          message:
            "pseudo needs exactly one FILE, got \(positional.count); usage: strings pseudo FILE --out OUT")
      }
      guard let out = options["--out"] else {
        throw REPLError.usage(command: Self.spec.name, message: "pseudo needs --out OUT.xcstrings")
      }
      var locales = PseudoLocale.allCases
      if let list = options["--locales"] {
        locales = []
        for item in Self.items(list) {
          guard let locale = PseudoLocale(locale: item) else {
            throw REPLError.badArgument(
              command: Self.spec.name, field: "pseudo-locale", value: item, allowed: "en-XA or ar-XB")
          }
          if !locales.contains(locale) { locales.append(locale) }
        }
        if locales.isEmpty {
          throw REPLError.usage(command: Self.spec.name, message: "--locales needs en-XA, ar-XB or both")
        }
      }
      action = .pseudo(file: positional[0], out: out, locales: locales)
    default:
      throw REPLError.badArgument(
        command: Self.spec.name, field: "action", value: arguments[0], allowed: "check or pseudo")
    }
  }

  static func items(_ list: String) -> [String] {
    list.split(separator: ",").map { String($0).trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
  }

  /// Catalog language codes ("ru", "pt-BR", "zh-Hans").
  static func languages(_ list: String) throws -> [String] {
    let result = items(list)
    guard !result.isEmpty else {
      throw REPLError.usage(command: spec.name, message: "--languages needs a list such as ru,ar,ja")
    }
    for language in result
    where !language.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
      throw REPLError.badArgument(
        command: spec.name, field: "language", value: language,
        allowed: "a catalog language code such as ru, pt-BR or zh-Hans")
    }
    return result
  }

  func run(in session: inout Session) throws -> CommandResult {
    switch action {
    case .check(let files, let languages):
      var reports: [StringsCheckReport] = []
      if files.isEmpty {
        reports.append(StringsCheck.run(.yotei, file: StringCatalog.yoteiResourceName, languages: languages))
      }
      for file in files {
        reports.append(StringsCheck.run(try readCatalog(file), file: file, languages: languages))
      }
      let failed = reports.contains { $0.hasProblems }
      return CommandResult(
        text: trimmed(StringsCheck.text(reports, localizer: session.localizer)), json: Self.json(reports),
        failed: failed)
    case .pseudo(let file, let out, let locales):
      let catalog = try readCatalog(file).pseudoLocalized(locales)
      try writeWholeFile(out, catalog.xcstrings())
      let names = locales.map(\.rawValue)
      return CommandResult(
        text: "\(out): \(names.joined(separator: ", ")) for \(catalog.entries.count) keys of \(file)",
        json: [
          "action": "pseudo", "file": .string(file), "out": .string(out),
          "locales": .array(names.map { .string($0) }), "keyCount": .int(catalog.entries.count),
        ])
    }
  }

  /// The JSON object of `strings check`: the keys of the first release
  /// (`sourceLanguage`, `languages`, `keyCount`, `ok`, `issues`), then per file and
  /// in all.
  static func json(_ reports: [StringsCheckReport]) -> JSONValue {
    var languages: [String] = []
    for language in reports.flatMap(\.languages) where !languages.contains(language) {
      languages.append(language)
    }
    let issues: [JSONValue] = reports.flatMap { report in
      report.issues.map { issue -> JSONValue in
        [
          "language": .string(issue.language), "key": .string(issue.key),
          "message": .string(issue.description),
          "file": .string(report.file), "path": .string(issue.path), "kind": .string(issue.kind.name),
          "form": .optional(issue.form),
        ]
      }
    }
    var byKind: [(String, Int)] = []
    for issue in reports.flatMap(\.issues) {
      if let i = byKind.firstIndex(where: { $0.0 == issue.kind.name }) {
        byKind[i].1 += 1
      } else {
        byKind.append((issue.kind.name, 1))
      }
    }
    let problems = reports.reduce(0) { $0 + $1.issues.count }
    return [
      "sourceLanguage": .string(reports.first?.sourceLanguage ?? ""),
      "languages": .array(languages.map { .string($0) }),
      "keyCount": .int(reports.reduce(0) { $0 + $1.keyCount }),
      "ok": .bool(problems == 0),
      "issues": .array(issues),
      "files": .array(
        reports.map {
          [
            "file": .string($0.file), "sourceLanguage": .string($0.sourceLanguage),
            "languages": .array($0.languages.map { .string($0) }), "keyCount": .int($0.keyCount),
            "problems": .int($0.issues.count), "problemKeys": .int($0.problemKeyCount),
          ]
        }),
      "summary": [
        "files": .int(reports.count), "keys": .int(reports.reduce(0) { $0 + $1.keyCount }),
        "languages": .int(languages.count), "problems": .int(problems),
        "problemKeys": .int(reports.reduce(0) { $0 + $1.problemKeyCount }),
        "byKind": .object(byKind.map { JSONValue.Member($0.0, .int($0.1)) }),
      ],
    ]
  }
}

/// Reads a String Catalog a user named.
///
/// - Throws: ``LocalizationError/unreadableCatalog(file:_:)``.
func readCatalog(_ path: String) throws -> StringCatalog {
  let text: String
  do {
    text = try readWholeFile(path)
  } catch {
    throw LocalizationError.unreadableCatalog(
      file: path, CatalogError(path: "", message: "cannot read the file (\(error))"))
  }
  do {
    return try StringCatalog(xcstrings: text)
  } catch {
    throw LocalizationError.unreadableCatalog(file: path, error)
  }
}

/// `text` without its final line break.
func trimmed(_ text: String) -> String {
  var s = Substring(text)
  while s.last == "\n" { s.removeLast() }
  return String(s)
}
