import Yotei
import YoteiLocalization
import YoteiProduction

extension Session {
  /// The production calendar of the session region.
  ///
  /// - Throws: ``REPLError/failed(_:)`` when no region is set.
  func requireRegion(_ command: String) throws -> ProductionCalendar {
    guard let region else {
      throw REPLError.failed(
        "\(command): no region is set; choose one with 'region CODE' or --region (\(ProductionCalendar.shippedCodes.joined(separator: ", ")))"
      )
    }
    return region
  }

  /// Holiday names from Yotei's string catalog in the session language,
  /// falling back to the dataset's own names.
  var holidayNames: HolidayNameLookup {
    let localizer = self.localizer
    return { key, _ in localizer.resolve(key).language == nil ? nil : localizer.string(key) }
  }

  /// The language holiday names are asked for.
  var holidayLanguage: String { locale.language }

  /// The `kind DATE` object of `day`.
  func kindJSON(_ day: Day, in region: ProductionCalendar) throws -> JSONValue {
    let report = try region.report(of: day, locale: holidayLanguage, lookup: holidayNames)
    return [
      "iso": .string(report.iso),
      "region": .string(report.region),
      "kind": .string(report.kind.rawValue),
      "shortened": .bool(report.shortened),
      "hours": .number(report.hours.description),
      "name": .optional(report.name),
      "from": .optional(report.from),
      "estimated": .bool(report.estimated),
      "nameKey": .optional(report.nameKey),
      "source": .optional(report.source),
    ]
  }

  /// `day`'s production status in words.
  func kindText(_ day: Day, in region: ProductionCalendar) throws -> String {
    let report = try region.report(of: day, locale: holidayLanguage, lookup: holidayNames)
    var text = "\(report.iso) in \(report.region): \(report.kind.rawValue)"
    if report.shortened { text += ", shortened" }
    text += ", \(report.hours.description) h of a 40-hour week"
    if let name = report.name { text += "; \(name)" }
    if let from = report.from { text += "; transferred from \(from)" }
    if report.estimated { text += " (estimated)" }
    return text
  }

  /// The first and last day of `year` in the session calendar.
  func bounds(ofYear year: Int) throws -> (first: Day, last: Day) {
    let months = try calendar.months(inYear: year)
    return (months.first!.firstDay, months.last!.lastDay)
  }
}

extension ExactHours {
  /// A JSON number with the exact decimal value.
  var json: JSONValue { .number(description) }
}

/// `region CODE|none`.
struct RegionCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "region", arguments: "CODE|none",
    summary: "Set the production-calendar region (RU, IL, IR, US, or one loaded)",
    discussion: """
      The region's production calendar marks holidays, transferred days and
      shortened days in 'show', and answers 'kind', 'holidays', 'norms',
      'workdays' and 'add-workdays'. 'none' turns it off.
      """,
    group: .settings, completions: [.region])

  let region: ProductionCalendar?

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...1)
    region = arguments[0].lowercased() == "none" ? nil : try session.registry.calendar(arguments[0])
  }

  func run(in session: inout Session) throws -> CommandResult {
    session.region = region
    let text = region.map { "region: \($0.code) (\($0.definition.name))" } ?? "region: none"
    return CommandResult(text: text, json: session.settingsJSON)
  }
}

/// `kind DATE`.
struct KindCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "kind", arguments: "DATE", summary: "What kind of day DATE is in the region",
    discussion: """
      working, weekend, holiday, transferredDayOff or transferredWorking, whether it
      is shortened, its hours in a 40-hour week, the holiday's name, the day a
      transfer came from and whether the date is an estimate.
      """,
    group: .production, completions: [.date])

  let day: Day

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...1)
    day = try session.parseDate(arguments[0])
  }

  func run(in session: inout Session) throws -> CommandResult {
    let region = try session.requireRegion(Self.spec.name)
    return CommandResult(
      text: try session.kindText(day, in: region), json: try session.kindJSON(day, in: region))
  }
}

