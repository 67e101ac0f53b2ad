import Foundation
import Testing
import Yotei

/// `day` names the solar term (节气) that begins on the day in a Chinese
/// (China time) or Dangi (Korea time) session.
///
/// Term days from the Hong Kong Observatory's table of the 24 solar terms
/// for 2026 and 2027 (清明 5 April 2026, 冬至 22 December 2026, 立春 4 February
/// 2027) and the Korea Astronomy and Space Science Institute's 2026 almanac
/// (청명 5 April, 동지 22 December, KST).
@Suite struct SolarTermDayTests {
  @Test(arguments: [
    ("zh-CN", "chinese", "2026-04-05", "节气：清明"),
    ("zh-CN", "chinese", "2026-12-22", "节气：冬至"),
    ("zh-CN", "chinese", "2027-02-04", "节气：立春"),
    ("zh-CN", "chinese", "2026-03-05", "节气：惊蛰"),
    ("ja-JP", "chinese", "2026-04-20", "二十四節気：穀雨"),
    ("ko-KR", "dangi", "2026-04-05", "절기: 청명"),
    ("ko-KR", "dangi", "2026-12-22", "절기: 동지"),
    ("en-US", "chinese", "2026-04-05", "Solar term: Clear and Bright"),
    ("ru-RU", "dangi", "2026-12-22", "Солнечный период: Зимнее солнцестояние"),
  ])
  func dayNamesTheTermInTheSessionLanguage(locale: String, calendar: String, iso: String, line: String) {
    let run = repl(["--locale", locale, "--calendar", calendar, "-c", "day gregorian:" + iso])
    #expect(run.status == 0 && run.err.isEmpty, "\(run.err)")
    #expect(run.out.filter { $0 == line }.count == 1, "\(run.out)")
  }

  /// A day without a term, and a session calendar without terms, have no line.
  @Test func noLineWithoutATermOrOutsideALunisolarSession() {
    let quiet = repl(["--locale", "zh-CN", "--calendar", "chinese", "-c", "day gregorian:2026-04-06"])
    #expect(quiet.status == 0 && !quiet.out.contains { $0.hasPrefix("节气") }, "\(quiet.out)")
    let gregorian = repl(["--locale", "zh-CN", "--calendar", "gregorian", "-c", "day 2026-04-05"])
    #expect(gregorian.status == 0 && !gregorian.out.contains { $0.hasPrefix("节气") }, "\(gregorian.out)")
  }

  /// JSON carries the term as `solarTerm` (null on a day without one; absent
  /// outside Chinese and Dangi sessions).
  @Test func jsonCarriesTheTerm() throws {
    let day = try repl([
      "--json", "--locale", "zh-CN", "--calendar", "chinese", "-c", "day gregorian:2026-12-22",
    ])
    .object()
    let term = try #require(day["solarTerm"] as? [String: Any], "\(day)")
    #expect(term["term"] as? String == "winterSolstice")
    #expect(term["name"] as? String == "冬至")
    #expect(term["longitude"] as? Int == 270)
    #expect(term["zone"] as? String == "china")
    #expect(term["utcOffsetSeconds"] as? Int == 28_800)
    #expect(term["isCertain"] as? Bool == true)
    let korea = try repl(["--json", "--calendar", "dangi", "-c", "day gregorian:2026-04-05"]).object()
    let clear = try #require(korea["solarTerm"] as? [String: Any], "\(korea)")
    #expect(clear["term"] as? String == "clearAndBright" && clear["utcOffsetSeconds"] as? Int == 32_400)
    let none = try repl(["--json", "--calendar", "chinese", "-c", "day gregorian:2026-04-06"]).object()
    #expect(none.keys.contains("solarTerm") && none["solarTerm"] is NSNull, "\(none)")
    let gregorian = try repl(["--json", "-c", "day 2026-04-05"]).object()
    #expect(!gregorian.keys.contains("solarTerm"))
  }

