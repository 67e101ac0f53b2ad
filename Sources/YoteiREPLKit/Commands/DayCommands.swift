import Yotei

extension Session {
  /// The `convert` fields of `day` in `calendar`, with text in the session locale.
  func conversionJSON(_ day: Day, in calendar: CalendarSystem) throws(CalendarError) -> JSONValue {
    let date = try calendar.date(of: day)
    let symbols = CalendarSymbols(locale: locale, calendar: calendar)
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
      "text": .string(try symbols.format(day, skeleton: "yMMMMEEEEd")),
    ]
  }

  /// `day` in `calendar` as `YYYY-MM-DD (MONTHCODE)  text`.
  func conversionText(_ day: Day, in calendar: CalendarSystem) throws(CalendarError) -> String {
    let date = try calendar.date(of: day)
    let symbols = CalendarSymbols(locale: locale, calendar: calendar)
    let numeric = fourDigits(date.year) + "-" + twoDigits(date.month) + "-" + twoDigits(date.day)
    return numeric + " (" + date.monthCode.description + ")  "
      + (try symbols.format(day, skeleton: "yMMMMEEEEd"))
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
    name: "convert", arguments: "DATE [CALENDAR]", summary: "Write a date in another calendar",
    discussion: """
      DATE is read in the session calendar unless it names its own
      (hebrew:5784-07-01, 2024-03-20[u-ca=gregory]); CALENDAR defaults to the
      session calendar. Prints the year, ordinal month, month code, day, era,
      ISO date, Julian Day Number, ISO weekday and the localized date.
      """,
    group: .days, completions: [.date, .calendar])

  let day: Day
  let target: CalendarSystem?

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...2)
    day = try session.parseDate(arguments[0])
    target = try arguments.count > 1 ? CalendarSystem(identifier: arguments[1]) : nil
  }

  func run(in session: inout Session) throws -> CommandResult {
    let calendar = target ?? session.calendar
    _ = try calendar.checkedDate(of: day)
    return CommandResult(
      text: calendar.identifier + ": " + (try session.conversionText(day, in: calendar)),
      json: try session.conversionJSON(day, in: calendar))
  }
}

/// `day DATE`.
struct DayCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "day", arguments: "[DATE]", summary: "Everything about a day: every calendar, weekday, weeks",
    discussion: """
      The date in every calendar Yotei knows, the weekday, the ISO week, the
      week of the year under the session's week rule, when the day starts in
      the session's time zone, and its production-calendar status when a region
      is set. Without DATE, today.
      """,
    group: .days, completions: [.date])

  let day: Day

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 0...1)
    day = try arguments.first.map { text throws in try session.parseDate(text) } ?? session.today
  }

  func run(in session: inout Session) throws -> CommandResult {
    let isoWeek = try WeekRule.isoWeek(of: day)
    let localWeek = try session.weekRule.weekOfYear(day, in: session.calendar)
    let weekdayName = session.symbols.weekdayNames(.wide, context: .standalone)[day.isoWeekday] ?? ""
    let calendars = CalendarSystem.allCases.filter { (try? $0.checkedDate(of: day)) != nil }
    var json: JSONValue = [
      "iso": .string(day.isoString),
      "jdn": .int(day.julianDayNumber),
      "weekday": .int(day.isoWeekday.rawValue),
      "weekdayName": .string(weekdayName),
      "isoWeek": .int(isoWeek.week),
      "isoWeekYear": .int(isoWeek.year),
      "week": .int(localWeek.week),
      "weekYear": .int(localWeek.yearForWeek),
      "weekend": .bool(session.weekRule.isWeekend(day)),
      "dates": .object(try calendars.map { .init($0.identifier, try session.conversionJSON(day, in: $0)) }),
      "startOfDay": try session.startOfDayJSON(day, in: session.zone),
    ]
    if let region = session.region {
      json = json.adding("production", (try? session.kindJSON(day, in: region)) ?? .null)
    }
    let nameWidth = calendars.map { $0.identifier.count }.max() ?? 10
    var lines = [
      "\(day.isoString)  JDN \(day.julianDayNumber)  \(weekdayName) (ISO weekday \(day.isoWeekday.rawValue))",
      "ISO week \(isoWeek.year)-W\(twoDigits(isoWeek.week)); week \(localWeek.week) of "
        + "\(localWeek.yearForWeek) in \(session.calendar.identifier) (\(session.locale.languageTag) rule)"
        + (session.weekRule.isWeekend(day) ? "; weekend" : ""),
    ]
    lines.append(try session.startOfDayText(day, in: session.zone))
    if let region = session.region {
      lines.append((try? session.kindText(day, in: region)) ?? "\(region.code) has no data for this day")
    }
    for calendar in calendars {
      lines.append(
        TextWidth.pad(calendar.identifier, to: nameWidth + 2)
          + (try session.conversionText(day, in: calendar)))
    }
    return CommandResult(text: lines.joined(separator: "\n"), json: json)
  }
}
