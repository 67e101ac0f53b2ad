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
    var borrowed: [FormatterCache.DatePart: FormatterCache.DateParts] = [:]
    let kinds: [(FormatterCache.DatePart, Day?)] = [
      (.year, standIns.year), (.month, standIns.month), (.day, standIns.dayOfMonth),
    ]
    for (kind, standIn) in kinds where own.parts.contains(where: { $0.kind == kind }) {
      guard let standIn, standIn != day,
        let text = FormatterCache.shared.formatParts(standIn, source: source, locale: icuLocale),
        text.parts.map(\.kind) == own.parts.map(\.kind)
      else { continue }
      borrowed[kind] = text
    }
    var leapName: ((Int) -> [UInt16]?)?
    if borrowed[.month] == nil && standIns.month == nil && date.monthCode.isLeap {
      leapName = leapMonthName(standIns, source: source, parts: own.parts.map(\.kind))
    }
    var result: [UInt16] = []
    for (i, part) in own.parts.enumerated() {
      if let other = borrowed[part.kind] {
        result.append(contentsOf: other.text(ofPart: i))
      } else if part.kind == .month, let name = leapName?(i) {
        result.append(contentsOf: name)
      } else {
        result.append(contentsOf: own.text(ofPart: i))
      }
    }
    return String(decoding: result, as: UTF16.self)
  }

  /// For a leap month ICU has in no year near (Chinese M12L), the text of
  /// month part `i`: the ordinary month's name in the locale's leap form,
  /// learned from a leap month ICU does have ("闰二月" and "二月" give "闰"
  /// before the name; "Second Monthbis" and "Second Month" "bis" after it).
  private func leapMonthName(
    _ standIns: StandInDays, source: FormatterCache.DateSource, parts kinds: [FormatterCache.DatePart]
  )
    -> ((Int) -> [UInt16]?)?
  {
    let number = standIns.date.monthCode.number
    guard let pair = standIns.someLeapMonth, let ordinaryDay = standIns.month(MonthCode(number: number)!)
    else { return nil }
    let texts = [pair.leap, pair.ordinary, ordinaryDay].compactMap {
      FormatterCache.shared.formatParts($0, source: source, locale: icuLocale)
    }
    guard texts.count == 3, texts.allSatisfy({ $0.parts.map(\.kind) == kinds }) else { return nil }
    return { i in
      let leap = Array(texts[0].text(ofPart: i))
      let ordinary = Array(texts[1].text(ofPart: i))
      let name = Array(texts[2].text(ofPart: i))
      // The leap form is the ordinary name with text before and after it.
      for start in 0...max(0, leap.count - ordinary.count) where leap.count >= ordinary.count {
        if Array(leap[start..<(start + ordinary.count)]) == ordinary {
          return Array(leap[..<start]) + name + Array(leap[(start + ordinary.count)...])
        }
      }
      return nil
    }
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
    return month(date.monthCode)
  }

  /// A day ICU reads in a month with `code`: near the date, remembered from
  /// before, or in the years of the calendar's published table (where ICU's
  /// months are the table's nearly everywhere); `nil` for a code ICU has in
  /// none of them (a leap month such as M12L).
  func month(_ code: MonthCode) -> Day? {
    StandIns.shared.day(calendar: calendar, key: "m\(code)", check: { $0.monthCode == code }) {
      near { $0.monthCode == code } ?? Self.publishedMonth(calendar: calendar) { $0 == code }
    }
  }

  /// A leap month ICU reads as Yotei does, and a day ICU reads in the
  /// ordinary month of the same number: their names give the locale's way
  /// of naming a leap month ("闰" before, "bis" after).
  var someLeapMonth: (leap: Day, ordinary: Day)? {
    guard
      let leap = StandIns.shared.day(
        calendar: calendar, key: "leap", check: { $0.monthCode.isLeap },
        search: { Self.publishedMonth(calendar: calendar) { $0.isLeap } })
    else { return nil }
    let number = engine.icuDate(of: leap.julianDayNumber).monthCode.number
    guard let ordinary = month(MonthCode(number: number)!) else { return nil }
    return (leap, ordinary)
  }

  /// The middle of the first month of the published years (outwards from
  /// 2000) whose code passes `matches` and that ICU reads with the same code.
  private static func publishedMonth(calendar: CalendarSystem, _ matches: (MonthCode) -> Bool) -> Day? {
    guard let years = calendar.publishedYears else { return nil }
    let engine = calendar.engine
    let middle = min(max(2000, years.lowerBound), years.upperBound)
    for distance in 0...(years.count) {
      for year in Set([middle + distance, middle - distance]) where years.contains(year) {
        guard let table = try? calendar.table(forYear: year) else { continue }
        for month in table.months where matches(month.code) {
          let day = month.firstDay + month.length / 2
          if engine.icuDate(of: day).monthCode == month.code { return Day(julianDayNumber: day) }
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
