import Testing

@testable import Yotei

/// Yotei's own date text (`PatternText`) against ICU's formatter, in every
/// locale ICU lists, in every calendar, with the patterns Yotei formats with
/// (the baked skeletons' answers and the four date styles), on days across
/// the supported range: the same text, or no answer (ICU then writes it).
///
/// ICU's side is `formatWithICU`: ICU's text made to name Yotei's date where
/// ICU 72 reads the day otherwise (Chinese and Dangi months, Hebrew 5806),
/// so the fields are Yotei's and only the way ICU writes them is compared.
@Suite struct PatternTextTests {
  static let skeletons = [
    "yMMMM", "yMMMMEEEEd", "yMMMd", "yMMMdEEE", "MMMMd", "Gy", "GyMMMM", "GyMMMMEEEEd", "GyMMMd", "GyMMMdEEE",
  ]
  /// Every letter and width PatternText writes, in one pattern.
  static let everyLetter =
    "G GGGG GGGGG|y yy yyy yyyy|M MM MMM MMMM|L LL LLL LLLL|d dd|E EEEE EEEEE EEEEEE|ccc cccc ccccc cccccc"
    + "|'q''s' ''"
  /// The Chinese letters: cyclic year, related year, the ignored leap letter.
  static let chineseLetters = "U UUUU r rrrr l|y M MMM MMMM L LLLL d|G GGGG 年"

  /// Days from the first supported one to the last, with each era's first
  /// years (1 BCE-1 CE, before and after the R.O.C., the Hijra, Diocletian,
  /// Meiji, Heisei, Reiwa), Hebrew leap and common years (Adar I, Adar II,
  /// Adar) and the years ICU 72 misreads (5806), and Chinese leap months
  /// (M04L 2020, M02L 2023, M06L 2025).
  static let days: [Day] =
    [
      Day.minimum, Day(iso: -500, 3, 1)!, Day(iso: 0, 12, 31)!, Day(iso: 1, 1, 1)!, Day(iso: 284, 8, 29)!,
      Day(iso: 622, 7, 19)!, Day(iso: 1582, 10, 4)!, Day(iso: 1868, 10, 23)!, Day(iso: 1911, 12, 31)!,
      Day(iso: 1912, 1, 1)!, Day(iso: 1989, 1, 8)!, Day(iso: 2019, 5, 1)!, Day(iso: 2020, 6, 1)!,
      Day(iso: 2023, 3, 22)!, Day(iso: 2024, 2, 29)!, Day(iso: 2024, 3, 21)!, Day(iso: 2025, 3, 1)!,
      Day(iso: 2025, 8, 10)!, Day(iso: 2026, 12, 1)!, Day(iso: 2045, 9, 20)!, Day(iso: 2046, 3, 1)!,
      Day(iso: 7000, 6, 15)!, Day.maximum,
    ]

  /// Every formatter source Yotei opens for `symbols`: the skeletons'
  /// patterns and the test patterns as they are written, and the four
  /// date styles.
  static func sources(_ symbols: CalendarSymbols) -> [(FormatterCache.DateSource, String)] {
    var patterns = Set(skeletons.map { symbols.bestPattern($0) } + [everyLetter])
    if symbols.calendar == .chinese || symbols.calendar == .dangi { patterns.insert(chineseLetters) }
    var sources = patterns.sorted().map { (symbols.patternSource($0), $0) }
    for style in DateStyle.allCases {
      sources.append((.style(style.icuStyle), symbols.datePattern(style)))
    }
    let long = symbols.datePattern(.long)
    sources.append((.patternWithStyleNumbers(long), long))
    return sources
  }

  /// The differences between PatternText and ICU in `identifiers`, and how
  /// many texts PatternText wrote.
  static func compare(_ calendar: CalendarSystem, locales identifiers: [String], days: [Day]) throws
    -> (differences: [String], written: Int)
  {
    var differences: [String] = []
    var written = 0
    for identifier in identifiers {
      let symbols = CalendarSymbols(locale: try CalendarLocale(identifier), calendar: calendar)
      for (source, pattern) in sources(symbols) {
        for day in days {
          guard let own = symbols.patternText(day, source: source) else { continue }
          written += 1
          let icu = symbols.formatWithICU(day, source: source)
          if own != icu {
            differences.append("\(identifier) \(source.key) \(day.isoString): \(own) | ICU \(icu)")
          }
        }
      }
    }
    return (differences, written)
  }

