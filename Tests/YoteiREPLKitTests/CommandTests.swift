import Foundation
import Testing

@testable import YoteiREPLKit

@Suite struct ConvertAndDayTests {
  // Nowruz 1403 was Wednesday 20 March 2024 (Iranian calendar centre); the
  // same day was 10 Adar II 5784 (hebcal.com). JDN 2451545 is 2000-01-01,
  // and 2024-03-20 is 8845 days later.
  @Test func convertToPersianAndHebrew() throws {
    let results = try json("convert 2024-03-20 persian; convert 2024-03-20 hebrew")
    let persian = results[0]
    #expect(persian["calendar"] as? String == "persian")
    #expect(persian["year"] as? Int == 1403)
    #expect(persian["month"] as? Int == 1)
    #expect(persian["monthCode"] as? String == "M01")
    #expect(persian["day"] as? Int == 1)
    #expect(persian["iso"] as? String == "2024-03-20")
    #expect(persian["jdn"] as? Int == 2_451_545 + 8845)
    #expect(persian["weekday"] as? Int == 3)
    #expect(persian["era"] is Int)
    #expect((persian["text"] as? String)?.contains("1403") == true)
    let hebrew = results[1]
    #expect(hebrew["year"] as? Int == 5784)
    #expect(hebrew["month"] as? Int == 7)
    #expect(hebrew["monthCode"] as? String == "M06")
    #expect(hebrew["day"] as? Int == 10)
  }

  @Test func keysComeInTheDocumentedOrder() throws {
    let run = repl(["--json", "-c", "convert 2024-03-20 gregorian"])
    #expect(
      run.stdout.hasPrefix(
        #"{"calendar":"gregorian","era":1,"eraName":"AD","yearOfEra":2024,"year":2024,"month":3,"monthCode":"M03","day":20,"iso":"2024-03-20","jdn":2460390,"weekday":3,"text":"Wednesday, March 20, 2024"}"#
      ))
  }

  @Test(arguments: [
    ("hebrew:5784-07-01", "2024-03-11"), ("5784-M05L-10[u-ca=gregory]", ""),
    ("2024-03-20[u-ca=gregory]", "2024-03-20"),
    ("gregorian:2024-03-20", "2024-03-20"), ("hebrew:5784-M05L-10", "2024-02-19"),
    ("persian:1403-01-01", "2024-03-20"),
  ])
  func everyDateSpellingIsRead(text: String, iso: String) throws {
    let run = repl(["--json", "-c", "convert \(text) gregorian"])
    let object = try run.object()
    if iso.isEmpty {
      #expect(object["error"] != nil)
    } else {
      #expect(object["iso"] as? String == iso, "\(text)")
    }
  }

  @Test func dayListsEveryCalendar() throws {
    let day = try #require(try json("day 2024-03-20").first)
    #expect(day["iso"] as? String == "2024-03-20")
    #expect(day["jdn"] as? Int == 2_460_390)
    #expect(day["weekday"] as? Int == 3)
    #expect(day["isoWeek"] as? Int == 12)
    let dates = try #require(day["dates"] as? [String: [String: Any]])
    #expect(dates["persian"]?["year"] as? Int == 1403)
    #expect(dates["hebrew"]?["monthCode"] as? String == "M06")
    #expect(dates["gregorian"]?["iso"] as? String == "2024-03-20")
    #expect(dates.count >= 15)
  }

  // 3 January 2021 was in ISO week 53 of 2020 (ISO 8601).
  @Test func isoWeekAtAYearBoundary() throws {
    let day = try #require(try json("day 2021-01-03").first)
    #expect(day["isoWeek"] as? Int == 53)
    #expect(day["isoWeekYear"] as? Int == 2020)
  }
}

@Suite struct ErrorTests {
  @Test func badDatesNameTheField() throws {
    let results = try json(
      "convert 2024-13-01; convert 2024-02-30; convert 5783-M05L-01 hebrew; convert 2024-xx-01")
    let messages = results.map { ($0["error"] as? [String: Any])?["message"] as? String ?? "" }
    let fields = results.map { ($0["error"] as? [String: Any])?["field"] as? String ?? "" }
    #expect(fields == ["month", "day", "monthCode", "month"])
    #expect(messages[0].contains("1...12"))
    // A day past the month's end: the date as typed, the month by its name.
    #expect(messages[1] == "'2024-02-30' does not exist: February 2024 has days 1 to 29")
    #expect((results[1]["error"] as? [String: Any])?["value"] as? String == "2024-02-30")
    #expect(messages.allSatisfy { !$0.isEmpty })
  }

