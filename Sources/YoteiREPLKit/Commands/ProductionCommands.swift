import Yotei
import YoteiLocalization
import YoteiProduction

extension Session {
  /// The production calendar of the session region.
  ///
  /// - Throws: ``REPLError/failed(_:)`` when no region is set.
  func requireRegion(_ command: String) throws -> ProductionCalendar {
    guard let region else {
      let codes = ProductionCalendar.shippedCodes.joined(separator: ", ")
      throw REPLError.refused(
        message: "\(command): no region is set; choose one with 'region CODE' or --region (\(codes))",
        text: "\(command): " + say("repl.noRegion", .text(codes)))
    }
    return region
  }

  /// The session region in the working week `week` (a
  /// ``RegionDefinition/weekPatterns`` id, as `--week` gives it; `nil` or
  /// `standard`: the region's own), and the region as the command's text
  /// names it (`UZ`, or `UZ, 6-day` for another week).
  ///
  /// - Throws: ``REPLError/badArgument(command:field:value:allowed:suggestions:)``
  ///   naming the region's weeks when it has no week `week`.
  func regionWeek(_ command: String, _ week: String?) throws -> (calendar: ProductionCalendar, label: String)
  {
    let region = try requireRegion(command)
    guard let week, week != WeekPattern.standardID else { return (region, region.code) }
    guard let pattern = region.definition.weekPatterns.first(where: { $0.id == week }) else {
      let ids = [WeekPattern.standardID] + region.definition.weekPatterns.map(\.id)
      throw REPLError.badArgument(
        command: command, field: "--week", value: week,
        allowed: CatalogMessage("repl.allowed.week", .text(localizer.list(ids)), .text(region.code)))
    }
    return (try region.weekPatternCalendar(week), region.code + ", " + pattern.name(locale: locale))
  }

  /// Runs `body`, a production query on DATE arguments; when the region has
  /// no data for a year and a plain `YYYY-MM-DD` was read in a session
  /// calendar other than the Gregorian, the error says so and how to write an
  /// ISO date (`kind 2024-04-23` in a Hebrew session is Hebrew year 2024,
  /// Gregorian -1737).
  func explainingYears<T>(_ inputs: [(text: String, day: Day)], _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as ProductionError {
      guard case .unsupportedYear = error, calendar != .gregorian, calendar != .iso8601 else { throw error }
      let plain = inputs.filter { input in
        !input.text.contains(":") && !input.text.contains("[") && input.text.first?.isNumber == true
      }
      guard let first = plain.first else { throw error }
      throw REPLError.refused(
        message: "\(error.description): '\(echo(first.text))' was read in the session calendar "
          + "(\(calendar.identifier)), which is ISO \(first.day.isoString); write gregorian:\(echo(first.text)) "
          + "for a Gregorian date",
        text: (localized(error) ?? error.description) + ": "
          + say(
            "repl.production.readInSessionCalendar", .text(echo(first.text)), .text(calendarName(calendar)),
            .text(first.day.isoString), .text("gregorian:" + echo(first.text))))
    }
  }

  /// Holiday names from the session's catalogs in the session language,
  /// falling back to the dataset's own names (a `kk` session reads Kazakh
  /// names from KZ.json, not the catalog's English).
  var holidayNames: HolidayNameLookup { HolidayName.lookup(in: localizer) }

  /// The locale holiday names are asked in (the dataset's names go by its language).
  var holidayLanguage: CalendarLocale { locale }

  /// The `kind DATE` object of `day`.
  func kindJSON(_ day: Day, in region: ProductionCalendar) throws -> JSONValue {
    let report = try region.report(of: day, locale: holidayLanguage, lookup: holidayNames)
    let json: JSONValue = [
      "iso": .string(report.iso),
      "region": .string(report.region),
      "kind": .string(report.kind.rawValue),
      "shortened": .bool(report.shortened),
      "hours": .number(report.hours.description),
      "weeklyHours": .number(report.weeklyHours.description),
      "name": .optional(report.name),
      "from": .optional(report.from),
      "estimated": .bool(report.estimated),
      "nameKey": .optional(report.nameKey),
      "source": .optional(report.source),
    ]
    return json.adding(sessionDateJSON(day))
  }

