import Yotei
import YoteiLocalization

extension Session {
  /// Strings from Yotei's catalog in the session locale (pseudo-locales included).
  var localizer: Localizer {
    // The session locale is a checked CalendarLocale; its pseudo tag is too.
    (try? Localizer(locale: localizerLocale)) ?? Localizer(locale: locale)
  }

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
        text: trimmed(result.text(localizer: localizer, color: session.color)),
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

/// `strings check`.
struct StringsCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "strings", arguments: "check", summary: "Check Yotei's string catalog for every language",
    discussion: """
      Reports missing keys, values copied from English, placeholders that differ
      from English and plural forms a language's CLDR rules need; fails when it
      finds any. Also runs from the shell: yotei-repl strings check.
      """,
    group: .localization, completions: [.keyword(["check"])])

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...1)
    guard arguments[0] == "check" else {
      throw REPLError.badArgument(
        command: Self.spec.name, field: "action", value: arguments[0], allowed: "check")
    }
  }

  func run(in session: inout Session) throws -> CommandResult {
    let report = StringsCheck.run(.yotei)
    return CommandResult(
      text: trimmed(report.text(localizer: session.localizer)),
      json: [
        "sourceLanguage": .string(report.sourceLanguage),
        "languages": .array(report.languages.map { .string($0) }),
        "keyCount": .int(report.keyCount),
        "ok": .bool(!report.hasProblems),
        "issues": .array(
          report.issues.map {
            ["language": .string($0.language), "key": .string($0.key), "message": .string($0.description)]
          }),
      ],
      failed: report.hasProblems)
  }
}

/// `text` without its final line break.
func trimmed(_ text: String) -> String {
  var s = Substring(text)
  while s.last == "\n" { s.removeLast() }
  return String(s)
}
