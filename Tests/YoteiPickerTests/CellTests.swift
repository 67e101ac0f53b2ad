import Testing
import Yotei
import YoteiLocalization

@testable import YoteiPicker

extension PickerState {
  /// Every cell of the visible months, in order.
  var allCells: [PickerCell] { months().flatMap { $0.weeks.flatMap { $0 } } }
  /// The in-month cell of `iso`.
  func cell(_ iso: String) -> PickerCell { allCells.first { $0.day == d(iso) && $0.isInMonth }! }
}

@Suite("Month grid cells")
struct CellTests {
  @Test func sixRowsAlwaysUnlessFittedIsAskedFor() throws {
    // February 2026 starts on a Sunday; Monday-first it needs five rows.
    let six = PickerState(calendar: .gregorian, locale: englishGB, today: d("2026-02-10"))
    let fitted = PickerState(calendar: .gregorian, locale: englishGB, today: d("2026-02-10"), layout: .fitted)
    #expect(six.months()[0].weeks.count == 6)
    #expect(fitted.months()[0].weeks.count == 5)
    #expect(six.months()[0].weeks.allSatisfy { $0.count == 7 })
    #expect(six.months()[0].weeks[0].map(\.isInMonth) == [false, false, false, false, false, false, true])
  }

  @Test func aPersianMonthStartsOnSaturdayWithPersianDigitsAndFridayWeekend() throws {
    let picker = PickerState(locale: persianIran, today: d("2025-03-21"))
    let page = picker.months()[0]
    #expect(page.weekdays.first == .saturday)
    let nowruz = picker.cell("2025-03-21")
    #expect(nowruz.label == "۱")
    #expect(nowruz.dayOfMonth == 1)
    #expect(nowruz.isWeekend)  // a Friday
    #expect(!picker.cell("2025-03-22").isWeekend)  // Saturday works in Iran
    #expect(page.title.contains("۱۴۰۴"))
  }

  /// 1 Ramadan 1446 (Umm al-Qura) was 1 March 2025.
  @Test func aHijriGridCanShowGregorianDaysBesideItsOwn() throws {
    var picker = PickerState(locale: try CalendarLocale("ar-SA"), today: d("2025-03-01"))
    #expect(picker.calendar == .islamicUmalqura)
    #expect(picker.cell("2025-03-01").secondaryLabel == nil)
    picker.secondaryCalendar = .gregorian
    let first = picker.cell("2025-03-01")
    #expect(first.dayOfMonth == 1)
    #expect(first.secondaryLabel == "١")
    #expect(picker.cell("2025-03-15").secondaryLabel == "١٥")
  }

  @Test func hebrewDatesInHebrewUseLetterNumerals() throws {
    let picker = PickerState(
      calendar: .hebrew, locale: try CalendarLocale("he-IL"), today: d("2024-03-25"))  // 15 Adar II 5784
    #expect(picker.cell("2024-03-25").label == "ט״ו")
    let latin = PickerState(
      calendar: .hebrew, locale: try CalendarLocale("he-IL"), numberingSystem: .latin, today: d("2024-03-25"))
    #expect(latin.cell("2024-03-25").label == "15")
  }

  /// Hebrew letters write the day of a Hebrew date; a count of events is a
  /// count, in the locale's own digits (Western in he-IL, as CLDR's default
  /// numbering system says), whatever the grid's digits.
  @Test func aHebrewPickerAnnouncesCountsInDigitsNotLetters() throws {
    let he = try CalendarLocale("he-IL")
    var picker = PickerState(calendar: .hebrew, locale: he, today: d("2024-03-25"))
    picker.eventCount = { _ in 15 }
    #expect(picker.numberingSystem.name == "hebr")
    let cell = picker.cell("2024-03-25")
    #expect(cell.label == "ט״ו")
    #expect(picker.strings.eventCount(15).contains("15"))
    #expect(!picker.strings.eventCount(15).contains("ט״ו"))
    #expect(cell.accessibilityLabel.contains("15"))
    // The date itself keeps its letters in the label.
    #expect(cell.accessibilityLabel.contains("ט״ו"))
    // A numeric system the host chose still writes the counts.
    let arabic = PickerState(
      calendar: .gregorian, locale: try CalendarLocale("ar-EG"),
      numberingSystem: try NumberingSystem(name: "arab"),
      today: d("2025-03-15"))
    #expect(arabic.strings.eventCount(15).contains("١٥"))
  }

