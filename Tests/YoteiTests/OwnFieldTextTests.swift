import Foundation
import Testing
import YoteiTestSupport

@testable import Yotei

/// The text of Chinese, Dangi and Umm al-Qura dates names the published
/// calendar's month, leap flag and day, even where ICU 72 reads the day
/// otherwise (leap months of 1917, 1922 and 1987, months a day apart, the
/// Umm al-Qura years it gets wrong). Expected text is built here from the
/// published tables (the fixtures) and the conventional names (sexagenary
/// years, 正月...腊月, 初一...三十, 윤 for a Korean leap month), never
/// from Yotei's own output.
@Suite struct OwnFieldTextTests {
  static let stemsZH = Array("甲乙丙丁戊己庚辛壬癸").map(String.init)
  static let branchesZH = Array("子丑寅卯辰巳午未申酉戌亥").map(String.init)
  static let stemsKO = Array("갑을병정무기경신임계").map(String.init)
  static let branchesKO = Array("자축인묘진사오미신유술해").map(String.init)
  static let stemsEN = ["jia", "yi", "bing", "ding", "wu", "ji", "geng", "xin", "ren", "gui"]
  static let branchesEN = ["zi", "chou", "yin", "mao", "chen", "si", "wu", "wei", "shen", "you", "xu", "hai"]
  static let monthsZH = ["正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "腊月"]
  static let ordinalsEN = [
    "First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth", "Tenth", "Eleventh",
    "Twelfth",
  ]
  /// ISO weekday 1 (Monday) ... 7.
  static let weekdaysZH = ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"]
  static let weekdaysKO = ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"]
  static let weekdaysEN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

  /// 初一 ... 初十, 十一 ... 二十, 廿一 ... 廿九, 三十.
  static func dayZH(_ d: Int) -> String {
    let digits = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"]
    switch d {
    case 1...10: return "初" + digits[d]
    case 11...19: return "十" + digits[d - 10]
    case 20: return "二十"
    case 21...29: return "廿" + digits[d - 20]
    default: return "三十"
    }
  }

  /// One day of a published month: related ISO year, month code, day, weekday.
  struct PublishedDay {
    var year: Int
    var code: MonthCode
    var day: Int
    var jdn: Int
    var weekday: Int { Day(julianDayNumber: jdn).isoWeekday.rawValue }
    var cycle: Int { ((year - 4) % 60 + 60) % 60 }
    var dayNumber: Day { Day(julianDayNumber: jdn) }
  }

  /// Every day the tests look at: the first and last day of every published
  /// month, and every day of each month the ICU-difference fixture lists.
  static func days(_ calendar: CalendarSystem) -> [PublishedDay] {
    let differing = Set(
      PublishedTables.icuDifferences().keys.filter { $0.hasPrefix(calendar.rawValue + " ") }
        .map { String($0.split(separator: " ")[1]) })
    var result: [PublishedDay] = []
    for year in PublishedTables.read(calendar) {
      for month in year.months {
        let all = differing.contains("\(year.year)-\(month.code)")
        for d in all ? Array(1...month.length) : [1, month.length] {
          result.append(PublishedDay(year: year.year, code: month.code, day: d, jdn: month.firstDay + d - 1))
        }
      }
    }
    return result
  }

  static func differingDays(_ calendar: CalendarSystem) -> [PublishedDay] {
    let differing = PublishedTables.icuDifferences().keys.filter { $0.hasPrefix(calendar.rawValue + " ") }
      .map { String($0.split(separator: " ")[1]) }
    return days(calendar).filter { d in differing.contains("\(d.year)-\(d.code)") }
  }

  @Test func chineseLongTextInChineseForEveryMonth1900To2100() throws {
    let symbols = CalendarSymbols(locale: try CalendarLocale("zh"), calendar: .chinese)
    var wrong: [String] = []
    let days = Self.days(.chinese)
    #expect(days.count > 2 * 12 * 200)
    for d in days {
      let expected = Self.chineseLong(d)
      let text = try symbols.format(Day(julianDayNumber: d.jdn), style: .long)
      if text != expected { wrong.append("\(Day(julianDayNumber: d.jdn)): \(text), expected \(expected)") }
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(10))")
  }

  /// The expected zh long text of a published Chinese day.
  static func chineseLong(_ d: PublishedDay) -> String {
    let month = (d.code.isLeap ? "闰" : "") + Self.monthsZH[d.code.number - 1]
    let cyclic = Self.stemsZH[d.cycle % 10] + Self.branchesZH[d.cycle % 12]
    return "\(d.year)\(cyclic)年\(month)\(Self.dayZH(d.day))"
  }

  /// ICU-9972: after ICU's Dangi calendar has filled the cache its Chinese
  /// calendar shares (every year 1890-2110 computed first, in a child
  /// process), the Chinese text still names the published months.
  @Test func chineseTextAfterICUsDangiFilledItsCache() async {
    await #expect(processExitsWith: .success) {
      _ = LunisolarIndependenceTests.icuYearStarts(.dangi)
      let symbols = CalendarSymbols(locale: try! CalendarLocale("zh"), calendar: .chinese)
      for d in OwnFieldTextTests.days(.chinese) where d.day == 1 || d.code.isLeap {
        let text = try! symbols.format(Day(julianDayNumber: d.jdn), style: .long)
        if text != OwnFieldTextTests.chineseLong(d) {
          print("\(Day(julianDayNumber: d.jdn)): \(text)")
          exit(1)
        }
      }
    }
  }

