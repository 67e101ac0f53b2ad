internal import CYoteiICU
import Yotei

/// Formats numbers and day numbers with a locale's digits, or with a numbering
/// system chosen by the caller.
///
/// ```swift
/// try DigitFormatter(locale: "fa_IR").format(1403)                        // "۱۴۰۳"
/// try DigitFormatter(locale: "ar_EG").format(25)                          // "٢٥"
/// try DigitFormatter(locale: "he_IL", numberingSystem: "hebr").format(15) // "ט״ו"
/// try DigitFormatter(locale: "fa_IR", numberingSystem: "latn").format(7)  // "7"
/// ```
///
/// Numbering systems are ICU's: numeric ones (`latn`, `arab`, `arabext`, `deva`,
/// `thai`, ...) swap digits; algorithmic ones (`hebr`, `roman`, ...) spell the number.
/// A `@numbers=` keyword in the locale id (or `-u-nu-` in a BCP 47 tag) works too.
public struct DigitFormatter: Sendable, Hashable {
  /// Common numbering systems.
  public static let latin = "latn"
  /// Arabic-Indic digits (٠١٢٣), used in much of the Arab world.
  public static let arabicIndic = "arab"
  /// Extended Arabic-Indic digits (۰۱۲۳), used in Persian and Urdu.
  public static let extendedArabicIndic = "arabext"
  /// Hebrew letter numerals (ט״ו for 15).
  public static let hebrew = "hebr"

  /// The ICU locale id the numbers are formatted with, including `@numbers=`.
  public let icuLocale: String
  /// The numbering system in effect ("latn", "arab", "arabext", "hebr", ...).
  public let numberingSystem: String
  /// The ten digits of a numeric system, or `nil` for an algorithmic one.
  public let digits: [Character]?

  /// A formatter for `locale`, with its digits (`CalendarLocale.numberingSystem`)
  /// or with `numberingSystem`.
  ///
  /// - Throws: `LocaleError` when ICU does not know the requested system,
  ///   as `CalendarLocale("en-u-nu-klingon")` throws.
  public init(locale: CalendarLocale, numberingSystem: String? = nil) throws(LocaleError) {
    try self.init(checked: locale.identifier, numberingSystem: numberingSystem)
  }

  /// A formatter for a locale identifier, checked as `CalendarLocale.init(_:)`
  /// checks it (the pseudo-locales `en-XA` and `ar-XB` included).
  ///
  /// - Throws: `LocaleError`, the one error for a bad locale in every module
  ///   (`CalendarLocale`, `PluralRules`, `Localizer`): for an identifier
  ///   `CalendarLocale` refuses (`"xx-YY"`), and when ICU does not know the
  ///   requested system.
  public init(locale: String, numberingSystem: String? = nil) throws(LocaleError) {
    _ = try CalendarLocale.validatedForLocalization(locale)
    try self.init(checked: locale, numberingSystem: numberingSystem)
  }

  init(checked locale: String, numberingSystem: String?) throws(LocaleError) {
    var tag = LocaleTag(locale)
    if let pseudo = PseudoLocale(locale: locale) {
      // Pseudo-locales are made from English text and keep Latin digits, as on Android.
      tag = LocaleTag(pseudo.baseLanguage)
      tag.keywords["numbers"] = "latn"
    }
    if let system = numberingSystem ?? tag.keywords["numbers"] {
      guard yotei_numbering_system_exists(system) == 1 else {
        throw LocaleError(identifier: locale, reason: "unknown numbering system '\(quotedInput(system))'")
      }
      tag.keywords["numbers"] = system
    }
    icuLocale = tag.icu
    var name = [CChar](repeating: 0, count: 32)
    var digitBuffer = [UInt16](repeating: 0, count: 64)
    var algorithmic: Int32 = 0
    let count = yotei_numbering_system(icuLocale, &name, 32, &digitBuffer, 64, &algorithmic)
    let resolved = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    self.numberingSystem = resolved.isEmpty ? (tag.keywords["numbers"] ?? "latn") : resolved
    if algorithmic == 0, count > 0 {
      let chars = Array(
        digitBuffer.withUnsafeBufferPointer {
          ICU.text(utf16: UnsafeBufferPointer(rebasing: $0[..<Int(count)]))
        })
      digits = chars.count == 10 ? chars : nil
    } else {
      digits = nil
    }
  }

  /// An integer in this numbering system, without grouping ("۱۴۰۳", "ט״ו").
  public func format(_ value: Int) -> String {
    // Hebrew letters are the core's own (ICU's rule-based formatter takes milliseconds to build).
    if numberingSystem == Self.hebrew, let letters = HebrewNumerals.format(value) { return letters }
    // 0-999 take no sign and no grouping separator in any locale: the
    // system's digits, without opening ICU's number formatter (about 0.25 M
    // instructions at first use). NumbersTests compares every locale.
    if value >= 0 && value < 1000 && digits != nil { return replacingDigits(in: String(value)) }
    return ICUBridge.formatInteger(value, icuLocale: icuLocale)
  }

  /// A number with grouping and between `fractionDigits` digits after the point, with
  /// the locale's separators ("1 234,5" in Russian, "۱٬۲۳۴٫۵" in Persian).
  public func format(_ value: Double, fractionDigits: ClosedRange<Int>) -> String {
    ICUBridge.formatDecimal(value, icuLocale: icuLocale, fraction: fractionDigits)
  }

  /// A string with every ASCII digit replaced by this system's digit. Algorithmic
  /// systems return the text unchanged.
  public func replacingDigits(in text: String) -> String {
    guard let digits else { return text }
    return String(text.map { c in c.isASCII && c.isNumber ? digits[c.wholeNumberValue!] : c })
  }
}
