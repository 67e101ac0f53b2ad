import Foundation
import Testing
import Yotei
import YoteiProduction

@testable import YoteiREPLKit

@Suite struct GridTests {
  @Test func gregorianMonthAsText() {
    let run = repl(["--today", "2024-03-20", "-c", "show"])
    #expect(
      run.stdout == """
                 March 2024
         Su  Mo  Tu  We  Th  Fr  Sa
                              1   2
          3   4   5   6   7   8   9
         10  11  12  13  14  15  16
         17  18  19 [20*]21  22  23
         24  25  26  27  28  29  30
         31
        [ ] Focus  * Today  Weekend: Su Sa
        """)
  }

  /// The issue's walk-through: a range from 28 March with the focus moved
  /// five days on draws the focus (brackets) on 2 April and the candidate
  /// range (`:`) from 30 March to 1 April, distinct from a committed range (`=`).
  @Test func focusAndCandidateRangeAreDrawnWithoutColour() throws {
    let run = repl(["--today", "2025-03-20", "-c", "mode range; select 2025-03-28; move day 5"])
    let april = Array(run.out.drop { $0.trimmingCharacters(in: .whitespaces) != "April 2025" })
    try #require(april.count > 2)
    #expect(april[2] == "          1:[ 2:] 3   4   5")
    // Today (20 March) is not in April: the legend does not name it.
    #expect(run.out.last == "[ ] Focus  : Range being chosen  Weekend: Su Sa")
    let march = repl(["--today", "2025-03-20", "-c", "mode range; select 2025-03-28; move day 3"]).out.suffix(
      8)
    #expect(march.contains(" 30:[31:]"))
    #expect(march.contains(" 23  24  25  26  27  28# 29:"))
    let committed = repl(["--today", "2025-03-20", "-c", "mode range; select 2025-03-28; select 2025-04-02"])
    let committedApril = Array(committed.out.drop { $0.trimmingCharacters(in: .whitespaces) != "April 2025" })
    try #require(committedApril.count > 2)
    #expect(committedApril[2] == "          1=[ 2#] 3   4   5")
    #expect(committed.out.contains("Range: Mar 28, 2025 – Apr 2, 2025 (6 days, 5 nights)"))
  }

  @Test func focusAndRangesAreDrawnInColour() {
    let run = repl(
      ["--today", "2025-03-20", "-c", "mode range; select 2025-03-28; move day 3"],
      variables: ["TERM": "xterm"],
      terminal: true)
    // The candidate days on a cyan background, the focus between brackets.
    #expect(run.stdout.contains("[\u{1B}[46m31\u{1B}[0m]"))
    let dumb = repl(
      ["--today", "2025-03-20", "-c", "mode range; select 2025-03-28; move day 3"],
      variables: ["TERM": "dumb"],
      terminal: true)
    #expect(!dumb.stdout.contains("\u{1B}["))
    #expect(dumb.stdout.contains("[31:]"))
  }

  /// Which column each day of the month lands in, read from yotei-repl's
  /// plain text (four columns a cell).
  func columns(of lines: [String], cellWidth: Int) -> [Int: Int] {
    var result: [Int: Int] = [:]
    for line in lines {
      let chars = Array(line)
      var i = 0
      while i < chars.count {
        if chars[i].isNumber {
          var j = i
          while j < chars.count, chars[j].isNumber { j += 1 }
          if let n = Int(String(chars[i..<j])) { result[n] = (j - 1) / cellWidth }
          i = j
        } else {
          i += 1
        }
      }
    }
    return result
  }

  // ncal (Debian's BSD calendar) is an independent reference for where each
  // day of a Gregorian month sits: `ncal -b -h [-M] MONTH YEAR`.
  @Test(arguments: [
    (2024, 3, false), (2024, 2, true), (2023, 10, false), (2026, 11, true), (1999, 12, false),
  ])
  func columnsMatchNcal(year: Int, month: Int, mondayFirst: Bool) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ncal")
    process.arguments = ["-b", "-h"] + (mondayFirst ? ["-M"] : ["-S"]) + [String(month), String(year)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let reference = String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst(2).map(String.init)
    let expected = columns(of: reference, cellWidth: 3)
    #expect(expected.count >= 28)
    let date = "\(year)-\(month < 10 ? "0" : "")\(month)-01"
    let run = repl(["-c", "week-start \(mondayFirst ? "monday" : "sunday"); show \(date)"])
    // week-start redraws the month on screen; the month asked for is the
    // second grid. Each line begins with the column that holds the focus's
    // opening bracket: drop it, and cells are four columns again.
    let legend = try #require(run.out.firstIndex { $0.hasPrefix("[ ] ") })
    let lines = Array(run.out[(legend + 3)...].dropLast()).map { String($0.dropFirst()) }
    #expect(columns(of: lines, cellWidth: 4) == expected)
  }

  @Test func persianMonthRunsRightToLeft() throws {
    let run = repl(["--locale", "fa-IR", "--today", "2024-03-20", "-c", "show"])
    let lines = run.out.map { $0.replacingOccurrences(of: "\u{200E}", with: "") }
    #expect(lines[0].contains("فروردین") && lines[0].contains("۱۴۰۳"))
    // Saturday (ش) is the first weekday in Iran, so it is the rightmost column.
    #expect(lines[1].hasSuffix(" ش"))
    // 1 Farvardin 1403 was a Wednesday: the fifth column from the right, marked today.
    #expect(lines[2] == "  ۳   ۲ [ ۱*]")
    #expect(run.out[2].hasPrefix("\u{200E}"))
  }

  @Test func persianJSONKeepsLogicalOrder() throws {
    let show = try #require(try json("show", options: ["--locale", "fa-IR", "--today", "2024-03-20"]).first)
    #expect(show["calendar"] as? String == "persian")
    #expect(show["year"] as? Int == 1403)
    #expect(show["month"] as? Int == 1)
    #expect(show["direction"] as? String == "rtl")
    let weekdays = try #require(show["weekdays"] as? [[String: Any]])
    #expect(weekdays.map { $0["weekday"] as? Int } == [6, 7, 1, 2, 3, 4, 5])
    let weeks = try #require(show["weeks"] as? [[[String: Any]]])
    #expect(weeks.count == 6 && weeks.allSatisfy { $0.count == 7 })
    let first = try #require(weeks.joined().first { $0["inMonth"] as? Bool == true })
    #expect(first["iso"] as? String == "2024-03-20")
    #expect(first["label"] as? String == "۱")
    #expect(first["today"] as? Bool == true)
    let friday = try #require(weeks[0].last)
    #expect(friday["weekend"] as? Bool == true)
  }

  /// Saudi Arabia's weekend was Thursday-Friday until 28 June 2013 and
  /// Friday-Saturday from 29 June (Royal Decree A/185): with the region set,
  /// the picker's cells of June 2013 (and its spoken labels) have the weekend
  /// of each day, whichever month the session was on before, as the region's
  /// own day kinds say.
  @Test func saudiJune2013HasTheWeekendOfEachDay() throws {
    for today in ["2013-06-10", "2026-12-02"] {
      var options = Options()
      options.region = "SA"
      options.today = Day(isoString: today)
      let interpreter = Interpreter(
        session: Session(options: options, color: false, systemZone: .utc), output: { _ in }, errors: { _ in }
      )
      interpreter.execute(line: "show 2013-06")
      let session = interpreter.session
      let region = try #require(session.region)
      let june = try #require(Day(isoString: "2013-06-01"))
      // The whole grid: 26 May to 6 July.
      for day in (june - 6)...(june + 35) {
        let cell = session.picker.cell(for: day)
        let kind = try region.status(of: day).kind
        #expect(cell.isWeekend == (kind == .weekend), "\(today): \(day.isoString) \(kind)")
        #expect(cell.accessibilityLabel.contains("weekend") == cell.isWeekend, "\(cell.accessibilityLabel)")
      }
      #expect(session.picker.cell(for: june + 28).isWeekend)  // Saturday 29 June
      #expect(!session.picker.cell(for: june + 33).isWeekend)  // Thursday 4 July
      #expect(session.picker.cell(for: june + 26).isWeekend)  // Thursday 27 June
    }
    let day = try #require(try json("day 2012-12-28", options: ["--region", "SA"]).first)
    // A Friday of 2012, before the calendar's years: the weekend in force then.
    #expect(day["weekend"] as? Bool == true)
    let thursday = try #require(try json("day 2012-12-27", options: ["--region", "SA"]).first)
    #expect(thursday["weekend"] as? Bool == true)
    let saturday = try #require(try json("day 2012-12-29", options: ["--region", "SA"]).first)
    #expect(saturday["weekend"] as? Bool == false)
  }

  @Test func hebrewLeapMonthsHaveTheirCodes() throws {
    let results = try json(
      "calendar hebrew; show 5784-M05L-01; next; next",
      options: ["--locale", "he-IL", "--today", "2024-03-20"])
    #expect(results.dropFirst().map { $0["monthCode"] as? String } == ["M05L", "M06", "M07"])
    #expect(results.dropFirst().map { $0["month"] as? Int } == [6, 7, 8])
  }

  @Test func japaneseHeadersAreWideAndAligned() {
    let run = repl(["--locale", "ja-JP", "--today", "2024-03-20", "-c", "show"])
    #expect(run.out[1] == " 日  月  火  水  木  金  土")
    #expect(run.out[2] == "                      1   2")
  }

  // Arabic short names all begin with "ال", so the narrow ones (all distinct) head the columns.
  @Test func arabicHeadersStayDistinct() {
    let run = repl(["--locale", "ar-EG", "--today", "2024-03-20", "-c", "show"])
    let lines = run.out.map { $0.replacingOccurrences(of: "\u{200E}", with: "") }
    #expect(lines[1] == "  ج   خ   ر   ث   ن   ح   س")
    // 1 March 2024 was a Friday: the leftmost column, since Saturday is on the right.
    #expect(lines[2] == "  ١")
  }

  @Test func yearShowsEveryMonth() throws {
    let year = try #require(try json("year 5784", options: ["--calendar", "hebrew"]).first)
    let months = try #require(year["months"] as? [[String: Any]])
    #expect(year["leap"] as? Bool == true)
    #expect(months.count == 13)
    #expect(months.first?["start"] as? String == "2023-09-16")
    // Three months across in 100 columns, two in 80, one in 40 (a plain
    // month is 29 columns wide): bands of a title, a header and the weeks,
    // one blank line between bands, then the legend.
    for (columns, across) in [(100, 3), (80, 2), (40, 1)] {
      let text = repl(["--calendar", "persian", "-c", "year 1403"], variables: ["COLUMNS": String(columns)])
        .out
      let bands = text.dropLast().split(separator: "", omittingEmptySubsequences: false)
      #expect(bands.count == 12 / across, "\(columns) columns")
      #expect(bands.allSatisfy { (7...8).contains($0.count) }, "\(columns) columns: \(bands.map(\.count))")
      #expect(text.last?.contains("*") == true)
      #expect(text.allSatisfy { TextWidth.columns($0) <= columns }, "\(columns) columns")
    }
  }

  /// `show -3` has one legend for its three months: the focus (in the
  /// middle one) and what only April shows in Russia, where 29 and 30 April
  /// 2024 were transferred days off and Saturday 27 April a working day
  /// (Government decree No. 1586 of 2023).
  @Test func threeMonthsShareOneLegend() {
    let run = repl(
      ["--region", "RU", "--today", "2024-03-20", "-c", "show -3"], variables: ["COLUMNS": "200"])
    let legend = run.out.drop { !$0.hasPrefix("[ ] ") }.joined(separator: "  ")
    #expect(legend.hasPrefix("[ ] Focus  * Today  ! Public holiday  ^ Transferred day off"), "\(run.out)")
    #expect(legend.contains("+ Working weekend day  ~ Shortened day  Weekend: Su Sa"))
    #expect(run.out.filter { $0.hasPrefix("[ ] ") }.count == 1)
  }

  @Test func symbolsContract() throws {
    let symbols = try #require(try json("symbols", options: ["--locale", "he-IL"]).first)
    #expect(symbols["locale"] as? String == "he-IL")
    #expect(symbols["firstWeekday"] as? Int == 7)
    #expect(symbols["weekend"] as? [Int] == [5, 6])
    #expect(symbols["minimalDays"] as? Int == 1)
    #expect(symbols["direction"] as? String == "rtl")
    #expect((symbols["digits"] as? [String])?.count == 10)
    let weekdays = try #require(symbols["weekdays"] as? [String: [String]])
    #expect(Set(weekdays.keys) == ["wide", "abbreviated", "short", "narrow"])
    #expect(weekdays["wide"]?.first == "יום שני")
    let months = try #require(symbols["months"] as? [String: [String]])
    #expect(months["wide"]?.count == 12)
    let persian = try #require(try json("symbols", options: ["--locale", "fa-IR"]).first)
    #expect(persian["digits"] as? [String] == ["۰", "۱", "۲", "۳", "۴", "۵", "۶", "۷", "۸", "۹"])
    #expect(persian["weekend"] as? [Int] == [5])
    let letters = try #require(try json("symbols", options: ["--locale", "he-IL-u-nu-hebr"]).first)
    #expect(letters["numberingSystem"] as? String == "hebr")
    #expect(letters["digits"] is NSNull)
  }

  @Test func settingsFollowTheLocaleUntilACalendarIsChosen() throws {
    let results = try json(
      "locale fa-IR; locale he-IL; calendar hebrew; locale fa-IR; week-start monday; settings")
    #expect(
      results.map { $0["calendar"] as? String } == [
        "persian", "gregorian", "hebrew", "hebrew", "hebrew", "hebrew",
      ])
    #expect(results.last?["weekStart"] as? Int == 1)
    #expect(results.last?["locale"] as? String == "fa-IR")
  }
}

