import Testing
import Yotei
import YoteiLocalization

@testable import YoteiPicker

@Suite("Single and multiple selection, tap by tap")
struct SingleAndMultipleSelectionTests {
  @Test func tappingAnotherDayReplacesTheSelectionAndReportsBoth() {
    var picker = DaySelector(mode: .single)
    picker.tap("2025-03-10")
    let changes = picker.tap("2025-03-12")
    #expect(picker.selection == .single(d("2025-03-12")))
    #expect(changes == [.selectionChanged(old: .single(d("2025-03-10")), new: .single(d("2025-03-12")))])
  }

  @Test func tappingTheSelectedDayClearsItUnlessRequired() {
    var free = DaySelector(mode: .single)
    free.tap("2025-03-10", "2025-03-10")
    #expect(free.selection == .single(nil))

    var required = DaySelector(mode: .single, rules: SelectionRules(isRequired: true))
    let changes = required.tap("2025-03-10", "2025-03-10")
    #expect(required.selection == .single(d("2025-03-10")))
    #expect(changes.rejection == .required)
    #expect(required.clear().rejection == .required)
    #expect(required.selection == .single(d("2025-03-10")))
  }

  @Test(arguments: [
    ("2025-02-28", TapRejection.disabled(.beforeMinimum)),
    ("2025-04-01", .disabled(.afterMaximum)),
    ("2025-03-15", .disabled(.matched)),  // a Saturday
    ("2025-03-12", .hidden),
    ("2025-03-13", .unavailable),
  ])
  func daysThatCannotBePickedRefuseTheTapAndSayWhy(iso: String, reason: TapRejection) {
    var picker = DaySelector(
      mode: .single,
      availability: Availability(
        minimum: d("2025-03-01"), maximum: d("2025-03-31"), disabled: [.weekdays([.saturday, .sunday])],
        hidden: [.day(d("2025-03-12"))], unavailable: [.days([d("2025-03-13")])]))
    picker.tap("2025-03-10")
    let changes = picker.tap(iso)
    #expect(changes == [.rejected(d(iso), reason)])
    #expect(picker.selection == .single(d("2025-03-10")))
  }

  @Test func multipleKeepsNonContiguousDaysAscendingAndTogglesThem() {
    var picker = DaySelector(mode: .multiple)
    picker.tap("2025-03-20", "2025-03-03", "2025-03-11")
    #expect(picker.selection.isoDays == ["2025-03-03", "2025-03-11", "2025-03-20"])
    picker.tap("2025-03-11")
    #expect(picker.selection.isoDays == ["2025-03-03", "2025-03-20"])
  }

  @Test func multipleRefusesATapBeyondTheMaximumCount() {
    var picker = DaySelector(mode: .multiple, rules: SelectionRules(maximumCount: 2))
    picker.tap("2025-03-01", "2025-03-05")
    let changes = picker.tap("2025-03-09")
    #expect(changes.rejection == .maximumCount(2))
    #expect(picker.selection.isoDays == ["2025-03-01", "2025-03-05"])
    // Deselecting makes room again.
    picker.tap("2025-03-01", "2025-03-09")
    #expect(picker.selection.isoDays == ["2025-03-05", "2025-03-09"])
  }

  @Test func multipleMinimumCountHoldsOnceReached() {
    var picker = DaySelector(mode: .multiple, rules: SelectionRules(minimumCount: 2))
    picker.tap("2025-03-01")
    #expect(!picker.isComplete)
    // Below the minimum the user can still correct a mistake.
    picker.tap("2025-03-01")
    #expect(picker.selection.isEmpty)
    picker.tap("2025-03-01", "2025-03-02")
    #expect(picker.isComplete)
    #expect(picker.tap("2025-03-02").rejection == .minimumCount(2))
    picker.tap("2025-03-03", "2025-03-02")
    #expect(picker.selection.isoDays == ["2025-03-01", "2025-03-03"])
  }

  @Test func requiredMultipleKeepsTheLastDay() {
    var picker = DaySelector(mode: .multiple, rules: SelectionRules(isRequired: true))
    picker.tap("2025-03-01", "2025-03-02", "2025-03-01")
    #expect(picker.tap("2025-03-02").rejection == .required)
    #expect(picker.selection.isoDays == ["2025-03-02"])
  }

