import Yotei

/// An interval on a day timeline, in seconds from any origin the host chooses.
public struct TimelineInterval<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The host's identifier.
  public var id: ID
  /// The start, in seconds.
  public var start: Int
  /// The end (excluded), in seconds.
  public var end: Int

  /// An interval from `start` to `end` seconds.
  public init(id: ID, start: Int, end: Int) {
    self.id = id
    self.start = start
    self.end = end
  }
}

/// Where a timed event sits on a day timeline: side by side with the events it overlaps.
public struct TimelinePlacement<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The event's identifier.
  public var id: ID
  /// The start, in seconds from the timeline's origin (the top).
  public var start: Int
  /// The end, in seconds from the timeline's origin.
  public var end: Int
  /// The column, 0 at the leading edge.
  public var column: Int
  /// How many columns its group of overlapping events uses.
  public var columnCount: Int
  /// How many columns it may stretch over, rightwards, without covering another event.
  public var columnSpan: Int

  /// The leading edge as a fraction of the width.
  public var leadingFraction: Double { Double(column) / Double(columnCount) }
  /// The width as a fraction of the whole width.
  public var widthFraction: Double { Double(columnSpan) / Double(columnCount) }
}

/// Day timeline layout and snapping: public and testable, as the seeds ask.
public enum TimelineLayout {
  /// Lays out overlapping intervals in columns so that no two overlap.
  ///
  /// Intervals are sorted by start (longer first on ties) and split into
  /// groups that overlap one another transitively. Each interval takes the
  /// first column of its group that is free at its start; the group's column
  /// count is the width divisor; an interval then stretches right over the
  /// columns that stay free for its whole length.
  ///
  /// A very short event is drawn at least as tall as its title, so titles
  /// would overlap even though the times do not: `minimumDuration` makes the
  /// layout treat every interval as lasting at least that long.
  ///
  /// ```swift
  /// TimelineLayout.placements(for: [
  ///   TimelineInterval(id: "a", start: 9 * 3600, end: 11 * 3600),
  ///   TimelineInterval(id: "b", start: 10 * 3600, end: 12 * 3600),
  /// ])  // a: column 0 of 2, b: column 1 of 2
  /// ```
  ///
  /// - Parameters:
  ///   - intervals: The intervals, in any order.
  ///   - minimumDuration: The shortest length, in seconds, used for layout.
  /// - Returns: One placement per interval, in the order given.
  /// - Complexity: O(*n* log *n* + *n* × columns).
  public static func placements<ID>(
    for intervals: [TimelineInterval<ID>], minimumDuration: Int = 0
  ) -> [TimelinePlacement<ID>] {
    // Any Int: a start near Int.max plus the minimum saturates instead of overflowing.
    let ends = intervals.map { interval in
      let (end, overflow) = interval.start.addingReportingOverflow(minimumDuration)
      return max(interval.end, overflow ? (minimumDuration > 0 ? .max : .min) : end)
    }
    let order = intervals.indices.sorted { a, b in
      if intervals[a].start != intervals[b].start { return intervals[a].start < intervals[b].start }
      if ends[a] != ends[b] { return ends[a] > ends[b] }
      return a < b
    }
    var column = Array(repeating: 0, count: intervals.count)
    var count = Array(repeating: 1, count: intervals.count)
    var span = Array(repeating: 1, count: intervals.count)

    var group: [Int] = []
    var columnEnds: [Int] = []
    var groupEnd = Int.min
    func closeGroup() {
      for member in group {
        count[member] = columnEnds.count
        var reach = column[member] + 1
        while reach < columnEnds.count,
          !group.contains(where: {
            column[$0] == reach && intervals[$0].start < ends[member] && intervals[member].start < ends[$0]
          })
        {
          reach += 1
        }
        span[member] = reach - column[member]
      }
      group = []
      columnEnds = []
    }
    for index in order {
      let start = intervals[index].start
      if !group.isEmpty && start >= groupEnd { closeGroup() }
      if let free = columnEnds.firstIndex(where: { $0 <= start }) {
        column[index] = free
        columnEnds[free] = ends[index]
      } else {
        column[index] = columnEnds.count
        columnEnds.append(ends[index])
      }
      group.append(index)
      groupEnd = group.count == 1 ? ends[index] : max(groupEnd, ends[index])
    }
    closeGroup()
    return intervals.indices.map {
      TimelinePlacement(
        id: intervals[$0].id, start: intervals[$0].start, end: intervals[$0].end, column: column[$0],
        columnCount: count[$0], columnSpan: span[$0])
    }
  }

  /// The timed events of `schedule` that touch the day from `dayStart` to
  /// `dayEnd`, clipped to it and laid out in columns.
  ///
  /// Pass the day's real bounds (a day can last 23 or 25 hours, or start at
  /// 01:00); all-day events belong in the all-day strip and are left out.
  public static func placements<Payload>(
    for schedule: EventSchedule<Payload>, from dayStart: Instant, to dayEnd: Instant,
    minimumDuration: Int = 0
  ) -> [TimelinePlacement<String>] {
    var intervals: [TimelineInterval<String>] = []
    for event in schedule.events {
      guard case .timed(let start, let end) = event.timing else { continue }
      let clippedStart = max(start, dayStart)
      let clippedEnd = min(max(end, start), dayEnd)
      guard clippedStart < dayEnd, clippedEnd > dayStart || (start == end && start >= dayStart) else {
        continue
      }
      intervals.append(
        TimelineInterval(
          id: event.id, start: Int(clippedStart - dayStart), end: Int(clippedEnd - dayStart)))
    }
    return placements(for: intervals, minimumDuration: minimumDuration)
  }

  /// The timed events of `schedule` on `day` in `zone`, laid out in columns:
  /// the day runs from its real start to the next day's (23 or 25 hours at
  /// a DST change, from 01:00 where midnight is skipped). A day the zone
  /// skips has no timeline, and neither has a day outside `Day.supportedRange`.
  public static func placements<Payload>(
    for schedule: EventSchedule<Payload>, on day: Day, in zone: Zone, minimumDuration: Int = 0
  ) -> [TimelinePlacement<String>] {
    guard let start = (try? zone.startOfDay(day))?.instant, let length = try? zone.length(of: day) else {
      return []
    }
    let end = start + Int64(length)
    return placements(for: schedule, from: start, to: end, minimumDuration: minimumDuration)
  }

  /// `instant` rounded to the nearest multiple of `gridMinutes` from `origin`
  /// (half-way rounds later).
  public static func snap(_ instant: Instant, gridMinutes: Int = 15, origin: Instant)
    -> Instant
  {
    let grid = Int64(min(max(1, gridMinutes), 1 << 40)) * 60
    // Saturating throughout: instants near Int64.min/max snap without trapping.
    let offset = instant - origin
    let (shifted, overflow) = offset.addingReportingOverflow(grid / 2)
    let half = overflow ? Int64.max : shifted
    // Floor division without negating (negating Int64.min traps).
    let steps = half / grid - (half % grid < 0 ? 1 : 0)
    let (span, spanOverflow) = steps.multipliedReportingOverflow(by: grid)
    return origin + (spanOverflow ? (steps > 0 ? .max : .min) : span)
  }
}
