import Yotei

/// The host's events, resolved to days once, with the queries a month view
/// needs: dots per day and multi-day lanes across week rows.
///
/// ```swift
/// let schedule = EventSchedule(events: events, resolver: .utcOffset(seconds: 12_600))
/// schedule.count(on: nowruz)                            // dots under the day
/// schedule.lanes(forWeek: weekStart...weekEnd, maximumLanes: 3)
/// ```
public struct EventSchedule<Payload: Sendable>: Sendable {
  /// The events, in the order given.
  public let events: [PickerEvent<Payload>]
  /// The days each event covers, in the same order.
  public let spans: [ClosedRange<Day>]

  /// Resolves every event to the days it covers with `resolver`.
  public init(events: [PickerEvent<Payload>], resolver: EventDayResolver) {
    self.events = events
    self.spans = events.map { $0.days(resolver: resolver) }
  }

  /// The events covering `day`, by start and then longest first.
  public func events(on day: Day) -> [PickerEvent<Payload>] {
    orderedIndices().filter { spans[$0].contains(day) }.map { events[$0] }
  }

  /// How many events cover `day`: the number of dots under it.
  public func count(on day: Day) -> Int { spans.reduce(0) { $0 + ($1.contains(day) ? 1 : 0) } }

  /// The identifiers of the events covering each day of `days` that has any.
  public func dots(in days: ClosedRange<Day>) -> [Day: [String]] {
    var result: [Day: [String]] = [:]
    for index in orderedIndices() {
      let span = spans[index]
      let first = max(span.lowerBound, days.lowerBound)
      let last = min(span.upperBound, days.upperBound)
      guard first <= last else { continue }
      for day in first...last { result[day, default: []].append(events[index].id) }
    }
    return result
  }

  /// Lays out the events crossing a week row in lanes, as a month view draws
  /// multi-day bars.
  ///
  /// Events are placed by start day, longer ones first, each in the lowest lane
  /// free across all its days in the row. Only lanes below `maximumLanes` are
  /// returned; each column says how many of its events were left out, for a
  /// "+N more" label.
  ///
  /// - Parameters:
  ///   - week: The days of the row, in display order (column 0 is the first).
  ///   - maximumLanes: How many lanes the row can draw.
  /// - Complexity: O(*e* log *e* + *e* × lanes) for *e* events in the row.
  public func lanes(forWeek week: ClosedRange<Day>, maximumLanes: Int) -> WeekLanes {
    var occupied: [[Bool]] = []  // lane -> column
    var segments: [WeekLanes.Segment] = []
    var hidden = Array(repeating: 0, count: week.count)
    for index in orderedIndices() {
      let span = spans[index]
      let first = max(span.lowerBound, week.lowerBound)
      let last = min(span.upperBound, week.upperBound)
      guard first <= last else { continue }
      let columns = (first - week.lowerBound)...(last - week.lowerBound)
      var lane = 0
      while lane < occupied.count && columns.contains(where: { occupied[lane][$0] }) { lane += 1 }
      if lane == occupied.count { occupied.append(Array(repeating: false, count: week.count)) }
      for column in columns { occupied[lane][column] = true }
      if lane < maximumLanes {
        segments.append(
          WeekLanes.Segment(
            eventID: events[index].id, lane: lane, columns: columns,
            continuesBefore: span.lowerBound < week.lowerBound,
            continuesAfter: span.upperBound > week.upperBound))
      } else {
        for column in columns { hidden[column] += 1 }
      }
    }
    return WeekLanes(segments: segments, hiddenCounts: hidden, laneCount: occupied.count)
  }

  /// Indices ordered by first day, then longest span, then the order given.
  private func orderedIndices() -> [Int] {
    spans.indices.sorted { a, b in
      if spans[a].lowerBound != spans[b].lowerBound { return spans[a].lowerBound < spans[b].lowerBound }
      if spans[a].count != spans[b].count { return spans[a].count > spans[b].count }
      return a < b
    }
  }
}

/// Multi-day events laid out in lanes across one week row.
public struct WeekLanes: Hashable, Sendable {
  /// One event's bar in the row.
  public struct Segment: Hashable, Sendable {
    /// The event's identifier.
    public var eventID: String
    /// The lane, 0 at the top.
    public var lane: Int
    /// The columns the bar covers, 0 being the row's first day.
    public var columns: ClosedRange<Int>
    /// The event started before this row (draw the bar open at the start).
    public var continuesBefore: Bool
    /// The event goes on after this row (draw the bar open at the end).
    public var continuesAfter: Bool
  }

  /// The bars that fit, lane by lane.
  public var segments: [Segment]
  /// For each column, how many events covering that day did not fit: the N of "+N more".
  public var hiddenCounts: [Int]
  /// How many lanes the row would need to show everything.
  public var laneCount: Int
}
