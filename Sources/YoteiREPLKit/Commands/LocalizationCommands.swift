import Yotei
import YoteiLocalization

extension Session {
  /// Strings from Yotei's catalog in the session locale (pseudo-locales included).
  ///
  /// Made once per locale: making one checks the locale and opens its number
  /// formatter through ICU (about 250,000 instructions), and a command asks
  /// for it several times.
  var localizer: Localizer {
    let key = localizerLocale
    if let made = Self.localizers.withLock({ $0[key] }) { return made }
    // The session locale is a checked CalendarLocale, so it is not checked
    // again (ICU's locale data, about 0.3 M instructions at a run's start);
    // its pseudo tag is checked as a pseudo-locale.
    let made =
      key == locale.identifier
      ? Localizer(locale: locale) : (try? Localizer(locale: key)) ?? Localizer(locale: locale)
    Self.localizers.withLock { $0[key] = made }
    return made
  }

  /// The localizers made so far, by ``localizerLocale`` (HashedStorage's: a
  /// process's first string asks the runtime for no conformance).
  private static let localizers: Lock<[String: Localizer]> = HashedStorage.lockedDictionary(capacity: 4)

  /// The locale the catalog is asked for: the pseudo-locale tag when the
  /// session uses one (`en-XA`, `ar-XB`), else ICU's identifier.
  var localizerLocale: String {
    let tag = locale.languageTag
    if PseudoLocale(locale: tag) != nil { return tag }
    return locale.identifier
  }
}

/// `fixtures generate ...` and `fixtures check DIR ...`.
struct FixturesCommand: REPLCommand {
  static let textIsProse = false
  static let spec = CommandSpec(
    name: "fixtures",
    arguments: "generate --out DIR [--locales L,...] [--calendars C,...] [--strings FILE] "
      + "[--formats SPEC,...] [--dates FILE] [--json] | check DIR [--strings FILE] [--formats SPEC,...] "
      + "[--dates FILE] [--json]",
    group: .localization, completions: [.keyword(["generate", "check"]), .file])

  static var takesJSONOption: Bool { true }
  static var errorsAreInputErrors: Bool { true }

  /// What the user named on the command line.
  struct Inputs {
    var strings: String?
    var formats: [DateFormatSpec] = []
    var dates: String?
  }

  enum Action {
    case generate(FixtureMatrix, directory: String, inputs: Inputs)
    case check(directory: String, inputs: Inputs)
  }

