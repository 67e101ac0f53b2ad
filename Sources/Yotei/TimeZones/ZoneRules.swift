/// The compiled rules of one zone: every transition as a sorted table of UTC
/// instants, so that lookups are binary searches.
///
/// Transitions given by a POSIX TZ footer repeat every 400 Gregorian years
/// (146 097 days, a whole number of weeks). The table therefore holds the
/// explicit transitions followed by a little over 400 years of footer
/// transitions, and an instant beyond the table is first moved back by whole
/// 400-year cycles.
final class ZoneRules: Sendable {
  struct LocalTimeType: Sendable, Hashable {
    var offset: Int
    var isDaylight: Bool
    var abbreviation: String
  }

  /// Seconds in 400 Gregorian years.
  static let cycle: Int64 = 146_097 * 86_400

  /// Transition instants, strictly ascending; each changes the local time type.
  let starts: [Int64]
  /// Offset (seconds east of UTC) in effect from `starts[i]` on.
  let offsets: [Int64]
  /// Local time type in effect from `starts[i]` on, an index into `types`.
  let typeIndices: [Int]
  let types: [LocalTimeType]
  /// The type in effect before the first transition.
  let initialType: Int
  let initialOffset: Int64
  let maxOffset: Int64
  let minOffset: Int64
  /// From this instant on, transitions repeat every ``cycle``; the table
  /// covers at least one cycle and a year beyond it. `nil` when the offset
  /// stays fixed after the last transition.
  let cycleStart: Int64?

  init(
    transitions: [(instant: Int64, type: LocalTimeType)], initial: LocalTimeType, cycleStart: Int64?
  ) {
    var types: [LocalTimeType] = [initial]
    var starts: [Int64] = []
    var indices: [Int] = []
    var current = initial
    for (instant, type) in transitions {
      if let last = starts.last, instant <= last { continue }
      if type == current { continue }
      let index: Int
      if let found = types.firstIndex(of: type) {
        index = found
      } else {
        types.append(type)
        index = types.count - 1
      }
      starts.append(instant)
      indices.append(index)
      current = type
    }
    self.starts = starts
    self.typeIndices = indices
    self.types = types
    self.offsets = indices.map { Int64(types[$0].offset) }
    self.initialType = 0
    self.initialOffset = Int64(initial.offset)
    self.maxOffset = Int64(types.map(\.offset).max()!)
    self.minOffset = Int64(types.map(\.offset).min()!)
    self.cycleStart = cycleStart
  }

  /// A zone with one offset for all time.
  convenience init(fixedOffset: Int, abbreviation: String) {
    self.init(
      transitions: [],
      initial: LocalTimeType(offset: fixedOffset, isDaylight: false, abbreviation: abbreviation),
      cycleStart: nil)
  }

  /// Compiles a TZif file: explicit transitions, then the footer rules
  /// expanded for a little over 400 years.
  convenience init(tzif: TZifFile) {
    let fileTypes = tzif.types.map {
      LocalTimeType(offset: $0.offset, isDaylight: $0.isDaylight, abbreviation: $0.abbreviation)
    }
    var transitions: [(instant: Int64, type: LocalTimeType)] = zip(
      tzif.transitionTimes, tzif.transitionTypes
    ).map { ($0, fileTypes[$1]) }
    var cycleStart: Int64?
    if let footer = tzif.footer, let dst = footer.daylight {
      let std = LocalTimeType(
        offset: footer.standardOffset, isDaylight: false, abbreviation: footer.standardAbbreviation)
      let daylight = LocalTimeType(offset: dst.offset, isDaylight: true, abbreviation: dst.abbreviation)
      let last = tzif.transitionTimes.last
      let firstYear: Int
      if let last {
        firstYear = Int(Instant(secondsSinceUnixEpoch: last).wallTime(offset: 0).day.isoDate.year)
      } else {
        firstYear = 1800
      }
      var added = 0
      for year in firstYear...(firstYear + 404) {
        for (instant, isDaylight) in footer.transitions(inYear: year) where last.map({ instant > $0 }) ?? true
        {
          transitions.append((instant, isDaylight ? daylight : std))
          added += 1
        }
      }
      // Where DST lasts all year the rules collapse to no transitions at all.
      let collapsed = Set(transitions.suffix(added).map(\.type)).count < 2
      if !collapsed {
        cycleStart =
          Int64(
            ISOArithmetic.julianDayNumber(year: firstYear + 2, month: 1, day: 1)
              - Day.unixEpoch.julianDayNumber)
          * 86_400
      }
      // Two footer transitions at one instant (end of one year's DST at the
      // start of the next year's): the later in the list wins, as in tzcode.
      transitions = ZoneRules.keepingLastAtEachInstant(transitions)
    } else if let footer = tzif.footer, tzif.transitionTimes.isEmpty {
      // A footer without DST and no transitions: its offset is the zone's.
      let std = LocalTimeType(
        offset: footer.standardOffset, isDaylight: false, abbreviation: footer.standardAbbreviation)
      self.init(transitions: [], initial: std, cycleStart: nil)
      return
    }
    self.init(transitions: transitions, initial: fileTypes[0], cycleStart: cycleStart)
  }