  @Test func switchingModeKeepsWhatTheNewModeCanHold() {
    var picker = DaySelector(mode: .multiple)
    picker.tap("2025-03-03", "2025-03-04", "2025-03-05")
    picker.setMode(.range)
    #expect(picker.selection == .range(d("2025-03-03")...d("2025-03-05")))
    picker.setMode(.single)
    #expect(picker.selection == .single(nil))

    var gaps = DaySelector(mode: .multiple)
    gaps.tap("2025-03-03", "2025-03-05")
    let changes = gaps.setMode(.range)
    #expect(gaps.selection == .range(nil))
    #expect(
      changes.contains(
        .selectionChanged(old: .multiple([d("2025-03-03"), d("2025-03-05")]), new: .range(nil))))
  }
}

@Suite("Range selection, tap by tap")
struct RangeSelectionTests {
  @Test func firstTapAnchorsSecondCommitsAndReversedEndsAreSwapped() {
    var picker = DaySelector(mode: .range)
    let first = picker.tap("2025-03-10")
    #expect(first == [.anchorChanged(old: nil, new: d("2025-03-10"))])
    #expect(picker.selection == .range(nil))
    #expect(!picker.isComplete)
    let second = picker.tap("2025-03-07")
    #expect(picker.selection == .range(d("2025-03-07")...d("2025-03-10")))
    #expect(picker.anchor == nil)
    #expect(
      second == [
        .anchorChanged(old: d("2025-03-10"), new: nil),
        .selectionChanged(old: .range(nil), new: .range(d("2025-03-07")...d("2025-03-10"))),
      ])
  }

  @Test func rangesCrossMonthsAndYears() {
    var picker = DaySelector(mode: .range)
    picker.tap("2024-12-30", "2025-01-02")
    #expect(picker.selection.isoDays == ["2024-12-30", "2024-12-31", "2025-01-01", "2025-01-02"])
  }

  @Test(arguments: ["2025-03-07", "2025-03-10"])
  func tappingAnEndOfACommittedRangeClearsIt(end: String) {
    var picker = DaySelector(mode: .range)
    picker.tap("2025-03-07", "2025-03-10")
    picker.tap(end)
    #expect(picker.selection == .range(nil))
    #expect(picker.anchor == nil)
  }

  @Test func aTapAfterACommittedRangeStartsANewOne() {
    var picker = DaySelector(mode: .range)
    picker.tap("2025-03-07", "2025-03-10")
    let changes = picker.tap("2025-03-08")
    #expect(picker.anchor == d("2025-03-08"))
    #expect(picker.selection == .range(nil))
    #expect(
      changes.contains(.selectionChanged(old: .range(d("2025-03-07")...d("2025-03-10")), new: .range(nil))))
    picker.tap("2025-03-20")
    #expect(picker.selection == .range(d("2025-03-08")...d("2025-03-20")))
  }

  @Test func aRequiredRangeStaysUntilTheNextOneCommits() {
    var picker = DaySelector(mode: .range, rules: SelectionRules(isRequired: true))
    picker.tap("2025-03-07", "2025-03-10")
    #expect(picker.tap("2025-03-10").rejection == .required)
    picker.tap("2025-03-15")
    #expect(picker.selection == .range(d("2025-03-07")...d("2025-03-10")))
    #expect(picker.anchor == d("2025-03-15"))
    picker.tap("2025-03-16")
    #expect(picker.selection == .range(d("2025-03-15")...d("2025-03-16")))
  }

  @Test func tappingTheAnchorAgainMakesAOneDayRangeWhenTheLengthAllowsIt() {
    var days = DaySelector(mode: .range)
    days.tap("2025-03-07", "2025-03-07")
    #expect(days.selection == .range(d("2025-03-07")...d("2025-03-07")))

    // A one-day stay is 0 nights: with a minimum of 1 night the second tap cancels instead.
    var nights = DaySelector(mode: .range, rules: SelectionRules(lengthUnit: .nights, minimumLength: 1))
    let changes = nights.tap("2025-03-07", "2025-03-07")
    #expect(nights.selection == .range(nil))
    #expect(nights.anchor == nil)
    #expect(changes == [.anchorChanged(old: d("2025-03-07"), new: nil)])
  }

  /// 1 to 3 March is 2 nights or 3 days.
  @Test(arguments: [
    (RangeLengthUnit.nights, 2, 3, "2025-03-02", TapRejection?.some(.tooShort(minimum: 2, unit: .nights))),
    (.nights, 2, 3, "2025-03-03", nil),
    (.nights, 2, 3, "2025-03-04", nil),
    (.nights, 2, 3, "2025-03-05", .tooLong(maximum: 3, unit: .nights)),
    (.days, 3, 3, "2025-03-02", .tooShort(minimum: 3, unit: .days)),
    (.days, 2, 3, "2025-03-02", nil),
    (.days, 2, 3, "2025-03-03", nil),
    (.days, 2, 3, "2025-03-04", .tooLong(maximum: 3, unit: .days)),
  ])
  func lengthIsCountedInTheStatedUnit(
    unit: RangeLengthUnit, minimum: Int, maximum: Int, end: String, expected: TapRejection?
  ) {
    var picker = DaySelector(
      mode: .range, rules: SelectionRules(lengthUnit: unit, minimumLength: minimum, maximumLength: maximum))
    let changes = picker.tap("2025-03-01", end)
    #expect(changes.rejection == expected)
    if expected == nil {
      #expect(picker.selection == .range(d("2025-03-01")...d(end)))
    } else {
      // A refused second tap keeps the anchor, so the user can try another end.
      #expect(picker.anchor == d("2025-03-01"))
    }
  }

  @Test func theHighlightFollowsTheFocusAndStopsAtTheMaximumLength() {
    var picker = DaySelector(mode: .range, rules: SelectionRules(lengthUnit: .nights, maximumLength: 5))
    #expect(picker.highlightedRange(focus: d("2025-03-12")) == nil)
    picker.tap("2025-03-10")
    #expect(picker.highlightedRange(focus: d("2025-03-12")) == d("2025-03-10")...d("2025-03-12"))
    #expect(picker.highlightedRange(focus: d("2025-03-02")) == d("2025-03-05")...d("2025-03-10"))
    #expect(picker.highlightedRange(focus: d("2025-03-30")) == d("2025-03-10")...d("2025-03-15"))
  }
}

