import Yotei
import YoteiProduction

extension Session {
  /// The `convert` fields of `day` in `calendar`, with text in the session locale.
  func conversionJSON(_ day: Day, in calendar: CalendarSystem) -> JSONValue {
    let date = calendar.dateClampingToSupported(day)
    let symbols = symbols(for: calendar)
    return [
      "calendar": .string(calendar.identifier),
      "era": .int(date.era),
      "eraName": .string(symbols.eraName(of: date, .abbreviated)),
      "yearOfEra": .int(date.yearOfEra),
      "year": .int(date.year),
      "month": .int(date.month),
      "monthCode": .string(date.monthCode.description),
      "day": .int(date.day),
      "iso": .string(day.isoString),
      "jdn": .int(day.julianDayNumber),
      "weekday": .int(day.isoWeekday.rawValue),
      "text": .string((try? longDateText(day, in: calendar, symbols: symbols)) ?? day.isoString),
    ]
  }

  /// `day` in `calendar` as `YYYY-MM-DD (MONTHCODE)  text`, the text in the
  /// session locale (Hebrew numerals for the Hebrew calendar in Hebrew).
  func conversionText(_ day: Day, in calendar: CalendarSystem, name: String? = nil) -> String {
    let date = calendar.dateClampingToSupported(day)
    let numeric = fourDigits(date.year) + "-" + twoDigits(date.month) + "-" + twoDigits(date.day)
    let code = TextWidth.pad("(" + date.monthCode.description + ")", to: 6)
    return numeric + " " + code + "  " + (name.map { isolate($0) + ": " } ?? "")
      + isolate((try? longDateText(day, in: calendar, symbols: symbols(for: calendar))) ?? day.isoString)
  }

  /// Names and formats for `calendar` in the session locale, with the digits
  /// the session would use for it.
  func symbols(for calendar: CalendarSystem) -> CalendarSymbols {
    var copy = self
    copy.calendar = calendar
    return copy.symbols
  }
}

extension Session {
  /// The time in which the session calendar counts the days of solar terms
  /// (China's for `chinese`, Korea's for `dangi`), or `nil` for a calendar
  /// without them.
  var solarTermZone: SolarTermZone? {
    switch calendar {
    case .chinese: return .china
    case .dangi: return .korea
    default: return nil
    }
  }

  /// The name of `term` in the session language.
  func solarTermName(_ term: SolarTerm) -> String { say("solarTerm." + term.identifier) }

  /// The `day` line for a term beginning on the day; an uncertain one names
  /// the other day it may begin on.
  func solarTermText(_ occurrence: SolarTermOccurrence) -> String {
    let name = solarTermName(occurrence.term)
    guard let other = occurrence.alternativeDay else { return say("repl.day.solarTerm", .text(name)) }
    return say("repl.day.solarTermUncertain", .text(name), .text(longDateText(other)))
  }

  /// The `solarTerm` object of `day` in JSON.
  func solarTermJSON(_ occurrence: SolarTermOccurrence) -> JSONValue {
    [
      "term": .string(occurrence.term.identifier),
      "name": .string(solarTermName(occurrence.term)),
      "longitude": .int(occurrence.term.longitude),
      "zone": .string(solarTermZone?.identifier ?? ""),
      "utcOffsetSeconds": .int(occurrence.utcOffsetSeconds),
      "isCertain": .bool(occurrence.isCertain),
      "alternativeDay": occurrence.alternativeDay.map { .string($0.isoString) } ?? .null,
    ]
  }
}

/// `n` with at least two digits (`07`).
func twoDigits(_ n: Int) -> String { n < 10 && n >= 0 ? "0\(n)" : "\(n)" }

/// `n` with at least four digits and its sign (`0622`, `-0001`).
func fourDigits(_ n: Int) -> String {
  let digits = String(abs(n))
  return (n < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// `convert DATE [CALENDAR]`.
struct ConvertCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "convert", arguments: "DATE [CALENDAR]", group: .days, completions: [.date, .calendar])

  let day: Day
  let target: CalendarSystem?

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...2)
    let date = try session.readDate(arguments[0])
    day = date.day
    // Without CALENDAR, a date that names its calendar (persian:1403-01-01,
    // 2024-03-20[u-ca=persian]) is shown in that calendar.
    target = try arguments.count > 1 ? CalendarSystem(identifier: arguments[1]) : date.calendar
  }

  func run(in session: inout Session) throws -> CommandResult {
    let calendar = target ?? session.calendar
    _ = try calendar.checkedDate(of: day)
    // A day whose text has no era in CLDR (Persian before 1 AP) is refused
    // with the core's error (JSON), in the session language in text.
    do throws(CalendarError) {
      _ = try session.longDateText(day, in: calendar, symbols: session.symbols(for: calendar))
    } catch {
      guard error.kind == .noEraForYear else { throw error }
      throw REPLError.noText(error, day: day, calendar: calendar)
    }
    return CommandResult(
      text: session.calendarName(calendar) + ": " + session.conversionText(day, in: calendar),
      json: session.conversionJSON(day, in: calendar))
  }
}

