import Foundation
import Yotei
import YoteiLocalization
import YoteiProduction
import YoteiTable

// MARK: Errors that read well through localizedDescription

// Every public error of Yotei's library products is a `LocalizedError` here,
// so `error.localizedDescription` is the error's own sentence (the field,
// the value and what is allowed) instead of Foundation's "The operation
// could not be completed". The core modules stay free of Foundation: this
// module is their one bridge to it. `failureReason` and `recoverySuggestion`
// stay `nil`, because the sentence already says what is wrong and what is
// allowed; an alert that shows them would repeat it.

extension LocalizedError where Self: YoteiError {
  /// The error's sentence (its `description`), so `error.localizedDescription`
  /// names the field, the value and what is allowed instead of "The
  /// operation could not be completed": every `YoteiError` that is a
  /// `LocalizedError` reads this way.
  public var errorDescription: String? { description }
}

extension CalendarError: LocalizedError {}
extension LocaleError: LocalizedError {}
extension ZoneError: LocalizedError {}
extension ProductionDataError: LocalizedError {}
extension TableError: LocalizedError {}

// The errors that are not `YoteiError`s (cases rather than a field and a
// value) say the same sentence.

extension BridgeError: LocalizedError {
  /// The error's sentence (see ``description``).
  public var errorDescription: String? { description }
}

extension ProductionError: LocalizedError {
  /// The error's sentence (see `ProductionError.description`): the region
  /// and the years it supports, or the known region codes.
  public var errorDescription: String? { description }
}

extension CatalogError: LocalizedError {
  /// The error's sentence with its place (see `CatalogError.description`):
  /// the JSON path, or the line and column of a syntax error.
  public var errorDescription: String? { description }
}

extension LocalizationError: LocalizedError {
  /// The error's sentence (see `LocalizationError.description`).
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

/// A Foundation `FormatStyle` that writes a `CalendarDate` in one of
/// a locale's date styles, so `date.formatted(.yotei(.full, locale: ...))`
/// works; the text is `CalendarSymbols.format(_:style:)`'s,
/// in the date's own calendar.
///
/// A date CLDR has no text for (an era below 1) formats as its RFC 9557
/// `CalendarDate.description` (`-0100-01-01[u-ca=persian]`).
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
