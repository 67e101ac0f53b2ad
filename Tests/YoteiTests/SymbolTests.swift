import Testing

@testable import Yotei

/// Expected names are CLDR 42 data (the version in Debian 12's ICU 72),
/// checked by hand against the CLDR charts.
@Suite struct SymbolTests {
  func symbols(_ locale: String, _ calendar: CalendarSystem? = nil) throws -> CalendarSymbols {
    CalendarSymbols(locale: try CalendarLocale(locale), calendar: calendar)
  }

  @Test func weekdayNamesInWidthsAndWeekOrder() throws {
    let us = try symbols("en-US")
    let rule = try CalendarLocale("en-US").weekRule
    #expect(us.weekdayNames(.wide, orderedBy: rule).first == "Sunday")
    #expect(us.weekdayNames(.abbreviated)[.wednesday] == "Wed")
    #expect(us.weekdayNames(.short)[.wednesday] == "We")
    #expect(us.weekdayNames(.narrow)[.wednesday] == "W")
    let ru = try symbols("ru-RU")
    #expect(ru.weekdayNames(.wide, orderedBy: try CalendarLocale("ru-RU").weekRule).first == "понедельник")
    #expect(ru.weekdayNames(.abbreviated, context: .standalone)[.friday] == "пт")
    let de = try symbols("de-DE")
    #expect(de.weekdayNames(.wide)[.thursday] == "Donnerstag")
    let fa = try symbols("fa-IR")
    #expect(fa.weekdayNames(.wide, orderedBy: try CalendarLocale("fa-IR").weekRule).first == "شنبه")
    let hi = try symbols("hi-IN")
    #expect(hi.weekdayNames(.wide)[.sunday] == "रविवार")
  }

  @Test func monthNamesFormatAndStandalone() throws {
    let ru = try symbols("ru-RU")
    #expect(try ru.monthNames(year: 2024, .wide, context: .standalone)[2] == "март")
    #expect(try ru.monthNames(year: 2024, .wide, context: .format)[2] == "марта")
    #expect(try symbols("de-DE").monthNames(year: 2024)[2] == "März")
    #expect(try symbols("ja-JP").monthNames(year: 2024)[2] == "3月")
    let persian = try symbols("fa-IR").monthNames(year: 1403)
    #expect(persian.first == "فروردین" && persian.last == "اسفند")
  }

  @Test func hebrewAdarIsRightForTheYear() throws {
    let en = try symbols("en-US", .hebrew)
    let common = try en.monthNames(year: 5785)
    #expect(common.count == 12)
    #expect(common.contains("Adar") && !common.contains("Adar I") && !common.contains("Adar II"))
    let leap = try en.monthNames(year: 5784)
    #expect(leap.count == 13 && leap[5] == "Adar I" && leap[6] == "Adar II")
    let he = try symbols("he-IL", .hebrew)
    #expect(try he.monthNames(year: 5785)[5] == "אדר")
    #expect(try he.monthNames(year: 5784)[5] == "אדר א׳")
  }

  @Test func titles() throws {
    // CLDR 42 gives the Persian calendar in fa the pattern "y MMMM": the year
    // comes first in logical order, so a right-to-left line shows it on the right.
    #expect(try symbols("fa-IR").bestPattern("yMMMM") == "y MMMM")
    #expect(try symbols("fa-IR").monthTitle(year: 1403, month: 1) == "۱۴۰۳ فروردین")
    #expect(try symbols("en-US").monthTitle(year: 2024, month: 3) == "March 2024")
    #expect(try symbols("ru-RU").monthTitle(year: 2024, month: 3) == "март 2024\u{202F}г.")
    #expect(try symbols("ja-JP-u-ca-japanese").monthTitle(year: 2024, month: 3) == "令和6年3月")
    #expect(try symbols("ar-SA").monthTitle(year: 1445, month: 9) == "رمضان ١٤٤٥ هـ")
    #expect(try symbols("en-US", .hebrew).monthTitle(year: 5784, month: 7) == "Adar II 5784")
    #expect(try symbols("zh-CN", .chinese).monthNames(year: 2023)[2] == "闰二月")
  }

  @Test func erasAndDigits() throws {
    #expect(try symbols("en-US").eraNames(.wide) == ["Before Christ", "Anno Domini"])
    #expect(try symbols("en-US").eraNames(.abbreviated) == ["BC", "AD"])
    let ja = try symbols("ja-JP-u-ca-japanese")
    #expect(try ja.eraName(of: CalendarSystem.japanese.date(of: Day(iso: 2024, 3, 20)!)) == "令和")
    #expect(try symbols("ar-EG").digits(2024) == "٢٠٢٤")
    let hebrewLetters = CalendarSymbols(
      locale: try CalendarLocale("he-IL"), calendar: .hebrew,
      numberingSystem: try NumberingSystem(name: "hebr"))
    #expect(hebrewLetters.digits(15) == "ט״ו")
    #expect(try hebrewLetters.format(Day(iso: 2024, 4, 23)!, pattern: "d MMMM") == "ט״ו ניסן")
  }

