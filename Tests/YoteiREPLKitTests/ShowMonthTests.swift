import Foundation
import Testing
import YoteiLocalization

@testable import YoteiREPLKit

/// Months without a day and what `cal`/`ncal` users reach for (issue 24):
/// `show 2026-03`, `show 3 2026`, `show march`, `-1`, `-A N`, `-B N`, `-j`,
/// `easter [YEAR]`.
@Suite struct ShowMonthTests {
  /// The month each form shows, as its JSON says.
  static func month(_ command: String, options: [String] = []) throws -> (Int, Int) {
    let object = try #require(try json(command, options: ["--today", "2026-12-01"] + options).first)
    return (try #require(object["year"] as? Int), try #require(object["month"] as? Int))
  }

  @Test func monthsWithoutADay() throws {
    #expect(try Self.month("show 2026-03") == (2026, 3))
    #expect(try Self.month("show 3 2026") == (2026, 3))
    #expect(try Self.month("show march") == (2026, 3))
    #expect(try Self.month("show Mar 2027") == (2027, 3))
    #expect(try Self.month("show март 2027", options: ["--locale", "ru-RU"]) == (2027, 3))
    #expect(try Self.month("show gregorian:2027-02", options: ["--locale", "fa-IR"]) == (1405, 11))
    // In the session calendar: a Persian session's 1405-01 is Farvardin 1405,
    // typed in Persian digits or by its Persian name.
    #expect(try Self.month("show 1405-01", options: ["--locale", "fa-IR"]) == (1405, 1))
    #expect(try Self.month("show ۱۴۰۵-۰۲", options: ["--locale", "fa-IR"]) == (1405, 2))
    #expect(try Self.month("show اردیبهشت ۱۴۰۶", options: ["--locale", "fa-IR"]) == (1406, 2))
    // Hebrew ordinal months: 5784 is a leap year, month 7 is Adar II.
    #expect(try Self.month("show 5784-07", options: ["--calendar", "hebrew"]) == (5784, 7))
    let bad = repl(["--today", "2026-12-01", "-c", "show 13 2026"])
    #expect(bad.err == ["error: show: '13' is not a valid month; expected a whole number from 1 to 12"])
  }

  @Test func aBareYearPointsToYearAndATypoToTheMonth() {
    let year = repl(["-c", "show 2027"])
    #expect(year.status == 1)
    #expect(
      year.err == [
        "error: show: '2027' is a year: 'year 2027' shows the whole year; 'show 2027-MM' or 'show MM 2027' shows one month"
      ])
    let russian = repl(["--locale", "ru-RU", "-c", "show 2027"])
    #expect(
      russian.err.first?.hasPrefix("error: show: '2027' — это год: 'year 2027'") == true, "\(russian.err)")
    let typo = repl(["-c", "show marhc"])
    #expect(typo.err == ["error: show: 'marhc' is neither a date nor a month name; did you mean 'March'?"])
    let persian = repl(["--locale", "fa-IR", "-c", "show فروردبن"])
    #expect(persian.err.first?.contains("'فروردین'") == true, "\(persian.err)")
    // A word near no month keeps the date's own error.
    #expect(repl(["-c", "show xyzzy"]).err.first?.contains("xyzzy") == true)
  }

  /// Months as Chinese, Japanese and Korean users write them, in one word
  /// (`2026年3月`, `二〇二六年三月`) or with the year's 年 (년), and a day
  /// after the month; in a Japanese session, years with their era
  /// (`令和8年3月`); in a Hebrew session, years in Hebrew letters as its own
  /// titles write them (`ניסן תשפ״ז`), in `show`, `year` and `holidays`.
  @Test func monthsAsCJKAndHebrewUsersWriteThem() throws {
    let ja = ["--locale", "ja-JP"]
    let zh = ["--locale", "zh-Hans-CN"]
    let ko = ["--locale", "ko-KR"]
    #expect(try Self.month("show 2026年3月", options: ja) == (2026, 3))
    #expect(try Self.month("show ２０２６年１０月", options: ja) == (2026, 10))
    #expect(try Self.month("show 3月 2026年", options: ja) == (2026, 3))
    #expect(try Self.month("show 2026年3月", options: zh) == (2026, 3))
    #expect(try Self.month("show 二〇二六年三月", options: zh) == (2026, 3))
    #expect(try Self.month("show 二〇二七年十二月", options: zh) == (2027, 12))
    #expect(try Self.month("show 2026년3월", options: ko) == (2026, 3))
    #expect(try Self.month("show 3월 2026년", options: ko) == (2026, 3))
    // The Chinese calendar's own months by name: 2027's 正月 is its month 1.
    #expect(try Self.month("show 2027年正月", options: zh + ["--calendar", "chinese"]) == (2027, 1))
    // With a day, the focus goes to it.
    let day = try #require(try json("show 2026年3月15日", options: ja + ["--today", "2026-12-01"]).first)
    #expect(day["focus"] as? String == "2026-03-15", "\(day)")
    let badDay = repl(ja + ["-c", "show 2026年2月30日"])
    #expect(badDay.status == 1 && badDay.err.first?.contains("30") == true, "\(badDay.err)")
    let badMonth = repl(zh + ["-c", "show 2026年13月"])
    #expect(badMonth.status == 1 && badMonth.err.first?.contains("13") == true, "\(badMonth.err)")
    let yearOnly = repl(ja + ["-c", "show 2026年"])
    #expect(yearOnly.status == 1 && yearOnly.err.first?.contains("year 2026年") == true, "\(yearOnly.err)")

    // A Japanese session's titles write the era (令和8年12月): its years are
    // read so too, as the calendar's year (the ISO year).
    let jp = ["--locale", "ja-JP", "--calendar", "japanese"]
    #expect(try Self.month("show 令和8年3月", options: jp) == (2026, 3))
    #expect(try Self.month("show 3月 令和8", options: jp) == (2026, 3))
    #expect(try Self.month("show 令和元年5月", options: jp) == (2019, 5))
    #expect(try Self.month("show 平成31年4月", options: jp) == (2019, 4))
    #expect(try Self.month("show 昭和64年1月", options: jp) == (1989, 1))
    #expect(try Self.month("show 3 Reiwa8", options: jp) == (2026, 3))
    let era = repl(jp + ["--today", "2026-12-01", "-c", "year 令和8"])
    #expect(era.status == 0 && era.out == repl(jp + ["--today", "2026-12-01", "-c", "year 2026"]).out)
    for outside in ["show 平成32年1月", "show 令和0年1月", "show 大化9999年1月"] {
      #expect(repl(jp + ["-c", outside]).status == 1, "\(outside)")
    }

    // Hebrew letters: 5787 is a leap year, Nisan its month 8; 5786's Adar is month 6.
    let he = ["--locale", "he-IL", "--calendar", "hebrew"]
    #expect(try Self.month("show ניסן תשפ״ז", options: he) == (5787, 8))
    #expect(try Self.month("show ניסן ה׳תשפ״ז", options: he) == (5787, 8))
    #expect(try Self.month("show אדר תשפ\"ו", options: he) == (5786, 6))
    for (typed, digits) in [
      ("year תשפ״ז", "year 5787"), ("region IL; holidays תשפ״ז", "region IL; holidays 5787"),
    ] {
      let a = repl(he + ["--today", "2026-12-01", "-c", typed])
      let b = repl(he + ["--today", "2026-12-01", "-c", digits])
      #expect(a.status == 0 && a.out == b.out && !a.out.isEmpty, "\(typed): \(a.err)")
    }
    // Letters that are not how a year is written, and Hebrew letters in a
    // Gregorian session, are still refused.
    #expect(repl(he + ["-c", "year תשפיז"]).status == 1)
    #expect(repl(["--locale", "he-IL", "-c", "year תשפ״ז"]).status == 1)
  }

  @Test func monthsAfterAndBefore() throws {
    func months(_ command: String) throws -> [[Int]] {
      let object = try #require(try json(command, options: ["--today", "2026-12-01"]).first)
      let list = try #require(object["months"] as? [[String: Any]])
      return list.map { [$0["year"] as! Int, $0["month"] as! Int] }
    }
    #expect(try months("show -A 2") == [[2026, 12], [2027, 1], [2027, 2]])
    #expect(try months("show -B 1 -A 1") == [[2026, 11], [2026, 12], [2027, 1]])
    #expect(try months("show -3 -A 1") == [[2026, 11], [2026, 12], [2027, 1], [2027, 2]])
    #expect(try months("show -B 2 2026-03") == [[2026, 1], [2026, 2], [2026, 3]])
    // -1 is the one month, as cal -1.
    #expect(try json("show -3 -1", options: ["--today", "2026-12-01"]).first?["months"] == nil)
    #expect(repl(["-c", "show -A"]).err.first?.contains("a whole number from 0 to 120") == true)
    #expect(repl(["-c", "show -A 500"]).status == 1)
  }

  /// `-j` numbers the days of the year, against Foundation's ordinality (an
  /// independent implementation): every day of 2024 (a leap year) and 2026.
  @Test func daysOfTheYear() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    var checked = 0
    for year in [2024, 2026] {
      let script = (1...12).map { "show -j \(year)-\(String(format: "%02d", $0))" }.joined(separator: "; ")
      let objects = try json(script)
      for object in objects {
        let cells = try #require(object["weeks"] as? [[[String: Any]]]).joined().filter {
          $0["inMonth"] as? Bool == true
        }
        for cell in cells {
          let iso = try #require(cell["iso"] as? String)
          let parts = iso.split(separator: "-").map { Int($0)! }
          let date = try #require(
            calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])))
          let ordinal = try #require(calendar.ordinality(of: .day, in: .year, for: date))
          #expect(cell["label"] as? String == String(ordinal), "\(iso)")
          checked += 1
        }
      }
    }
    #expect(checked == 366 + 365)
    // In the locale's digits, in the session calendar: 1 Mehr 1405 is day 187.
    let persian = repl(["--locale", "fa-IR", "-c", "show -j 1405-07"]).stdout
    #expect(persian.contains("۱۸۷"))
  }

  /// Easter against BSD ncal (`ncal -e`, `ncal -o`) for 1900-2100: 201
  /// years, both churches.
  @Test func easterMatchesNcal() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/easter-ncal.txt")
    var expected: [Int: (String, String)] = [:]
    for line in try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n")
    where !line.hasPrefix("#") {
      // 2026 04/05/26 | 04/12/26
      let fields = line.split(separator: " ")
      func iso(_ text: Substring) -> String {
        let p = text.split(separator: "/")
        return "\(fields[0])-\(p[0])-\(p[1])"
      }
      expected[Int(fields[0])!] = (iso(fields[1]), iso(fields[3]))
    }
    #expect(expected.count == 201)
    let years = expected.keys.sorted()
    let objects = try json(years.map { "easter \($0)" }.joined(separator: "; "))
    for (year, object) in zip(years, objects) {
      #expect(object["western"] as? [String] == [expected[year]!.0], "\(year)")
      #expect(object["orthodox"] as? [String] == [expected[year]!.1], "\(year)")
    }
  }

  @Test func easterInAnyCalendar() throws {
    // Persian 1405 (21 March 2026 to 20 March 2027) holds Easter 2026.
    let persian = try #require(try json("easter 1405", options: ["--locale", "fa-IR"]).first)
    #expect(persian["western"] as? [String] == ["2026-04-05"])
    #expect(persian["sessionWestern"] as? [String] == ["1405-01-16"])
    let text = repl(["--locale", "fa-IR", "-c", "easter ۱۴۰۵"]).out
    #expect(
      text.first?.hasPrefix("عید پاک (غربی): ") == true && text.first?.contains("۱۶") == true, "\(text)")
    let russian = repl(["--locale", "ru-RU", "-c", "easter 2026"]).out.map {
      String($0.map { $0 == "\u{A0}" || $0 == "\u{202F}" ? " " : $0 })
    }
    #expect(
      russian == [
        "Пасха (западная): воскресенье, 5 апреля 2026 г.",
        "Пасха (православная): воскресенье, 12 апреля 2026 г.",
      ])
    #expect(repl(["-c", "easter 1500"]).err.first?.contains("1583") == true)
  }
}

