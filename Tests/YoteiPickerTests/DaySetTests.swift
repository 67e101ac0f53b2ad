import Foundation
import Synchronization
import Testing
import Yotei
import YoteiTestSupport

@testable import YoteiPicker

/// `DaySet` against the plain model it replaces, a sorted array of unique
/// days: the same days, in the same order, for random inputs.
@Suite struct DaySetTests {
  let base = Day(iso: 2025, 1, 1)!

  /// Random days within `span` days of `base`, duplicates and all.
  func randomDays(_ count: Int, span: Int, _ generator: inout SeededGenerator) -> [Day] {
    (0..<count).map { _ in base + Int.random(in: 0..<span, using: &generator) }
  }

  @Test(arguments: [1 as UInt64, 2, 3, 4, 5])
  func aDaySetHoldsTheDaysOfASortedUniqueArray(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let days = randomDays(300, span: 400, &generator)
    let model = Array(Set(days)).sorted()
    let set = DaySet(days)
    #expect(Array(set) == model)
    #expect(set.count == model.count && set.first == model.first && set.last == model.last)
    #expect(model.indices.allSatisfy { set[$0] == model[$0] })
    for day in (base - 2)...(base + 402) { #expect(set.contains(day) == model.contains(day)) }
    // Runs: ascending, apart by at least one day, covering exactly the days.
    #expect(zip(set.ranges, set.ranges.dropFirst()).allSatisfy { $0.upperBound + 1 < $1.lowerBound })
    #expect(set.ranges.flatMap { Array($0) } == model)
  }

  @Test(arguments: [11 as UInt64, 12, 13])
  func insertRemoveUnionSubtractAndIntersectAgreeWithSets(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var set = DaySet()
    var model = Set<Day>()
    for day in randomDays(500, span: 200, &generator) {
      if Bool.random(using: &generator) {
        #expect(set.insert(day) == model.insert(day).inserted)
      } else {
        #expect(set.remove(day) == (model.remove(day) != nil))
      }
      #expect(Array(set) == model.sorted())
    }
    let otherDays = randomDays(120, span: 260, &generator)
    let other = DaySet(otherDays)
    #expect(Array(set.union(other)) == model.union(otherDays).sorted())
    #expect(Array(set.subtracting(other)) == model.subtracting(otherDays).sorted())
    let window = (base + 50)...(base + 120)
    #expect(Array(set.intersection(window)) == model.filter { window.contains($0) }.sorted())
    #expect(Array(set.prefix(days: 17)) == Array(model.sorted().prefix(17)))
    #expect(
      Array(set.filter { $0.isoWeekday == .monday }) == model.filter { $0.isoWeekday == .monday }.sorted())
  }

  @Test func everySupportedDayIsOneRunAndRunsAtTheEndsOfIntDoNotTrap() {
    let all = DaySet(Day.supportedRange)
    #expect(all.ranges == [Day.supportedRange] && all.count == 5_373_485)
    #expect(all[5_373_484] == Day.maximum && all.contains(Day(iso: 2025, 3, 1)!))
    let huge = DaySet(Day(julianDayNumber: .min)...Day(julianDayNumber: .max))
    #expect(huge.count == .max && huge.contains(Day.maximum))
    var edges = DaySet([Day(julianDayNumber: .max), Day(julianDayNumber: .min)])
    #expect(edges.insert(Day(julianDayNumber: .max - 1)) && edges.ranges.count == 2)
    #expect(edges.remove(Day(julianDayNumber: .max)) && edges.last == Day(julianDayNumber: .max - 1))
  }

  @Test func runsReadAsRangesAndEncodeAsPairs() throws {
    let set: DaySet = [base, base + 1, base + 2, base + 9]
    #expect(set.description == "2025-01-01...2025-01-03 2025-01-10")
    let json = String(decoding: try JSONEncoder().encode(set), as: UTF8.self)
    #expect(json == #"[["2025-01-01","2025-01-03"],"2025-01-10"]"#)
    #expect(try JSONDecoder().decode(DaySet.self, from: Data(json.utf8)) == set)
    // A plain list of days, as multiple selections were stored before runs.
    let old = #"["2025-01-10","2025-01-02","2025-01-01","2025-01-03"]"#
    #expect(try JSONDecoder().decode(DaySet.self, from: Data(old.utf8)) == set)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(DaySet.self, from: Data(#"[["2025-01-03","2025-01-01"]]"#.utf8))
    }
  }
}

