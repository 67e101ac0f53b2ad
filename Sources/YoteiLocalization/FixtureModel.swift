import Yotei

/// The locales, calendars and months a set of golden fixtures covers.
///
/// For each calendar the months are the one containing ``referenceDay`` and
/// ``monthsAround`` on each side. With the default reference day, 2024-03-20 (the
/// first day of the Persian year 1403), that is February to April 2024, Esfand 1402
/// to Ordibehesht 1403, and Adar I, Adar II and Nisan 5784 (a Hebrew leap year).
public struct FixtureMatrix: Sendable, Hashable {
  /// The default locales: 20 real ones and the two pseudo-locales.
  public static let defaultLocales = [
    "en_US", "en_GB", "ru_RU", "he_IL", "fa_IR", "ar_SA", "ar_EG", "de_DE", "ja_JP", "zh_CN", "hi_IN",
    "fr_FR", "es_ES", "tr_TR", "th_TH", "ko_KR", "pt_BR", "it_IT", "pl_PL", "uk_UA", "en-XA", "ar-XB",
  ]
  /// The default calendars.
  public static let defaultCalendars: [CalendarSystem] = [.gregorian, .persian, .hebrew]
  /// The default reference day, 2024-03-20.
  public static let defaultReferenceDay = Day(iso: 2024, 3, 20)!

  /// Locale identifiers (ICU ids or BCP 47 tags, `en-XA` and `ar-XB` included).
  public var locales: [String]
  /// Calendar systems.
  public var calendars: [CalendarSystem]
  /// The day whose month is the middle of each calendar's sample.
  public var referenceDay: Day
  /// How many months before and after the reference month to include.
  public var monthsAround: Int

  /// A matrix; `nil` lists mean the defaults.
  public init(
    locales: [String]? = nil, calendars: [CalendarSystem]? = nil, referenceDay: Day? = nil,
    monthsAround: Int = 1
  ) {
    self.locales = locales ?? Self.defaultLocales
    self.calendars = calendars ?? Self.defaultCalendars
    self.referenceDay = referenceDay ?? Self.defaultReferenceDay
    self.monthsAround = max(0, monthsAround)
  }

  /// A matrix from command-line style lists ("ru_RU,he_IL", "gregorian,hebrew");
  /// empty or `nil` lists mean the defaults.
  ///
  /// - Throws: ``LocalizationError/invalidLocale(_:reason:)`` or
  ///   ``LocalizationError/unknownCalendar(_:)``.
  public init(localeList: String?, calendarList: String?) throws(LocalizationError) {
    func items(_ list: String?) -> [String]? {
      let parts = (list ?? "").split(separator: ",").map(trimmedSpaces)
        .filter { !$0.isEmpty }
      return parts.isEmpty ? nil : parts
    }
    var calendars: [CalendarSystem]?
    if let names = items(calendarList) {
      calendars = []
      for name in names {
        do { calendars!.append(try CalendarSystem(identifier: name)) } catch { throw .unknownCalendar(name) }
      }
    }
    let locales = items(localeList)
    for locale in locales ?? [] where PseudoLocale(locale: locale) == nil {
      do { _ = try CalendarLocale(locale) } catch { throw .invalidLocale(locale, reason: error.reason) }
    }
    self.init(locales: locales, calendars: calendars)
  }
}

/// The data versions a fixture was rendered with.
public struct FixtureVersions: Sendable, Hashable, Codable {
  /// ICU's version ("72.1").
  public var icu: String
  /// The CLDR version in ICU's data ("42.0").
  public var cldr: String
  /// ICU's built-in time-zone data ("2022e").
  public var icuTimeZone: String
  /// The system tz database (`tzdata.zi` under `TZDIR` or /usr/share/zoneinfo), or
  /// "unknown".
  public var tzdb: String

  /// The versions of this process.
  public static var current: FixtureVersions {
    FixtureVersions(
      icu: YoteiVersions.icu, cldr: YoteiVersions.cldr, icuTimeZone: YoteiVersions.icuTimeZoneData,
      tzdb: systemTZDBVersion())
  }

  /// A memberwise initializer.
  public init(icu: String, cldr: String, icuTimeZone: String, tzdb: String) {
    self.icu = icu
    self.cldr = cldr
    self.icuTimeZone = icuTimeZone
    self.tzdb = tzdb
  }

