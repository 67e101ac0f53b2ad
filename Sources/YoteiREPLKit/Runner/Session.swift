import Yotei

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything a command can read or change: the settings, the month on
/// screen and how output is written.
///
/// Commands validate their arguments against a session before they run, and
/// a command that fails leaves the session as it was.
public struct Session: Sendable {
  /// The calendar dates are read and months are shown in.
  public var calendar: CalendarSystem
  /// Whether the user chose the calendar (by `--calendar` or `calendar`);
  /// if not, the calendar follows the locale's CLDR default.
  public var calendarIsExplicit: Bool
  /// The locale of names, digits, week rules and direction.
  public var locale: CalendarLocale
  /// A first weekday that overrides the locale's (`week-start`).
  public var weekStart: Weekday?
  /// A pinned "today" (`--today`, `today DATE`).
  public var pinnedToday: Day?
  /// A day in the month on screen.
  public var visibleDay: Day
  /// Whether output is JSON.
  public var json: Bool
  /// Whether text output uses ANSI colours.
  public var color: Bool
  /// Where "today" comes from when it is not pinned.
  public var clock: @Sendable () -> Day

  /// A session from the command-line options.
  public init(options: Options, color: Bool, clock: @escaping @Sendable () -> Day = Session.systemToday) {
    let locale = options.locale ?? CalendarLocale.english
    self.locale = locale
    self.calendar = options.calendar ?? locale.defaultCalendar
    self.calendarIsExplicit = options.calendar != nil
    self.pinnedToday = options.today
    self.json = options.json
    self.color = color && !options.json
    self.clock = clock
    self.visibleDay = options.today ?? clock()
  }

  /// Today: the pinned day, or today on the system clock in the system's zone.
  public var today: Day { pinnedToday ?? clock() }

  /// The locale's week rule with the `week-start` override applied.
  public var weekRule: WeekRule {
    var rule = locale.weekRule
    if let weekStart { rule.firstWeekday = weekStart }
    return rule
  }

  /// Names and formats for the session's locale and calendar.
  public var symbols: CalendarSymbols { CalendarSymbols(locale: locale, calendar: calendar) }

  /// The month on screen.
  public var visibleMonth: CalendarDate { calendar.date(of: visibleDay) }

  /// Reads a DATE argument: `today`, `YYYY-MM-DD` in the session calendar
  /// (ordinal month), a month code (`5784-M05L-10`), a calendar prefix
  /// (`hebrew:5784-07-01`) or an RFC 9557 suffix (`2024-03-20[u-ca=gregory]`).
  public func parseDate(_ text: String) throws(CalendarError) -> Day {
    switch text.lowercased() {
    case "today": return today
    case "tomorrow": return today + 1
    case "yesterday": return today - 1
    default: return try CalendarDate(parsing: text, calendar: calendar).dayNumber
    }
  }

  /// Reads a YEAR argument of the session calendar and checks the calendar has it.
  public func parseYear(_ text: String, command: String) throws -> Int {
    guard let year = Int(text), text.count <= 12 else {
      throw REPLError.badArgument(
        command: command, field: "year", value: text,
        allowed: "a year of the \(calendar) calendar, such as "
          + String(calendar.date(of: today).year))
    }
    _ = try calendar.months(inYear: year)
    return year
  }

  /// Today on the system clock, in the zone the C library uses (`TZ`, else
  /// `/etc/localtime`).
  @Sendable public static func systemToday() -> Day {
    var now = time(nil)
    var parts = tm()
    guard localtime_r(&now, &parts) != nil,
      let day = Day(iso: Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))
    else { return Day.unixEpoch + Int(now / 86_400) }
    return day
  }
}
