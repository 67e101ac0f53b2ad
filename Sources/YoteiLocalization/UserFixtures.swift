import Yotei

/// A date format a fixture renders: a CLDR date style or an ICU skeleton.
///
/// ```swift
/// try DateFormatSpec("full")      // .style(.full): the locale's full date
/// try DateFormatSpec("yMMMMd")    // .skeleton("yMMMMd"): the locale's best pattern for it
/// ```
public enum DateFormatSpec: Sendable, Hashable, CustomStringConvertible {
  /// The locale's date in one of CLDR's four lengths.
  case style(DateStyle)
  /// The locale's best pattern for an ICU skeleton (`yMMMMd`, `EEEE`, `MMMy`).
  case skeleton(String)

  /// Reads `full`, `long`, `medium`, `short` or a skeleton of ICU date field letters.
  ///
  /// - Throws: ``LocalizationError/invalidFormat(_:reason:)`` naming what is wrong.
  public init(_ text: String) throws(LocalizationError) {
    if let style = DateStyle(rawValue: text.lowercased()) {
      self = .style(style)
      return
    }
    guard !text.isEmpty else { throw .invalidFormat(text, reason: "empty") }
    if let bad = text.first(where: { !Self.skeletonLetters.contains($0) }) {
      throw .invalidFormat(
        text,
        reason: "'\(bad)' is not an ICU date field letter; use full, long, medium, short or a skeleton "
          + "such as yMMMMd, EEEE or MMMy")
    }
    self = .skeleton(text)
  }

  /// A comma-separated list ("full,yMMMMd").
  public static func list(_ text: String) throws(LocalizationError) -> [DateFormatSpec] {
    var result: [DateFormatSpec] = []
    for item in text.split(separator: ",") {
      let trimmed = String(item.filter { $0 != " " })
      guard !trimmed.isEmpty else { continue }
      result.append(try DateFormatSpec(trimmed))
    }
    guard !result.isEmpty else { throw .invalidFormat(text, reason: "no format in the list") }
    return result
  }

  /// ICU's date-field letters that a date (not a time) skeleton may use:
  /// the core's, which `CalendarSymbols.format(_:skeleton:)` checks.
  static let skeletonLetters = CalendarSymbols.dateFieldLetters

  public var description: String {
    switch self {
    case .style(let style): return style.rawValue
    case .skeleton(let skeleton): return skeleton
    }
  }

  /// `day` in this format for the locale and calendar of `symbols`.
  func render(_ day: Day, symbols: CalendarSymbols) -> String {
    switch self {
    case .skeleton(let skeleton): return (try? symbols.format(day, skeleton: skeleton)) ?? day.isoString
    case .style(let style): return (try? symbols.format(day, style: style)) ?? day.isoString
    }
  }
}

/// The user's inputs of a fixture set: a String Catalog to render, and date formats
/// with the dates to render them on.
public struct FixtureInputs: Sendable, Equatable {
  /// The catalog whose every key is rendered in every locale (`strings/<locale>.txt`).
  public var catalog: StringCatalog?
  /// Where the catalog came from, as given (recorded in the manifest).
  public var catalogFile: String?
  /// SHA-256 of the catalog file's bytes (recorded in the manifest).
  public var catalogHash: String?
  /// Date formats rendered in every locale and calendar (`formats/<locale>/<calendar>.txt`).
  public var formats: [DateFormatSpec]
  /// The dates the formats are rendered on.
  public var dates: [Day]
  /// Where the dates came from, as given, or `nil` for ``defaultDates``.
  public var datesFile: String?

  /// Inputs; `dates` defaults to ``defaultDates``.
  public init(
    catalog: StringCatalog? = nil, catalogFile: String? = nil, catalogHash: String? = nil,
    formats: [DateFormatSpec] = [], dates: [Day]? = nil, datesFile: String? = nil
  ) {
    self.catalog = catalog
    self.catalogFile = catalogFile
    self.catalogHash = catalogHash
    self.formats = formats
    self.dates = dates ?? Self.defaultDates
    self.datesFile = datesFile
  }