  @Test func hebrewDigitsAgreeWhicheverWayTheCalendarWasChosen() throws {
    let he = try CalendarLocale("he-IL")
    let direct = PickerState(calendar: .hebrew, locale: he, today: d("2024-03-25"))
    var switched = PickerState(calendar: .gregorian, locale: he, today: d("2024-03-25"))
    #expect(switched.cell("2024-03-25").label == "25")
    switched.setCalendar(.hebrew)
    let symbols = CalendarSymbols(locale: he, calendar: .hebrew)
    // 15 Adar II 5784 (Hebcal); Hebrew letters for 15 are ט״ו.
    #expect(direct.cell("2024-03-25").label == "ט״ו")
    #expect(switched.cell("2024-03-25").label == "ט״ו")
    #expect(symbols.digits(15) == "ט״ו")
    #expect(direct.numberingSystem == switched.numberingSystem)
    #expect(direct.cell("2024-03-25").accessibilityLabel == switched.cell("2024-03-25").accessibilityLabel)
    switched.setCalendar(.gregorian)
    #expect(switched.cell("2024-03-25").label == "25")
  }

  @Test func arabicDigitsByDefaultAndLatinWhenTheAppAsks() throws {
    let arabic = try CalendarLocale("ar-EG")
    let native = PickerState(calendar: .gregorian, locale: arabic, today: d("2025-03-15"))
    let latin = PickerState(
      calendar: .gregorian, locale: arabic, numberingSystem: .latin, today: d("2025-03-15"))
    #expect(native.cell("2025-03-15").label == "١٥")
    #expect(latin.cell("2025-03-15").label == "15")
  }

  @Test(arguments: [
    ("he-IL", ["2025-03-14", "2025-03-15"]), ("ps-AF", ["2025-03-13", "2025-03-14"]),
    ("hi-IN", ["2025-03-16"]),
    ("en-US", ["2025-03-15", "2025-03-16"]),
  ])
  func weekendsComeFromTheLocale(locale: String, weekend: [String]) throws {
    let picker = PickerState(calendar: .gregorian, locale: try CalendarLocale(locale), today: d("2025-03-12"))
    let week = days("2025-03-10", "2025-03-16")
    #expect(week.filter { picker.cell(for: $0).isWeekend }.map(\.isoString) == weekend)
  }

  /// Purim is 14 Adar in a common year (5785) and 14 Adar II in a leap year (5784).
  @Test(arguments: [("2025-03-14", "Adar 5785"), ("2024-03-24", "Adar II 5784")])
  func aHebrewCommonYearShowsAdarAndALeapYearAdarII(purim: String, title: String) throws {
    let picker = PickerState(calendar: .hebrew, locale: englishGB, today: d(purim))
    let page = picker.months()[0]
    #expect(page.title.contains(title))
    #expect(!page.title.contains("Adar I ") && !page.title.hasSuffix("Adar I"))
    #expect(picker.cell(purim).dayOfMonth == 14)
  }

  @Test func hostMarksOverrideTheWeekRule() throws {
    var picker = PickerState(calendar: .gregorian, locale: englishGB, today: d("2025-03-12"))
    picker.setMarks([
      d("2025-03-15"): [DayMark(.transferredWorking)],
      d("2025-03-12"): [DayMark(.transferredDayOff), DayMark(.weekend)],
      d("2025-03-13"): [DayMark("school", name: "Open day")],
    ])
    #expect(!picker.cell("2025-03-15").isWeekend)
    #expect(picker.cell("2025-03-15").kind == .transferredWorking)
    #expect(picker.cell("2025-03-12").isWeekend)
    #expect(picker.cell("2025-03-13").marks == [DayMark("school", name: "Open day")])
    #expect(picker.cell("2025-03-16").kind == .weekend)
    #expect(picker.cell("2025-03-17").kind == nil)
  }

