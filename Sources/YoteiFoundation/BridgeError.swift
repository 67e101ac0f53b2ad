import Foundation
import Yotei

/// Why a value could not cross between Foundation and Yotei.
public enum BridgeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The `Date` (given as seconds since 1970) is not finite or lies beyond
  /// what `Instant` holds (whole seconds in `Int64`) or a supported day.
  case dateOutOfRange(secondsSince1970: Double)
  /// The day is outside `Day.supportedRange`.
  case dayOutOfRange(Day)
  /// The zone could not be loaded from the tz database; `reason` says why.
  case unknownZone(String, reason: String)
  /// Foundation has no `TimeZone` with the zone's rules.
  case noFoundationZone(String)
  /// The locale identifier is not one Yotei accepts; `reason` says why.
  case invalidLocale(String, reason: String)
  /// The calendar has no counterpart on the other side.
  case unsupportedCalendar(String)
  /// The components lack a field the conversion needs.
  case missingComponent(String)
  /// The components name no date of their calendar (`month: 13` in Gregorian).
  case invalidComponents(String)
  /// The zone skips the day entirely, so it has no start.
  case skippedDay(Day, zone: String)
  /// Foundation's calendar cannot hold this date as Yotei has it: its
  /// Gregorian-based calendars count days before 1582-10-15 in the Julian
  /// calendar, its Amete Alem calendar acts as Gregorian on Linux, and
  /// where its calendar data names another date for the day; `reason` says which.
  case notRepresentable(String, reason: String)

  /// A sentence naming the value and the problem.
  public var description: String {
    switch self {
    case .dateOutOfRange(let seconds):
      "the date \(seconds) s since 1970 is outside the range of Instant (whole seconds in Int64)"
    case .dayOutOfRange(let day):
      "the day with Julian day number \(day.julianDayNumber) is outside Day.supportedRange"
    case .unknownZone(let id, let reason): "the time zone '\(id)' is not in the tz database: \(reason)"
    case .noFoundationZone(let id): "Foundation has no TimeZone with the rules of '\(id)'"
    case .invalidLocale(let id, let reason): "the locale '\(id)' cannot be used: \(reason)"
    case .unsupportedCalendar(let id): "the calendar '\(id)' has no counterpart on the other side"
    case .missingComponent(let name): "the date components have no \(name)"
    case .invalidComponents(let text): "the date components name no date: \(text)"
    case .skippedDay(let day, let zone): "\(day) does not exist in \(zone) (the zone skipped it)"
    case .notRepresentable(let date, let reason): "Foundation cannot represent \(date): \(reason)"
    }
  }
}
