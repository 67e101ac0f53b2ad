import Testing

@testable import YoteiLocalization

@Suite struct PluralTests {
  // Expected categories from the CLDR plural rules (unicode.org/cldr/charts/42/supplemental/language_plural_rules.html).
  @Test func russianCategories() throws {
    let rules = try PluralRules(locale: "ru_RU")
    let expected: [Int: PluralCategory] = [
      0: .many, 1: .one, 2: .few, 4: .few, 5: .many, 11: .many, 12: .many, 14: .many, 21: .one, 22: .few,
      25: .many, 101: .one, 111: .many,
    ]
    for (n, category) in expected { #expect(rules.category(for: n) == category, "\(n)") }
    #expect(rules.category(for: 1.5) == .other)
    #expect(rules.categories == [.one, .few, .many, .other])
  }

  @Test func arabicHebrewAndEnglishCategories() throws {
    let ar = try PluralRules(locale: "ar")
    #expect(
      [0, 1, 2, 3, 10, 11, 99, 100, 102].map(ar.category(for:)) == [
        .zero, .one, .two, .few, .few, .many, .many, .other, .other,
      ])
    #expect(ar.categories == PluralCategory.allCases)
    let he = try PluralRules(locale: "he-IL")
    #expect([1, 2, 3, 20].map(he.category(for:)) == [.one, .two, .other, .other])
    #expect(try PluralRules(locale: "en").categories == [.one, .other])
    #expect(try PluralRules(locale: "fr").categories.contains(.many))
  }

  @Test func russianWorkingDaysInTheCatalog() throws {
    let ru = try Localizer(locale: "ru_RU")
    #expect(ru.string("production.workingDays", 1) == "1 рабочий день")
    #expect(ru.string("production.workingDays", 3) == "3 рабочих дня")
    #expect(ru.string("production.workingDays", 5) == "5 рабочих дней")
    #expect(ru.string("production.workingDays", 21) == "21 рабочий день")
    #expect(ru.string("production.workingDays", 1.5) == "1,5 рабочего дня")
  }

  @Test func arabicFormsAndDigits() throws {
    let ar = try Localizer(locale: "ar_EG")
    #expect(ar.string("a11y.events", 0) == "لا أحداث")
    #expect(ar.string("a11y.events", 2) == "حدثان")
    #expect(ar.string("a11y.events", 3) == "٣ أحداث")
    #expect(ar.string("a11y.events", 11) == "١١ حدثًا")
  }
}

@Suite struct PlaceholderTests {
  @Test func parsesSequentialAndPositionalPlaceholders() throws {
    let p = try #require(FormatPlaceholder.parse("%@ has %lld of %.1f, 100%% sure, %2$@"))
    #expect(p.map(\.text) == ["%@", "%lld", "%.1f", "%2$@"])
    #expect(p.map(\.argument) == [1, 2, 3, 2])
    #expect(p.map(\.kind) == [.object, .integer, .double, .object])
    #expect(p[2].precision == 1)
    #expect(FormatPlaceholder.signature(of: "%2$@ then %1$lld") == [1: .integer, 2: .object])
    // One argument read as two kinds is inconsistent.
    #expect(FormatPlaceholder.signature(of: "%1$@ %1$lld") == nil)
    #expect(FormatPlaceholder.parse("50%") == nil)
    #expect(FormatPlaceholder.parse("%k") == nil)
    #expect(FormatPlaceholder.describe([1: .integer, 2: .object]) == "%1$lld, %2$@")
  }

  /// The scan reads UTF-8 bytes: ranges still index the string where the text
  /// around the placeholders is Cyrillic, CJK, emoji or combining marks, and a
  /// mark after a conversion does not hide it.
  @Test func placeholderRangesIndexTextOfAnyScript() throws {
    let text = "Версия %1$@ (%2$lld) 👩‍👩‍👧 图 %3$#@files@ e\u{301}%.2f%%, 50%% é%d\u{301}"
    let p = try #require(FormatPlaceholder.parse(text))
    #expect(p.map(\.text) == ["%1$@", "%2$lld", "%3$#@files@", "%.2f", "%d"])
    #expect(p.map { String(text[$0.range]) } == p.map(\.text))
    #expect(p.map(\.argument) == [1, 2, 3, 1, 2])
    #expect(p[2].substitution == "files")
    #expect(p[3].precision == 2)
    #expect(FormatPlaceholder.parse("Ключ без заполнителей") == [])
    #expect(FormatPlaceholder.parse("%99999999999999999999$@") == nil)
    #expect(FormatPlaceholder.parse("%.99999999999999999999f")?.first?.precision == 0)
    #expect(FormatPlaceholder.parse("%#x") == nil)
    #expect(FormatPlaceholder.parse("日本%") == nil)
    // `%arg` in a substitution's form becomes its placeholder, byte by byte.
    #expect(Substitutions.replacingArg(in: "%arg файл, %arg%%", with: "%1$lld") == "%1$lld файл, %1$lld%%")
    #expect(Substitutions.replacingArg(in: "no argument %ar", with: "%1$lld") == "no argument %ar")
  }

  @Test func formatsPositionalArgumentsInOrderTheTranslationNeeds() throws {
    var catalog = StringCatalog()
    catalog.entries["k"] = .init(localizations: [
      "en": .string(.init("%1$@ on %2$@")), "de": .string(.init("am %2$@: %1$@")),
    ])
    #expect(
      try Localizer(locale: "de_DE", catalog: catalog).string("k", "Feiertag", "Montag")
        == "am Montag: Feiertag")
    #expect(
      try Localizer(locale: "en", catalog: catalog).string("k", "Holiday", "Monday") == "Holiday on Monday")
    // A missing argument leaves its placeholder visible instead of crashing.
    #expect(try Localizer(locale: "en", catalog: catalog).string("k", "Holiday") == "Holiday on %2$@")
  }
}

@Suite struct LargeCountPluralTests {
  /// Counts past 2^53 get the category CLDR 42's integer rules give their
  /// digits (ru: one for i%10 = 1 but not i%100 = 11, few for 2..4 but not
  /// 12..14, many for the rest; fr: many for i%1000000 = 0, i != 0).
  @Test func countsBeyondADoublesIntegersFollowTheirLastDigits() throws {
    let ru = try PluralRules(locale: "ru")
    #expect(ru.category(for: Int.min) == .many)  // ...808
    #expect(ru.category(for: Int.max) == .many)  // ...807
    #expect(ru.category(for: 1_000_000_000_000_000_001) == .one)
    #expect(ru.category(for: -1_000_000_000_000_000_002) == .few)
    #expect(ru.category(for: 1_000_000_000_000_000_011) == .many)
    #expect(ru.category(for: 1_000_000_000_000_000_013) == .many)
    let fr = try PluralRules(locale: "fr")
    #expect(fr.category(for: 1_000_000_000_000_000_000) == .many)
    #expect(fr.category(for: 1_000_000_000_000_000_001) == .other)
    #expect(try PluralRules(locale: "en").category(for: Int.max) == .other)
    // Below 2^53 nothing changes: 21 is one in Russian, 1,000,000 many in French.
    #expect(ru.category(for: 21) == .one && fr.category(for: 1_000_000) == .many)
  }
}