@Suite("Unavailable days inside a range")
struct RangePolicyTests {
  static let booked = Availability(unavailable: [.day(d("2025-03-15"))])

  @Test(arguments: ["2025-03-20", "2025-03-10"])
  func blockRefusesARangeAcrossABookedDayInEitherDirection(end: String) {
    var picker = DaySelector(mode: .range, availability: Self.booked)
    let start = end == "2025-03-20" ? "2025-03-10" : "2025-03-20"
    let changes = picker.tap(start, end)
    #expect(changes.rejection == .blocked(by: d("2025-03-15")))
    #expect(picker.anchor == d(start))
    #expect(picker.selection == .range(nil))
  }

  @Test func blockCutsTheHighlightJustBeforeTheBookedDay() {
    var picker = DaySelector(mode: .range, availability: Self.booked)
    picker.tap("2025-03-10")
    #expect(picker.highlightedRange(focus: d("2025-03-20")) == d("2025-03-10")...d("2025-03-14"))
    picker.tap("2025-03-14")
    #expect(picker.selection == .range(d("2025-03-10")...d("2025-03-14")))
  }

  /// The trap: searching for the blocking day only across the visible months
  /// lets a range jump over a booking three months away.
  @Test func blockSearchesBeyondTheVisibleMonths() {
    var picker = DaySelector(
      mode: .range,
      availability: Availability(maximum: d("2026-12-31"), unavailable: [.day(d("2025-06-01"))]))
    picker.tap("2025-03-10")
    #expect(picker.tap("2025-09-01").rejection == .blocked(by: d("2025-06-01")))
    #expect(picker.highlightedRange(focus: d("2025-09-01")) == d("2025-03-10")...d("2025-05-31"))
  }

  @Test func blockAlsoStopsAtDisabledAndHiddenDays() {
    var picker = DaySelector(
      mode: .range,
      availability: Availability(disabled: [.weekdays([.sunday])], hidden: [.day(d("2025-03-12"))]))
    // 2025-03-16 is a Sunday.
    #expect(picker.tap("2025-03-13", "2025-03-18").rejection == .blocked(by: d("2025-03-16")))
    picker.cancelRange()
    #expect(picker.tap("2025-03-13", "2025-03-10").rejection == .blocked(by: d("2025-03-12")))
  }