  /// A term within its uncertainty of midnight says so and names the other
  /// day (the first such term the core finds from 1000 on, in China time).
  @Test func anUncertainTermSaysSo() throws {
    let uncertain = try #require(
      (1000...1300).lazy.flatMap { year in (try? SolarTerm.occurrences(inYear: year, zone: .china)) ?? [] }
        .first { !$0.isCertain })
    let other = try #require(uncertain.alternativeDay)
    let run = repl([
      "--locale", "en-US", "--calendar", "chinese", "-c", "day gregorian:" + uncertain.day.isoString,
    ])
    // The line may wrap at the terminal width: read the output as one text.
    let text = run.out.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    let line = try #require(
      text.firstRange(of: "Solar term: ").map { String(text[$0.lowerBound...]) }, "\(run.out)")
    #expect(line.contains("(uncertain: it may begin on "), "\(line)")
    // The other day is written as `day` writes it in its first line.
    let otherRun = repl([
      "--locale", "en-US", "--calendar", "chinese", "-c", "day gregorian:" + other.isoString,
    ])
    let otherText = try #require(otherRun.out.first?.components(separatedBy: ", Julian Day").first)
    #expect(line.contains("(uncertain: it may begin on " + otherText + ")"), "\(line) \(otherText)")
    let json = try repl(["--json", "--calendar", "chinese", "-c", "day gregorian:" + uncertain.day.isoString])
      .object()
    let term = try #require(json["solarTerm"] as? [String: Any])
    #expect(term["isCertain"] as? Bool == false && term["alternativeDay"] as? String == other.isoString)
  }
}

/// The Chinese month grid marks the days on which a term begins (`°`), with
/// a legend entry only when one is on screen.
@Suite struct SolarTermGridTests {
  /// Chinese month 2 of 2026 (19 March to 16 April) holds 春分 (20 March, day
  /// 2) and 清明 (5 April, day 18), per the Hong Kong Observatory's table.
  @Test func theGridMarksTermDaysAndTheLegendNamesThem() {
    let run = repl([
      "--locale", "en-US", "--calendar", "chinese", "--today", "2026-01-01", "--no-color", "-c",
      "show gregorian:2026-04-05",
    ])
    #expect(run.status == 0 && run.err.isEmpty, "\(run.err)")
    let grid = run.out.filter { !$0.contains("Solar term") }
    let marked = grid.flatMap { line in line.matches(of: /([0-9]+)°/).map { String($0.1) } }
    #expect(marked == ["2", "18"], "\(run.out)")
    #expect(run.out.contains { $0.contains("° Solar term") }, "\(run.out)")
  }

  /// A Gregorian grid has no term marks and no term legend.
  @Test func aGregorianGridHasNoTermMarks() {
    let run = repl(["--locale", "en-US", "--today", "2026-01-01", "--no-color", "-c", "show 2026-04-05"])
    #expect(run.status == 0 && !run.out.joined().contains("°") && !run.out.joined().contains("Solar term"))
  }

  /// The JSON grid names each cell's term.
  @Test func jsonCellsNameTheirTerm() throws {
    let show = try repl(["--json", "--calendar", "chinese", "-c", "show gregorian:2026-04-05"]).object()
    let weeks = try #require(show["weeks"] as? [[[String: Any]]])
    let terms = weeks.joined().compactMap { cell in
      (cell["solarTerm"] as? String).map { (cell["iso"] as? String ?? "") + " " + $0 }
    }
    #expect(terms == ["2026-03-20 vernalEquinox", "2026-04-05 clearAndBright"], "\(terms)")
  }
}

