import Testing

@testable import Yotei

/// Issue #11 part 2 for the calendars other than Japanese, Buddhist and ROC:
/// text never writes a year of an era below 1, a year 0 or ICU's placeholder
/// era "ERA0" before a calendar's epoch; such days are refused with
/// ``CalendarError/Kind/noEraForYear``, and days from the epoch on are
/// written as ICU writes them.
@Suite struct EraTextTests {
  static let locales = ["en", "ja", "fa", "ar", "he", "zh"]
  static let skeletons = ["yMMMMEEEEd", "yMMMd", "yMd", "yMMMM", "y", "GyMMMd", "MMMMd"]

  /// The first day of each calendar's count, from published epochs as
  /// proleptic Gregorian dates (Reingold and Dershowitz, *Calendrical
  /// Calculations*: Islamic civil
  /// 1 Muharram 1 = Julian 622-07-16 and astronomical Julian 622-07-15,
  /// Coptic 1 Thout 1 = Julian 284-08-29, Ethiopic 1 Maskaram 1 = Julian
  /// 8-08-29, Hebrew 1 Tishrei 1 = Julian 3761 BCE October 7; the Indian
  /// national calendar's 1 Chaitra 1 Saka is 22 March 79). Persian is left
  /// out: ICU's 33-year rule, which Yotei follows, starts year 1 on Julian
  /// 622-03-18, a day before Reingold's arithmetic calendar (Julian
  /// 622-03-19); the first test covers its days before year 1.
  static let epochs: [(CalendarSystem, (Int, Int, Int))] = [
    (.islamicCivil, (622, 7, 19)), (.islamicTbla, (622, 7, 18)),
    (.coptic, (284, 8, 29)), (.ethiopic, (8, 8, 27)), (.hebrew, (-3760, 9, 7)), (.indian, (79, 3, 22)),
  ]

  /// Days spread over the whole supported range, with each epoch and the day before it.
  static var days: [Day] {
    var days = stride(from: Day.minimum.julianDayNumber, through: Day.maximum.julianDayNumber, by: 199_999)
      .map { Day(julianDayNumber: $0) }
    for (_, (y, m, d)) in epochs {
      let epoch = Day(iso: y, m, d)!
      days += [epoch - 1, epoch]
    }
    days += [Day(iso: 0, 12, 31)!, Day(iso: 1, 3, 1)!, Day(iso: -2000, 6, 1)!]
    return days
  }

  /// What is wrong with `text` as the text of `date`: its year after a
  /// minus sign ("-1322 AP", "AP‎-۱۳۲۲"), a lone zero year ("0(geng-shen)")
  /// or a root placeholder era ("ERA0385年").
  static func problem(_ text: String, _ date: CalendarDate) -> String? {
    if text.contains(/ERA[0-9]/) { return "placeholder era" }
    // Chinese and Dangi write the related Gregorian year in digits, their
    // cyclic year (yearOfEra) by name.
    let cyclic = date.calendar == .chinese || date.calendar == .dangi
    let years = cyclic ? [abs(date.year)] : [abs(date.year), abs(date.yearOfEra)]
    func isDigit(_ c: Character) -> Bool { c.unicodeScalars.first!.properties.numericType == .decimal }
    let chars = Array(text) + [" "]
    var run: [Int] = []
    var start = 0
    for (i, c) in chars.enumerated() {
      // Decimal digits in any script; Han numerals are not years here.
      if isDigit(c), let v = c.wholeNumberValue {
        if run.isEmpty { start = i }
        run.append(v)
        continue
      }
      defer { run = [] }
      guard !run.isEmpty else { continue }
      if run == [0] { return "year 0" }
      let value = run.reduce(0) { $0 * 10 + $1 }
      // Skip bidi marks between a sign and the digits.
      var j = start - 1
      while j >= 0, ["\u{200E}", "\u{200F}", "\u{061C}"].contains(chars[j]) { j -= 1 }
      guard j >= 0, chars[j] == "-" || chars[j] == "\u{2212}", years.contains(value) else { continue }
      // A hyphen after a number separates fields ("٢٤-١١-٤٧١٤ ق.م").
      var k = j - 1
      while k >= 0, ["\u{200E}", "\u{200F}", "\u{061C}"].contains(chars[k]) { k -= 1 }
      // So does one before a number ("辛酉-1-20": the month).
      if k >= 0, isDigit(chars[k]) || c == "-" { continue }
      return "negative year"
    }
    return nil
  }

