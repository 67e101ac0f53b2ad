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

  /// Issue 25: a huge page count saturates at the ends of the supported
  /// days and reports it, as `.day(.max)` does (it once did nothing).
  @Test(arguments: [Int.min, Int.max])
  func pagingAWholeVisibleCountByAHugeNumberSaturates(pages: Int) {
    var picker = PickerState(today: Self.today, visibleMonthCount: 3, paging: .visibleCount)
    #expect(picker.canPage(by: pages))
    let changes = picker.page(by: pages)
    let end = pages < 0 ? Day.minimum : Day.maximum
    #expect(picker.focus == end)
    #expect(changes.contains { if case .focusClamped(_, let to) = $0 { to == end } else { false } })
    #expect(picker.visibleMonths.count == 3 && picker.visibleMonths.contains { $0.contains(end) })
    #expect(!picker.canPage(by: pages))
    // An ordinary page still moves three months.
    var ordinary = PickerState(today: Self.today, visibleMonthCount: 3, paging: .visibleCount)
    ordinary.page(by: 1)
    #expect(ordinary.visibleMonths.first?.month == 6)
  }
}