  /// `day`'s production status in words, in the session language and
  /// calendar: the date, the kind, shortening, hours, the holiday's name,
  /// where a transfer came from and whether the date is estimated.
  func kindText(_ day: Day, in region: ProductionCalendar, label: String? = nil) throws -> String {
    let report = try region.report(of: day, locale: holidayLanguage, lookup: holidayNames)
    var parts = [kindName(report.kind)]
    if report.shortened { parts.append(say("dayKind.shortened")) }
    parts.append(
      say(
        "repl.kind.hours", .text(decimal(report.hours.description)),
        .text(decimal(report.weeklyHours.description))))
    if let name = report.name { parts.append(name) }
    if let from = report.from.flatMap(Day.init(isoString:)) {
      parts.append(say("production.transferredFrom", .text(dateText(from))))
    }
    if report.estimated { parts.append(say("repl.estimated")) }
    return say(
      "repl.kind.line", .text(dateText(day)), .text(label ?? report.region), .text(localizer.list(parts)))
  }

}

/// `text` between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: a field
/// that keeps its own direction inside a line of another.
func isolate(_ text: String) -> String { "\u{2068}" + text + "\u{2069}" }

extension ExactHours {
  /// A JSON number with the exact decimal value.
  var json: JSONValue { .number(description) }
}

/// The JSON of a range of estimated days: `{"from", "through"}`, or `null`.
func estimatedDaysJSON(_ range: ClosedRange<Day>?) -> JSONValue {
  guard let range else { return .null }
  return ["from": .string(range.lowerBound.isoString), "through": .string(range.upperBound.isoString)]
}

extension Session {
  /// The text note for a result resting on estimated days, or "" when exact,
  /// in the session language and calendar: whether the days lie before,
  /// after or on both sides of the region's confirmed range, and that range.
  func estimatedNote(_ range: ClosedRange<Day>?) -> String {
    guard let range else { return "" }
    let days = spanText(range)
    guard let confirmed = region?.definition.confirmed else {
      return " (" + say("repl.estimated") + ": " + days + ")"
    }
    let key =
      range.upperBound < confirmed.lowerBound
      ? "repl.estimatedBefore"
      : range.lowerBound > confirmed.upperBound ? "repl.estimatedAfter" : "repl.estimatedOutside"
    return " (" + say(key, .text(days), .text(spanText(confirmed))) + ")"
  }

  /// A day, or a range of days, in the session language and calendar.
  func spanText(_ range: ClosedRange<Day>) -> String {
    range.lowerBound == range.upperBound
      ? dateText(range.lowerBound)
      : say("repl.picker.range", .text(dateText(range.lowerBound)), .text(dateText(range.upperBound)))
  }
}

/// `region CODE|none`.
struct RegionCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "region", arguments: "[CODE|none]",
    group: .settings, completions: [.region],
    // Joined by hand: every run builds this spec (`command(named:)` reads
    // each name), and `joined(separator:)` of an array is a generic call
    // whose first use has the runtime look a conformance up.
    summaryArguments: [.text(ProductionCalendar.shippedCodes.reduce("") { $0.isEmpty ? $1 : $0 + ", " + $1 })]
  )

  let region: ProductionCalendar?
  let change: Bool

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 0...1)
    change = !arguments.isEmpty
    region =
      try arguments.first.flatMap { text throws in
        text.lowercased() == "none" ? nil : try session.registry.calendar(text)
      } ?? (arguments.isEmpty ? session.region : nil)
  }

  func run(in session: inout Session) throws -> CommandResult {
    session.region = region
    let text = session.say(
      "repl.region", .text(region.map { session.regionText($0) } ?? session.say("repl.none")))
    // What the region says once instead of on every day (elections not yet
    // called, the limits of its data), in the dataset's words.
    let notes = region?.definition.regionNotes ?? []
    let lines = [text] + notes.map { "  " + $0.text(locale: session.locale) }
    var json = session.settingsJSON
    if region != nil {
      json = json.adding(
        "regionNotes",
        .array(
          notes.map { ["text": .string($0.text(locale: session.locale)), "source": .optional($0.source)] }))
    }
    return CommandResult(
      text: change ? session.confirmation(lines) : lines.joined(separator: "\n"), json: json)
  }
}