  let action: Action

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...Int.max)
    let action = arguments[0]
    guard action == "generate" || action == "check" else {
      throw REPLError.badArgument(
        command: Self.spec.name, field: "action", value: action,
        allowed: CatalogMessage("repl.allowed.fixtures"))
    }
    let options = try CommandOptions(
      Array(arguments.dropFirst()),
      valued: (action == "generate" ? ["--out", "--locales", "--calendars"] : []) + [
        "--strings", "--formats", "--dates",
      ], flags: ["--json"], command: Self.spec)
    let positional = options.arguments
    var inputs = Inputs(strings: options.value("--strings"), dates: options.value("--dates"))
    if let formats = options.value("--formats") { inputs.formats = try DateFormatSpec.list(formats) }
    if inputs.dates != nil && inputs.formats.isEmpty && action == "generate" {
      throw REPLError.usage(
        command: Self.spec.name,
        CatalogMessage("repl.usage.needs", .text("--dates"), .text("--formats SPEC,...")))
    }
    if action == "generate" {
      guard positional.isEmpty else {
        throw REPLError.usage(
          command: Self.spec.name,
          CatalogMessage(
            "repl.usage.unexpected", .text(echo(positional[0])), .text("generate"), .text("--out DIR")))
      }
      guard let out = options.value("--out") else {
        throw REPLError.usage(
          command: Self.spec.name, CatalogMessage("repl.usage.needs", .text("generate"), .text("--out DIR")))
      }
      let matrix = try FixtureMatrix(
        localeList: options.value("--locales"), calendarList: options.value("--calendars"))
      self.action = .generate(matrix, directory: out, inputs: inputs)
    } else {
      guard positional.count == 1 else {
        throw REPLError.usage(
          command: Self.spec.name,
          CatalogMessage(
            "repl.usage.exactlyOne", .text("check"), .text("DIR"), .integer(positional.count),
            .text("fixtures check DIR [--strings FILE] [--formats SPEC,...] [--dates FILE]")))
      }
      self.action = .check(directory: positional[0], inputs: inputs)
    }
  }

  /// The inputs with their files read: the catalog, and the dates (each line read
  /// as the REPL reads a DATE, in the session calendar).
  func read(_ given: Inputs, session: Session) throws -> FixtureInputs {
    var inputs = FixtureInputs(formats: given.formats)
    if let file = given.strings {
      // An .xcstrings, an XLIFF or .strings/.stringsdict tables.
      inputs = try FixtureInputs.catalog(path: file)
      inputs.formats = given.formats
    }
    if let file = given.dates {
      let text = try readTextFile(file, what: "a dates file") { "cannot read the dates (\($0))" }
      var days: [Day] = []
      for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let trimmed = String(line).trimmingCharacters(in: " \t\r")
        guard !trimmed.isEmpty else { continue }
        do {
          days.append(try session.parseDate(trimmed))
        } catch {
          throw REPLError.file(
            path: "\(file):\(n + 1)", reason: "'\(trimmed)' is not a date: \(error.message)")
        }
      }
      guard !days.isEmpty else { throw REPLError.file(path: file, reason: "no dates in the file") }
      inputs.dates = days
      inputs.datesFile = file
    }
    return inputs
  }

  func run(in session: inout Session) throws -> CommandResult {
    let localizer = session.localizer
    switch action {
    case .generate(let matrix, let directory, let given):
      let inputs = try read(given, session: session)
      let result = try FixtureGenerator.generate(matrix, inputs: inputs, into: directory)
      return CommandResult(
        text: trimmed(result.text(localizer: localizer)),
        json: [
          "action": "generate", "directory": .string(result.directory), "count": .int(result.files.count),
          "files": .array(result.files.map { .string($0) }), "versions": versionsJSON(result.versions),
          "inputs": [
            "catalog": .optional(inputs.catalogFile), "sha256": .optional(inputs.catalogHash),
            "formats": .array(inputs.formats.map { .string($0.description) }),
            "dates": .array(inputs.formats.isEmpty ? [] : inputs.dates.map { .string($0.isoString) }),
          ],
        ])
    case .check(let directory, let given):
      let inputs = try read(given, session: session)
      let result = try FixtureChecker.check(directory: directory, inputs: inputs)
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
                "cause": .string($0.cause),
              ]
            }),
          "versionChanges": .array(result.versionChanges.map { .string($0) }),
          "inputChanges": .array(result.inputChanges.map { .string($0) }),
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

/// `strings check [FILE ...] [--languages L,...] [--kinds K,...] [--fail-on error|warning]
/// [--ignore FILE] [--include-stale] [--format text|json|github]` and
/// `strings pseudo FILE --out OUT [--locales en-XA,ar-XB]`.
struct StringsCommand: REPLCommand {
  static let textIsProse = false
  static let spec = CommandSpec(
    name: "strings",
    arguments:
      "check [FILE ...] [--languages L,...] [--kinds K,...] [--fail-on error|warning|note] "
      + "[--ignore FILE] [--include-stale] [--format text|json|github] [--against CATALOG] [--source-language L] [--json] "
      + "| pseudo FILE --out OUT [--locales L,...]",
    group: .localization, completions: [.keyword(["check", "pseudo"]), .file])

  static var takesJSONOption: Bool { true }
  static var errorsAreInputErrors: Bool { true }

  /// What `strings check` was asked for beyond the files.
  struct CheckSettings {
    var languages: [String]?
    var options = StringsCheckOptions()
    /// The least severity that makes the check fail (exit 1).
    var failOn: StringsIssue.Severity = .warning
    /// "text", "json" or "github".
    var format = "text"
    var ignoreFile: String?
    /// The catalog a returned XLIFF is compared with (`--against`).
    var against: String?
    /// The development language of `.strings` tables (`--source-language`), `en` by default.
    var sourceLanguage: String?
  }

