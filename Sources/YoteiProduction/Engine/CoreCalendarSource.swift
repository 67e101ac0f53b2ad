import Yotei

/// A calendar system of the core (`hebrew`, `persian`, `islamic-umalqura`,
/// ...), through its per-year month tables.
struct CoreCalendarSource: HolidayCalendarSource {
  let calendar: CalendarSystem

  init(identifier: String) throws(ProductionError) {
    do {
      calendar = try CalendarSystem(identifier: identifier)
    } catch {
      throw .invalidData("unknown calendar '\(identifier)': \(error.message)")
    }
  }

  func occurrences(month: MonthRef, day: DayOfMonth, in window: ClosedRange<Day>) throws(ProductionError)
    -> [RuleDay]
  {
    let code: MonthCode?
    switch month {
    case .ordinal: code = nil
    case .code(let text):
      guard let parsed = MonthCode(text) else { throw .invalidData("'\(text)' is not a month code") }
      code = parsed
    }
    var result: [RuleDay] = []
    let firstYear: Int
    let lastYear: Int
    do {
      firstYear = try calendar.date(of: window.lowerBound).year
      lastYear = try calendar.date(of: window.upperBound).year
    } catch {
      throw .invalidData(error.message)
    }
    for year in firstYear...lastYear {
      let months: [MonthInfo]
      do {
        months = try calendar.months(inYear: year)
      } catch {
        throw .invalidData(error.message)
      }
      let info: MonthInfo?
      switch month {
      case .ordinal(let n): info = months.first(where: { $0.ordinal == n })
      case .code: info = months.first(where: { $0.monthCode == code })
      }
      guard let info else { continue }
      let found: Day
      switch day {
      case .day(let n):
        guard n >= 1, n <= info.length else { continue }
        found = info.firstDay + (n - 1)
      case .last: found = info.lastDay
      }
      if window.contains(found) { result.append(RuleDay(day: found, estimated: false)) }
    }
    return result
  }
}
