import Testing
import Yotei

@testable import YoteiPicker

/// The picker at the limits of `Int` and of the supported days: nothing traps,
/// the focus stays visible, and the visible months stay consecutive.
@Suite struct PickerLimitTests {
  static let calendars: [CalendarSystem] = [.gregorian, .persian, .hebrew, .islamicCivil]

  func expectConsecutive(_ picker: PickerState, count: Int, sourceLocation: SourceLocation = #_sourceLocation)
  {
    let months = picker.visibleMonths
    #expect(months.count == count, sourceLocation: sourceLocation)
    for (a, b) in zip(months, months.dropFirst()) {
      #expect(b.firstDay == a.lastDay + 1, "\(a) then \(b)", sourceLocation: sourceLocation)
    }
    #expect(
      months.contains { $0.contains(picker.focus) }, "focus \(picker.focus)", sourceLocation: sourceLocation)
  }

  @Test(arguments: calendars)
  func weeksAndPagesOfIntMaxGoToTheEndsOfTheSupportedDays(_ calendar: CalendarSystem) {
    var picker = PickerState(
      calendar: calendar, today: Day(iso: 2025, 6, 10)!, visibleMonthCount: 3, paging: .visibleCount)
    picker.move(.week(.max))
    #expect(picker.focus == Day.maximum)
    expectConsecutive(picker, count: 3)
    picker.move(.week(.min))
    #expect(picker.focus == Day.minimum)
    expectConsecutive(picker, count: 3)
    for pages in [Int.max, Int.min, Int.max / 3, Int.min / 3 - 1] {
      _ = picker.canPage(by: pages)
      picker.page(by: pages)
      expectConsecutive(picker, count: 3)
    }
    picker.move(.day(.max))
    #expect(picker.focus == Day.maximum)
    expectConsecutive(picker, count: 3)
  }

  @Test(arguments: calendars)
  func aVisibleMonthCountOfIntMaxShowsTheMostAndReachesBackAtTheEnd(_ calendar: CalendarSystem) {
    var picker = PickerState(calendar: calendar, today: Day(iso: 2025, 6, 10)!)
    picker.setVisibleMonthCount(.max)
    expectConsecutive(picker, count: PickerState.maximumVisibleMonthCount)
    picker.setVisibleMonthCount(.min)
    expectConsecutive(picker, count: 1)
    // At the last supported day the months end there instead of repeating it.
    let last = PickerState(calendar: calendar, today: Day.maximum, visibleMonthCount: .max)
    expectConsecutive(last, count: PickerState.maximumVisibleMonthCount)
    #expect(last.visibleMonths.last!.contains(Day.maximum))
    let first = PickerState(calendar: calendar, today: Day.minimum, visibleMonthCount: 5)
    expectConsecutive(first, count: 5)
    #expect(first.visibleMonths.first!.contains(Day.minimum))
  }
}