  /// Inputs with the catalog read from the text of `file`.
  ///
  /// - Throws: ``LocalizationError/unreadableCatalog(file:_:)``.
  public static func catalog(text: String, file: String) throws(LocalizationError) -> FixtureInputs {
    do {
      let catalog = try StringCatalog(xcstrings: text)
      return FixtureInputs(catalog: catalog, catalogFile: file, catalogHash: SHA256.hex(Array(text.utf8)))
    } catch {
      throw .unreadableCatalog(file: file, error)
    }
  }

  /// Inputs with the catalog read from `path`, any kind ``CatalogSource`` reads
  /// (an `.xcstrings`, an XLIFF, `.strings`/`.stringsdict` tables), recorded as
  /// `file` (by default `path`) with the SHA-256 of every file's bytes.
  ///
  /// - Throws: ``LocalizationError/unreadableCatalog(file:_:)``.
  public static func catalog(path: String, file: String? = nil) throws(LocalizationError) -> FixtureInputs {
    let (catalog, bytes) = try CatalogSource.read(path)
    return FixtureInputs(catalog: catalog, catalogFile: file ?? path, catalogHash: SHA256.hex(bytes))
  }

  /// A copy with these formats and dates.
  func with(formats: [DateFormatSpec], dates: [Day], datesFile: String?) -> FixtureInputs {
    var copy = self
    copy.formats = formats
    copy.dates = dates
    copy.datesFile = datesFile
    return copy
  }

  /// Whether there is nothing of the user's to render (then the month sheets are).
  public var isEmpty: Bool { catalog == nil && formats.isEmpty }

  /// The default dates: month starts and ends, leap days, Adar I and Adar II, 30
  /// Esfand, Nowruz, Ramadan and the Japanese era changes, as ISO days.
  ///
  /// - 2024-01-01, 2024-01-31, 2024-02-29 (leap day), 2024-03-01, 2023-02-28,
  ///   2024-12-31, 2025-01-01;
  /// - 2024-02-10 (1 Adar I 5784), 2024-03-10 (30 Adar I), 2024-03-11 (1 Adar II),
  ///   2024-04-08 (29 Adar II), 2025-03-01 (1 Adar 5785, a common year),
  ///   2024-10-03 (1 Tishrei 5785);
  /// - 2024-03-19 (29 Esfand 1402), 2024-03-20 (1 Farvardin 1403), 2025-03-20
  ///   (30 Esfand 1403, a leap year), 2025-03-21 (1 Farvardin 1404);
  /// - 2024-03-11 (1 Ramadan 1445 in Umm al-Qura), 2024-04-10 (1 Shawwal 1445);
  /// - 1989-01-07 (Shōwa 64), 1989-01-08 (Heisei 1), 2019-04-30 (Heisei 31),
  ///   2019-05-01 (Reiwa 1).
  public static let defaultDates: [Day] = [
    (2023, 2, 28), (2024, 1, 1), (2024, 1, 31), (2024, 2, 10), (2024, 2, 29), (2024, 3, 1), (2024, 3, 10),
    (2024, 3, 11), (2024, 3, 19), (2024, 3, 20), (2024, 4, 8), (2024, 4, 10), (2024, 10, 3), (2024, 12, 31),
    (2025, 1, 1), (2025, 3, 1), (2025, 3, 20), (2025, 3, 21), (1989, 1, 7), (1989, 1, 8), (2019, 4, 30),
    (2019, 5, 1),
  ].map { Day(iso: $0.0, $0.1, $0.2)! }.sorted()
}

/// What a manifest says the fixtures were made from.
struct FixtureInputRecord: Sendable, Equatable {
  /// The catalog file, as given to `generate`.
  var catalogFile: String?
  /// SHA-256 of its bytes.
  var catalogHash: String?
  /// The formats, as written ("full", "yMMMMd").
  var formats: [String]
  /// The dates, ISO.
  var dates: [String]
  /// The dates file, as given.
  var datesFile: String?

