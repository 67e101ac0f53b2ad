/// A month identified the way TC39 Temporal and ICU4X identify it: `M01`...`M13`,
/// with `L` for a leap month.
///
/// Month codes stay the same across years, unlike ordinal months: in the Hebrew
/// calendar Adar I is `M05L` and Adar (Adar II in a leap year) is `M06`, so
/// Nisan is always `M07` although it is the 7th month of a common year and the
/// 8th of a leap year. Chinese leap months are `M01L`...`M12L`.
public struct MonthCode: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The month number, 1...13.
  public let number: Int
  /// Whether this is a leap month inserted after month `number`.
  public let isLeap: Bool

  /// A month code from its parts, or `nil` if `number` is not 1...13.
  public init?(number: Int, isLeap: Bool = false) {
    guard (1...13).contains(number) else { return nil }
    self.number = number
    self.isLeap = isLeap
  }

  /// A month code whose number is known to be 1...13 (no check).
  @inlinable @inline(__always)
  init(valid number: Int, isLeap: Bool) {
    self.number = number
    self.isLeap = isLeap
  }

  /// Parses `M01`...`M13` with an optional `L` suffix (`M05L`).
  public init?(_ text: String) {
    // Read as UTF-8 bytes: every code this accepts is ASCII. (Splitting the
    // text into Characters cost a region's first use a third of a
    // millisecond, issue 21.)
    let bytes = Array(text.utf8)
    guard bytes.count == 3 || (bytes.count == 4 && bytes[3] == UInt8(ascii: "L")),
      bytes[0] == UInt8(ascii: "M"), bytes[1] < 0x80, bytes[2] < 0x80,
      let n = Int(String(decoding: bytes[1...2], as: UTF8.self))
    else { return nil }
    self.init(number: n, isLeap: bytes.count == 4)
  }

  /// `M05L` form.
  public var description: String {
    (number < 10 ? "M0\(number)" : "M\(number)") + (isLeap ? "L" : "")
  }

  public static func < (lhs: MonthCode, rhs: MonthCode) -> Bool {
    (lhs.number, lhs.isLeap ? 1 : 0) < (rhs.number, rhs.isLeap ? 1 : 0)
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let code = MonthCode(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a month code like M05L"))
    }
    self = code
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(description)
  }
}

/// What arithmetic does when a result does not exist, such as 31 February.
public enum Overflow: String, Sendable, Codable, CaseIterable {
  /// Clamp to the nearest valid value: 31 January + 1 month is the last day of
  /// February; Adar I (`M05L`) in a common Hebrew year becomes Adar (`M06`).
  case constrain
  /// Throw a ``CalendarError`` naming the field, the value and what is allowed.
  case reject
}
