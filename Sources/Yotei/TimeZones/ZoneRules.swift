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

  /// Rules from transitions that name their type by index into `types`;
  /// equal types are merged and transitions that change nothing dropped.
  init(
    transitions: [(instant: Int64, type: Int)], types allTypes: [LocalTimeType], initialType: Int,
    cycleStart: Int64?
  ) {
    var types: [LocalTimeType] = []
    var canonical: [Int] = []
    for type in allTypes {
      if let found = types.firstIndex(of: type) {
        canonical.append(found)
      } else {
        types.append(type)
        canonical.append(types.count - 1)
      }
    }
    var starts: [Int64] = []
    var indices: [Int] = []
    starts.reserveCapacity(transitions.count)
    indices.reserveCapacity(transitions.count)
    let initial = canonical[initialType]
    var current = initial
    for (instant, type) in transitions {
      if let last = starts.last, instant <= last { continue }
      let index = canonical[type]
      if index == current { continue }
      starts.append(instant)
      indices.append(index)
      current = index
    }
    self.starts = starts
    self.typeIndices = indices
    self.types = types
    self.offsets = indices.map { Int64(types[$0].offset) }
    self.initialType = initial
    self.initialOffset = Int64(types[initial].offset)
    self.maxOffset = Int64(types.map(\.offset).max()!)
    self.minOffset = Int64(types.map(\.offset).min()!)
    self.cycleStart = cycleStart
  }

  /// A zone with one offset for all time.
  convenience init(fixedOffset: Int, abbreviation: String) {
    self.init(
      transitions: [],
      types: [LocalTimeType(offset: fixedOffset, isDaylight: false, abbreviation: abbreviation)],
      initialType: 0, cycleStart: nil)
  }

  /// Compiles a TZif file: explicit transitions, then the footer rules
  /// expanded for a little over 400 years.
  convenience init(tzif: TZifFile) {
    self.init(
      transitionTimes: tzif.transitionTimes, transitionTypes: tzif.transitionTypes,
      types: tzif.types.map {
        LocalTimeType(offset: $0.offset, isDaylight: $0.isDaylight, abbreviation: $0.abbreviation)
      }, footer: tzif.footer)
  }

  /// The rules of a POSIX TZ string alone (the `TZ` variable), as a TZif file
  /// without transitions and with that footer would have them.
  convenience init(posix: PosixTZ) {
    self.init(
      transitionTimes: [], transitionTypes: [],
      types: [
        LocalTimeType(
          offset: posix.standardOffset, isDaylight: false, abbreviation: posix.standardAbbreviation)
      ], footer: posix)
  }

  private convenience init(
    transitionTimes: [Int64], transitionTypes: [Int], types fileTypes: [LocalTimeType], footer: PosixTZ?
  ) {
    var types = fileTypes
    var transitions: [(instant: Int64, type: Int)] = zip(transitionTimes, transitionTypes).map {
      ($0, $1)
    }
    var cycleStart: Int64?
    if let footer {
      types.append(
        LocalTimeType(
          offset: footer.standardOffset, isDaylight: false, abbreviation: footer.standardAbbreviation))
      let std = types.count - 1
      if let dst = footer.daylight {
        types.append(LocalTimeType(offset: dst.offset, isDaylight: true, abbreviation: dst.abbreviation))
        let daylight = types.count - 1
        let last = transitionTimes.last
        let firstYear: Int
        if let last {
          firstYear = Instant(secondsSinceUnixEpoch: last).wallTime(offset: 0).day.isoDate.year
        } else {
          firstYear = 1800
        }
        transitions.reserveCapacity(transitions.count + 2 * 405)
        var added = 0
        for year in firstYear...(firstYear + 404) {
          for (instant, isDaylight) in footer.transitions(inYear: year)
          where last.map({ instant > $0 }) ?? true {
            // Two rule transitions at one instant (the end of one year's DST
            // at the start of the next): the later in the list wins.
            if added > 0, transitions[transitions.count - 1].instant == instant {
              transitions[transitions.count - 1].type = isDaylight ? daylight : std
            } else {
              transitions.append((instant, isDaylight ? daylight : std))
              added += 1
            }
          }
        }
        // Where DST lasts all year the rules make no real transitions.
        let kinds = Set(transitions.suffix(added).map(\.type))
        if kinds.count == 2 {
          cycleStart =
            Int64(
              ISOArithmetic.julianDayNumber(year: firstYear + 2, month: 1, day: 1)
                - Day.unixEpoch.julianDayNumber)
            * 86_400
        }
      } else if transitionTimes.isEmpty {
        // A footer without DST and no transitions: its offset is the zone's.
        self.init(transitions: [], types: types, initialType: std, cycleStart: nil)
        return
      }
    }
    self.init(transitions: transitions, types: types, initialType: 0, cycleStart: cycleStart)
  }

  // MARK: Lookups

  /// Moves `t` back by whole cycles into the table; returns the moved instant
  /// and the shift to add back.
  @inline(__always)
  func reduce(_ t: Int64) -> (Int64, Int64) {
    guard let c = cycleStart, t >= c &+ ZoneRules.cycle else { return (t, 0) }
    // t - c can exceed Int64.max (t near Int64.max, c before 1970): it is
    // exact as a UInt64, and the shift is added back with wrapping arithmetic.
    let distance = UInt64(bitPattern: t &- c)
    let within = distance % UInt64(ZoneRules.cycle)
    return (c + Int64(within), Int64(bitPattern: distance - within))
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
    let i = periodIndex(reduce(t).0)
    return i < 0 ? initialOffset : offsets.withUnsafeBufferPointer { $0[i] }
  }

  /// Local time type at instant `t`.
  func type(at t: Int64) -> LocalTimeType {
    type(ofPeriod: periodIndex(reduce(t).0))
  }

  /// The earliest instant whose local date is the day `dayNumber` (days since
  /// 1970-01-01), with the offset then; `nil` if the zone skips that date.
  ///
  /// Walks the periods from the one containing `midnight - maxOffset` (no
  /// earlier instant can show the day) and returns the first instant of the
  /// first period that shows the day: usually one or two steps.
  @inline(__always)
  func startOfDay(_ dayNumber: Int64) -> (instant: Int64, offset: Int64)? {
    let (wall, shift) = reduce(dayNumber &* 86_400)
    let end = wall &+ 86_400
    let minOffset = self.minOffset
    let initialOffset = self.initialOffset
    let low = wall &- maxOffset
    return starts.withUnsafeBufferPointer { starts in
      offsets.withUnsafeBufferPointer { offsets in
        let count = starts.count
        var lo = 0
        var hi = count
        while lo < hi {
          let mid = (lo &+ hi) >> 1
          if starts[mid] <= low { lo = mid &+ 1 } else { hi = mid }
        }
        var i = lo &- 1
        while true {
          let o: Int64
          let candidate: Int64
          if i >= 0 {
            let start = starts[i]
            // Every local time in this period and later ones is past the day.
            if start &+ minOffset >= end { return nil }
            o = offsets[i]
            candidate = max(start, wall &- o)
          } else {
            o = initialOffset
            candidate = wall &- o
          }
          let next = i &+ 1
          if next >= count {
            return candidate &+ o < end ? (candidate &+ shift, o) : nil
          }
          if candidate < starts[next] && candidate &+ o < end { return (candidate &+ shift, o) }
          i = next
        }
      }
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
    // A repeating rule's next transition after an instant near Int64.max
    // is past what an Instant holds: none (it once wrapped negative).
    let (instant, overflow) = starts[i].addingReportingOverflow(shift)
    guard !overflow, instant > t else { return nil }
    return (instant, i &- 1, i)
  }

  /// The last transition strictly before `t`.
  func transition(before t: Int64) -> (instant: Int64, from: Int, to: Int)? {
    // Nothing is before Int64.min (`r - 1` once wrapped to Int64.max and
    // gave the last transition of the table).
    guard t > .min else { return nil }
    let (r, shift) = reduce(t)
    let i = periodIndex(r &- 1)
    guard i >= 0 else { return nil }
    return (starts[i] &+ shift, i &- 1, i)
  }
}