/// `holidays [YEAR]`.
struct HolidaysCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "holidays", arguments: "[YEAR]", summary: "The holidays and transferred days of a year",
    discussion: """
      Holidays, transferred days off and working weekend days of YEAR of the
      session calendar (default: the year on screen), in the region.
      """,
    group: .production, completions: [])

  let year: Int?

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 0...1)
    year = try arguments.first.map { text throws in try session.parseYear(text, command: Self.spec.name) }
  }

  func run(in session: inout Session) throws -> CommandResult {
    let region = try session.requireRegion(Self.spec.name)
    let year = self.year ?? session.visibleMonth.year
    let (first, last) = try session.bounds(ofYear: year)
    let days = try region.days(from: first, through: last).filter {
      $0.kind != .working && $0.kind != .weekend
    }
    let reports = try days.map {
      try region.report(of: $0.day, locale: session.holidayLanguage, lookup: session.holidayNames)
    }
    let json: JSONValue = [
      "region": .string(region.code), "calendar": .string(session.calendar.identifier), "year": .int(year),
      "days": .array(
        reports.map {
          [
            "iso": .string($0.iso), "kind": .string($0.kind.rawValue), "name": .optional($0.name),
            "from": .optional($0.from), "estimated": .bool($0.estimated),
          ]
        }),
    ]
    let symbols = session.symbols
    let dates = reports.map { (try? symbols.format(Day(isoString: $0.iso)!, skeleton: "MMMdEEE")) ?? $0.iso }
    let dateWidth = dates.map { TextWidth.columns($0) }.max() ?? 0
    var lines = ["\(region.code) \(region.definition.name), \(session.calendar.identifier) \(year):"]
    for (report, date) in zip(reports, dates) {
      var line = "  \(report.iso)  \(TextWidth.pad(date, to: dateWidth))  \(report.kind.rawValue)"
      if let name = report.name { line += "  \(name)" }
      if let from = report.from { line += " (from \(from))" }
      if report.estimated { line += " (estimated)" }
      lines.append(line)
    }
    return CommandResult(text: lines.joined(separator: "\n"), json: json)
  }
}

/// `norms YEAR`.
struct NormsCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "norms", arguments: "YEAR", summary: "Working-time norms of a year, its quarters and months",
    discussion: """
      Calendar days, working days, days off, shortened days and the hours of a
      40, 36 and 24-hour week, for YEAR of the session calendar and each of its
      months (and quarters when the year has twelve months), in the region.
      """,
    group: .production, completions: [])

  let year: Int

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...1)
    year = try session.parseYear(arguments[0], command: Self.spec.name)
  }

  func run(in session: inout Session) throws -> CommandResult {
    let region = try session.requireRegion(Self.spec.name)
    let months = try session.calendar.months(inYear: year)
    var monthNorms: [PeriodNorm] = []
    for info in months {
      monthNorms.append(
        try region.periodNorm(
          label: "\(year)-\(twoDigits(info.ordinal))", from: info.firstDay, through: info.lastDay))
    }
    var quarterNorms: [PeriodNorm] = []
    if months.count == 12 {
      for q in 0..<4 {
        quarterNorms.append(
          try region.periodNorm(
            label: "\(year)-Q\(q + 1)", from: months[q * 3].firstDay, through: months[q * 3 + 2].lastDay))
      }
    }
    let total = try region.periodNorm(
      label: String(year), from: months[0].firstDay, through: months.last!.lastDay)
    func fields(_ norm: PeriodNorm) -> [JSONValue.Member] {
      [
        .init("calendarDays", .int(norm.calendarDays)), .init("workingDays", .int(norm.workingDays)),
        .init("daysOff", .int(norm.daysOff)), .init("shortenedDays", .int(norm.shortenedDays)),
        .init("hours40", norm.hours40.json), .init("hours36", norm.hours36.json),
        .init("hours24", norm.hours24.json),
      ]
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
    let header = ["period", "days", "working", "off", "short", "40 h", "36 h", "24 h"]
    var rows = [header]
    for norm in monthNorms + quarterNorms + [total] {
      rows.append([
        norm.label, String(norm.calendarDays), String(norm.workingDays), String(norm.daysOff),
        String(norm.shortenedDays), norm.hours40.description, norm.hours36.description,
        norm.hours24.description,
      ])
    }
    let widths = (0..<header.count).map { column in rows.map { TextWidth.columns($0[column]) }.max() ?? 0 }
    let lines = rows.map { row in
      row.enumerated().map { index, cell in
        TextWidth.pad(cell, to: widths[index], alignment: index == 0 ? .left : .right)
      }.joined(separator: "  ")
    }
    return CommandResult(
      text: "\(region.code) \(region.definition.name), \(session.calendar.identifier) \(year)\n"
        + lines.joined(separator: "\n"),
      json: json)
  }
}

