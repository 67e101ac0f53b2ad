import Yotei

/// A set of days kept as its runs: ascending, disjoint ranges of consecutive
/// days, never two touching.
///
/// A multiple selection, the days a change dropped and a range's days are
/// `DaySet`s, so their size is the number of runs, not of days: every
/// supported day is one range (`Day.minimum...Day.maximum`), and a UI that
/// redraws or announces a change reads ``ranges`` and ``count`` without
/// listing 5.4 million days. It is also a random-access collection of its
/// days, ascending, for code that wants them one by one.
///
/// ```swift
/// var days: DaySet = [Day(iso: 2025, 3, 1)!, Day(iso: 2025, 3, 2)!]
/// days.insert(Day(iso: 2025, 3, 9)!)
/// days.ranges.count   // 2: 1...2 March and 9 March
/// days.count          // 3
/// days.description    // "2025-03-01...2025-03-02 2025-03-09"
/// ```
///
/// - Complexity: ``contains(_:)`` and subscripting are O(log *r*) in the
///   number of runs *r*; ``insert(_:)`` and ``remove(_:)`` are O(*r*) (the
///   runs are copied, as a value type's storage is when it is shared; the
///   running totals are recounted only from the changed run on);
///   building from *n* days is O(*n* log *n*), from days already ascending
///   O(*n*).
public struct DaySet: Hashable, Sendable, RandomAccessCollection, ExpressibleByArrayLiteral,
  CustomStringConvertible
{
  /// The runs of consecutive days, ascending; no two overlap or touch.
  public private(set) var ranges: [ClosedRange<Day>]
  /// `totals[i]` is the number of days in `ranges[0...i]`, saturating at
  /// `Int.max` (a run of more days than `Int` counts).
  private var totals: [Int]

  /// The empty set.
  public init() {
    ranges = []
    totals = []
  }

  /// The days of `range`.
  public init(_ range: ClosedRange<Day>) {
    ranges = [range]
    totals = [Self.length(range)]
  }

  /// The days of some runs, in any order; overlapping and touching runs merge.
  ///
  /// - Complexity: O(*r* log *r*) for *r* runs, O(*r*) when they are ascending.
  public init(ranges: some Sequence<ClosedRange<Day>>) {
    var sorted = Array(ranges)
    if !sorted.isSorted(by: { $0.lowerBound <= $1.lowerBound }) {
      sorted.sort { $0.lowerBound < $1.lowerBound }
    }
    var merged: [ClosedRange<Day>] = []
    merged.reserveCapacity(sorted.count)
    for range in sorted {
      if let last = merged.last, Self.joins(last, range) {
        merged[merged.count - 1] = last.lowerBound...Swift.max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    self.ranges = merged
    self.totals = Self.totals(of: merged)
  }

  /// The given days, in any order, duplicates counted once.
  ///
  /// - Complexity: O(*n* log *n*), or O(*n*) when the days are ascending.
  public init(_ days: some Sequence<Day>) {
    self.init(ranges: days.lazy.map { $0...$0 })
  }

  /// The given days, in any order, duplicates counted once.
  public init(arrayLiteral days: Day...) { self.init(days) }

  // MARK: - Collection

  /// The position of the first day: 0.
  public var startIndex: Int { 0 }
  /// One past the position of the last day: the number of days.
  public var endIndex: Int { totals.last ?? 0 }

  /// The day at `position` (0 is the first day).
  ///
  /// - Complexity: O(log *r*).
  public subscript(position: Int) -> Day {
    precondition(
      position >= 0 && position < endIndex, "DaySet index \(position) out of range 0..<\(endIndex)")
    let run = totals.partitionPoint { $0 <= position }
    let before = run == 0 ? 0 : totals[run - 1]
    return ranges[run].lowerBound + (position - before)
  }

  /// The number of days (saturating at `Int.max`).
  public var count: Int { endIndex }
  /// Whether the set has no day.
  public var isEmpty: Bool { ranges.isEmpty }
  /// The earliest day, if any.
  public var first: Day? { ranges.first?.lowerBound }
  /// The latest day, if any.
  public var last: Day? { ranges.last?.upperBound }

  // MARK: - Queries

  /// Whether `day` is in the set.
  ///
  /// - Complexity: O(log *r*).
  public func contains(_ day: Day) -> Bool {
    let run = runIndex(onOrAfter: day)
    return run < ranges.count && ranges[run].lowerBound <= day
  }

  /// The days of the set inside `range`: what a view showing those days
  /// redraws.
  ///
  /// - Complexity: O(log *r* + *k*) for the *k* runs it returns.
  public func intersection(_ range: ClosedRange<Day>) -> DaySet {
    var result: [ClosedRange<Day>] = []
    var run = runIndex(onOrAfter: range.lowerBound)
    while run < ranges.count, ranges[run].lowerBound <= range.upperBound {
      result.append(
        Swift.max(
          ranges[run].lowerBound, range.lowerBound)...Swift.min(ranges[run].upperBound, range.upperBound))
      run += 1
    }
    return DaySet(normalized: result)
  }

  /// The days of the set that are not in `other`.
  ///
  /// - Complexity: O(*r* + *s*) for the two sets' runs.
  public func subtracting(_ other: DaySet) -> DaySet {
    var result: [ClosedRange<Day>] = []
    var j = 0
    for range in ranges {
      var lower = range.lowerBound
      var open = true
      while j < other.ranges.count, other.ranges[j].upperBound < lower { j += 1 }
      var k = j
      while k < other.ranges.count, other.ranges[k].lowerBound <= range.upperBound {
        let cut = other.ranges[k]
        if cut.lowerBound > lower { result.append(lower...(cut.lowerBound - 1)) }
        if cut.upperBound >= range.upperBound {
          open = false
          break
        }
        lower = cut.upperBound + 1
        k += 1
      }
      if open { result.append(lower...range.upperBound) }
    }
    return DaySet(normalized: result)
  }

  /// The days in either set.
  ///
  /// - Complexity: O(*r* + *s*).
  public func union(_ other: DaySet) -> DaySet {
    var merged: [ClosedRange<Day>] = []
    merged.reserveCapacity(ranges.count + other.ranges.count)
    var i = 0
    var j = 0
    while i < ranges.count || j < other.ranges.count {
      let next: ClosedRange<Day>
      if j == other.ranges.count || (i < ranges.count && ranges[i].lowerBound <= other.ranges[j].lowerBound) {
        next = ranges[i]
        i += 1
      } else {
        next = other.ranges[j]
        j += 1
      }
      if let last = merged.last, Self.joins(last, next) {
        merged[merged.count - 1] = last.lowerBound...Swift.max(last.upperBound, next.upperBound)
      } else {
        merged.append(next)
      }
    }
    return DaySet(normalized: merged)
  }

  /// The days of this set for which `isIncluded` is true.
  ///
  /// - Complexity: O(*n*) calls for the *n* days: use it where each day needs
  ///   its own answer.
  public func filter(_ isIncluded: (Day) throws -> Bool) rethrows -> DaySet {
    var kept: [ClosedRange<Day>] = []
    for range in ranges {
      var start: Day?
      var day = range.lowerBound
      while true {
        if try isIncluded(day) {
          if start == nil { start = day }
        } else if let first = start {
          kept.append(first...(day - 1))
          start = nil
        }
        if day == range.upperBound { break }
        day += 1
      }
      if let first = start { kept.append(first...range.upperBound) }
    }
    return DaySet(normalized: kept)
  }

  // MARK: - Changes

  /// Adds `day`; returns whether it was new.
  ///
  /// - Complexity: O(*r*).
  @discardableResult
  public mutating func insert(_ day: Day) -> Bool {
    let run = runIndex(onOrAfter: day)
    if run < ranges.count, ranges[run].lowerBound <= day { return false }
    let joinsNext =
      run < ranges.count && ranges[run].lowerBound == day + 1 && day < Day(julianDayNumber: .max)
    let joinsPrevious = run > 0 && ranges[run - 1].upperBound == day - 1 && day > Day(julianDayNumber: .min)
    switch (joinsPrevious, joinsNext) {
    case (true, true):
      ranges[run - 1] = ranges[run - 1].lowerBound...ranges[run].upperBound
      ranges.remove(at: run)
    case (true, false): ranges[run - 1] = ranges[run - 1].lowerBound...day
    case (false, true): ranges[run] = day...ranges[run].upperBound
    case (false, false): ranges.insert(day...day, at: run)
    }
    retotal(from: Swift.max(run - 1, 0))
    return true
  }

  /// Removes `day`; returns whether it was there.
  ///
  /// - Complexity: O(*r*).
  @discardableResult
  public mutating func remove(_ day: Day) -> Bool {
    let run = runIndex(onOrAfter: day)
    guard run < ranges.count, ranges[run].lowerBound <= day else { return false }
    let range = ranges[run]
    var pieces: [ClosedRange<Day>] = []
    if range.lowerBound < day { pieces.append(range.lowerBound...(day - 1)) }
    if day < range.upperBound { pieces.append((day + 1)...range.upperBound) }
    ranges.replaceSubrange(run...run, with: pieces)
    retotal(from: run)
    return true
  }

  /// The first `n` days (all of them when there are fewer): a selection cut
  /// to a maximum count.
  ///
  /// - Complexity: O(log *r* + *k*) for the *k* runs it keeps.
  public func prefix(days n: Int) -> DaySet {
    guard n < count else { return self }
    guard n > 0 else { return DaySet() }
    let run = totals.partitionPoint { $0 < n }
    let before = run == 0 ? 0 : totals[run - 1]
    var kept = Array(ranges[..<run])
    kept.append(ranges[run].lowerBound...(ranges[run].lowerBound + (n - before - 1)))
    return DaySet(normalized: kept)
  }

  // MARK: - Text

  /// The runs as ISO text, separated by spaces: a one-day run as its day
  /// (`2025-03-09`), a longer one as `2025-03-01...2025-03-02`.
  public var description: String {
    ranges.map {
      $0.lowerBound == $0.upperBound ? $0.lowerBound.isoString : "\($0.lowerBound)...\($0.upperBound)"
    }
    .joined(separator: " ")
  }

  // MARK: - Internals

  /// Runs already ascending, disjoint and apart.
  private init(normalized ranges: [ClosedRange<Day>]) {
    self.ranges = ranges
    self.totals = Self.totals(of: ranges)
  }

  /// The index of the first run whose last day is on or after `day`.
  private func runIndex(onOrAfter day: Day) -> Int { ranges.partitionPoint { $0.upperBound < day } }

  private static func length(_ range: ClosedRange<Day>) -> Int {
    let (count, overflow) = range.lowerBound.distance(to: range.upperBound).addingReportingOverflow(1)
    return overflow ? .max : count
  }

  private static func totals(of ranges: [ClosedRange<Day>]) -> [Int] {
    var totals: [Int] = []
    totals.reserveCapacity(ranges.count)
    appendTotals(of: ranges[...], to: &totals)
    return totals
  }

  /// Appends the running totals of `ranges` to `totals`, continuing from its
  /// last total.
  private static func appendTotals(of ranges: ArraySlice<ClosedRange<Day>>, to totals: inout [Int]) {
    var running = totals.last ?? 0
    for range in ranges {
      let (sum, overflow) = running.addingReportingOverflow(length(range))
      running = overflow ? .max : sum
      totals.append(running)
    }
  }

  /// Recounts the totals of the runs from `index` on, after a change there:
  /// the runs before it keep theirs, so a day added or removed near the end
  /// (taps in ascending order) recounts one or two runs, not all of them.
  private mutating func retotal(from index: Int) {
    let index = Swift.min(index, totals.count, ranges.count)
    totals.removeSubrange(index...)
    Self.appendTotals(of: ranges[index...], to: &totals)
  }

  /// Whether `b`, which starts on or after `a`, overlaps or touches it.
  private static func joins(_ a: ClosedRange<Day>, _ b: ClosedRange<Day>) -> Bool {
    a.upperBound == Day(julianDayNumber: .max) || b.lowerBound <= a.upperBound + 1
  }
}

extension DaySet: Codable {
  /// Decodes a list whose items are days (`"2025-03-09"`) or two-day lists
  /// for runs (`["2025-03-01", "2025-03-02"]`), in any order: a list of days,
  /// as a multiple selection was stored before it had runs, decodes too.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var runs: [ClosedRange<Day>] = []
    while !container.isAtEnd {
      let item = try container.superDecoder()
      guard var pair = try? item.unkeyedContainer() else {
        let day = try Day(from: item)
        runs.append(day...day)
        continue
      }
      var days: [Day] = []
      while !pair.isAtEnd { days.append(try pair.decode(Day.self)) }
      guard days.count == 2, days[0] <= days[1] else {
        throw DecodingError.dataCorruptedError(
          in: pair,
          debugDescription:
            "a run of days must be [first, last] with first <= last; this one has \(days.count) days")
      }
      runs.append(days[0]...days[1])
    }
    self.init(ranges: runs)
  }

  /// Encodes the runs: a one-day run as its day, a longer one as `[first, last]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for range in ranges {
      if range.lowerBound == range.upperBound {
        try container.encode(range.lowerBound)
      } else {
        try container.encode([range.lowerBound, range.upperBound])
      }
    }
  }
}

extension Array {
  /// The first index whose element is not `belongs` (elements that are come
  /// first): a binary search.
  fileprivate func partitionPoint(_ belongs: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = low + (high - low) / 2
      if belongs(self[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  fileprivate func isSorted(by ordered: (Element, Element) -> Bool) -> Bool {
    zip(self, dropFirst()).allSatisfy { ordered($0, $1) }
  }
}
