import Yotei
import YoteiPicker

extension Session {
  /// The month on screen, drawn and as JSON.
  func showResult(weekNumbers: Bool? = nil, dayOfYear: Bool = false) -> CommandResult {
    // Only JSON is read by tools and screen readers; the text grid has no labels.
    let view = MonthView(
      containing: visibleDay, session: self, accessibilityLabels: json, dayOfYear: dayOfYear)
    let text = MonthRenderer(color: color, localizer: localizer, width: columns).lines(
      view, weekNumbers: weekNumbers ?? self.weekNumbers
    ).joinedByAppending(separator: "\n")
    // Text mode prints no JSON: the month's JSON (every cell's states) is built only for --json.
    return CommandResult(text: text, json: json ? view.json : .object([]))
  }

  /// The month on screen after a command that moved the picker: `changes`
  /// (English in JSON after the month's keys, with `focus`; in words above the
  /// grid in text).
  func showResult(after changes: [PickerChange], weekNumbers: Bool? = nil, dayOfYear: Bool = false)
    -> CommandResult
  {
    var result = showResult(weekNumbers: weekNumbers, dayOfYear: dayOfYear)
    result.json = result.json.adding("focus", .string(picker.focus.isoString))
      .adding("changes", .array(changes.map { .string(Session.describe($0)) }))
    let moves = changes.filter { if case .visibleMonthsChanged = $0 { false } else { true } }
    if !moves.isEmpty {
      result.text = moves.map { localized($0) }.joined(separator: "\n") + "\n" + result.text
    }
    return result
  }

  /// Pages the picker by `months` months of the session calendar.
  ///
  /// - Throws: ``REPLError/refused(message:text:)`` when the picker refuses:
  ///   the month lies wholly outside the minimum and maximum.
  mutating func page(by months: Int, command: String) throws -> [PickerChange] {
    let target = try calendar.date(year: visibleMonth.year, month: visibleMonth.month, day: 1).adding(
      months: months)
    let changes = picker.page(by: months)
    guard
      changes.contains(where: { if case .visibleMonthsChanged = $0 { true } else { false } }) || months == 0
    else {
      let title = (try? symbols.monthTitle(year: target.year, month: target.month)) ?? ""
      var bounds: [String] = []
      if let minimum = picker.availability.minimum {
        bounds.append(say("repl.min.set", .text(dateText(minimum))))
      }
      if let maximum = picker.availability.maximum {
        bounds.append(say("repl.max.set", .text(dateText(maximum))))
      }
      throw REPLError.refused(
        message:
          "\(command): \(fourDigits(target.year))-\(twoDigits(target.month)) lies outside the allowed dates"
          + (picker.availability.minimum.map { "; minimum \($0.isoString)" } ?? "")
          + (picker.availability.maximum.map { "; maximum \($0.isoString)" } ?? ""),
        text: "\(command): " + say("repl.page.outside", .text(title))
          + (bounds.isEmpty ? "" : " (" + localizer.list(bounds) + ")"))
    }
    return changes
  }

  /// Months drawn side by side, as many across as `columns` allows (at
  /// most `across`), right to left in right-to-left locales.
  func monthBands(_ views: [MonthView], across: Int, weekNumbers: Bool) -> [String] {
    let renderer = MonthRenderer(color: color, localizer: localizer, width: columns)
    let blocks = views.map { renderer.lines($0, legend: false, weekNumbers: weekNumbers) }
    let width = blocks.joined().map { TextWidth.columns(YearCommand.stripANSI($0)) }.max() ?? 20
    let gap = 3
    var perRow = max(1, min(across, (columns + gap) / (width + gap)))
    if perRow == 2 && across == 3 && views.count == 3 { perRow = 1 }
    var lines: [String] = []
    for start in stride(from: 0, to: blocks.count, by: perRow) {
      // One blank line between bands, whatever the months' heights.
      if start > 0 { lines.append("") }
      var band = Array(blocks[start..<min(start + perRow, blocks.count)])
      let height = band.map(\.count).max() ?? 8
      band = band.map { $0 + Array(repeating: "", count: height - $0.count) }
      let group = locale.isRightToLeft ? band.reversed() : band
      for i in 0..<height {
        let parts = group.map {
          TextWidth.pad(
            $0[i], to: width + TextWidth.columns($0[i]) - TextWidth.columns(YearCommand.stripANSI($0[i])))
        }
        var line = parts.joined(separator: String(repeating: " ", count: gap))
        while line.last == " " { line.removeLast() }
        lines.append(line)
      }
    }
    if let first = views.first { lines += renderer.legendLines(first, with: Array(views.dropFirst())) }
    return lines
  }
}

