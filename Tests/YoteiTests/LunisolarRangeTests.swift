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

  /// The solstice search that starts three days before the mean solstice
  /// finds the day the search from 1 December finds, in every ninth year of
  /// the supported range and every year of 1600-2300, in both zones.
  @Test(arguments: [LunisolarAstronomy.Zone.china, .korea])
  func solsticeNearTheMeanEqualsTheSearchFromDecember(_ zone: LunisolarAstronomy.Zone) {
    let years = Array(stride(from: -4713, through: 9999, by: 9)) + Array(1600...2300)
    var differ: [String] = []
    for year in years {
      let near = LunisolarAstronomy.winterSolstice(year, zone)
      let full = LunisolarAstronomy.winterSolstice(year, zone, nearTheMean: false)
      if near != full { differ.append("\(year): \(near) vs \(full)") }
    }
    #expect(differ.isEmpty, "\(differ.count) years differ: \(differ.prefix(5))")
  }
}
