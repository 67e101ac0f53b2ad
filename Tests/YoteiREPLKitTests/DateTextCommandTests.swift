import Testing
import Yotei

@testable import YoteiREPLKit

/// The REPL reads DATE arguments with the core's one date-text reader:
/// the calendar a text names and whether it has a time come from it.
@Suite struct DateTextCommandTests {
  @Test(arguments: CalendarSystem.allCases)
  func convertShowsTheCalendarAPrefixOrSuffixNames(calendar: CalendarSystem) throws {
    let date = try calendar.date(of: Day(iso: 2024, 3, 1)!)
    let forms = [
      "\(calendar.identifier):\(date.year)-\(date.monthCode)-\(date.day)",
      "2024-03-01[u-ca=\(calendar.cldrIdentifier)]",
    ]
    for text in forms {
      let result = try #require(try json("convert \(text)").first)
      #expect(result["calendar"] as? String == calendar.identifier, "\(text): \(result)")
      #expect(result["iso"] as? String == "2024-03-01", "\(text): \(result)")
    }
  }

  @Test func iso8601PrefixIsADate() throws {
    let run = repl(["--json", "-c", "convert iso8601:2024-03-01"])
    #expect(run.status == 0, "\(run.err)")
    let object = try run.object()
    #expect(object["calendar"] as? String == "iso8601")
  }

  @Test func aMisspelledWordIsNotCalledATime() {
    let run = repl(["-c", "goto tomorow"])
    #expect(run.status != 0)
    #expect(!run.err.joined().contains("time"), "\(run.err)")
  }

  @Test func aTimestampIsStillRefusedAsATime() {
    for text in ["2024-03-20T10:00", "2024-03-20T10:00:00+01:00[Europe/Paris]"] {
      let run = repl(["-c", "goto \(text)"])
      #expect(run.status != 0)
      #expect(run.err.joined().contains("has a time of day"), "\(text): \(run.err)")
    }
  }
}
