import CYoteiICU

/// A CLDR plural category.
///
/// Which numbers fall in which category depends on the language: in Russian 1, 21
/// and 101 are `one`, 2-4 and 22-24 are `few`, 5-20 are `many`; in Arabic 0 is
/// `zero` and 3-10 are `few`. ``PluralRules`` asks ICU.
public enum PluralCategory: String, CaseIterable, Sendable, Codable, Comparable {
  case zero, one, two, few, many, other

  public static func < (a: Self, b: Self) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

/// The CLDR plural rules of a language, through ICU's `uplrules`.
///
/// ```swift
/// let rules = PluralRules(locale: "ru")
/// rules.category(for: 1)   // .one
/// rules.category(for: 3)   // .few
/// rules.category(for: 5)   // .many
/// ```
public struct PluralRules: Sendable, Hashable {
  /// The ICU locale id the rules are for.
  public let locale: String
  /// The categories the language uses, in ``PluralCategory`` order.
  public let categories: [PluralCategory]

  /// The rules for `locale` (an ICU id or a BCP 47 tag). Unknown languages get the
  /// root rules, where every number is `other`.
  public init(locale: String) {
    let icu = ICUBridge.canonicalLocale(locale) ?? locale
    self.locale = icu
    let names = ICUBridge.cString { yotei_plural_keywords(icu, $0, $1) } ?? "other"
    self.categories = names.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) }.sorted()
  }

  /// The category of an integer.
  public func category(for value: Int) -> PluralCategory {
    category(for: Double(value))
  }

  /// The category of a number.
  public func category(for value: Double) -> PluralCategory {
    let name = ICUBridge.cString(capacity: 32) { yotei_plural_category(locale, value, $0, $1) }
    return name.flatMap(PluralCategory.init(rawValue:)) ?? .other
  }
}
