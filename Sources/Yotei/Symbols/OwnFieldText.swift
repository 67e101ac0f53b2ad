import CYoteiICU

/// Text of dates in the calendars where Yotei's months are its own and ICU's
/// differ (Chinese and Dangi from the published tables, Umm al-Qura from the
/// published table): the text names Yotei's year, month, leap flag and day,
/// never ICU's own reading of the day.
///
/// Where ICU reads the day as Yotei does, its text is used as is. Elsewhere
/// the text is built part by part from ICU's formatter (same pattern, same
/// digits, same context): each year, month and day field is taken from a day
/// that ICU reads with Yotei's year, month code or day of the month
/// (a *stand-in*), the weekday and the literal text from the day itself.
/// A month's name does not depend on its year in these calendars, so a leap
/// month ICU puts elsewhere (Chinese 1917, 1922, 1987) takes its name from a
/// year where ICU has the same leap month.
extension CalendarSymbols {
  /// Whether this calendar's text is built from Yotei's own fields.
  var formatsOwnFields: Bool {
    switch calendar {
    case .chinese, .dangi, .islamicUmalqura: true
    default: false
    }
  }

  /// `day` formatted from `source`, naming Yotei's fields of the day.
  func formatOwnFields(_ day: Day, source: FormatterCache.DateSource) -> String {
    let date = calendar.uncheckedDate(of: day)
    let standIns = StandInDays(calendar: calendar, date: date)
    let plain = { FormatterCache.shared.format(day, source: source, locale: icuLocale) ?? "" }
    if standIns.agreesEverywhere { return plain() }
    guard let own = FormatterCache.shared.formatParts(day, source: source, locale: icuLocale) else {
      return plain()
    }
    // Formatted text of each stand-in day, by part kind.
    var borrowed: [Int32: (text: [UInt16], parts: [(kind: Int32, end: Int)])] = [:]
    let kinds: [(Int32, Day?)] = [
      (Int32(YOTEI_PART_YEAR), standIns.year), (Int32(YOTEI_PART_MONTH), standIns.month),
      (Int32(YOTEI_PART_DAY), standIns.dayOfMonth),
    ]
    for (kind, standIn) in kinds where own.parts.contains(where: { $0.kind == kind }) {
      guard let standIn, standIn != day,
        let text = FormatterCache.shared.formatParts(standIn, source: source, locale: icuLocale),
        text.parts.map(\.kind) == own.parts.map(\.kind)
      else { continue }
      borrowed[kind] = text
    }
    var result: [UInt16] = []
    var start = 0
    for (i, part) in own.parts.enumerated() {
      if let other = borrowed[part.kind] {
        let from = i == 0 ? 0 : other.parts[i - 1].end
        result.append(contentsOf: other.text[from..<other.parts[i].end])
      } else {
        result.append(contentsOf: own.text[start..<part.end])
      }
      start = part.end
    }
    return String(decoding: result, as: UTF16.self)
  }
}

/// Days ICU reads with the same year, month code or day of the month as a
/// Yotei date: where ICU's own reading of the date's day differs.
struct StandInDays {
  let calendar: CalendarSystem
  let date: CalendarDate
  private let engine: CalendarEngine
  private let own: (year: Bool, month: Bool, day: Bool)

  init(calendar: CalendarSystem, date: CalendarDate) {
    self.calendar = calendar
    self.date = date
    engine = calendar.engine
    let icu = engine.icuDate(of: date.dayNumber.julianDayNumber)
    own = (
      icu.extendedYear + calendar.yearOffset == date.year, icu.monthCode == date.monthCode,
      icu.day == date.day
    )
  }

  /// Whether ICU reads the day itself as Yotei does.
  var agreesEverywhere: Bool { own.year && own.month && own.day }

  /// ICU's reading of a day, or `nil` for a day outside the range ICU is asked about.
  private func icu(_ jdn: Int) -> (extendedYear: Int, monthCode: MonthCode, day: Int)? {
    // ICU reads a little past either end of the range too; not further.
    guard jdn >= Day.minimum.julianDayNumber - 400 && jdn <= Day.maximum.julianDayNumber + 400 else {
      return nil
    }
    return engine.icuDate(of: jdn)
  }

