import Yotei

/// An instant on the time line, as whole seconds since 1970-01-01T00:00:00Z.
///
/// The picker needs only to order instants and turn them into days; the time
/// zone that does the latter is a closure (see ``EventDayResolver``), so this
/// type carries no zone.
public struct EventInstant: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// Seconds since the Unix epoch (negative before it).
  public var secondsSinceUnixEpoch: Int

  /// The instant the given number of seconds after the Unix epoch.
  public init(secondsSinceUnixEpoch: Int) { self.secondsSinceUnixEpoch = secondsSinceUnixEpoch }

  /// The instant at a UTC wall time on `day`.
  public init(day: Day, hour: Int = 0, minute: Int = 0, second: Int = 0, utcOffsetSeconds: Int = 0) {
    self.secondsSinceUnixEpoch =
      day.daysSinceUnixEpoch * 86_400 + hour * 3600 + minute * 60 + second - utcOffsetSeconds
  }

  public static func < (lhs: EventInstant, rhs: EventInstant) -> Bool {
    lhs.secondsSinceUnixEpoch < rhs.secondsSinceUnixEpoch
  }

  /// The instant `seconds` later.
  public static func + (lhs: EventInstant, seconds: Int) -> EventInstant {
    EventInstant(secondsSinceUnixEpoch: lhs.secondsSinceUnixEpoch + seconds)
  }

  /// The seconds from `rhs` to `lhs`.
  public static func - (lhs: EventInstant, rhs: EventInstant) -> Int {
    lhs.secondsSinceUnixEpoch - rhs.secondsSinceUnixEpoch
  }

  public var description: String { "@\(secondsSinceUnixEpoch)" }
}

/// Turns an instant into the local day it falls on.
///
/// Until the time-zone module lands, a host passes either its own closure or
/// a fixed UTC offset.
public struct EventDayResolver: Sendable {
  private let resolve: @Sendable (EventInstant) -> Day

  /// A resolver from the host's own closure, typically backed by a time-zone database.
  public init(_ resolve: @escaping @Sendable (EventInstant) -> Day) { self.resolve = resolve }

  /// A resolver for a fixed offset from UTC, in seconds (Tehran standard time is 12_600).
  public static func utcOffset(seconds: Int) -> EventDayResolver {
    EventDayResolver { instant in
      let local = instant.secondsSinceUnixEpoch + seconds
      let days = local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400)
      return Day.unixEpoch + days
    }
  }

  /// The day `instant` falls on.
  public func day(of instant: EventInstant) -> Day { resolve(instant) }
}

/// When an event happens: whole days, or an interval of time.
public enum EventTiming: Hashable, Sendable {
  /// All-day, covering every day of the range.
  case allDay(ClosedRange<Day>)
  /// From `start` (included) to `end` (excluded).
  case timed(start: EventInstant, end: EventInstant)
}

/// An event the host shows on the picker, with an identifier and a payload of
/// the host's own type.
///
/// ```swift
/// struct Booking: Sendable { var guest: String }
/// let stay = PickerEvent(id: "b-17", timing: .allDay(arrival...departure), payload: Booking(guest: "Ana"))
/// ```
public struct PickerEvent<Payload: Sendable>: Identifiable, Sendable {
  /// The host's identifier for the event.
  public var id: String
  /// When it happens.
  public var timing: EventTiming
  /// The host's data.
  public var payload: Payload

  /// An event with an identifier, timing and payload.
  public init(id: String, timing: EventTiming, payload: Payload) {
    self.id = id
    self.timing = timing
    self.payload = payload
  }

  /// Whether the event lasts whole days.
  public var isAllDay: Bool {
    if case .allDay = timing { return true }
    return false
  }

  /// The days the event covers. A timed event ending exactly at midnight does
  /// not cover the next day; a zero-length event covers its start day.
  public func days(resolver: EventDayResolver) -> ClosedRange<Day> {
    switch timing {
    case .allDay(let range): return range
    case .timed(let start, let end):
      let first = resolver.day(of: start)
      let last = end > start ? resolver.day(of: end + -1) : first
      return first...max(first, last)
    }
  }

  /// The event moved so that it starts at `proposedStart` snapped to the
  /// nearest multiple of `gridMinutes` counted from `origin`, keeping its
  /// duration. An all-day event moves by whole days to the day of the
  /// snapped start, keeping its number of days.
  ///
  /// Give a local midnight as `origin`: counting from the Unix epoch would
  /// snap to :45 in a zone at UTC+05:45.
  public func moved(
    to proposedStart: EventInstant, gridMinutes: Int = 15, origin: EventInstant,
    resolver: EventDayResolver = .utcOffset(seconds: 0)
  ) -> PickerEvent {
    var copy = self
    let start = TimelineLayout.snap(proposedStart, gridMinutes: gridMinutes, origin: origin)
    switch timing {
    case .timed(let oldStart, let oldEnd):
      copy.timing = .timed(start: start, end: start + (oldEnd - oldStart))
    case .allDay(let range):
      let first = resolver.day(of: start)
      copy.timing = .allDay(first...(first + (range.upperBound - range.lowerBound)))
    }
    return copy
  }
}

extension PickerEvent: Equatable where Payload: Equatable {}
extension PickerEvent: Hashable where Payload: Hashable {}
