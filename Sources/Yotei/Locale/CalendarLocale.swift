internal import CYoteiICU

/// A locale as Yotei uses it: names, digits, week rules, direction and the
/// default calendar, all from CLDR through ICU.
///
/// The identifier may be a BCP 47 tag (`fa-IR`, `en-GB-u-fw-mon`,
/// `ar-EG-u-nu-latn`) or an ICU id (`he_IL@calendar=hebrew`). An identifier
/// that is malformed, or whose language ICU has no data for, is refused with a
/// ``LocaleError`` instead of quietly becoming the root locale.
///
/// ```swift
/// let iran = try CalendarLocale("fa-IR")
/// iran.defaultCalendar      // .persian
/// iran.weekRule.weekend     // [.friday]
/// ```
public struct CalendarLocale: Hashable, Sendable, CustomStringConvertible {
  /// ICU's canonical form, with keywords (`fa_IR`, `en_GB@fw=mon`).
  public let identifier: String
  /// The BCP 47 form (`fa-IR`, `en-GB-u-fw-mon`).
  public let languageTag: String
  /// The language subtag (`fa`).
  public let language: String
  /// The region subtag, or an empty string (`IR`).
  public let region: String
  /// The script subtag, or an empty string.
  public let script: String
  /// The calendar CLDR gives this locale, or the one its `-u-ca-` keyword names.
  public let defaultCalendar: CalendarSystem
  /// Whether text in this locale runs right to left.
  public let isRightToLeft: Bool
  /// First weekday, minimal days and weekend, with `-u-fw-` honoured.
  public let weekRule: WeekRule
  /// The numbering system: the locale's default or its `-u-nu-` keyword.
  ///
  /// A calendar can have its own customary numerals in a locale (Hebrew
  /// letters for the Hebrew calendar in Hebrew); ``numberingSystem(for:)``
  /// gives those.
  public let numberingSystem: NumberingSystem
  /// Whether the identifier names its digits (`-u-nu-`, `@numbers=`).
  public let hasExplicitNumberingSystem: Bool

  /// The locale `en_US_POSIX`-free English used when a caller has no preference.
  ///
  /// It is `en-US` as ``init(_:)`` reads it from ICU 72's data, written out
  /// so that a process that never leaves English asks ICU nothing for it
  /// (about 0.7 M instructions of a `yotei-repl` start); a test compares it
  /// with `try CalendarLocale("en-US")`.
  public static let english = CalendarLocale(
    identifier: "en_US", languageTag: "en-US", language: "en", region: "US", script: "",
    defaultCalendar: .gregorian, isRightToLeft: false,
    weekRule: WeekRule(firstWeekday: .sunday, minimalDaysInFirstWeek: 1, weekend: englishWeekend()),
    numberingSystem: .latin, hasExplicitNumberingSystem: false)

  /// Saturday and Sunday, in a set HashedStorage made (a set literal would
  /// have the runtime look `Weekday`'s `Hashable` conformance up).
  private static func englishWeekend() -> Set<Weekday> {
    var days: Set<Weekday> = HashedStorage.set(capacity: 2)
    days.insert(.saturday)
    days.insert(.sunday)
    return days
  }

  /// A locale from its parts, as ``init(_:)`` would read them.
  private init(
    identifier: String, languageTag: String, language: String, region: String, script: String,
    defaultCalendar: CalendarSystem, isRightToLeft: Bool, weekRule: WeekRule,
    numberingSystem: NumberingSystem,
    hasExplicitNumberingSystem: Bool
  ) {
    self.identifier = identifier
    self.languageTag = languageTag
    self.language = language
    self.region = region
    self.script = script
    self.defaultCalendar = defaultCalendar
    self.isRightToLeft = isRightToLeft
    self.weekRule = weekRule
    self.numberingSystem = numberingSystem
    self.hasExplicitNumberingSystem = hasExplicitNumberingSystem
  }