  @Test func resetStartsANewRangeAtTheTappedDay() {
    var picker = DaySelector(
      mode: .range, rules: SelectionRules(unavailablePolicy: .reset), availability: Self.booked)
    let changes = picker.tap("2025-03-10", "2025-03-20")
    #expect(changes.contains(.rangeReset(blockedBy: d("2025-03-15"))))
    #expect(picker.anchor == d("2025-03-20"))
    picker.tap("2025-03-22")
    #expect(picker.selection == .range(d("2025-03-20")...d("2025-03-22")))
  }

  @Test func allowLetsARangeSpanABookedDay() {
    var picker = DaySelector(
      mode: .range, rules: SelectionRules(unavailablePolicy: .allow), availability: Self.booked)
    picker.tap("2025-03-10", "2025-03-20")
    #expect(picker.selection == .range(d("2025-03-10")...d("2025-03-20")))
    #expect(picker.highlightedRange(focus: d("2025-03-20")) == nil)
    // The booked day itself still cannot be an end.
    #expect(picker.tap("2025-03-15").rejection == .unavailable)
  }

  /// Hotel bookings: a guest stays the nights of 15 and 16 March (leaves on the 17th).
  /// The 15th is not a valid check-in but is a valid check-out; the 17th is a valid check-in.
  static let hotel = Availability(isUnavailable: { day, anchor in
    let bookedNights: Set<Day> = [d("2025-03-15"), d("2025-03-16")]
    guard let anchor else { return bookedNights.contains(day) }
    return day > anchor ? bookedNights.contains(day - 1) : bookedNights.contains(day)
  })

  @Test func aCheckOutDayCanBeValidWhileTheSameCheckInIsNot() {
    var picker = DaySelector(mode: .range, availability: Self.hotel)
    #expect(picker.tap("2025-03-15").rejection == .unavailable)
    #expect(picker.status(of: d("2025-03-15")) == .unavailable)
    picker.tap("2025-03-12")
    #expect(picker.status(of: d("2025-03-15")) == .available)
    picker.tap("2025-03-15")
    #expect(picker.selection == .range(d("2025-03-12")...d("2025-03-15")))
  }

  @Test func aStayCannotIncludeABookedNight() {
    var picker = DaySelector(mode: .range, availability: Self.hotel)
    #expect(picker.tap("2025-03-12", "2025-03-16").rejection == .unavailable)
    #expect(picker.tap("2025-03-18").rejection == .blocked(by: d("2025-03-16")))
    picker.cancelRange()
    // Check-in on the morning the other guest leaves.
    picker.tap("2025-03-17", "2025-03-19")
    #expect(picker.selection == .range(d("2025-03-17")...d("2025-03-19")))
  }
}

@Suite("No check-in and no check-out days")
struct RangeEndpointTests {
  /// No arrivals on Sunday 16 March, no departures on Monday 17 March, and
  /// neither on Wednesday 19 March.
  static let rules = Availability(
    cannotStartRange: [.day(d("2025-03-16")), .day(d("2025-03-19"))],
    cannotEndRange: [.day(d("2025-03-17")), .day(d("2025-03-19"))])

  @Test func aNoCheckInDayCanStillBeACheckOut() {
    var picker = DaySelector(mode: .range, availability: Self.rules)
    picker.tap("2025-03-12", "2025-03-16")
    #expect(picker.selection == .range(d("2025-03-12")...d("2025-03-16")))
  }

  @Test(arguments: [
    ("2025-03-16", "2025-03-18", TapRejection.cannotStartRange(d("2025-03-16"))),
    ("2025-03-18", "2025-03-16", .cannotStartRange(d("2025-03-16"))),  // the earlier day is the arrival
    ("2025-03-12", "2025-03-17", .cannotEndRange(d("2025-03-17"))),
  ])
  func rangesBeginningOrEndingOnTheWrongDayAreRefused(first: String, second: String, reason: TapRejection) {
    var picker = DaySelector(mode: .range, availability: Self.rules)
    #expect(picker.tap(first).rejection == nil)
    #expect(picker.tap(second).rejection == reason)
    #expect(picker.anchor == d(first))
  }