/// The `--week ID` option of `kind`, `workdays` and `add-workdays`: the
/// command's other arguments, and the week asked for (`nil` when not given).
struct WeekOption {
  /// The arguments without the option.
  let arguments: [String]
  /// The id after `--week`.
  let week: String?

  /// Splits `--week ID` (or `--week=ID`) from `arguments` of the command
  /// `spec` describes, as ``CommandOptions`` splits every command's options.
  ///
  /// - Throws: an error for another option, `--week` without an id or
  ///   `--week` given twice.
  init(_ arguments: [String], spec: CommandSpec) throws {
    let options = try CommandOptions(arguments, valued: ["--week"], command: spec)
    self.arguments = options.arguments
    week = options.value("--week")
  }

  /// The JSON member saying which week answered, when one was asked for
  /// (none by default, so the standard week's answers are as before).
  var json: [JSONValue.Member] { week.map { [.init("week", .string($0))] } ?? [] }
}

/// `kind DATE [--week ID]`.
struct KindCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "kind", arguments: "DATE [--week ID]", group: .production, completions: [.date])

  let day: Day
  let input: String
  let week: WeekOption

  init(arguments: [String], session: Session) throws {
    week = try WeekOption(arguments, spec: Self.spec)
    try Self.expect(week.arguments, 1...1)
    day = try session.parseDate(week.arguments[0])
    input = week.arguments[0]
  }

  func run(in session: inout Session) throws -> CommandResult {
    let (region, label) = try session.regionWeek(Self.spec.name, week.week)
    return try session.explainingYears([(input, day)]) {
      CommandResult(
        text: try session.kindText(day, in: region, label: label),
        json: try session.kindJSON(day, in: region).adding(week.json))
    }
  }
}