  private static func keepingLastAtEachInstant(
    _ list: [(instant: Int64, type: LocalTimeType)]
  ) -> [(instant: Int64, type: LocalTimeType)] {
    var result: [(instant: Int64, type: LocalTimeType)] = []
    result.reserveCapacity(list.count)
    for item in list {
      if let last = result.last, last.instant == item.instant {
        result[result.count - 1] = item
      } else {
        result.append(item)
      }
    }
    return result
  }

  // MARK: Lookups

  /// Moves `t` back by whole cycles into the table; returns the moved instant
  /// and the shift to add back.
  @inline(__always)
  func reduce(_ t: Int64) -> (Int64, Int64) {
    guard let c = cycleStart, t >= c &+ ZoneRules.cycle else { return (t, 0) }
    let shift = (t - c) / ZoneRules.cycle * ZoneRules.cycle
    return (t - shift, shift)
  }

  /// Index of the last transition at or before `t`, or -1.
  @inline(__always)
  func periodIndex(_ t: Int64) -> Int {
    starts.withUnsafeBufferPointer { buffer in
      var low = 0
      var high = buffer.count
      while low < high {
        let mid = (low &+ high) >> 1
        if buffer[mid] <= t { low = mid &+ 1 } else { high = mid }
      }
      return low &- 1
    }
  }

  @inline(__always)
  func offset(ofPeriod i: Int) -> Int64 { i < 0 ? initialOffset : offsets[i] }

  @inline(__always)
  func type(ofPeriod i: Int) -> LocalTimeType { types[i < 0 ? initialType : typeIndices[i]] }

  /// Offset (seconds east of UTC) at instant `t`.
  @inline(__always)
  func offset(at t: Int64) -> Int64 {
    offset(ofPeriod: periodIndex(reduce(t).0))
  }

  /// Local time type at instant `t`.
  func type(at t: Int64) -> LocalTimeType {
    type(ofPeriod: periodIndex(reduce(t).0))
  }

  /// The earliest instant whose local date is the day `dayNumber` (days since
  /// 1970-01-01), with the offset then; `nil` if the zone skips that date.
  @inline(__always)
  func startOfDay(_ dayNumber: Int64) -> (instant: Int64, offset: Int64)? {
    let (wall, shift) = reduce(dayNumber &* 86_400)
    let end = wall &+ 86_400
    // No instant before wall - maxOffset has a local time at or after wall.
    var i = periodIndex(wall &- maxOffset)
    let count = starts.count
    while true {
      let o = offset(ofPeriod: i)
      let candidate: Int64
      if i >= 0 {
        let start = starts[i]
        // Every local time in this period and later ones is past the day.
        if start &+ minOffset >= end { return nil }
        candidate = max(start, wall &- o)
      } else {
        candidate = wall &- o
      }
      if i &+ 1 >= count {
        return candidate &+ o < end ? (candidate &+ shift, o) : nil
      }
      if candidate < starts[i &+ 1] && candidate &+ o < end { return (candidate &+ shift, o) }
      i &+= 1
    }
  }

  /// Every instant at which the local clock shows `wall` (seconds since
  /// 1970-01-01T00:00 local), ascending; if none, the gap's offsets before
  /// and after.
  func resolve(_ wall: Int64) -> (instants: [Int64], gap: (before: Int64, after: Int64)?) {
    let (w, shift) = reduce(wall)
    var i = periodIndex(w &- maxOffset)
    var found: [Int64] = []
    var gap: (Int64, Int64)?
    let count = starts.count
    while true {
      if i >= 0 && starts[i] &+ minOffset > w { break }
      let o = offset(ofPeriod: i)
      let t = w &- o
      let start = i < 0 ? Int64.min : starts[i]
      let end = i &+ 1 < count ? starts[i &+ 1] : Int64.max
      if t >= start && t < end { found.append(t &+ shift) }
      if i >= 0 {
        let before = offset(ofPeriod: i &- 1)
        if o > before && start &+ before <= w && w < start &+ o { gap = (before, o) }
      }
      if i &+ 1 >= count { break }
      i &+= 1
    }
    return (found, found.isEmpty ? gap : nil)
  }

  /// The first transition strictly after `t`.
  func transition(after t: Int64) -> (instant: Int64, from: Int, to: Int)? {
    let (r, shift) = reduce(t)
    let i = periodIndex(r) &+ 1
    guard i < starts.count else { return nil }
    return (starts[i] &+ shift, i &- 1, i)
  }

  /// The last transition strictly before `t`.
  func transition(before t: Int64) -> (instant: Int64, from: Int, to: Int)? {
    let (r, shift) = reduce(t)
    let i = periodIndex(r &- 1)
    guard i >= 0 else { return nil }
    return (starts[i] &+ shift, i &- 1, i)
  }
}
