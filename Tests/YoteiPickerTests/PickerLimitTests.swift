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

@Suite struct SelectionLimitTests {
  let lowest = Day(julianDayNumber: .min)
  let highest = Day(julianDayNumber: .max)

  @Test func aRangeOfEveryIntDayCountsAndListsWithoutTrapping() {
    let everything = Selection.range(lowest...highest)
    #expect(everything.count == .max)
    // Days are listed inside the supported range only (JDN 0...5373484).
    #expect(
      Selection.range(lowest...(Day.minimum + 2)).days == [Day.minimum, Day.minimum + 1, Day.minimum + 2])
    #expect(Selection.range((Day.maximum - 1)...highest).days == [Day.maximum - 1, Day.maximum])
    #expect(Selection.range(Day.minimum...Day.maximum).count == 5_373_485)
    #expect(Selection.range(highest...highest).days.isEmpty && Selection.range(highest...highest).count == 1)
    #expect(SelectionRules().length(of: lowest...highest) == .max)
    #expect(SelectionRules(lengthUnit: .nights).length(of: lowest...highest) == .max)
  }

  @Test func selectingOrRulingWithExtremesDropsInsteadOfTrapping() {
    var selector = DaySelector(mode: .range, rules: SelectionRules(maximumLength: .max))
    // Ranges of more days than Int counts, reaching past the supported ones.
    for range in [lowest...(Day.minimum + 1), (Day.maximum - 1)...highest] {
      let changes = selector.select(.range(range))
      #expect(selector.selection == .range(nil))
      #expect(changes.contains { if case .daysDropped(let days) = $0 { days.count == 2 } else { false } })
    }
    var multiple = DaySelector(mode: .multiple)
    let day = Day(iso: 2025, 6, 10)!
    multiple.select(.multiple([day, day + 1]))
    multiple.updateRules { $0.maximumCount = .min }
    #expect(multiple.selection == .multiple([]))
    var range = DaySelector(mode: .range, rules: SelectionRules(maximumLength: .min))
    range.tap(day)
    _ = range.highlightedRange(focus: highest)
    range.tap(day + 3)
    #expect(range.selection == .range(nil))
  }
}

@Suite struct TimelineLimitTests {
  /// Intervals and minimum durations at the limits of Int lay out without
  /// overflowing: an interval stretched past Int.max ends there.
  @Test func intervalsAtTheLimitsOfIntLayOut() {
    let intervals = [
      TimelineInterval(id: "last", start: .max - 10, end: .max),
      TimelineInterval(id: "first", start: .min, end: .min + 10),
      TimelineInterval(id: "middle", start: 0, end: 3600),
    ]
    for minimum in [Int.min, -1, 0, 3600, Int.max] {
      let placements = TimelineLayout.placements(for: intervals, minimumDuration: minimum)
      #expect(placements.map(\.id) == ["last", "first", "middle"])
      // A minimum of Int.max stretches "first" to -1 (Int.min + Int.max) and
      // "middle" to Int.max, over "last"; otherwise nothing overlaps.
      let columns = placements.map(\.columnCount)
      #expect(columns == (minimum == .max ? [2, 1, 2] : [1, 1, 1]), "minimum \(minimum)")
    }
  }
}

/// Month, year and page moves past the supported days saturate at the ends
/// and report it, as `.day(.max)` does (they once left the focus in place
/// and reported nothing).
@Suite struct SaturatingMoveTests {
  @Test(arguments: PickerLimitTests.calendars)
  func monthAndYearMovesSaturateAndReport(_ calendar: CalendarSystem) {
    let moves: [(FocusMovement, Day)] = [
      (.month(100_000), Day.maximum), (.year(10_000), Day.maximum), (.month(.max), Day.maximum),
      (.year(.max), Day.maximum), (.month(-100_000), Day.minimum), (.year(-10_000), Day.minimum),
      (.month(.min), Day.minimum), (.year(.min), Day.minimum),
    ]
    for (movement, end) in moves {
      var picker = PickerState(calendar: calendar, today: Day(iso: 2025, 6, 10)!)
      let changes = picker.move(movement)
      #expect(picker.focus == end, "\(movement)")
      #expect(
        changes.contains { if case .focusClamped(_, let to) = $0 { to == end } else { false } },
        "\(movement): \(changes)")
      #expect(picker.visibleMonths.contains { $0.contains(end) }, "\(movement)")
    }
  }

  @Test(arguments: PickerLimitTests.calendars)
  func pagesPastTheEndSaturateAndReport(_ calendar: CalendarSystem) {
    for (pages, end) in [(Int.max, Day.maximum), (Int.min, Day.minimum), (100_000, Day.maximum)] {
      var picker = PickerState(calendar: calendar, today: Day(iso: 2025, 6, 10)!)
      #expect(picker.canPage(by: pages))
      let changes = picker.page(by: pages)
      #expect(
        picker.visibleMonths.last!.contains(end) || picker.visibleMonths.first!.contains(end), "\(pages)")
      #expect(changes.contains { if case .focusClamped = $0 { true } else { false } }, "\(pages): \(changes)")
      #expect(changes.contains { if case .visibleMonthsChanged = $0 { true } else { false } })
      // At the end, a further page is refused.
      #expect(!picker.canPage(by: pages))
    }
  }
}