/// `holidays [YEAR]`.
struct HolidaysCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "holidays", arguments: "[YEAR]", group: .production, completions: [])

  let year: Int?

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 0...1)
    year = try arguments.first.map { text throws in try session.parseYear(text, command: Self.spec.name) }
  }

  func run(in session: inout Session) throws -> CommandResult {
    let region = try session.requireRegion(Self.spec.name)
    let year = self.year ?? session.visibleMonth.year
    let days = try region.days(inYear: year, calendar: session.calendar).filter {
      $0.kind != .working && $0.kind != .weekend
    }
    let reports = try days.map {
      try region.report(of: $0.day, locale: session.holidayLanguage, lookup: session.holidayNames)
    }
    // The decree, notice or order behind each day a decree decided, cited once
    // each as a numbered note ([1]) below the list. Source titles are the
    // data's English: a session in another language cites the source by its
    // address, and not at all when it has none.
    let decreed: Set<DayOrigin> = [.decreeTransfer, .decreeWorkingDay, .decreeDayOff, .closure]
    let english = session.locale.language == "en"
    var cited: [ProductionSource] = []
    var citations: [String] = []
    let notes: [Int?] = days.map { status in
      guard decreed.contains(status.origin), let id = status.source,
        let source = region.definition.sources.first(where: { $0.id == id })
      else { return nil }
      if !cited.contains(source) { cited.append(source) }
      guard let citation = english ? source.title + (source.url.map { " " + $0 } ?? "") : source.url else {
        return nil
      }
      if let index = citations.firstIndex(of: citation) { return index + 1 }
      citations.append(citation)
      return citations.count
    }
    let json: JSONValue = [
      "region": .string(region.code), "calendar": .string(session.calendar.identifier), "year": .int(year),
      "days": .array(
        zip(reports, days).map { report, status in
          let day: JSONValue = [
            "iso": .string(report.iso), "kind": .string(report.kind.rawValue), "name": .optional(report.name),
            "from": .optional(report.from), "to": .optional(status.swappedWith?.isoString),
            "estimated": .bool(report.estimated), "source": .optional(report.source),
          ]
          return day.adding(session.sessionDateJSON(Day(isoString: report.iso)!))
        }),
      "sources": .array(
        cited.map { ["id": .string($0.id), "title": .string($0.title), "url": .optional($0.url)] }),
    ]
    let symbols = session.symbols
    let dates = reports.map {
      ((try? symbols.format(Day(isoString: $0.iso)!, skeleton: "yMMMdEEE"))
        ?? Day(isoString: $0.iso)!.isoString)
    }
    let dateWidth = dates.map { TextWidth.columns($0) }.max() ?? 0
    var lines = [
      session.say(
        "repl.holidays.title", .text(session.regionText(region)),
        .text(session.calendarName(session.calendar)), .text(session.symbols.digits(year)))
    ]
    let kinds = reports.map { session.kindName($0.kind) }
    let kindWidth = kinds.map { TextWidth.columns($0) }.max() ?? 0
    for (((report, date), kind), (status, note)) in zip(zip(zip(reports, dates), kinds), zip(days, notes)) {
      // Each field is isolated (FSI ... PDI), so a line that mixes a Persian
      // or Hebrew name with Latin fields keeps its order in a terminal that
      // runs the bidi algorithm; a terminal that does not draws them as nothing.
      var line =
        "  " + isolate(TextWidth.pad(date, to: dateWidth)) + "  "
        + isolate(TextWidth.pad(kind, to: kindWidth))
      if let name = report.name { line += "  " + isolate(name) }
      if let from = report.from.flatMap(Day.init(isoString:)) {
        line += " (" + session.say("production.transferredFrom", .text(session.dateText(from))) + ")"
      }
      if let to = status.swappedWith {
        line += " (" + session.say("production.transferredTo", .text(session.dateText(to))) + ")"
      }
      if report.estimated { line += " (" + session.say("repl.estimated") + ")" }
      if let note { line += " [" + session.number(note) + "]" }
      lines.append(line)
    }
    for (index, citation) in citations.enumerated() {
      lines.append(
        "  [" + session.number(index + 1) + "] " + session.say("production.source", .text(isolate(citation))))
    }
    return CommandResult(text: lines.joined(separator: "\n"), json: json)
  }
}

/// `norms YEAR`.
struct NormsCommand: REPLCommand {
  static let textIsProse = false
  static let spec = CommandSpec(
    name: "norms", arguments: "YEAR", group: .production, completions: [])