@Suite struct CompletionTests {
  @Test func completesCommandsAndArguments() {
    #expect(Completion.candidates(line: "sh", wordStart: 0) == ["show"])
    #expect(Completion.candidates(line: "calendar he", wordStart: 9) == ["hebrew"])
    #expect(Completion.candidates(line: "show; calendar isl", wordStart: 15).count == 4)
    #expect(Completion.candidates(line: "locale fa-", wordStart: 7).contains("fa-IR"))
    #expect(Completion.candidates(line: "week-start mo", wordStart: 11) == ["monday"])
    #expect(Completion.candidates(line: "convert today per", wordStart: 14) == ["persian"])
    #expect(Completion.candidates(line: "help con", wordStart: 5) == ["convert"])
    let regions = Completion.candidates(line: "region ", wordStart: 7)
    #expect(regions == ProductionCalendar.shippedCodes + ["none"])
    #expect(Set(["RU", "IL", "IR", "US", "BY", "CN", "TW"]).isSubset(of: regions))
    #expect(Completion.candidates(line: "mode r", wordStart: 5) == ["range"])
  }

  @Test func completesFilePaths() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yotei-complete-\(UUID())")
      .path
    try FileManager.default.createDirectory(atPath: folder + "/beta", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "{}".write(toFile: folder + "/alpha.json", atomically: true, encoding: .utf8)
    try "".write(toFile: folder + "/.hidden", atomically: true, encoding: .utf8)
    #expect(Completion.candidates(line: "load \(folder)/al", wordStart: 5) == [folder + "/alpha.json"])
    #expect(
      Completion.candidates(line: "load \(folder)/", wordStart: 5) == [
        folder + "/alpha.json", folder + "/beta/",
      ])
    #expect(Completion.candidates(line: "export-ics 2024 \(folder)/b", wordStart: 16) == [folder + "/beta/"])
    #expect(Completion.candidates(line: "load \(folder)/.h", wordStart: 5) == [folder + "/.hidden"])
  }
}