  /// Reads and checks a locale identifier.
  ///
  /// - Throws: ``LocaleError`` when the identifier is malformed, its language
  ///   is unknown to ICU, or a keyword value (calendar, numbering system,
  ///   first weekday) is not one ICU or Yotei knows.
  public init(_ text: String) throws(LocaleError) {
    let trimmed = text.trimmingWhitespace()
    // Printable ASCII only: a NUL ("en\0US") once cut the identifier short
    // in C and read as "en".
    guard !trimmed.isEmpty,
      trimmed.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
    else {
      throw LocaleError(
        identifier: text,
        reason: "a locale identifier is ASCII letters, digits, '-' or '_', such as fa-IR")
    }
    // CLDR's undetermined and root locales name no language.
    if ["und", "root"].contains(
      trimmed.lowercased().split(whereSeparator: { "-_@".contains($0) }).first ?? "")
    {
      throw LocaleError(
        identifier: text,
        reason: "'\(trimmed)' names no language (und and root are CLDR's undetermined and root locales); "
          + "give a language such as en or fa-IR")
    }
    // A -u- key with no value ("en-US-u-ca") reads in ICU as the value
    // "yes", which would be reported as an unknown calendar named "yes".
    if let key = Self.unicodeKeyWithoutValue(in: trimmed) {
      let example = ["ca": "persian", "nu": "latn", "fw": "mon"][key] ?? "VALUE"
      let base = trimmed.split(separator: "-").first.map(String.init) ?? "en"
      throw LocaleError(
        identifier: text,
        reason: "the -u-\(key) keyword has no value; give one, such as \(base)-u-\(key)-\(example)")
    }
    var parsed: Int32 = 0
    guard let canonical = ICU.string(capacity: 160, { yotei_locale_canonicalize(trimmed, $0, $1, &parsed) }),
      !canonical.isEmpty
    else { throw LocaleError(identifier: text, reason: "ICU cannot read it as a locale identifier") }
    if trimmed.contains("-") && Int(parsed) < trimmed.utf8.count {
      let rest = String(trimmed.dropFirst(Int(parsed)))
      throw LocaleError(identifier: text, reason: "the part '\(quotedInput(rest))' is not valid BCP 47")
    }
    let language = ICU.string { yotei_locale_language(canonical, $0, $1) } ?? ""
    guard !language.isEmpty, yotei_locale_is_known(canonical) == 1 else {
      throw LocaleError(
        identifier: text,
        reason: "ICU has no data for the language '\(language.isEmpty ? trimmed : language)'")
    }
    self.identifier = canonical
    self.language = language
    self.region = ICU.string { yotei_locale_country(canonical, $0, $1) } ?? ""
    self.script = ICU.string { yotei_locale_script(canonical, $0, $1) } ?? ""
    self.languageTag = ICU.string { yotei_locale_to_tag(canonical, $0, $1) } ?? trimmed
    self.isRightToLeft = yotei_locale_is_rtl(canonical) == 1

    // Calendar: an explicit keyword, else CLDR's default for the region.
    let calendarName: String
    if let keyword = ICU.string({ yotei_locale_keyword(canonical, "calendar", $0, $1) }), !keyword.isEmpty {
      calendarName = keyword
    } else {
      calendarName = ICU.string { yotei_locale_default_calendar(canonical, $0, $1) } ?? "gregorian"
    }
    do {
      self.defaultCalendar = try CalendarSystem(identifier: calendarName)
    } catch {
      throw LocaleError(identifier: text, reason: "unknown calendar '\(calendarName)' in the locale")
    }

    // Numbering system: check an explicit keyword exists before ICU ignores it.
    if let nu = ICU.string({ yotei_locale_keyword(canonical, "numbers", $0, $1) }), !nu.isEmpty {
      do {
        self.numberingSystem = try NumberingSystem(name: nu)
        self.hasExplicitNumberingSystem = true
      } catch {
        throw LocaleError(identifier: text, reason: "unknown numbering system '\(nu)'")
      }
    } else {
      self.numberingSystem = NumberingSystem(locale: canonical)
      self.hasExplicitNumberingSystem = false
    }

    var rule = WeekRule(icuLocale: canonical)
    if let fw = ICU.string({ yotei_locale_keyword(canonical, "fw", $0, $1) }), !fw.isEmpty {
      guard let day = Weekday(name: fw) else {
        throw LocaleError(identifier: text, reason: "'\(fw)' in -u-fw- is not a weekday (mon, tue, ..., sun)")
      }
      rule.firstWeekday = day
    }
    self.weekRule = rule
  }

  public var description: String { languageTag }

  /// The first key of a BCP 47 `-u-` extension that has no value
  /// (`en-US-u-ca`, `en-u-fw-nu-latn`), lowercased, or `nil`.
  static func unicodeKeyWithoutValue(in tag: String) -> String? {
    let subtags = tag.lowercased().split(separator: "-", omittingEmptySubsequences: false)
    guard let u = subtags.dropFirst().firstIndex(of: "u") else { return nil }
    var i = u + 1
    while i < subtags.count, subtags[i].count != 1 {
      if subtags[i].count == 2 {
        let next = i + 1 < subtags.count ? subtags[i + 1].count : 0
        if next < 3 { return String(subtags[i]) }
      }
      i += 1
    }
    return nil
  }