  let year: Int

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...1)
    year = try session.parseYear(arguments[0], command: Self.spec.name)
  }

  func run(in session: inout Session) throws -> CommandResult {
    let region = try session.requireRegion(Self.spec.name)
    let norms = try region.norms(year: year, calendar: session.calendar)
    let monthNorms = norms.months
    let quarterNorms = norms.quarters
    let total = norms.total
    func fields(_ norm: PeriodNorm) -> [JSONValue.Member] {
      [
        .init("calendarDays", .int(norm.calendarDays)), .init("workingDays", .int(norm.workingDays)),
        .init("daysOff", .int(norm.daysOff)), .init("shortenedDays", .int(norm.shortenedDays)),
        .init("weeklyHours", .array(norm.weeklyHours.map(\.json))),
      ] + norm.norms.map { .init($0.key, $0.hours.json) } + [
        .init("estimated", .bool(norm.isEstimated)),
        .init("estimatedDays", estimatedDaysJSON(norm.estimatedDays)),
      ] + (norm.weekPatterns.isEmpty ? [] : [.init("weekPatterns", .array(norm.weekPatterns.map(week)))])
    }
    // A region's other working weeks (Uzbekistan's six-day week): their own
    // working days and norms, after the standard week's.
    func week(_ week: WeekPatternNorm) -> JSONValue {
      .object(
        [
          .init("week", .string(week.pattern.id)), .init("workingDays", .int(week.norm.workingDays)),
          .init("daysOff", .int(week.norm.daysOff)), .init("shortenedDays", .int(week.norm.shortenedDays)),
          .init("weeklyHours", .array(week.norm.weeklyHours.map(\.json))),
        ] + week.norm.norms.map { .init($0.key, $0.hours.json) } + [
          .init("estimated", .bool(week.norm.isEstimated))
        ])
    }
    func period(_ norm: PeriodNorm) -> JSONValue {
      .object(
        [
          .init("label", .string(norm.label)), .init("from", .string(norm.firstDay.isoString)),
          .init("through", .string(norm.lastDay.isoString)),
        ] + fields(norm))
    }
    let json: JSONValue = .object(
      [
        .init("region", .string(region.code)), .init("calendar", .string(session.calendar.identifier)),
        .init("year", .int(year)),
      ] + fields(total) + [
        .init("months", .array(monthNorms.map(period))), .init("quarters", .array(quarterNorms.map(period))),
      ])
    // The region's weeks may change within the year (Israel: 43 hours, then
    // 42 from 1 April 2018): each hours column is headed by every week its
    // rows are counted in, and a line under the title says from when.
    let periods = region.definition.weeklyHoursPeriods
    let changes = periods.filter { $0.from.map { total.firstDay < $0 && $0 <= total.lastDay } ?? false }
    let weeksInYear = [region.definition.weeklyHours(on: total.firstDay)] + changes.map(\.hours)
    func hoursText(_ hours: ExactHours) -> String {
      session.say("repl.norms.hours", .integer(Int(hours.description) ?? 0))
    }
    let hoursHeaders = total.weeklyHours.indices.map { column in
      var weeks: [ExactHours] = []
      for hours in weeksInYear where column < hours.count && weeks.last != hours[column] {
        weeks.append(hours[column])
      }
      return weeks.map(hoursText).joined(separator: "/")
    }
    let changeLine = changes.compactMap { period in
      period.from.map {
        session.say(
          "repl.fromDate", .text(session.localizer.list(period.hours.map(hoursText))),
          .text(session.dateText($0)))
      }
    }.joined(separator: session.say("repl.clauseSeparator"))
    let header =
      [
        session.say("repl.norms.period"), session.say("repl.norms.days"), session.say("repl.norms.working"),
        session.say("repl.norms.off"), session.say("repl.norms.short"),
      ] + hoursHeaders
      + total.weekPatterns.flatMap { week in
        let name = week.pattern.name(locale: session.locale)
        return ([session.say("repl.norms.working")] + week.norm.weeklyHours.map(hoursText)).map {
          session.say("repl.norms.inWeek", .text($0), .text(name))
        }
      }
    let numbers = session.localizer.numbers
    func label(_ norm: PeriodNorm) -> String {
      // Months by name, quarters by number, the year by its number, all in the session calendar.
      if norm.label.contains("-Q"), let q = norm.label.split(separator: "Q").last.flatMap({ Int($0) }) {
        return session.say("repl.norms.quarter", .integer(q))
      }
      if norm.label.contains("-") {
        let date = session.calendar.dateClampingToSupported(norm.firstDay)
        return (try? session.symbols.monthNames(year: date.year, .wide, context: .standalone))?[
          date.month - 1]
          ?? norm.label
      }
      return session.symbols.digits(year)
    }
    var rows = [header]
    for norm in monthNorms + quarterNorms + [total] {
      rows.append(
        [
          label(norm), numbers.format(norm.calendarDays), numbers.format(norm.workingDays),
          numbers.format(norm.daysOff), numbers.format(norm.shortenedDays),
        ] + norm.norms.map { session.decimal($0.hours.description) }
          + norm.weekPatterns.flatMap { week in
            [numbers.format(week.norm.workingDays)]
              + week.norm.norms.map { session.decimal($0.hours.description) }
          } + [
            norm.isEstimated || norm.weekPatterns.contains { $0.norm.isEstimated }
              ? "(" + session.say("repl.estimated") + ")" : ""
          ])
    }
    // The numbers right-aligned under their headers; the estimate marker in a
    // last column of its own, unpadded, so no line ends in spaces.
    let widths = (0..<header.count).map { column in rows.map { TextWidth.columns($0[column]) }.max() ?? 0 }
    let lines = rows.map { row in
      let cells = row.prefix(header.count).enumerated().map { index, cell in
        TextWidth.pad(cell, to: widths[index], alignment: index == 0 ? .left : .right)
      }
      let marker = row.count > header.count ? row[header.count] : ""
      return (cells + (marker.isEmpty ? [] : [marker])).joined(separator: "  ")
    }
    return CommandResult(
      text: session.say(
        "repl.holidays.title", .text(session.regionText(region)),
        .text(session.calendarName(session.calendar)), .text(session.symbols.digits(year)))
        + session.estimatedNote(total.estimatedDays) + (changeLine.isEmpty ? "" : "\n" + changeLine) + "\n"
        + lines.joined(separator: "\n"),
      json: json)
  }
}