  @Test func aStayMayCrossThoseDays() {
    var picker = DaySelector(mode: .range, availability: Self.rules)
    picker.tap("2025-03-14", "2025-03-21")
    #expect(picker.selection == .range(d("2025-03-14")...d("2025-03-21")))
  }

  @Test func aDayThatCanNeitherBeginNorEndARangeRefusesTheFirstTap() {
    var picker = DaySelector(mode: .range, availability: Self.rules)
    #expect(picker.tap("2025-03-19").rejection == .cannotStartRange(d("2025-03-19")))
    #expect(picker.anchor == nil)
  }
}

@Suite("Re-validation when bounds or availability change")
struct RevalidationTests {
  @Test func aNewMaximumDropsTheSingleDayAndReportsIt() {
    var picker = DaySelector(mode: .single)
    picker.tap("2025-03-20")
    let changes = picker.updateAvailability { $0.maximum = d("2025-03-19") }
    #expect(picker.selection == .single(nil))
    #expect(changes.dropped == [d("2025-03-20")])
    #expect(changes.contains(.selectionChanged(old: .single(d("2025-03-20")), new: .single(nil))))
  }

  @Test func bookingOneOfSeveralDaysDropsOnlyThatDay() {
    var picker = DaySelector(mode: .multiple)
    picker.tap("2025-03-01", "2025-03-05", "2025-03-09")
    let changes = picker.updateAvailability { $0.unavailable.append(.day(d("2025-03-05"))) }
    #expect(picker.selection.isoDays == ["2025-03-01", "2025-03-09"])
    #expect(changes.dropped == [d("2025-03-05")])
  }

  // A committed range is kept whole or dropped whole: new bounds that cut
  // it drop it, as a disabled or booked day inside it does.
  @Test func aRangeCutByNewBoundsIsDroppedWhole() {
    var picker = DaySelector(mode: .range)
    picker.tap("2025-03-01", "2025-03-10")
    let changes = picker.updateAvailability {
      $0.minimum = d("2025-03-03")
      $0.maximum = d("2025-03-08")
    }
    #expect(picker.selection == .range(nil))
    #expect(changes.dropped.count == 10)
    #expect(changes.dropped.first == d("2025-03-01"))
    #expect(changes.dropped.last == d("2025-03-10"))
  }

  @Test func aRangeInsideNewBoundsStays() {
    var picker = DaySelector(mode: .range)
    picker.tap("2025-03-03", "2025-03-08")
    let changes = picker.updateAvailability {
      $0.minimum = d("2025-03-03")
      $0.maximum = d("2025-03-08")
    }
    #expect(picker.selection == .range(d("2025-03-03")...d("2025-03-08")))
    #expect(changes.dropped.isEmpty)
  }

  @Test func aRangeCutByADisabledDayIsDroppedWhole() {
    var picker = DaySelector(mode: .range)
    picker.tap("2025-03-01", "2025-03-10")
    let changes = picker.updateAvailability { $0.disabled.append(.day(d("2025-03-05"))) }
    #expect(picker.selection == .range(nil))
    #expect(changes.dropped.count == 10)
  }

  @Test(arguments: [(UnavailablePolicy.block, true), (.reset, true), (.allow, false)])
  func aBookingInsideARangeDropsItUnlessAllowed(policy: UnavailablePolicy, dropsAll: Bool) {
    var picker = DaySelector(mode: .range, rules: SelectionRules(unavailablePolicy: policy))
    picker.tap("2025-03-01", "2025-03-10")
    let changes = picker.updateAvailability { $0.unavailable = [.day(d("2025-03-05"))] }
    #expect(picker.selection.isEmpty == dropsAll)
    #expect(changes.dropped.count == (dropsAll ? 10 : 0))
  }

  @Test func aTighterMaximumLengthDropsTheRange() {
    var picker = DaySelector(mode: .range)
    picker.tap("2025-03-01", "2025-03-10")
    let changes = picker.updateRules { $0.maximumLength = 7 }
    #expect(picker.selection == .range(nil))
    #expect(changes.dropped.count == 10)
  }

