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

/// The persistent tree of runs (issue 25 item 12) against a plain
/// `Set<Day>` over random taps, with old values kept and checked after, and
/// the tree's shape checked as it grows and shrinks.
@Suite struct DaySetTreeTests {
  /// The runs of a set of days, ascending: the model's ``DaySet/ranges``.
  func runs(of model: Set<Day>) -> [ClosedRange<Day>] {
    var result: [ClosedRange<Day>] = []
    for day in model.sorted() {
      if let last = result.last, last.upperBound.julianDayNumber + 1 == day.julianDayNumber {
        result[result.count - 1] = last.lowerBound...day
      } else {
        result.append(day...day)
      }
    }
    return result
  }

  /// Everything a `DaySet` answers, against the model.
  func expectSame(
    _ set: DaySet, _ model: Set<Day>, _ generator: inout SeededGenerator,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let sorted = model.sorted()
    #expect(Array(set) == sorted, sourceLocation: sourceLocation)
    #expect(set.ranges == runs(of: model) && set.runCount == set.ranges.count, sourceLocation: sourceLocation)
    #expect(
      set.count == model.count && set.first == sorted.first && set.last == sorted.last,
      sourceLocation: sourceLocation)
    #expect(set.treeProblems() == [], sourceLocation: sourceLocation)
    #expect(
      set == DaySet(sorted) && set.hashValue == DaySet(sorted.reversed()).hashValue,
      sourceLocation: sourceLocation)
    for _ in 0..<50 where !sorted.isEmpty {
      let i = Int.random(in: 0..<sorted.count, using: &generator)
      #expect(set[i] == sorted[i], sourceLocation: sourceLocation)
    }
    if let low = sorted.first, let high = sorted.last {
      let a = low + Int.random(in: 0...(high - low), using: &generator)
      let b = a + Int.random(in: 0...(high - a), using: &generator)
      #expect(
        Array(set.intersection(a...b)) == sorted.filter { (a...b).contains($0) },
        sourceLocation: sourceLocation)
      let n = Int.random(in: 0...sorted.count, using: &generator)
      #expect(Array(set.prefix(days: n)) == Array(sorted.prefix(n)), sourceLocation: sourceLocation)
    }
  }

  /// 4,000 random taps within 900 days of a start near each end of the
  /// supported days, of `Int`, and in the middle; one in eight old values is
  /// kept with its model and checked again at the end, after the new values
  /// shared its nodes.
  @Test(
    arguments: [
      (Day.minimum, 1 as UInt64), (Day.maximum - 900, 2), (Day(iso: 2025, 1, 1)!, 3),
      (Day(julianDayNumber: .min), 4), (Day(julianDayNumber: .max - 900), 5),
    ] as [(Day, UInt64)])
  func randomTapsAgreeWithASetOfDays(start: Day, seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var set = DaySet()
    var model = Set<Day>()
    var kept: [(DaySet, Set<Day>)] = []
    for step in 1...4_000 {
      let day = start + Int.random(in: 0...900, using: &generator)
      let old = set
      if Int.random(in: 0..<3, using: &generator) < 2 {
        #expect(set.insert(day) == model.insert(day).inserted)
      } else {
        #expect(set.remove(day) == (model.remove(day) != nil))
      }
      #expect(set.contains(day) == model.contains(day) && set.count == model.count)
      if step % 8 == 0 { kept.append((old, Set(old))) }
      if step % 500 == 0 { expectSame(set, model, &generator) }
    }
    for (old, oldModel) in kept { #expect(Array(old) == oldModel.sorted() && old.treeProblems() == []) }
  }

  /// Thousands of runs: the tree grows three levels deep, splitting and
  /// joining nodes at every level, and shrinks back to nothing.
  @Test func aTreeOfThousandsOfRunsStaysBalancedAsItGrowsAndShrinks() {
    var generator = SeededGenerator(seed: 25)
    let start = Day(iso: 1900, 1, 1)!
    var set = DaySet()
    var model = Set<Day>()
    let days = (0..<12_000).map { start + 2 * $0 }.shuffled(using: &generator)
    for (i, day) in days.enumerated() {
      set.insert(day)
      model.insert(day)
      if i % 3_000 == 2_999 { expectSame(set, model, &generator) }
    }
    #expect(set.runCount == 12_000 && (3...4).contains(set.treeDepth))
    // The gaps, in random order: each tap joins two runs, down to one.
    for (i, gap) in (0..<11_999).map({ start + 2 * $0 + 1 }).shuffled(using: &generator).enumerated() {
      let inserted = set.insert(gap)
      #expect(inserted)
      model.insert(gap)
      if i % 3_000 == 2_999 { expectSame(set, model, &generator) }
    }
    #expect(set.ranges == [start...(start + 23_998)] && set.treeDepth == 1)
    // Untapped one by one in random order.
    for (i, day) in model.sorted().shuffled(using: &generator).enumerated() {
      let removed = set.remove(day)
      #expect(removed)
      model.remove(day)
      if i % 4_000 == 3_999 { expectSame(set, model, &generator) }
    }
    #expect(set.isEmpty && set.treeDepth == 0 && set == DaySet())
  }

  /// A tap's change list holds the old selection and the new; the old one
  /// is the selection before the tap, untouched by later taps.
  @Test func aTapsChangeKeepsTheOldSelectionWhole() {
    var selector = DaySelector(mode: .multiple)
    let start = Day(iso: 2025, 1, 1)!
    var olds: [(Selection, [Day])] = []
    for i in 0..<3_000 {
      let before = Array(selector.selection.days)
      let changes = selector.tap(start + (i * 7919) % 4_000)
      guard case .selectionChanged(let old, _) = changes.first else {
        Issue.record("tap \(i) changed nothing: \(changes)")
        return
      }
      #expect(old.days.count == before.count)
      if i % 100 == 0 { olds.append((old, before)) }
    }
    for (old, days) in olds { #expect(Array(old.days) == days) }
  }
}
