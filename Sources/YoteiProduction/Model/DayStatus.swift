import Yotei
import YoteiLocalization

/// What kind of day a day is in a production calendar.
///
/// The raw values are the names the REPL and the JSON format use.
public enum DayKind: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
  /// A normal working day.
  case working
  /// A day of the region's weekend.
  case weekend
  /// A public holiday (a rest day by law, or an extra day off by decree).
  case holiday
  /// A day off that was moved here from another date.
  case transferredDayOff
  /// A weekend day that works, usually in exchange for a transferred day off.
  case transferredWorking

  /// Whether people work on a day of this kind.
  public var isWorking: Bool { self == .working || self == .transferredWorking }
  public var description: String { rawValue }
}

/// How a shortened working day is shortened.
public enum Shortening: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The day is this many hours shorter than usual (Russia: one hour).
  case by(ExactHours)
  /// The day lasts at most this many hours (Israel: holiday eves, 7 hours).
  case to(ExactHours)

  /// The hours lost on a day that would last `dailyHours`.
  public func hoursLost(dailyHours: ExactHours) -> ExactHours {
    switch self {
    case .by(let hours): return min(hours, dailyHours)
    case .to(let cap): return max(.zero, dailyHours - cap)
    }
  }

  public var description: String {
    switch self {
    case .by(let hours): return "-\(hours)h"
    case .to(let hours): return "max \(hours)h"
    }
  }
}

/// Looks up a localized holiday name by its stable key (such as
/// `holiday.ru.newYear`) and a checked locale (`ru`, `he-IL`).
///
/// Pass one backed by the string catalogs of `YoteiLocalization`; return `nil`
/// to fall back to the names in the dataset.
public typealias HolidayNameLookup = @Sendable (_ key: String, _ locale: CalendarLocale) -> String?

/// The name of a holiday or other reason for a day off: a stable key for
/// localization plus the names the dataset ships.
public struct HolidayName: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The stable key, such as `holiday.ru.newYear`, used to look the name up in
  /// string catalogs.
  public var nameKey: String
  /// Names from the dataset, keyed by language (`en`, `ru`, `he`, `fa`).
  public var names: [String: String] {
    get { texts.names }
    set { texts = HolidayNameTexts(newValue) }
  }
  /// The names, held by reference (see ``HolidayNameTexts``).
  private var texts: HolidayNameTexts

  /// A name with its stable key and the dataset's names by language.
  public init(nameKey: String, names: [String: String]) {
    self.nameKey = nameKey
    self.texts = HolidayNameTexts(names)
  }

  /// A name whose texts are read when first asked for (a shipped region's).
  init(nameKey: String, texts: HolidayNameTexts) {
    self.nameKey = nameKey
    self.texts = texts
  }

  private enum CodingKeys: String, CodingKey {
    case nameKey, names
  }

  /// Decodes `nameKey` and `names`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      nameKey: try container.decode(String.self, forKey: .nameKey),
      names: try container.decode([String: String].self, forKey: .names))
  }

  /// Encodes `nameKey` and `names`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(nameKey, forKey: .nameKey)
    try container.encode(names, forKey: .names)
  }

  /// The name for `locale`: from `lookup` if it knows the key, else from the
  /// dataset in the locale's language, found as the string catalog finds it
  /// (`pt-BR`, then `pt`; `zh-Hans` for `zh-CN`, `zh-Hant` for `zh-TW`), else
  /// English, else the key.
  public func name(locale: CalendarLocale = .english, lookup: HolidayNameLookup? = HolidayName.catalogLookup)
    -> String
  {
    if let lookup, let text = lookup(nameKey, locale) { return text }
    return Localizer.language(for: locale, among: Array(names.keys)).flatMap { names[$0] } ?? names["en"]
      ?? nameKey
  }

  /// The name for a locale identifier (`ru`, `fa_IR`), checked as
  /// `CalendarLocale.init(_:)` checks it; see ``name(locale:lookup:)-(CalendarLocale,_)``.
  ///
  /// - Throws: `LocaleError` when the identifier is malformed or its language
  ///   unknown (`"!!!"`, `"xx-YY"`).
  public func name(locale: String, lookup: HolidayNameLookup? = HolidayName.catalogLookup)
    throws(LocaleError) -> String
  {
    name(locale: try CalendarLocale(locale), lookup: lookup)
  }

  public var description: String { name() }

  /// `name` with the observed marker of `locale` (`marker.observed` in
  /// Yotei's catalog: "%@ (observed)"); the English marker when `catalog` is
  /// false or the catalog has none.
  public static func observed(_ name: String, locale: CalendarLocale, catalog: Bool = true) -> String {
    guard catalog else { return name + " (observed)" }
    let localizer = Localizer(locale: locale)
    guard localizer.resolve("marker.observed").value != nil else { return name + " (observed)" }
    return localizer.string("marker.observed", .text(name))
  }

  /// Looks a holiday's name up in Yotei's string catalog (`Resources/YoteiLocalization`).
  ///
  /// It answers only when the catalog has the key in the locale's own
  /// language chain (`fa_IR` -> `fa`), not through the English fallback, so
  /// a dataset's own name in that language still wins over English.
  public static let catalogLookup: HolidayNameLookup = { key, locale in
    lookup(in: Localizer(locale: locale))(key, locale)
  }

  /// ``catalogLookup``'s rule on a given localizer (a session's, with its
  /// own catalogs): it answers only in the asked locale's own language, so a
  /// Kazakh, Uzbek, Belarusian or Tatar reader gets the dataset's name in
  /// that language rather than the catalog's English.
  public static func lookup(in localizer: Localizer) -> HolidayNameLookup {
    { key, locale in
      let resolution = localizer.resolve(key)
      func primary(_ tag: String) -> String {
        String(tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
      }
      guard let language = resolution.language, resolution.value != nil,
        resolution.isPseudo || primary(language) == locale.language
      else { return nil }
      return localizer.string(key)
    }
  }
}

