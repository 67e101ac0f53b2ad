import Yotei

extension Session {
  /// `day`'s start in `zone` as JSON: `date`, `zone`, `exists`, then when it
  /// exists `start` (RFC 3339), `epoch`, `offsetSeconds` and `lengthSeconds`.
  func startOfDayJSON(_ day: Day, in zone: Zone) throws(ZoneError) -> JSONValue {
    var members: [JSONValue.Member] = [
      .init("date", .string(day.isoString)), .init("zone", .string(zone.identifier)),
    ]
    switch try zone.startOfDay(day) {
    case .exists(let instant, let offset):
      members += [
        .init("exists", true), .init("start", .string(instant.rfc3339(offset: offset))),
        .init("epoch", .int(Int(instant.secondsSinceUnixEpoch))), .init("offsetSeconds", .int(offset)),
        .init("lengthSeconds", .int(try zone.length(of: day))),
      ]
    case .skipped:
      members.append(.init("exists", false))
    }
    return .object(members)
  }

  /// `day`'s start in `zone` as a sentence.
  func startOfDayText(_ day: Day, in zone: Zone) throws(ZoneError) -> String {
    switch try zone.startOfDay(day) {
    case .exists(let instant, let offset):
      let length = try zone.length(of: day)
      let hours =
        length % 3600 == 0
        ? say("repl.hours", .integer(length / 3600))
        : localizer.list([
          say("repl.hours", .integer(length / 3600)), say("repl.minutes", .integer(length % 3600 / 60)),
        ])
      return say(
        "repl.startOfDay", .text(dateText(day)), .text(zone.identifier),
        .text(instant.rfc3339(offset: offset)),
        .text(hours))
    case .skipped:
      return say("repl.skippedDay", .text(dateText(day)), .text(zone.identifier))
    }
  }
}

/// `tz ZONE`.
struct ZoneCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "tz", arguments: "ZONE",
    group: .settings, completions: [.zone])

  let zone: Zone

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...1)
    zone = try TimeZoneDatabase.system.zone(arguments[0])
  }

  func run(in session: inout Session) throws -> CommandResult {
    session.zone = zone
    session.zoneIsExplicit = true
    return CommandResult(
      text: session.localizer.string("repl.timeZone", .text(zone.identifier)), json: session.settingsJSON)
  }
}

/// `start-of-day DATE [ZONE]`.
struct StartOfDayCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "start-of-day", arguments: "DATE [ZONE]",
    group: .days, completions: [.date, .zone])

  let day: Day
  let zone: Zone?

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...2)
    day = try session.parseDate(arguments[0])
    zone = try arguments.count > 1 ? TimeZoneDatabase.system.zone(arguments[1]) : nil
  }

  func run(in session: inout Session) throws -> CommandResult {
    let zone = self.zone ?? session.zone
    return CommandResult(
      text: try session.startOfDayText(day, in: zone), json: try session.startOfDayJSON(day, in: zone))
  }
}