/// `workdays FROM TO [--week ID]`.
struct WorkdaysCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "workdays", arguments: "FROM TO [--week ID]", group: .production, completions: [.date, .date])

  let from: Day
  let to: Day
  let inputs: [String]
  let week: WeekOption

  init(arguments: [String], session: Session) throws {
    week = try WeekOption(arguments, spec: Self.spec)
    let arguments = week.arguments
    try Self.expect(arguments, 2...2)
    from = try session.parseDate(arguments[0])
    to = try session.parseDate(arguments[1])
    inputs = arguments
  }

  func run(in session: inout Session) throws -> CommandResult {
    let (region, label) = try session.regionWeek(Self.spec.name, week.week)
    let result = try session.explainingYears([(inputs[0], from), (inputs[1], to)]) {
      try region.workingDayCount(from: from, through: to)
    }
    return CommandResult(
      text: session.say(
        "repl.workdays", .text(session.say("production.workingDays", .integer(result.value))),
        .text(session.dateText(from)), .text(session.dateText(to)), .text(label))
        + session.estimatedNote(result.estimatedDays),
      json: JSONValue.object(
        [
          .init("region", .string(region.code)), .init("from", .string(from.isoString)),
          .init("to", .string(to.isoString)), .init("count", .int(result.value)),
          .init("estimated", .bool(result.isEstimated)),
          .init("estimatedDays", estimatedDaysJSON(result.estimatedDays)),
          .init("sessionFrom", .string(session.sessionDateString(from))),
          .init("sessionTo", .string(session.sessionDateString(to))),
        ] + week.json))
  }
}