  init(_ inputs: FixtureInputs) {
    catalogFile = inputs.catalogFile
    catalogHash = inputs.catalogHash
    formats = inputs.formats.map(\.description)
    dates = inputs.formats.isEmpty ? [] : inputs.dates.map(\.isoString)
    datesFile = inputs.formats.isEmpty ? nil : inputs.datesFile
  }

  init(catalogFile: String?, catalogHash: String?, formats: [String], dates: [String], datesFile: String?) {
    self.catalogFile = catalogFile
    self.catalogHash = catalogHash
    self.formats = formats
    self.dates = dates
    self.datesFile = datesFile
  }

  var json: JSONText {
    var members: [(String, JSONText)] = []
    if let catalogFile, let catalogHash {
      members.append(
        ("catalog", .inlineObject([("file", .string(catalogFile)), ("sha256", .string(catalogHash))])))
    }
    members.append(("formats", .inlineArray(formats.map(JSONText.string))))
    members.append(("dates", .array(dates.map(JSONText.string))))
    if let datesFile { members.append(("datesFile", .string(datesFile))) }
    return .object(members)
  }

  /// What changed from `old` (the manifest's) to this: "catalog Localizable.xcstrings
  /// sha256 1a2b3c4d5e6f -> 0f9e8d7c6b5a", "formats full -> full, yMMMMd", "dates 22 -> 3".
  func changes(from old: FixtureInputRecord) -> [(kind: String, text: String)] {
    var result: [(String, String)] = []
    if old.catalogHash != catalogHash {
      let name = catalogFile ?? old.catalogFile ?? "catalog"
      result.append(
        (
          "catalog",
          "catalog \(name) sha256 \(old.catalogHash?.prefix(12) ?? "none") -> \(catalogHash?.prefix(12) ?? "none")"
        ))
    }
    if old.formats != formats {
      result.append(
        ("formats", "formats \(old.formats.joined(separator: ", ")) -> \(formats.joined(separator: ", "))"))
    }
    if old.dates != dates {
      let added = Set(dates).subtracting(old.dates).count
      let removed = Set(old.dates).subtracting(dates).count
      result.append(
        ("dates", "dates \(old.dates.count) -> \(dates.count) (\(added) added, \(removed) removed)"))
    }
    return result
  }
}

/// The fixture files of the user's inputs.
enum UserFixtures {
  /// `strings/<locale>.txt` for every locale, and `formats/<locale>/<calendar>.txt`
  /// for every locale and calendar.
  static func render(_ matrix: FixtureMatrix, _ inputs: FixtureInputs, versions: FixtureVersions)
    throws(LocalizationError) -> [FixtureFile]
  {
    var files: [FixtureFile] = []
    if let catalog = inputs.catalog {
      for locale in matrix.locales {
        files.append(
          FixtureFile(
            path: "strings/" + FixtureGenerator.directoryName(locale) + ".txt",
            contents: strings(catalog, file: inputs.catalogFile ?? "", locale: locale, versions: versions)))
      }
    }
    if !inputs.formats.isEmpty {
      for locale in matrix.locales {
        for calendar in matrix.calendars {
          files.append(
            FixtureFile(
              path: "formats/" + FixtureGenerator.directoryName(locale) + "/" + calendar.rawValue + ".txt",
              contents: try formats(inputs, locale: locale, calendar: calendar, versions: versions)))
        }
      }
    }
    return files
  }

  /// Numbers that reach every plural category of `rules`: 0, 1, 2, 3, 5, 11, 21,
  /// 101, then the smallest integer of any category those miss.
  static func sampleIntegers(_ rules: PluralRules) -> [Int] {
    var samples = [0, 1, 2, 3, 5, 11, 21, 101]
    var covered = Set(samples.map { rules.category(for: $0) })
    for n in 0...200 where !covered.contains(rules.category(for: n)) {
      covered.insert(rules.category(for: n))
      samples.append(n)
    }
    return samples.sorted()
  }

  static let sampleTexts = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald"]