/// Reads the flags `show`, `year`, `next`, `prev` and `goto` take:
/// `--week-numbers` (`-w`) and, for `show`, what `cal` and `ncal` users
/// reach for: `-1`, `-3`, `-A N` and `-B N` (months after and before) and
/// `-j` (days of the year).
struct ViewFlags {
  var weekNumbers: Bool?
  var threeMonths = false
  /// Months shown after and before the month (`-A N`, `-B N`).
  var after = 0
  var before = 0
  /// Cells show the day of the year (`-j`).
  var dayOfYear = false
  var rest: [String] = []

  /// - Throws: ``REPLError/badArgument(command:field:value:allowed:suggestions:)`` for
  ///   an option the command does not have (`--foo`, `-x`, and for `show`
  ///   `-4`, as only `-1` and `-3` exist), or an `-A`/`-B` count that is not
  ///   0...120; a negative number elsewhere (`next -2`) and a negative date
  ///   (`-4712-01-01`) are arguments, not options.
  init(_ arguments: [String], allowThree: Bool, command: String) throws {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      switch argument {
      case "--week-numbers", "-w": weekNumbers = true
      case "-3" where allowThree: threeMonths = true
      case "-1" where allowThree: threeMonths = false
      case "-j" where allowThree: dayOfYear = true
      case "-A" where allowThree, "-B" where allowThree:
        guard index < arguments.count else {
          throw REPLError.badArgument(
            command: command, field: "count", value: argument,
            allowed: CatalogMessage("repl.allowed.wholeNumber", .integer(0), .integer(120)))
        }
        let text = String(arguments[index].map { $0.wholeNumberValue.map { Character(String($0)) } ?? $0 })
        guard let n = Int(text), (0...120).contains(n) else {
          throw REPLError.badArgument(
            command: command, field: "count", value: arguments[index],
            allowed: CatalogMessage("repl.allowed.wholeNumber", .integer(0), .integer(120)))
        }
        index += 1
        if argument == "-A" { after = n } else { before = n }
      default:
        // `show -4` asks for an option like `cal -3`, not the date -4: only
        // -1 and -3 exist. A number with more dashes (-4712-01-01) is a date.
        let looksLikeCount =
          allowThree && argument.hasPrefix("-") && argument.count > 1
          && argument.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
        if looksLikeCount
          || argument.hasPrefix("-") && (argument.dropFirst().first.map { $0 == "-" || $0.isLetter } ?? false)
        {
          // A mistyped option (`--week-numebrs`, `--julain`) gets the nearest ones.
          let options =
            allowThree ? ["-1", "-3", "-A", "-B", "-j", "--week-numbers", "-w"] : ["--week-numbers", "-w"]
          throw REPLError.badArgument(
            command: command, field: "option", value: argument,
            allowed: CatalogMessage(allowThree ? "repl.allowed.showOptions" : "repl.allowed.viewOptions"),
            suggestions: looksLikeCount
              ? [] : Suggestions.closest(to: argument, in: options.filter { $0.count > 2 }))
        }
        rest.append(argument)
      }
    }
  }
}

/// `show [-1|-3] [-A N] [-B N] [-j] [--week-numbers] [DATE | YYYY-MM | MONTH [YEAR]]`.
struct ShowCommand: REPLCommand {
  static let textIsProse = false
  static let spec = CommandSpec(
    name: "show", arguments: "[-1|-3] [-A N] [-B N] [-j] [-w] [DATE|YYYY-MM|MONTH [YEAR]]",
    group: .viewing, completions: [.date])

  let day: Day?
  let flags: ViewFlags

  init(arguments: [String], session: Session) throws {
    flags = try ViewFlags(arguments, allowThree: true, command: Self.spec.name)
    try Self.expect(flags.rest, 0...2)
    day = try Self.target(flags.rest, session: session)
  }

  /// `text` with every digit of any script (`۱۴۰۵`, `٢٠٢٦`, `２０２６`, the
  /// positional `二〇二六`) as an ASCII one. A numeral worth ten or more
  /// (`十`, `Ⅻ`) is left as it is, so that `二十` is refused, not read as 210.
  static func asciiDigits(_ text: String) -> String {
    String(
      text.map { character in
        character.wholeNumberValue.flatMap { (0...9).contains($0) ? Character(String($0)) : nil } ?? character
      })
  }

