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

  /// The categories the language uses, in ``PluralCategory`` order: the
  /// keywords of its CLDR rules (see ``samples``).
  public var categories: [PluralCategory] { samples.categories }

  /// The language's plural categories with ICU's samples of each.
  public var samples: PluralSamples {
    PluralSamples(
      icuSamples: ICUBridge.cString(capacity: 8192) { yotei_plural_samples(locale, $0, $1) } ?? "")
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

/// The CLDR plural categories of a language with the samples ICU gives for each
/// (`PluralRules::getSamples`: the category's integers when it has any, else its
/// decimals), so that what each category serves comes from the rules themselves.
///
/// ```swift
/// let ru = try PluralRules(locale: "ru").samples
/// ru.integers[.one]!             // [1.0, 21.0, 31.0, 41.0, ...]
/// ru.servesSeveralIntegers(.one) // true: `one` is also 21 and 101
/// try PluralRules(locale: "cs").samples.integerCategories  // one, few, other (many is for fractions)
/// ```
public struct PluralSamples: Sendable, Hashable {
  /// The categories the rules define, in ``PluralCategory`` order (`other` always).
  public var categories: [PluralCategory]
  /// Each category's integer samples; a category no integer selects has none.
  public var integers: [PluralCategory: [Double]]
  /// The decimal samples of each category no integer selects.
  public var decimals: [PluralCategory: [Double]]

  /// The samples as the C door writes them: "one:1,21,31;few:2,3,4;other:0.1,0.2".
  init(icuSamples text: String) {
    var integers: [PluralCategory: [Double]] = [:]
    var decimals: [PluralCategory: [Double]] = [:]
    var found: Set<PluralCategory> = [.other]
    for rule in text.split(separator: ";") {
      let parts = rule.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      guard let category = PluralCategory(rawValue: String(parts[0])) else { continue }
      found.insert(category)
      // ICU writes CLDR's "1000000, 1c6" as the same number twice: each once, in order.
      var seen = Set<Double>()
      let values =
        parts.count == 2
        ? parts[1].split(separator: ",").compactMap { Double($0) }.filter { seen.insert($0).inserted } : []
      if !values.isEmpty, values.allSatisfy({ $0 == $0.rounded() }) {
        integers[category] = values
      } else if !values.isEmpty {
        decimals[category] = values
      }
    }
    self.categories = found.sorted()
    self.integers = integers
    self.decimals = decimals
  }

  /// The categories some integer selects (`%lld` can reach them); `other` always.
  public var integerCategories: [PluralCategory] {
    categories.filter { integers[$0] != nil || $0 == .other }
  }

  /// Whether a category serves more than one integer (Russian `one`: 1, 21, 31 …;
  /// not English `one`, which is 1 alone), so a form of it must print the count.
  public func servesSeveralIntegers(_ category: PluralCategory) -> Bool {
    (integers[category]?.count ?? 0) > 1
  }

  /// Whether only integers of a million and more select a category (the
  /// `many` of French, Spanish, Italian and Portuguese, for compact "1 M" forms).
  public func onlyMillions(_ category: PluralCategory) -> Bool {
    guard let samples = integers[category], !samples.isEmpty else { return false }
    return samples.allSatisfy { $0 >= 1_000_000 }
  }

  /// The first integers a category serves, at most `limit` of them ("1, 21, 31").
  public func integerExamples(_ category: PluralCategory, limit: Int = 4) -> [String] {
    (integers[category] ?? []).prefix(limit).map { String(Int($0)) }
  }
}

/// `text` without leading and trailing spaces, tabs and line breaks.
func stripSpaces(_ text: some StringProtocol) -> String {
  var s = Substring(text)
  while let f = s.first, f == " " || f == "\t" || f == "\n" || f == "\r" { s.removeFirst() }
  while let l = s.last, l == " " || l == "\t" || l == "\n" || l == "\r" { s.removeLast() }
  return String(s)
}
