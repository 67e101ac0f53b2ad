import Testing
import Yotei
import YoteiPicker

@testable import YoteiProduction

/// The bridge from a production calendar to the picker's day marks, and one
/// vocabulary across the two modules: this file imports both and names both
/// `DayStatus` (production) and `DayAvailability` (picker).
@Suite struct PickerBridgeTests {
  let ru = try! ProductionCalendar.shipped("RU")

  @Test func theDocumentedExampleWorks() throws {
    // YoteiPicker.docc/CommandLine.md, as written there.
    var picker = PickerState(locale: try CalendarLocale("ru-RU"), today: day("2025-05-05"))
    picker.marks = try ProductionCalendar.shipped("RU").pickerMarks(locale: "ru")
    // The decree of 2025 moved 23 February to 8 May; 1 May is the holiday itself.
    let may8 = picker.cell(for: day("2025-05-08"))
    #expect(may8.marks == [DayMark(.transferredDayOff, name: "День защитника Отечества")])
    #expect(may8.accessibilityLabel.contains("День защитника Отечества"))
    #expect(picker.cell(for: day("2025-05-01")).marks == [DayMark(.holiday, name: "Праздник Весны и Труда")])
    // 1 November 2025: a working Saturday, shortened before 4 November.
    let november1 = picker.cell(for: day("2025-11-01"))
    #expect(november1.marks == [DayMark(.transferredWorking), DayMark(.shortened)])
    #expect(!november1.isWeekend)
    // A plain working day has no marks; a plain weekend none unless asked.
    #expect(picker.cell(for: day("2025-05-14")).marks.isEmpty)
    #expect(picker.cell(for: day("2025-05-17")).marks.isEmpty)
    #expect(ru.pickerMarks(for: day("2025-05-17"), includeWeekends: true) == [DayMark(.weekend)])
    // Years the region has no data for get no marks instead of an error.
    #expect(ru.pickerMarks(for: day("2150-01-01")).isEmpty)
  }

  @Test func marksAgreeWithTheStatusOfEveryDay() throws {
    let mark = try ru.pickerMarks(locale: "en")
    for status in try ru.days(inYear: 2024) {
      let status: DayStatus = status
      let kinds = mark(status.day).map(\.kind.rawValue)
      var expected: [String] = []
      if status.kind != .working && status.kind != .weekend { expected.append(status.kind.rawValue) }
      if status.isShortened { expected.append("shortened") }
      #expect(kinds == expected, "\(status.day)")
    }
  }

  @Test func anObservedDayIsNamedWithTheCatalogsMarker() throws {
    let us = try ProductionCalendar.shipped("US")
    // 4 July 2026 is a Saturday: Friday 3 July is observed.
    let status = try us.status(of: day("2026-07-03"))
    #expect(status.isObserved)
    #expect(try status.name(locale: "en") == "Independence Day (observed)")
    #expect(try us.status(of: day("2026-07-04")).name(locale: "en") == "Independence Day")
    #expect(
      us.pickerMarks(for: day("2026-07-03")) == [
        DayMark(.transferredDayOff, name: "Independence Day (observed)")
      ])
    // The marker comes from the catalog in the asked language.
    let russian = try ru.status(of: day("2026-03-09"))  // 8 March 2026 was a Sunday
    #expect(russian.isObserved)
    #expect(try russian.name(locale: "ru") == "Международный женский день (перенесён)")
    // A decree's transfer is not an observed day: it keeps the plain name.
    #expect(try ru.status(of: day("2025-05-08")).name(locale: "en") == "Defender of the Fatherland Day")
  }

  @Test func thePickersAvailabilityHasItsOwnName() {
    let availability = Availability(minimum: day("2025-01-01"))
    let status: DayAvailability = availability.status(of: day("2024-12-31"))
    #expect(status == .disabled(.beforeMinimum))
  }
}