/// Chinese dates in a Chinese session write the day as CLDR's Chinese date
/// formats do (ICU's `hanidays`: 初一 ... 三十) and the months by CLDR's names
/// (正月 ... 腊月, leap months 闰X月). Days checked against the Hong Kong
/// Observatory's Gregorian-lunar conversion tables: 2026-02-17 is 正月初一 of
/// 丙午, 2026-02-16 the 29th of 腊月 of 乙巳, 2026-04-05 二月十八, and
/// 2025-07-25 the first of the leap sixth month.
@Suite struct ChineseNumeralTests {
  @Test(arguments: [
    ("2026-02-17", "2026丙午年正月初一星期二"),
    ("2026-02-16", "2025乙巳年腊月廿九星期一"),
    ("2026-04-05", "2026丙午年二月十八星期日"),
    ("2025-07-25", "2025乙巳年闰六月初一星期五"),
  ])
  func convertAndDayWriteChineseDays(iso: String, text: String) throws {
    let convert = repl(["--locale", "zh-CN", "-c", "convert gregorian:\(iso) chinese"])
    #expect(convert.status == 0 && convert.out.first?.contains(text) == true, "\(convert.out)")
    let json = try repl(["--json", "--locale", "zh-CN", "-c", "convert gregorian:\(iso) chinese"]).object()
    #expect(json["text"] as? String == text)
    let day = repl(["--locale", "zh-CN", "--calendar", "chinese", "-c", "day gregorian:\(iso)"])
    #expect(
      day.out.first?.hasPrefix(text + "，儒略日 ") == true, "\(day.out)")
  }

  /// The grid's cells read 初一 ... and the title names the month.
  @Test func theGridWritesChineseDays() throws {
    let run = repl([
      "--locale", "zh-CN", "--calendar", "chinese", "--today", "2026-01-01", "--no-color", "-c",
      "show gregorian:2026-04-05",
    ])
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.first?.contains("二月") == true, "\(run.out)")
    let cells = run.out.dropFirst(2).flatMap {
      $0.split(separator: " ").map { $0.trimmingCharacters(in: ["[", "]"]) }
    }
    #expect(cells.contains("初一") && cells.contains("初十") && cells.contains("十八°") && cells.contains("廿九"))
    #expect(!cells.contains("1") && !cells.contains("18"), "\(run.out)")
    let json = try repl([
      "--json", "--locale", "zh-CN", "--calendar", "chinese", "-c", "show gregorian:2026-04-05",
    ])
    .object()
    let weeks = try #require(json["weeks"] as? [[[String: Any]]])
    let first = weeks.joined().first { $0["iso"] as? String == "2026-03-19" }
    #expect(first?["label"] as? String == "初一" && first?["day"] as? Int == 1)
    // The accessibility labels say each day as its cell shows it.
    #expect(first?["a11y"] as? String == "2026丙午年二月初一星期四", "\(first ?? [:])")
    for cell in weeks.joined() {
      let label = try #require(cell["label"] as? String)
      let a11y = try #require(cell["a11y"] as? String)
      #expect(a11y.contains(label + "星期"), "\(label): \(a11y)")
    }
  }

  /// Korean Dangi dates keep digits, as CLDR's Korean formats and the Korea
  /// Astronomy and Space Science Institute's lunar tables write them (음력
  /// 1월 1일), and a leap month is 윤N월: 2025-07-25 is the first day of the
  /// leap sixth month of 을사 (KASI; HKO's table has the same leap month).
  @Test func koreanDangiDatesKeepDigits() throws {
    let json = try repl([
      "--json", "--locale", "ko-KR", "--calendar", "dangi", "-c", "show gregorian:2025-07-25",
    ]).object()
    #expect(json["title"] as? String == "2025년(을사년) 윤6월", "\(json["title"] ?? "")")
    let weeks = try #require(json["weeks"] as? [[[String: Any]]])
    let first = weeks.joined().first { $0["iso"] as? String == "2025-07-25" }
    #expect(first?["label"] as? String == "1")
    #expect((first?["a11y"] as? String)?.hasPrefix("2025년(을사년) 윤6월 1일 금요일") == true, "\(first ?? [:])")
    let day = repl(["--locale", "ko-KR", "--calendar", "dangi", "-c", "day gregorian:2025-07-25"])
    #expect(day.out.first?.hasPrefix("2025년(을사년) 윤6월 1일 금요일") == true, "\(day.out)")
  }

  /// Other languages and calendars keep their digits.
  @Test func otherSessionsKeepDigits() {
    let english = repl(["--locale", "en-US", "-c", "convert gregorian:2026-04-05 chinese"])
    #expect(english.out.first?.contains("18") == true, "\(english.out)")
    let gregorian = repl(["--locale", "zh-CN", "-c", "convert 2026-04-05 gregorian"])
    #expect(gregorian.out.first?.contains("5日") == true, "\(gregorian.out)")
  }
}