  /// What changed from `old` to this: ["ICU 72.1 -> 74.2", "CLDR 42.0 -> 44.1"].
  public func changes(from old: FixtureVersions) -> [String] {
    var result: [String] = []
    if old.icu != icu { result.append("ICU \(old.icu) -> \(icu)") }
    if old.cldr != cldr { result.append("CLDR \(old.cldr) -> \(cldr)") }
    if old.icuTimeZone != icuTimeZone { result.append("ICU tz \(old.icuTimeZone) -> \(icuTimeZone)") }
    if old.tzdb != tzdb { result.append("tzdb \(old.tzdb) -> \(tzdb)") }
    return result
  }

  /// The stamp line of a text fixture.
  var textStamp: String { "# versions: icu=\(icu) cldr=\(cldr) icu-tz=\(icuTimeZone) tzdb=\(tzdb)" }

  var json: JSONText {
    .inlineObject([
      ("icu", .string(icu)), ("cldr", .string(cldr)), ("icuTimeZone", .string(icuTimeZone)),
      ("tzdb", .string(tzdb)),
    ])
  }

  /// Reads the stamp line of a text fixture.
  init?(textStamp line: Substring) {
    guard line.hasPrefix("# versions: ") else { return nil }
    var values: [String: String] = [:]
    for pair in line.dropFirst("# versions: ".count).split(separator: " ") {
      let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
      if kv.count == 2 { values[kv[0]] = kv[1] }
    }
    guard let icu = values["icu"], let cldr = values["cldr"], let tz = values["icu-tz"],
      let tzdb = values["tzdb"]
    else { return nil }
    self.init(icu: icu, cldr: cldr, icuTimeZone: tz, tzdb: tzdb)
  }

  private static func systemTZDBVersion() -> String {
    let dir = DataFile.environment("TZDIR") ?? "/usr/share/zoneinfo"
    guard let bytes = try? DataFile.read(dir + "/tzdata.zi"),
      let head = String(decoding: bytes.prefix(200), as: UTF8.self).split(separator: "\n").first,
      head.hasPrefix("# version ")
    else { return "unknown" }
    return trimmedSpaces(head.dropFirst("# version ".count))
  }
}

/// One file of a fixture set: a path relative to the fixture folder and its text.
public struct FixtureFile: Sendable, Hashable {
  /// The path relative to the folder ("ru-RU/hebrew.txt").
  public var path: String
  /// The text.
  public var contents: String

  /// A file.
  public init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }

  /// The lines that carry the data-version stamp, which a comparison ignores.
  static func isStampLine(_ line: Substring) -> Bool {
    line.hasPrefix("# versions: ") || line.hasPrefix("  \"versions\" : ")
  }

  /// The text without its version stamp.
  var body: String {
    contents.split(separator: "\n", omittingEmptySubsequences: false).filter { !Self.isStampLine($0) }
      .joined(separator: "\n")
  }

  /// The versions stamped in a text fixture.
  var versions: FixtureVersions? {
    contents.split(separator: "\n").lazy.compactMap { FixtureVersions(textStamp: $0) }.first
  }
}

/// `text` without leading and trailing white space.
func trimmedSpaces(_ text: Substring) -> String {
  guard let first = text.firstIndex(where: { !$0.isWhitespace }),
    let last = text.lastIndex(where: { !$0.isWhitespace })
  else { return "" }
  return String(text[first...last])
}

/// Paths the manifest records, relative to the fixture folder.
enum FixturePaths {
  /// `path` (relative to the working folder, or absolute) as seen from `directory`:
  /// "../Localizable.xcstrings" for `Localizable.xcstrings` and `l10n`. Absolute
  /// paths, and relative ones the words alone cannot relate (a `directory` above
  /// the working folder with a relative `path`), are kept as given.
  static func relative(_ path: String, from directory: String) -> String {
    guard path.hasPrefix("/") == directory.hasPrefix("/"), !path.hasPrefix("/") else { return path }
    guard let file = normalized(path), let folder = normalized(directory), !folder.contains("..") else {
      return path
    }
    var common = 0
    while common < folder.count, common < file.count - 1, folder[common] == file[common] { common += 1 }
    let up = Array(repeating: "..", count: folder.count - common)
    return (up + file[common...]).joined(separator: "/")
  }

  /// A path the manifest records, read from the folder it is in.
  static func resolve(_ path: String, in directory: String) -> String {
    path.hasPrefix("/") ? path : directory + "/" + path
  }

  /// The last part of a path: "Localizable.xcstrings" for "App/Localizable.xcstrings".
  static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// The parts of a relative path with "." and empty parts dropped and ".." applied,
  /// or `nil` when it climbs above its start and then goes down again.
  private static func normalized(_ path: String) -> [String]? {
    var parts: [String] = []
    for part in path.split(separator: "/") where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(String(part))
      }
    }
    return parts
  }
}
