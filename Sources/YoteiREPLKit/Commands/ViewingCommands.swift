import Yotei

extension Session {
  /// The month on screen, drawn and as JSON.
  func showResult() throws(CalendarError) -> CommandResult {
    let view = try MonthView(containing: visibleDay, session: self)
    let text = MonthRenderer(color: color, localizer: localizer).lines(view).joined(separator: "\n")
    return CommandResult(text: text, json: view.json)
  }

  /// Pages the picker by `months` months of the session calendar.
  ///
  /// - Throws: ``REPLError/failed(_:)`` when the picker refuses: the month
  ///   lies wholly outside the minimum and maximum.
  mutating func page(by months: Int, command: String) throws {
    let target = try calendar.date(year: visibleMonth.year, month: visibleMonth.month, day: 1).adding(
      months: months)
    let changes = picker.page(by: months)
    guard
      changes.contains(where: { if case .visibleMonthsChanged = $0 { true } else { false } }) || months == 0
    else {
      throw REPLError.failed(
        "\(command): \(fourDigits(target.year))-\(twoDigits(target.month)) lies outside the allowed dates"
          + (picker.availability.minimum.map { "; minimum \($0.isoString)" } ?? "")
          + (picker.availability.maximum.map { "; maximum \($0.isoString)" } ?? ""))
    }
  }
}

/// `show [DATE]`.
struct ShowCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "show", arguments: "[DATE]", summary: "Show the month on screen, or the month of DATE",
    discussion: """
      Draws the month grid in the session calendar and locale: today, weekends
      and (in colour) their legend. DATE may be YYYY-MM-DD in the session calendar,
      a month code (5784-M05L-10), a calendar prefix (hebrew:5784-07-01), an
      RFC 9557 suffix (2024-03-20[u-ca=gregory]) or 'today'.
      """,
    group: .viewing, completions: [.date])

  let day: Day?

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 0...1)
    day = try arguments.first.map { text throws in try session.parseDate(text) }
  }

  func run(in session: inout Session) throws -> CommandResult {
    if let day { _ = session.picker.move(.to(day)) }
    return try session.showResult()
  }
}

/// `next [N]`.
struct NextCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "next", arguments: "[N]", summary: "Show the next month (or N months later)",
    discussion: "Moves by months of the session calendar: a Hebrew leap year has 13.",
    group: .viewing, completions: [])

  let months: Int

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 0...1)
    months =
      try arguments.first.map { text throws in try Self.integer(text, field: "N", in: -100_000...100_000) }
      ?? 1
  }

  func run(in session: inout Session) throws -> CommandResult {
    try session.page(by: months, command: Self.spec.name)
    return try session.showResult()
  }
}

/// `prev [N]`.
struct PrevCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "prev", arguments: "[N]", summary: "Show the previous month (or N months earlier)",
    discussion: "Moves by months of the session calendar: a Hebrew leap year has 13.",
    group: .viewing, completions: [])

  let months: Int

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 0...1)
    months =
      try arguments.first.map { text throws in try Self.integer(text, field: "N", in: -100_000...100_000) }
      ?? 1
  }

  func run(in session: inout Session) throws -> CommandResult {
    try session.page(by: -months, command: Self.spec.name)
    return try session.showResult()
  }
}

/// `goto DATE`.
struct GotoCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "goto", arguments: "DATE", summary: "Go to the month of DATE and show it",
    discussion: "Like 'show DATE', but DATE is required.", group: .viewing, completions: [.date])

  let day: Day

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...1)
    day = try session.parseDate(arguments[0])
  }

  func run(in session: inout Session) throws -> CommandResult {
    _ = session.picker.move(.to(day))
    return try session.showResult()
  }
}

