import Testing

@testable import Yotei

/// Issue #11 part 2 checked from outside: the text of Japanese, Buddhist and
/// ROC dates before the Gregorian reform, before Taika and before year 1, in
/// every date style and the skeletons the library offers, in en, ja, zh-TW
/// and th. Days come from Dershowitz and Reingold's Gregorian arithmetic
/// (GregorianReference), which shares no code with Yotei.
@Suite struct ProlepticTextTests {
  static let days: [(Int, Int, Int)] = [
    (1582, 10, 4), (1582, 10, 15), (1582, 10, 5), (1000, 3, 1), (645, 6, 18), (645, 6, 19), (600, 3, 1),
    (1, 1, 1), (0, 12, 31), (-100, 5, 5), (-543, 12, 31), (-542, 1, 1), (-4712, 1, 1), (-4713, 11, 24),
    (1911, 12, 31), (1912, 1, 1),
  ]
  static let skeletons = ["yMMMMd", "yMMMd", "yMd", "yMMMM", "yMMM", "yM", "y", "GyMMMd", "MMMMd", "Md", "d"]

  /// The numbers written in `text` (ASCII digit runs).
  static func numbers(_ text: String) -> [Int] {
    text.split(whereSeparator: { !("0"..."9").contains($0) }).compactMap { Int($0) }
  }

  /// Whether the first era name in `text` comes before the year number
  /// (`nil` when either is missing).
  static func eraComesFirst(_ text: String, eraNames: [String], year: Int) -> Bool? {
    guard let era = eraNames.filter({ !$0.isEmpty }).compactMap({ text.range(of: $0) }).first else {
      return nil
    }
    // The year as a whole run of digits, not inside another number.
    var index = text.startIndex
    while let r = text.range(of: String(year), range: index..<text.endIndex) {
      let before = r.lowerBound == text.startIndex ? nil : text[text.index(before: r.lowerBound)]
      let after = r.upperBound == text.endIndex ? nil : text[r.upperBound]
      if !(before?.isASCII == true && before!.isNumber) && !(after?.isASCII == true && after!.isNumber) {
        return era.lowerBound < r.lowerBound
      }
      index = r.upperBound
    }
    return nil
  }

  @Test(arguments: ["en", "ja", "zh-TW", "th"])
  func noNegativeYearNoBCEYearWithoutEraAndGregorianMonthAndDay(_ id: String) throws {
    let locale = try CalendarLocale(id)
    var wrong: [String] = []
    var checked = 0
    for calendar in [CalendarSystem.japanese, .buddhist, .roc, .gregorian] {
      let symbols = CalendarSymbols(locale: locale, calendar: calendar, numberingSystem: .latin)
      for (y, m, d) in Self.days {
        let day = Day(julianDayNumber: GregorianReference.fixed(y, m, d) + GregorianReference.rdToJDN)
        let date = try calendar.date(of: day)
        let eraNames = [SymbolWidth.wide, .abbreviated, .narrow].map { symbols.eraName(of: date, $0) }
        // Numbers that may appear: the day, the month, the year (of its era,
        // also in two digits) and the numbers inside the era's name ("(1573–1592)").
        var allowed: Set<Int> = [d, m, date.yearOfEra, date.yearOfEra % 100, date.year, y, 1 - y]
        for name in eraNames { allowed.formUnion(Self.numbers(name)) }
        // Before year 1 of the calendar's own count: the year counts back and needs its era.
        let countsBack =
          date.era < 0 || (calendar == .roc && date.era == 0) || (calendar == .gregorian && y <= 0)
        // Whether the locale writes the era before the year ("紀元前101年",
        // "ก่อน ค.ศ. 101") or after it ("101 BC").
        let eraYear = try symbols.format(day, skeleton: "Gy")
        let eraFirst = Self.eraComesFirst(eraYear, eraNames: eraNames, year: date.yearOfEra)
        var texts = try DateStyle.allCases.map { ("\($0)", try symbols.format(day, style: $0)) }
        texts += try Self.skeletons.map { ($0, try symbols.format(day, skeleton: $0)) }
        for (how, text) in texts {
          checked += 1
          let at = "\(id) \(calendar) \(y)-\(m)-\(d) \(how): \(text)"
          let scalars = Array(text.unicodeScalars)
          for (i, s) in scalars.enumerated() where (s == "-" || s == "\u{2212}") && i + 1 < scalars.count {
            if ("0"..."9").contains(Character(scalars[i + 1])) { wrong.append("negative: \(at)") }
          }
          let written = Self.numbers(text)
          if let stray = written.first(where: { !allowed.contains($0) }) { wrong.append("\(stray)?: \(at)") }
          let hasDay = how != "yMMMM" && how != "yMMM" && how != "yM" && how != "y"
          if hasDay && !written.contains(d) { wrong.append("no day \(d): \(at)") }
          let hasYear = how != "MMMMd" && how != "Md" && how != "d"
          if countsBack && hasYear && !eraNames.contains(where: { !$0.isEmpty && text.contains($0) }) {
            wrong.append("no era: \(at)")
          }
          // Where Yotei adds the era (the styles; skeletons get it from ICU's
          // pattern generator), not the short style (two-digit years are
          // CLDR's, "5/5/01 BC"), and where the year is not also the day or month.
          if countsBack && ["full", "long", "medium"].contains(how) && ![d, m].contains(date.yearOfEra),
            Self.eraComesFirst(text, eraNames: eraNames, year: date.yearOfEra) != eraFirst
          {
            wrong.append("era on the other side of the year than in \(eraYear): \(at)")
          }
        }
        if m == 10 && d == 15 && y == 1582 {
          // The day before the reform in ICU's default Julian cutover.
          let before = try calendar.date(of: day - 1)
          if before.day != 14 || before.monthCode.number != 10 { wrong.append("\(calendar) 1582-10-14") }
        }
      }
    }
    #expect(checked == 4 * Self.days.count * (4 + Self.skeletons.count))
    #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(12))")
  }
}
