import Testing
import Yotei

@testable import YoteiPicker

/// A hotel's availability check for a set of sold nights (a night is named by its evening).
func soldNights(_ sold: Set<Day>) -> @Sendable (Day, Day?) -> Bool {
  { day, anchor in
    guard let anchor else { return sold.contains(day) }  // arriving on `day`
    return day > anchor ? sold.contains(day - 1) : sold.contains(day)
  }
}

@Suite("User stories")
struct UserStoryTests {
  /// A guest books a stay of at most a week with the keyboard, around another
  /// guest's booking, then the hotel sells a night inside the stay.
  @Test func bookingAStayWithTheKeyboard() {
    var picker = PickerState(
      calendar: .gregorian, locale: englishGB, today: d("2025-03-28"), mode: .range,
      rules: SelectionRules(lengthUnit: .nights, minimumLength: 1, maximumLength: 7),
      availability: Availability(
        minimum: d("2025-03-28"), maximum: d("2025-12-31"), isUnavailable: soldNights([d("2025-04-12")])))

    // Looking at next month keeps the day of the month.
    picker.page(by: 1)
    #expect(picker.focus == d("2025-04-28"))
    #expect(!picker.canPage(by: -2))

    // Arrive on the 3rd; the candidate grows with the focus but never past a week.
    picker.move(.to(d("2025-04-03")))
    picker.selectFocused()
    #expect(picker.anchor == d("2025-04-03"))
    for _ in 0..<8 { picker.move(.right) }
    #expect(picker.focus == d("2025-04-11"))
    #expect(picker.highlightedRange == d("2025-04-03")...d("2025-04-10"))
    #expect(picker.selectFocused().rejection == .tooLong(maximum: 7, unit: .nights))

    // Leave on the 9th.
    picker.move(.to(d("2025-04-09")))
    picker.selectFocused()
    #expect(picker.selection.days.count == 7)
    #expect(picker.selection.days.first == d("2025-04-03"))
    #expect(picker.anchor == nil)
    let start = picker.cell(for: d("2025-04-03"))
    #expect(start.isRangeStart && start.accessibilityLabel.hasSuffix("range start"))

    // A second stay cannot cross the sold night of the 12th, but can end the morning of the 12th.
    picker.tap(d("2025-04-10"))
    #expect(picker.tap(d("2025-04-14")).rejection == .blocked(by: d("2025-04-13")))
    picker.tap(d("2025-04-12"))
    #expect(picker.selection == .range(d("2025-04-10")...d("2025-04-12")))

    // The hotel sells the night of the 11th: the stay no longer qualifies and is dropped.
    let changes = picker.updateAvailability {
      $0.isUnavailable = soldNights([d("2025-04-11"), d("2025-04-12")])
    }
    #expect(picker.selection == .range(nil))
    #expect(changes.dropped == days("2025-04-10", "2025-04-12"))
  }

  /// A user in Iran picks several days in the Persian calendar, crossing into
  /// the next month through its adjacent days, and the app stores ISO dates.
  @Test func pickingSeveralDaysInThePersianCalendar() {
    var picker = PickerState(
      locale: persianIran, today: d("2025-03-17"), mode: .multiple, rules: SelectionRules(maximumCount: 3))
    #expect(picker.visibleMonths.map(\.description) == ["1403-12"])
    let lastRow = picker.months()[0].weeks.last!
    let adjacent = lastRow.first { !$0.isInMonth }!
    picker.tap(d("2025-03-17"))
    picker.tap(adjacent.day)  // a Farvardin day shown in Esfand's last rows
    #expect(picker.visibleMonths.map(\.description) == ["1404-01"])
    picker.tap(d("2025-04-01"))  // 12 Farvardin
    #expect(picker.tap(d("2025-04-02")).rejection == .maximumCount(3))
    #expect(picker.selection.days.map(\.isoString) == ["2025-03-17", adjacent.day.isoString, "2025-04-01"])
    #expect(picker.cell(for: d("2025-04-01")).label == "۱۲")
  }
}