/// Item 12 of issue 25: multiple mode, whole-range changes and far focus
/// jumps cost what they show, not what they span. Pinned by counts, never by
/// time (the bench's `picker-*` rows time them).
@Suite struct SelectionComplexityTests {
  /// A counter a `@Sendable` availability closure can bump.
  final class Calls: Sendable {
    let count = Mutex(0)
    func bump() { count.withLock { $0 += 1 } }
  }

  @Test func selectingFortyThousandDaysChecksEachDayOnceAndKeepsItsRuns() {
    let calls = Calls()
    var selector = DaySelector(
      mode: .multiple,
      availability: Availability(isUnavailable: { _, _ in
        calls.bump()
        return false
      }))
    let start = Day(iso: 2000, 1, 1)!
    // Every other day: 40,000 days, 40,000 runs (the worst case for runs).
    let days = (0..<40_000).map { start + 2 * $0 }
    selector.select(.multiple(DaySet(days.reversed())))
    #expect(selector.selection.count == 40_000 && selector.selection.days.ranges.count == 40_000)
    #expect(calls.count.withLock { $0 } == 40_000)
    // A tap checks the tapped day, and joins two runs into one.
    selector.tap(start + 1)
    #expect(calls.count.withLock { $0 } == 40_001)
    #expect(selector.selection.days.ranges.count == 39_999)
    #expect(selector.selection.days.ranges[0] == start...(start + 2))
  }

  @Test func aRangeOfEverySupportedDayChangesAsOneRun() {
    var picker = PickerState(today: Day(iso: 2025, 3, 1)!, mode: .range)
    picker.select(.range(Day.supportedRange))
    #expect(picker.selection == .range(Day.supportedRange))
    // Into multiple mode: one run, not 5.4 million days.
    picker.setMode(.multiple)
    #expect(picker.selection.days.ranges == [Day.supportedRange])
    #expect(picker.selection.count == 5_373_485)
    // A new minimum drops the days before it: the change is one run.
    let minimum = Day(iso: 2000, 1, 1)!
    let changes = picker.setMinimum(minimum)
    let dropped = changes.compactMap { change -> DaySet? in
      if case .daysDropped(let days) = change { return days }
      return nil
    }
    #expect(dropped == [DaySet(Day.minimum...(minimum - 1))])
    #expect(picker.selection.days.ranges == [minimum...Day.maximum])
    #expect(changes.map(\.description).joined().count < 400)
    // And back into range mode, where the whole run is the range.
    picker.setMode(.range)
    #expect(picker.selection == .range(minimum...Day.maximum))
    // A committed range of every day, dropped whole by a booked day.
    picker.updateAvailability { $0.minimum = nil }
    picker.select(.range(Day.supportedRange))
    let booked = picker.updateAvailability { $0.unavailable = [.day(Day(iso: 2025, 6, 1)!)] }
    #expect(booked.dropped.count == 5_373_485)
    #expect(booked.contains { if case .daysDropped(let days) = $0 { days.ranges.count == 1 } else { false } })
  }

  @Test(arguments: [CalendarSystem.chinese, .dangi, .hebrew, .gregorian])
  func aFocusJumpAcrossTheSupportedRangeBuildsOnlyTheShownMonths(calendar: CalendarSystem) {
    var picker = PickerState(
      calendar: calendar, today: Day.minimum, visibleMonthCount: 3, paging: .visibleCount)
    let (changes, tables) = TableProbe.counting { picker.move(.to(Day.maximum)) }
    #expect(picker.focus == Day.maximum && picker.visibleMonths.last!.contains(Day.maximum))
    #expect(changes.contains { if case .visibleMonthsChanged = $0 { true } else { false } })
    // The old walk asked for every year in between (14,700 for Chinese).
    #expect(tables < 40, "\(calendar): \(tables) year tables for one jump")
    let (_, back) = TableProbe.counting { picker.move(.to(Day.minimum)) }
    #expect(picker.visibleMonths.first!.contains(Day.minimum))
    #expect(back < 40, "\(calendar): \(back) year tables for the jump back")
  }
}
