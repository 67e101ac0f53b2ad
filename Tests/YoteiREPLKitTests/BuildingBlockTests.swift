import Foundation
import Testing

@testable import YoteiREPLKit

@Suite struct JSONValueTests {
  @Test func keepsKeyOrderAndWritesOneLine() {
    let value: JSONValue = ["b": 1, "a": ["x", true, .null], "c": ["n": .tenths(375)]]
    #expect(value.serialized == #"{"b":1,"a":["x",true,null],"c":{"n":37.5}}"#)
  }

  @Test func escapesWhatJSONRequires() throws {
    let text = "quote \" backslash \\ line\nbreak tab\t bell\u{7} ok ۱۴۰۳ \u{2028}"
    let line = JSONValue.object([.init("s", .string(text))]).serialized
    #expect(!line.contains("\n"))
    #expect(line.contains("\\u0007"))
    let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
    #expect(parsed?["s"] == text)
  }

  @Test(arguments: [(375, "37.5"), (400, "40"), (-15, "-1.5"), (0, "0"), (7, "0.7")])
  func tenthsAreExact(count: Int, text: String) {
    #expect(JSONValue.tenths(count).serialized == text)
  }
}

@Suite struct SplitterTests {
  @Test func splitsCommandsAndWords() throws {
    let commands = try CommandLineSplitter.commands(
      in: "show 2024-03-20;  next 2 ;;convert 'a b' \"c\\\"d\" e\\ f")
    #expect(
      commands.map(\.words) == [["show", "2024-03-20"], ["next", "2"], ["convert", "a b", "c\"d", "e f"]])
    #expect(commands.map(\.text) == ["show 2024-03-20", "next 2", "convert 'a b' \"c\\\"d\" e\\ f"])
  }

  @Test func dropsComments() throws {
    let commands = try CommandLineSplitter.commands(in: "# a script\nshow # the month\nnext")
    #expect(commands.map(\.words) == [["show"], ["next"]])
  }

  /// Hebrew keyboards type the geresh and gershayim as `'` and `"`: after a
  /// Hebrew letter they are part of the word; elsewhere they still quote.
  @Test func keepsGereshAndGershayimTypedAfterHebrewLetters() throws {
    let commands = try CommandLineSplitter.commands(
      in: "holidays תשפ\"ו; year ה'תשפ\"ז; show \"אדר א׳\" 'x y'")
    #expect(
      commands.map(\.words) == [["holidays", "תשפ\"ו"], ["year", "ה'תשפ\"ז"], ["show", "אדר א׳", "x y"]])
    #expect(throws: REPLError.unterminatedQuote("show x\"ו")) {
      try CommandLineSplitter.commands(in: "show x\"ו")
    }
  }

  @Test func refusesAnOpenQuote() {
    #expect(throws: REPLError.unterminatedQuote("show 'x; next")) {
      try CommandLineSplitter.commands(in: "show 'x; next")
    }
  }
}

@Suite struct SuggestionTests {
  @Test(arguments: [
    ("show", "show", 0), ("shw", "show", 1), ("shwo", "show", 1), ("kitten", "sitting", 3), ("", "abc", 3),
    ("Convert", "convert", 0),
  ])
  func distance(a: String, b: String, expected: Int) {
    #expect(Suggestions.distance(a, b) == expected)
  }

  @Test func suggestsCloseCommands() {
    #expect(Suggestions.closest(to: "shwo", in: CommandRegistry.names) == ["show"])
    #expect(Suggestions.closest(to: "conver", in: CommandRegistry.names) == ["convert"])
    #expect(Suggestions.closest(to: "sym", in: CommandRegistry.names) == ["symbols"])
    #expect(Suggestions.closest(to: "zzzzzzzz", in: CommandRegistry.names).isEmpty)
  }
}

@Suite struct TextWidthTests {
  @Test(arguments: [
    ("abc", 3), ("三月", 4), ("2024年3月", 9), ("e\u{301}", 1), ("\u{200E}12", 2), ("שָׁלוֹם", 4),
    ("한글", 4), ("ｱ", 1), ("Ａ", 2), ("😀", 2), ("۱۴۰۳", 4), ("\u{1B}", 0),
  ])
  func columns(text: String, expected: Int) {
    #expect(TextWidth.columns(text) == expected)
  }

  @Test func padsByColumns() {
    #expect(TextWidth.pad("日", to: 4, alignment: .right) == "  日")
    #expect(TextWidth.pad("e\u{301}", to: 3) == "e\u{301}  ")
    #expect(TextWidth.pad("ab", to: 6, alignment: .center) == "  ab  ")
    #expect(TextWidth.truncate("三月三日", to: 5) == "三月")
  }
}

@Suite struct OptionTests {
  @Test func readsEveryOption() throws {
    let options = try Options(parsing: [
      "--calendar", "persian", "--locale=fa-IR", "--today", "2024-03-20", "--json", "--no-color", "-c",
      "show",
    ])
    #expect(options.calendar == .persian)
    #expect(options.locale?.languageTag == "fa-IR")
    #expect(options.today?.isoString == "2024-03-20")
    #expect(options.json && options.noColor)
    #expect(options.commands == "show")
  }

  @Test(arguments: [
    (["--calender", "x"], "unknown option '--calender'; did you mean --calendar?"),
    (["--calendar"], "option --calendar needs a value"),
    (["--calendar", "mayan"], "--calendar: unknown calendar 'mayan'; known calendars: "),
    (
      ["--today", "2024-02-30"],
      "--today: '2024-02-30' does not exist: February 2024 has days 1 to 29"
    ),
    (
      ["--today", "1403-13-01", "--locale", "fa-IR"],
      "--today: month 13 is out of range for the persian calendar"
    ),
    (["-c", "show", "script.txt"], "give either -c 'COMMANDS' or a SCRIPT file, not both"),
    (["a", "b"], "expected at most one script file, got 2: a b"),
    (["--locale", "zz-QQ"], "--locale: invalid locale 'zz-QQ': "),
  ])
  func refusesBadOptions(arguments: [String], message: String) {
    #expect {
      try Options(parsing: arguments)
    } throws: { error in
      (error as? OptionError)?.message.hasPrefix(message) == true
    }
  }
}

@Suite struct ScriptFileTests {
  @Test func devicesAndFoldersAreRefusedNotRead() throws {
    #expect(throws: FileReadError.self) { try readWholeFile("/dev/zero") }
    #expect(throws: FileReadError.self) { try readWholeFile("/tmp") }
    do {
      _ = try readWholeFile("/dev/zero")
    } catch {
      #expect("\(error)" == "is not a regular file (a device, a pipe or a socket)")
    }
    let path = NSTemporaryDirectory() + "yotei-script-\(UUID()).txt"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "show\nconvert 2024-03-20 persian\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try readWholeFile(path) == "show\nconvert 2024-03-20 persian\n")
  }
}