  @Test(arguments: CalendarSystem.allCases)
  func writesWhatICUWrites(_ calendar: CalendarSystem) throws {
    // ICU opens a formatter per Chinese day it is asked about (milliseconds):
    // every locale on a few days, the days above in the nine languages below.
    let chinese = calendar == .chinese || calendar == .dangi
    let days = chinese ? [Day(iso: 2023, 3, 22)!, Day(iso: 2026, 12, 1)!, Day(iso: 1912, 1, 1)!] : Self.days
    let (differences, written) = try Self.compare(
      calendar, locales: CalendarLocale.availableIdentifiers, days: days)
    #expect(differences.isEmpty, "\(differences.count) of \(written): \(differences.prefix(8))")
    // It answers in most locales: fewer would be a silent fallback to ICU.
    #expect(written > CalendarLocale.availableIdentifiers.count * days.count)
  }

  /// The languages the REPL ships, and locales that write dates otherwise
  /// (regions, scripts, digits), on 190 days of 1899-2101 (every day of the
  /// month and every month come round) and the days above.
  static let catalogLocales = [
    "en", "ru", "he", "fa", "ar", "de", "zh-Hans", "ja", "ko", "en-GB", "he-IL", "fa-IR", "ar-EG", "ar-SA",
    "zh-Hant-TW", "zh-Hans-HK", "yue", "ja-JP", "ko-KR", "vi", "th", "hi", "ja-JP-u-nu-hanidec",
    "he-IL-u-nu-latn", "zh-u-nu-hanidec", "ar-u-nu-latn",
  ]

  @Test(arguments: CalendarSystem.allCases)
  func writesWhatICUWritesInTheCatalogLanguages(_ calendar: CalendarSystem) throws {
    var days = Self.days
    var day = Day(iso: 1899, 1, 1)!
    // 389 days apart: every day of the month and every month over the years.
    while day <= Day(iso: 2101, 12, 31)! {
      days.append(day)
      day += 389
    }
    let (differences, written) = try Self.compare(calendar, locales: Self.catalogLocales, days: days)
    #expect(differences.isEmpty, "\(differences.count) of \(written): \(differences.prefix(8))")
    #expect(written > Self.catalogLocales.count * days.count)
  }

  @Test func writesTheREPLDayLinesWithoutICU() throws {
    // The four calendars ICU formatted until now, as `yotei-repl -c day` writes them.
    let day = Day(iso: 2026, 12, 2)!
    let expected: [(String, CalendarSystem, String)] = [
      ("en", .hebrew, "Wednesday, 22 Kislev 5787"),
      ("he", .hebrew, "יום רביעי, כ״ב בכסלו תשפ״ז"),
      ("en", .japanese, "Wednesday, December 2, 8 Reiwa"),
      ("en", .chinese, "Wednesday, Tenth Month 24, 2026(bing-wu)"),
      ("ja", .chinese, "丙午年十月二四日水曜日"),
      ("ko", .dangi, "2026년(병오년) 10월 24일 수요일"),
    ]
    for (identifier, calendar, text) in expected {
      let symbols = CalendarSymbols(locale: try CalendarLocale(identifier), calendar: calendar)
      let pattern = symbols.bestPattern("yMMMMEEEEd")
      #expect(symbols.patternText(day, source: symbols.patternSource(pattern)) == text, "\(identifier)")
    }
    // Chinese in Chinese: the full style, its days in Chinese numerals.
    let zh = CalendarSymbols(locale: try CalendarLocale("zh-Hans"), calendar: .chinese)
    #expect(zh.patternText(day, source: .style(DateStyle.full.icuStyle)) == "2026丙午年十月廿四星期三")
    // A leap month, and the first year of an era in Japanese.
    let english = CalendarSymbols(locale: .english, calendar: .chinese)
    #expect(english.patternText(Day(iso: 2023, 3, 22)!, source: .pattern("MMMM d")) == "Second Monthbis 1")
    let japanese = CalendarSymbols(locale: try CalendarLocale("ja"), calendar: .japanese)
    #expect(japanese.patternText(Day(iso: 2019, 5, 1)!, source: .pattern("Gy年M月d日")) == "令和元年5月1日")
    #expect(japanese.patternText(Day(iso: 2019, 5, 1)!, source: .pattern("Gy/M/d")) == "令和1/5/1")
  }

