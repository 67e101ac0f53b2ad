import Testing
import Yotei

@testable import YoteiLocalization

/// Plural categories of integers too large for a `Double`, against CLDR's
/// rules (plurals.xml): Russian `one` for i % 10 = 1 and i % 100 != 11, `few`
/// for i % 10 = 2..4 and i % 100 != 12..14, `many` for the other integers;
/// French `many` for i != 0 and i % 1000000 = 0; English `one` only for 1.
@Suite struct PluralExtremeTests {
  @Test(arguments: [
    ("ru", Int.max, PluralCategory.many),  // ...807
    ("ru", Int.min, .many),  // ...808
    ("ru", Int.min + 1, .many),  // ...807
    ("ru", 1_000_000_000_000_000_001, .one),
    ("ru", 1_000_000_000_000_000_011, .many),
    ("ru", 9_000_000_000_000_000_003, .few),
    ("ru", -9_000_000_000_000_000_013, .many),
    ("ru", 2_147_483_647, .many),
    ("fr", 1_000_000_000_000_000_000, .many),
    ("fr", 1_000_000_000_000_000_001, .other),
    ("en", Int.max, .other),
    ("en", -1, .one),
  ])
  func largeIntegersFollowTheirLastDigits(language: String, value: Int, expected: PluralCategory) throws {
    #expect(try PluralRules(locale: language).category(for: value) == expected, "\(language) \(value)")
  }
}