  /// The first day of the month the words name: a DATE (its month), a
  /// month without a day (`2026-03`, `persian:1405-01`), a month and a
  /// year (`3 2026`, `march 2026`, as `cal 3 2026`), or a month name alone
  /// (the month of that name in the year on screen).
  ///
  /// - Throws: the date's own error, or ``REPLError/refused(message:text:)``
  ///   for a bare year (`show 2027`: `year 2027` shows it) and for a word
  ///   near a month name (`marhc`: did you mean March?).
  static func target(_ words: [String], session: Session) throws -> Day? {
    guard let first = words.first else { return nil }
    if words.count == 2 {
      let year = try session.parseYear(words[1], command: spec.name)
      let month = try monthNumber(words[0], year: year, session: session)
      return try session.calendar.date(year: year, month: month, day: 1).dayNumber
    }
    if words.count == 1, let day = try cjkMonth(first, session: session) { return day }
    let dateError: any Error
    do { return try session.parseDate(first) } catch { dateError = error }
    let digits = asciiDigits(first)
    // YYYY-MM, with a calendar prefix or not.
    var calendar = session.calendar
    var yearMonth = Substring(digits)
    if let colon = digits.firstIndex(of: ":"),
      let named = try? CalendarSystem(identifier: String(digits[..<colon]))
    {
      calendar = named
      yearMonth = digits[digits.index(after: colon)...]
    }
    let parts = yearMonth.split(separator: "-", omittingEmptySubsequences: false)
    if parts.count == 2, let year = Int(parts[0]), let month = Int(parts[1]), parts[1].count <= 2 {
      return try calendar.date(year: year, month: month, day: 1).dayNumber
    }
    if Int(digits) != nil && !digits.hasPrefix("-") { throw isYear(first, session: session) }
    let year = session.visibleMonth.year
    if let month = try? monthNumber(first, year: year, session: session) {
      return try session.calendar.date(year: year, month: month, day: 1).dayNumber
    }
    if first.allSatisfy(\.isLetter) {
      let close = Suggestions.closest(to: first, in: monthNames(year: year, session: session))
      if !close.isEmpty {
        throw REPLError.refused(
          message: "show: '\(echo(first))' is neither a date nor a month name; did you mean "
            + close.map { "'\($0)'" }.joined(separator: " or ") + "?",
          text: "show: "
            + session.say(
              "repl.show.notAMonth", .text(echo(first)),
              .text(session.localizer.list(close.map { "'\($0)'" }))))
      }
    }
    throw dateError
  }

  /// The refusal of a bare year (`show 2027`): `year 2027` shows it.
  static func isYear(_ text: String, session: Session) -> REPLError {
    REPLError.refused(
      message:
        "show: '\(echo(text))' is a year: 'year \(echo(text))' shows the whole year; "
        + "'show \(echo(text))-MM' or 'show MM \(echo(text))' shows one month",
      text: "show: " + session.say("repl.show.isYear", .text(echo(text))))
  }

  /// A month (or a day) as Chinese, Japanese and Korean write it, in one
  /// word: the year before 年 (년), then the month, a number or the
  /// session's month name, ending in 月 (월), then the day before 日 (일):
  /// `2026年3月`, `二〇二六年三月`, `2027年正月` in a Chinese session,
  /// `2026年3月15日`, `2026년3월`; `2026年` alone is a year (`year 2026`).
  /// `nil` for a word without 年 (년) after its first character.
  static func cjkMonth(_ text: String, session: Session) throws -> Day? {
    guard let yearMark = text.dropFirst().firstIndex(where: { $0 == "年" || $0 == "년" }) else { return nil }
    let year = try session.parseYear(String(text[...yearMark]), command: spec.name)
    var rest = text[text.index(after: yearMark)...]
    guard !rest.isEmpty else { throw isYear(text, session: session) }
    var dayText: Substring = ""
    if let monthMark = rest.firstIndex(where: { $0 == "月" || $0 == "월" }), monthMark != rest.indices.last {
      dayText = rest[rest.index(after: monthMark)...]
      rest = rest[...monthMark]
    }
    let monthText = String(rest)
    let month: Int
    if let named = try? monthNumber(monthText, year: year, session: session) {
      month = named
    } else {
      let number = monthText.last == "月" || monthText.last == "월" ? String(monthText.dropLast()) : monthText
      month = try monthNumber(number, year: year, session: session)
    }
    guard !dayText.isEmpty else {
      return try session.calendar.date(year: year, month: month, day: 1).dayNumber
    }
    if dayText.last == "日" || dayText.last == "일" { dayText = dayText.dropLast() }
    guard let day = Int(asciiDigits(String(dayText))) else {
      let days = try session.calendar.date(year: year, month: month, day: 1).daysInMonth
      throw REPLError.badArgument(
        command: spec.name, field: "day", value: String(dayText),
        allowed: CatalogMessage("repl.allowed.wholeNumber", .integer(1), .integer(days)))
    }
    return try session.calendar.date(year: year, month: month, day: day).dayNumber
  }

