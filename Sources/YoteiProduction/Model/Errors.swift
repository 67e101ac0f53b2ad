import Yotei

/// An error in a data file: which file, line and field is wrong, and why.
public struct ProductionDataError: YoteiError, Hashable {
  /// The file name (or a label such as `RU.json` for baked data).
  public var file: String
  /// The 1-based line of the offending entry (0 when unknown).
  public var line: Int
  /// The field, as a path such as `$.holidays[3].date.month`.
  public var field: String
  /// The value refused (shortened past 64 characters), or `""` when the
  /// error is about no single value (a missing field, a file that is not JSON).
  public var value: String
  /// What would have been accepted, or `""`.
  public var allowed: String
  /// What is wrong.
  public var message: String

  /// An error about `field` on `line` of `file`; a `value` longer than 64
  /// characters is shortened, in the message too.
  public init(
    file: String, line: Int, field: String, message: String, value: String = "", allowed: String = ""
  ) {
    self.file = file
    self.line = line
    self.field = field
    self.value = quotedInput(value)
    self.allowed = allowed
    self.message = shortening(message, input: value)
  }

  public var description: String { "\(file):\(line): \(field): \(message)" }
}

/// A finding from validating imported data that does not stop the import:
/// a known quirk of published files, or a suspicious entry.
public struct ImportIssue: Hashable, Sendable, CustomStringConvertible {
  /// How serious the finding is.
  public enum Severity: String, Hashable, Sendable { case warning, error }
  /// How serious the finding is.
  public var severity: Severity
  /// The file name.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The field or attribute.
  public var field: String
  /// What was found.
  public var message: String

  /// A finding about `field` on `line` of `file`.
  public init(severity: Severity, file: String, line: Int, field: String, message: String) {
    self.severity = severity
    self.file = file
    self.line = line
    self.field = field
    self.message = message
  }

  public var description: String { "\(severity.rawValue): \(file):\(line): \(field): \(message)" }
}

/// Two pieces of data that disagree about a day. The higher layer wins (see
/// the precedence in ``ProductionCalendar``), and the conflict is reported.
public struct ProductionConflict: Hashable, Sendable, CustomStringConvertible {
  /// The day in question.
  public var day: Day
  /// What disagrees, in words.
  public var message: String
  /// The source of the entry that won.
  public var source: String?

  /// A conflict on `day`.
  public init(day: Day, message: String, source: String?) {
    self.day = day
    self.message = message
    self.source = source
  }

  public var description: String { "\(day.isoString): \(message)" + (source.map { " [\($0)]" } ?? "") }
}

/// An error from a production-calendar query.
public enum ProductionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The year is outside the years the region supports.
  case unsupportedYear(region: String, year: Int, supported: ClosedRange<Int>)
  /// A year of `calendar` that the region has no data for (or that the
  /// calendar cannot convert): `supported` are the years of that calendar
  /// lying wholly inside the region's Gregorian `supportedYears` (`nil` when
  /// none does).
  case unsupportedCalendarYear(
    region: String, calendar: String, year: Int, supported: ClosedRange<Int>?, gregorian: ClosedRange<Int>)
  /// No region has this code.
  case unknownRegion(String)
  /// The range's end is before its start.
  case invalidRange(from: Day, through: Day)
  /// The region's data is inconsistent (for example a holiday in a calendar
  /// the region does not define).
  case invalidData(String)

  public var description: String {
    switch self {
    case .unsupportedYear(let region, let year, let supported):
      return
        "\(region) supports the Gregorian years \(supported.lowerBound)-\(supported.upperBound), not \(year)"
    case .unsupportedCalendarYear(let region, let calendar, let year, let supported, let gregorian):
      let range =
        supported.map { "the \(calendar) years \($0.lowerBound)-\($0.upperBound)" }
        ?? "no whole \(calendar) year"
      let note =
        calendar == "gregorian" || calendar == "iso8601"
        ? "" : " (Gregorian \(gregorian.lowerBound)-\(gregorian.upperBound))"
      return "\(region) has data for \(range)\(note), not the \(calendar) year \(year)"
    case .unknownRegion(let code):
      return "no production calendar for region '\(quotedInput(code))' (known: "
        + ProductionCalendar.shippedCodes.sorted().joined(separator: ", ") + ")"
    case .invalidRange(let from, let through):
      return "the range ends (\(through.isoString)) before it starts (\(from.isoString))"
    case .invalidData(let message): return message
    }
  }
}
