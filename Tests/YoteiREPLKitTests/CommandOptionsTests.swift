import Foundation
import Testing

@testable import YoteiREPLKit

/// The one option rule of `kind`/`workdays`/`add-workdays --week`,
/// `export-days`, `fixtures` and `strings` (``CommandOptions``): `--name VALUE`
/// and `--name=VALUE` alike, each option once, a name the command lacks
/// refused with the names it takes, `--` ending the options, `--help` the
/// command's help. The QA commands exit 2 on a bad option, the others 1.
@Suite struct CommandOptionsTests {
  static let catalogs = StringsAndFixturesCommandTests.catalogs

  func folder() throws -> String {
    let path = NSTemporaryDirectory() + "yotei-options-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// The JSON error of a refused command line, with the run's exit status.
  func refusal(_ arguments: [String]) throws -> (status: Int32, error: [String: Any]) {
    let run = repl(["--json"] + arguments)
    return (run.status, try #require(try run.object()["error"] as? [String: Any], "\(run.out)"))
  }

  // MARK: The splitter itself

  @Test func theSplitterReadsBothFormsAndStopsAtTheDoubleDash() throws {
    let spec = KindCommand.spec
    let split = try CommandOptions(
      ["a", "--week=x", "-5", "--flag", "--", "--week", "--help"], valued: ["--week"], flags: ["--flag"],
      command: spec)
    #expect(split.arguments == ["a", "-5", "--week", "--help"])
    #expect(split.value("--week") == "x" && split.has("--flag") && !split.has("--other"))
    let spaced = try CommandOptions(["--week", "y", "b"], valued: ["--week"], command: spec)
    #expect(spaced.arguments == ["b"] && spaced.value("--week") == "y")
    // A value may begin with one dash, never with two (that is the next option).
    #expect(try CommandOptions(["--week", "-1"], valued: ["--week"], command: spec).value("--week") == "-1")
    #expect(
      throws: REPLError.usage(command: "kind", CatalogMessage("repl.usage.needsValue", .text("--week")))
    ) {
      try CommandOptions(["--week", "--flag"], valued: ["--week"], flags: ["--flag"], command: spec)
    }
    #expect(
      throws: REPLError.usage(command: "kind", CatalogMessage("repl.usage.needsValue", .text("--week")))
    ) {
      try CommandOptions(["--week="], valued: ["--week"], command: spec)
    }
    #expect(throws: REPLError.usage(command: "kind", CatalogMessage("repl.usage.noValue", .text("--flag")))) {
      try CommandOptions(["--flag=1"], valued: [], flags: ["--flag"], command: spec)
    }
    #expect(
      throws: REPLError.badArgument(
        command: "kind", field: "--flag", value: "--flag", allowed: CatalogMessage("repl.allowed.listedOnce"))
    ) {
      try CommandOptions(["--flag", "x", "--flag"], valued: [], flags: ["--flag"], command: spec)
    }
    #expect(CommandOptions.asksForHelp(["x", "--help"]))
    #expect(!CommandOptions.asksForHelp(["x", "--", "--help"]) && !CommandOptions.asksForHelp(["-h"]))
  }

  // MARK: --week

  @Test func weekTakesBothFormsOnce() throws {
    let run = repl([
      "--region", "BY", "--json", "-c",
      "kind 2024-05-18 --week=sixDay; kind --week sixDay 2024-05-18; kind -- 2024-05-18",
    ])
    #expect(run.status == 0, "\(run.err)")
    let results = try run.objects()
    #expect(results[0]["kind"] as? String == "working" && results[0]["week"] as? String == "sixDay")
    #expect(results[1]["kind"] as? String == "working" && results[1]["week"] as? String == "sixDay")
    #expect(results[2]["kind"] as? String == "transferredWorking")

    let unknown = try refusal(["--region", "BY", "-c", "workdays 2024-01-01 2024-01-31 --wek sixDay"])
    #expect(unknown.status == 1)
    #expect(unknown.error["field"] as? String == "option" && unknown.error["value"] as? String == "--wek")
    #expect(unknown.error["allowed"] as? String == "one of the options --week")
    #expect(unknown.error["suggestions"] as? [String] == ["--week"])
    let twice = try refusal([
      "--region", "BY", "-c", "add-workdays 2024-01-01 1 --week=sixDay --week standard",
    ])
    #expect(twice.status == 1 && twice.error["field"] as? String == "--week")
    #expect(twice.error["value"] as? String == "standard")
    #expect(twice.error["allowed"] as? String == "each one listed once")
    let bare = try refusal(["--region", "BY", "-c", "kind 2024-01-01 --week="])
    #expect(bare.status == 1 && bare.error["message"] as? String == "kind: --week needs a value")
  }

  // MARK: export-days

  @Test func exportDaysOptions() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = repl([
      "--json", "-c", "export-days 2024-01-01 2024-01-03 \(dir)/a.txt --format=csv --region=RU --locale de",
    ])
    #expect(run.status == 0, "\(run.out)")
    let written = try run.object()
    #expect(written["format"] as? String == "csv" && written["regions"] as? [String] == ["RU"])
    #expect(written["locale"] as? String == "de")
    try FileManager.default.removeItem(atPath: dir + "/a.txt")

    for (command, field, value) in [
      ("--region RU --region US", "--region", "US"), ("--format csv --format=jsonl", "--format", "jsonl"),
      ("--colour", "option", "--colour"),
    ] {
      let refused = try refusal(["-c", "export-days 2024-01-01 2024-01-03 \(dir)/b.csv " + command])
      #expect(refused.status == 1, "\(command)")
      #expect(refused.error["field"] as? String == field && refused.error["value"] as? String == value)
    }
    let bare = try refusal(["-c", "export-days 2024-01-01 2024-01-03 \(dir)/b.csv --locale"])
    #expect(bare.error["message"] as? String == "export-days: --locale needs a value")
    // A file name after `--` is the FILE, whatever it looks like.
    #expect(
      repl(["-c", "export-days --format csv -- 2024-01-01 2024-01-01 \(dir)/--c.csv"]).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["--c.csv"])
  }

  // MARK: fixtures

  @Test func fixturesOptions() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let made = repl([
      "fixtures", "generate", "--out=\(dir)/f", "--locales=ru-RU", "--calendars", "gregorian", "--json",
    ])
    #expect(made.status == 0, "\(made.err)")
    #expect(try made.object()["count"] as? Int == 3)
    #expect(repl(["fixtures", "check", "--", dir + "/f"]).status == 0)

    let twice = try refusal(["fixtures", "generate", "--out", dir + "/g", "--out", dir + "/h"])
    #expect(twice.status == 2 && twice.error["field"] as? String == "--out")
    // --out is generate's: check lists its own options.
    let foreign = try refusal(["fixtures", "check", dir + "/f", "--out", dir])
    #expect(foreign.status == 2 && foreign.error["field"] as? String == "option")
    #expect(foreign.error["allowed"] as? String == "one of the options --strings, --formats, --dates, --json")
    let bare = try refusal(["fixtures", "check", dir + "/f", "--strings"])
    #expect(bare.status == 2 && bare.error["message"] as? String == "fixtures: --strings needs a value")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["f"])
  }

  // MARK: strings

  @Test func stringsOptions() throws {
    let problems = Self.catalogs + "Problems.xcstrings"
    let spaced = repl(["strings", "check", problems, "--languages", "ru", "--format", "json"])
    let joined = repl(["strings", "check", "--languages=ru", "--format=json", "--", problems])
    #expect(spaced.status == 1 && joined.status == 1)
    #expect(spaced.out == joined.out && spaced.out.count == 1)

    for (arguments, field, value) in [
      (["--include-stale", "--include-stale"], "--include-stale", "--include-stale"),
      (["--format", "json", "--format", "text"], "--format", "text"),
      (["--languages", "ru", "--language", "de"], "option", "--language"),
    ] {
      let refused = try refusal(["strings", "check", problems] + arguments)
      #expect(refused.status == 2, "\(arguments)")
      #expect(refused.error["field"] as? String == field && refused.error["value"] as? String == value)
    }
    let flag = try refusal(["strings", "check", problems, "--include-stale=yes"])
    #expect(flag.status == 2 && flag.error["message"] as? String == "strings: --include-stale takes no value")
    let bare = try refusal(["strings", "pseudo", problems, "--out"])
    #expect(bare.status == 2 && bare.error["message"] as? String == "strings: --out needs a value")
    // `--json` after `--` is a file, not the option.
    let file = try refusal(["strings", "check", "--", "--json"])
    #expect(file.status == 2 && file.error["file"] as? String == "--json")
  }

  // MARK: --help

  /// `COMMAND ... --help` prints `help COMMAND` and runs nothing (issue 23
  /// found `strings pseudo --help` refused as an unknown option).
  @Test func helpAfterAnyCommandIsItsHelp() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let pseudo = repl([
      "strings", "pseudo", Self.catalogs + "Clean.xcstrings", "--out", dir + "/p.xcstrings", "--help",
    ])
    #expect(pseudo.status == 0, "\(pseudo.err)")
    #expect(pseudo.stdout == repl(["-c", "help strings"]).stdout)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    for command in ["kind --help", "export-days 2024-01-01 --help", "fixtures check --help", "show --help"] {
      let name = String(command.split(separator: " ")[0])
      let run = repl(["--json", "-c", command])
      #expect(run.status == 0, "\(command): \(run.out)")
      #expect(try run.object()["command"] as? String == name)
    }
    // In Russian, as `help` is.
    let russian = repl(["--locale", "ru-RU", "-c", "kind --help"])
    #expect(russian.stdout == repl(["--locale", "ru-RU", "-c", "help kind"]).stdout)
  }

  /// The command list says how options are written.
  @Test func helpListsTheOptionRule() {
    let text = repl(["-c", "help"], variables: wide).out.map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
    #expect(
      text.contains(
        "Options: --name VALUE or --name=VALUE, each given once; '--' ends the options; 'COMMAND --help' is "
          + "'help COMMAND'."), "\(text)")
  }
}
