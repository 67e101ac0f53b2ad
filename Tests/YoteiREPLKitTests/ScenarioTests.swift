import Foundation
import Testing

@testable import YoteiREPLKit

/// The "done" walk-through as one script: Persian, Hebrew and
/// Gregorian months, a range across months, Russian, Israeli and Iranian
/// working days, and locale switches, all scripted with JSON output.
@Suite struct ScenarioTests {
  static let script = """
    # Persian: Farvardin 1403 in Persian digits, Nowruz off in Iran
    locale fa-IR
    region IR
    show
    kind 1403-01-01
    # Hebrew: Adar I and Adar II 5784; Pesach off in Israel
    locale he-IL; calendar hebrew; region IL
    show 5784-M05L-01
    next
    kind hebrew:5784-08-15
    # Gregorian, Russian: a range across months, working days in it
    calendar gregorian; locale ru-RU; region RU
    mode range
    select 2024-04-27
    select 2024-05-13
    workdays 2024-04-27 2024-05-13
    selection
    """

  @Test func walkThrough() throws {
    let run = repl(["--json", "--today", "2024-03-20"], input: Self.script)
    #expect(run.status == 0, "\(run.out)")
    let objects = try run.objects()
    #expect(objects.count == 18)
    let persianMonth = objects[2]
    #expect(persianMonth["calendar"] as? String == "persian")
    #expect((persianMonth["title"] as? String)?.contains("فروردین") == true)
    #expect(objects[3]["kind"] as? String == "holiday")
    #expect(objects[3]["iso"] as? String == "2024-03-20")
    #expect(objects[7]["monthCode"] as? String == "M05L")
    #expect(objects[8]["monthCode"] as? String == "M06")
    // 15 Nisan 5784 (first day of Pesach) = 23 April 2024.
    #expect(objects[9]["iso"] as? String == "2024-04-23")
    #expect(objects[9]["kind"] as? String == "holiday")
    #expect(objects[14]["anchor"] as? String == "2024-04-27")
    // 27 April (a working Saturday), then 2, 3, 6, 7, 8 and 13 May: 29 and 30
    // April and 10 May were transferred days off, 1 and 9 May holidays.
    let count = try #require(objects[16]["count"] as? Int)
    #expect(count == 7)
    let selection = objects[17]
    #expect((selection["days"] as? [String])?.count == 17)
    #expect((selection["days"] as? [String])?.first == "2024-04-27")
    #expect((selection["days"] as? [String])?.last == "2024-05-13")
  }
}
