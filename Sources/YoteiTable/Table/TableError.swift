public import Yotei

/// Why a table could not be made or written: the field, the value and what
/// is allowed, in the shape of Yotei's other errors.
public struct TableError: YoteiError, Hashable {
  /// What went wrong.
  public enum Kind: String, Hashable, Sendable {
    /// An argument was refused (a span, a calendar, a format, a region's years).
    case invalidArgument
    /// A row did not match the columns.
    case badRow
    /// The output could not be written.
    case writeFailed
    /// A writer was used after ``TableWriter/finish()``.
    case finished
  }

  /// What a refused argument broke, for callers that explain it in their
  /// own words (the REPL, in the session language).
  public enum Problem: Hashable, Sendable {
    /// The last day is before the first.
    case throughBeforeFrom(from: Day)
    /// The span is longer than a table may be; `latest` is the last day allowed.
    case spanTooLong(latest: Day)
    /// A calendar or region is listed twice.
    case listedTwice
    /// The day lies outside the years `region` has data for.
    case outsideRegionYears(region: String, years: ClosedRange<Int>)
    /// The day lies outside `Day.supportedRange`.
    case outsideSupportedDays
    /// Anything else (see ``TableError/kind``).
    case other
  }

  /// What went wrong.
  public var kind: Kind
  /// What a refused argument broke.
  public var problem: Problem = .other
  /// The field, column or option at fault (`from`, `format`, `date`).
  public var field: String
  /// The value refused, as given.
  public var value: String
  /// What would have been accepted.
  public var allowed: String
  /// One sentence for people, in English.
  public var message: String

  /// An error from its parts; a `value` longer than 64 characters is
  /// shortened, in the message too.
  public init(
    kind: Kind, field: String, value: String, allowed: String, message: String, problem: Problem = .other
  ) {
    self.kind = kind
    self.problem = problem
    self.field = field
    self.value = quotedInput(value)
    self.allowed = allowed
    self.message = shortening(message, input: value)
  }

  /// The message.
  public var description: String { message }
}