  /// The month names a user may type for `year`: the session locale's and
  /// English, wide and abbreviated, as written and as standing alone.
  static func monthNames(year: Int, session: Session) -> [String] {
    var names: [String] = []
    let english = CalendarSymbols(locale: .english, calendar: session.calendar)
    for symbols in [session.symbols, english] {
      for width in [SymbolWidth.wide, .abbreviated] {
        for context in [SymbolContext.standalone, .format] {
          for name in (try? symbols.monthNames(year: year, width, context: context)) ?? []
          where !names.contains(name) {
            names.append(name)
          }
        }
      }
    }
    return names
  }

  /// The ordinal month `text` names in `year`: a number, or a name in the
  /// session locale or English (any case, with or without a final dot).
  static func monthNumber(_ text: String, year: Int, session: Session) throws -> Int {
    let months = try session.calendar.months(inYear: year).count
    if let n = Int(asciiDigits(text)) {
      guard (1...months).contains(n) else {
        throw REPLError.badArgument(
          command: spec.name, field: "month", value: text,
          allowed: CatalogMessage("repl.allowed.wholeNumber", .integer(1), .integer(months)))
      }
      return n
    }
    func key(_ name: String) -> String {
      var lowered = name.lowercased()
      while lowered.last == "." { lowered.removeLast() }
      return lowered
    }
    let wanted = key(text)
    let english = CalendarSymbols(locale: .english, calendar: session.calendar)
    for symbols in [session.symbols, english] {
      for width in [SymbolWidth.wide, .abbreviated] {
        for context in [SymbolContext.standalone, .format] {
          let names = (try? symbols.monthNames(year: year, width, context: context)) ?? []
          if let index = names.firstIndex(where: { key($0) == wanted }) { return index + 1 }
        }
      }
    }
    throw REPLError.badArgument(
      command: spec.name, field: "month", value: text,
      allowed: CatalogMessage("repl.allowed.wholeNumber", .integer(1), .integer(months)))
  }

  func run(in session: inout Session) throws -> CommandResult {
    var changes: [PickerChange] = []
    if let day { changes = session.picker.move(.to(day)) }
    let before = flags.before + (flags.threeMonths ? 1 : 0)
    let after = flags.after + (flags.threeMonths ? 1 : 0)
    guard before > 0 || after > 0 || flags.dayOfYear else {
      return day == nil
        ? session.showResult(weekNumbers: flags.weekNumbers)
        : session.showResult(after: changes, weekNumbers: flags.weekNumbers)
    }
    let visible = session.visibleMonth
    let months = (-before...after).compactMap { offset in
      try? session.calendar.date(year: visible.year, month: visible.month, day: 1).adding(months: offset)
    }
    let views = months.map {
      MonthView(
        containing: $0.dayNumber, session: session, accessibilityLabels: session.json,
        dayOfYear: flags.dayOfYear)
    }
    let lines = session.monthBands(
      views, across: 3, weekNumbers: flags.weekNumbers ?? session.weekNumbers)
    var result = session.showResult(after: changes, dayOfYear: flags.dayOfYear)
    result.json = result.json.adding(
      "months",
      .array(views.map { .object([.init("year", .int($0.grid.year)), .init("month", .int($0.grid.month))]) }))
    result.text = lines.joined(separator: "\n")
    return result
  }
}

/// `next [N]`.
struct NextCommand: REPLCommand {
  static let textIsProse = false
  static let spec = CommandSpec(
    name: "next", arguments: "[N]", group: .viewing, completions: [])

  let months: Int
  let flags: ViewFlags

  init(arguments: [String], session: Session) throws {
    flags = try ViewFlags(arguments, allowThree: false, command: Self.spec.name)
    try Self.expect(flags.rest, 0...1)
    months =
      try flags.rest.first.map { text throws in try Self.integer(text, field: "N", in: -100_000...100_000) }
      ?? 1
  }

  func run(in session: inout Session) throws -> CommandResult {
    let changes = try session.page(by: months, command: Self.spec.name)
    return session.showResult(after: changes, weekNumbers: flags.weekNumbers)
  }
}