  // 701 BCE is more than 1300 years before 1 AP (622 CE) and 1 AH: CLDR has
  // no era for those years, so their text is refused, never "-1322 AP".
  @Test func aDayBeforeTheFirstEraIsRefusedInTextAndJSON() throws {
    let json = repl(["--json", "-c", "convert -0700-01-01 persian; convert -0700-01-01 islamic-civil"])
    #expect(json.status == 1)
    let objects = try json.objects()
    #expect(objects.count == 2)
    for (object, calendar) in zip(objects, ["persian", "islamic-civil"]) {
      let error = try #require(object["error"] as? [String: Any])
      #expect(error["kind"] as? String == "noEraForYear")
      #expect(error["field"] as? String == "year")
      let message = try #require(error["message"] as? String)
      #expect(message.contains(calendar) && message.contains("-0700-01-01"), "\(message)")
    }
    // English, and a language the catalog lacks, keep the core's sentence
    // (SessionLanguageTests covers the catalog's languages).
    for locale in ["en-US", "pt-BR"] {
      let text = repl(["--locale", locale, "-c", "convert -0700-01-01 persian"])
      #expect(text.status == 1)
      #expect(text.out.isEmpty, "\(text.out)")
      #expect(
        text.err.count == 1 && text.err[0].hasPrefix("error: the persian date"), "\(locale) \(text.err)")
    }
    // From 1 AP on, as before.
    let first = repl(["-c", "convert 0622-03-21 persian"])
    #expect(first.status == 0 && first.stdout.contains("Farvardin 1, 1 AP"), "\(first.stdout)")
  }

  @Test func aFailedCommandKeepsItsPlace() throws {
    let run = repl([
      "--json", "--today", "2024-03-20", "-c", "convert today persian; nope; convert today hebrew",
    ])
    #expect(run.status == 1)
    let objects = try run.objects()
    #expect(objects.count == 3)
    #expect(objects[0]["calendar"] as? String == "persian")
    let error = try #require(objects[1]["error"] as? [String: Any])
    #expect(error["command"] as? String == "nope")
    #expect((error["message"] as? String)?.hasPrefix("unknown command 'nope'") == true)
    #expect(objects[2]["calendar"] as? String == "hebrew")
  }

  @Test(arguments: [
    ("next x", "next: 'x' is not a valid N; expected a whole number from -100000 to 100000"),
    (
      "show 1 2 3",
      "show: expected 0 to 2 arguments, got 3; usage: show [-1|-3] [-A N] [-B N] [-j] [-w] [DATE|YYYY-MM|MONTH [YEAR]]"
    ),
    ("calendar mayan", "unknown calendar 'mayan'; known calendars: "),
    ("locale 12", "invalid locale '12': "),
    ("week-start funday", "week-start: 'funday' is not a valid weekday; expected "),
    ("year 99999999999", "year 99999999999 is outside the range Yotei supports for the gregorian calendar"),
    ("year x", "year: 'x' is not a valid year; expected a year of the gregorian calendar"),
    ("convert", "convert: expected 1 to 2 arguments, got 0; usage: convert DATE [CALENDAR]"),
    ("show 'x", "a quote is not closed in: show 'x"),
  ])
  func messages(command: String, prefix: String) {
    let run = repl(["-c", command])
    #expect(run.status == 1)
    #expect(run.err.count == 1)
    #expect(run.err.first?.hasPrefix("error: " + prefix) == true, "\(run.err)")
  }

  @Test func aFailedCommandChangesNothing() throws {
    let results = try json(
      "calendar persian; today 1403-13-01; week-start 9; locale xx-$$; settings",
      options: ["--today", "2024-03-20"])
    let settings = try #require(results.last)
    #expect(settings["calendar"] as? String == "persian")
    #expect(settings["today"] as? String == "2024-03-20")
    #expect(settings["weekStartSource"] as? String == "locale")
    #expect(settings["locale"] as? String == "en-US")
    #expect(results.dropFirst().dropLast().allSatisfy { $0["error"] != nil })
  }

  @Test func garbageNeverCrashes() {
    let lines = [
      "", ";;;", "show -99999999-01-01", "next 100000", "prev 100000", "year -5", "convert 9999999-01-01",
      "show \u{0}", "calendar", "goto 2024-03-20[u-ca=", "show hebrew:", "convert today x y z",
      "symbols extra",
      "show 2024-03-20[u-ca=hebrew]", "day -000001-01-01", "show 5784-M13L-01", "\u{1B}[A",
      "today 0000-00-00",
    ]
    let run = repl(["--json", "--today", "2024-03-20"], input: lines.joined(separator: "\n"))
    #expect(run.status == 1)
    for line in run.out {
      #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line)")
    }
  }
}

@Suite struct ExitStatusTests {
  @Test func statusReflectsFailures() {
    #expect(repl(["-c", "settings"]).status == 0)
    #expect(repl(["-c", "settings; bogus; settings"]).status == 1)
    #expect(repl(["--bogus"]).status == 2)
    #expect(repl(["--bogus"]).err.first == "yotei-repl: unknown option '--bogus'")
    #expect(repl(["missing-script.yotei"]).status == 2)
  }

  @Test func quitStopsTheRest() throws {
    let run = repl(["--json"], input: "settings\nquit\nbogus\n")
    #expect(run.status == 0)
    #expect(try run.objects().count == 2)
  }

