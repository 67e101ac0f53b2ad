import CYoteiICU
import Synchronization

/// Width of a localized name.
public enum SymbolWidth: String, Hashable, Sendable, Codable, CaseIterable {
  /// "Wednesday", "January".
  case wide
  /// "Wed", "Jan".
  case abbreviated
  /// "We" (weekdays); months use the abbreviated form.
  case short
  /// "W", "J".
  case narrow
}

/// Whether a name stands in a date ("format") or alone, as in a header.
public enum SymbolContext: String, Hashable, Sendable, Codable, CaseIterable {
  case format
  case standalone
}

/// Localized weekday, month and era names, titles and formatted dates for one
/// locale and calendar, from CLDR through ICU.
///
/// Month names are taken by formatting a day of each month with the year in
/// context, so a common Hebrew year says "Adar" and a leap year "Adar I" and
/// "Adar II". Results are cached.
public struct CalendarSymbols: Hashable, Sendable {
  /// The locale.
  public let locale: CalendarLocale
  /// The calendar.
  public let calendar: CalendarSystem
  /// The numbering system used for digits in formatted dates.
  public let numberingSystem: NumberingSystem

  /// Symbols for a locale and calendar, with the locale's digits unless
  /// `numberingSystem` overrides them.
  public init(
    locale: CalendarLocale, calendar: CalendarSystem? = nil, numberingSystem: NumberingSystem? = nil
  ) {
    self.locale = locale
    self.calendar = calendar ?? locale.defaultCalendar
    self.numberingSystem = numberingSystem ?? locale.numberingSystem
  }

  private var icuLocale: String { locale.icuIdentifier(calendar: calendar, numbers: numberingSystem.name) }

  /// Weekday names by weekday.
  public func weekdayNames(_ width: SymbolWidth = .wide, context: SymbolContext = .format) -> [Weekday:
    String]
  {
    let kind: Int32 =
      switch (width, context) {
      case (.wide, .format): 3
      case (.abbreviated, .format): 4
      case (.narrow, .format): 9
      case (.short, .format): 20
      case (.wide, .standalone): 13
      case (.abbreviated, .standalone): 14
      case (.narrow, .standalone): 15
      case (.short, .standalone): 21
      }
    let names = SymbolCache.shared.list(key: "wd|\(icuLocale)|\(kind)") {
      (1...7).map { i in ICU.utf16 { yotei_symbol(icuLocale, kind, Int32(i), $0, $1) } ?? "" }
    }
    var result: [Weekday: String] = [:]
    for (i, name) in names.enumerated() {
      result[i == 0 ? .sunday : Weekday(rawValue: i)!] = name
    }
    return result
  }

  /// Weekday names in the display order of `weekRule`.
  public func weekdayNames(
    _ width: SymbolWidth = .wide, context: SymbolContext = .standalone, orderedBy weekRule: WeekRule
  ) -> [String] {
    let names = weekdayNames(width, context: context)
    return weekRule.weekdaysInOrder.map { names[$0]! }
  }

  /// The names of the months of `year`, by ordinal month.
  ///
  /// - Throws: ``CalendarError`` if the year is outside the supported range.
  public func monthNames(year: Int, _ width: SymbolWidth = .wide, context: SymbolContext = .format)
    throws(CalendarError) -> [String]
  {
    let letter = context == .format ? "M" : "L"
    let count =
      switch width {
      case .wide: 4
      case .abbreviated, .short: 3
      case .narrow: 5
      }
    let pattern = String(repeating: letter, count: count)
    let months = try calendar.months(inYear: year)
    return months.map { formatSupported($0.firstDay, pattern: pattern) }
  }

  /// The era names the locale has for this calendar, by ICU era number.
  public func eraNames(_ width: SymbolWidth = .wide) -> [String] {
    let kind: Int32 = width == .wide ? 7 : 0
    return SymbolCache.shared.list(key: "era|\(icuLocale)|\(kind)|\(width)") {
      let n = yotei_symbol_count(icuLocale, kind)
      return (0..<max(n, 0)).map { i in
        let name = ICU.utf16 { yotei_symbol(icuLocale, kind, i, $0, $1) } ?? ""
        guard width == .narrow else { return name }
        return String(name.prefix(1))
      }
    }
  }

  /// The era name of a date.
  public func eraName(of date: CalendarDate, _ width: SymbolWidth = .wide) -> String {
    let pattern = width == .wide ? "GGGG" : (width == .narrow ? "GGGGG" : "G")
    return formatSupported(date.dayNumber, pattern: pattern)
  }