  /// A weekend that changed inside the month on screen: Saudi Arabia's was
  /// Thursday-Friday until 28 June 2013 and Friday-Saturday from 29 June
  /// (Royal Decree A/185). Each cell, in the month and beside it, has the
  /// weekend of its own day, whatever the week rule says; a
  /// `transferredWorking` mark still wins.
  @Test func aCellHasTheWeekendInForceOnItsDay() throws {
    var picker = PickerState(
      calendar: .gregorian, locale: try CalendarLocale("en-SA"), today: d("2013-06-01"))
    let change = d("2013-06-29")
    picker.weekRule.firstWeekday = .sunday
    picker.weekRule.weekend = [.thursday, .friday]
    picker.weekendOfDay = { $0 < change ? [.thursday, .friday] : [.friday, .saturday] }
    let weekend = picker.allCells.filter(\.isWeekend).map(\.day.isoString)
    #expect(
      weekend == [
        "2013-05-30", "2013-05-31", "2013-06-06", "2013-06-07", "2013-06-13", "2013-06-14", "2013-06-20",
        "2013-06-21", "2013-06-27", "2013-06-28", "2013-06-29", "2013-07-05", "2013-07-06",
      ])
    #expect(picker.cell("2013-06-29").accessibilityLabel.contains("weekend"))
    // Thursday 4 July is a working day although the week rule names Thursday.
    let july4 = try #require(picker.allCells.first { $0.day == d("2013-07-04") })
    #expect(!july4.isWeekend && july4.kind == nil)
    picker.setMarks([change: [DayMark(.transferredWorking)]])
    #expect(!picker.cell("2013-06-29").isWeekend)
    picker.weekendOfDay = nil
    #expect(!picker.cell("2013-06-30").isWeekend && picker.cell("2013-06-27").isWeekend)
  }

  @Test func aRangeShowsStartMiddleAndEndAndTheCandidateWhileSelecting() throws {
    var picker = PickerState(calendar: .gregorian, locale: englishGB, today: d("2025-03-10"), mode: .range)
    picker.tap(d("2025-03-10"))
    picker.move(.right)
    picker.move(.right)
    #expect(picker.allCells.filter(\.isHighlighted).map(\.day) == days("2025-03-10", "2025-03-12"))
    #expect(picker.cell("2025-03-10").isSelected)
    #expect(!picker.cell("2025-03-11").isSelected)
    picker.move(.right)
    picker.selectFocused()
    #expect(picker.allCells.filter(\.isHighlighted).isEmpty)
    let flags = days("2025-03-09", "2025-03-14").map { day -> String in
      let cell = picker.cell(for: day)
      return cell.isRangeStart ? "S" : cell.isRangeEnd ? "E" : cell.isRangeMiddle ? "M" : "."
    }
    #expect(flags.joined() == ".SMME.")
    #expect(
      days("2025-03-09", "2025-03-14").map { picker.cell(for: $0).isInRange } == [
        false, true, true, true, true, false,
      ])
  }

  @Test func cellsSayWhichTapsWouldBeAcceptedWhileARangeIsOpen() throws {
    var picker = PickerState(
      calendar: .gregorian, locale: englishGB, today: d("2025-03-10"), mode: .range,
      rules: SelectionRules(lengthUnit: .nights, minimumLength: 2),
      availability: Availability(unavailable: [.day(d("2025-03-20"))]))
    picker.tap(d("2025-03-10"))
    let selectable = days("2025-03-08", "2025-03-22").filter { picker.cell(for: $0).isSelectable }
    // Too short next to the anchor (the anchor itself cancels), blocked from the 20th on.
    #expect(selectable.first == d("2025-03-08"))
    #expect(!selectable.contains(d("2025-03-11")))
    #expect(selectable.contains(d("2025-03-12")))
    #expect(selectable.last == d("2025-03-19"))
  }

  @Test func aCheckOutDayIsShownAvailableOnlyOnceTheCheckInIsChosen() throws {
    var picker = PickerState(
      calendar: .gregorian, locale: englishGB, today: d("2025-03-10"), mode: .range,
      availability: RangePolicyTests.hotel)
    #expect(picker.cell("2025-03-15").isUnavailable)
    picker.tap(d("2025-03-12"))
    #expect(!picker.cell("2025-03-15").isUnavailable)
    #expect(picker.cell("2025-03-16").isUnavailable)
  }

  @Test func aCommittedCheckOutOnABookedNightIsAnnouncedAvailable() throws {
    var picker = PickerState(
      calendar: .gregorian, locale: englishGB, today: d("2025-03-10"), mode: .range,
      availability: RangePolicyTests.hotel)
    picker.tap(d("2025-03-12"))
    picker.tap(d("2025-03-15"))
    #expect(picker.selection == .range(d("2025-03-12")...d("2025-03-15")))
    let checkOut = picker.cell("2025-03-15")
    #expect(!checkOut.isUnavailable && checkOut.isRangeEnd)
    #expect(!checkOut.accessibilityLabel.contains("unavailable"), "\(checkOut.accessibilityLabel)")
    // Outside the range the night is still booked for a new check-in.
    #expect(picker.cell("2025-03-16").isUnavailable)
  }

  @Test func focusAndTodayAreMarkedOnlyOnTheDaysOwnMonth() throws {
    let picker = PickerState(
      calendar: .gregorian, locale: englishGB, today: d("2025-03-31"), visibleMonthCount: 2)
    let copies = picker.allCells.filter { $0.day == d("2025-03-31") }
    #expect(copies.count == 2)  // March's own cell and April's first row
    #expect(copies.filter(\.isFocused).count == 1)
    #expect(copies.allSatisfy { $0.isToday })
  }

  @Test func adjacentDaysCanBeHidden() throws {
    let picker = PickerState(
      calendar: .gregorian, locale: englishGB, today: d("2025-03-12"), showsAdjacentDays: false)
    let outside = picker.allCells.filter { !$0.isInMonth }
    #expect(!outside.isEmpty)
    #expect(outside.allSatisfy { $0.isHidden && $0.accessibilityLabel.isEmpty && !$0.isSelectable })
  }

  @Test func eventsAreCountedPerDay() throws {
    var picker = PickerState(calendar: .gregorian, locale: englishGB, today: d("2025-03-12"))
    let schedule = EventSchedule(
      events: [
        PickerEvent(id: "trip", timing: .allDay(d("2025-03-11")...d("2025-03-13")), payload: 0),
        PickerEvent(
          id: "call",
          timing: .timed(
            start: at("2025-03-12", 9),
            end: at("2025-03-12", 10)), payload: 1),
      ], resolver: .utcOffset(seconds: 0))
    picker.setEvents(schedule)
    #expect(days("2025-03-10", "2025-03-14").map { picker.cell(for: $0).eventCount } == [0, 1, 2, 1, 0])
  }
}

