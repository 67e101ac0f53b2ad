import Foundation
import Testing

@testable import YoteiREPLKit

/// Width, colour, echoed input, completion, scripts and the settings and
/// picker confirmations of issue 14.
@Suite struct TerminalMannersTests {
  @Test func completionOffersTheWordsACommandTakes() {
    #expect(Completion.candidates(line: "today c", wordStart: 6) == ["clock"])
    #expect(Completion.candidates(line: "min n", wordStart: 4) == ["none"])
    #expect(Completion.candidates(line: "max ", wordStart: 4).contains("none"))
    #expect(Completion.candidates(line: "move h", wordStart: 5) == ["home"])
    // A folder is not a finished word: no space goes after it.
    #expect(!Completion.isFinal("data/"))
    #expect(Completion.isFinal("data/RU.json"))
  }

  @Test func completionListsFoldersWithASlash() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yotei-complete-\(UUID())")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(Completion.files(matching: folder.path + "/s") == [folder.path + "/sub/"])
  }

  @Test func echoedInputIsEscapedAndCut() {
    let run = repl(["-c", "shwo\u{1B}[2J"])
    #expect(run.err == ["error: unknown command 'shwo\\e[2J'; type 'help' for the list of commands"])
    let long = String(repeating: "x", count: 500)
    let cut = repl(["-c", "select \(long)"]).err.joined()
    #expect(!cut.contains(String(repeating: "x", count: 61)))
    #expect(cut.count < 300, "\(cut)")
    #expect(!repl(["-c", "show 2024-\u{7}03-01"]).err.joined().contains("\u{7}"))
  }

  /// Error messages break at spaces to the width, as sentences on standard
  /// output do, when standard error is a terminal or COLUMNS is set, in
  /// Persian as in English: no line is wider than the width, no word is cut,
  /// and the words are those of the one-line message. A pipe gets each
  /// message on one line, and `--json` objects are never broken.
  @Test(arguments: ["en-US", "fa-IR"])
  func errorsBreakAtSpacesToTheWidth(locale: String) throws {
    let commands = "show 2024-13-01; region XX; convert 2024-02-45 hebrew; calendar nope; pick --mode nope"
    let arguments = ["--locale", locale, "-c", commands]
    let whole = repl(arguments)
    let narrow = repl(arguments, variables: ["COLUMNS": "40"])
    let terminal = repl(arguments, errorColumns: 40)
    #expect(whole.status == 1 && whole.err.count == 5, "\(whole.err)")
    func lines(_ run: Run) -> [Substring] { run.err.flatMap { $0.split(separator: "\n") } }
    // Each message is longer than 40 columns in the pipe, and on one line.
    #expect(lines(whole).count == 5 && whole.err.allSatisfy { TextWidth.columns($0) > 40 }, "\(whole.err)")
    #expect(whole.err == repl(arguments, variables: wide).err)
    for run in [narrow, terminal] {
      #expect(run.err.count == 5, "\(run.err)")
      for line in lines(run) {
        #expect(TextWidth.columns(line) <= 40, "\(line)")
      }
      #expect(lines(run).count > lines(whole).count + 5, "\(run.err)")
      func words(_ lines: [Substring]) -> [Substring] { lines.joined(separator: " ").split(separator: " ") }
      #expect(words(lines(run)) == words(lines(whole)))
    }
    // COLUMNS wins over the terminal's width, as for standard output.
    #expect(repl(arguments, variables: ["COLUMNS": "40"], errorColumns: 200).err == narrow.err)
    // JSON objects stay whole, whatever the width.
    let json = ["--json"] + arguments
    let objects = repl(json, variables: ["COLUMNS": "40"], errorColumns: 40)
    #expect(objects.out == repl(json).out && objects.out.count == 5 && objects.err.isEmpty, "\(objects.out)")
  }

  @Test func scriptErrorsNameTheFileAndLine() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("e-\(UUID()).yotei").path
    try "show\nshow 2024-13-01\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = repl([path])
    #expect(run.status == 1)
    #expect(run.err.first?.hasPrefix("\(path):2: error: month 13 is out of range") == true, "\(run.err)")
  }

  @Test func aCommandGivenAsAScriptNameSuggestsDashC() {
    let run = repl(["show"])
    #expect(run.status == 2)
    #expect(run.err.last == "yotei-repl: to run the command, write: yotei-repl -c 'show'")
  }

  @Test func todayOptionTakesAnyDate() throws {
    let persian = try #require(try json("settings", options: ["--today", "persian:1403-01-01"]).first)
    #expect(persian["today"] as? String == "2024-03-20")
    let suffix = try #require(try json("settings", options: ["--today", "2024-03-21[u-ca=gregory]"]).first)
    #expect(suffix["today"] as? String == "2024-03-21")
    // The test clock stands at 2024-03-20.
    let tomorrow = try #require(try json("settings", options: ["--today", "tomorrow"]).first)
    #expect(tomorrow["today"] as? String == "2024-03-21")
  }

  @Test func threeMonthsSideBySideWhenTheyFit() {
    let wide = repl(["--today", "2024-03-20", "-c", "show -3"], variables: ["COLUMNS": "100"]).out
    #expect(
      wide[0].contains("February 2024") && wide[0].contains("March 2024") && wide[0].contains("April 2024"))
    // In 80 columns three plain months (29 columns each) do not fit: one under the other.
    let narrow = repl(["--today", "2024-03-20", "-c", "show -3"], variables: ["COLUMNS": "80"]).out
    #expect(narrow.filter { $0.contains(" 2024") && !$0.contains("[") }.count == 3)
    #expect(narrow.allSatisfy { TextWidth.columns($0) <= 80 })
  }

  /// Week numbers of a de-DE grid (ISO 8601 rule: Monday, four days) against
  /// Foundation's ISO 8601 calendar, an independent implementation.
  /// A legend with many states goes on to a second line rather than past
  /// the terminal's edge; no entry is split.
  @Test(arguments: ["he-IL", "ru-RU", "de-DE", "fa-IR", "en-US"])
  func legendsFitTheTerminal(locale: String) {
    let script =
      "mode range; book 2024-03-25; disable 2024-03-26; min 2024-03-05; max 2024-03-29; "
      + "select 2024-03-10; select 2024-03-18; move day 2; select 2024-03-22; move day -1"
    for columns in [80, 50] {
      let run = repl(
        ["--no-color", "--locale", locale, "--region", "RU", "--today", "2024-03-20", "-c", script],
        variables: ["COLUMNS": String(columns)])
      #expect(run.status == 0, "\(run.err)")
      let legend = run.out.suffix(3).filter { $0.contains("* ") || $0.contains(". ") }
      #expect(!legend.isEmpty)
      for line in run.out.suffix(3) {
        #expect(TextWidth.columns(line) <= columns, "\(columns): \(line)")
      }
      // Every state still has its entry: the marker of 'outside the allowed dates'.
      #expect(run.out.suffix(3).contains { $0.hasPrefix(". ") || $0.contains("  . ") })
    }
  }

  @Test func weekNumbersFollowTheLocalesRule() throws {
    let run = repl(["--locale", "de-DE", "--today", "2024-03-20", "-c", "show --week-numbers"])
    let rows = run.out.dropFirst(2).dropLast().map { $0.split(separator: " ").first.map(String.init) ?? "" }
    var calendar = Calendar(identifier: .iso8601)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    var expected: [String] = []
    for monday in [26, 4, 11, 18, 25] {
      let month = monday == 26 ? 2 : 3
      let date = try #require(calendar.date(from: DateComponents(year: 2024, month: month, day: monday)))
      expected.append(String(calendar.component(.weekOfYear, from: date)))
    }
    #expect(rows == expected)
  }

  /// With a region, its production weekend is the weekend of the grid, the
  /// legend and `day`: Iran rests on Friday, so an en-US session with region
  /// IR shows Saturday 11 May 2024 as a working day everywhere.
  @Test func theRegionsWeekendWinsEverywhere() throws {
    let run = repl(["--region", "IR", "--today", "2024-05-11", "-c", "show; day"])
    #expect(run.out.contains { $0.hasSuffix("Weekend: Fr") })
    #expect(!run.out.contains { $0.contains("Saturday, May 11, 2024") && $0.contains("Weekend") })
    let objects = try json("show; day", region: "IR", options: ["--today", "2024-05-11"])
    let cells = try #require(objects[0]["weeks"] as? [[[String: Any]]]).joined()
    let saturday = try #require(cells.first { $0["iso"] as? String == "2024-05-11" })
    #expect(saturday["weekend"] as? Bool == false)
    #expect(objects[1]["weekend"] as? Bool == false)
    let friday = try #require(cells.first { $0["iso"] as? String == "2024-05-10" })
    #expect(friday["weekend"] as? Bool == true)
  }

  @Test func convertShowsTheAnnotatedCalendarAndRefusesATime() throws {
    let annotated = try #require(try json("convert 2024-03-20[u-ca=persian]").first)
    #expect(annotated["calendar"] as? String == "persian")
    #expect(annotated["year"] as? Int == 1403)
    let run = repl(["-c", "convert 2024-03-20T10:00"])
    #expect(
      run.err == [
        "error: '2024-03-20T10:00' has a time of day (T10:00); a DATE is a day only, such as 2024-03-20 or 2024-03-20[u-ca=persian]"
      ])
  }

  @Test func settingsWithoutAnArgumentShowTheValue() {
    let run = repl(["-c", "calendar; locale; region"])
    #expect(
      run.out == [
        "Calendar: Gregorian Calendar", "Locale: en-US", "Calendar: Gregorian Calendar", "Region: none",
      ])
    // A change redraws the month in the new setting.
    let persian = repl(["--today", "2024-03-20", "-c", "calendar persian"]).out
    #expect(persian.first == "Calendar: Persian Calendar")
    #expect(persian.contains { $0.contains("Farvardin 1403") })
  }

  @Test func pickerCommandsConfirmWhatChanged() throws {
    let results = try json(
      "min 2024-03-10; max 2024-04-15; book 2024-03-21; disable; next; select; selection",
      options: ["--today", "2024-03-20"])
    #expect((results[0]["changes"] as? [String])?.first == "minimum 2024-03-10")
    #expect((results[1]["changes"] as? [String])?.first == "maximum 2024-04-15")
    #expect((results[2]["changes"] as? [String])?.first == "unavailable 2024-03-21")
    // Without DATE, disable acts on the focus (today) and the focus moves off it.
    #expect((results[3]["changes"] as? [String])?.first == "disabled 2024-03-20")
    #expect(results[3]["focus"] as? String == "2024-03-21")
    // next reports where the focus went, like move.
    #expect((results[4]["changes"] as? [String])?.contains("focus 2024-03-21 -> 2024-04-15") == true)
    #expect(results[4]["focus"] as? String == "2024-04-15")
    // select without DATE taps the focus.
    #expect(results[6]["days"] as? [String] == ["2024-04-15"])
    let text = repl(["--today", "2024-03-20", "-c", "min 2024-03-10; book 2024-03-21 2024-03-22"]).out
    #expect(text.first == "Earliest allowed date: Mar 10, 2024")
    #expect(text.contains("Unavailable (booked): Mar 21, 2024, Mar 22, 2024"))
  }

  @Test func oneDayAndOneWorkingDayAreSingular() {
    let run = repl([
      "--region", "RU", "-c",
      "mode range; select 2024-05-13; select 2024-05-13; workdays 2024-05-13 2024-05-13",
    ])
    #expect(run.out.contains("Range: May 13, 2024 – May 13, 2024 (1 day)"))
    #expect(run.out.last?.hasPrefix("1 working day from May 13, 2024 to May 13, 2024") == true)
  }

  @Test func disabledDaysAreNamedDisabled() {
    let run = repl(["--today", "2024-03-20", "--no-color", "-c", "disable 2024-03-25; min 2024-03-05"])
    #expect(run.out.last?.contains("- Disabled") == true)
    #expect(run.out.last?.contains(". Outside the allowed dates") == true)
  }

  @Test func fixtureDiffsAreColouredOnATerminal() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yotei-diff-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(
      repl(["fixtures", "generate", "--out", folder, "--locales", "de-DE", "--calendars", "gregorian"]).status
        == 0)
    let sheet = folder + "/de-DE/gregorian.txt"
    let text = try String(contentsOfFile: sheet, encoding: .utf8)
    try text.replacingOccurrences(of: "Montag", with: "Mondtag").write(
      toFile: sheet, atomically: true, encoding: .utf8)
    let tty = repl(["-c", "fixtures check \(folder)"], variables: ["TERM": "xterm"], terminal: true)
    #expect(tty.status == 1)
    #expect(tty.out.contains { $0.hasPrefix("\u{1B}[31m-") && $0.contains("Mondtag") })
    #expect(tty.out.contains { $0.hasPrefix("\u{1B}[32m+") && $0.contains("Montag") })
    #expect(tty.out.contains { $0.hasPrefix("\u{1B}[36m@@") })
    let plain = repl(["-c", "fixtures check \(folder)"])
    #expect(!plain.stdout.contains("\u{1B}["))
    #expect(plain.out.contains { $0.hasPrefix("-") && $0.contains("Mondtag") })
  }

  /// On a real terminal (util-linux `script`), colour follows terminfo:
  /// xterm has colours, vt100 has none, and TERM=dumb gets none either.
  @Test func colourFollowsWhatTheTerminalCanDo() throws {
    let folder = FileManager.default.temporaryDirectory
    var escapes: [String: Bool] = [:]
    for term in ["xterm", "vt100", "dumb"] {
      let command = "'\(InstalledBinaryTests.builtBinary.path)' --today 2024-03-20 -c show"
      let output = try InstalledBinaryTests.run(
        URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"], in: folder,
        environment: ["TERM": term, "HOME": folder.path, "PATH": "/usr/bin:/bin"])
      #expect(output.stdout.contains("March 2024"), "\(term): \(output.stdout)")
      escapes[term] = output.stdout.contains("\u{1B}[")
    }
    #expect(escapes == ["xterm": true, "vt100": false, "dumb": false])
  }

  /// JSON keeps ISO dates and adds the session calendar's: 1 Farvardin 1403 is
  /// 20 March 2024 (Iran's official calendar).
  @Test func jsonAddsTheSessionCalendarsDates() throws {
    let results = try json(
      "kind 1403-01-01; select 1403-01-01; selection; workdays 1403-01-01 1403-01-02",
      region: "IR", options: ["--locale", "fa-IR", "--today", "2024-03-20"])
    #expect(results[0]["iso"] as? String == "2024-03-20")
    #expect(results[0]["sessionDate"] as? String == "1403-01-01")
    #expect(results[0]["sessionCalendar"] as? String == "persian")
    #expect(results[1]["sessionFocus"] as? String == "1403-01-01")
    #expect(results[2]["days"] as? [String] == ["2024-03-20"])
    #expect(results[2]["sessionDays"] as? [String] == ["1403-01-01"])
    #expect(results[3]["sessionTo"] as? String == "1403-01-02")
    // And the text never reads the ISO date back to a Persian session.
    let text = repl(["--locale", "fa-IR", "--region", "IR", "--today", "2024-03-20", "-c", "kind 1403-12-25"])
      .stdout
    #expect(text.contains("۲۵ اسفند ۱۴۰۳"))
    #expect(!text.contains("2025-03-15"))
  }
}

