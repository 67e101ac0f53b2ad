/// Why a zone could not be loaded or a wall time could not be resolved.
public enum ZoneError: YoteiError, Hashable {
  /// No zone has this identifier; `suggestions` lists close matches, best first.
  case unknownZone(String, suggestions: [String])
  /// The zone's file exists but is not valid TZif data.
  case corruptFile(path: String, problem: String)
  /// The zone's file could not be read.
  case unreadableFile(path: String, problem: String)
  /// The wall time is skipped in the zone (a DST gap) and
  /// ``Disambiguation/reject`` was asked for.
  case skippedWallTime(WallTime, zone: String)
  /// The wall time happens twice in the zone (clocks went back) and
  /// ``Disambiguation/reject`` was asked for.
  case repeatedWallTime(WallTime, zone: String)
  /// The day is outside ``Day/supportedRange``: no zone rule is defined for it.
  case dayOutOfRange(Day)

  /// A sentence for people, naming the zone, file or wall time.
  public var description: String {
    switch self {
    case .unknownZone(let id, let suggestions):
      let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: ", "))?"
      return "unknown time zone '\(quotedInput(id))'\(hint)"
    case .corruptFile(let path, let problem):
      return "corrupt TZif file \(path): \(problem)"
    case .unreadableFile(let path, let problem):
      return "cannot read time zone file \(path): \(problem)"
    case .skippedWallTime(let wall, let zone):
      return "\(wall) does not exist in \(zone) (skipped by a transition)"
    case .repeatedWallTime(let wall, let zone):
      return "\(wall) happens twice in \(zone) (repeated by a transition)"
    case .dayOutOfRange(let day):
      return CalendarError.unsupportedDay(String(day.julianDayNumber)).message
    }
  }

  /// `zone`, `file`, `wallTime` or `day`.
  public var field: String {
    switch self {
    case .unknownZone: "zone"
    case .corruptFile, .unreadableFile: "file"
    case .skippedWallTime, .repeatedWallTime: "wallTime"
    case .dayOutOfRange: "day"
    }
  }

  /// The zone identifier, path, wall time or day number (shortened past 64 characters).
  public var value: String {
    switch self {
    case .unknownZone(let id, _): quotedInput(id)
    case .corruptFile(let path, _), .unreadableFile(let path, _): quotedInput(path)
    case .skippedWallTime(let wall, _), .repeatedWallTime(let wall, _): "\(wall)"
    case .dayOutOfRange(let day): String(day.julianDayNumber)
    }
  }

  /// What would have been accepted.
  public var allowed: String {
    switch self {
    case .unknownZone: "a zone of the tz database, such as Europe/Berlin"
    case .corruptFile, .unreadableFile: "a readable TZif file (RFC 8536)"
    case .skippedWallTime(_, let zone), .repeatedWallTime(_, let zone):
      "a wall time that happens once in \(zone), or a disambiguation other than reject"
    case .dayOutOfRange: "JDN \(Day.minimum.julianDayNumber)...\(Day.maximum.julianDayNumber)"
    }
  }

  /// The sentence, as ``description``.
  public var message: String { description }
}
