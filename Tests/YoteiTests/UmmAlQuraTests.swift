import Foundation
import Testing

@testable import Yotei

/// A month of the Umm al-Qura calendar: AH year and month number (1-12).
struct UmmAlQuraMonth: Hashable {
  var year: Int
  var month: Int
}

/// The Umm al-Qura fixtures: the published table (umm-al-qura-published.txt)
/// and the months where Yotei differs from ICU 72 (umm-al-qura-icu72-differences.txt).
enum UmmAlQuraFixtures {
  /// `1343-01` -> (1, 1343) read as a month; `1924-08-01` -> its JDN.
  private static func month(_ text: Substring) -> UmmAlQuraMonth {
    let f = text.split(separator: "-").map { Int($0)! }
    return UmmAlQuraMonth(year: f[0], month: f[1])
  }

  private static func jdn(_ text: Substring) -> Int {
    Day(isoString: String(text))!.julianDayNumber
  }

  private static func rows(_ name: String) -> [[Substring]] {
    let text = try! String(contentsOfFile: fixturePath(name), encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: " ") }
  }

  /// Every published month, in order: first day (JDN) and length.
  static func published() -> [(month: UmmAlQuraMonth, firstDay: Int, length: Int)] {
    // 1343-01 1924-08-01 30 | -
    rows("umm-al-qura-published.txt").map { (month($0[0]), jdn($0[1]), Int($0[2])!) }
  }

  /// The months where Yotei deliberately differs from ICU 72.
  static func icuDifferences() -> [UmmAlQuraMonth: (
    firstDay: Int, length: Int, icuFirstDay: Int, icuLength: Int
  )] {
    var result: [UmmAlQuraMonth: (Int, Int, Int, Int)] = [:]
    // 1365-01 1945-12-05 30 | icu 1945-12-06 30 | why
    for f in rows("umm-al-qura-icu72-differences.txt") {
      result[month(f[0])] = (jdn(f[1]), Int(f[2])!, jdn(f[5]), Int(f[6])!)
    }
    return result
  }
}

/// Yotei's Umm al-Qura calendar against the published table of Saudi Arabia
/// (Umm al-Qura newspaper and KACST, via the PyPI package hijridate 2.6.0,
/// cross-checked with the independent table of ummalqura 2.0.1), not against
/// ICU 72, which differs from it in most years before AH 1420 and after 1450.
@Suite struct UmmAlQuraPublishedTests {
  /// The first year Yotei bakes from the published table: the year after its
  /// last month of 28 or 31 days, which Yotei's Islamic months cannot hold.
  static let published = UmmAlQuraFixtures.published()
  static let firstBakedYear = published.filter { !(29...30).contains($0.length) }.map(\.month.year).max()! + 1

  @Test func publishedTableIsWhole() {
    #expect(Self.published.count == 158 * 12)
    #expect(Self.published.first?.month == UmmAlQuraMonth(year: 1343, month: 1))
    #expect(Self.firstBakedYear == 1365)
    for (a, b) in zip(Self.published, Self.published.dropFirst()) {
      #expect(a.firstDay + a.length == b.firstDay, "\(b.month) does not begin where \(a.month) ends")
    }
  }

  /// Every day of AH 1365-1500 reads as the published table says, and each
  /// month's first day and length are the table's.
  @Test func everyDayFollowsThePublishedTable() throws {
    let calendar = CalendarSystem.islamicUmalqura
    var failures = 0
    var checked = 0
    for row in Self.published where row.month.year >= Self.firstBakedYear && failures < 5 {
      let month = calendar.engine.year(row.month.year).months[row.month.month - 1]
      if month.firstDay != row.firstDay || month.length != row.length {
        failures += 1
        Issue.record(
          "\(row.month): Yotei \(Day(julianDayNumber: month.firstDay)) \(month.length) days; published \(Day(julianDayNumber: row.firstDay)) \(row.length)"
        )
      }
      for day in 1...row.length {
        let date = try calendar.date(of: Day(julianDayNumber: row.firstDay + day - 1))
        checked += 1
        if date.year != row.month.year || date.monthCode != MonthCode(number: row.month.month)!
          || date.day != day
        {
          failures += 1
          Issue.record(
            "\(Day(julianDayNumber: row.firstDay + day - 1)): \(date); published \(row.month)-\(day)")
        }
      }
    }
    #expect(checked > 48_000)
  }

  /// Dates on record, independent of the table: the Grand Mosque seizure
  /// began on 1 Muharram 1400, 20 November 1979, and Saudi Arabia began
  /// Ramadan 1446 on 1 March 2025. ICU 72 puts the first a day later.
  @Test func datesOnRecord() throws {
    for (hijri, iso) in [("1400-01-01", "1979-11-20"), ("1446-09-01", "2025-03-01")] {
      #expect(try CalendarSystem.islamicUmalqura.parse(hijri).dayNumber == Day(isoString: iso), "\(hijri)")
      let row = Self.published.first {
        "\($0.month.year)-\($0.month.month < 10 ? "0" : "")\($0.month.month)-01" == hijri
      }
      #expect(row.map { Day(julianDayNumber: $0.firstDay) } == Day(isoString: iso), "\(hijri) in the fixture")
    }
  }
}