  enum Action {
    case check(files: [String], settings: CheckSettings)
    case pseudo(file: String, out: String, locales: [PseudoLocale])
  }

  let action: Action

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...Int.max)
    guard arguments[0] == "check" || arguments[0] == "pseudo" else {
      throw REPLError.badArgument(
        command: Self.spec.name, field: "action", value: arguments[0],
        allowed: CatalogMessage("repl.allowed.strings"))
    }
    let options = try CommandOptions(
      Array(arguments.dropFirst()),
      valued: arguments[0] == "pseudo"
        ? ["--out", "--locales"]
        : ["--languages", "--kinds", "--fail-on", "--ignore", "--format", "--against", "--source-language"],
      flags: arguments[0] == "pseudo" ? ["--json"] : ["--include-stale", "--json"], command: Self.spec)
    let positional = options.arguments
    switch arguments[0] {
    case "check":
      var settings = CheckSettings()
      settings.languages = try options.value("--languages").map(Self.languages)
      settings.options.includeStale = options.has("--include-stale")
      if let list = options.value("--kinds") {
        do {
          settings.options.kinds = try StringsCheckOptions.kinds(list)
        } catch {
          let bad = Self.items(list).first { !StringsIssue.Kind.names.contains($0) } ?? list
          throw REPLError.badArgument(
            command: Self.spec.name, field: "kind", value: bad,
            allowed: CatalogMessage(
              "repl.allowed.kind", .text(StringsIssue.Kind.names.joined(separator: ", "))))
        }
      }
      if let level = options.value("--fail-on") {
        guard let severity = StringsIssue.Severity(rawValue: level) else {
          throw REPLError.badArgument(
            command: Self.spec.name, field: "--fail-on", value: level,
            allowed: CatalogMessage("repl.allowed.severity"))
        }
        settings.failOn = severity
      }
      if let format = options.value("--format") {
        guard ["text", "json", "github"].contains(format) else {
          throw REPLError.badArgument(
            command: Self.spec.name, field: "--format", value: format,
            allowed: CatalogMessage("repl.allowed.outputFormat"))
        }
        settings.format = format
      }
      settings.ignoreFile = options.value("--ignore")
      settings.against = options.value("--against")
      if let language = options.value("--source-language") {
        settings.sourceLanguage = try Self.languages(language).first
      }
      action = .check(files: positional, settings: settings)
    default:  // pseudo (the action was checked above)
      guard positional.count == 1 else {
        throw REPLError.usage(
          command: Self.spec.name,
          CatalogMessage(
            "repl.usage.exactlyOne", .text("pseudo"), .text("FILE"), .integer(positional.count),
            .text("strings pseudo FILE --out OUT")))
      }
      guard let out = options.value("--out") else {
        throw REPLError.usage(
          command: Self.spec.name,
          CatalogMessage("repl.usage.needs", .text("pseudo"), .text("--out OUT.xcstrings")))
      }
      var locales = PseudoLocale.allCases
      if let list = options.value("--locales") {
        locales = []
        for item in Self.items(list) {
          guard let locale = PseudoLocale(locale: item) else {
            throw REPLError.badArgument(
              command: Self.spec.name, field: "pseudo-locale", value: item,
              allowed: CatalogMessage("repl.allowed.pseudoLocale"))
          }
          if !locales.contains(locale) { locales.append(locale) }
        }
        if locales.isEmpty {
          throw REPLError.usage(command: Self.spec.name, CatalogMessage("repl.usage.pseudoLocales"))
        }
      }
      action = .pseudo(file: positional[0], out: out, locales: locales)
    }
  }

  static func items(_ list: String) -> [String] {
    list.split(separator: ",").map { String($0).trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
  }

  /// Catalog language codes ("ru", "pt-BR", "zh-Hans").
  static func languages(_ list: String) throws -> [String] {
    let result = items(list)
    guard !result.isEmpty else {
      throw REPLError.usage(command: spec.name, CatalogMessage("repl.usage.languages"))
    }
    for language in result
    where !language.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
      throw REPLError.badArgument(
        command: spec.name, field: "language", value: language,
        allowed: CatalogMessage("repl.allowed.language"))
    }
    return result
  }

  func run(in session: inout Session) throws -> CommandResult {
    switch action {
    case .check(let files, var settings):
      let languages = settings.languages
      if let file = settings.ignoreFile {
        let text = try readTextFile(file, what: "an ignore file") { "cannot read the ignore file (\($0))" }
        settings.options.ignore = try StringsIgnoreList(text: text, file: file)
      }
      var catalogs: [(file: String, catalog: StringCatalog)] = []
      // Lines of the problems, for JSON and annotations (the text names JSON
      // paths), from the read that made each catalog.
      let needsLines = settings.format != "text" || session.json
      var lines: [String: CatalogLines] = [:]
      // XLIFF files (and .xcloc folders): each <file> a catalog of its target language.
      var xliffs: [(file: String, document: XLIFFDocument)] = []
      // .strings and .stringsdict tables (files, .lproj folders, folders of them).
      var tables: [StringsTable] = []
      for file in files {
        switch CatalogSource(path: file) {
        case .strings:
          tables += try StringsTable.read(at: file, sourceLanguage: settings.sourceLanguage)
        case .xliff:
          for path in try CatalogSource.xliffFiles(file) {
            let bytes = try readWholeFileBytes(path)
            do {
              xliffs.append((path, try XLIFFDocument(bytes: bytes)))
            } catch {
              throw LocalizationError.unreadableCatalog(file: path, error)
            }
          }
        case .xcstrings:
          let (catalog, catalogLines) = try readCatalog(file, lines: needsLines)
          catalogs.append((file, catalog))
          lines[file] = catalogLines
        }
      }
      let against = try settings.against.map { try readCatalog($0) }
      var xliffReports: [StringsCheckReport] = []
      for (path, document) in xliffs {
        for index in document.files.indices {
          do {
            xliffReports.append(
              try StringsCheck.run(
                xliff: document, file: path, index: index, languages: languages, against: against,
                options: settings.options))
          } catch {
            throw LocalizationError.unreadableCatalog(file: path, error)
          }
        }
      }
      // A language no catalog has is a typing mistake, not "every key missing".
      if let languages {
        var known = Set(
          (files.isEmpty ? [StringCatalog.yotei] : catalogs.map(\.catalog) + tables.map(\.catalog)).flatMap(
            \.languages))
        for (_, document) in xliffs {
          for f in document.files {
            known.formUnion([f.sourceLanguage] + (f.targetLanguage.map { [$0] } ?? []))
          }
        }
        if let unknown = languages.first(where: { !known.contains($0) }) {
          throw REPLError.badArgument(
            command: Self.spec.name, field: "language", value: unknown,
            allowed: CatalogMessage(
              "repl.allowed.catalogLanguage",
              .text(files.isEmpty ? StringCatalog.yoteiResourceName : files.joined(separator: ", ")),
              .text(known.sorted().joined(separator: ", "))))
        }
      }
      var reports: [StringsCheckReport] = []
      if files.isEmpty {
        // Yotei's own strings: no file header in the text (the user named no file).
        reports.append(StringsCheck.run(.yotei, languages: languages, options: settings.options))
      }
      for (file, catalog) in catalogs {
        reports.append(StringsCheck.run(catalog, file: file, languages: languages, options: settings.options))
      }
      reports += xliffReports
      for table in tables {
        reports.append(StringsCheck.run(table: table, languages: languages, options: settings.options))
      }
      let failed = reports.contains { $0.fails(at: settings.failOn) }
      let json = Self.json(reports, lines: lines, failOn: settings.failOn)
      var text = trimmed(StringsCheck.text(reports, localizer: session.localizer))
      if settings.format == "github" {
        text = Self.annotations(reports, lines: lines) + text
      } else if settings.format == "json" {
        text = json.serialized
      }
      return CommandResult(text: text, json: json, failed: failed)
    case .pseudo(let file, let out, let locales):
      switch CatalogSource(path: file) {
      case .xcstrings: break
      case .xliff: return try Self.pseudoXLIFF(file, out: out, locales)
      case .strings: return try Self.pseudoStrings(file, out: out, locales)
      }
      // Read once: bytes that are not UTF-8 are refused by the catalog reader.
      let (catalog, bytes) = try readCatalogAndBytes(file)
      // The input's bytes with the pseudo-locales added: the diff is those alone.
      let text: String
      do {
        text = try StringCatalog.pseudoLocalized(xcstrings: String(decoding: bytes, as: UTF8.self), locales)
      } catch {
        throw LocalizationError.unreadableCatalog(file: file, error)
      }
      try writeWholeFile(out, text)
      let names = locales.map(\.rawValue)
      return CommandResult(
        text: "\(out): \(names.joined(separator: ", ")) for \(catalog.entries.count) keys of \(file)",
        json: [
          "action": "pseudo", "file": .string(file), "out": .string(out),
          "locales": .array(names.map { .string($0) }), "keyCount": .int(catalog.entries.count),
        ])
    }
  }

  /// `strings pseudo` of an XLIFF (or an `.xcloc`): for one XLIFF, `OUT` is
  /// the file for one pseudo-locale, else a folder that gets `LOCALE.xliff` for
  /// each; for an `.xcloc` holding several, `OUT` is a folder that gets
  /// `LOCALE/NAME.xliff` for each pseudo-locale and XLIFF.
  static func pseudoXLIFF(_ file: String, out: String, _ locales: [PseudoLocale]) throws -> CommandResult {
    let files = try CatalogSource.xliffFiles(file)
    let toFile = out.hasSuffix(".xliff") || out.hasSuffix(".xlf")
    if toFile, files.count > 1 {
      throw REPLError.usage(
        command: spec.name,
        CatalogMessage(
          "repl.usage.needs", .text("--out \(out)"),
          .text("a folder for the \(files.count) XLIFF files of \(file)")))
    }
    guard !toFile || locales.count == 1 else {
      throw REPLError.usage(
        command: spec.name,
        CatalogMessage("repl.usage.needs", .text("--out \(out)"), .text("--locales with one pseudo-locale")))
    }
    var written: [String] = []
    var units = 0
    for xliff in files {
      let text: String
      do {
        text = try XLIFFDocument.text(of: try readWholeFileBytes(xliff))
      } catch let error as CatalogError {
        throw LocalizationError.unreadableCatalog(file: xliff, error)
      }
      units += (try? XLIFFDocument(text: text))?.files.reduce(0) { $0 + $1.units.count } ?? 0
      for locale in locales {
        let path: String
        if toFile {
          path = out
        } else if files.count == 1 {
          path = out + "/" + locale.rawValue + ".xliff"
        } else {
          path =
            out + "/" + locale.rawValue + "/"
            + String(xliff[xliff.index(after: xliff.lastIndex(of: "/")!)...])
        }
        if !toFile { try makeFolder(String(path[..<path.lastIndex(of: "/")!])) }
        do {
          try writeWholeFile(path, try StringCatalog.pseudoLocalized(xliff: text, locale))
        } catch let error as CatalogError {
          throw LocalizationError.unreadableCatalog(file: xliff, error)
        }
        written.append(path)
      }
    }
    return pseudoResult(file, written: written, locales, count: units, what: "units")
  }

  /// `strings pseudo` of `.strings`/`.stringsdict` tables: `OUT` is a resources
  /// folder that gets `LOCALE.lproj/NAME.strings` (and `.stringsdict`).
  static func pseudoStrings(_ file: String, out: String, _ locales: [PseudoLocale]) throws -> CommandResult {
    var written: [String] = []
    var keys = 0
    for table in try StringsTable.read(at: file) {
      keys += table.catalog.entries.count
      for (path, bytes) in try table.pseudoLocalizedFiles(locales) {
        let full = out + "/" + path
        try makeFolder(String(full[..<full.lastIndex(of: "/")!]))
        try writeWholeFile(full, bytes: bytes)
        written.append(full)
      }
    }
    return pseudoResult(file, written: written, locales, count: keys, what: "keys")
  }

  static func makeFolder(_ path: String) throws {
    do {
      try DataFile.makeFolders(path)
    } catch {
      throw REPLError.file(path: error.path, reason: error.problem)
    }
  }

  static func pseudoResult(
    _ file: String, written: [String], _ locales: [PseudoLocale], count: Int, what: String
  )
    -> CommandResult
  {
    let names = locales.map(\.rawValue)
    return CommandResult(
      text:
        "\(written.joined(separator: ", ")): \(names.joined(separator: ", ")) for \(count) \(what) of \(file)",
      json: [
        "action": "pseudo", "file": .string(file), "out": .array(written.map { .string($0) }),
        "locales": .array(names.map { .string($0) }), "keyCount": .int(count),
      ])
  }

  /// The JSON object of `strings check`: the keys of the first release
  /// (`sourceLanguage`, `languages`, `keyCount`, `ok`, `issues`), then per file and
  /// in all.
  static func json(
    _ reports: [StringsCheckReport], lines: [String: CatalogLines] = [:],
    failOn: StringsIssue.Severity = .warning
  ) -> JSONValue {
    var languages: [String] = []
    for language in reports.flatMap(\.languages) where !languages.contains(language) {
      languages.append(language)
    }
    func name(_ report: StringsCheckReport) -> String {
      report.file.isEmpty ? StringCatalog.yoteiResourceName : report.file
    }
    let issues: [JSONValue] = reports.flatMap { report in
      report.issues.map { issue -> JSONValue in
        [
          "language": .string(issue.language), "key": .string(issue.key),
          "message": .string(issue.description),
          "file": .string(issue.file ?? name(report)), "path": .string(issue.path),
          "kind": .string(issue.kind.name),
          "severity": .string(issue.kind.severity.rawValue), "form": .optional(issue.form),
          "value": .optional(issue.value), "detail": .optional(issue.detail),
          "line": (issue.line ?? lines[report.file]?.line(of: issue.path)).map { .int($0) } ?? .null,
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
    let all = reports.flatMap(\.issues)
    let bySeverity = StringsIssue.Severity.allCases.reversed().map { severity in
      JSONValue.Member(severity.rawValue, .int(all.filter { $0.kind.severity == severity }.count))
    }
    return [
      "sourceLanguage": .string(reports.first?.sourceLanguage ?? ""),
      "languages": .array(languages.map { .string($0) }),
      "keyCount": .int(reports.reduce(0) { $0 + $1.keyCount }),
      "ok": .bool(problems == 0),
      "issues": .array(issues),
      "files": .array(
        reports.map { report in
          let entry: JSONValue = [
            "file": .string(name(report)), "sourceLanguage": .string(report.sourceLanguage),
            "languages": .array(report.languages.map { .string($0) }), "keyCount": .int(report.keyCount),
            "problems": .int(report.issues.count), "problemKeys": .int(report.problemKeyCount),
          ]
          // An XLIFF section's `original`, the catalog it was exported from.
          return report.original.map { entry.adding("original", .string($0)) } ?? entry
        }),
      "summary": [
        "files": .int(reports.count), "keys": .int(reports.reduce(0) { $0 + $1.keyCount }),
        "languages": .int(languages.count), "problems": .int(problems),
        "problemKeys": .int(reports.reduce(0) { $0 + $1.problemKeyCount }),
        "byKind": .object(byKind.map { JSONValue.Member($0.0, .int($0.1)) }),
        "bySeverity": .object(bySeverity),
        "ignored": .int(reports.reduce(0) { $0 + $1.ignored.count }),
        "failOn": .string(failOn.rawValue),
        "failed": .bool(reports.contains { $0.fails(at: failOn) }),
      ],
    ]
  }
}

/// The text of a file the strings and fixtures commands read (an ignore
/// file, a dates file), refused where a byte is not UTF-8, as catalogs are.
///
/// - Throws: ``REPLError/file(path:reason:)`` with `reason`'s text of the
///   system's reason, or ``LocalizationError/unreadableCatalog(file:_:)`` with
///   the line and column of the first byte that is not UTF-8.
func readTextFile(_ path: String, what: String, reason: (String) -> String) throws -> String {
  let bytes: [UInt8]
  do {
    bytes = try readWholeFileBytes(path)
  } catch {
    throw REPLError.file(path: path, reason: reason("\(error)"))
  }
  do {
    return try UTF8Text.decode(bytes[...], what: what + " is read as UTF-8")
  } catch {
    throw LocalizationError.unreadableCatalog(file: path, error)
  }
}

/// Reads a String Catalog a user named.
///
/// - Throws: ``LocalizationError/unreadableCatalog(file:_:)``.
func readCatalog(_ path: String) throws -> StringCatalog { try readCatalog(path, lines: false).catalog }

/// Reads a String Catalog a user named, with the lines of its JSON paths
/// when `lines` is true, from the one read that makes the catalog.
///
/// - Throws: ``LocalizationError/unreadableCatalog(file:_:)``.
func readCatalog(_ path: String, lines: Bool) throws -> (catalog: StringCatalog, lines: CatalogLines?) {
  let bytes = try readCatalogBytes(path)
  do {
    guard lines else { return (try StringCatalog(data: bytes), nil) }
    let read = try StringCatalog.reading(data: bytes)
    return (read.catalog, read.lines)
  } catch {
    throw LocalizationError.unreadableCatalog(file: path, error)
  }
}

/// Reads a String Catalog a user named, with its bytes (for `strings
/// pseudo`, which keeps them). The bytes are read as they are: a byte that is not UTF-8 is an
/// error naming its string's line and column, not a replacement character.
///
/// - Throws: ``LocalizationError/unreadableCatalog(file:_:)``.
func readCatalogAndBytes(_ path: String) throws -> (catalog: StringCatalog, bytes: [UInt8]) {
  let bytes = try readCatalogBytes(path)
  do {
    return (try StringCatalog(data: bytes), bytes)
  } catch {
    throw LocalizationError.unreadableCatalog(file: path, error)
  }
}

extension StringsCommand {
  /// One GitHub Actions workflow command per problem
  /// (`::error file=F,line=L,title=strings check: kind::message`), which GitHub
  /// shows on the line of the pull request's diff; a note is a `notice`.
  static func annotations(_ reports: [StringsCheckReport], lines: [String: CatalogLines]) -> String {
    var out = ""
    for report in reports {
      let file = report.file.isEmpty ? StringCatalog.yoteiResourceName : report.file
      for issue in report.issues {
        let level = issue.kind.severity == .note ? "notice" : issue.kind.severity.rawValue
        var properties = ["file=" + escapeProperty(issue.file ?? file)]
        if let line = issue.line ?? lines[report.file]?.line(of: issue.path) {
          properties.append("line=\(line)")
        }
        properties.append("title=" + escapeProperty("strings check: " + issue.kind.name))
        var message = issue.description
        if let value = issue.value { message += "\n" + JSONString.quoted(value) }
        if !issue.path.isEmpty { message += "\n" + issue.path }
        out += "::\(level) " + properties.joined(separator: ",") + "::" + escapeData(message) + "\n"
      }
    }
    return out
  }

  /// GitHub's escaping of a workflow command's message.
  static func escapeData(_ text: String) -> String {
    text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
  }

  /// GitHub's escaping of a workflow command's property value.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}

/// `text` without its final line break.
func trimmed(_ text: String) -> String {
  var s = Substring(text)
  while s.last == "\n" { s.removeLast() }
  return String(s)
}

/// The bytes of a String Catalog a user named.
///
/// - Throws: ``LocalizationError/unreadableCatalog(file:_:)`` with the system's reason.
func readCatalogBytes(_ path: String) throws -> [UInt8] {
  do {
    return try readWholeFileBytes(path)
  } catch {
    throw LocalizationError.unreadableCatalog(
      file: path, CatalogError(path: "", message: "cannot read the file (\(error))"))
  }
}
