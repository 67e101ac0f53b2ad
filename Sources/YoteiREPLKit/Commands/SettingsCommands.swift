import Yotei

extension Session {
  /// The settings as a JSON object (what `settings` and every setting command print).
  var settingsJSON: JSONValue {
    [
      "calendar": .string(calendar.identifier),
      "calendarSource": calendarIsExplicit ? "set" : "locale",
      "locale": .string(locale.languageTag),
      "messageLanguage": .string(localizer.messageLanguage),
      "direction": locale.isRightToLeft ? "rtl" : "ltr",
      "numberingSystem": .string(locale.numberingSystem.name),
      "weekStart": .int(weekRule.firstWeekday.rawValue),
      "weekStartSource": weekStart == nil ? "locale" : "set",
      "today": .string(today.isoString),
      "todaySource": pinnedToday == nil ? "clock" : "pinned",
      "region": .optional(region?.code),
      "zone": .string(zone.identifier),
      "zoneSource": zoneIsExplicit ? "set" : "system",
      "tzdata": .optional(TimeZoneDatabase.system.version),
    ]
  }

  /// The settings as aligned text, in the session language.
  var settingsText: String {
    let fromLocale = " (" + say("repl.settings.fromLocale") + ")"
    let rows: [(String, String)] = [
      (say("repl.settings.calendar"), calendarName(calendar) + (calendarIsExplicit ? "" : fromLocale)),
      (
        say("repl.settings.locale"),
        locale.languageTag + (locale.isRightToLeft ? " (" + say("repl.settings.rightToLeft") + ")" : "")
      ),
      (
        say("repl.settings.digits"),
        locale.numberingSystem.displayName(in: locale) + " ("
          + localizer.numbers.format(1_234_567_890).filter(\.isNumber) + ")"
      ),
      (
        say("repl.settings.weekStart"),
        weekdayName(weekRule.firstWeekday) + (weekStart == nil ? fromLocale : "")
      ),
      (
        say("repl.settings.today"),
        longDateText(today) + " ("
          + (pinnedToday == nil
            ? say("repl.settings.clock", .text(zone.identifier)) : say("repl.settings.pinned"))
          + ")"
      ),
      (
        say("repl.settings.zone"),
        zone.identifier + (zoneIsExplicit ? "" : " (" + say("repl.settings.fromSystem") + ")")
      ),
      (say("repl.settings.region"), region.map { regionText($0) } ?? say("repl.none")),
      (say("repl.settings.tzdata"), TimeZoneDatabase.system.version ?? say("repl.none")),
    ]
    let width = rows.map { TextWidth.columns($0.0) }.max() ?? 10
    return rows.map { TextWidth.pad($0.0, to: width + 2) + $0.1 }.joined(separator: "\n")
  }

  /// A setting's confirmation followed by the month on screen, redrawn in
  /// the new settings (the picker is synchronised first).
  func confirmation(_ lines: [String]) -> String {
    var copy = self
    copy.syncPicker()
    return (lines + [copy.showResult().text]).joined(separator: "\n")
  }
}

/// `calendar ID`: the calendar dates are read and months shown in.
struct CalendarCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "calendar", arguments: "[ID]",
    group: .settings, completions: [.calendar])

  let calendar: CalendarSystem?

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 0...1)
    calendar = try arguments.first.map { text throws in try CalendarSystem(identifier: text) }
  }

  func run(in session: inout Session) throws -> CommandResult {
    let line = { (session: Session) in
      session.say(
        "repl.calendar", .text(session.calendarName(session.calendar)))
    }
    guard let calendar else { return CommandResult(text: line(session), json: session.settingsJSON) }
    session.calendar = calendar
    session.calendarIsExplicit = true
    return CommandResult(text: session.confirmation([line(session)]), json: session.settingsJSON)
  }
}