  @Test func standardInputHasNoPromptAndNoColour() {
    let run = repl(["--today", "2024-03-20"], input: "show\nsettings", terminal: true)
    #expect(run.status == 0)
    #expect(!run.stdout.contains("\u{1B}["))
    #expect(!run.stdout.contains("> "))
    #expect(run.out.first == "         March 2024")
  }

  @Test func colourFollowsTheTerminalAndNoColor() {
    #expect(repl(["-c", "show"], terminal: true).stdout.contains("\u{1B}["))
    #expect(!repl(["-c", "show"], variables: ["NO_COLOR": "1"], terminal: true).stdout.contains("\u{1B}["))
    #expect(!repl(["--no-color", "-c", "show"], terminal: true).stdout.contains("\u{1B}["))
    #expect(!repl(["-c", "show"], terminal: false).stdout.contains("\u{1B}["))
  }

  /// A script is read as the process reads it (`REPLEnvironment.process`'s
  /// `readWholeFile`): a byte that is not UTF-8 refuses the whole script with
  /// its line and column, exit 2, and no command of it runs.
  @Test func aScriptThatIsNotUTF8IsRefusedWhole() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("yotei-\(UUID()).yotei").path
    try Data(Array("convert 2024-03-20 persian\nconvert 2024-03-20 h".utf8) + [0xE9] + Array("brew\n".utf8))
      .write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    final class Box: @unchecked Sendable {
      var out: [String] = []
      var err: [String] = []
    }
    let box = Box()
    let environment = REPLEnvironment(
      variables: [:], inputIsTerminal: false, outputIsTerminal: false, readLine: { nil },
      write: { box.out.append($0) }, writeError: { box.err.append($0) }, readFile: { try readWholeFile($0) })
    #expect(YoteiREPL.main(arguments: [path], environment: environment) == 2)
    #expect(box.out.isEmpty)
    #expect(
      box.err == [
        "yotei-repl: cannot read the script \(path): line 2, column 21: the byte 0xE9 here is not valid UTF-8"
      ])
    // The same file, mended, runs both commands.
    try Data("convert 2024-03-20 persian\nconvert 2024-03-20 hebrew\n".utf8).write(
      to: URL(fileURLWithPath: path))
    #expect(YoteiREPL.main(arguments: [path], environment: environment) == 0)
    #expect(box.out.count == 2)
  }

  @Test func scriptFilesRun() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("yotei-\(UUID()).txt").path
    try "# comment\nconvert 2024-03-20 persian\n\nconvert 2024-03-20 hebrew; bogus\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = repl(["--json", path])
    #expect(run.status == 1)
    #expect(try run.objects().map { $0["calendar"] as? String ?? "error" } == ["persian", "hebrew", "error"])
  }
}

@Suite struct ViewOptionTests {
  /// An option a viewing command lacks is named as an option, not read as a
  /// date; negative numbers and years stay arguments.
  @Test func unknownOptionsAreNamed() {
    #expect(
      repl(["-c", "show -3 --foo"]).err == [
        "error: show: '--foo' is not a valid option; expected -1, -3, -A N, -B N, -j, --week-numbers or -w"
      ])
    #expect(
      repl(["-c", "year -x 2024"]).err == [
        "error: year: '-x' is not a valid option; expected --week-numbers or -w"
      ])
    #expect(repl(["--today", "2024-03-20", "-c", "prev -2; year -3"]).status == 0)
    // Only -1 and -3 exist (as cal -1, cal -3): show -4 and show -12 are options it lacks,
    // not the dates -4 and -12; a negative date with its month stays a date.
    for option in ["-4", "-12"] {
      #expect(
        repl(["-c", "show \(option)"]).err == [
          "error: show: '\(option)' is not a valid option; expected -1, -3, -A N, -B N, -j, --week-numbers or -w"
        ])
    }
    #expect(repl(["--json", "-c", "show -0044-03-15"]).stdout.contains(#""year":-44"#))
  }

  /// `move day` without N moves one day, `move week` one week, as `next`
  /// without N moves one month.
  @Test func moveWithoutACountMovesOne() throws {
    let results = try json(
      "move day; move week; move month; move year; move day -1", options: ["--today", "2024-03-20"])
    #expect(
      results.map { $0["focus"] as? String } == [
        "2024-03-21", "2024-03-28", "2024-04-28", "2025-04-28", "2025-04-27",
      ])
  }

  /// `help` speaks the session language; its JSON stays English (the contract).
  @Test func helpInTheSessionLanguage() throws {
    let russian = repl(["--locale", "ru-RU", "-c", "help"])
    #expect(russian.out.first == "Настройки:")
    #expect(russian.stdout.contains("  show [-1|-3] [-A N] [-B N] [-j] [-w] [DATE|YYYY-MM|MONTH [YEAR]]\n"))
    let persian = repl(["--locale", "fa-IR", "-c", "help mode"])
    #expect(persian.out.first?.hasPrefix("کاربرد: ") == true)
    let summary = try json("help mode", options: ["--locale", "fa-IR"]).first?["summary"] as? String
    #expect(summary == "Set the picker's selection mode")
  }
}
