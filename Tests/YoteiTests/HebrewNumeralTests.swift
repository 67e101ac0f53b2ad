import Testing

@testable import Yotei

/// Yotei writes Hebrew letter numerals itself; ICU 72's rule-based formatter
/// for `hebr`, reached through the C door, is the reference (an independent
/// implementation of CLDR's `%hebrew` rules).
@Suite struct HebrewNumeralTests {
  /// ICU's own text for `n` in Hebrew letters.
  func icu(_ n: Int) -> String? { FormatterCache.shared.format(n, locale: "he@numbers=hebr") }

  @Test func knownNumerals() {
    // Gematria as printed in Hebrew calendars: 15 and 16 avoid spelling the Name.
    #expect(HebrewNumerals.format(15) == "ט״ו")
    #expect(HebrewNumerals.format(16) == "ט״ז")
    #expect(HebrewNumerals.format(14) == "י״ד")
    #expect(HebrewNumerals.format(5) == "ה׳")
    #expect(HebrewNumerals.format(785) == "תשפ״ה")
    #expect(HebrewNumerals.formatYear(5785) == "תשפ״ה")
    #expect(HebrewNumerals.format(1_000_001) == nil)
    #expect(HebrewNumerals.format(Int.min) == nil)
  }

  /// What a user types reads back: ICU's own text for every number 1-6000
  /// but the round thousands it writes as words (days, years with and
  /// without their thousands), with ASCII `'` and `"`, and below 1000
  /// also without geresh and gershayim; letters that are not how the
  /// number is written (`יה` for 15, out of order, other scripts) are not read.
  @Test func typedNumeralsReadBackAsICUWritesThem() throws {
    var wrong: [Int] = []
    for n in 1...6000 {
      let text = try #require(icu(n))
      // Round thousands are words (אלף, ג׳ אלפים), not typed numerals.
      if text.contains("אלפ") || text.contains("אלף") { continue }
      let bare = String(
        text.unicodeScalars.filter { $0 != "\u{05F3}" && $0 != "\u{05F4}" }.map(Character.init))
      let ascii = text.replacing("\u{05F3}", with: "'").replacing("\u{05F4}", with: "\"")
      // Without its geresh a thousands letter cannot be told from a unit.
      if HebrewNumerals.parse(text) != n || HebrewNumerals.parse(ascii) != n
        || (n < 1000 && HebrewNumerals.parse(bare) != n)
      {
        wrong.append(n)
      }
    }
    #expect(wrong.isEmpty, "first: \(wrong.prefix(10))")
    #expect(HebrewNumerals.parseYear("תשפ״ז") == 5787)
    #expect(HebrewNumerals.parseYear("ה׳תשפ״ז") == 5787)
    #expect(HebrewNumerals.parseYear("תשפ\"ז") == 5787)
    #expect(HebrewNumerals.parse("תשפז") == 787)
    #expect(HebrewNumerals.parse("ט״ו") == 15)
    for refused in ["יה", "יו", "זפשת", "", "׳", "״", "תשפ״ז5", "abc", "ה׳ו׳ז", "אלף"] {
      #expect(HebrewNumerals.parse(refused) == nil, "\(refused)")
    }
  }

  @Test func everyDayOfAMonthAsICUWritesIt() {
    for day in 1...30 {
      #expect(HebrewNumerals.format(day) == icu(day), "\(day)")
      #expect(NumberingSystem.hebrewLetters.format(day) == icu(day), "\(day)")
    }
  }

  @Test func everyYear5000To6000AsICUWritesIt() {
    for year in 5000...6000 {
      #expect(HebrewNumerals.format(year) == icu(year), "\(year)")
      // Date styles drop the thousands of 5001-5999 (ICU subtracts 5000 first).
      let shown = year > 5000 && year < 6000 ? year - 5000 : year
      #expect(HebrewNumerals.formatYear(year) == icu(shown), "\(year)")
    }
  }

