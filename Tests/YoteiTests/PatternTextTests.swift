import Testing

@testable import Yotei

/// Yotei's own date text (`PatternText`) against ICU's formatter, in every
/// locale ICU lists, for every calendar it writes, with the patterns Yotei
/// formats with (the baked skeletons' answers), on days across the supported
/// range: the same text, or no answer (ICU then writes it).
@Suite struct PatternTextTests {
  static let skeletons = [
    "yMMMM", "yMMMMEEEEd", "yMMMd", "yMMMdEEE", "MMMMd", "Gy", "GyMMMM", "GyMMMMEEEEd", "GyMMMd", "GyMMMdEEE",
  ]
  /// Every letter and width PatternText writes, in one pattern.
  static let everyLetter =
    "G GGGG GGGGG|y yy yyy yyyy|M MM MMM MMMM|L LL LLL LLLL|d dd|E EEEE EEEEE EEEEEE|ccc cccc ccccc cccccc"
    + "|'q''s' ''"

  /// Days from the first supported one to the last, with each era's first
  /// years (1 BCE-1 CE, before and after the R.O.C., the Hijra, Diocletian).
  static let days: [Day] =
    [
      Day.minimum, Day(iso: -500, 3, 1)!, Day(iso: 0, 12, 31)!, Day(iso: 1, 1, 1)!, Day(iso: 284, 8, 29)!,
      Day(iso: 622, 7, 19)!, Day(iso: 1582, 10, 4)!, Day(iso: 1911, 12, 31)!, Day(iso: 1912, 1, 1)!,
      Day(iso: 2024, 2, 29)!, Day(iso: 2026, 12, 1)!, Day(iso: 7000, 6, 15)!, Day.maximum,
    ]

  @Test(arguments: CalendarSystem.allCases.filter(PatternText.writes))
  func writesWhatICUWrites(_ calendar: CalendarSystem) throws {
    var differences: [String] = []
    var written = 0
    for identifier in CalendarLocale.availableIdentifiers {
      let symbols = CalendarSymbols(locale: try CalendarLocale(identifier), calendar: calendar)
      let patterns = Set(Self.skeletons.map { symbols.bestPattern($0) } + [Self.everyLetter])
      for pattern in patterns {
        let source = symbols.patternSource(pattern)
        for day in Self.days {
          guard let own = symbols.patternText(day, source: source) else { continue }
          written += 1
          let icu = symbols.formatWithICU(day, source: source, pattern: pattern)
          if own != icu {
            differences.append("\(identifier) \(pattern) \(day.isoString): \(own) | ICU \(icu)")
          }
        }
      }
    }
    #expect(differences.isEmpty, "\(differences.count) of \(written): \(differences.prefix(8))")
    // It answers in most locales: fewer would be a silent fallback to ICU.
    #expect(written > CalendarLocale.availableIdentifiers.count * Self.days.count)
  }

  @Test func leavesToICUWhatItCannotWrite() throws {
    let english = CalendarSymbols(locale: .english, calendar: .persian)
    let day = Day(iso: 2026, 12, 1)!
    #expect(english.patternText(day, source: .pattern("EEEE, MMMM d, y G")) == "Tuesday, Azar 10, 1405 AP")
    // Hours, week numbers, the weekday as a number, a cyclic year, narrow
    // month names: ICU's.
    for pattern in ["h:mm", "w", "e", "c", "U", "QQQ", "MMMMM", "'unclosed"] {
      #expect(english.patternText(day, source: .pattern(pattern)) == nil, "\(pattern)")
    }
    // Calendars it does not write, and Hebrew letters.
    for calendar in [CalendarSystem.hebrew, .japanese, .chinese, .dangi] {
      let symbols = CalendarSymbols(locale: .english, calendar: calendar)
      #expect(symbols.patternText(day, source: .pattern("d MMMM y")) == nil)
    }
    let hebrewLetters = CalendarSymbols(
      locale: .english, calendar: .gregorian, numberingSystem: try NumberingSystem(name: "hebr"))
    #expect(hebrewLetters.patternText(day, source: .pattern("d MMMM y")) == nil)
    // Digits of the locale, and quoted text with an apostrophe.
    let persian = CalendarSymbols(locale: try CalendarLocale("fa-IR"), calendar: .persian)
    #expect(persian.patternText(day, source: .pattern("d MMMM y")) == "۱۰ آذر ۱۴۰۵")
    #expect(english.patternText(day, source: .pattern("'day' d 'o''clock' ''")) == "day 10 o'clock '")
  }
}
