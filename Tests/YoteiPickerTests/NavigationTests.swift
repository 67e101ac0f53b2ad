import Testing
import Yotei

@testable import YoteiPicker

let englishUS = try! CalendarLocale("en-US")
let englishGB = try! CalendarLocale("en-GB")
let persianIran = try! CalendarLocale("fa-IR")

extension PickerState {
  /// Applies each movement in order and returns the focused day as ISO.
  mutating func press(_ movements: FocusMovement...) -> String {
    for movement in movements { move(movement) }
    return focus.isoString
  }
}

@Suite("Keyboard navigation")
struct NavigationTests {
  @Test(arguments: [
    (FocusMovement.day(1), "2025-03-13"), (.day(-3), "2025-03-09"), (.week(1), "2025-03-19"),
    (.week(-2), "2025-02-26"), (.month(1), "2025-04-12"), (.year(-1), "2024-03-12"),
    (.startOfMonth, "2025-03-01"), (.endOfMonth, "2025-03-31"), (.up, "2025-03-05"), (.down, "2025-03-19"),
    (.to(d("2027-07-07")), "2027-07-07"),
  ])
  func eachMovementLandsWhereAKeyboardUserExpects(movement: FocusMovement, expected: String) {
    var picker = PickerState(locale: englishGB, today: d("2025-03-12"))
    #expect(picker.press(movement) == expected)
  }

  @Test(arguments: [
    ("day", 2, "2025-03-14"), ("weeks", -1, "2025-03-05"), ("month", 1, "2025-04-12"),
    ("years", 2, "2027-03-12"),
  ])
  func aCommandLineNamesTheUnitOfAMove(unit: String, count: Int, expected: String) throws {
    var picker = PickerState(locale: englishGB, today: d("2025-03-12"))
    #expect(picker.press(try #require(FocusMovement(unit: unit, count: count))) == expected)
    #expect(FocusMovement(unit: "fortnight", count: 1) == nil)
  }

  @Test(arguments: [
    ("en-US", "2025-03-09", "2025-03-15"),  // Sunday to Saturday
    ("en-GB", "2025-03-10", "2025-03-16"),  // Monday to Sunday
    ("fa-IR", "2025-03-08", "2025-03-14"),  // Saturday to Friday
    ("en-GB-u-fw-sat", "2025-03-08", "2025-03-14"),  // the user's override
  ])
  func startAndEndOfWeekFollowTheLocalesFirstWeekday(locale: String, start: String, end: String) throws {
    var picker = PickerState(
      calendar: .gregorian, locale: try CalendarLocale(locale), today: d("2025-03-12"))
    #expect(picker.press(.startOfWeek) == start)
    #expect(picker.press(.endOfWeek) == end)
  }

  @Test func arrowKeysSwapInRightToLeftLocales() {
    var ltr = PickerState(locale: englishUS, today: d("2025-03-12"))
    var rtl = PickerState(locale: persianIran, today: d("2025-03-12"))
    #expect(ltr.press(.left) == "2025-03-11")
    #expect(rtl.press(.left) == "2025-03-13")
    #expect(ltr.press(.right, .right) == "2025-03-13")
    #expect(rtl.press(.right, .right) == "2025-03-11")
    // Up and down do not swap.
    #expect(rtl.press(.down) == "2025-03-18")
  }

  @Test(arguments: [
    ("2025-01-31", 1, "2025-02-28"), ("2024-01-31", 1, "2024-02-29"), ("2025-03-31", 1, "2025-04-30"),
    ("2025-03-31", -1, "2025-02-28"), ("2025-05-31", 13, "2026-06-30"),
  ])
  func monthMovesKeepTheDayOfMonthOrConstrainIt(start: String, months: Int, expected: String) {
    var picker = PickerState(calendar: .gregorian, locale: englishGB, today: d(start))
    #expect(picker.press(.month(months)) == expected)
  }

  @Test func yearMovesConstrainTheTwentyNinthOfFebruary() {
    var picker = PickerState(calendar: .gregorian, locale: englishGB, today: d("2024-02-29"))
    #expect(picker.press(.year(1)) == "2025-02-28")
  }