  @Test(arguments: locales)
  func noNegativeZeroOrPlaceholderYearInAnyCalendar(_ id: String) throws {
    let locale = try CalendarLocale(id)
    var wrong: [String] = []
    var refused = 0
    var written = 0
    for calendar in CalendarSystem.allCases {
      let symbols = CalendarSymbols(locale: locale, calendar: calendar)
      for day in Self.days {
        let date = try calendar.date(of: day)
        var texts: [(String, Result<String, CalendarError>)] = DateStyle.allCases.map { style in
          ("\(style)", Result { () throws(CalendarError) in try symbols.format(day, style: style) })
        }
        texts += Self.skeletons.map { skeleton in
          (skeleton, Result { () throws(CalendarError) in try symbols.format(day, skeleton: skeleton) })
        }
        for (how, result) in texts {
          let at = "\(id) \(calendar) \(day) (\(date.ordinalString) era \(date.era)) \(how)"
          switch result {
          case .success(let text):
            written += 1
            // ICU writes its placeholder for the only era of Amete Alem in
            // these locales from its epoch (5493 BCE, before Yotei's first
            // day) on: Yotei writes those dates without the era.
            if let problem = Self.problem(text, date) {
              wrong.append("\(problem): \(at): \(text)")
            }
          case .failure(let error):
            refused += 1
            if error.kind != .noEraForYear { wrong.append("\(error.kind): \(at)") }
            // The error names the calendar, the date and a reason.
            if !error.message.contains(calendar.identifier) || !error.message.contains(day.isoString)
              || !error.message.contains(": ")
            {
              wrong.append("message: \(at): \(error.message)")
            }
            if how == "MMMMd" { wrong.append("refused without a year: \(at)") }
          }
        }
        // Month names have no year and stay available.
        if (try symbols.monthNames(year: date.year)).contains(where: \.isEmpty) {
          wrong.append("empty month name: \(id) \(calendar) \(date.year)")
        }
      }
    }
    #expect(refused > 0 && written > 0)
    #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(12))")
  }

  /// The day before each epoch is refused (or, for Coptic and Ethiopic, named
  /// in an era the locale has), and the epoch itself is year 1, month 1,
  /// day 1 and written as ICU writes it.
  @Test(arguments: locales)
  func epochsAreTheFirstDayWithText(_ id: String) throws {
    let locale = try CalendarLocale(id)
    var wrong: [String] = []
    for (calendar, (y, m, d)) in Self.epochs {
      let epoch = Day(iso: y, m, d)!
      let first = try calendar.date(of: epoch)
      let before = try calendar.date(of: epoch - 1)
      if first.yearOfEra != 1 || first.month != 1 || first.day != 1 || before.year != 0 {
        wrong.append("\(calendar) epoch \(epoch): \(first.ordinalString)")
      }
      let symbols = CalendarSymbols(locale: locale, calendar: calendar, numberingSystem: .latin)
      let countsBackInEra = calendar == .coptic || calendar == .ethiopic
      for skeleton in Self.skeletons {
        do {
          let text = try symbols.format(epoch - 1, skeleton: skeleton)
          if skeleton != "MMMMd" && !countsBackInEra {
            wrong.append("\(id) \(calendar) \(skeleton): \(text)")
          }
          let eras = [SymbolWidth.wide, .abbreviated, .narrow].map { symbols.eraName(of: before, $0) }
          if countsBackInEra, skeleton.contains("y"),
            !eras.contains(where: { !$0.isEmpty && text.contains($0) })
          {
            wrong.append("no era: \(id) \(calendar) \(skeleton): \(text)")
          }
        } catch {
          if error.kind != .noEraForYear || skeleton == "MMMMd" {
            wrong.append("\(error.kind): \(id) \(calendar) \(skeleton)")
          }
        }
        // From the epoch on: ICU's own text of the locale's pattern.
        // Yotei writes no placeholder era ("ERA1"): ICU's text of the pattern
        // without its era where the locale has no name for it.
        let best = symbols.bestPattern(skeleton)
        let pattern = symbols.withoutPlaceholderEra(best, era: first.era) ?? best
        let icu = FormatterCache.shared.format(epoch, source: .pattern(pattern), locale: symbols.icuLocale)
        let text = try symbols.format(epoch, skeleton: skeleton)
        if text != icu {
          wrong.append("\(id) \(calendar) \(epoch) \(skeleton): \(text) != ICU \(icu ?? "nil")")
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(12))")
  }
}
