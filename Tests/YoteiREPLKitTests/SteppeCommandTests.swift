import Foundation
import Testing

@testable import YoteiREPLKit

/// Kazakhstan's and Uzbekistan's production calendars in the REPL, and the
/// holiday names of languages the string catalog does not have (kk, uz, be),
/// which come from the region files.
@Suite struct SteppeCommandTests {
  @Test func kindWorkdaysAddWorkdaysNormsAndShowForKazakhstanAndUzbekistan() throws {
    let kz = repl([
      "--region", "KZ", "--json", "-c",
      "kind 2024-05-04; workdays 2024-05-01 2024-05-31; add-workdays 2024-05-07 1; norms 2024; show 2024-05-01",
    ])
    #expect(kz.status == 0, "\(kz.err)")
    let results = try kz.objects()
    #expect(results.count == 5)
    #expect(results[0]["kind"] as? String == "transferredWorking")
    #expect(results[0]["source"] as? String == "ord-2024")
    // May 2024: 23 weekdays less 1, 7, 8 and 9 May, plus Saturday 4 May.
    #expect(results[1]["count"] as? Int == 20)
    #expect(results[2]["iso"] as? String == "2024-05-10")
    #expect(results[3]["weeklyHours"] as? [Int] == [40, 36, 24])
    #expect(results[3]["hours40"] as? Int == 1992)
    let uz = repl(["--region", "UZ", "--json", "-c", "kind 2026-05-28; norms 2026; holidays 2026"])
    #expect(uz.status == 0, "\(uz.err)")
    let uzbek = try uz.objects()
    #expect(uzbek[0]["kind"] as? String == "holiday")
    #expect(uzbek[0]["name"] as? String == "Additional day off")
    #expect(uzbek[1]["workingDays"] as? Int == 248)
    let days = try #require(uzbek[2]["days"] as? [[String: Any]])
    let saturday = try #require(days.first { $0["iso"] as? String == "2026-12-12" })
    #expect(saturday["kind"] as? String == "transferredWorking")
    // The six-day week: its own working days and norms in each period's `weekPatterns`.
    let weeks = try #require(uzbek[1]["weekPatterns"] as? [[String: Any]])
    #expect(weeks.count == 1 && weeks[0]["week"] as? String == "sixDay")
    #expect(weeks[0]["weeklyHours"] as? [Int] == [40, 36])
    #expect(weeks[0]["estimated"] as? Bool == false)
    let january = try #require((uzbek[1]["months"] as? [[String: Any]])?.first)
    let sixDayJanuary = try #require((january["weekPatterns"] as? [[String: Any]])?.first)
    // January 2026: 27 days Monday to Saturday less 1 January and the decree's 2 and 3 January:
    // 20 weekdays of 7 hours and 4 Saturdays of 5.
    #expect(sixDayJanuary["workingDays"] as? Int == 24)
    #expect(sixDayJanuary["hours40"] as? Int == 7 * 20 + 5 * 4)
    // A region without other weeks has no such key: its JSON is as before.
    let russia = repl(["--region", "RU", "--json", "-c", "norms 2025"])
    #expect(russia.status == 0 && !russia.stdout.contains("weekPatterns"), "\(russia.err)")
  }

  /// The text table: a working-days column and an hours column per week of
  /// the six-day week, after the five-day week's.
  @Test func normsTextHasTheSixDayWeeksColumns() throws {
    let run = repl(["--region", "UZ", "-c", "norms 2024"])
    #expect(run.status == 0, "\(run.err)")
    let header = try #require(run.out.first { $0.hasPrefix("period") }, "\(run.out)")
    #expect(header.hasSuffix("40 h  working (6-day)  40 h (6-day)  36 h (6-day)"), "\(header)")
    let russian = repl(["--region", "UZ", "--locale", "ru-RU", "-c", "norms 2024"])
    #expect(russian.stdout.contains("40 ч (6-дн.)"), "\(russian.out)")
  }

  /// A session in Kazakh, Uzbek or Belarusian reads the region file's names:
  /// the catalog has no such language, and its English must not win.
  @Test func holidayNamesInLanguagesOutsideTheCatalogComeFromTheRegionFile() throws {
    for (region, locale, date, name) in [
      ("KZ", "kk", "2025-03-21", "Наурыз мейрамы"), ("UZ", "uz", "2026-05-28", "Qoʻshimcha dam olish kuni"),
      ("BY", "be", "2025-04-29", "Радаўніца"), ("KZ", "ru", "2025-03-21", "Наурыз мейрамы"),
      ("UZ", "en", "2026-05-28", "Additional day off"),
    ] {
      let run = repl(["--region", region, "--locale", locale, "--json", "-c", "kind \(date)"])
      #expect(run.status == 0, "\(run.err)")
      #expect(try run.objects().first?["name"] as? String == name, "\(region) \(locale)")
    }
  }
}
