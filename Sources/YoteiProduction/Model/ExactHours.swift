/// A number of working hours, exact: a rational number of hours whose
/// denominator divides 420,000 (thousandths of an hour, and any division by
/// a work week of 1 to 7 days).
///
/// Norms of working time are not integers (a 36-hour week gives 7.2 hours a
/// day, and a year of them 1774.4 hours; a 40-hour week over 6 days gives
/// 6⅔ hours a day), so Yotei never uses binary floating point for them and
/// never rounds while computing: sums of days, months and quarters are exact,
/// and only the printed text is rounded, to the nearest thousandth of an hour
/// (halves away from zero), without trailing zeros:
///
/// ```swift
/// ExactHours(tenths: 17744).description        // "1774.4"
/// ExactHours(hours: 40).description            // "40"
/// ExactHours(hours: 40).divided(by: 6)         // 6⅔ h, printed "6.667"
/// ExactHours("37.5")                           // 37.5 hours
/// ```
///
/// The magnitude is bounded by ``max`` (10¹³ hours, far beyond any norm):
/// parsing refuses larger values, and arithmetic saturates at ±``max``
/// instead of overflowing.
public struct ExactHours: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByIntegerLiteral, AdditiveArithmetic
{
  /// Units per hour: 1000 (thousandths) × 420 (the least common multiple of
  /// the work-week lengths 1 to 7).
  public static let unitsPerHour = 420_000
  /// The largest magnitude: 10¹³ hours.
  public static let max = ExactHours(units: 10_000_000_000_000 * 420_000)
  /// The smallest value: −10¹³ hours.
  public static let min = ExactHours(units: -10_000_000_000_000 * 420_000)

  /// The value in units of 1/420,000 of an hour.
  public private(set) var units: Int

  private init(units: Int) { self.units = units }

  /// The value clamped to ±``max``, from units.
  private static func clamped(_ units: Int, overflow: Bool = false) -> ExactHours {
    let limit = 10_000_000_000_000 * unitsPerHour
    if overflow { return ExactHours(units: units < 0 ? limit : -limit) }
    return ExactHours(units: Swift.max(-limit, Swift.min(limit, units)))
  }

  /// Hours from a whole number of `units` of 1/420,000 hour (saturating at
  /// ±``max``).
  public init(exactUnits: Int) { self = Self.clamped(exactUnits) }

  /// Hours from thousandths of an hour (saturating at ±``max``).
  public init(thousandths: Int) { self = Self.scaled(thousandths, by: 420) }
  /// Whole hours (saturating at ±``max``).
  public init(hours: Int) { self = Self.scaled(hours, by: Self.unitsPerHour) }
  /// Hours from tenths of an hour (`17744` is 1774.4 hours).
  public init(tenths: Int) { self = Self.scaled(tenths, by: 42_000) }
  /// Whole hours from an integer literal (`40`).
  public init(integerLiteral value: Int) { self.init(hours: value) }

  private static func scaled(_ value: Int, by factor: Int) -> ExactHours {
    let (product, overflow) = value.multipliedReportingOverflow(by: factor)
    // On overflow the sign of the true product is the sign of `value`.
    return overflow ? clamped(value < 0 ? Int.min : Int.max) : clamped(product)
  }

  /// Parses a decimal such as `40`, `37.5` or `1774.4` (at most three
  /// decimals, magnitude at most ``max``), or returns `nil`.
  public init?(_ text: String) {
    var body = Substring(text)
    var sign = 1
    if body.first == "-" {
      sign = -1
      body = body.dropFirst()
    }
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), !parts[0].isEmpty,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return nil }
    // At most 14 digits of whole hours: anything longer is past `max`.
    let whole = parts[0].drop { $0 == "0" }
    guard whole.count <= 14, let hours = Int(whole.isEmpty ? "0" : String(whole)), hours <= 10_000_000_000_000
    else {
      return nil
    }
    var fraction = 0
    if parts.count == 2 {
      let digits = parts[1]
      guard !digits.isEmpty, digits.count <= 3, let f = Int(digits) else { return nil }
      fraction = f * [1, 100, 10, 1][digits.count]
    }
    let thousandths = hours * 1000 + fraction
    guard thousandths <= 10_000_000_000_000 * 1000 else { return nil }
    self.units = sign * thousandths * 420
  }

  /// No hours.
  public static let zero = ExactHours(units: 0)

  /// The value rounded to the nearest thousandth of an hour, halves away
  /// from zero (what ``description`` prints).
  public var thousandths: Int {
    let magnitude = units.magnitude
    let rounded = Int((magnitude + 210) / 420)
    return units < 0 ? -rounded : rounded
  }

  /// Whether the value is a whole number of thousandths (nothing is lost by
  /// printing it).
  public var isExactInThousandths: Bool { units % 420 == 0 }

  /// The value in tenths of an hour, if it is exactly a whole number of tenths.
  public var tenths: Int? { units % 42_000 == 0 ? units / 42_000 : nil }

  /// The decimal text, rounded to the nearest thousandth (halves away from
  /// zero), without trailing zeros: `1774.4`, `1972`, `7.25`, `6.667`.
  public var description: String {
    let value = thousandths
    let sign = value < 0 ? "-" : ""
    let magnitude = value.magnitude
    var text = sign + String(magnitude / 1000)
    var fraction = magnitude % 1000
    if fraction != 0 {
      var digits = 3
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let raw = String(fraction)
      text += "." + String(repeating: "0", count: digits - raw.count) + raw
    }
    return text
  }

  public static func < (lhs: ExactHours, rhs: ExactHours) -> Bool { lhs.units < rhs.units }
  /// The exact sum (saturating at ±``max``).
  public static func + (lhs: ExactHours, rhs: ExactHours) -> ExactHours {
    let (sum, overflow) = lhs.units.addingReportingOverflow(rhs.units)
    return clamped(sum, overflow: overflow)
  }
  /// The exact difference (saturating at ±``max``).
  public static func - (lhs: ExactHours, rhs: ExactHours) -> ExactHours {
    let (difference, overflow) = lhs.units.subtractingReportingOverflow(rhs.units)
    return clamped(difference, overflow: overflow)
  }
  /// The hours times a whole number (saturating at ±``max``).
  public static func * (lhs: ExactHours, rhs: Int) -> ExactHours {
    let (product, overflow) = lhs.units.multipliedReportingOverflow(by: rhs)
    if overflow { return clamped((lhs.units < 0) != (rhs < 0) ? Int.min : Int.max) }
    return clamped(product)
  }

  /// The hours divided by a whole number: exact when `divisor` is 1 to 7
  /// (a work week) and the value is a whole number of thousandths, as every
  /// norm is; otherwise rounded to the nearest unit (1/420,000 h). A divisor
  /// of 0 gives ``zero``.
  public func divided(by divisor: Int) -> ExactHours {
    guard divisor != 0 else { return .zero }
    if divisor == -1 { return ExactHours.zero - self }
    let quotient = units / divisor
    let remainder = units % divisor
    // Round halves away from zero.
    if remainder.magnitude * 2 >= divisor.magnitude {
      return ExactHours(units: quotient + ((units < 0) != (divisor < 0) ? -1 : 1))
    }
    return ExactHours(units: quotient)
  }

  /// Encodes as the decimal text, so JSON output says `"1774.4"` exactly.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self), let value = ExactHours(text) {
      self = value
    } else if let whole = try? container.decode(Int.self) {
      self.init(hours: whole)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a decimal number of hours such as \"1774.4\"")
    }
  }
}
