/// The four date styles of CLDR and ICU, from "Tuesday, June 10, 2025" to
/// "6/10/25", as each locale and calendar writes them.
///
/// ```swift
/// let symbols = CalendarSymbols(locale: .english)
/// let day = try CalendarSystem.gregorian.date(year: 2025, month: 6, day: 10).dayNumber
/// print(try symbols.format(day, style: .full))    // Tuesday, June 10, 2025
/// print(try symbols.format(day, style: .long))    // June 10, 2025
/// print(try symbols.format(day, style: .medium))  // Jun 10, 2025
/// print(try symbols.format(day, style: .short))   // 6/10/25
/// ```
public enum DateStyle: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
  /// Weekday, day, month name and year: "Tuesday, June 10, 2025".
  case full
  /// Day, month name and year: "June 10, 2025".
  case long
  /// Day, abbreviated month and year: "Jun 10, 2025".
  case medium
  /// Numeric: "6/10/25".
  case short

  /// ICU's `UDateFormatStyle` value.
  var icuStyle: Int32 {
    switch self {
    case .full: 0
    case .long: 1
    case .medium: 2
    case .short: 3
    }
  }

  public var description: String { rawValue }
}