  /// The first of a few days near the date's (a day or two away, where a
  /// month starts a day apart; about a month away, where ICU's year or leap
  /// month falls a month off) that ICU reads with `matches`.
  private func near(_ matches: ((extendedYear: Int, monthCode: MonthCode, day: Int)) -> Bool) -> Day? {
    let jdn = date.dayNumber.julianDayNumber
    for offset in [1, -1, 2, -2, 15, -15, 30, -30, 45, -45, 60, -60] {
      if let reading = icu(jdn + offset), matches(reading) { return Day(julianDayNumber: jdn + offset) }
    }
    return nil
  }

  /// The nearest day within `reach` days that ICU reads with `matches`: for
  /// a 30th day between months ICU gives 29 (found once, then remembered).
  private func nearest(reach: Int, _ matches: ((extendedYear: Int, monthCode: MonthCode, day: Int)) -> Bool)
    -> Day?
  {
    let jdn = date.dayNumber.julianDayNumber
    for distance in 1...reach {
      for candidate in [jdn + distance, jdn - distance] {
        if let reading = icu(candidate), matches(reading) { return Day(julianDayNumber: candidate) }
      }
    }
    return nil
  }

  /// A day ICU reads in Yotei's year (its era, cyclic name and related year).
  var year: Day? {
    if own.year { return date.dayNumber }
    return near { $0.extendedYear + calendar.yearOffset == date.year }
  }

  /// A day ICU reads with Yotei's day of the month (any month: the day's
  /// text does not depend on it).
  var dayOfMonth: Day? {
    if own.day { return date.dayNumber }
    let day = date.day
    return StandIns.shared.day(calendar: calendar, key: "d\(day)", check: { $0.day == day }) {
      near { $0.day == day } ?? nearest(reach: 120) { $0.day == day }
    }
  }

  /// A day ICU reads in a month with Yotei's month code (number and leap
  /// flag), in any year: a month's name does not depend on its year here.
  var month: Day? {
    if own.month { return date.dayNumber }
    let code = date.monthCode
    return StandIns.shared.day(calendar: calendar, key: "m\(code)", check: { $0.monthCode == code }) {
      near { $0.monthCode == code } ?? Self.month(calendar: calendar, code: code, nearYear: date.year)
    }
  }

  /// The middle of a month with `code` in Yotei's tables that ICU reads
  /// with that code, searching the years outwards from `nearYear` (Yotei's
  /// months are ICU's nearly everywhere).
  private static func month(calendar: CalendarSystem, code: MonthCode, nearYear: Int) -> Day? {
    let engine = calendar.engine
    let range = calendar.supportedYearRange
    for distance in 1...600 {
      for year in [nearYear + distance, nearYear - distance] where range.contains(year) {
        guard let table = try? calendar.table(forYear: year) else { continue }
        for month in table.months where month.code == code {
          let middle = month.firstDay + month.length / 2
          guard Day.supportedRange.contains(Day(julianDayNumber: middle)),
            engine.icuDate(of: middle).monthCode == code
          else { continue }
          return Day(julianDayNumber: middle)
        }
      }
    }
    return nil
  }
}

/// Stand-in days for a month code or a day of the month, found once per
/// calendar and checked again on each use (ICU 72's readings of Chinese and
/// Dangi can change with what the process computed first, ICU-9972).
final class StandIns: Sendable {
  static let shared = StandIns()
  private let found = Lock<[String: Int]>([:])

  /// The known stand-in for `key` if ICU still reads it with `check`, else
  /// the one `search` finds (remembered).
  func day(
    calendar: CalendarSystem, key: String,
    check: ((extendedYear: Int, monthCode: MonthCode, day: Int)) -> Bool, search: () -> Day?
  ) -> Day? {
    let key = "\(calendar.rawValue)|\(key)"
    if let known = found.withLock({ $0[key] }), check(calendar.engine.icuDate(of: known)) {
      return Day(julianDayNumber: known)
    }
    guard let day = search() else { return nil }
    found.withLock { $0[key] = day.julianDayNumber }
    return day
  }
}
