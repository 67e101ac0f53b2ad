import Foundation
import Testing
import Yotei

@testable import YoteiProduction

/// South Korea's public holidays: published facts from the regulations and
/// acts cited in KR.json. Every day of 2000-2026 is also compared with
/// python-holidays and KASI's lunar tables by scripts/production-crosscheck.py.
@Suite struct KoreaTests {
  let kr = try! ProductionCalendar.shipped("KR")

  func daysOff(_ year: Int) throws -> [String] { try kr.daysOff(inYear: year) }

  /// 2026 (the Ministry of Personnel Management's list): 노동절 and 제헌절
  /// new, five substitute days, the local elections.
  @Test func holidays2026() throws {
    #expect(
      try daysOff(2026) == [
        "01-01", "02-16", "02-17", "02-18", "03-01", "03-02", "05-01", "05-05", "05-24", "05-25", "06-03",
        "06-06", "07-17", "08-15", "08-17", "09-24", "09-25", "09-26", "10-03", "10-05", "10-09", "12-25",
      ])
    #expect(try kr.status(of: day("2026-07-17")).nameKey == "holiday.kr.constitution")
    #expect(try kr.status(of: day("2025-07-17")).kind == .working)
  }

  /// Seollal 2027 is 7 February in Korea (6 February in China): the dangi
  /// calendar, with its eve on the 6th and a substitute day for the Sunday.
  @Test func seollal2027OnTheKoreanCalendar() throws {
    #expect(try kr.status(of: day("2027-02-07")).nameKey == "holiday.kr.seollal")
    #expect(try kr.status(of: day("2027-02-06")).nameKey == "holiday.kr.seollal")
    #expect(try kr.status(of: day("2027-02-09")).transferredFrom == day("2027-02-07"))
  }

  /// One substitute day for a day two holidays share (2025-05-05: 어린이날
  /// and 부처님오신날; 2017-10-03: 개천절 and 추석).
  @Test func coincidingHolidaysGiveOneSubstitute() throws {
    #expect(try kr.status(of: day("2025-05-06")).kind == .transferredDayOff)
    #expect(try kr.status(of: day("2025-05-07")).kind == .working)
    #expect(try kr.status(of: day("2017-10-06")).kind == .transferredDayOff)
    #expect(try kr.conflicts(inYear: 2025).isEmpty)
  }

  /// Each substitute rule starts in its year: none before 2014 (Chuseok
  /// 2013-09-22 was a Sunday), national days from 2021, Christmas from 2023.
  @Test func substituteRulesStartInTheirYears() throws {
    #expect(try kr.status(of: day("2013-09-23")).kind == .working)
    #expect(try kr.status(of: day("2014-09-10")).transferredFrom == day("2014-09-07"))
    #expect(try kr.status(of: day("2020-08-17")).nameKey == "holiday.kr.temporary")
    #expect(try kr.status(of: day("2021-08-16")).transferredFrom == day("2021-08-15"))
    #expect(try kr.status(of: day("2016-12-26")).kind == .working)
    #expect(try kr.status(of: day("2027-12-27")).transferredFrom == day("2027-12-25"))
  }

  @Test func electionsAndTemporaryHolidaysCiteTheirSources() throws {
    for iso in ["2017-05-09", "2022-03-09", "2024-04-10", "2025-06-03"] {
      #expect(try kr.status(of: day(iso)).nameKey == "holiday.kr.presidentialElection" || iso == "2024-04-10")
      #expect(try kr.status(of: day(iso)).source != nil)
    }
    #expect(try kr.status(of: day("2025-01-27")).nameKey == "holiday.kr.temporary")
    #expect(try kr.status(of: day("2024-10-01")).source == "temp-2024")
    #expect(!kr.definition.regionNotes.isEmpty)
  }

  @Test func namesInKorean() throws {
    #expect(try kr.status(of: day("2026-09-25")).name(locale: "ko") == "추석")
    #expect(try kr.status(of: day("2026-10-09")).name(locale: "ko") == "한글날")
    #expect(try kr.status(of: day("2026-10-09")).name(locale: "en") == "Hangul Day")
  }
}