  @Test func aBookedAnchorIsAbandoned() {
    var picker = DaySelector(mode: .range)
    picker.tap("2025-03-01")
    let changes = picker.updateAvailability { $0.unavailable = [.day(d("2025-03-01"))] }
    #expect(picker.anchor == nil)
    #expect(changes == [.anchorChanged(old: d("2025-03-01"), new: nil)])
  }

  @Test func anAssignedValueTakesTheShapeOfTheMode() {
    var range = DaySelector(mode: .range)
    range.select(.multiple([d("2025-03-09"), d("2025-03-03")]))
    #expect(range.selection == .range(d("2025-03-03")...d("2025-03-09")))
    var single = DaySelector(mode: .single)
    single.select(.range(d("2025-03-03")...d("2025-03-05")))
    #expect(single.selection == .single(d("2025-03-05")))
  }

  @Test func anAssignedValueIsValidatedLikeTaps() {
    var picker = DaySelector(
      mode: .multiple, availability: Availability(disabled: [.weekdays([.saturday, .sunday])]))
    // 2025-03-08 is a Saturday.
    let changes = picker.select(.multiple([d("2025-03-07"), d("2025-03-08"), d("2025-03-07")]))
    #expect(picker.selection.isoDays == ["2025-03-07"])
    #expect(changes.dropped == [d("2025-03-08")])
  }
}

@Suite("Day matchers")
struct DayMatcherTests {
  @Test(arguments: [
    (DayMatcher.day(d("2025-03-05")), ["2025-03-05"]),
    (.days([d("2025-03-02"), d("2025-03-06")]), ["2025-03-02", "2025-03-06"]),
    (.range(d("2025-03-03")...d("2025-03-04")), ["2025-03-03", "2025-03-04"]),
    (.before(d("2025-03-03")), ["2025-03-01", "2025-03-02"]),
    (.after(d("2025-03-05")), ["2025-03-06", "2025-03-07"]),
    (.weekdays([.monday, .friday]), ["2025-03-03", "2025-03-07"]),
    (.predicate { $0.isoDate.day % 3 == 0 }, ["2025-03-03", "2025-03-06"]),
  ])
  func eachMatcherPicksExactlyItsDays(matcher: DayMatcher, expected: [String]) {
    let week = days("2025-03-01", "2025-03-07")
    #expect(week.filter(matcher.matches).map(\.isoString) == expected)
  }

  @Test func disabledUnavailableAndHiddenAreThreeDifferentThings() {
    let availability = Availability(
      disabled: [.day(d("2025-03-01"))], hidden: [.day(d("2025-03-02"))], unavailable: [.day(d("2025-03-03"))]
    )
    #expect(availability.status(of: d("2025-03-01")) == .disabled(.matched))
    #expect(availability.status(of: d("2025-03-02")) == .hidden)
    #expect(availability.status(of: d("2025-03-03")) == .unavailable)
    #expect(!availability.isFocusable(d("2025-03-01")))
    #expect(!availability.isFocusable(d("2025-03-02")))
    #expect(availability.isFocusable(d("2025-03-03")))
  }
}

@Suite struct DescriptionTests {
  @Test func valuesPeoplePrintReadWell() throws {
    #expect("\(DayAvailability.disabled(.beforeMinimum))" == "disabled (before minimum)")
    #expect("\(DayAvailability.unavailable)" == "unavailable")
    #expect("\(PickerChange.rejected(d("2025-03-15"), .unavailable))" == "rejected 2025-03-15: unavailable")
    #expect(
      "\(PickerChange.anchorChanged(old: nil, new: d("2025-03-12")))" == "anchor: none -> 2025-03-12")
    #expect("\(TapRejection.tooShort(minimum: 2, unit: .nights))" == "too short (minimum 2 nights)")
    #expect("\(PluralCategory.few)" == "few")
    // São Paulo's DST began at midnight on 4 November 2018: the day began at 01:00, UTC-2.
    let zone = try TimeZoneDatabase.system.zone("America/Sao_Paulo")
    #expect("\(try zone.startOfDay(Day(iso: 2018, 11, 4)!))" == "2018-11-04T03:00:00Z (offset -02:00)")
    #expect("\(StartOfDay.skipped)" == "skipped")
  }
}
