import Yotei

/// Turns an instant into the local day it falls on: a time zone, a fixed
/// offset, or the host's own rule.
public struct EventDayResolver: Sendable {
  private let resolve: @Sendable (Instant) -> Day

  /// A resolver from the host's own closure.
  public init(_ resolve: @escaping @Sendable (Instant) -> Day) { self.resolve = resolve }

  /// A resolver for a time zone, with its daylight-saving changes.
  public static func zone(_ zone: Zone) -> EventDayResolver {
    EventDayResolver { zone.day(containing: $0) }
  }

  /// A resolver for a fixed offset east of UTC, in seconds (12_600 is +03:30).
  public static func utcOffset(seconds: Int) -> EventDayResolver {
    EventDayResolver { $0.wallTime(offset: seconds).day }
  }

  /// The day `instant` falls on.
  public func day(of instant: Instant) -> Day { resolve(instant) }
}

/// When an event happens: whole days, or an interval of time.
public enum EventTiming: Hashable, Sendable {
  /// All-day, covering every day of the range.
  case allDay(ClosedRange<Day>)
  /// From `start` (included) to `end` (excluded).
  case timed(start: Instant, end: Instant)
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
      let last = end > start ? resolver.day(of: end - 1) : first
      return first...max(first, last)
    }
  }

  /// The event moved so that it starts at `proposedStart` snapped to the
  /// nearest multiple of `gridMinutes` counted from `origin`, keeping its
  /// duration. An all-day event moves by whole days to the day of the
  /// snapped start, keeping its number of days.
  ///
  /// Give a local midnight as `origin`: counting from the Unix epoch would
  /// snap to :45 in a zone at UTC+05:45. ``moved(to:gridMinutes:in:)`` finds
  /// the start of the local day itself.
  public func moved(
    to proposedStart: Instant, gridMinutes: Int = 15, origin: Instant,
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

extension PickerEvent {
  /// The event moved to start at `proposedStart` snapped to a grid of
  /// `gridMinutes` counted from the start of that instant's day in `zone`,
  /// keeping its duration (all-day events move by whole days).
  public func moved(to proposedStart: Instant, gridMinutes: Int = 15, in zone: Zone) -> PickerEvent {
    let day = zone.day(containing: proposedStart)
    // A day outside Day.supportedRange has no zone rules: snap from the instant itself.
    let origin = (try? zone.startOfDay(day))?.instant ?? proposedStart
    return moved(to: proposedStart, gridMinutes: gridMinutes, origin: origin, resolver: .zone(zone))
  }
}

extension PickerEvent: Equatable where Payload: Equatable {}
extension PickerEvent: Hashable where Payload: Hashable {}