/// `year [YEAR]`.
struct YearCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "year", arguments: "[YEAR]", summary: "Show every month of a year of the session calendar",
    discussion: """
      YEAR is a year of the session calendar (1403 in Persian, 5784 in Hebrew);
      without it, the year on screen. Months are drawn three across.
      """,
    group: .viewing, completions: [])

  let year: Int?

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 0...1)
    year = try arguments.first.map { text throws in try session.parseYear(text, command: Self.spec.name) }
  }

  func run(in session: inout Session) throws -> CommandResult {
    let year = self.year ?? session.visibleMonth.year
    let months = try session.calendar.months(inYear: year)
    let symbols = session.symbols
    let views = try months.map { month throws(CalendarError) in
      try MonthView(containing: month.firstDay, session: session)
    }
    let renderer = MonthRenderer(color: session.color, localizer: session.localizer)
    var blocks = views.map { renderer.lines($0, legend: false) }
    let height = 8
    blocks = blocks.map { $0 + Array(repeating: "", count: max(0, height - $0.count)) }
    let width = blocks.joined().map { TextWidth.columns(Self.stripANSI($0)) }.max() ?? 20
    var lines: [String] = []
    for start in stride(from: 0, to: blocks.count, by: 3) {
      // Right-to-left locales read the months of a band from the right, like the days.
      let band = Array(blocks[start..<min(start + 3, blocks.count)])
      let group = session.locale.isRightToLeft ? band.reversed() : band
      for i in 0..<height {
        let parts = group.map {
          TextWidth.pad(
            $0[i], to: width + TextWidth.columns($0[i]) - TextWidth.columns(Self.stripANSI($0[i])))
        }
        var line = parts.joined(separator: "   ")
        while line.last == " " { line.removeLast() }
        lines.append(line)
      }
    }
    if let first = views.first { lines.append(renderer.legendLine(first)) }
    if let first = months.first { _ = session.picker.move(.to(first.firstDay)) }
    let json: JSONValue = [
      "calendar": .string(session.calendar.identifier),
      "locale": .string(session.locale.languageTag),
      "year": .int(year),
      "leap": .bool(try session.calendar.isLeapYear(year)),
      "months": .array(
        months.map { info in
          [
            "month": .int(info.ordinal), "monthCode": .string(info.monthCode.description),
            "title": .string((try? symbols.monthTitle(year: year, month: info.ordinal)) ?? ""),
            "start": .string(info.firstDay.isoString), "end": .string(info.lastDay.isoString),
            "length": .int(info.length),
          ]
        }),
    ]
    return CommandResult(text: lines.joined(separator: "\n"), json: json)
  }

  /// `text` without ANSI escape sequences.
  static func stripANSI(_ text: String) -> String {
    var out = ""
    var inEscape = false
    for ch in text {
      if inEscape {
        if ch.isLetter { inEscape = false }
      } else if ch == "\u{1B}" {
        inEscape = true
      } else {
        out.append(ch)
      }
    }
    return out
  }
}

/// `symbols`.
struct SymbolsCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "symbols", arguments: "", summary: "Show the locale's names, digits, week rule and direction",
    discussion: """
      Weekday names (Monday to Sunday) and month names of the year on screen in
      every width, the digits, the first weekday, the weekend and the minimal days
      in the first week, for the session locale and calendar.
      """,
    group: .viewing, completions: [])

  init(arguments: [String], session: Session) throws { try Self.expect(arguments, 0...0) }

  func run(in session: inout Session) throws -> CommandResult {
    let symbols = session.symbols
    let rule = session.weekRule
    let year = session.visibleMonth.year
    let widths = SymbolWidth.allCases
    let weekdays = widths.map { width in
      (width, Weekday.allCases.map { symbols.weekdayNames(width, context: .standalone)[$0] ?? "" })
    }
    let months = try widths.map { width throws in
      (width, try symbols.monthNames(year: year, width, context: .standalone))
    }
    // An algorithmic system (Hebrew letters) has no ten digits: say so, with samples.
    let digits = session.locale.numberingSystem.digits.map { $0.map(String.init) }
    let digitsText =
      digits?.joined(separator: " ")
      ?? "none, algorithmic: 1 = \(symbols.digits(1)), 15 = \(symbols.digits(15)), 30 = \(symbols.digits(30))"
    let direction = session.locale.isRightToLeft ? "rtl" : "ltr"
    let json: JSONValue = [
      "locale": .string(session.locale.languageTag),
      "calendar": .string(session.calendar.identifier),
      "year": .int(year),
      "firstWeekday": .int(rule.firstWeekday.rawValue),
      "weekend": .array(rule.weekend.sorted().map { .int($0.rawValue) }),
      "minimalDays": .int(rule.minimalDaysInFirstWeek),
      "weekdays": .object(weekdays.map { .init($0.0.rawValue, .array($0.1.map { .string($0) })) }),
      "months": .object(months.map { .init($0.0.rawValue, .array($0.1.map { .string($0) })) }),
      "numberingSystem": .string(session.locale.numberingSystem.name),
      "digits": digits.map { .array($0.map { .string($0) }) } ?? .null,
      "direction": .string(direction),
    ]
    var lines = [
      "locale \(session.locale.languageTag), calendar \(session.calendar.identifier), year \(year)",
      "first weekday: \(rule.firstWeekday.name); weekend: "
        + rule.weekend.sorted().map(\.name).joined(separator: ", ")
        + "; minimal days in the first week: \(rule.minimalDaysInFirstWeek)",
      "digits (\(session.locale.numberingSystem.name)): " + digitsText
        + "; direction: \(direction)",
    ]
    for (width, names) in weekdays {
      lines.append("weekdays \(width.rawValue): " + names.joined(separator: ", "))
    }
    for (width, names) in months {
      lines.append("months \(width.rawValue): " + names.joined(separator: ", "))
    }
    return CommandResult(text: lines.joined(separator: "\n"), json: json)
  }
}