  @Test func formattingInYearsICUGetsWrong() throws {
    // ICU 72 starts Hebrew 5807 on 2046-10-02; it began on Monday 2046-10-01.
    let en = try symbols("en-US", .hebrew)
    #expect(try en.format(Day(iso: 2046, 10, 1)!, skeleton: "yMMMMEEEEd") == "Monday, 1 Tishri 5807")
    #expect(try en.format(Day(iso: 2045, 11, 10)!, pattern: "EEE d MMMM y") == "Fri 1 Kislev 5806")
  }
}

@Suite struct LocaleMatrixTests {
  // (locale, calendar, wide format name of the month containing 2024-03-20,
  //  wide name of Wednesday, first weekday column name (narrow standalone)); CLDR 42.
  @Test(arguments: [
    ("en-US", "gregorian", "March", "Wednesday", "S"),
    ("en-GB", "gregorian", "March", "Wednesday", "M"),
    ("ru-RU", "gregorian", "марта", "среда", "П"),
    ("he-IL", "gregorian", "מרץ", "יום רביעי", "א׳"),
    ("he-IL", "hebrew", "אדר ב׳", "יום רביעי", "א׳"),
    ("fa-IR", "persian", "فروردین", "چهارشنبه", "ش"),
    ("ar-SA", "islamic-umalqura", "رمضان", "الأربعاء", "ح"),
    ("ar-EG", "gregorian", "مارس", "الأربعاء", "س"),
    ("de-DE", "gregorian", "März", "Mittwoch", "M"),
    ("ja-JP", "japanese", "3月", "水曜日", "日"),
    ("zh-CN", "chinese", "二月", "星期三", "一"),
    ("hi-IN", "gregorian", "मार्च", "बुधवार", "र"),
  ])
  func namesForTheDay(locale: String, calendar: String, month: String, weekday: String, firstColumn: String)
    throws
  {
    let loc = try CalendarLocale(locale)
    let cal = try CalendarSystem(identifier: calendar)
    let symbols = CalendarSymbols(locale: loc, calendar: cal)
    let date = try cal.date(of: Day(iso: 2024, 3, 20)!)
    #expect(try symbols.monthNames(year: date.year)[date.month - 1] == month)
    #expect(symbols.weekdayNames(.wide)[.wednesday] == weekday)
    #expect(symbols.weekdayNames(.narrow, context: .standalone, orderedBy: loc.weekRule).first == firstColumn)
    let grid = try MonthGrid(calendar: cal, year: date.year, month: date.month, weekRule: loc.weekRule)
    #expect(grid.cells.contains { $0.day == date.dayNumber && $0.isInMonth && $0.dayOfMonth == date.day })
  }
}

/// `bestPattern` reads year-and-month skeletons straight from CLDR's
/// `availableFormats` instead of opening ICU's pattern generator, and opens
/// the generator with Latin digits for the rest; the generator opened for the
/// symbols' own locale and digits is the reference it must agree with.
@Suite struct ListedPatternTests {
  @Test func patternsAgreeWithICUsGenerator() throws {
    // Every 60th locale ICU has data for (about 15), plus the REPL's own, whose
    // calendars use Hebrew letters, Eastern Arabic and Persian digits. (Each
    // reference opens a pattern generator, milliseconds each: keep it small.)
    let all = CalendarLocale.availableIdentifiers
    let sample =
      stride(from: 0, to: all.count, by: 60).map { all[$0] } + ["fa_IR", "he_IL", "ar_EG", "ru_RU"]
    var compared = 0
    for identifier in sample {
      let locale = try CalendarLocale(identifier)
      for calendar in [CalendarSystem.gregorian, .persian, .hebrew, .japanese, .chinese] {
        let symbols = CalendarSymbols(locale: locale, calendar: calendar)
        // "y" is answered by the generator itself (its canonical item can differ
        // from CLDR's listed "y", "G y" in Japanese); it is compared all the same.
        for skeleton in ["yMMMM", "yMMM", "MMMM", "y", "yMMMMEEEEd"] {
          let expected = try #require(symbols.generatorPattern(skeleton))
          #expect(symbols.bestPattern(skeleton) == expected, "\(identifier) \(calendar) \(skeleton)")
          compared += 1
        }
      }
    }
    #expect(compared > 400)
  }

  /// The shortcuts that skip the generator (a locale's own "yyyy" entry for a
  /// year and month, a date style for a whole date) over more locales and
  /// every kind of calendar.
  @Test func shortcutsAgreeWithICUsGeneratorOverManyLocales() throws {
    let all = CalendarLocale.availableIdentifiers
    let sample = stride(from: 7, to: all.count, by: 25).map { all[$0] }
    var compared = 0
    for identifier in sample {
      let locale = try CalendarLocale(identifier)
      for calendar in [
        CalendarSystem.gregorian, .buddhist, .hebrew, .persian, .islamicUmalqura, .coptic, .indian, .dangi,
      ] {
        let symbols = CalendarSymbols(locale: locale, calendar: calendar)
        for skeleton in ["yMMMM", "yMMMMEEEEd", "yMMMd"] {
          let expected = try #require(symbols.generatorPattern(skeleton))
          #expect(symbols.bestPattern(skeleton) == expected, "\(identifier) \(calendar) \(skeleton)")
          compared += 1
        }
      }
    }
    #expect(compared > 700)
  }
}
