import Yotei

/// One problem the strings check found.
public struct StringsIssue: Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: Sendable, Hashable {
    /// The language has no value for the key.
    case missing
    /// The value is empty where the source's is not.
    case empty
    /// The value is the same as the source language's, though the key should be
    /// translated.
    case untranslated
    /// The value's state is not "translated" ("new", "needs_review", "stale"), or the
    /// entry's extraction state is "stale".
    case notTranslated(state: String)
    /// The placeholders differ from the source string's: count, type (`%@`, `%d`,
    /// `%lld`, `%.2f`), or positional and ordered ones mixed. `expected` and `found`
    /// are readable signatures such as "%1$lld, %2$@".
    case placeholderMismatch(expected: String, found: String)
    /// A plural form the language's CLDR rules need is absent (`other` included).
    case missingPluralForm(PluralCategory)
    /// A plural form the language's CLDR rules never choose.
    case unusedPluralForm(PluralCategory)
    /// The `%#@name@` substitutions differ from the source's: names, argument numbers,
    /// format specifiers, or a token with no definition ("days=%1$lld, weeks=%2$lld").
    case substitutionMismatch(expected: String, found: String)
    /// The source varies by device and this language has neither this device nor
    /// `other`.
    case missingDevice(String)
    /// Leading or trailing spaces or line breaks differ from the source's (`expected`
    /// and `found` show them escaped: `leading "" trailing "\n"`).
    case whitespace(expected: String, found: String)
    /// Bidi embeddings, overrides or isolates that are not closed, or closed without
    /// being opened; the text says which.
    case unbalancedBidi(String)
    /// A plural form whose category serves several integers (Russian `one`: 1, 21,
    /// 31, 101) writes a number instead of the count's placeholder; the text is the
    /// number written ("1").
    case hardCodedNumber(String)
    /// A plural form absent that only numbers from a million up select (French,
    /// Spanish, Italian and Portuguese `many`, for compact "1 M" numbers): a note.
    case rarePluralForm(PluralCategory)
    /// The key's value is the same as the source's in most languages (a brand
    /// name, an acronym, a unit): a suggestion to mark the key `shouldTranslate:
    /// false`, reported once for the key instead of once per language.
    case shouldNotTranslate(languages: Int, of: Int)
    /// A file translators sent back differs from the catalog it was exported
    /// from: "added" (a key the catalog lacks), "lost" (a catalog key the file
    /// lacks) or "sourceChanged" (the source text changed since the export).
    case exportMismatch(String)
    /// A `.strings` file gives the key twice (the later value is used); the
    /// line of the first.
    case duplicateKey(firstLine: Int)

    /// The kind's name in JSON: "missing", "empty", "untranslated", "state",
    /// "placeholders", "missingPluralForm", "unusedPluralForm", "substitutions",
    /// "missingDevice", "whitespace", "bidi", "hardCodedNumber", "rarePluralForm" or
    /// "shouldNotTranslate".
    public var name: String {
      switch self {
      case .missing: return "missing"
      case .empty: return "empty"
      case .untranslated: return "untranslated"
      case .notTranslated: return "state"
      case .placeholderMismatch: return "placeholders"
      case .missingPluralForm: return "missingPluralForm"
      case .unusedPluralForm: return "unusedPluralForm"
      case .substitutionMismatch: return "substitutions"
      case .missingDevice: return "missingDevice"
      case .whitespace: return "whitespace"
      case .unbalancedBidi: return "bidi"
      case .hardCodedNumber: return "hardCodedNumber"
      case .rarePluralForm: return "rarePluralForm"
      case .shouldNotTranslate: return "shouldNotTranslate"
      case .exportMismatch: return "export"
      case .duplicateKey: return "duplicateKey"
      }
    }

    /// Every kind's name, in the order of ``Kind``.
    public static let names = [
      "missing", "empty", "untranslated", "state", "placeholders", "missingPluralForm", "unusedPluralForm",
      "substitutions", "missingDevice", "whitespace", "bidi", "hardCodedNumber", "rarePluralForm",
      "shouldNotTranslate", "export", "duplicateKey",
    ]

    /// How bad a problem of this kind is: `error` for what users see broken or
    /// what crashes a format call (missing and empty values, placeholders,
    /// substitutions, plural forms, devices, bidi, hard-coded counts), `warning`
    /// for what is worth a look but may be right (copies, states, unused plural
    /// forms, edge whitespace), `note` for suggestions.
    public var severity: StringsIssue.Severity { Self.severity(ofKindNamed: name) ?? .error }