/// `prev [N]`.
struct PrevCommand: REPLCommand {
  static let textIsProse = false
  static let spec = CommandSpec(
    name: "prev", arguments: "[N]", group: .viewing, completions: [])

  let months: Int
  let flags: ViewFlags

  init(arguments: [String], session: Session) throws {
    flags = try ViewFlags(arguments, allowThree: false, command: Self.spec.name)
    try Self.expect(flags.rest, 0...1)
    months =
      try flags.rest.first.map { text throws in try Self.integer(text, field: "N", in: -100_000...100_000) }
      ?? 1
  }

  func run(in session: inout Session) throws -> CommandResult {
    let changes = try session.page(by: -months, command: Self.spec.name)
    return session.showResult(after: changes, weekNumbers: flags.weekNumbers)
  }
}

/// `goto DATE`.
struct GotoCommand: REPLCommand {
  static let textIsProse = false
  static let spec = CommandSpec(
    name: "goto", arguments: "DATE", group: .viewing, completions: [.date])

  let day: Day
  let flags: ViewFlags

  init(arguments: [String], session: Session) throws {
    flags = try ViewFlags(arguments, allowThree: false, command: Self.spec.name)
    try Self.expect(flags.rest, 1...1)
    day = try session.parseDate(flags.rest[0])
  }

  func run(in session: inout Session) throws -> CommandResult {
    let changes = session.picker.move(.to(day))
    return session.showResult(after: changes, weekNumbers: flags.weekNumbers)
  }
}

/// `year [--week-numbers] [YEAR]`.
struct YearCommand: REPLCommand {
  static let textIsProse = false
  static let spec = CommandSpec(
    name: "year", arguments: "[--week-numbers] [YEAR]",
    group: .viewing, completions: [])

  let year: Int?
  let flags: ViewFlags

  init(arguments: [String], session: Session) throws {
    flags = try ViewFlags(arguments, allowThree: false, command: Self.spec.name)
    try Self.expect(flags.rest, 0...1)
    year = try flags.rest.first.map { text throws in try session.parseYear(text, command: Self.spec.name) }
  }

  func run(in session: inout Session) throws -> CommandResult {
    let year = self.year ?? session.visibleMonth.year
    let months = try session.calendar.months(inYear: year)
    let symbols = session.symbols
    let views = months.map {
      MonthView(containing: $0.firstDay, session: session, accessibilityLabels: session.json)
    }
    let lines = session.monthBands(views, across: 3, weekNumbers: flags.weekNumbers ?? session.weekNumbers)
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
    guard text.utf8.contains(0x1B) else { return text }
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
    name: "symbols", arguments: "", group: .viewing, completions: [])

  init(arguments: [String], session: Session) throws { try Self.expect(arguments, 0...0) }

  func run(in session: inout Session) throws -> CommandResult {
    let symbols = session.symbols
    let rule = session.localeWeekRule
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
      ?? session.say(
        "repl.symbols.algorithmic",
        .text("1 = \(symbols.digits(1)), 15 = \(symbols.digits(15)), 30 = \(symbols.digits(30))"))
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
    let widthNames: [SymbolWidth: String] = [
      .wide: session.say("repl.symbols.wide"), .abbreviated: session.say("repl.symbols.abbreviated"),
      .short: session.say("repl.symbols.short"), .narrow: session.say("repl.symbols.narrow"),
    ]
    var lines = [
      session.say(
        "repl.symbols.title", .text(session.locale.languageTag),
        .text(session.calendarName(session.calendar)),
        .text(session.symbols.digits(year))),
      session.say(
        "repl.symbols.week", .text(session.weekdayName(rule.firstWeekday)),
        .text(session.localizer.list(rule.weekend.sorted().map { session.weekdayName($0) })),
        .integer(rule.minimalDaysInFirstWeek)),
      session.say(
        "repl.symbols.digits", .text(session.locale.numberingSystem.displayName(in: session.locale)),
        .text(digits?.joined(separator: " ") ?? digitsText),
        .text(session.say(direction == "rtl" ? "repl.settings.rightToLeft" : "repl.settings.leftToRight"))),
    ]
    for (width, names) in weekdays {
      lines.append(
        session.say("repl.symbols.weekdays", .text(widthNames[width] ?? width.rawValue)) + " "
          + names.joined(separator: ", "))
    }
    for (width, names) in months {
      lines.append(
        session.say("repl.symbols.months", .text(widthNames[width] ?? width.rawValue)) + " "
          + names.joined(separator: ", "))
    }
    return CommandResult(text: lines.joined(separator: "\n"), json: json)
  }
}
