import Foundation
import Yotei

// MARK: Errors that read well through localizedDescription

extension CalendarError: LocalizedError {
  /// The error's sentence, so `error.localizedDescription` names the field,
  /// the value and what is allowed instead of "The operation could not be completed".
  public var errorDescription: String? { message }
}

extension ZoneError: LocalizedError {
  /// The error's sentence (see ``Yotei/ZoneError/description``).
  public var errorDescription: String? { description }
}

extension LocaleError: LocalizedError {
  /// The error's sentence (see ``Yotei/LocaleError/description``).
  public var errorDescription: String? { description }
}

extension BridgeError: LocalizedError {
  /// The error's sentence (see ``description``).
  public var errorDescription: String? { description }
}

// MARK: Days and Foundation's TimeZone

extension Day {
  /// The day containing `date` in a Foundation `TimeZone`, read from the
  /// tz database by its identifier (see `Zone.init(_:database:)`).
  ///
  /// - Throws: ``BridgeError`` when the zone is not in the tz database or
  ///   the date is outside the supported days.
  public init(_ date: Date, in timeZone: TimeZone, database: TimeZoneDatabase = .system) throws(BridgeError) {
    try self.init(date, in: try Zone(timeZone, database: database))
  }
}

extension Date {
  /// Noon of `day` in `zone` (12:00 local, or the first instant after it when
  /// a transition skips noon): a `Date` that names the day in that zone and
  /// stays inside it when an app adds or drops a few hours.
  ///
  /// - Throws: ``BridgeError/dayOutOfRange(_:)`` outside the supported days.
  public init(noonOf day: Day, in zone: Zone) throws(BridgeError) {
    guard Day.supportedRange.contains(day) else { throw .dayOutOfRange(day) }
    let instant: Instant
    do {
      instant = try zone.instant(for: WallTime(day: day, secondsIntoDay: 43_200))
    } catch {
      throw .dayOutOfRange(day)
    }
    self.init(instant)
  }

  /// Noon of `day` in a Foundation `TimeZone` (see ``init(noonOf:in:)-(Day,Zone)``).
  ///
  /// - Throws: ``BridgeError`` when the zone is not in the tz database or the
  ///   day is outside the supported ones.
  public init(noonOf day: Day, in timeZone: TimeZone, database: TimeZoneDatabase = .system)
    throws(BridgeError)
  {
    try self.init(noonOf: day, in: try Zone(timeZone, database: database))
  }
}

// MARK: FormatStyle

/// A Foundation `FormatStyle` that writes a ``Yotei/CalendarDate`` in one of
/// a locale's date styles, so `date.formatted(.yotei(.full, locale: ...))`
/// works; the text is ``Yotei/CalendarSymbols/format(_:style:)-(CalendarDate,_)``'s,
/// in the date's own calendar.
///
/// A date CLDR has no text for (an era below 1) formats as its RFC 9557
/// ``Yotei/CalendarDate/description`` (`-0100-01-01[u-ca=persian]`).
public struct CalendarDateFormatStyle: FormatStyle, Sendable {
  /// The date style.
  public var style: DateStyle
  /// The locale whose names and order are used.
  public var locale: CalendarLocale

  /// A style from its parts.
  public init(_ style: DateStyle = .long, locale: CalendarLocale = .english) {
    self.style = style
    self.locale = locale
  }

  /// The date's text.
  public func format(_ value: CalendarDate) -> String {
    let symbols = CalendarSymbols(locale: locale, calendar: value.calendar)
    return (try? symbols.format(value, style: style)) ?? value.description
  }
}

extension FormatStyle where Self == CalendarDateFormatStyle {
  /// A ``CalendarDateFormatStyle``: `date.formatted(.yotei(.full, locale: fa))`.
  public static func yotei(_ style: DateStyle = .long, locale: CalendarLocale = .english)
    -> CalendarDateFormatStyle
  {
    CalendarDateFormatStyle(style, locale: locale)
  }
}

extension CalendarDate {
  /// The date written by a Foundation format style for calendar dates
  /// (``CalendarDateFormatStyle``).
  public func formatted<Style: FormatStyle>(_ style: Style) -> Style.FormatOutput
  where Style.FormatInput == CalendarDate {
    style.format(self)
  }
}