    /// The severity of the kind named `name`, or `nil` for a name that is no kind.
    public static func severity(ofKindNamed name: String) -> StringsIssue.Severity? {
      switch name {
      case "missing", "empty", "placeholders", "missingPluralForm", "substitutions", "missingDevice", "bidi",
        "hardCodedNumber", "export":
        return .error
      case "untranslated", "state", "unusedPluralForm", "whitespace", "duplicateKey": return .warning
      case "rarePluralForm", "shouldNotTranslate": return .note
      default: return nil
      }
    }
  }

  /// How bad a problem is, for `--fail-on`.
  public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    /// Suggestions: nothing is wrong for users.
    case note
    /// Worth a look, possibly right (an untranslated brand name).
    case warning
    /// Users see something wrong, or formatting fails.
    case error

    public static func < (a: Self, b: Self) -> Bool {
      allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
  }

  /// The catalog language ("ru").
  public var language: String
  /// The key.
  public var key: String
  /// What is wrong.
  public var kind: Kind
  /// The JSON path of the offending part of the catalog:
  /// `strings["days"].localizations["ru"].variations.plural`.
  public var path: String
  /// Which string of the value: a plural category ("few"), a substitution's form
  /// ("days.few"), a device ("iphone", "iphone/few"); `nil` for the whole value.
  public var form: String?
  /// A precise explanation in English ("argument 2 is %d here, %lld in the source").
  public var detail: String?
  /// The offending string as users would read it (a substitution's form inside
  /// its string), `nil` where there is none (a missing value).
  public var value: String?
  /// The 1-based line in the file, where the reader knows it (XLIFF); for a
  /// catalog, ``CatalogLines`` finds the line of ``path``.
  public var line: Int?
  /// The file the problem is in when a report reads several (the languages of
  /// a `.strings` table), `nil` for the report's ``StringsCheckReport/file``.
  public var file: String?

  /// A problem.
  public init(
    language: String, key: String, kind: Kind, path: String = "", form: String? = nil, value: String? = nil,
    detail: String? = nil, file: String? = nil, line: Int? = nil
  ) {
    self.file = file
    self.line = line
    self.language = language
    self.key = key
    self.kind = kind
    self.path = path
    self.form = form
    self.value = value
    self.detail = detail
  }

  /// The key with the form in brackets: `days [few]`.
  public var label: String { form.map { "\(key) [\($0)]" } ?? key }

  /// One sentence in English.
  public var description: String {
    let what: String
    switch kind {
    case .missing: what = "missing \(label)"
    case .empty: what = "\(label) is empty"
    case .untranslated: what = "\(label) is a copy of the source"
    case .notTranslated(let state): what = "\(label) is marked \(state)"
    case .placeholderMismatch(let expected, let found):
      what = "\(label) has placeholders \(found), expected \(expected)"
    case .missingPluralForm(let c): what = "\(label) lacks the plural form \(c)"
    case .unusedPluralForm(let c): what = "\(label) has the plural form \(c), which the language never uses"
    case .substitutionMismatch(let expected, let found):
      what = "\(label) has substitutions \(found), expected \(expected)"
    case .missingDevice(let device): what = "\(label) has no value for the device \(device) (nor other)"
    case .whitespace(let expected, let found):
      what = "\(label) has spaces or line breaks \(found), expected \(expected)"
    case .unbalancedBidi(let text): what = "\(label) has unbalanced bidi controls (\(text))"
    case .hardCodedNumber(let number):
      what = "\(label) writes the number \(number) where the count goes"
    case .rarePluralForm(let c): what = "\(label) lacks the plural form \(c), used from a million up"
    case .shouldNotTranslate(let n, let of):
      what = "\(label) is the same in \(n) of \(of) languages: mark it shouldTranslate: false"
    case .exportMismatch(let how): what = "\(label) differs from the catalog it was exported from (\(how))"
    case .duplicateKey(let first): what = "\(label) is given twice (first on line \(first))"
    }
    return "\(language): \(what)" + (detail.map { ": \($0)" } ?? "")
  }
}

/// The result of checking a catalog's languages against its source language.
public struct StringsCheckReport: Sendable, Equatable {
  /// The file checked, as given ("" for a catalog that came from no file).
  public var file: String
  /// The catalog's source language.
  public var sourceLanguage: String
  /// The languages checked (the source language first when it was checked).
  public var languages: [String]
  /// How many keys the catalog has.
  public var keyCount: Int
  /// Every problem, by language then key.
  public var issues: [StringsIssue]
  /// Problems an ignore file accepts, with its reason; not in ``issues``.
  public var ignored: [IgnoredIssue] = []
  /// For one `<file>` section of an XLIFF, its `original` attribute (the
  /// catalog or table it was exported from); `nil` for anything else. A text
  /// report of an XLIFF with several sections heads each with it.
  public var original: String? = nil

  /// A problem an ignore file accepts.
  public struct IgnoredIssue: Sendable, Equatable {
    /// The problem.
    public var issue: StringsIssue
    /// The reason the ignore file gives.
    public var reason: String
  }

  /// `true` when there is anything to fix (a tool exits non-zero).
  public var hasProblems: Bool { !issues.isEmpty }

  /// How many keys have at least one problem.
  public var problemKeyCount: Int { Set(issues.map(\.key)).count }

  /// The problems of one language.
  public func issues(in language: String) -> [StringsIssue] { issues.filter { $0.language == language } }

  /// A readable report: the file, then per language the problems and their JSON
  /// paths, counted ("3 problems in 2 keys"), then what was checked, in the
  /// language of `localizer`.
  public func text(localizer: Localizer = Localizer(locale: CalendarLocale.english)) -> String {
    StringsCheck.text([self], localizer: localizer)
  }

  /// The report's lines; `section` heads it with its XLIFF section's
  /// `original` after the file (`de.xliff (Modules/CPU/en.lproj/Localizable.strings)`).
  func lines(localizer: Localizer, section: Bool = false) -> [String] {
    var lines: [String] = []
    if !file.isEmpty {
      lines.append(section && !(original ?? "").isEmpty ? file + " (" + original! + ")" : file)
    }
    for language in languages {
      let own = issues(in: language)
      lines.append(
        "  \(language): " + StringsCheck.summary(own.count, Set(own.map(\.key)).count, localizer: localizer))
      for issue in own {
        lines.append(
          "    " + issue.kind.severity.rawValue + ": " + StringsCheck.line(issue, localizer: localizer))
        if let value = issue.value { lines.append("      " + JSONString.quoted(value)) }
        if let file = issue.file {
          lines.append("      " + file + (issue.line.map { ":\($0)" } ?? "") + " " + issue.path)
        } else if !issue.path.isEmpty {
          lines.append("      " + issue.path)
        }
        if let detail = issue.detail { lines.append("      " + detail) }
      }
    }
    return lines
  }
}