/// `workdays FROM TO`.
struct WorkdaysCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "workdays", arguments: "FROM TO", summary: "Working days from FROM to TO, both included",
    discussion: "Counts working days (transferred working weekend days included) in the closed range.",
    group: .production, completions: [.date, .date])

  let from: Day
  let to: Day

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 2...2)
    from = try session.parseDate(arguments[0])
    to = try session.parseDate(arguments[1])
  }

  func run(in session: inout Session) throws -> CommandResult {
    let region = try session.requireRegion(Self.spec.name)
    let count = try region.workingDays(from: from, through: to)
    return CommandResult(
      text: "\(count) working days from \(from.isoString) to \(to.isoString) in \(region.code)",
      json: [
        "region": .string(region.code), "from": .string(from.isoString), "to": .string(to.isoString),
        "count": .int(count),
      ])
  }
}

/// `add-workdays DATE N`.
struct AddWorkdaysCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "add-workdays", arguments: "DATE N",
    summary: "The day N working days after DATE (before when N < 0)",
    discussion: """
      The working day such that N working days lie after DATE (excluded) up to
      it (included); N = 0 gives DATE itself.
      """,
    group: .production, completions: [.date])

  let day: Day
  let count: Int

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 2...2)
    day = try session.parseDate(arguments[0])
    count = try Self.integer(arguments[1], field: "N", in: -1_000_000...1_000_000)
  }

  func run(in session: inout Session) throws -> CommandResult {
    let region = try session.requireRegion(Self.spec.name)
    let result = try region.addingWorkingDays(count, to: day)
    return CommandResult(
      text: "\(day.isoString) + \(count) working days = \(result.isoString) in \(region.code)",
      json: [
        "region": .string(region.code), "from": .string(day.isoString), "n": .int(count),
        "iso": .string(result.isoString),
      ])
  }
}

/// `load FILE`.
struct LoadCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "load", arguments: "FILE [BASE]", summary: "Load a production-calendar file and use its region",
    discussion: """
      Yotei's JSON format (.json), an xmlcalendar.ru year (.xml), data.gov.ru
      (.csv) or an iCalendar holiday feed (.ics, added to BASE when given). The
      region it defines becomes the session region; warnings are listed.
      """,
    group: .production, completions: [.file, .region])

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
    var lines = ["loaded \(path): region \(loaded.code) (\(loaded.calendar.definition.name))"]
    lines += loaded.issues.map { "  " + $0.description }
    return CommandResult(
      text: lines.joined(separator: "\n"),
      json: [
        "file": .string(path), "region": .string(loaded.code),
        "name": .string(loaded.calendar.definition.name),
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
    name: "export-ics", arguments: "YEAR FILE", summary: "Write a Gregorian year's special days as iCalendar",
    discussion: """
      Holidays, transfers, working weekends and shortened days of the Gregorian
      YEAR (iCalendar feeds are Gregorian, whatever the session calendar) as
      all-day events in FILE (RFC 5545: CRLF, folded lines), titles in the
      session language.
      """,
    group: .production, completions: [.other, .file])

  let year: Int
  let path: String

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 2...2)
    year = try Self.integer(arguments[0], field: "year", in: -4712...9999)
    path = arguments[1]
  }

  func run(in session: inout Session) throws -> CommandResult {
    let region = try session.requireRegion(Self.spec.name)
    let text = try ICalendarFormat.export(
      region, year: year, dtstamp: stamp(session.clock.now()), locale: session.holidayLanguage,
      lookup: session.holidayNames)
    try writeWholeFile(path, text)
    let events = text.split(separator: "\r\n").filter { $0 == "BEGIN:VEVENT" }.count
    return CommandResult(
      text: "wrote \(events) events of \(region.code) \(year) to \(path)",
      json: [
        "region": .string(region.code), "year": .int(year), "file": .string(path), "events": .int(events),
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
