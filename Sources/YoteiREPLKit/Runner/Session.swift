import Yotei
import YoteiPicker
import YoteiProduction

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
  /// The picker: focus, the month on screen, selection and availability.
  /// Settings are copied into it by ``syncPicker()`` after every command.
  public var picker: PickerState

  /// The first day of the month on screen (the picker's visible month).
  public var visibleDay: Day { picker.visibleMonths.first?.firstDay ?? picker.focus }
  /// Whether output is JSON.
  public var json: Bool
  /// Whether the command being run will have its JSON printed (`--json`, for
  /// the session or the one command). A command may skip JSON-only work when
  /// not: `day` then names no era in 17 calendars. Callers that run commands
  /// themselves and read ``CommandResult/json`` leave it on.
  public var printsJSON = true
  /// Whether text output uses ANSI colours.
  public var color: Bool
  /// The time zone of "today" and of the start of day.
  public var zone: Zone
  /// Whether the zone was chosen (`--tz`, `tz`) rather than taken from the system.
  public var zoneIsExplicit: Bool
  /// Where "today" comes from when it is not pinned.
  public var clock: any InstantClock
  /// The production calendars known: shipped and loaded with `load`.
  public let registry: ProductionRegistry
  /// The production calendar of the session region, if one is set.
  public var region: ProductionCalendar?
  /// How many terminal columns text output may use (`COLUMNS`, else the
  /// terminal's width, else 80).
  public var columns: Int = 80
  /// Whether grids have a week-number column (`--week-numbers`).
  public var weekNumbers = false
  /// Whether commands come from a person at a terminal (picker mode needs one).
  public var interactive = false

  /// A session from the command-line options, with `systemZone` unless
  /// `--tz` chose one.
  public init(options: Options, color: Bool, systemZone: Zone, clock: any InstantClock = SystemClock()) {
    let locale = options.locale ?? CalendarLocale.english
    self.locale = locale
    self.calendar = options.calendar ?? locale.defaultCalendar
    self.calendarIsExplicit = options.calendar != nil
    self.pinnedToday = options.today
    self.json = options.json
    self.color = color && !options.json
    self.clock = clock
    self.zone = options.zone ?? systemZone
    self.zoneIsExplicit = options.zone != nil
    let registry = ProductionRegistry()
    self.registry = registry
    self.region = options.region.flatMap { try? registry.calendar($0) }
    self.weekNumbers = options.weekNumbers
    let clockToday = self.zone.day(containing: clock.now())
    if let offset = options.todayOffset { self.pinnedToday = clockToday + offset }
    let today = self.pinnedToday ?? clockToday
    self.picker = PickerState(calendar: calendar, locale: locale, today: today)
    syncPicker()
  }

  /// Copies the settings into the picker: calendar, locale, week rule,
  /// digits, today and the production calendar's marks.
  public mutating func syncPicker() {
    if picker.calendar != calendar { _ = picker.setCalendar(calendar) }
    if picker.locale != locale { picker.locale = locale }
    if picker.weekRule != weekRule { picker.weekRule = weekRule }
    let numbers = pickerNumberingSystem
    if picker.numberingSystem != numbers { picker.numberingSystem = numbers }
    picker.today = today
    if let region {
      let language = holidayLanguage
      let names = holidayNames
      picker.marks = { day in
        guard let status = try? region.status(of: day) else { return [] }
        var marks: [DayMark] = []
        if status.kind != .working {
          marks.append(
            DayMark(
              DayMark.Kind(rawValue: status.kind.rawValue), name: status.name(locale: language, lookup: names)
            ))
        }
        if status.isShortened { marks.append(DayMark(.shortened)) }
        return marks
      }
      picker.weekendOfDay = region.pickerWeekend
    } else {
      picker.marks = { _ in [] }
      picker.weekendOfDay = nil
    }
  }

  /// The calendar's customary digits in the locale (Hebrew letter numerals
  /// for the Hebrew calendar in Hebrew) unless the locale names its digits
  /// with `-u-nu-`, as the core and the picker choose them.
  var pickerNumberingSystem: NumberingSystem { locale.numberingSystem(for: calendar) }

  /// Today: the pinned day, or today on the clock in the session's zone.
  public var today: Day { pinnedToday ?? zone.day(containing: clock.now()) }

  /// The week rule of the grid: the locale's, with the `week-start`
  /// override, and the region's production weekend (on the month on screen)
  /// when a region is set, so the grid, its legend and `day` agree.
  public var weekRule: WeekRule {
    var rule = localeWeekRule
    if let region { rule.weekend = region.definition.weekend(on: visibleDay) }
    return rule
  }

  /// The weekend in force on `day`: the region's production weekend of that
  /// day when a region is set (Saudi Arabia's changed on 29 June 2013), else
  /// the locale's. ``weekRule`` has the one of the month on screen.
  public func weekend(on day: Day) -> Set<Weekday> {
    region.map { $0.definition.weekend(on: day) } ?? localeWeekRule.weekend
  }

  /// The locale's week rule with the `week-start` override applied (what
  /// `symbols` reports).
  public var localeWeekRule: WeekRule {
    var rule = locale.weekRule
    if let weekStart { rule.firstWeekday = weekStart }
    return rule
  }

  /// Names and formats for the session's locale and calendar, with the
  /// digits the grid uses (Hebrew numerals for the Hebrew calendar in Hebrew).
  public var symbols: CalendarSymbols {
    CalendarSymbols(locale: locale, calendar: calendar, numberingSystem: pickerNumberingSystem)
  }

  /// The month on screen.
  public var visibleMonth: CalendarDate { calendar.dateClampingToSupported(visibleDay) }

  /// Reads a DATE argument: `today`, `YYYY-MM-DD` in the session calendar
  /// (ordinal month), a month code (`5784-M05L-10`), a calendar prefix
  /// (`hebrew:5784-07-01`) or an RFC 9557 suffix (`2024-03-20[u-ca=gregory]`).
  public func parseDate(_ text: String) throws(CalendarError) -> Day {
    try readDate(text).day
  }

  /// Reads a DATE argument as ``parseDate(_:)`` does and says which
  /// calendar its text named (`persian:1403-01-01`, `...[u-ca=persian]`),
  /// as the core's ``CalendarDate/reading(_:calendar:overflow:)`` reads it.
  public func readDate(_ text: String) throws(CalendarError) -> (day: Day, calendar: CalendarSystem?) {
    switch text.lowercased() {
    case "today": return (today, nil)
    case "tomorrow": return (today + 1, nil)
    case "yesterday": return (today - 1, nil)
    default:
      let parsed: ParsedDate
      do {
        parsed = try CalendarDate.reading(text, calendar: calendar)
      } catch  where error.field == "time" {
        throw Self.hasTime(text, error.value)
      } catch {
        throw Self.refusal(error, reading: text, in: calendar)
      }
      if let time = parsed.timeOfDay { throw Self.hasTime(text, time) }
      return (parsed.date.dayNumber, parsed.namedCalendar)
    }
  }

  /// The core's refusal of the DATE `text` read in `calendar`, said as its
  /// user reads it: a day past its month's end names the month
  /// (``dayNotInMonth(_:_:in:)``), and a value echoes the digits as typed
  /// (``asTyped(_:_:)``).
  static func refusal(_ error: CalendarError, reading text: String, in calendar: CalendarSystem)
    -> CalendarError
  {
    error.kind == .dayNotInMonth ? dayNotInMonth(text, error, in: calendar) : asTyped(error, text)
  }

  /// The refusal of a day past its month's end as a reader says it: the
  /// month by its name in its calendar (`February 2026`, `Adar I 5784`, a
  /// Chinese leap month), the days it has, and the DATE as it was typed;
  /// the field stays `day`, the value is the DATE as typed.
  static func dayNotInMonth(_ text: String, _ error: CalendarError, in calendar: CalendarSystem)
    -> CalendarError
  {
    let english = "'\(echo(text))' does not exist"
    guard let parsed = try? CalendarDate.reading(text, calendar: calendar, overflow: .constrain) else {
      return CalendarError(
        kind: .dayNotInMonth, field: "day", value: text, allowed: error.allowed,
        message: english + ": " + error.message)
    }
    let month = parsed.date
    let symbols = CalendarSymbols(locale: .english, calendar: month.calendar)
    let name = (try? symbols.format(month.dayNumber, skeleton: "yMMMM")) ?? month.ordinalString
    return CalendarError(
      kind: .dayNotInMonth, field: "day", value: text, allowed: error.allowed,
      message: english + ": \(name) has days 1 to \(month.day)")
  }

  /// `error` with the digits of its value in the script `text` was typed
  /// in (`۳۰`, not `30`, for a Persian date), since the core reads every
  /// script's digits as ASCII ones before it refuses a field.
  static func asTyped(_ error: CalendarError, _ text: String) -> CalendarError {
    guard
      let zero = text.unicodeScalars.first(where: { !$0.isASCII && $0.properties.numericType == .decimal })
        .flatMap({ scalar in scalar.properties.numericValue.map { scalar.value - UInt32($0) } })
    else { return error }
    let value = String(
      String.UnicodeScalarView(
        error.value.unicodeScalars.map { scalar in
          guard let digit = scalar.properties.numericValue, scalar.isASCII,
            scalar.properties.numericType == .decimal
          else { return scalar }
          return Unicode.Scalar(zero + UInt32(digit)) ?? scalar
        }))
    guard value != error.value else { return error }
    return CalendarError(
      kind: error.kind, field: error.field, value: value, allowed: error.allowed,
      message: error.message.replacing(error.value, with: value, maxReplacements: 1))
  }

  /// The refusal of a DATE with a time of day: the field is `time`.
  private static func hasTime(_ text: String, _ time: String) -> CalendarError {
    CalendarError(
      kind: .malformed, field: "time", value: text,
      allowed: "a day without a time of day, such as 2024-03-20",
      message:
        "'\(echo(text))' has a time of day (\(time)); a DATE is a day only, such as 2024-03-20 or 2024-03-20[u-ca=persian]"
    )
  }

  /// Reads a YEAR argument of the session calendar, in any script's digits
  /// (`۱۴۰۵`, `2026年`, `2026년`), in a Hebrew session also in Hebrew letters
  /// as its dates write it (`תשפ״ז` and `ה׳תשפ״ז` are 5787), in a Japanese
  /// one with its era (`令和8年` is 2026, the calendar's year), and checks the
  /// calendar has it.
  public func parseYear(_ text: String, command: String) throws -> Int {
    // `2026年` and `2026년` as Chinese, Japanese and Korean write a year.
    let bare = text.count > 1 && (text.hasSuffix("年") || text.hasSuffix("년")) ? String(text.dropLast()) : text
    let number =
      Int(ShowCommand.asciiDigits(bare)) ?? (calendar == .hebrew ? HebrewNumerals.parseYear(bare) : nil)
      ?? (calendar == .japanese ? japaneseEraYear(bare) : nil)
    guard let year = number, text.count <= 12 else {
      throw REPLError.badArgument(
        command: command, field: "year", value: text,
        allowed: CatalogMessage(
          "repl.allowed.year", .calendar(calendar.identifier),
          .integer(calendar.dateClampingToSupported(today).year)))
    }
    _ = try calendar.months(inYear: year)
    return year
  }

  /// A Japanese-calendar year written with its era, as the session's titles
  /// write it: `令和8` (`令和8年`), `令和元年`, `平成31`, `Reiwa8`, `R8`: the
  /// era's name in the session locale or English (any width), then the year
  /// of the era (元 for 1). `nil` for no such era or a year outside it.
  func japaneseEraYear(_ text: String) -> Int? {
    guard let digits = text.firstIndex(where: { $0.wholeNumberValue != nil || $0 == "元" }),
      digits != text.startIndex
    else { return nil }
    let name = String(text[..<digits]).trimmingCharacters(in: " ").lowercased()
    let rest = String(text[digits...])
    guard let yearOfEra = rest == "元" ? 1 : Int(ShowCommand.asciiDigits(rest)) else { return nil }
    let english = CalendarSymbols(locale: .english, calendar: .japanese)
    for symbols in [self.symbols, english] {
      for width in [SymbolWidth.wide, .abbreviated, .narrow] {
        // The latest era of the name: narrow names repeat (R, H, S, T, M).
        if let era = symbols.eraNames(width).lastIndex(where: { !$0.isEmpty && $0.lowercased() == name }) {
          return CalendarSystem.japaneseISOYear(era: era, yearOfEra: yearOfEra)
        }
      }
    }
    return nil
  }

  /// The zone the system uses, as the core reads it
  /// (``TimeZoneDatabase/currentZone(environment:)``): `TZ` as POSIX defines
  /// it, else `/etc/localtime`, else `/etc/timezone`, else UTC.
  public static func systemZone(variables: [String: String], database: TimeZoneDatabase = .system) -> Zone {
    database.currentZone(environment: variables).zone
  }
}