/// The strings check over any String Catalog: missing, empty, copied and
/// unfinished values, placeholders, substitutions, plural forms, device variations,
/// edge whitespace and bidi controls, per language, each problem with its JSON path.
///
/// ```swift
/// let catalog = try StringCatalog(contentsOfFile: "Localizable.xcstrings")
/// let report = StringsCheck.run(catalog, file: "Localizable.xcstrings")
/// print(report.text())
/// exit(report.hasProblems ? 1 : 0)
/// ```
public enum StringsCheck {
  /// Checks `languages` of `catalog` (Yotei's own by default; every language, the
  /// source first, when `languages` is `nil`).
  ///
  /// Rules:
  /// - An entry with no source value has its key as the source string (as Xcode
  ///   reads it). An entry with `shouldTranslate: false` is checked in the source
  ///   language only.
  /// - A key missing in a language is reported, unless its source has no letters
  ///   outside placeholders (`%lld`, `—`: the fallback reads the same); so is a
  ///   value that is empty where the source is not, and a value whose state is not "translated". An entry whose
  ///   extraction state is "stale" is reported once, in the source language.
  /// - A value equal to the source's is an untranslated copy, unless the source has
  ///   no letters outside placeholders or the language is a variant of the source
  ///   language (`en-GB` for an `en` catalog).
  /// - Each string's placeholders must read the same arguments with the same types as
  ///   the source's (`other` form for plurals): `%d` is not `%lld`, `%.2f` is not
  ///   `%f`. The `zero`, `one` and `two` forms may leave out the count ("يوم عمل
  ///   واحد"), and nothing else. Positional and ordered placeholders must not mix.
  /// - Substitutions must have the source's names, argument numbers and format
  ///   specifiers, and every `%#@name@` token a definition.
  /// - A plural value (and every substitution) needs exactly the categories the
  ///   language's CLDR rules use: none missing, `other` always, none unused. A single
  ///   string where the source has plural forms lacks every category but `other`.
  /// - Device variations are checked per device, against the source's same device
  ///   (or its `other`).
  /// - Leading and trailing spaces and line breaks must be the source's (a trailing
  ///   space may go after full-width punctuation such as "、"); bidi
  ///   embeddings, overrides and isolates must be balanced (in the source too).
  ///
  /// `options` selects kinds, skips keys whose extraction state is `stale` (by
  /// default), folds copies into key-level suggestions and moves accepted
  /// exceptions to ``StringsCheckReport/ignored``.
  public static func run(
    _ catalog: StringCatalog = .yotei, file: String = "", languages: [String]? = nil,
    options: StringsCheckOptions = StringsCheckOptions()
  ) -> StringsCheckReport {
    var checker = Checker(catalog: catalog)
    let checked = languages ?? catalog.languages
    // Each key's entry and JSON path, found once for every language.
    let entries = catalog.entries
    let keys = catalog.keys.map { CheckedKey(key: $0, entry: entries[$0]!, source: catalog.sourceLanguage) }
    for language in checked {
      let localization = ".localizations[\(quoted(language))]"
      let sameLanguage = checker.sameLanguage(language, catalog.sourceLanguage)
      for key in keys {
        checker.check(key, language: language, localization: localization, sameLanguage: sameLanguage)
      }
    }
    var report = StringsCheckReport(
      file: file, sourceLanguage: catalog.sourceLanguage, languages: checked, keyCount: catalog.entries.count,
      issues: checker.issues)
    apply(options, to: &report, catalog: catalog)
    return report
  }