  @Test func numbersAcrossTheRangeAsICUWritesThem() {
    var checked: [Int] = Array(0...3_000) + Array(stride(from: 0, through: 1_000_000, by: 1000))
    checked += [999_999, 1_000_000, -1, -15, -5785, -1_000_000]
    var state: UInt64 = 0x1234_5678
    for _ in 0..<3000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let n = Int(state >> 33) % 2_000_001 - 1_000_000
      checked.append(n)
    }
    var mismatches: [Int] = []
    for n in checked where HebrewNumerals.format(n) != icu(n) { mismatches.append(n) }
    #expect(mismatches.isEmpty, "first: \(mismatches.prefix(10))")
  }

  /// Days spread over Hebrew 5000-6000 (Gregorian 1240-2239), leaving out the
  /// years ICU 72 reads wrongly (CalendarSymbols shifts the day it gives ICU there).
  static let sampleDays: [Day] =
    stride(from: Day(iso: 1240, 9, 20)!, to: Day(iso: 2239, 9, 1)!, by: 9_001)
    .filter { !(Day(iso: 2044, 1, 1)!...Day(iso: 2048, 12, 31)!).contains($0) }
    + [Day(iso: 2025, 6, 10)!, Day(iso: 2024, 3, 12)!, Day(iso: 2024, 4, 23)!]

  @Test func datesInHebrewAsICUFormatsThem() throws {
    let locale = try CalendarLocale("he-IL")
    let symbols = CalendarSymbols(locale: locale, calendar: .hebrew)
    let icuLocale = "he_IL@calendar=hebrew;numbers=hebr"
    #expect(Self.sampleDays.count > 35)
    for day in Self.sampleDays {
      // ICU's formatter for a style writes the style's Hebrew letters itself.
      for style in DateStyle.allCases {
        let reference = FormatterCache.shared.format(day, source: .style(style.icuStyle), locale: icuLocale)
        #expect(try symbols.format(day, style: style) == reference, "\(day) \(style)")
      }
      for skeleton in ["yMMMM", "yMMMd", "yMMMMEEEEd"] {
        let pattern = symbols.bestPattern(skeleton)
        let reference = FormatterCache.shared.format(
          day, source: .patternWithStyleNumbers(pattern), locale: icuLocale)
        #expect(try symbols.format(day, skeleton: skeleton) == reference, "\(day) \(skeleton)")
      }
    }
    // Patterns as given use the locale's letters for every field and keep the thousands.
    let letters = CalendarSymbols(
      locale: locale, calendar: .gregorian, numberingSystem: .hebrewLetters)
    for day in Self.sampleDays.prefix(20) {
      let reference = FormatterCache.shared.format(
        day, source: .pattern("d MMMM y"), locale: "he_IL@calendar=gregorian;numbers=hebr")
      #expect(try letters.format(day, pattern: "d MMMM y") == reference, "\(day)")
    }
  }

  @Test func fullDateAndTitleInHebrew() throws {
    let symbols = CalendarSymbols(locale: try CalendarLocale("he-IL"), calendar: .hebrew)
    let day = try CalendarSystem.hebrew.date(year: 5785, month: 9, day: 14).dayNumber
    #expect(try symbols.format(day, style: .full) == "יום שלישי, י״ד בסיוון תשפ״ה")
    #expect(try symbols.monthTitle(year: 5785, month: 9) == "סיוון תשפ״ה")
    #expect(try symbols.monthTitle(year: 5784, month: 6) == "אדר א׳ תשפ״ד")
    // Written by Yotei over ICU's Latin digits, not by ICU's rule-based formatter.
    let own = FormatterCache.shared.formatWithHebrewNumerals(
      day, pattern: "MMMM y", latinLocale: "he_IL@calendar=hebrew;numbers=latn", dropsThousands: true)
    #expect(own == "סיוון תשפ״ה")
  }

  @Test func onlyYearsAndDaysAreWrittenByYotei() {
    #expect(CalendarSymbols.hasOnlyOwnNumericFields("EEEE, d בMMMM y"))
    #expect(CalendarSymbols.hasOnlyOwnNumericFields("MMMM y G"))
    #expect(CalendarSymbols.hasOnlyOwnNumericFields("d 'de' LLLL"))
    for pattern in ["dd MMMM y", "d MMMM yy", "d.M.y", "y-MM-dd", "d MMMM y HH:mm", "yyyy", "D"] {
      #expect(!CalendarSymbols.hasOnlyOwnNumericFields(pattern), "\(pattern)")
    }
  }
}

extension NumberingSystem {
  static let hebrewLetters = try! NumberingSystem(name: "hebr")
}
