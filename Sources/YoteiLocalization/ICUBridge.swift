internal import CYoteiICU
import Yotei

/// Small helpers around the C door: ICU returns UTF-16 and C strings.
enum ICUBridge {
  /// Calls `body` with a UTF-16 buffer and decodes what it wrote, or `nil` on
  /// failure (the core's helper, which retries once on overflow).
  static func utf16(
    capacity: Int = 256, _ body: (UnsafeMutablePointer<UInt16>, Int32) -> Int32
  ) -> String? {
    ICU.utf16(capacity: capacity, body)
  }

  /// Calls `body` with a C string buffer and decodes what it wrote, or `nil` on failure.
  static func cString(
    capacity: Int = 256, _ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32
  ) -> String? {
    ICU.string(capacity: capacity, body)
  }

  /// Formats an integer with the numbering system of `icuLocale` (which may carry
  /// `@numbers=...`), without grouping, through the core's cache of open formatters.
  static func formatInteger(_ value: Int, icuLocale: String) -> String {
    FormatterCache.shared.format(value, locale: icuLocale) ?? String(value)
  }

  /// Formats a decimal with grouping and the given fraction digits.
  /// Fraction digits are clamped to 0...340 (a `Double` has no more), so no
  /// `Int` traps on its way to ICU's `int32_t`.
  static func formatDecimal(_ value: Double, icuLocale: String, fraction: ClosedRange<Int>) -> String {
    let low = Int32(min(max(fraction.lowerBound, 0), 340))
    let high = Int32(min(max(fraction.upperBound, 0), 340))
    return utf16 { yotei_format_decimal(icuLocale, value, low, high, $0, $1) } ?? String(value)
  }

  /// Canonical ICU locale id ("fa_IR") for a BCP 47 tag or an ICU id.
  static func canonicalLocale(_ identifier: String) -> String? {
    var parsed: Int32 = 0
    return cString { yotei_locale_canonicalize(identifier, $0, $1, &parsed) }
  }

  /// The script CLDR's likely subtags give an ICU locale id ("Hans" for
  /// "zh_SG", "Hant" for "zh_TW"), or `nil` when CLDR knows none.
  static func likelyScript(_ icuLocale: String) -> String? {
    guard let script = cString({ yotei_locale_likely_script(icuLocale, $0, $1) }), !script.isEmpty
    else { return nil }
    return script
  }

  /// The keyword value (for example "numbers") of an ICU locale id.
  static func keyword(_ keyword: String, of icuLocale: String) -> String? {
    guard let value = cString({ yotei_locale_keyword(icuLocale, keyword, $0, $1) }), !value.isEmpty
    else { return nil }
    return value
  }
}