  /// Persian months 1-6 have 31 days and 7-11 have 30: 31 Shahrivar 1403
  /// (2024-09-21) plus a month is 30 Mehr 1403 (2024-10-21).
  @Test func persianMonthMovesConstrainAfterTheSixthMonth() {
    var picker = PickerState(locale: persianIran, today: d("2024-09-21"))
    #expect(picker.calendar == .persian)
    #expect(picker.press(.month(1)) == "2024-10-21")
    #expect(picker.press(.startOfMonth) == "2024-09-22")  // 1 Mehr 1403
  }

  /// Adding a year to 10 Adar I 5787 (a leap year) gives 10 Adar 5788 (a common year).
  @Test func hebrewYearMoveFromAdarIConstrainsToAdar() throws {
    let start = try CalendarSystem.hebrew.date(year: 5787, monthCode: MonthCode("M05L")!, day: 10)
    var picker = PickerState(calendar: .hebrew, locale: englishGB, today: start.dayNumber)
    picker.move(.year(1))
    let landed = try CalendarSystem.hebrew.date(of: picker.focus)
    #expect(landed.year == 5788)
    #expect(landed.monthCode == MonthCode("M06")!)
    #expect(landed.day == 10)
  }

  @Test func focusIsClampedToTheBoundsAndSaysSo() {
    var picker = PickerState(
      locale: englishGB, today: d("2025-03-18"),
      availability: Availability(minimum: d("2025-03-03"), maximum: d("2025-03-20")))
    let changes = picker.move(.week(1))
    #expect(picker.focus == d("2025-03-20"))
    #expect(changes.contains(.focusClamped(requested: d("2025-03-25"), to: d("2025-03-20"))))
    #expect(picker.press(.year(-1)) == "2025-03-03")
  }

  @Test func disabledDaysArePassedOverAndReported() {
    var picker = PickerState(
      locale: englishGB, today: d("2025-03-07"),
      availability: Availability(disabled: [.weekdays([.saturday, .sunday])]))
    let changes = picker.move(.right)
    #expect(picker.focus == d("2025-03-10"))
    #expect(changes.contains(.focusSkipped([d("2025-03-08"), d("2025-03-09")])))
    #expect(changes.contains(.focusMoved(from: d("2025-03-07"), to: d("2025-03-10"))))
    // Back over the same weekend.
    #expect(picker.press(.left) == "2025-03-07")
  }

  @Test func endOfMonthOnADisabledDaySearchesBackInsideTheMonth() {
    // 2025-08-31 is a Sunday, 2025-08-30 a Saturday.
    var picker = PickerState(
      locale: englishGB, today: d("2025-08-12"),
      availability: Availability(disabled: [.weekdays([.saturday, .sunday])]))
    #expect(picker.press(.endOfMonth) == "2025-08-29")
  }

  @Test func unavailableDaysTakeTheFocusButDisabledAndHiddenOnesDoNot() {
    var picker = PickerState(
      locale: englishGB, today: d("2025-03-10"),
      availability: Availability(
        disabled: [.day(d("2025-03-11"))], hidden: [.day(d("2025-03-12"))],
        unavailable: [.day(d("2025-03-13"))]))
    #expect(picker.press(.right) == "2025-03-13")
    let tap = picker.tap(d("2025-03-11"))
    #expect(tap == [.rejected(d("2025-03-11"), .disabled(.matched))])
    #expect(picker.focus == d("2025-03-13"))
  }

  @Test func whenNothingAheadCanTakeTheFocusItStaysAndSaysSo() {
    var picker = PickerState(
      locale: englishGB, today: d("2025-03-10"),
      availability: Availability(maximum: d("2025-03-15"), disabled: [.after(d("2025-03-10"))]))
    let changes = picker.move(.day(1))
    #expect(picker.focus == d("2025-03-10"))
    #expect(changes == [.focusBlocked(requested: d("2025-03-11"))])
  }

  @Test func aRestrictionThatDisablesTheFocusedDayMovesTheFocus() {
    var picker = PickerState(locale: englishGB, today: d("2025-03-10"))
    let changes = picker.setMinimum(d("2025-03-12"))
    #expect(picker.focus == d("2025-03-12"))
    #expect(changes.contains(.focusMoved(from: d("2025-03-10"), to: d("2025-03-12"))))
  }
}

