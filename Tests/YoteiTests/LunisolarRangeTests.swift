import Testing

@testable import Yotei

/// Yotei's own Chinese and Dangi astronomy builds a valid year (months in
/// order, 12 or 13 of them, 29 or 30 days) in every year up to 9999: the
/// December solstice drifts to the 17th and earlier after about 8290, where
/// a search from 18 December once found the wrong day and left 148 years with
/// two months M11 (date(of:) stopped the process on them).
@Suite struct LunisolarRangeTests {
  @Test(arguments: [CalendarSystem.chinese, .dangi])
  func everyYearFrom8000To9999AndEvery25thBeforeIsValid(_ calendar: CalendarSystem) throws {
    let range = calendar.supportedYearRange
    let years = Array(stride(from: range.lowerBound, to: 8000, by: 25)) + Array(8000...range.upperBound)
    var invalid: [String] = []
    for year in years {
      do {
        let months = try calendar.months(inYear: year)
        let solsticeMonth = months.filter { $0.monthCode == MonthCode(number: 11)! }
        if solsticeMonth.count != 1 { invalid.append("\(year): \(solsticeMonth.count) months M11") }
        for m in months { _ = try calendar.date(of: max(m.firstDay, Day.minimum)) }
      } catch {
        invalid.append("\(year): \(error.message)")
      }
    }
    #expect(invalid.isEmpty, "\(invalid.count) invalid: \(invalid.prefix(10))")
  }
}