  /// The digits this locale writes dates of `calendar` in: the `-u-nu-`
  /// keyword when the identifier has one, else the numerals CLDR gives the
  /// calendar's date formats in this locale, else ``numberingSystem``.
  ///
  /// Hebrew-calendar dates in Hebrew use Hebrew letter numerals, as ICU and
  /// Foundation print them; every other pair in CLDR 42 keeps the locale's
  /// digits. ``CalendarSymbols`` and the picker both use this choice.
  ///
  /// ```swift
  /// let hebrew = try CalendarLocale("he-IL")
  /// print(hebrew.numberingSystem(for: .hebrew))     // hebr
  /// print(hebrew.numberingSystem(for: .gregorian))  // latn
  /// print(try CalendarLocale("he-IL-u-nu-latn").numberingSystem(for: .hebrew))  // latn
  /// ```
  public func numberingSystem(for calendar: CalendarSystem) -> NumberingSystem {
    if hasExplicitNumberingSystem { return numberingSystem }
    return customaryNumberingSystem(for: calendar) ?? numberingSystem
  }

  /// The numbering system CLDR's date formats of `calendar` use as a whole in
  /// this locale (`hebr` for Hebrew in Hebrew), or `nil` when they use the
  /// locale's digits or override only single fields.
  func customaryNumberingSystem(for calendar: CalendarSystem) -> NumberingSystem? {
    // CLDR sets no digits for Gregorian dates in en_US (tested against ICU's data).
    if calendar == .gregorian && identifier == "en_US" { return nil }
    // Asked for every cell of a grid: cached per locale and calendar.
    return CustomaryDigits.shared.value(identifier + "|" + calendar.rawValue) {
      let name = dateNumbersOverride(calendar: calendar, style: .long)
      guard !name.isEmpty, !name.contains("=") else { return nil }
      return try? NumberingSystem(name: name)
    }
  }

  /// CLDR's numbering override of a date style of `calendar` in this locale:
  /// `hebr`, `d=hanidays`, or an empty string.
  func dateNumbersOverride(calendar: CalendarSystem, style: DateStyle) -> String {
    let base = baseIdentifier
    return SymbolCache.shared.text(key: "nov|\(base)|\(calendar.icuType)|\(style.rawValue)") {
      ICU.string { yotei_date_numbers_override(base, calendar.icuType, style.icuStyle, $0, $1) } ?? ""
    }
  }

  /// The locale identifier ICU should use for `calendar` and an optional
  /// numbering system override: the base identifier with `calendar=` and
  /// `numbers=` (this locale's digits unless `numbers` names others).
  func icuIdentifier(calendar: CalendarSystem, numbers: String? = nil) -> String {
    // Appended in place: a date's text asks for it several times, and `day`
    // writes 17 (a split and a join cost about 7,000 instructions a call).
    var text = baseIdentifier
    text += "@calendar="
    text += calendar.icuType
    text += ";numbers="
    text += numbers ?? numberingSystem.name
    return text
  }

  /// ``identifier`` without its `@` keywords (`fa_IR`).
  var baseIdentifier: String {
    guard let at = identifier.utf8.firstIndex(of: UInt8(ascii: "@")) else { return identifier }
    return String(identifier[..<at])
  }

  /// Identifiers of the locales ICU has data for, in ICU form (`fa_IR`).
  public static var availableIdentifiers: [String] {
    (0..<yotei_locale_count()).compactMap { i in yotei_locale_at(i).map { String(cString: $0) } }
  }
}

/// The customary digits of each locale and calendar asked for, by
/// `identifier|calendar`.
final class CustomaryDigits: Sendable {
  static let shared = CustomaryDigits()
  private let values: Lock<[String: NumberingSystem?]> = HashedStorage.lockedDictionary(capacity: 32)

  func value(_ key: String, _ make: () -> NumberingSystem?) -> NumberingSystem? {
    if let hit = values.withLock({ $0[key] }) { return hit }
    let value = make()
    values.withLock { cache in
      if cache.count >= 1024 { cache.removeAll(keepingCapacity: true) }
      cache[key] = value
    }
    return value
  }
}

/// A locale identifier Yotei refused, and why.
public struct LocaleError: YoteiError, Hashable {
  /// The identifier as given (shortened past 64 characters).
  public let identifier: String
  /// Why it was refused.
  public let reason: String
  /// An error for `identifier`; a long identifier is shortened, in the
  /// reason too (see `quotedInput(_:)`).
  public init(identifier: String, reason: String) {
    self.identifier = quotedInput(identifier)
    self.reason = shortening(reason, input: identifier)
  }
  /// `locale`.
  public var field: String { "locale" }
  /// The identifier.
  public var value: String { identifier }
  /// What a locale identifier may be.
  public var allowed: String { "a BCP 47 tag or ICU locale id of a language ICU has data for, such as fa-IR" }
  /// `invalid locale 'xx-YY': ICU has no data for the language 'xx'`.
  public var message: String { "invalid locale '\(identifier)': \(reason)" }
  public var description: String { message }
}

extension CalendarLocale: Codable {
  /// Decodes a locale from its identifier (`fa_IR`, `he-IL-u-nu-hebr`),
  /// validated as ``init(_:)`` validates it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let identifier = try container.decode(String.self)
    do {
      try self.init(identifier)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the locale as its ``identifier``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(identifier)
  }
}
