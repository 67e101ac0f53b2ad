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
