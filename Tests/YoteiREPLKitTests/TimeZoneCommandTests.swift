import Foundation
import Testing

@testable import YoteiREPLKit

@Suite struct TimeZoneCommandTests {
  // Brazil began DST at midnight on 4 November 2018 (decree 9.242/2017), so
  // the day started at 01:00 -02:00 = 03:00 UTC and lasted 23 hours.
  @Test func startOfDayInAGap() throws {
    let result = try #require(try json("start-of-day 2018-11-04 America/Sao_Paulo").first)
    #expect(result["date"] as? String == "2018-11-04")
    #expect(result["zone"] as? String == "America/Sao_Paulo")
    #expect(result["exists"] as? Bool == true)
    #expect(result["start"] as? String == "2018-11-04T01:00:00-02:00")
    #expect(result["epoch"] as? Int == 1_541_300_400)
    #expect(result["offsetSeconds"] as? Int == -7200)
    #expect(result["lengthSeconds"] as? Int == 82_800)
  }

  // Samoa skipped 30 December 2011 when it moved west of the date line.
  @Test func aSkippedDayHasNoStart() throws {
    let run = repl(["--json", "-c", "start-of-day 2011-12-30 Pacific/Apia"])
    #expect(run.stdout == #"{"date":"2011-12-30","zone":"Pacific/Apia","exists":false}"#)
  }

  @Test func startOfDayUsesTheSessionZone() throws {
    let results = try json("tz Asia/Tehran; start-of-day 2022-03-22; day 2022-03-22")
    #expect(results[1]["zone"] as? String == "Asia/Tehran")
    #expect(results[1]["start"] as? String == "2022-03-22T01:00:00+04:30")
    let day = try #require(results[2]["startOfDay"] as? [String: Any])
    #expect(day["start"] as? String == "2022-03-22T01:00:00+04:30")
  }

  // The test clock reads 2024-03-20T12:00:00Z: already the 21st at UTC+14.
  @Test func todayIsTodayInTheZone() throws {
    let results = try json("tz UTC; tz Pacific/Kiritimati; tz Pacific/Pago_Pago; today 2024-01-01; tz UTC")
    #expect(
      results.map { $0["today"] as? String } == [
        "2024-03-20", "2024-03-21", "2024-03-20", "2024-01-01", "2024-01-01",
      ])
    #expect(
      repl(["--tz", "Pacific/Kiritimati", "--json", "-c", "settings"]).out.first?.contains(
        #""today":"2024-03-21""#) == true)
  }

  @Test func unknownZones() {
    let run = repl(["-c", "tz Europe/Pariss"])
    #expect(run.status == 1)
    #expect(run.err.first?.hasPrefix("error: unknown time zone 'Europe/Pariss'") == true)
    let bad = repl(["--tz", "Nowhere/Land"])
    #expect(bad.status == 2)
    #expect(bad.err.first?.hasPrefix("yotei-repl: --tz: unknown time zone 'Nowhere/Land'") == true)
  }

  @Test func zonesComplete() {
    #expect(Completion.candidates(line: "tz Europe/Par", wordStart: 3) == ["Europe/Paris"])
    #expect(Completion.candidates(line: "start-of-day today Asia/Teh", wordStart: 19) == ["Asia/Tehran"])
  }
}

@Suite struct SystemZoneStartupTests {
  // POSIX TZ: "UTC-3" is three hours east of UTC (glibc's `date` agrees).
  @Test func tzIsReadAsPOSIXDefinesIt() throws {
    let run = repl(["--json", "-c", "settings; start-of-day 2024-03-20"], variables: ["TZ": "UTC-3"])
    let objects = try run.objects()
    #expect(objects[0]["zone"] as? String == "UTC-3")
    #expect(objects[1]["start"] as? String == "2024-03-20T00:00:00+03:00")
    #expect(run.err.isEmpty)
  }

  @Test func anUnusableTZIsReportedOnce() throws {
    let run = repl(["--json", "-c", "settings; settings"], variables: ["TZ": "Mars/Olympus_Mons"])
    let warnings = run.err.filter { $0.contains("TZ='Mars/Olympus_Mons' is not usable") }
    #expect(warnings.count == 1, "\(run.err)")
    #expect(try run.objects()[0]["zone"] as? String == "UTC")
    // With --tz the variable does not matter, and nothing is reported.
    let chosen = repl(
      ["--json", "--tz", "Asia/Tokyo", "-c", "settings"], variables: ["TZ": "Mars/Olympus_Mons"])
    #expect(chosen.err.isEmpty)
  }
}
