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

  /// The nearest day within `reach` days, tried every `step` days outwards,
  /// that ICU reads with `matches`.
  private func nearest(
    step: Int, reach: Int, _ matches: ((extendedYear: Int, monthCode: MonthCode, day: Int)) -> Bool
  ) -> Day? {
    let jdn = date.dayNumber.julianDayNumber
    for distance in stride(from: step, through: reach, by: step) {
      for candidate in [jdn + distance, jdn - distance] {
        if let reading = icu(candidate), matches(reading) { return Day(julianDayNumber: candidate) }
      }
    }
    return nil
  }

  /// A day ICU reads in Yotei's year (its era, cyclic name and related year).
  var year: Day? {
    if own.year { return date.dayNumber }
    // ICU's year ends differ from Yotei's by a month at most.
    return nearest(step: 7, reach: 420) { $0.extendedYear + calendar.yearOffset == date.year }
  }

  /// A day ICU reads with Yotei's day of the month.
  var dayOfMonth: Day? {
    if own.day { return date.dayNumber }
    return nearest(step: 1, reach: 240) { $0.day == date.day }
  }

  /// A day ICU reads in a month with Yotei's month code (number and leap flag).
  var month: Day? {
    if own.month { return date.dayNumber }
    let code = date.monthCode
    if let near = nearest(step: 9, reach: 420, { $0.monthCode == code }) { return near }
    return StandInMonths.shared.day(calendar: calendar, monthCode: code, nearYear: date.year)
  }
}

/// Days where ICU reads a given leap month, found once per calendar and code
/// and checked again on each use (ICU 72's readings of Chinese and Dangi can
/// change with what the process computed first, ICU-9972).
final class StandInMonths: Sendable {
  static let shared = StandInMonths()
  private let found = Lock<[String: Int]>([:])

  /// A day ICU reads in a month with `monthCode`, searching the years of
  /// Yotei's own tables outwards from `nearYear` (a month of that code in
  /// Yotei's year is ICU's too nearly everywhere).
  func day(calendar: CalendarSystem, monthCode: MonthCode, nearYear: Int) -> Day? {
    let engine = calendar.engine
    let key = "\(calendar.rawValue)|\(monthCode)"
    func isICUs(_ jdn: Int) -> Bool { engine.icuDate(of: jdn).monthCode == monthCode }
    if let known = found.withLock({ $0[key] }), isICUs(known) { return Day(julianDayNumber: known) }
    let range = calendar.supportedYearRange
    for distance in 1...600 {
      for year in [nearYear + distance, nearYear - distance] where range.contains(year) {
        guard let table = try? calendar.table(forYear: year) else { continue }
        for month in table.months where month.code == monthCode {
          let middle = month.firstDay + month.length / 2
          guard Day.supportedRange.contains(Day(julianDayNumber: middle)), isICUs(middle) else { continue }
          found.withLock { $0[key] = middle }
          return Day(julianDayNumber: middle)
        }
      }
    }
    return nil
  }
}
