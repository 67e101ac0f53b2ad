import Foundation
import Testing

@testable import YoteiREPLKit

/// `kind`, `workdays` and `add-workdays` with `--week ID`: the answers of a
/// region's other working week (Belarus's and Uzbekistan's six-day week,
/// where Saturday is a working day), the default answers as before.
@Suite struct WeekOptionTests {
  @Test func theSixDayWeekAnswersWithItsSaturdays() throws {
    let run = repl([
      "--region", "BY", "--json", "-c",
      "kind 2024-05-18; kind 2024-05-18 --week sixDay; kind 2024-05-17 --week sixDay; "
        + "workdays 2024-05-01 2024-05-31; workdays 2024-05-01 2024-05-31 --week sixDay; "
        + "add-workdays 2024-05-10 3; add-workdays 2024-05-10 3 --week sixDay; "
        + "workdays 2024-05-01 2024-05-31 --week standard",
    ])
    #expect(run.status == 0, "\(run.err)")
    let results = try run.objects()
    #expect(results.count == 8)
    // Saturday 18 May 2024: worked for Monday 13 May in the five-day week; an ordinary Saturday of 5 hours in six.
    #expect(results[0]["kind"] as? String == "transferredWorking" && results[0]["week"] == nil)
    #expect(results[1]["kind"] as? String == "working" && results[1]["hours"] as? Int == 5)
    #expect(results[1]["week"] as? String == "sixDay" && results[1]["region"] as? String == "BY")
    #expect(results[2]["hours"] as? Int == 7)
    // May 2024: 23 weekdays less 1, 9, 13 and 14 May, plus Saturday 18 May; six days: 27 less 1, 9 and 14 May.
    #expect(results[3]["count"] as? Int == 20 && results[4]["count"] as? Int == 24)
    #expect(results[4]["week"] as? String == "sixDay" && results[4]["estimated"] as? Bool == false)
    // After Friday 10 May: 13 (off) and 14 (Radunitsa) skipped, 15, 16, 17; six days: 11, 13, 15.
    #expect(results[5]["iso"] as? String == "2024-05-17" && results[6]["iso"] as? String == "2024-05-15")
    #expect(results[7]["count"] as? Int == 20 && results[7]["week"] as? String == "standard")
  }

  /// Without `--week` the JSON has the keys it always had, in their order.
  @Test func theDefaultAnswersHaveNoWeekKey() throws {
    let run = repl([
      "--region", "UZ", "--json", "-c", "workdays 2024-01-01 2024-01-31; add-workdays 2024-01-05 1",
    ])
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.count == 2)
    #expect(
      run.out[0]
        == #"{"region":"UZ","from":"2024-01-01","to":"2024-01-31","count":22,"estimated":false,"estimatedDays":null,"#
        + #""sessionFrom":"2024-01-01","sessionTo":"2024-01-31"}"#)
    // Saturday 6 January 2024 is worked for Tuesday 2 January in the five-day week.
    #expect(
      run.out[1].hasPrefix(#"{"region":"UZ","from":"2024-01-05","n":1,"iso":"2024-01-06","estimated":false,"#)
    )
    #expect(!run.out[1].contains(#""week""#))
  }

  @Test func theTextNamesTheWeek() {
    let run = repl([
      "--region", "UZ", "-c",
      "workdays 2024-01-01 2024-01-31 --week sixDay; kind 2024-01-13 --week sixDay; kind 2024-01-13",
    ])
    #expect(run.status == 0, "\(run.err)")
    // Each line names the week; Saturday 13 January 2024 works 5 hours in the six-day week.
    #expect(run.out[0].hasSuffix(" in UZ, 6-day"), "\(run.out)")
    #expect(run.out[1].contains("in UZ, 6-day: Working day, 5 h of a 40-hour week"), "\(run.out)")
    #expect(run.out[2].contains("in UZ: Weekend"), "\(run.out)")
  }

  @Test(arguments: [
    // (command, what the error says)
    (
      "workdays 2024-01-01 2024-01-31 --week seven",
      "'seven' is not a valid --week; expected one of region BY's weeks: standard, sixDay"
    ),
    ("kind 2024-01-01 --week", "--week needs a value"),
    (
      "add-workdays 2024-01-01 1 --weeks sixDay",
      "'--weeks' is not a valid option; did you mean '--week'?; expected one of the options --week"
    ),
    ("workdays 2024-01-01 2024-01-02 --week sixDay --week standard", "--week"),
  ])
  func badWeeksAreRefusedNamingTheOption(command: String, message: String) {
    let run = repl(["--region", "BY", "-c", command])
    #expect(run.status != 0)
    #expect(run.err.joined().contains(message), "\(run.err)")
  }

  @Test func aRegionWithOneWeekHasOnlyItsStandardWeek() {
    let run = repl(["--region", "RU", "-c", "workdays 2024-01-01 2024-01-31 --week sixDay"])
    #expect(run.status != 0)
    #expect(run.err.joined().contains("expected one of region RU's weeks: standard"), "\(run.err)")
    #expect(repl(["--region", "RU", "-c", "workdays 2024-01-01 2024-01-31 --week standard"]).status == 0)
  }
}
