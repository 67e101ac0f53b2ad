import Testing

@testable import Yotei

/// The month titles `show` prints (`monthTitle`, skeleton `yMMMM`) in the
/// Hebrew and Chinese calendars, written by Yotei (`PatternText`: Hebrew
/// letters with geresh and gershayim, 15 = ט״ו, 16 = ט״ז, Chinese leap months
/// and cyclic years) against ICU's formatter (`formatWithICU`, which names
/// Yotei's date where ICU 72 reads the day otherwise), for every month of
/// every year compared: the test calls ICU, the product does not.
@Suite struct MonthTitleTextTests {
  /// The titles of every month of `years` in `identifier`: how many Yotei
  /// wrote, and where it differs from ICU or leaves the title to ICU.
  static func compare(_ calendar: CalendarSystem, _ identifier: String, years: [Int]) throws
    -> (written: Int, problems: [String])
  {
    let symbols = CalendarSymbols(locale: try CalendarLocale(identifier), calendar: calendar)
    let pattern = symbols.bestPattern("yMMMM")
    let source = symbols.patternSource(pattern)
    var written = 0
    var problems: [String] = []
    for year in years {
      for month in try calendar.months(inYear: year) {
        let day = month.firstDay
        guard let own = symbols.patternText(day, source: source) else {
          problems.append("\(year)-\(month.ordinal): left to ICU")
          continue
        }
        written += 1
        let icu = symbols.formatWithICU(day, source: source)
        if own != icu { problems.append("\(year)-\(month.ordinal): \(own) | ICU \(icu)") }
        let title = try symbols.monthTitle(year: year, month: month.ordinal)
        if title != own { problems.append("\(year)-\(month.ordinal): monthTitle \(title) | \(own)") }
      }
    }
    return (written, problems)
  }

  /// Every Hebrew year from 1 AM to 9999 AM: Hebrew letters in he-IL (the
  /// thousands dropped as ICU drops them), digits in English, Adar I and II.
  @Test(arguments: ["he-IL", "en"])
  func hebrewTitlesOfEveryMonthAreICUs(_ identifier: String) throws {
    let range = CalendarSystem.hebrew.supportedYearRange
    let years = Array(max(range.lowerBound + 1, 1)...min(range.upperBound - 1, 9999))
    let (written, problems) = try Self.compare(.hebrew, identifier, years: years)
    #expect(problems.isEmpty, "\(problems.count): \(problems.prefix(8))")
    #expect(written > years.count * 12)
  }

  /// Every Chinese year of the published tables (1900-2100, leap months
  /// included), where Yotei's months are the tables' and ICU's text is made
  /// to name them: cyclic years in Chinese and Japanese, related years in English.
  @Test(arguments: ["zh-Hans", "en", "ja-JP"])
  func chineseTitlesOfEveryMonthAreICUs(_ identifier: String) throws {
    let years = try #require(CalendarSystem.chinese.publishedYears)
    let (written, problems) = try Self.compare(.chinese, identifier, years: Array(years))
    #expect(problems.isEmpty, "\(problems.count): \(problems.prefix(8))")
    #expect(written > years.count * 12)
  }
}