  static func strings(_ catalog: StringCatalog, file: String, locale: String, versions: FixtureVersions)
    -> String
  {
    let localizer = Localizer(checked: locale, catalog: catalog)
    let pseudo = PseudoLocale(locale: locale)
    let rules = PluralRules(checked: pseudo?.baseLanguage ?? locale)
    let integers = sampleIntegers(rules)
    var lines = [
      "# Yotei fixtures: every key of \(file.isEmpty ? "the catalog" : FixturePaths.lastComponent(file)) in \(locale)",
      versions.textStamp,
      "# locale=\(locale) chain=\(localizer.fallbackChain.joined(separator: ">")) plurals="
        + rules.categories.map(\.rawValue).joined(separator: ",") + " integers="
        + integers.map(String.init).joined(separator: ",") + " texts=" + sampleTexts.joined(separator: ","),
      "",
    ]
    for key in catalog.keys {
      let entry = catalog.entries[key]!
      let source = entry.localizations[catalog.sourceLanguage] ?? .string(.init(key))
      let specs = FormatPlaceholder.specs(of: StringsCheck.otherText(of: source)) ?? [:]
      let count = specs.keys.max() ?? 0
      let numeric = specs.values.contains { $0 != "@" && !$0.hasPrefix("#") }
      let hasInteger = specs.values.contains {
        ["d", "lld", "u", "llu", "x", "llx", "o", "llo"].contains($0)
      }
      func arguments(_ n: Double) -> [FormatArgument] {
        (1...max(count, 1)).prefix(count).map { i in
          switch specs[i] {
          case "@"?, nil: return .text(sampleTexts[(i - 1) % sampleTexts.count])
          case let spec? where spec.hasSuffix("f") || spec.hasSuffix("e") || spec.hasSuffix("g"):
            return .double(n)
          default: return .integer(Int(n))
          }
        }
      }
      if !numeric {
        lines.append("\(escaped(key)): " + escaped(localizer.string(key, arguments: arguments(0))))
        continue
      }
      var samples = integers.map(Double.init)
      if !hasInteger { samples.append(1.5) }
      for n in samples {
        let label = n == n.rounded() ? String(Int(n)) : String(n)
        lines.append("\(escaped(key)) [\(label)]: " + escaped(localizer.string(key, arguments: arguments(n))))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func formats(
    _ inputs: FixtureInputs, locale localeID: String, calendar: CalendarSystem, versions: FixtureVersions
  )
    throws(LocalizationError) -> String
  {
    let pseudo = PseudoLocale(locale: localeID)
    let dataID = pseudo.map { "en_" + ($0 == .accented ? "XA" : "XB") } ?? localeID
    let locale: CalendarLocale
    do { locale = try CalendarLocale(dataID) } catch { throw .invalidLocale(localeID, reason: error.reason) }
    let symbols = CalendarSymbols(
      locale: locale, calendar: calendar, numberingSystem: pseudo == nil ? nil : NumberingSystem.latin)
    func shown(_ text: String) -> String { pseudo?.transform(text) ?? text }
    var lines = [
      "# Yotei fixtures: date formats in \(localeID), \(calendar.rawValue) calendar",
      versions.textStamp,
      "# locale=\(locale.identifier) numbers=\(symbols.numberingSystem.name) pseudo=\(pseudo?.rawValue ?? "none") "
        + "formats=" + inputs.formats.map(\.description).joined(separator: ","),
    ]
    for day in inputs.dates {
      let inCalendar = (try? calendar.checkedDate(of: day)).map(\.monthCodeString) ?? "outside the calendar"
      lines.append("")
      lines.append("## \(day.isoString) (\(calendar.rawValue) \(inCalendar))")
      for format in inputs.formats {
        lines.append("\(format): " + shown(format.render(day, symbols: symbols)))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Line breaks and tabs written as `\n` and `\t`, so one string is one line.
  static func escaped(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\\": out += "\\\\"
      default: out.append(c)
      }
    }
    return out
  }
}