/// Which layer of the data decided a day's kind.
public enum DayOrigin: String, Sendable, Codable, CaseIterable {
  /// An ordinary working day (no rule applies).
  case regular
  /// The region's weekend rule.
  case weekendRule
  /// A holiday rule, on the holiday's own date.
  case holidayRule
  /// A holiday rule's move (a substitute day off, or a relocated holiday).
  case holidayMove
  /// A decree's transfer of a day off.
  case decreeTransfer
  /// A decree making a weekend day a working day.
  case decreeWorkingDay
  /// A decree's extra day off.
  case decreeDayOff
  /// An ad-hoc closure (heat, mourning, elections).
  case closure
}

/// Everything a production calendar says about one day.
public struct DayStatus: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The day.
  public var day: Day
  /// The region code (`RU`, `IL`, `IR`, `US`, or a user's own).
  public var region: String
  /// The kind of day.
  public var kind: DayKind
  /// How the day is shortened, if it is a shortened working day.
  public var shortening: Shortening?
  /// The holidays on this day, or moved to it (several when they coincide).
  public var holidays: [HolidayName]
  /// For a transferred day off or a moved holiday: the date it came from.
  public var transferredFrom: Day?
  /// For a transferred working day: the day off it was swapped with.
  public var swappedWith: Day?
  /// Which layer of the data decided the kind.
  public var origin: DayOrigin
  /// The identifier of the source that decided the kind (a decree, a law),
  /// as listed in the region's sources.
  public var source: String?
  /// Whether the status is an estimate: past the region's confirmed data, or
  /// resting on an estimated lunar month.
  public var estimated: Bool
  /// For a shortened day: weeks shorter than this keep the full day (see
  /// ``ShorteningRule/minimumWeeklyHours``); `nil` when every week is
  /// shortened.
  public var shorteningMinimumWeeklyHours: ExactHours? = nil

  /// Whether people work on this day.
  public var isWorking: Bool { kind.isWorking }
  /// Whether this is a shortened working day.
  public var isShortened: Bool { shortening != nil && kind.isWorking }

  /// Whether this is the day off given for a holiday that fell on another
  /// day (a substitute day by rule: the United States' observed days,
  /// Russia's automatic transfers), as opposed to the holiday itself.
  public var isObserved: Bool { kind == .transferredDayOff && origin == .holidayMove }

  /// The holiday name for `locale`, or `nil` when no holiday is on this day;
  /// a language without names gets the English ones.
  ///
  /// Several coinciding holidays are joined with " / ". An observed day
  /// (``isObserved``) carries the catalog's observed marker
  /// (`marker.observed`): "Independence Day (observed)", in Russian
  /// "… (перенесён)"; without a `lookup`, the English marker.
  public func name(locale: CalendarLocale = .english, lookup: HolidayNameLookup? = HolidayName.catalogLookup)
    -> String?
  {
    guard !holidays.isEmpty else { return nil }
    let name = holidays.map { $0.name(locale: locale, lookup: lookup) }.joined(separator: " / ")
    guard isObserved else { return name }
    return HolidayName.observed(name, locale: locale, catalog: lookup != nil)
  }

  /// The holiday name for a locale identifier (`ru`, `fa_IR`), checked as
  /// `CalendarLocale.init(_:)` checks it; see ``name(locale:lookup:)-(CalendarLocale,_)``.
  ///
  /// - Throws: `LocaleError` when the identifier is malformed or its language
  ///   unknown (`"!!!"`, `"xx-YY"`).
  public func name(locale: String, lookup: HolidayNameLookup? = HolidayName.catalogLookup)
    throws(LocaleError) -> String?
  {
    name(locale: try CalendarLocale(locale), lookup: lookup)
  }

  /// The stable key of the first holiday on this day, for localization.
  public var nameKey: String? { holidays.first?.nameKey }

  /// The hours lost to shortening, for a day that would last `dailyHours`
  /// in a week of `weeklyHours` (`nil`: any week).
  public func hoursLost(dailyHours: ExactHours, weeklyHours: ExactHours? = nil) -> ExactHours {
    guard kind.isWorking, let shortening else { return .zero }
    if let minimum = shorteningMinimumWeeklyHours, let weeklyHours, weeklyHours < minimum { return .zero }
    return shortening.hoursLost(dailyHours: dailyHours)
  }

  /// The working hours of the day for a week of `weeklyHours` spread over
  /// `workWeekDays` days (0 on a day off).
  public func hours(weeklyHours: ExactHours = 40, workWeekDays: Int = 5) -> ExactHours {
    guard kind.isWorking else { return .zero }
    let daily = weeklyHours.divided(by: workWeekDays)
    return daily - hoursLost(dailyHours: daily, weeklyHours: weeklyHours)
  }

  public var description: String {
    var text = "\(day.isoString) \(region) \(kind.rawValue)"
    if isShortened, let shortening { text += " shortened(\(shortening))" }
    if let name = name() { text += " \"\(name)\"" }
    if let from = transferredFrom { text += " from \(from.isoString)" }
    if estimated { text += " estimated" }
    return text
  }
}
