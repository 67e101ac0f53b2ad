/// Why a date, calendar or field was refused.
///
/// Every error names the field, the value given and what is allowed, and
/// keeps "this month does not exist in this calendar" apart from "this month
/// does not exist in this year".
public struct CalendarError: YoteiError, Hashable {
  /// The kind of problem.
  public enum Kind: String, Hashable, Sendable {
    /// The calendar identifier is not one Yotei knows.
    case unknownCalendar
    /// A field is outside the range the calendar ever allows.
    case fieldOutOfRange
    /// The month code does not exist in this calendar at all.
    case monthNotInCalendar
    /// The month exists in the calendar, but not in this year (Adar I in a
    /// common Hebrew year).
    case monthNotInYear
    /// The day does not exist in this month of this year (30 Esfand in a
    /// common year).
    case dayNotInMonth
    /// The year or day is outside the range Yotei supports.
    case outOfSupportedRange
    /// The text could not be read as a date.
    case malformed
    /// A year's table of months, as Yotei built it, is not a valid year of
    /// the calendar (months not contiguous, too few or too many, or of an
    /// impossible length): a defect in the calendar data, refused rather than
    /// used.
    case invalidYearTable
    /// The day is supported and has its numeric fields, but its text would
    /// have to write a year of an era below 1 (Persian, Islamic, Indian,
    /// Hebrew, Coptic and Ethiopic days before their epochs; Chinese and
    /// Dangi related Gregorian years before 1 CE) or an era the locale has no
    /// name for (Coptic before Diocletian, Ethiopic Amete Alem): CLDR has no
    /// era for it, so the text is refused.
    case noEraForYear
  }

  /// The kind of problem.
  public let kind: Kind
  /// The field that was wrong: `calendar`, `year`, `month`, `monthCode`, `day`, `date`.
  public let field: String
  /// The value that was given, as text.
  public let value: String
  /// What is allowed, as text (`1...29`, `M01...M12`).
  public let allowed: String
  /// A sentence for people.
  public let message: String

  /// An error with all its parts; a `value` longer than 64 characters is
  /// shortened, in the message too (see `quotedInput(_:)`).
  public init(kind: Kind, field: String, value: String, allowed: String, message: String) {
    self.kind = kind
    self.field = field
    self.value = quotedInput(value)
    self.allowed = allowed
    self.message = shortening(message, input: value)
  }

  public var description: String { message }
}

extension CalendarError {
  /// The error for a day outside ``Day/supportedRange``; `value` is its day
  /// number, or a description when it does not fit in one.
  package static func unsupportedDay(_ value: String) -> CalendarError {
    CalendarError(
      kind: .outOfSupportedRange, field: "day", value: value,
      allowed: "JDN \(Day.minimum.julianDayNumber)...\(Day.maximum.julianDayNumber)",
      message:
        "day \(value) is outside the days Yotei supports (JDN \(Day.minimum.julianDayNumber)...\(Day.maximum.julianDayNumber), \(Day.minimum) ... \(Day.maximum))"
    )
  }

  /// The error for text of `date` that would write a year of an era below 1
  /// or an era without a name in `locale` (see ``Kind/noEraForYear``):
  /// `field` is `year` or `era`, `value` the one that cannot be written.
  package static func noEraForYear(
    _ date: CalendarDate, locale: String, field: String, value: String, reason: String
  ) -> CalendarError {
    CalendarError(
      kind: .noEraForYear, field: field, value: value,
      allowed: "year 1 or later of an era named in \(locale)",
      message:
        "the \(date.calendar.identifier) date \(date.ordinalString) (ISO \(date.dayNumber.isoString)) has no text in \(locale): \(reason)"
    )
  }
}