@Suite("Visible months and paging")
struct PagingTests {
  @Test func pagingMovesTheFocusByAMonthAndConstrainsTheDay() {
    var picker = PickerState(calendar: .gregorian, locale: englishGB, today: d("2025-03-31"))
    let changes = picker.page(by: 1)
    #expect(picker.visibleMonths.map(\.description) == ["2025-04"])
    #expect(picker.focus == d("2025-04-30"))
    #expect(
      changes.first
        == .visibleMonthsChanged(old: [picker.month(containing: d("2025-03-01"))], new: picker.visibleMonths))
    picker.page(by: -2)
    #expect(picker.visibleMonths.map(\.description) == ["2025-02"])
    #expect(picker.focus == d("2025-02-28"))
  }

  @Test func aLongDisabledStretchIsReportedAsOneRunEitherWay() {
    // Eight years disabled behind and ahead of the focus: one run each way, in a set of runs.
    let behind = d("2017-01-01")...d("2024-12-31")
    let ahead = d("2025-01-02")...d("2032-12-31")
    var picker = PickerState(
      locale: englishGB, today: d("2025-01-01"),
      availability: Availability(disabled: [.range(behind), .range(ahead)]))
    let back = picker.move(.left)
    #expect(back.contains(.focusSkipped(DaySet(behind))))
    #expect(picker.focus == d("2016-12-31"))
    picker.move(.to(d("2025-01-01")))
    let forth = picker.move(.right)
    #expect(forth.contains(.focusSkipped(DaySet(ahead))))
    #expect(picker.focus == d("2033-01-01"))
    guard
      case .focusSkipped(let days)? = forth.first(where: {
        if case .focusSkipped = $0 { true } else { false }
      })
    else { return #expect(Bool(false), "no focusSkipped change") }
    #expect(days.ranges.count == 1)
    #expect(days.count == ahead.count)
  }

  @Test func pagingOntoADisabledDaySaysWhichDaysTheFocusPassedOver() {
    // 10 May 2025 is a Saturday; weekends are disabled. The nearest weekday is Friday the 9th.
    var picker = PickerState(
      calendar: .gregorian, locale: englishGB, today: d("2025-04-10"),
      availability: Availability(disabled: [.weekdays([.saturday, .sunday])]))
    let changes = picker.page(by: 1)
    #expect(picker.focus == d("2025-05-09"))
    #expect(changes.contains(.focusSkipped([d("2025-05-10")])))
  }

  @Test func twoMonthsPageSinglyOrByTheVisibleCount() {
    var single = PickerState(
      calendar: .gregorian, locale: englishGB, today: d("2025-03-10"), visibleMonthCount: 2)
    #expect(single.visibleMonths.map(\.description) == ["2025-03", "2025-04"])
    single.page(by: 1)
    #expect(single.visibleMonths.map(\.description) == ["2025-04", "2025-05"])

    var paired = PickerState(
      calendar: .gregorian, locale: englishGB, today: d("2025-03-10"), visibleMonthCount: 2,
      paging: .visibleCount)
    paired.page(by: 1)
    #expect(paired.visibleMonths.map(\.description) == ["2025-05", "2025-06"])
    #expect(paired.focus == d("2025-05-10"))
  }

  @Test func movingTheFocusOffTheLastVisibleMonthShiftsTheMonths() {
    var picker = PickerState(
      calendar: .gregorian, locale: englishGB, today: d("2025-04-28"), visibleMonthCount: 2)
    #expect(picker.visibleMonths.map(\.description) == ["2025-04", "2025-05"])
    picker.move(.endOfMonth)
    picker.move(.down)  // 2025-05-07: still visible
    #expect(picker.visibleMonths.map(\.description) == ["2025-04", "2025-05"])
    let changes = picker.move(.month(1))  // 2025-06-07
    #expect(picker.visibleMonths.map(\.description) == ["2025-05", "2025-06"])
    #expect(changes.contains { if case .visibleMonthsChanged = $0 { return true } else { return false } })
    picker.move(.to(d("2024-01-15")))
    #expect(picker.visibleMonths.map(\.description) == ["2024-01", "2024-02"])
  }

  @Test func showingMoreOrFewerMonthsKeepsTheFocusOnScreen() {
    var picker = PickerState(
      calendar: .gregorian, locale: englishGB, today: d("2025-03-10"), visibleMonthCount: 3)
    picker.move(.to(d("2025-05-20")))
    #expect(picker.visibleMonths.map(\.description) == ["2025-03", "2025-04", "2025-05"])
    let changes = picker.setVisibleMonthCount(1)
    #expect(picker.visibleMonths.map(\.description) == ["2025-05"])
    #expect(changes.count == 2)  // cut to March, then moved to the focus
    #expect(picker.focus == d("2025-05-20"))
  }

  @Test func pagingStopsAtTheBounds() {
    var picker = PickerState(
      calendar: .gregorian, locale: englishGB, today: d("2025-03-10"),
      availability: Availability(minimum: d("2025-02-15"), maximum: d("2025-04-10")))
    #expect(picker.canPage(by: -1))
    #expect(!picker.canPage(by: -2))
    #expect(picker.page(by: 2).isEmpty)
    let back = picker.page(by: -1)
    #expect(picker.focus == d("2025-02-15"))  // 10 February is before the minimum
    #expect(back.contains(.focusClamped(requested: d("2025-02-10"), to: d("2025-02-15"))))
    picker.page(by: 2)
    #expect(picker.focus == d("2025-04-10"))
    #expect(!picker.canPage(by: 1))
  }

  @Test func pagerLabelsFollowTheActionNotTheSide() {
    var rtl = PickerState(
      locale: persianIran, today: d("2025-03-21"), availability: Availability(maximum: d("2025-04-19")))
    let persian = CatalogPickerStrings(locale: persianIran)
    let (left, right) = rtl.pagerButtons
    #expect(left.pages == 1 && !left.isEnabled)
    #expect(left.accessibilityLabel == persian.text("a11y.nextMonth"))
    #expect(right.pages == -1 && right.isEnabled)
    #expect(right.accessibilityLabel == persian.text("a11y.previousMonth"))
    #expect(left.accessibilityLabel != right.accessibilityLabel)
    rtl.page(by: right.pages)
    #expect(rtl.visibleMonths.map(\.description) == ["1403-12"])

    let ltr = PickerState(calendar: .gregorian, locale: englishGB, today: d("2025-03-21"))
    #expect(ltr.pagerButtons.left.accessibilityLabel == "Previous month")
    #expect(ltr.pagerButtons.right.pages == 1)
  }

  @Test func boundsInTheWrongOrderDisableEverythingAndStopThePager() {
    var picker = PickerState(calendar: .gregorian, locale: englishGB, today: d("2025-03-10"))
    picker.setMaximum(d("2025-03-01"))
    picker.setMinimum(d("2025-03-20"))
    #expect(!picker.canPage(by: 1) && !picker.canPage(by: -1))
    #expect(picker.tap(d("2025-03-10")).rejection == .disabled(.beforeMinimum))
    #expect(picker.allCells.allSatisfy { !$0.isSelectable })
  }

  @Test func tappingAnAdjacentMonthsDayShowsThatMonth() {
    var picker = PickerState(calendar: .gregorian, locale: englishGB, today: d("2025-03-10"))
    let changes = picker.tap(d("2025-04-02"))
    #expect(picker.selection == .single(d("2025-04-02")))
    #expect(picker.visibleMonths.map(\.description) == ["2025-04"])
    #expect(changes.contains(.focusMoved(from: d("2025-03-10"), to: d("2025-04-02"))))
  }

  @Test func aPersianGridSelectsISODays() throws {
    var picker = PickerState(locale: persianIran, today: d("2025-03-21"), mode: .range)
    #expect(picker.visibleMonths.map(\.description) == ["1404-01"])
    picker.page(by: -1)
    #expect(picker.visibleMonths.map(\.description) == ["1403-12"])
    picker.tap(d("2025-03-19"))
    picker.move(.left)  // right-to-left: forwards
    picker.move(.left)
    picker.move(.left)
    picker.selectFocused()
    #expect(picker.selection.isoDays == ["2025-03-19", "2025-03-20", "2025-03-21", "2025-03-22"])
    #expect(picker.visibleMonths.map(\.description) == ["1404-01"])
    // Switching the display calendar keeps the selected days.
    picker.setCalendar(.gregorian)
    #expect(picker.selection.isoDays == ["2025-03-19", "2025-03-20", "2025-03-21", "2025-03-22"])
    #expect(picker.visibleMonths.map(\.description) == ["2025-03"])
  }
}