/// Persian's punctuation and one term for "estimated" (issue 24).
@Suite struct PersianWordingTests {
  @Test func statusLinesUseTheLocalesSemicolon() {
    let run = repl([
      "--locale", "fa-IR", "--today", "2024-03-20", "-c",
      "mode range; select 1403-01-05; selection; day 1403-01-03",
    ])
    let lines = run.out.filter { $0.hasPrefix("بازه: ") || $0.hasPrefix("هفتهٔ ISO") }
    #expect(lines.count >= 2, "\(run.out)")
    #expect(lines.filter { $0.contains("؛") }.count >= 2, "\(lines)")
    #expect(!run.stdout.contains(";"), "\(run.out)")
    // Other languages keep theirs.
    let russian = repl(
      [
        "--locale", "ru-RU", "--today", "2024-03-20", "-c", "mode range; select 2024-03-05; selection",
      ], variables: wide)
    #expect(russian.out.last?.hasPrefix("Диапазон: Ничего не выбрано; диапазон начинается") == true)
  }

  @Test func oneWordForEstimated() throws {
    let localizer = try Localizer(locale: "fa_IR")
    let term = localizer.string("marker.estimated")
    #expect(term == "تقریبی")
    #expect(localizer.string("legend.estimated").contains(term))
    #expect(localizer.string("repl.estimated") == term)
    for key in ["repl.estimatedAfter", "repl.estimatedBefore", "repl.estimatedOutside"] {
      #expect(localizer.string(key, .text("x"), .text("y")).hasPrefix(term + ":"), "\(key)")
    }
  }
}
