import Testing
import Yotei

@testable import YoteiLocalization

@Suite struct LocalizerTests {
  /// A catalog where Persian lacks one key and nobody has another.
  static let partial: StringCatalog = {
    var c = StringCatalog()
    c.entries["hello"] = .init(localizations: ["en": .string(.init("Hello")), "fa": .string(.init("سلام"))])
    c.entries["bye"] = .init(localizations: ["en": .string(.init("Goodbye"))])
    c.entries["fa-only"] = .init(localizations: ["fa-IR": .string(.init("ایران"))])
    return c
  }()

  @Test func fallbackChainRunsFromRegionToLanguageToSource() throws {
    #expect(try Localizer(locale: "fa_IR").fallbackChain == ["fa-IR", "fa", "en"])
    #expect(try Localizer(locale: "fa-IR").fallbackChain == ["fa-IR", "fa", "en"])
    #expect(
      try Localizer(locale: "zh_Hans_CN").fallbackChain == ["zh-Hans-CN", "zh-Hans", "zh-CN", "zh", "en"])
    #expect(try Localizer(locale: "en_US").fallbackChain == ["en-US", "en"])
    // ICU keeps the legacy code "iw"; the catalog says "he".
    #expect(try Localizer(locale: "iw_IL").fallbackChain == ["he-IL", "he", "en"])
    #expect(try Localizer(locale: "iw_IL").string("a11y.today") == "היום")
  }

  /// The catalog has zh-Hans: Chinese without a script gets the one CLDR's
  /// likely subtags give it (Hans for zh, zh-CN, zh-SG; Hant for zh-TW, zh-HK),
  /// so Simplified Chinese serves mainland and Singapore users and never
  /// Traditional-script ones; a language without script variants in the
  /// catalog keeps its chain as typed.
  @Test func chineseWithoutAScriptGetsItsLikelyScript() throws {
    #expect(try Localizer(locale: "zh").fallbackChain == ["zh-Hans", "zh", "en"])
    #expect(try Localizer(locale: "zh_CN").fallbackChain == ["zh-Hans-CN", "zh-Hans", "zh-CN", "zh", "en"])
    #expect(try Localizer(locale: "zh-SG").fallbackChain == ["zh-Hans-SG", "zh-Hans", "zh-SG", "zh", "en"])
    #expect(
      try Localizer(locale: "zh-Hans-HK").fallbackChain == ["zh-Hans-HK", "zh-Hans", "zh-HK", "zh", "en"])
    #expect(try Localizer(locale: "zh_TW").fallbackChain == ["zh-Hant-TW", "zh-Hant", "zh-TW", "zh", "en"])
    #expect(try Localizer(locale: "zh-HK").fallbackChain == ["zh-Hant-HK", "zh-Hant", "zh-HK", "zh", "en"])
    #expect(try Localizer(locale: "ja_JP").fallbackChain == ["ja-JP", "ja", "en"])
    #expect(try Localizer(locale: "ko-KR").fallbackChain == ["ko-KR", "ko", "en"])
    for locale in ["zh", "zh_CN", "zh-SG", "zh-Hans-HK", "zh-Hans-MO"] {
      #expect(try Localizer(locale: locale).resolve("a11y.today").language == "zh-Hans", "\(locale)")
      #expect(try Localizer(locale: locale).string("dayKind.transferredWorkingDay") == "调休上班日")
    }
    for locale in ["zh_TW", "zh-HK", "zh-Hant"] {
      #expect(try Localizer(locale: locale).resolve("a11y.today").language == "en", "\(locale)")
      #expect(try Localizer(locale: locale).messageLanguage == "en", "\(locale)")
    }
    // The catalog language messages come from.
    #expect(try Localizer(locale: "zh_CN").messageLanguage == "zh-Hans")
    #expect(try Localizer(locale: "fa_IR").messageLanguage == "fa")
    #expect(try Localizer(locale: "fr_FR").messageLanguage == "en")
    #expect(try Localizer(locale: "en_US").messageLanguage == "en")
    #expect(try Localizer(locale: "ja_JP").string("dayKind.transferredDayOff") == "振替休日")
    #expect(try Localizer(locale: "ko_KR").string("holiday.ru.victoryDay") == "승리의 날")
    // The same choice among any set of languages (a dataset's translations).
    #expect(Localizer.language(for: try CalendarLocale("zh-SG"), among: ["en", "zh-Hans"]) == "zh-Hans")
    #expect(Localizer.language(for: try CalendarLocale("zh-TW"), among: ["en", "zh-Hans"]) == nil)
    #expect(Localizer.language(for: try CalendarLocale("pt-BR"), among: ["en", "pt"]) == "pt")
    #expect(Localizer.language(for: try CalendarLocale("fa-IR"), among: ["fa-IR", "fa"]) == "fa-IR")
    // A catalog without script variants of Chinese: the chain is the tag's own.
    #expect(try Localizer(locale: "zh_CN", catalog: Self.partial).fallbackChain == ["zh-CN", "zh", "en"])
  }

  /// Chinese, Japanese and Korean have one plural form (CLDR: `other` only):
  /// every count takes it, with the locale's digits.
  @Test func chineseJapaneseAndKoreanCountsUseTheirOneForm() throws {
    let zh = try Localizer(locale: "zh_CN")
    let ja = try Localizer(locale: "ja_JP")
    let ko = try Localizer(locale: "ko_KR")
    for n in [0, 1, 2, 5, 21, 100] {
      #expect(zh.string("production.workingDays", .integer(n)) == "\(n) 个工作日")
      #expect(ja.string("production.workingDays", .integer(n)) == "\(n)営業日")
      #expect(ko.string("production.workingDays", .integer(n)) == "근무일 \(n)일")
    }
    #expect(zh.string("repl.strings.checked", 405, 9) == "已在 9 种语言中检查 405 个键")
    #expect(ja.string("repl.strings.summary", 3, 2) == "2個のキーに3件の問題")
    #expect(ko.string("repl.strings.summary", 1, 1) == "키 1개에서 문제 1개")
  }

  @Test func reportsWhatFellBack() throws {
    let fa = try Localizer(locale: "fa_IR", catalog: Self.partial)
    #expect(fa.string("hello") == "سلام")
    #expect(fa.string("bye") == "Goodbye")
    #expect(fa.string("fa-only") == "ایران")
    #expect(fa.string("nowhere") == "nowhere")
    let r = fa.resolve("bye")
    #expect(r.language == "en" && r.isFallback)
    #expect(fa.resolve("fa-only").isFallback == false)
    let report = fa.fallbackReport(keys: ["hello", "bye", "fa-only", "nowhere"])
    #expect(report.fallbacks == [.init(key: "hello", servedBy: "fa"), .init(key: "bye", servedBy: "en")])
    #expect(report.languageFallbacks == [.init(key: "bye", servedBy: "en")])
    #expect(report.missing == ["nowhere"])
    #expect(report.servedBy == ["fa": 1, "en": 1, "fa-IR": 1])
    #expect(report.text.contains("  fallback bye <- en"))
    #expect(!report.text.contains("fallback hello"))
    #expect(report.text.contains("  missing  nowhere"))
  }

  @Test func yoteiCatalogIsCompleteForItsLanguages() throws {
    for locale in [
      "ru_RU", "he_IL", "fa_IR", "ar_SA", "de_DE", "en_US", "zh_CN", "zh_SG", "ja_JP", "ko_KR",
    ] {
      let report = try Localizer(locale: locale).fallbackReport()
      #expect(report.languageFallbacks.isEmpty, "\(locale): \(report.text)")
      #expect(report.missing.isEmpty)
    }
    // Traditional Chinese has no translation: everything falls back to
    // English (not to Simplified Chinese), and says so.
    let tw = try Localizer(locale: "zh_TW").fallbackReport()
    #expect(tw.languageFallbacks.count == StringCatalog.yotei.entries.count)
    #expect(try Localizer(locale: "zh_TW").string("a11y.today") == "Today")
  }

  @Test func everyStringSpellingValidatesAsCalendarLocaleDoes() throws {
    for bad in ["!!!", "xx-YY", ""] {
      #expect(throws: LocaleError.self, "\(bad)") { try Localizer(locale: bad) }
      #expect(throws: LocaleError.self, "\(bad)") { try PluralRules(locale: bad) }
      #expect(throws: LocaleError.self, "\(bad)") { try TextDirection(locale: bad) }
      let reason = try #require(#expect(throws: LocaleError.self) { try CalendarLocale(bad) }).reason
      // One error type for one bad locale: DigitFormatter's is CalendarLocale's.
      #expect(throws: LocaleError(identifier: bad, reason: reason)) { try DigitFormatter(locale: bad) }
      #expect(throws: LocaleError.self, "\(bad)") { try CalendarLocale(bad) }
    }
    // The pseudo-locales are accepted; CalendarLocale and string spellings agree.
    #expect(try Localizer(locale: "en-XA").pseudoLocale == .accented)
    #expect(try TextDirection(locale: "ar-XB") == .rightToLeft)
    let fa = try CalendarLocale("fa-IR")
    #expect(Localizer(locale: fa).string("production.workingDays", 5) == "۵ روز کاری")
    #expect(TextDirection(locale: fa) == .rightToLeft)
    #expect(PluralRules(locale: try CalendarLocale("ru")).category(for: 3) == .few)
    #expect(try DigitFormatter(locale: fa).format(1403) == "۱۴۰۳")
  }

  @Test func numbersUseTheLocaleDigitsOrAnOverride() throws {
    let fa = try Localizer(locale: "fa_IR")
    #expect(fa.string("production.workingDays", 5) == "۵ روز کاری")
    let latin = try Localizer(
      locale: "fa_IR", numbers: try DigitFormatter(locale: "fa_IR", numberingSystem: "latn"))
    #expect(latin.string("production.workingDays", 5) == "5 روز کاری")
    #expect(try Localizer(locale: "he-IL-u-nu-hebr").string("production.workingDays", 15) == "ט״ו ימי עבודה")
  }

  @Test func isolatesArgumentsThatRunTheOtherWay() throws {
    let he = try Localizer(locale: "he_IL")
    #expect(he.direction == .rightToLeft)
    #expect(he.string("production.transferredFrom", "May 1") == "הועבר מ־\u{2066}May 1\u{2069}")
    // Same direction, or no strong character: nothing to isolate.
    #expect(he.string("production.transferredFrom", "1 במאי") == "הועבר מ־1 במאי")
    #expect(
      try Localizer(locale: "en").string("production.transferredFrom", "1 במאי")
        == "transferred from \u{2067}1 במאי\u{2069}")
    var plain = he
    plain.isolatesArguments = false
    #expect(plain.string("production.transferredFrom", "May 1") == "הועבר מ־May 1")
  }

  @Test func requiredKeysExistInEveryLanguage() throws {
    let required = [
      "dayKind.working", "dayKind.weekend", "dayKind.holiday", "dayKind.transferredDayOff",
      "dayKind.transferredWorkingDay", "dayKind.shortened", "marker.estimated", "production.transferredFrom",
      "production.workingDays", "a11y.today", "a11y.selected", "a11y.rangeStart", "a11y.rangeEnd",
      "a11y.inSelectedRange", "a11y.unavailable", "a11y.disabled", "a11y.weekend", "a11y.holiday",
      "a11y.events",
      "holiday.ru.newYear", "holiday.ru.christmas", "holiday.ru.defenderOfTheFatherlandDay",
      "holiday.ru.womensDay",
      "holiday.ru.springAndLabourDay", "holiday.ru.victoryDay", "holiday.ru.russiaDay", "holiday.ru.unityDay",
      "holiday.il.roshHashanah", "holiday.il.yomKippur", "holiday.il.sukkot", "holiday.il.sheminiAtzeret",
      "holiday.il.pesach", "holiday.il.pesachVII", "holiday.il.shavuot", "holiday.il.yomHaAtzmaut",
      "holiday.ir.nowruz", "holiday.ir.islamicRepublicDay", "holiday.ir.natureDay",
      "holiday.ir.khomeiniDeath",
      "holiday.ir.khordad15", "holiday.ir.revolutionDay", "holiday.ir.oilNationalization", "holiday.ir.tasua",
      "holiday.ir.ashura", "holiday.ir.arbaeen", "holiday.ir.prophetDeathHasanMartyrdom",
      "holiday.ir.rezaMartyrdom", "holiday.ir.prophetBirth", "holiday.ir.fatimahMartyrdom",
      "holiday.ir.aliBirth",
      "holiday.ir.mabath", "holiday.ir.mahdiBirth", "holiday.ir.aliMartyrdom", "holiday.ir.eidAlFitr",
      "holiday.ir.eidAlFitrHoliday", "holiday.ir.eidAlAdha", "holiday.ir.eidAlGhadir",
      "holiday.us.newYearsDay",
      "holiday.us.martinLutherKingDay", "holiday.us.washingtonsBirthday", "holiday.us.memorialDay",
      "holiday.us.juneteenth", "holiday.us.independenceDay", "holiday.us.laborDay", "holiday.us.columbusDay",
      "holiday.us.veteransDay", "holiday.us.thanksgivingDay", "holiday.us.christmasDay",
    ]
    for key in required {
      for language in ["en", "ru", "he", "fa", "ar", "de", "zh-Hans", "ja", "ko"] {
        #expect(StringCatalog.yotei.value(key, language: language) != nil, "\(key) in \(language)")
      }
    }
  }
}