  @Test func leavesToICUWhatItCannotWrite() throws {
    let english = CalendarSymbols(locale: .english, calendar: .persian)
    let day = Day(iso: 2026, 12, 1)!
    #expect(english.patternText(day, source: .pattern("EEEE, MMMM d, y G")) == "Tuesday, Azar 10, 1405 AP")
    // Hours, week numbers, the weekday as a number, a cyclic year outside
    // the Chinese calendars, narrow month names: ICU's.
    for pattern in ["h:mm", "w", "e", "c", "U", "r", "l", "QQQ", "MMMMM", "'unclosed"] {
      #expect(english.patternText(day, source: .pattern(pattern)) == nil, "\(pattern)")
    }
    // Hebrew letters where ICU pads (dd, yy).
    let hebrewLetters = CalendarSymbols(
      locale: .english, calendar: .gregorian, numberingSystem: try NumberingSystem(name: "hebr"))
    let letters = hebrewLetters.patternText(day, source: .pattern("d MMMM y"))
    #expect(letters != nil)
    #expect(letters == hebrewLetters.formatWithICU(day, source: .pattern("d MMMM y")))
    for pattern in ["dd MMMM", "yy"] {
      #expect(hebrewLetters.patternText(day, source: .pattern(pattern)) == nil, "\(pattern)")
    }
    // Digits of the locale, and quoted text with an apostrophe.
    let persian = CalendarSymbols(locale: try CalendarLocale("fa-IR"), calendar: .persian)
    #expect(persian.patternText(day, source: .pattern("d MMMM y")) == "۱۰ آذر ۱۴۰۵")
    #expect(english.patternText(day, source: .pattern("'day' d 'o''clock' ''")) == "day 10 o'clock '")
  }

  /// Where ICU 72 reads a Hebrew day otherwise (5806), a pattern Yotei
  /// leaves to ICU (`D`, the day of the year) is written from the
  /// neighbouring day ICU reads as the date, with the day's own weekday in
  /// the weekday's place: in Japanese, Sunday's 日 is also the day's suffix.
  @Test func icuTextOfAMisreadHebrewDayKeepsItsWeekday() throws {
    let japanese = CalendarSymbols(locale: try CalendarLocale("ja"), calendar: .hebrew)
    let weekdays = ["月", "火", "水", "木", "金", "土", "日"]
    var misread = 0
    var day = Day(iso: 2045, 9, 1)!
    while day <= Day(iso: 2046, 10, 31)! {
      defer { day += 1 }
      let date = CalendarSystem.hebrew.uncheckedDate(of: day)
      guard !StandInDays(calendar: .hebrew, date: date).agreesEverywhere else { continue }
      misread += 1
      #expect(japanese.patternText(day, source: .pattern("D日目 d日(E)")) == nil)
      let text = try japanese.format(day, pattern: "D日目 d日(E)")
      #expect(
        text.hasSuffix(" \(date.day)日(\(weekdays[day.isoWeekday.rawValue - 1]))"), "\(day.isoString): \(text)"
      )
    }
    #expect(misread > 100)
  }

  @Test func datePatternsAreTheFormattersPatterns() throws {
    // `datePattern` reads the style's entry from the data; ICU's formatter
    // for the style has the same pattern, in every locale and calendar.
    var differences: [String] = []
    for identifier in CalendarLocale.availableIdentifiers {
      let locale = try CalendarLocale(identifier)
      for calendar in CalendarSystem.allCases {
        let symbols = CalendarSymbols(locale: locale, calendar: calendar)
        for style in DateStyle.allCases {
          let own = symbols.datePattern(style)
          let icu = symbols.formatterDatePattern(style)
          if own != icu { differences.append("\(identifier) \(calendar) \(style): \(own) | ICU \(icu)") }
        }
      }
    }
    #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(8))")
  }

  @Test func chineseDayNumeralsAreICUs() throws {
    let hanidays = try NumberingSystem(name: "hanidays")
    for n in 1...30 {
      let icu = FormatterCache.shared.format(n, locale: "zh@numbers=hanidays")
      #expect(ChineseDayNumerals.format(n) == icu, "\(n)")
      #expect(hanidays.format(n) == ChineseDayNumerals.format(n))
    }
    #expect(ChineseDayNumerals.format(0) == nil)
    #expect(ChineseDayNumerals.format(31) == nil)
  }
}
