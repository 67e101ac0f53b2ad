import Foundation
import Testing

@testable import YoteiREPLKit

/// `load` with Japan's Cabinet Office list, `syukujitsu.csv`, in Shift_JIS:
/// the stand-in written by scripts/make-syukujitsu-fixture.py from jpholiday
/// in the official layout and encoding (the official file cannot be
/// downloaded where Yotei is built).
@Suite struct SyukujitsuCommandTests {
  let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../YoteiProductionTests/Fixtures/syukujitsu-jpholiday-1955-2027.csv")
    .standardized.path

  @Test func loadingTheCabinetOfficeListSaysWhichYearsItCovers() throws {
    let json = repl(["--json", "-c", "load \(fixture); kind 2019-05-01; workdays 2027-01-01 2027-12-31"])
    #expect(json.status == 0, "\(json.err)")
    let results = try json.objects()
    #expect(results[0]["region"] as? String == "JP")
    #expect(results[0]["coveredYears"] as? [Int] == Array(1955...2027))
    #expect(results[0]["changedYears"] as? [Int] == [])
    let issues = try #require(results[0]["issues"] as? [[String: Any]])
    #expect(issues.map { $0["message"] as? String } == ["replaces JP in 1955-2027; no day changed"])
    #expect(results[1]["kind"] as? String == "holiday")
    #expect(results[1]["estimated"] as? Bool == false)
    // 2027 as jpholiday gives it: 261 weekdays, 16 of them holidays.
    #expect(results[2]["count"] as? Int == 245)
    let text = repl(["--locale", "ja-JP", "-c", "load \(fixture); kind 2027-03-21"], variables: wide)
    #expect(text.status == 0, "\(text.err)")
    let all = text.out.joined(separator: "\n")
    #expect(
      all.contains("syukujitsu-jpholiday-1955-2027.csv:0: years: replaces JP in 1955-2027; no day changed"))
    #expect(all.contains("春分の日"), "\(all)")
  }
}
