import Foundation
import Testing

@testable import YoteiREPLKit

/// The US federal calendar in the REPL counts the days closed by executive
/// order (EO 14129: 24 December 2024) and flags years whose closures are not
/// known yet.
@Suite struct USClosureCommandTests {
  @Test func norms2024AndWorkdaysCountTheClosure() throws {
    let results = try json(
      "kind 2024-12-24; norms 2024; workdays 2024-12-01 2024-12-31; add-workdays 2024-12-23 1; norms 2026",
      options: ["--region", "US"])
    #expect(results[0]["kind"] as? String == "holiday")
    #expect(results[0]["name"] as? String == "Executive order closure")
    // 262 weekdays, 11 legal public holidays on weekdays, one closure.
    #expect(results[1]["workingDays"] as? Int == 250)
    #expect(results[1]["hours40"] as? Int == 2000)
    #expect(results[1]["estimated"] as? Bool == false)
    #expect(results[2]["count"] as? Int == 20)
    #expect(results[3]["iso"] as? String == "2024-12-26")
    // 2026 is after the last checked day: estimated, with the days.
    #expect(results[4]["estimated"] as? Bool == true)
    let range = try #require(results[4]["estimatedDays"] as? [String: Any])
    #expect(range["from"] as? String == "2026-01-01")
    #expect(range["through"] as? String == "2026-12-31")
  }
}