/// `add-workdays DATE N [--week ID]`.
struct AddWorkdaysCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "add-workdays", arguments: "DATE N [--week ID]",
    group: .production, completions: [.date])

  let day: Day
  let count: Int
  let input: String
  let week: WeekOption

  init(arguments: [String], session: Session) throws {
    week = try WeekOption(arguments, spec: Self.spec)
    let arguments = week.arguments
    try Self.expect(arguments, 2...2)
    day = try session.parseDate(arguments[0])
    count = try Self.integer(arguments[1], field: "N", in: -1_000_000...1_000_000)
    input = arguments[0]
  }

  func run(in session: inout Session) throws -> CommandResult {
    let (region, label) = try session.regionWeek(Self.spec.name, week.week)
    let result = try session.explainingYears([(input, day)]) {
      try region.addingWorkingDaysEstimated(count, to: day)
    }
    return CommandResult(
      text: session.say(
        count >= 0 ? "repl.addWorkdays.after" : "repl.addWorkdays.before",
        .text(session.say("production.workingDays", .integer(abs(count)))), .text(session.dateText(day)),
        .text(session.longDateText(result.value)), .text(label))
        + session.estimatedNote(result.estimatedDays),
      json: JSONValue.object([
        .init("region", .string(region.code)), .init("from", .string(day.isoString)), .init("n", .int(count)),
        .init("iso", .string(result.value.isoString)), .init("estimated", .bool(result.isEstimated)),
        .init("estimatedDays", estimatedDaysJSON(result.estimatedDays)),
      ]).adding(session.sessionDateJSON(result.value)).adding(week.json))
  }
}

/// `load FILE`.
struct LoadCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "load", arguments: "FILE [BASE]", group: .production, completions: [.file, .region])

  let path: String
  let base: String?

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...2)
    path = arguments[0]
    base = arguments.count > 1 ? arguments[1] : nil
  }

  func run(in session: inout Session) throws -> CommandResult {
    let loaded = try session.registry.load(path: path, base: base)
    session.region = loaded.calendar
    var lines = [
      session.say(
        "repl.loaded", .text(echo(path, limit: 200)),
        .text(session.regionText(loaded.calendar)))
    ]
    lines += loaded.issues.map { "  " + $0.description }
    return CommandResult(
      text: lines.joined(separator: "\n"),
      json: [
        "file": .string(path), "region": .string(loaded.code),
        "name": .string(loaded.calendar.definition.name),
        "coveredYears": .array(loaded.coveredYears.map { .int($0) }),
        "changedYears": .array(loaded.changedYears.map { .int($0) }),
        "issues": .array(
          loaded.issues.map {
            [
              "severity": .string($0.severity.rawValue), "line": .int($0.line), "field": .string($0.field),
              "message": .string($0.message),
            ]
          }),
      ])
  }
}

/// `export-ics YEAR FILE`.
struct ExportICSCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "export-ics", arguments: "YEAR FILE", group: .production, completions: [.other, .file])

  let year: Int
  let path: String

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 2...2)
    year = try session.parseYear(arguments[0], command: Self.spec.name)
    path = arguments[1]
  }

  func run(in session: inout Session) throws -> CommandResult {
    let region = try session.requireRegion(Self.spec.name)
    let text = try ICalendarFormat.export(
      region, year: year, calendar: session.calendar, dtstamp: stamp(session.clock.now()),
      locale: session.holidayLanguage,
      lookup: session.holidayNames)
    try writeWholeFile(path, text)
    let events = text.split(separator: "\r\n").filter { $0 == "BEGIN:VEVENT" }.count
    return CommandResult(
      text: session.say(
        "repl.exported", .integer(events), .text("\(region.code) \(session.number(year))"),
        .text(echo(path, limit: 200))),
      json: [
        "region": .string(region.code), "calendar": .string(session.calendar.identifier), "year": .int(year),
        "file": .string(path), "events": .int(events),
      ])
  }

  /// `YYYYMMDDTHHMMSSZ` for iCalendar's DTSTAMP.
  private func stamp(_ instant: Instant) -> String {
    let wall = instant.wallTime(offset: 0)
    let (y, m, d) = wall.day.isoDate
    return fourDigits(y) + twoDigits(m) + twoDigits(d) + "T" + twoDigits(wall.hour) + twoDigits(wall.minute)
      + twoDigits(wall.second) + "Z"
  }
}
