import Testing
import Yotei

@testable import YoteiPicker

/// Counts a caller may pass to the picker's navigation, at the limits of `Int`.
@Suite struct ExtremeNavigationTests {
  static let today = Day(iso: 2025, 3, 10)!

  @Test(arguments: [Int.min, Int.min + 1, Int.max / 7 + 1, -(Int.max / 7) - 1, Int.max])
  func weekMovesThatOverflowSaturateAtTheSupportedEnds(weeks: Int) {
    var picker = PickerState(today: Self.today)
    picker.move(.week(weeks))
    #expect(picker.focus == (weeks < 0 ? Day.minimum : Day.maximum))
  }

  @Test(arguments: [Int.min, Int.max])
  func pagingAWholeVisibleCountByAHugeNumberIsRefused(pages: Int) {
    var picker = PickerState(today: Self.today, visibleMonthCount: 3, paging: .visibleCount)
    let before = picker.visibleMonths
    #expect(!picker.canPage(by: pages))
    #expect(picker.page(by: pages).isEmpty)
    #expect(picker.visibleMonths == before && picker.focus == Self.today)
    // An ordinary page still moves three months.
    picker.page(by: 1)
    #expect(picker.visibleMonths.first?.month == 6)
  }
}