@Suite("Accessibility labels")
struct AccessibilityLabelTests {
  @Test func todaysSelectedHolidayIsAnnouncedAsASightedUserSeesIt() throws {
    var picker = PickerState(calendar: .persian, locale: englishGB, today: d("2024-03-20"))
    picker.setMarks([d("2024-03-20"): [DayMark(.holiday, name: "Nowruz")]])
    picker.tap(d("2024-03-20"))
    let date = try CalendarSymbols(locale: englishGB, calendar: .persian).format(
      d("2024-03-20"), skeleton: "yMMMMEEEEd")
    #expect(date.contains("Wednesday") && date.contains("Farvardin") && date.contains("1403"))
    #expect(picker.accessibilityLabel(for: d("2024-03-20")) == "Today, \(date), Nowruz, holiday, selected")
  }

  @Test func rangeBookingAndEventStatesAreAnnounced() throws {
    var picker = PickerState(
      calendar: .gregorian, locale: englishGB, today: d("2025-01-01"), focus: d("2025-03-10"), mode: .range,
      availability: Availability(maximum: d("2025-03-28"), unavailable: [.day(d("2025-03-20"))]))
    picker.eventCount = { $0 == d("2025-03-11") ? 2 : ($0 == d("2025-03-12") ? 1 : 0) }
    picker.tap(d("2025-03-10"))
    picker.tap(d("2025-03-12"))
    let symbols = CalendarSymbols(locale: englishGB, calendar: .gregorian)
    func label(_ iso: String) -> String {
      picker.accessibilityLabel(for: d(iso)).replacing(
        try! symbols.format(d(iso), skeleton: "yMMMMEEEEd"), with: "DATE")
    }
    #expect(label("2025-03-10") == "DATE, range start")
    #expect(label("2025-03-11") == "DATE, in selected range, 2 events")
    #expect(label("2025-03-12") == "DATE, range end, 1 event")
    #expect(label("2025-03-20") == "DATE, unavailable")
    #expect(label("2025-03-29") == "DATE, weekend, disabled")
  }

  /// A Persian user hears Persian words from the catalog, Persian digits,
  /// the Persian list separator, and the Latin holiday name isolated.
  @Test func aPersianLabelComesFromTheCatalogInPersian() throws {
    var picker = PickerState(locale: persianIran, today: d("2024-03-20"))
    picker.setMarks([d("2024-03-20"): [DayMark(.holiday, name: "Nowruz")]])
    picker.eventCount = { _ in 2 }
    picker.tap(d("2024-03-20"))
    let localizer = try Localizer(locale: "fa_IR")
    let date = try CalendarSymbols(locale: persianIran, calendar: .persian).format(
      d("2024-03-20"), skeleton: "yMMMMEEEEd")
    let expected = localizer.list([
      localizer.string("a11y.today"), date, "Nowruz", localizer.string("a11y.holiday"),
      localizer.string("a11y.selected"), localizer.string("a11y.events", 2),
    ])
    let label = picker.accessibilityLabel(for: d("2024-03-20"))
    #expect(label == expected)
    #expect(label.contains("، "))
    #expect(label.contains("۲"))
    #expect(!label.contains("Today"))
  }

