import Foundation
import Testing

@testable import YoteiREPLKit

@Suite struct PickerCommandTests {
  @Test func rangeAcrossMonths() throws {
    let results = try json(
      "mode range; select 2024-03-28; select 2024-04-03; selection", options: ["--today", "2024-03-20"])
    #expect(results[1]["anchor"] as? String == "2024-03-28")
    #expect((results[1]["days"] as? [String])?.isEmpty == true)
    let selection = results[3]
    #expect(selection["mode"] as? String == "range")
    #expect(
      selection["days"] as? [String] == [
        "2024-03-28", "2024-03-29", "2024-03-30", "2024-03-31", "2024-04-01", "2024-04-02", "2024-04-03",
      ])
    #expect(selection["anchor"] is NSNull)
  }

  @Test func rangeEndsInEitherOrderAndCellsSayWhere() throws {
    let results = try json(
      "mode range; select 2024-04-03; select 2024-03-28; show", options: ["--today", "2024-03-20"])
    #expect((results[2]["days"] as? [String])?.first == "2024-03-28")
    let cells = try #require(results[3]["weeks"] as? [[[String: Any]]]).joined()
    func cell(_ iso: String) -> [String: Any]? { cells.first { $0["iso"] as? String == iso } }
    #expect(cell("2024-03-28")?["rangeStart"] as? Bool == true)
    #expect(cell("2024-04-01")?["inRange"] as? Bool == true)
    #expect(cell("2024-04-01")?["rangeStart"] as? Bool == false)
    #expect(cell("2024-04-03")?["rangeEnd"] as? Bool == true)
    #expect(cell("2024-04-04")?["inRange"] as? Bool == false)
    #expect(cell("2024-04-01")?["a11y"] as? String == "Monday, April 1, 2024, in selected range")
  }

  @Test func bookedDaysBlockARange() throws {
    let run = repl([
      "--json", "--today", "2024-03-20", "-c",
      "mode range; book 2024-04-10; select 2024-04-08; select 2024-04-12; select 2024-04-09; selection",
    ])
    #expect(run.status == 1)
    let objects = try run.objects()
    let error = try #require(objects[3]["error"] as? [String: Any])
    #expect(
      error["message"] as? String
        == "select: 2024-04-12 cannot be selected: the range would cross 2024-04-10, which is unavailable")
    #expect(objects[5]["days"] as? [String] == ["2024-04-08", "2024-04-09"])
  }

  @Test func boundsAndDisabledDays() throws {
    let run = repl([
      "--json", "--today", "2024-03-20", "-c",
      "min 2024-03-10; max 2024-04-15; select 2024-03-05; disable 2024-03-21; select 2024-03-21; next; next; show",
    ])
    #expect(run.status == 1)
    let objects = try run.objects()
    #expect(objects[0]["minimum"] as? String == "2024-03-10")
    #expect(objects[1]["maximum"] as? String == "2024-04-15")
    #expect(
      (objects[2]["error"] as? [String: Any])?["message"] as? String
        == "select: 2024-03-05 cannot be selected: it is before the minimum date")
    #expect(objects[4]["error"] != nil)
    #expect(objects[5]["focus"] == nil || objects[5]["month"] as? Int == 4)
    let refused = try #require(objects[6]["error"] as? [String: Any])
    #expect(
      (refused["message"] as? String)?.hasPrefix("next: 2024-05 lies outside the allowed dates") == true)
    let cells = try #require(objects[7]["weeks"] as? [[[String: Any]]]).joined()
    #expect(cells.first { $0["iso"] as? String == "2024-04-16" }?["disabled"] as? Bool == true)
    #expect(cells.first { $0["iso"] as? String == "2024-04-15" }?["disabled"] as? Bool == false)
  }

  @Test func multipleModeToggles() throws {
    let results = try json(
      "mode multiple; select 2024-03-05; select 2024-03-01; select 2024-03-09; select 2024-03-05; selection; clear; selection",
      options: ["--today", "2024-03-20"])
    #expect(results[5]["days"] as? [String] == ["2024-03-01", "2024-03-09"])
    #expect((results[7]["days"] as? [String])?.isEmpty == true)
  }

  @Test func focusMovesAndTheMonthFollows() throws {
    let results = try json(
      "move month 1; move week 2; move day -40; move year 1; move left", options: ["--today", "2024-01-31"])
    #expect(
      results.map { $0["focus"] as? String } == [
        "2024-02-29", "2024-03-14", "2024-02-03", "2025-02-03", "2025-02-02",
      ])
    let rtl = try json("move left", options: ["--today", "2024-01-31", "--locale", "he-IL"])
    #expect(rtl.first?["focus"] as? String == "2024-02-01")
  }

  @Test func persianRangeInTheGrid() {
    let run = repl([
      "--today", "2024-03-20", "--locale", "fa-IR", "-c", "mode range; select 1403-01-30; select 1403-02-02",
    ])
    let lines = run.out.map { $0.replacingOccurrences(of: "\u{200E}", with: "") }
    // 1 Ordibehesht (a Saturday, the rightmost column) inside the range, 2
    // Ordibehesht its last day and the focus, between brackets.
    #expect(lines.contains("  ۷   ۶   ۵   ۴   ۳ [ ۲#] ۱="))
    #expect(lines.contains("بازه: ۳۰ فروردین ۱۴۰۳ – ۲ اردیبهشت ۱۴۰۳ (۴ روز، ۳ شب)"))
  }

  @Test func badPickerArguments() {
    #expect(
      repl(["-c", "mode ranges"]).err == [
        "error: mode: 'ranges' is not a valid mode; expected single, multiple or range"
      ])
    #expect(
      repl(["-c", "move fortnight 2"]).err == [
        "error: move: 'fortnight' is not a valid unit; expected day, week, month, year (with N), left, right, up, down, home or end"
      ])
    #expect(
      repl(["-c", "min 2024-05-01; max 2024-04-01"]).err == [
        "error: max: Apr 1, 2024 is before the earliest allowed date May 1, 2024"
      ])
    // JSON keeps the English sentence of the contract.
    let refusal = try? json("min 2024-05-01; max 2024-04-01").last?["error"] as? [String: Any]
    #expect(refusal?["message"] as? String == "max: 2024-04-01 is before the minimum 2024-05-01")
  }
}