/// Typos get the nearest names (issue 24).
@Suite struct TypoTests {
  @Test func aMistypedCalendarSuggestsTheNearest() throws {
    let run = repl(["-c", "convert 2026-12-01 persain"])
    #expect(run.status == 1)
    #expect(
      run.err.first?.hasPrefix("error: unknown calendar 'persain'; did you mean 'persian'?") == true,
      "\(run.err)")
    let object = try #require(try json("convert 2026-12-01 persain").first?["error"] as? [String: Any])
    #expect(object["suggestions"] as? [String] == ["persian"])
    // In the session language: the suggestion instead of the whole list.
    let russian = repl(["--locale", "ru-RU", "-c", "calendar hebrw"])
    #expect(russian.err.first?.hasSuffix("('hebrew'?)") == true, "\(russian.err)")
    // A word near nothing still lists every calendar.
    #expect(
      repl(["-c", "calendar mayan"]).err.first?.contains("known calendars: gregorian, iso8601") == true)
  }

  @Test func aMistypedOptionSuggestsTheNearest() throws {
    let run = repl(["-c", "show --weeknumbers"])
    #expect(run.status == 1)
    #expect(
      run.err.first?.hasPrefix(
        "error: show: '--weeknumbers' is not a valid option; did you mean '--week-numbers'?")
        == true, "\(run.err)")
    let object = try #require(try json("show --week-numebrs").first?["error"] as? [String: Any])
    #expect(object["suggestions"] as? [String] == ["--week-numbers"])
    // In the session language, after the list of options.
    let russian = repl(["--locale", "ru-RU", "-c", "year --wek-numbers"])
    #expect(russian.err.first?.hasSuffix("(--week-numbers?)") == true, "\(russian.err)")
    // An option near none names no suggestion and keeps the list.
    let far = try #require(try json("show -x").first?["error"] as? [String: Any])
    #expect(far["suggestions"] == nil)
    #expect((far["allowed"] as? String)?.contains("--week-numbers") == true)
  }
}