  @Test func dangiLongTextInKoreanForEveryMonth1900To2050() throws {
    let symbols = CalendarSymbols(locale: try CalendarLocale("ko"), calendar: .dangi)
    var wrong: [String] = []
    let days = Self.days(.dangi)
    #expect(days.count > 2 * 12 * 150)
    for d in days {
      let cyclic = Self.stemsKO[d.cycle % 10] + Self.branchesKO[d.cycle % 12]
      let expected = "\(cyclic)년 \(d.code.isLeap ? "윤" : "")\(d.code.number)월 \(d.day)일"
      let text = try symbols.format(Day(julianDayNumber: d.jdn), style: .long)
      if text != expected { wrong.append("\(Day(julianDayNumber: d.jdn)): \(text), expected \(expected)") }
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(10))")
  }

  /// Every style and the library's skeletons, in Chinese, Korean and English,
  /// on every day of the months where ICU 72 differs.
  @Test(arguments: [CalendarSystem.chinese, .dangi])
  func everyStyleAndSkeletonOnEveryDayICUDiffers(_ calendar: CalendarSystem) throws {
    let zh = CalendarSymbols(locale: try CalendarLocale("zh"), calendar: calendar)
    let ko = CalendarSymbols(locale: try CalendarLocale("ko"), calendar: calendar)
    let en = CalendarSymbols(locale: try CalendarLocale("en"), calendar: calendar)
    let days = Self.differingDays(calendar)
    #expect(days.count > 50)
    var wrong: [String] = []
    for d in days {
      let day = Day(julianDayNumber: d.jdn)
      let n = d.code.number
      let leap = d.code.isLeap
      let zhMonth = (leap ? "闰" : "") + Self.monthsZH[n - 1]
      let zhCyclic = Self.stemsZH[d.cycle % 10] + Self.branchesZH[d.cycle % 12]
      let koCyclic = Self.stemsKO[d.cycle % 10] + Self.branchesKO[d.cycle % 12]
      let enMonth = "\(Self.ordinalsEN[n - 1]) Month\(leap ? "bis" : "")"
      let enCyclic = "\(Self.stemsEN[d.cycle % 10])-\(Self.branchesEN[d.cycle % 12])"
      let koMonth = "\(leap ? "윤" : "")\(n)월"
      let expectations: [(String, String)] = [
        (
          try zh.format(day, style: .full),
          "\(d.year)\(zhCyclic)年\(zhMonth)\(Self.dayZH(d.day))\(Self.weekdaysZH[d.weekday - 1])"
        ),
        (try zh.format(day, style: .medium), "\(d.year)年\(zhMonth)\(Self.dayZH(d.day))"),
        (try zh.format(day, style: .short), "\(d.year)/\(leap ? "闰" : "")\(n)/\(d.day)"),
        (try zh.format(day, skeleton: "yMMMMd"), "\(d.year)\(zhCyclic)年\(zhMonth)\(d.day)"),
        (try zh.format(day, pattern: "MMMM"), zhMonth),
        (
          try ko.format(day, style: .full),
          "\(koCyclic)년 \(koMonth) \(d.day)일 \(Self.weekdaysKO[d.weekday - 1])"
        ),
        (try ko.format(day, style: .short), "\(d.cycle + 1). \(leap ? "윤" : "")\(n). \(d.day)."),
        (try ko.format(day, skeleton: "yMMMMd"), "\(d.year)년(\(koCyclic)년) \(koMonth) \(d.day)일"),
        (
          try en.format(day, style: .full),
          "\(Self.weekdaysEN[d.weekday - 1]), \(enMonth) \(d.day), \(d.year)(\(enCyclic))"
        ),
        (try en.format(day, style: .medium), "Mo\(n)\(leap ? "bis" : "") \(d.day), \(d.year)"),
        (try en.format(day, style: .short), "\(n)\(leap ? "bis" : "")/\(d.day)/\(d.year)"),
        (try en.format(day, skeleton: "MMMMd"), "\(enMonth) \(d.day)"),
      ]
      for (text, expected) in expectations where text != expected {
        wrong.append("\(day): \(text), expected \(expected)")
      }
      // The month title (picker and REPL grid) and the month names of the year.
      if d.day == 1 {
        let ordinal = try calendar.date(of: day).month
        let title = try zh.monthTitle(year: d.year, month: ordinal)
        if title != "\(d.year)\(zhCyclic)年\(zhMonth)" { wrong.append("title \(day): \(title)") }
        let names = try ko.monthNames(year: d.year)
        if names[ordinal - 1] != koMonth { wrong.append("ko month names \(d.year): \(names)") }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(10))")
  }

  /// Outside the tables, where Yotei's astronomy and ICU's disagree most,
  /// every leap month code (M01L ... M12L, some of which ICU has in no year
  /// near) is named as a leap month: the first of each in 2101-4000.
  @Test func leapMonthsOutsideTheTablesAreNamedAsLeapMonths() throws {
    var firsts: [Int: (year: Int, firstDay: Day)] = [:]
    for year in 2101...4000 where firsts.count < 12 {
      for m in try CalendarSystem.chinese.months(inYear: year) where m.monthCode.isLeap {
        if firsts[m.monthCode.number] == nil { firsts[m.monthCode.number] = (year, m.firstDay) }
      }
    }
    #expect(firsts.count == 12)
    let zh = CalendarSymbols(locale: try CalendarLocale("zh"), calendar: .chinese)
    let en = CalendarSymbols(locale: try CalendarLocale("en"), calendar: .chinese)
    let ko = CalendarSymbols(locale: try CalendarLocale("ko"), calendar: .chinese)
    var wrong: [String] = []
    for (n, first) in firsts.sorted(by: { $0.key < $1.key }) {
      for day in [first.firstDay, first.firstDay + 14] {
        let d = try CalendarSystem.chinese.date(of: day).day
        let expectations = [
          (try zh.format(day, style: .medium), "\(first.year)年闰\(Self.monthsZH[n - 1])\(Self.dayZH(d))"),
          (try en.format(day, skeleton: "MMMMd"), "\(Self.ordinalsEN[n - 1]) Monthbis \(d)"),
          (try ko.format(day, pattern: "MMMM"), "윤\(n)월"),
        ]
        for (text, expected) in expectations where text != expected {
          wrong.append("\(day): \(text), expected \(expected)")
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(10))")
  }

  /// Anywhere in the supported range (seeded days, most outside the tables,
  /// where ICU's astronomy and Yotei's part), the text names Yotei's own
  /// year, month, leap flag and day.
  @Test(arguments: [CalendarSystem.chinese, .dangi])
  func seededDaysAnywhereNameYoteisFields(_ calendar: CalendarSystem) throws {
    let zh = CalendarSymbols(locale: try CalendarLocale("zh"), calendar: calendar)
    let ko = CalendarSymbols(locale: try CalendarLocale("ko"), calendar: calendar)
    var generator = SeededGenerator(seed: calendar == .chinese ? 11 : 12)
    var wrong: [String] = []
    for _ in 0..<200 {
      let jdn = Int.random(
        in: Day.minimum.julianDayNumber + 400...Day.maximum.julianDayNumber - 400, using: &generator)
      let date = try calendar.date(of: Day(julianDayNumber: jdn))
      let d = PublishedDay(year: date.year, code: date.monthCode, day: date.day, jdn: jdn)
      let koCyclic = Self.stemsKO[d.cycle % 10] + Self.branchesKO[d.cycle % 12]
      let leap = d.code.isLeap
      let expectations = [
        (try zh.format(d.dayNumber, pattern: "MMMM"), (leap ? "闰" : "") + Self.monthsZH[d.code.number - 1]),
        (try zh.format(d.dayNumber, style: .long).hasSuffix(Self.dayZH(d.day)) ? "" : "day", ""),
        (
          try ko.format(d.dayNumber, style: .long),
          "\(koCyclic)년 \(leap ? "윤" : "")\(d.code.number)월 \(d.day)일"
        ),
      ]
      for (text, expected) in expectations where text != expected {
        wrong.append("\(d.dayNumber) \(date.monthCodeString): \(text), expected \(expected)")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(10))")
  }

  /// Umm al-Qura: the numeric text of the first two, middle and last two days
  /// of every month where Yotei follows the published table and ICU 72 does not.
  @Test func ummAlQuraTextFollowsThePublishedTableWhereICUDiffers() throws {
    let symbols = CalendarSymbols(
      locale: try CalendarLocale("en"), calendar: .islamicUmalqura, numberingSystem: .latin)
    let published = UmmAlQuraFixtures.published()
    let differing = UmmAlQuraFixtures.icuDifferences()
    var checked = 0
    var wrong: [String] = []
    for m in published where differing[m.month] != nil && m.month.year >= 1365 {
      for d in Set([1, 2, m.length / 2, m.length - 1, m.length]).sorted() {
        let day = Day(julianDayNumber: m.firstDay + d - 1)
        let expected = "\(d) \(m.month.month) \(m.month.year)"
        let text = try symbols.format(day, pattern: "d M y")
        checked += 1
        if text != expected { wrong.append("\(day): \(text), expected \(expected)") }
      }
    }
    #expect(checked > 3000)
    #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(10))")
  }
}