  /// The text of several reports (one per file), then one line with what was
  /// checked and found in all of them.
  public static func text(
    _ reports: [StringsCheckReport], localizer: Localizer = Localizer(locale: CalendarLocale.english)
  )
    -> String
  {
    var lines: [String] = []
    // Several reports of one file are the sections of an XLIFF: each is
    // headed with its `original` too.
    var reportsOfFile: [String: Int] = [:]
    for report in reports { reportsOfFile[report.file, default: 0] += 1 }
    for report in reports {
      lines += report.lines(localizer: localizer, section: reportsOfFile[report.file]! > 1)
    }
    let all = reports.flatMap(\.issues)
    if !all.isEmpty {
      lines.append(localizer.string("repl.strings.byLanguage"))
      lines += table(all)
    }
    let ignored = reports.reduce(0) { $0 + $1.ignored.count }
    if ignored > 0 { lines.append(localizer.string("repl.strings.ignored", .integer(ignored))) }
    let keys = reports.reduce(0) { $0 + $1.keyCount }
    let languages = Set(reports.flatMap(\.languages)).count
    let problems = reports.reduce(0) { $0 + $1.issues.count }
    let problemKeys = reports.reduce(0) { $0 + $1.problemKeyCount }
    let checked = localizer.string("repl.strings.checked", .integer(keys), .integer(languages))
    if problems == 0 {
      lines.append(checked)
      lines.append(localizer.string("repl.strings.ok", .integer(languages)))
    } else {
      lines.append(checked + ": " + summary(problems, problemKeys, localizer: localizer))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Counts by language (rows) and kind (columns, only kinds that occur), with
  /// a total column.
  static func table(_ issues: [StringsIssue]) -> [String] {
    var languages: [String] = []
    var counts: [String: [String: Int]] = [:]
    for issue in issues {
      if counts[issue.language] == nil { languages.append(issue.language) }
      counts[issue.language, default: [:]][issue.kind.name, default: 0] += 1
    }
    let kinds = StringsIssue.Kind.names.filter { kind in issues.contains { $0.kind.name == kind } }
    let header = [""] + kinds + ["total"]
    var rows = [header]
    for language in languages {
      let row = counts[language]!
      rows.append(
        [language] + kinds.map { row[$0].map(String.init) ?? "." } + [String(row.values.reduce(0, +))])
    }
    let widths = header.indices.map { i in rows.map { $0[i].count }.max()! }
    return rows.map { row in
      "  "
        + row.indices.map { i in
          let pad = String(repeating: " ", count: widths[i] - row[i].count)
          return i == 0 ? row[i] + pad : pad + row[i]
        }.joined(separator: "  ")
    }
  }

  /// "3 problems in 2 keys".
  static func summary(_ problems: Int, _ keys: Int, localizer: Localizer) -> String {
    localizer.string("repl.strings.summary", .integer(problems), .integer(keys))
  }

  /// One problem as a sentence in the language of `localizer`.
  static func line(_ issue: StringsIssue, localizer: Localizer) -> String {
    let language = FormatArgument.text(issue.language)
    // A key with a line break stays on its line.
    let label = FormatArgument.text(UserFixtures.escaped(issue.label))
    switch issue.kind {
    case .missing:
      return localizer.string("repl.strings.missing", language, label)
    case .empty:
      return localizer.string("repl.strings.empty", language, label)
    case .untranslated:
      return localizer.string("repl.strings.untranslated", language, label)
    case .notTranslated(let state):
      return localizer.string("repl.strings.notTranslated", language, label, .text(state))
    case .placeholderMismatch(let expected, let found):
      return localizer.string("repl.strings.placeholders", language, label, .text(expected), .text(found))
    case .missingPluralForm(let c):
      return localizer.string("repl.strings.pluralForm", language, label, .text(c.rawValue))
    case .unusedPluralForm(let c):
      return localizer.string("repl.strings.pluralUnused", language, label, .text(c.rawValue))
    case .substitutionMismatch(let expected, let found):
      return localizer.string("repl.strings.substitutions", language, label, .text(expected), .text(found))
    case .missingDevice(let device):
      return localizer.string("repl.strings.missingDevice", language, label, .text(device))
    case .whitespace(let expected, let found):
      return localizer.string("repl.strings.whitespace", language, label, .text(expected), .text(found))
    case .unbalancedBidi(let text):
      return localizer.string("repl.strings.bidi", language, label, .text(text))
    case .hardCodedNumber(let number):
      return localizer.string("repl.strings.hardCodedNumber", language, label, .text(number))
    case .rarePluralForm(let c):
      return localizer.string("repl.strings.rarePluralForm", language, label, .text(c.rawValue))
    case .shouldNotTranslate(let n, let of):
      return localizer.string("repl.strings.shouldNotTranslate", label, .integer(n), .integer(of))
    case .exportMismatch(let how):
      return localizer.string("repl.strings.export", language, label, .text(how))
    case .duplicateKey(let first):
      return localizer.string("repl.strings.duplicateKey", language, label, .text(String(first)))
    }
  }

  /// One complete string a value can produce: a plural form, or the main string of
  /// a substituted value with one substitution's form chosen and the others at
  /// `other`.
  struct Variant {
    /// "" for a single string, "few" for a plural form, "days.few" for a substitution form.
    var id: String
    var category: PluralCategory?
    var text: String
    /// The argument a zero, one or two form may spell out; `nil` means the value's
    /// first integer argument.
    var countArgument: Int?
    /// Where the string unit it comes from is (the main string for a
    /// substituted value's form).
    var place: UnitPlace
  }

  /// Where a string unit is in a value; its JSON path is written only for a
  /// problem reported (``path``).
  struct UnitPlace: Hashable {
    var device: String?
    /// The substitution of a substitution's form.
    var substitution: String?
    var category: PluralCategory?

    /// The unit's JSON path after its value's:
    /// `.substitutions["n"].variations.plural.few.stringUnit`.
    var path: String {
      let unit: String
      if let substitution, let category {
        unit = ".substitutions[\(quoted(substitution))].variations.plural.\(category.rawValue).stringUnit"
      } else if let category {
        unit = ".variations.plural.\(category.rawValue).stringUnit"
      } else {
        unit = ".stringUnit"
      }
      return (device.map { ".variations.device." + $0 } ?? "") + unit
    }
  }

  static func variants(of value: StringCatalog.Value) -> [Variant] {
    switch value {
    case .string(let unit):
      return [Variant(id: "", category: nil, text: unit.value, countArgument: nil, place: UnitPlace())]
    case .plural(let forms):
      return PluralCategory.allCases.compactMap { c in
        forms[c].map {
          Variant(
            id: c.rawValue, category: c, text: $0.value, countArgument: nil, place: UnitPlace(category: c))
        }
      }
    case .substituted(let unit, let subs):
      if subs.isEmpty {
        return [
          Variant(
            id: "", category: nil, text: Substitutions.flatten(unit.value, subs) { _, _ in .other },
            countArgument: nil, place: UnitPlace())
        ]
      }
      var result: [Variant] = []
      for name in subs.keys.sorted(by: codePointOrder) {
        let sub = subs[name]!
        for c in PluralCategory.allCases where sub.forms[c] != nil {
          let text = Substitutions.flatten(unit.value, subs) { n, _ in n == name ? c : .other }
          result.append(
            Variant(
              id: name + "." + c.rawValue, category: c, text: text, countArgument: sub.argumentNumber,
              place: UnitPlace(substitution: name, category: c)))
        }
      }
      return result
    case .device(let devices):
      return devices.keys.sorted(by: codePointOrder).flatMap { device in
        variants(of: devices[device]!).map {
          var v = $0
          v.id = device + (v.id.isEmpty ? "" : "/" + v.id)
          v.place.device = device
          return v
        }
      }
    }
  }

  /// The string a value gives for `other` counts: what the placeholders are checked
  /// against.
  static func otherText(of value: StringCatalog.Value) -> String {
    switch value {
    case .string(let unit): return unit.value
    case .plural(let forms): return (forms[.other] ?? forms.values.first)?.value ?? ""
    case .substituted(let unit, let subs): return Substitutions.flatten(unit.value, subs) { _, _ in .other }
    case .device(let devices): return devices[StringCatalog.otherDevice].map(otherText) ?? ""
    }
  }

  static func hasLetters(outsidePlaceholders text: String) -> Bool {
    var stripped = text
    for p in (FormatPlaceholder.parse(text) ?? []).reversed() { stripped.removeSubrange(p.range) }
    return stripped.contains { $0.isLetter }
  }
}

/// A key of the catalog checked, with what every language's check of it
/// shares: a class, so each language's check refers to it instead of copying
/// the entry.
private final class CheckedKey {
  let key: String
  let entry: StringCatalog.Entry
  /// The source language's value; Xcode reads an entry with none as having
  /// its key as the source string.
  let sourceValue: StringCatalog.Value
  /// `strings["days"]`.
  let path: String
  /// The facts of the source value, worked out in the first language checked
  /// and reused in every other: of the value, and of each device's.
  var facts: Checker.SourceFacts?
  var deviceFacts: [String: Checker.SourceFacts] = [:]

  init(key: String, entry: StringCatalog.Entry, source: String) {
    self.key = key
    self.entry = entry
    sourceValue = entry.localizations[source] ?? .string(.init(key))
    path = "strings[\(quoted(key))]"
  }
}

/// Walks one catalog and collects its problems.
private struct Checker {
  let catalog: StringCatalog
  var issues: [StringsIssue] = []
  private var rulesCache: [String: PluralSamples] = [:]
  /// The last language's rules: every key of a language asks for them in turn.
  private var lastRules: (language: String, samples: PluralSamples)?

  init(catalog: StringCatalog) { self.catalog = catalog }

  var source: String { catalog.sourceLanguage }

  mutating func samples(_ language: String) -> PluralSamples {
    if let last = lastRules, last.language == language { return last.samples }
    let c: PluralSamples
    if let cached = rulesCache[language] {
      c = cached
    } else {
      c = PluralRules(checked: PseudoLocale(locale: language)?.baseLanguage ?? language).samples
      rulesCache[language] = c
    }
    lastRules = (language, c)
    return c
  }

  /// Checks the key in `language`, whose localization's path is the key's
  /// path and `localization`; `sameLanguage` tells whether the language is a
  /// variant of the source language.
  mutating func check(_ checked: CheckedKey, language: String, localization: String, sameLanguage: Bool) {
    let key = checked.key
    let entry = checked.entry
    let base = checked.path
    let isSource = language == source
    if isSource, entry.extractionState == "stale" {
      issues.append(
        StringsIssue(
          language: language, key: key, kind: .notTranslated(state: "stale"), path: base + ".extractionState")
      )
    }
    guard isSource || entry.shouldTranslate else { return }
    let sourceValue = checked.sourceValue
    guard let value = entry.localizations[language] else {
      // A source with no letters outside placeholders ("%lld", "—") reads the
      // same in every language: the runtime's fallback to it is no problem.
      if !isSource,
        StringsCheck.variants(of: sourceValue).contains(where: {
          StringsCheck.hasLetters(outsidePlaceholders: $0.text)
        })
      {
        issues.append(StringsIssue(language: language, key: key, kind: .missing, path: base + localization))
      }
      return
    }
    var context = Context(
      checked: checked, language: language, isSource: isSource,
      copiesAllowed: !entry.shouldTranslate || sameLanguage, device: nil, localization: localization)
    compare(value, against: isSource ? nil : sourceValue, context: &context)
  }

  struct Context {
    /// The key, with its JSON path (`strings["days"]`).
    var checked: CheckedKey
    var language: String
    var isSource: Bool
    var copiesAllowed: Bool
    var device: String?
    /// The localization's path after the key's (`.localizations["ru"]`):
    /// joined only for a problem reported.
    var localization: String

    var key: String { checked.key }

    /// The JSON path of the value checked (the device's, in a device variation).
    var path: String {
      checked.path + localization + (device.map { ".variations.device." + $0 } ?? "")
    }

    /// The JSON path of the unit at `place` in the value checked.
    func path(_ place: StringsCheck.UnitPlace) -> String { path + place.path }

    func form(_ form: String?) -> String? {
      guard let device else { return form }
      return form.map { device + "/" + $0 } ?? device
    }
  }

  mutating func add(
    _ kind: StringsIssue.Kind, _ path: String, _ context: Context, form: String? = nil, value: String? = nil,
    detail: String? = nil
  ) {
    issues.append(
      StringsIssue(
        language: context.language, key: context.key, kind: kind, path: path, form: context.form(form),
        value: value, detail: detail))
  }

  mutating func compare(
    _ value: StringCatalog.Value, against source: StringCatalog.Value?, context: inout Context
  ) {
    if case .device(let devices) = value {
      for device in devices.keys.sorted(by: codePointOrder) {
        var inner = context
        inner.device = device
        compare(devices[device]!, against: source.map { Self.value($0, forDevice: device) }, context: &inner)
      }
      if case .device(let sourceDevices)? = source, devices[StringCatalog.otherDevice] == nil {
        for device in sourceDevices.keys.sorted(by: codePointOrder) where devices[device] == nil {
          add(.missingDevice(device), context.path + ".variations.device", context)
        }
      }
      return
    }
    if case .device? = source {
      compare(
        value, against: source.map { Self.value($0, forDevice: StringCatalog.otherDevice) }, context: &context
      )
      return
    }
    compareFlat(value, against: source, context: context)
  }

  /// The value a device sees: its own, else `other`, else the first device's.
  static func value(_ value: StringCatalog.Value, forDevice device: String) -> StringCatalog.Value {
    guard case .device(let devices) = value else { return value }
    return devices[device] ?? devices[StringCatalog.otherDevice]
      ?? devices[devices.keys.sorted(by: codePointOrder)[0]]!
  }

  /// What the checks need of a source value, the same in every language (a
  /// class, so each language's look-up shares it instead of copying it).
  final class SourceFacts {
    /// The source's string units by form ("" for the main string).
    var units: [String: StringCatalog.StringUnit]
    /// Whether any unit is a format string (has a placeholder or `%%`): a
    /// string with none is not formatted, and its "%" is shown as written.
    var formatted: Bool
    /// Whether the count of a plural value is an integer.
    var countIsInteger: Bool
    /// The complete strings, with their edge whitespace and whether they have
    /// letters outside placeholders.
    var variants: [(id: String, text: String, edges: EdgeWhitespace, hasLetters: Bool)]
    /// The `other` string, likewise.
    var other: (text: String, edges: EdgeWhitespace, hasLetters: Bool)
    /// The argument specs of the `other` string, and their readable form.
    var expected: [Int: String]
    var expectedDescription: String

    init(_ source: StringCatalog.Value) {
      let units = Checker.units(of: source)
      self.units = Dictionary(units.map { ($0.form ?? "", $0.unit) }) { a, _ in a }
      formatted = units.contains { Checker.hasFormatSyntax($0.unit.value) }
      let otherText = StringsCheck.otherText(of: source)
      countIsInteger = Checker.countIsInteger(otherText)
      variants = StringsCheck.variants(of: source).map {
        ($0.id, $0.text, EdgeWhitespace($0.text), StringsCheck.hasLetters(outsidePlaceholders: $0.text))
      }
      other = (otherText, EdgeWhitespace(otherText), StringsCheck.hasLetters(outsidePlaceholders: otherText))
      expected = FormatPlaceholder.specs(of: otherText) ?? [:]
      expectedDescription = FormatPlaceholder.describe(specs: expected)
    }
  }

  /// The facts of the source value of the key in `context`.
  mutating func sourceFacts(_ source: StringCatalog.Value, _ context: Context) -> SourceFacts {
    let checked = context.checked
    guard let device = context.device else {
      if let facts = checked.facts { return facts }
      let facts = SourceFacts(source)
      checked.facts = facts
      return facts
    }
    if let facts = checked.deviceFacts[device] { return facts }
    let facts = SourceFacts(source)
    checked.deviceFacts[device] = facts
    return facts
  }

  mutating func compareFlat(
    _ value: StringCatalog.Value, against source: StringCatalog.Value?, context: Context
  ) {
    // Placeholder problems already reported: a unit's, and (expected, found) pairs, so
    // one wrong argument shows once rather than in every form it flattens into.
    var placeholderProblemUnits: [StringsCheck.UnitPlace] = []
    var placeholderProblems = Set<String>()
    let facts = source.map { sourceFacts($0, context) }
    // States, empty strings, bidi controls and mixed placeholders: unit by unit.
    let sourceUnits = facts?.units
    // A string with no placeholder (and no "%%") in the source is not formatted:
    // its "%" is shown as written ("%" as a key, "100%").
    let formatted = facts?.formatted
    // The placeholders of each unit, by place, for the strings below that are the unit's.
    var parsedUnits: [(place: StringsCheck.UnitPlace, text: String, placeholders: [FormatPlaceholder]?)] = []
    // Units not marked translated: a copy among them is not reported twice.
    var unfinished: [StringsCheck.UnitPlace] = []
    for (form, place, unit) in Self.units(of: value) {
      if unit.state != "translated" {
        add(
          .notTranslated(state: unit.state), context.path(place) + ".state", context, form: form,
          value: unit.value)
        unfinished.append(place)
      }
      let sourceUnit = sourceUnits?[form ?? ""] ?? sourceUnits?[""]
      if unit.value.isEmpty, sourceUnit.map({ !$0.value.isEmpty }) ?? true {
        add(.empty, context.path(place) + ".value", context, form: form)
      }
      if let problem = Bidi.balanceProblem(in: unit.value) {
        add(.unbalancedBidi(problem), context.path(place) + ".value", context, form: form, value: unit.value)
      }
      let parsed = FormatPlaceholder.parse(unit.value)
      parsedUnits.append((place, unit.value, parsed))
      if let placeholders = parsed {
        let positional = placeholders.filter { $0.text.contains("$") }
        if !positional.isEmpty && positional.count < placeholders.count {
          let found = placeholders.map(\.text).joined(separator: ", ")
          add(
            .placeholderMismatch(expected: "all positional or all ordered", found: found),
            context.path(place) + ".value",
            context, form: form, value: unit.value,
            detail: "positional (%1$@) and ordered (%@) placeholders are mixed")
          placeholderProblemUnits.append(place)
        }
      } else if formatted ?? Self.hasFormatSyntax(unit.value) {
        add(
          .placeholderMismatch(expected: "well-formed placeholders", found: "a malformed %"),
          context.path(place) + ".value", context, form: form, value: unit.value,
          detail: Self.malformedDetail(unit.value))
        placeholderProblemUnits.append(place)
      }
    }
    // Plural categories, in the value and in each substitution: those the count's
    // type can select (an integer never selects Czech `many`, which is for fractions).
    let rules = samples(context.language)
    let countIsInteger = facts?.countIsInteger ?? Self.countIsInteger(StringsCheck.otherText(of: value))
    switch value {
    case .plural(let forms):
      checkForms(
        forms, rules: rules, integer: countIsInteger, path: { context.path + ".variations.plural" },
        form: nil,
        context: context)
    case .substituted(_, let subs):
      for name in subs.keys.sorted(by: codePointOrder) {
        let sub = subs[name]!
        checkForms(
          sub.forms, rules: rules, integer: !"fFeEgGaA".contains(sub.formatSpecifier.last ?? "f"),
          path: { context.path + ".substitutions[\(quoted(name))].variations.plural" }, form: name,
          context: context)
      }
    case .string:
      if case .plural? = source {
        for c in (countIsInteger ? rules.integerCategories : rules.categories) where c != .other {
          add(
            rules.onlyMillions(c) ? .rarePluralForm(c) : .missingPluralForm(c), context.path + ".stringUnit",
            context,
            detail: "a single string where the source has plural forms")
        }
      }
    case .device: break
    }
    checkSubstitutions(value, against: source, context: context)
    guard let facts else { return }
    // Placeholders, copies and edge whitespace: string by string, as users read them.
    let expected = facts.expected
    for variant in StringsCheck.variants(of: value) {
      let form = variant.id.isEmpty ? nil : variant.id
      let sourceVariant = facts.variants.first { $0.id == variant.id }
      let sourceText = sourceVariant?.text ?? facts.other.text
      // An empty string is reported as such; its placeholders and spaces are moot.
      if variant.text.isEmpty && !sourceText.isEmpty { continue }
      // A plural form's string is its unit's: parsed once.
      let parsed: [FormatPlaceholder]?
      if let unit = parsedUnits.first(where: { $0.place == variant.place }), unit.text == variant.text {
        parsed = unit.placeholders
      } else {
        parsed = FormatPlaceholder.parse(variant.text)
      }
      if placeholderProblemUnits.contains(variant.place) {
        // Reported above as malformed or mixed.
      } else if let parsed, let found = FormatPlaceholder.specs(of: parsed) {
        if let number = Self.hardCodedCount(
          variant, parsed, found: found, expected: expected, rules: rules)
        {
          add(
            .hardCodedNumber(number), context.path(variant.place) + ".value", context, form: form,
            value: variant.text,
            detail: "the \(context.language) form \(variant.category!.rawValue) also serves "
              + rules.integerExamples(variant.category!).joined(separator: ", ")
              + ": write the count's placeholder")
        } else if !Self.placeholdersMatch(found, expected, variant: variant, rules: rules) {
          let description = FormatPlaceholder.describe(specs: found)
          if placeholderProblems.insert(facts.expectedDescription + "|" + description).inserted {
            add(
              .placeholderMismatch(expected: facts.expectedDescription, found: description),
              context.path(variant.place) + ".value", context, form: form, value: variant.text,
              detail: Self.placeholderDetail(found, expected))
          }
        }
      } else if parsed != nil {
        add(
          .placeholderMismatch(expected: facts.expectedDescription, found: "inconsistent"),
          context.path(variant.place) + ".value", context, form: form, value: variant.text,
          detail: "one argument is read as two different types")
      }
      let sourceHasLetters = sourceVariant?.hasLetters ?? facts.other.hasLetters
      if !context.copiesAllowed, variant.text == sourceText,
        !unfinished.contains(variant.place),
        sourceHasLetters
      {
        add(.untranslated, context.path(variant.place) + ".value", context, form: form, value: variant.text)
      }
      let have = EdgeWhitespace(variant.text)
      let want = sourceVariant?.edges ?? facts.other.edges
      if have != want, !variant.text.isEmpty,
        !Self.fullWidthPunctuationEndsWithoutSpace(variant.text, have, want)
      {
        add(
          .whitespace(expected: want.description, found: have.description),
          context.path(variant.place) + ".value", context,
          form: form, value: variant.text)
      }
    }
  }

  /// Needed: the categories the count can select (integers for `%lld`, any for
  /// `%f`); one that only millions select is a note. Unused: a category the
  /// language's rules lack, except `zero`, which Apple platforms use for 0 in any
  /// language.
  mutating func checkForms(
    _ forms: [PluralCategory: StringCatalog.StringUnit], rules: PluralSamples, integer: Bool,
    path: () -> String,
    form: String?,
    context: Context
  ) {
    for c in (integer ? rules.integerCategories : rules.categories) where forms[c] == nil {
      if rules.onlyMillions(c) {
        add(
          .rarePluralForm(c), path(), context, form: form,
          detail: "only numbers from a million up ("
            + rules.integerExamples(c, limit: 2).joined(separator: ", ")
            + ") select it")
      } else {
        add(.missingPluralForm(c), path(), context, form: form)
      }
    }
    for c in PluralCategory.allCases where forms[c] != nil && !rules.categories.contains(c) && c != .zero {
      add(
        .unusedPluralForm(c), path() + ".\(c.rawValue)", context, form: form,
        detail: "the CLDR rules of \(context.language) use "
          + rules.categories.map(\.rawValue).joined(separator: ", "))
    }
  }

  /// Whether a plural value's count (its first integer argument, else its first
  /// number) is an integer; a value with no number placeholder counts as integer.
  static func countIsInteger(_ text: String) -> Bool {
    let specs = FormatPlaceholder.parse(text) ?? []
    if specs.contains(where: { $0.kind == .integer }) { return true }
    return !specs.contains(where: { $0.kind == .double })
  }

  mutating func checkSubstitutions(
    _ value: StringCatalog.Value, against source: StringCatalog.Value?, context: Context
  ) {
    guard case .substituted(let unit, let subs) = value else { return }
    let found = Self.describeSubstitutions(unit.value, subs)
    if let source {
      guard case .substituted(let sourceUnit, let sourceSubs) = source else { return }
      let expected = Self.describeSubstitutions(sourceUnit.value, sourceSubs)
      // Names are local to each localization: the arguments must agree.
      if Self.substitutionArguments(unit.value, subs)
        != Self.substitutionArguments(sourceUnit.value, sourceSubs)
      {
        add(.substitutionMismatch(expected: expected, found: found), context.path + ".substitutions", context)
      }
    } else if found.contains("=undefined") {
      add(
        .substitutionMismatch(expected: "a definition for every token", found: found),
        context.path + ".substitutions", context)
    }
  }

  /// "days=%1$lld, weeks=%2$lld"; a token with no definition is "name=undefined", a
  /// definition no token uses "name=unused".
  static func describeSubstitutions(_ format: String, _ subs: [String: StringCatalog.Substitution]) -> String
  {
    let tokens = Set((FormatPlaceholder.parse(format) ?? []).compactMap(\.substitution))
    let names = tokens.union(subs.keys).sorted(by: codePointOrder)
    if names.isEmpty { return "none" }
    return names.map { name in
      guard let sub = subs[name] else { return name + "=undefined" }
      let spec = "%\(sub.argumentNumber)$" + sub.formatSpecifier
      return name + "=" + (tokens.contains(name) ? spec : spec + " unused")
    }.joined(separator: ", ")
  }

  /// What the substitutions read, names aside: "%1$lld, %2$lld" sorted, with
  /// "undefined" for a token with no definition and "unused" for a definition no
  /// token uses.
  static func substitutionArguments(_ format: String, _ subs: [String: StringCatalog.Substitution])
    -> [String]
  {
    let tokens = Set((FormatPlaceholder.parse(format) ?? []).compactMap(\.substitution))
    return tokens.union(subs.keys).map { name in
      guard let sub = subs[name] else { return "undefined" }
      let spec = "%\(sub.argumentNumber)$" + sub.formatSpecifier
      return tokens.contains(name) ? spec : spec + " unused"
    }.sorted()
  }

  /// A trailing space the source has after its punctuation and the translation
  /// leaves out after full-width punctuation ("、" for ", "), which carries its own
  /// spacing.
  static func fullWidthPunctuationEndsWithoutSpace(
    _ text: String, _ have: EdgeWhitespace, _ want: EdgeWhitespace
  ) -> Bool {
    guard have.leading == want.leading, have.trailing.isEmpty, !want.trailing.isEmpty,
      want.trailing.allSatisfy({ $0 == " " }), let last = text.unicodeScalars.last
    else { return false }
    return (0x3000...0x303F).contains(last.value) || (0xFF00...0xFFEF).contains(last.value)
  }

  /// Every string unit of a value with its form and place.
  static func units(of value: StringCatalog.Value) -> [(
    form: String?, place: StringsCheck.UnitPlace, unit: StringCatalog.StringUnit
  )] {
    switch value {
    case .string(let unit): return [(nil, StringsCheck.UnitPlace(), unit)]
    case .plural(let forms):
      return PluralCategory.allCases.compactMap { c in
        forms[c].map { (c.rawValue, StringsCheck.UnitPlace(category: c), $0) }
      }
    case .substituted(let unit, let subs):
      var result: [(form: String?, place: StringsCheck.UnitPlace, unit: StringCatalog.StringUnit)] = [
        (nil, StringsCheck.UnitPlace(), unit)
      ]
      for name in subs.keys.sorted(by: codePointOrder) {
        let sub = subs[name]!
        for c in PluralCategory.allCases {
          // A form's `%arg` is its argument: checked as the placeholder it becomes.
          guard var u = sub.forms[c] else { continue }
          u.value = sub.filled(u.value)
          result.append(
            (
              name + "." + c.rawValue, StringsCheck.UnitPlace(substitution: name, category: c), u
            ))
        }
      }
      return result
    case .device(let devices):
      return devices.keys.sorted(by: codePointOrder).flatMap { device in
        units(of: devices[device]!).map {
          var place = $0.place
          place.device = device
          return (device + ($0.form.map { "/" + $0 } ?? ""), place, $0.unit)
        }
      }
    }
  }

  /// Whether a string's placeholders are the source's; a form whose category
  /// serves one integer alone (English and Hebrew `one`, Arabic `zero` and `two`,
  /// an explicit `zero`) may spell the count out instead.
  static func placeholdersMatch(
    _ found: [Int: String], _ expected: [Int: String], variant: StringsCheck.Variant, rules: PluralSamples
  )
    -> Bool
  {
    if found == expected { return true }
    guard let category = variant.category, [.zero, .one, .two].contains(category),
      !rules.servesSeveralIntegers(category), let count = countArgument(variant, expected)
    else { return false }
    var withoutCount = expected
    withoutCount[count] = nil
    return found == withoutCount
  }

  /// The argument a plural string's category is chosen by.
  static func countArgument(_ variant: StringsCheck.Variant, _ expected: [Int: String]) -> Int? {
    variant.countArgument ?? expected.filter({ ["d", "lld", "u", "llu"].contains($0.value) }).keys.min()
  }

  /// The number a form writes where its count goes, when its category serves
  /// several integers (Russian `one` is 1, 21, 31 …) and the count's placeholder is
  /// absent: "1" in "1 приложение".
  static func hardCodedCount(
    _ variant: StringsCheck.Variant, _ placeholders: [FormatPlaceholder], found: [Int: String],
    expected: [Int: String], rules: PluralSamples
  ) -> String? {
    guard let category = variant.category, category != .other, rules.servesSeveralIntegers(category),
      let count = countArgument(variant, expected), expected[count] != nil, found[count] == nil
    else { return nil }
    var stripped = variant.text
    for p in placeholders.reversed() { stripped.removeSubrange(p.range) }
    var digits = ""
    for c in stripped {
      if c.isNumber, c.wholeNumberValue != nil {
        digits.append(c)
      } else if !digits.isEmpty {
        break
      }
    }
    return digits.isEmpty ? nil : digits
  }

  /// What differs, argument by argument: "2 placeholders, the source has 3; argument
  /// 2 is %d here, %lld in the source; argument 3 is missing".
  static func placeholderDetail(_ found: [Int: String], _ expected: [Int: String]) -> String {
    var parts: [String] = []
    if found.count != expected.count {
      parts.append(
        "\(found.count) placeholder\(found.count == 1 ? "" : "s"), the source has \(expected.count)")
    }
    for argument in Set(found.keys).union(expected.keys).sorted() {
      switch (found[argument], expected[argument]) {
      case (let f?, let e?) where f != e:
        parts.append("argument \(argument) is %\(f) here, %\(e) in the source")
      case (nil, let e?): parts.append("argument \(argument) (%\(e)) is missing")
      case (let f?, nil): parts.append("argument \(argument) (%\(f)) is not in the source")
      default: break
      }
    }
    if Set(found.keys) == Set(expected.keys), found.values.sorted() == expected.values.sorted() {
      parts.append("the source's placeholders in another order: reorder them with positions (%2$@ … %1$lld)")
    }
    return parts.joined(separator: "; ")
  }

  /// Whether a string is a format string: it has a well-formed placeholder or a
  /// `%%` somewhere, even if another `%` in it is malformed.
  static func hasFormatSyntax(_ text: String) -> Bool {
    guard text.contains("%") else { return false }
    if let all = FormatPlaceholder.parse(text) { return !all.isEmpty || text.contains("%%") }
    if text.contains("%%") { return true }
    var i = text.startIndex
    while let start = text[i...].firstIndex(of: "%") {
      let after = text.index(after: start)
      let end = text[after...].firstIndex(of: "%") ?? text.endIndex
      if let found = FormatPlaceholder.parse(String(text[start..<end])), !found.isEmpty { return true }
      guard end < text.endIndex else { break }
      i = end
    }
    return false
  }

  /// Where the first malformed `%` is.
  static func malformedDetail(_ text: String) -> String {
    // Percent signs that start something (the second of "%%" does not).
    var starts: [String.Index] = []
    var i = text.startIndex
    while i < text.endIndex {
      if text[i] == "%" {
        starts.append(i)
        let next = text.index(after: i)
        if next < text.endIndex, text[next] == "%" {
          i = text.index(after: next)
          continue
        }
      }
      i = text.index(after: i)
    }
    for (n, start) in starts.enumerated() {
      let end = n + 1 < starts.count ? starts[n + 1] : text.endIndex
      if FormatPlaceholder.parse(String(text[..<end])) == nil {
        return "a % that starts no placeholder at “\(text[start...].prefix(8))” (write %% for a percent sign)"
      }
    }
    return "a % that starts no placeholder (write %% for a percent sign)"
  }

  /// Whether two catalog languages are the same language ("en" and "en-GB").
  func sameLanguage(_ a: String, _ b: String) -> Bool {
    func base(_ s: String) -> Substring {
      s.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(s)
    }
    return PseudoLocale(locale: a) == nil && base(a).lowercased() == base(b).lowercased()
  }
}

/// The spaces and line breaks a string starts and ends with.
struct EdgeWhitespace: Equatable, CustomStringConvertible {
  var leading: String
  var trailing: String

  init(_ text: String) {
    // A first and last byte that are ASCII and not spaces start and end
    // Characters that are not white space (a Character is white space by its
    // first scalar), so there is none at either edge.
    if let first = text.utf8.first, let last = text.utf8.last, Self.isASCIINotSpace(first),
      Self.isASCIINotSpace(last)
    {
      leading = ""
      trailing = ""
      return
    }
    let lead = text.prefix { $0.isWhitespace }
    leading = String(lead)
    var start = text.endIndex
    while start > lead.endIndex {
      let before = text.index(before: start)
      guard text[before].isWhitespace else { break }
      start = before
    }
    trailing = String(text[start...])
  }

  var description: String { "leading \(JSONString.quoted(leading)) trailing \(JSONString.quoted(trailing))" }

  /// An ASCII byte other than tab, line feed, vertical tab, form feed,
  /// carriage return and space (the ASCII characters with White_Space).
  static func isASCIINotSpace(_ byte: UInt8) -> Bool {
    byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte)
  }
}

extension StringCatalog {
  /// The device variation every device without its own uses.
  public static let otherDevice = "other"
}

private func quoted(_ s: String) -> String {
  JSONString.quoted(s)
}