  @Test func productionCalendarKindsAreNamedAfterTheDaysName() throws {
    var picker = PickerState(calendar: .gregorian, locale: englishGB, today: d("2025-01-01"))
    picker.setMarks([
      d("2025-05-02"): [DayMark(.transferredDayOff)],
      d("2025-11-01"): [DayMark(.transferredWorking)],
      d("2025-03-07"): [DayMark(.shortened)],
      d("2025-03-10"): [DayMark("school", name: "Open day")],
    ])
    let english = CatalogPickerStrings(locale: englishGB)
    let dayOff = picker.accessibilityLabel(for: d("2025-05-02"))
    #expect(dayOff.hasSuffix(", " + english.text("a11y.transferredDayOff")!))
    // 1 November 2025 is a Saturday that works: no "weekend".
    let working = picker.accessibilityLabel(for: d("2025-11-01"))
    #expect(working.hasSuffix(", " + english.text("a11y.transferredWorking")!))
    #expect(!working.contains(english.text("a11y.weekend")!))
    #expect(picker.accessibilityLabel(for: d("2025-03-07")).hasSuffix(english.text("a11y.shortened")!))
    // A custom kind with no word in the catalog is announced by its name only.
    #expect(picker.accessibilityLabel(for: d("2025-03-10")).hasSuffix(", Open day"))
  }

  struct Deutsch: PickerStrings {
    func text(_ key: String) -> String? {
      ["a11y.today": "Heute", "a11y.selected": "ausgewählt", "a11y.holiday": "Feiertag"][key]
    }
    func eventCount(_ count: Int) -> String { count == 1 ? "1 Termin" : "\(count) Termine" }
    func joined(_ parts: [String]) -> String { parts.joined(separator: "; ") }
  }

  @Test func theWordsComeFromTheHostsStrings() throws {
    let german = try CalendarLocale("de-DE")
    var picker = PickerState(calendar: .gregorian, locale: german, today: d("2025-10-03"))
    picker.strings = Deutsch()
    picker.setMarks([d("2025-10-03"): [DayMark(.holiday, name: "Tag der Deutschen Einheit")]])
    picker.eventCount = { _ in 3 }
    picker.tap(d("2025-10-03"))
    let date = try CalendarSymbols(locale: german, calendar: .gregorian).format(
      d("2025-10-03"), skeleton: "yMMMMEEEEd")
    #expect(date.contains("Freitag"))
    #expect(
      picker.accessibilityLabel(for: d("2025-10-03"))
        == "Heute; \(date); Tag der Deutschen Einheit; Feiertag; ausgewählt; 3 Termine")
  }
}

/// A Chinese-calendar picker in Chinese labels its cells as CLDR's dates
/// write the day (初一 ... 三十), and its accessibility labels say the same
/// day the same way: 2026-02-17 is 正月初一 of 丙午 (Hong Kong Observatory's
/// Gregorian-lunar conversion table for 2026).
@Suite struct ChineseDayLabelTests {
  @Test func cellsAndLabelsWriteTheDayAlike() throws {
    let picker = PickerState(calendar: .chinese, locale: try CalendarLocale("zh-CN"), today: d("2026-02-17"))
    let newYear = picker.cell("2026-02-17")
    #expect(newYear.label == "初一")
    #expect(newYear.accessibilityLabel.contains("2026丙午年正月初一星期二"), "\(newYear.accessibilityLabel)")
    #expect(picker.cell(for: d("2026-02-18")).label == "初二")
    #expect(picker.accessibilityLabel(for: d("2026-02-18")).contains("正月初二"))
    // A host that chose digits gets them, in the cell and the label.
    var digits = picker
    digits.numberingSystem = try NumberingSystem(name: "latn")
    #expect(digits.cell("2026-02-17").label == "1")
    #expect(!digits.cell("2026-02-17").accessibilityLabel.contains("初一"))
    // Korean Dangi dates keep their digits, as CLDR and KASI write them.
    let korean = PickerState(calendar: .dangi, locale: try CalendarLocale("ko-KR"), today: d("2026-02-17"))
    #expect(korean.cell("2026-02-17").label == "1")
    #expect(
      korean.cell("2026-02-17").accessibilityLabel.contains("1월 1일"),
      "\(korean.cell("2026-02-17").accessibilityLabel)")
  }
}