/// `locale ID`: names, digits, week rules and direction.
struct LocaleCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "locale", arguments: "[ID]",
    group: .settings, completions: [.locale])

  let locale: CalendarLocale?

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 0...1)
    locale = try arguments.first.map { text throws in try CalendarLocale(text) }
  }

  func run(in session: inout Session) throws -> CommandResult {
    let lines = { (session: Session) in
      [
        session.say("repl.locale", .text(session.locale.languageTag)),
        session.say(
          "repl.calendar", .text(session.calendarName(session.calendar))
        ),
      ]
    }
    guard let locale else {
      return CommandResult(text: lines(session).joined(separator: "\n"), json: session.settingsJSON)
    }
    session.locale = locale
    if !session.calendarIsExplicit { session.calendar = locale.defaultCalendar }
    return CommandResult(
      text: session.confirmation(lines(session) + [session.languageNote].compactMap { $0 }),
      json: session.settingsJSON)
  }
}

/// `week-start DAY|auto`.
struct WeekStartCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "week-start", arguments: "DAY|auto",
    group: .settings, completions: [.weekday])

  let weekday: Weekday?

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...1)
    let text = arguments[0].lowercased()
    if text == "auto" {
      weekday = nil
    } else if let n = Int(text), let day = Weekday(rawValue: n) {
      weekday = day
    } else if let day = Weekday(name: text) {
      weekday = day
    } else {
      throw REPLError.badArgument(
        command: Self.spec.name, field: "weekday", value: arguments[0],
        allowed: CatalogMessage("repl.allowed.weekday"))
    }
  }

  func run(in session: inout Session) throws -> CommandResult {
    session.weekStart = weekday
    let name = session.weekdayName(session.weekRule.firstWeekday)
    let text = session.say(
      "repl.weekStart",
      .text(weekday == nil ? name + " (" + session.say("repl.settings.fromLocale") + ")" : name))
    return CommandResult(text: session.confirmation([text]), json: session.settingsJSON)
  }
}

/// `today DATE`: pins today.
struct TodayCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "today", arguments: "DATE|clock",
    group: .settings, completions: [.keyword(Completion.dateWords + ["clock"])])

  let day: Day?

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...1)
    day = arguments[0].lowercased() == "clock" ? nil : try session.parseDate(arguments[0])
  }

  func run(in session: inout Session) throws -> CommandResult {
    session.pinnedToday = day
    _ = session.picker.move(.to(session.today))
    let source =
      day == nil
      ? session.say("repl.settings.clock", .text(session.zone.identifier))
      : session.say("repl.settings.pinned")
    return CommandResult(
      text: session.confirmation([
        session.say("repl.today", .text(session.longDateText(session.today)), .text(source))
      ]),
      json: session.settingsJSON)
  }
}

/// `settings`.
struct SettingsCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "settings", arguments: "", group: .settings, completions: [])

  init(arguments: [String], session: Session) throws { try Self.expect(arguments, 0...0) }

  func run(in session: inout Session) throws -> CommandResult {
    CommandResult(text: session.settingsText, json: session.settingsJSON)
  }
}

/// `help [COMMAND]`.
struct HelpCommand: REPLCommand {
  static let textIsProse = false
  static let spec = CommandSpec(
    name: "help", arguments: "[COMMAND]", group: .settings, completions: [.command])

  let topic: (any REPLCommand.Type)?

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 0...1)
    if let name = arguments.first {
      guard let type = CommandRegistry.command(named: name) else {
        throw REPLError.unknownCommand(
          name, suggestions: Suggestions.closest(to: name, in: CommandRegistry.names))
      }
      topic = type
    } else {
      topic = nil
    }
  }

  func run(in session: inout Session) throws -> CommandResult {
    if let topic {
      return CommandResult(
        text: HelpText.command(topic.spec, localizer: session.localizer, width: session.columns),
        json: [
          "command": .string(topic.spec.name), "synopsis": .string(topic.spec.synopsis),
          "summary": .string(topic.spec.summary), "help": .string(HelpText.command(topic.spec)),
        ])
    }
    return CommandResult(
      text: HelpText.commandList(localizer: session.localizer, width: session.columns),
      json: [
        "commands": .array(
          CommandRegistry.all.map { ["name": .string($0.spec.name), "synopsis": .string($0.spec.synopsis)] })
      ])
  }
}

/// `quit`.
struct QuitCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "quit", arguments: "", group: .settings, completions: [])

  init(arguments: [String], session: Session) throws { try Self.expect(arguments, 0...0) }

  func run(in session: inout Session) throws -> CommandResult {
    CommandResult(text: "", json: ["quit": true], quit: true)
  }
}
