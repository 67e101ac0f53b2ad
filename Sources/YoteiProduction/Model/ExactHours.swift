/// A number of working hours in exact decimal, counted in thousandths of an
/// hour.
///
/// Norms of working time are not integers (a 36-hour week gives 7.2 hours a
/// day, and a year of them 1774.4 hours), so Yotei never uses binary floating
/// point for them. `ExactHours` prints without trailing zeros:
///
/// ```swift
/// ExactHours(tenths: 17744).description   // "1774.4"
/// ExactHours(hours: 40).description       // "40"
/// ExactHours("37.5")                      // 37.5 hours
/// ```
public struct ExactHours: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByIntegerLiteral, AdditiveArithmetic
{
  /// The value in thousandths of an hour.
  public var thousandths: Int

  /// Hours from thousandths of an hour.
  public init(thousandths: Int) { self.thousandths = thousandths }
  /// Whole hours.
  public init(hours: Int) { self.thousandths = hours * 1000 }
  /// Hours from tenths of an hour (`17744` is 1774.4 hours).
  public init(tenths: Int) { self.thousandths = tenths * 100 }
  /// Whole hours from an integer literal (`40`).
  public init(integerLiteral value: Int) { self.init(hours: value) }

  /// Parses a decimal such as `40`, `37.5` or `1774.4` (at most three
  /// decimals), or returns `nil`.
  public init?(_ text: String) {
    var body = Substring(text)
    var sign = 1
    if body.first == "-" {
      sign = -1
      body = body.dropFirst()
    }
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), !parts[0].isEmpty,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let whole = Int(parts[0])
    else { return nil }
    var fraction = 0
    if parts.count == 2 {
      let digits = parts[1]
      guard !digits.isEmpty, digits.count <= 3, let f = Int(digits) else { return nil }
      fraction = f * [1, 100, 10, 1][digits.count]
    }
    self.thousandths = sign * (whole * 1000 + fraction)
  }

  /// No hours.
  public static let zero = ExactHours(thousandths: 0)

  /// The value in tenths of an hour, if it is a whole number of tenths.
  public var tenths: Int? { thousandths % 100 == 0 ? thousandths / 100 : nil }

  /// The decimal text, without trailing zeros: `1774.4`, `1972`, `7.25`.
  public var description: String {
    let sign = thousandths < 0 ? "-" : ""
    let magnitude = abs(thousandths)
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

  public static func < (lhs: ExactHours, rhs: ExactHours) -> Bool { lhs.thousandths < rhs.thousandths }
  public static func + (lhs: ExactHours, rhs: ExactHours) -> ExactHours {
    ExactHours(thousandths: lhs.thousandths + rhs.thousandths)
  }
  public static func - (lhs: ExactHours, rhs: ExactHours) -> ExactHours {
    ExactHours(thousandths: lhs.thousandths - rhs.thousandths)
  }
  /// The hours times a whole number.
  public static func * (lhs: ExactHours, rhs: Int) -> ExactHours {
    ExactHours(thousandths: lhs.thousandths * rhs)
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