/// `day DATE`.
struct DayCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "day", arguments: "[DATE]", group: .days, completions: [.date])

  let day: Day

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 0...1)
    day = try arguments.first.map { text throws in try session.parseDate(text) } ?? session.today
  }

  func run(in session: inout Session) throws -> CommandResult {
    let isoWeek = try WeekRule.isoWeek(of: day)
    let localWeek = try session.weekRule.weekOfYear(day, in: session.calendar)
    let weekdayName = session.symbols.weekdayNames(.wide, context: .standalone)[day.isoWeekday] ?? ""
    // One verdict on the weekend: the region's production calendar when a
    // region is set (a working Saturday is not a weekend day), else the
    // weekend in force that day.
    let production = session.region.flatMap { try? $0.status(of: day) }
    let weekend = production.map { $0.kind == .weekend } ?? session.weekend(on: day).contains(day.isoWeekday)
    let calendars = CalendarSystem.allCases.filter { (try? $0.checkedDate(of: day)) != nil }
    var json: JSONValue = [
      "iso": .string(day.isoString),
      "jdn": .int(day.julianDayNumber),
      "weekday": .int(day.isoWeekday.rawValue),
      "weekdayName": .string(weekdayName),
      "isoWeek": .int(isoWeek.week),
      "isoWeekYear": .int(isoWeek.yearForWeek),
      "week": .int(localWeek.week),
      "weekYear": .int(localWeek.yearForWeek),
      "weekend": .bool(weekend),
      // Only JSON names each calendar's era: text would open 17 formatters' era names for nothing.
      "dates": .object(
        session.printsJSON ? calendars.map { .init($0.identifier, session.conversionJSON(day, in: $0)) } : []),
      "startOfDay": try session.startOfDayJSON(day, in: session.zone),
    ]
    if let region = session.region {
      json = json.adding("production", (try? session.kindJSON(day, in: region)) ?? .null)
    }
    let names = calendars.map { session.calendarName($0) }
    var lines = [
      session.say(
        "repl.day.title", .text(session.longDateText(day)), .text(session.number(day.julianDayNumber))),
      session.say(
        "repl.day.weeks", .text("\(isoWeek.yearForWeek)-W\(twoDigits(isoWeek.week))"),
        .text(session.number(localWeek.week)), .text(session.symbols.digits(localWeek.yearForWeek)))
        + (weekend ? session.say("repl.clauseSeparator") + session.say("dayKind.weekend") : ""),
    ]
    if let zone = session.solarTermZone {
      let term = SolarTerm.beginning(on: day, zone: zone)
      json = json.adding("solarTerm", term.map { session.solarTermJSON($0) } ?? .null)
      if let term { lines.append(session.solarTermText(term)) }
    }
    lines.append(try session.startOfDayText(day, in: session.zone))
    if let region = session.region {
      lines.append((try? session.kindText(day, in: region)) ?? session.say("repl.noData", .text(region.code)))
    }
    // The numeric date first, so the columns line up whatever the names' length.
    for (calendar, name) in zip(calendars, names) {
      lines.append(session.conversionText(day, in: calendar, name: name))
    }
    return CommandResult(text: lines.joinedByAppending(separator: "\n"), json: json)
  }
}

/// `easter [YEAR]`: Easter Sunday, Western and Orthodox (as `ncal -e` and
/// `ncal -o`), in a year of the session calendar, shown in its dates.
struct EasterCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "easter", arguments: "[YEAR]", group: .days, completions: [])

  /// The Gregorian years the computus is given for.
  static let gregorianYears = 1583...9999

  let year: Int?

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 0...1)
    year = try arguments.first.map { text throws in
      try session.parseYear(text, command: Self.spec.name)
    }
  }

  func run(in session: inout Session) throws -> CommandResult {
    let year = self.year ?? session.visibleMonth.year
    let months = try session.calendar.months(inYear: year)
    guard let first = months.first?.firstDay, let last = months.last?.lastDay else {
      return CommandResult(text: "", json: [:])
    }
    // The Gregorian years the session year overlaps: a Persian or Hebrew
    // year holds one Easter of each kind, a Gregorian year exactly one.
    let years = first.isoDate.year...last.isoDate.year
    guard Self.gregorianYears.contains(years.lowerBound), Self.gregorianYears.contains(years.upperBound)
    else {
      throw REPLError.badArgument(
        command: Self.spec.name, field: "year", value: String(year),
        allowed: CatalogMessage(
          "repl.easter.years", .integer(Self.gregorianYears.lowerBound),
          .integer(Self.gregorianYears.upperBound)))
    }
    func sundays(_ kind: EasterKind) -> [Day] {
      years.map { kind.sunday(inYear: $0) }.filter { first <= $0 && $0 <= last }
    }
    let western = sundays(.western)
    let orthodox = sundays(.orthodox)
    var lines: [String] = []
    for (key, days) in [("repl.easter.western", western), ("repl.easter.orthodox", orthodox)] {
      lines.append(session.say(key, .text(session.localizer.list(days.map { session.longDateText($0) }))))
    }
    let json: JSONValue = [
      "calendar": .string(session.calendar.identifier), "year": .int(year),
      "western": .array(western.map { .string($0.isoString) }),
      "orthodox": .array(orthodox.map { .string($0.isoString) }),
      "sessionWestern": .array(western.map { .string(session.sessionDateString($0)) }),
      "sessionOrthodox": .array(orthodox.map { .string(session.sessionDateString($0)) }),
    ]
    return CommandResult(text: lines.joined(separator: "\n"), json: json)
  }
}
