internal import CYoteiICU
import Yotei

/// A CLDR plural category.
///
/// Which numbers fall in which category depends on the language: in Russian 1, 21
/// and 101 are `one`, 2-4 and 22-24 are `few`, 5-20 are `many`; in Arabic 0 is
/// `zero` and 3-10 are `few`. ``PluralRules`` asks ICU.
public enum PluralCategory: String, CaseIterable, Sendable, Codable, Comparable, CustomStringConvertible {
  case zero, one, two, few, many, other

  /// The CLDR name: `one`, `few`, ...
  public var description: String { rawValue }

  public static func < (a: Self, b: Self) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

/// The CLDR plural rules of a language, through ICU's `uplrules`.
///
/// ```swift
/// let rules = try PluralRules(locale: "ru")
/// rules.category(for: 1)   // .one
/// rules.category(for: 3)   // .few
/// rules.category(for: 5)   // .many
/// ```
public struct PluralRules: Sendable, Hashable {
  /// The ICU locale id the rules are for.
  public let locale: String
  /// The rules of a locale's language.
  public init(locale: CalendarLocale) {
    self.locale = locale.identifier
  }

  /// The rules for a locale identifier (an ICU id or a BCP 47 tag), checked
  /// as `CalendarLocale.init(_:)` checks it.
  ///
  /// - Throws: `LocaleError` for an identifier `CalendarLocale` refuses,
  ///   rather than the root rules where every number is `other`.
  public init(locale: String) throws(LocaleError) {
    self.init(checked: try CalendarLocale.validatedForLocalization(locale))
  }

  /// Rules for an identifier already checked (a catalog language such as `fa`).
  init(checked locale: String) {
    self.locale = ICUBridge.canonicalLocale(locale) ?? locale
  }

  /// The categories the language uses, in ``PluralCategory`` order.
  ///
  /// Found by asking ICU for the category of sample numbers that cover every CLDR
  /// rule shape: 0 to 200, powers of ten up to ten million (French and Spanish
  /// `many`), and decimals (Russian and Ukrainian `other`).
  public var categories: [PluralCategory] {
    var found: Set<PluralCategory> = [.other]
    var samples = (0...200).map(Double.init)
    samples += [1_000, 10_000, 100_000, 1_000_000, 10_000_000, 0.1, 0.5, 1.1, 1.5, 2.5, 5.5, 10.1, 21.5]
    for sample in samples { found.insert(category(for: sample)) }
    return found.sorted()
  }

  /// The category of an integer, any `Int` (`Int.min` included).
  public func category(for value: Int) -> PluralCategory {
    // A Double holds integers exactly only up to 2^53. CLDR's integer rules
    // look at n modulo 1,000,000 at most (French "many"), so a larger count
    // is asked as a number with the same last seven digits, above every range.
    let magnitude = value.magnitude
    guard magnitude > 1 << 53 else { return category(for: Double(value)) }
    return category(for: Double(100_000_000 + Int(magnitude % 10_000_000)))
  }

  /// The category of a number.
  public func category(for value: Double) -> PluralCategory {
    let name = ICUBridge.cString(capacity: 32) { yotei_plural_category(locale, value, $0, $1) }
    return name.flatMap(PluralCategory.init(rawValue:)) ?? .other
  }
}