  /// The locale's month-and-year title (skeleton `yMMMM`): "March 2024",
  /// "فروردین ۱۴۰۳", "Adar II 5784".
  public func monthTitle(year: Int, month: Int) throws(CalendarError) -> String {
    let first = try calendar.date(year: year, month: month, day: 1)
    return formatSupported(first.dayNumber, pattern: bestPattern("yMMMM"))
  }

  /// A day formatted with the locale's best pattern for a skeleton such as
  /// `yMMMMEEEEd` ("Wednesday, March 20, 2024").
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/outOfSupportedRange``
  ///   when `day` is outside ``Day/supportedRange``.
  public func format(_ day: Day, skeleton: String) throws(CalendarError) -> String {
    formatSupported(try day.checkedSupported(), pattern: bestPattern(skeleton))
  }

  /// The locale's best ICU pattern for a skeleton (`yMMMM` gives `MMMM y` in English).
  public func bestPattern(_ skeleton: String) -> String {
    SymbolCache.shared.text(key: "bp|\(icuLocale)|\(skeleton)") {
      let units = Array(skeleton.utf16)
      return ICU.utf16 { yotei_best_pattern(icuLocale, units, Int32(units.count), $0, $1) } ?? skeleton
    }
  }

  /// A day formatted with an ICU pattern as given (`d MMMM y`).
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/outOfSupportedRange``
  ///   when `day` is outside ``Day/supportedRange``.
  public func format(_ day: Day, pattern: String) throws(CalendarError) -> String {
    formatSupported(try day.checkedSupported(), pattern: pattern)
  }

  /// ``format(_:pattern:)`` for a day already known to be supported.
  func formatSupported(_ day: Day, pattern: String) -> String {
    SymbolCache.shared.text(key: "p|\(icuLocale)|\(pattern)|\(day.julianDayNumber)") {
      let (icuDay, shifted) = dayICUAgreesWith(day)
      var text = rawFormat(icuDay, pattern: pattern)
      if shifted {
        // ICU read a neighbouring day as this date; put the real weekday back.
        for run in Self.weekdayRuns(in: pattern) {
          let wrong = rawFormat(icuDay, pattern: run)
          let right = rawFormat(day, pattern: run)
          if let range = text.firstRange(of: wrong) { text.replaceSubrange(range, with: right) }
        }
      }
      return text
    }
  }

  private func rawFormat(_ day: Day, pattern: String) -> String {
    FormatterCache.shared.format(day, pattern: pattern, locale: icuLocale) ?? ""
  }

  /// The day ICU reads as the same calendar date as `day` (itself, except in
  /// the Hebrew years ICU 72 gets wrong), and whether it is another day.
  private func dayICUAgreesWith(_ day: Day) -> (Day, Bool) {
    guard calendar == .hebrew else { return (day, false) }
    let date = calendar.uncheckedDate(of: day)
    let engine = calendar.engine
    func agrees(_ d: Day) -> Bool {
      let icu = engine.icuDate(of: d.julianDayNumber)
      return icu.extendedYear == date.year && icu.monthCode == date.monthCode && icu.day == date.day
    }
    if agrees(day) { return (day, false) }
    for offset in [1, -1, 2, -2] where agrees(day + offset) { return (day + offset, true) }
    return (day, false)
  }

  /// Runs of weekday letters (`E`, `c`, `e`) outside quotes in an ICU pattern.
  static func weekdayRuns(in pattern: String) -> [String] {
    var runs: [String] = []
    var quoted = false
    var current = ""
    for ch in pattern {
      if ch == "'" { quoted.toggle() }
      if !quoted && (ch == "E" || ch == "c" || ch == "e") && (current.isEmpty || current.last == ch) {
        current.append(ch)
        continue
      }
      if !current.isEmpty { runs.append(current) }
      current = !quoted && (ch == "E" || ch == "c" || ch == "e") ? String(ch) : ""
    }
    if !current.isEmpty { runs.append(current) }
    return runs
  }

  /// `n` in this symbol set's digits (day numbers in a grid).
  public func digits(_ n: Int) -> String { numberingSystem.format(n) }
}

/// A bounded, locked cache of formatted text: ICU formatters are slow to open.
final class SymbolCache: Sendable {
  static let shared = SymbolCache()
  private let texts = Mutex<[String: String]>([:])
  private let lists = Mutex<[String: [String]]>([:])
  private let limit = 50_000

  func text(key: String, _ make: () -> String) -> String {
    if let hit = texts.withLock({ $0[key] }) { return hit }
    let value = make()
    texts.withLock { cache in
      if cache.count >= limit { cache.removeAll(keepingCapacity: true) }
      cache[key] = value
    }
    return value
  }

  func list(key: String, _ make: () -> [String]) -> [String] {
    if let hit = lists.withLock({ $0[key] }) { return hit }
    let value = make()
    lists.withLock { $0[key] = value }
    return value
  }
}