@Suite struct NumbersAndBidiTests {
  /// Numbers 0-999 are written from the system's digits, not by ICU's
  /// formatter: the same text as ICU's in every locale ICU has, with its
  /// own digits and with several others.
  @Test func smallNumbersAreICUsInEveryLocale() throws {
    let numbers = Array(stride(from: 0, through: 999, by: 37)) + [1, 9, 10, 11, 99, 100, 101, 999]
    var compared = 0
    for identifier in CalendarLocale.availableIdentifiers {
      for system in [nil, "latn", "arab", "arabext", "deva", "beng", "thai", "hanidec", "fullwide"]
        as [String?]
      {
        let formatter = try DigitFormatter(checked: identifier, numberingSystem: system)
        guard formatter.digits != nil else { continue }
        for n in numbers {
          let icu = ICUBridge.formatInteger(n, icuLocale: formatter.icuLocale)
          #expect(formatter.format(n) == icu, "\(identifier) \(system ?? "-") \(n)")
          compared += 1
        }
      }
    }
    #expect(compared > 200_000)
  }

  @Test func digitsPerLocaleAndOverride() throws {
    #expect(try DigitFormatter(locale: "fa_IR").format(1403) == "۱۴۰۳")
    #expect(try DigitFormatter(locale: "fa_IR").numberingSystem == "arabext")
    #expect(try DigitFormatter(locale: "ar_EG").format(25) == "٢٥")
    #expect(try DigitFormatter(locale: "en_US").format(25) == "25")
    #expect(try DigitFormatter(locale: "en_US", numberingSystem: "arab").format(25) == "٢٥")
    #expect(
      try DigitFormatter(locale: "ru", numberingSystem: "latn").format(1234.5, fractionDigits: 1...1)
        == "1\u{A0}234,5")
    #expect(try DigitFormatter(locale: "fa_IR").replacingDigits(in: "2024-03") == "۲۰۲۴-۰۳")
    #expect(throws: LocaleError(identifier: "en", reason: "unknown numbering system 'klingon'")) {
      try DigitFormatter(locale: "en", numberingSystem: "klingon")
    }
    #expect(throws: LocaleError.self) { try CalendarLocale("en-u-nu-klingon") }
  }

  @Test func hebrewLetterNumerals() throws {
    let hebrew = try DigitFormatter(locale: "he_IL", numberingSystem: DigitFormatter.hebrew)
    #expect(hebrew.digits == nil)
    // 15 and 16 are written ט״ו and ט״ז, never יה and יו.
    #expect(hebrew.format(15) == "ט״ו")
    #expect(hebrew.format(16) == "ט״ז")
    #expect(hebrew.format(1) == "א׳")
    #expect(hebrew.format(30) == "ל׳")
    #expect(try DigitFormatter(locale: "he_IL@numbers=hebr").format(15) == "ט״ו")
  }

  @Test func directionOfLocalesAndText() throws {
    #expect(try TextDirection(locale: "he_IL") == .rightToLeft)
    #expect(try TextDirection(locale: "fa") == .rightToLeft)
    #expect(try TextDirection(locale: "ar-XB") == .rightToLeft)
    #expect(try TextDirection(locale: "en-XA") == .leftToRight)
    #expect(try TextDirection(locale: "de_DE") == .leftToRight)
    #expect(TextDirection.firstStrong(in: "12 נורוז") == .rightToLeft)
    #expect(TextDirection.firstStrong(in: "۱۲ - 3") == nil)
    #expect(TextDirection.firstStrong(in: "(Labor Day) עבודה") == .leftToRight)
    #expect(TextDirection.firstStrong(in: "\u{2067}עברית\u{2069} text") == .leftToRight)
  }

  @Test func isolatesForMixedDirectionLabels() throws {
    #expect(Bidi.isolate("abc") == "\u{2068}abc\u{2069}")
    #expect(Bidi.isolate("abc", direction: .leftToRight) == "\u{2066}abc\u{2069}")
    #expect(Bidi.isolate("אבג", direction: .rightToLeft) == "\u{2067}אבג\u{2069}")
    let label = Bidi.join(["יום העבודה", "Labor Day", "12"], separator: ", ", in: .rightToLeft)
    #expect(label == "יום העבודה, \u{2066}Labor Day\u{2069}, 12")
    #expect(Bidi.removingControls(label) == "יום העבודה, Labor Day, 12")
  }
}

@Suite struct LabelTests {
  @Test func listUsesTheLanguageSeparatorAndIsolates() throws {
    #expect(try Localizer(locale: "ru").list(["среда", "выбрано"]) == "среда, выбрано")
    #expect(
      try Localizer(locale: "fa_IR").list(["چهارشنبه", "Nowruz"]) == "چهارشنبه، \u{2066}Nowruz\u{2069}")
    #expect(try Localizer(locale: "ar").list(["اليوم", "محدد"]) == "اليوم، محدد")
  }
}
