import Foundation
import Testing

@testable import YoteiREPLKit

/// `strings check FILE`, `strings pseudo` and `fixtures ... --strings/--formats/--dates`
/// from the shell, with their exit statuses (0 clean, 1 problems, 2 unreadable input).
@Suite struct StringsAndFixturesCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
  static let catalogs = root + "/Tests/YoteiLocalizationTests/Fixtures/Catalogs/"

  static func temporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("yotei-l10n-\(UUID())").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func checkAnyCatalogWithExitStatus() throws {
    let clean = repl(["strings", "check", Self.catalogs + "Clean.xcstrings"])
    #expect(clean.status == 0, "\(clean.out)")
    #expect(clean.out.last == "No problems in 6 languages")
    let problems = repl(["strings", "check", Self.catalogs + "Problems.xcstrings", "--languages", "ru,ja"])
    #expect(problems.status == 1)
    #expect(problems.out.contains("    error: ru: missing greeting"))
    #expect(problems.out.contains(#"      strings["greeting"].localizations["ru"]"#))
    #expect(problems.out.last?.hasPrefix("Checked 14 keys in 2 languages: ") == true)
    // Both files, one report each, and the total.
    let both = repl([
      "strings", "check", Self.catalogs + "Clean.xcstrings", Self.catalogs + "Problems.xcstrings",
    ])
    #expect(both.status == 1)
    #expect(both.out.first == Self.catalogs + "Clean.xcstrings")
    #expect(both.out.last?.hasPrefix("Checked 25 keys in 6 languages: ") == true)
  }

  @Test func jsonHasOneObjectPerProblemAndASummary() throws {
    let run = repl(["strings", "check", Self.catalogs + "Problems.xcstrings", "--json", "--languages", "he"])
    #expect(run.status == 1)
    let object = try run.object()
    #expect(object["ok"] as? Bool == false)
    let issues = try #require(object["issues"] as? [[String: Any]])
    // he in Problems.xcstrings: files has no count, items lacks other, name closes no isolate.
    #expect(
      Set(issues.compactMap { $0["kind"] as? String }) == ["placeholders", "missingPluralForm", "bidi"])
    for issue in issues {
      for key in ["file", "language", "key", "path", "kind", "message"] {
        #expect(issue[key] is String, "\(key) in \(issue)")
      }
    }
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["problems"] as? Int == 3)
    #expect(summary["problemKeys"] as? Int == 3)
  }

  @Test func unreadableInputExitsWithTwoAndSaysWhere() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/Broken.xcstrings"
    try "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {,}\n}\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let text = repl(["strings", "check", path])
    #expect(text.status == 2)
    #expect(
      text.err.first?.hasPrefix("error: \(path): line 3, column 16: not valid JSON") == true, "\(text.err)")
    let json = repl(["strings", "check", path, "--json"])
    #expect(json.status == 2)
    let error = try #require(try json.object()["error"] as? [String: Any])
    #expect(error["file"] as? String == path)
    #expect(error["line"] as? Int == 3)
    #expect(error["column"] as? Int == 16)
    #expect(repl(["strings", "check", folder + "/missing.xcstrings"]).status == 2)
    // A byte that is not UTF-8 (a truncated "é") is named by its string's
    // line and column, not read as U+FFFD and checked.
    let badBytes = folder + "/Bytes.xcstrings"
    let catalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"caf"
    try Data(Array(catalog.utf8) + [0xC3] + Array("\" : {\n    }\n  }\n}\n".utf8)).write(
      to: URL(fileURLWithPath: badBytes))
    let bytes = repl(["strings", "check", badBytes])
    #expect(bytes.status == 2)
    #expect(
      bytes.err.first?.hasPrefix(
        "error: \(badBytes): line 4, column 10: not valid JSON: the string is not valid UTF-8")
        == true, "\(bytes.err)")
    #expect(repl(["strings", "check", "--languages"]).status == 2)
  }

  @Test func pseudoLocalizedCopyChecksClean() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/Pseudo.xcstrings"
    let run = repl(["strings", "pseudo", Self.catalogs + "Problems.xcstrings", "--out", out])
    #expect(run.status == 0, "\(run.err)")
    let check = repl(["strings", "check", out, "--languages", "en-XA,ar-XB"])
    #expect(check.status == 0, "\(check.out)")
    #expect(
      repl(["strings", "pseudo", Self.catalogs + "Clean.xcstrings", "--out", out, "--locales", "fr-XX"])
        .status == 2)
  }

  @Test func fixturesOfStringsAndFormatsFromTheShell() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let catalog = folder + "/App.xcstrings"
    try FileManager.default.copyItem(atPath: Self.catalogs + "Clean.xcstrings", toPath: catalog)
    let dates = folder + "/dates.txt"
    try "# leap day and 1 Adar II\n2024-02-29\nhebrew:5784-M06-01\n".write(
      toFile: dates, atomically: true, encoding: .utf8)
    let golden = folder + "/golden"
    let generate = repl([
      "--json", "fixtures", "generate", "--out", golden, "--strings", catalog, "--formats", "full,yMMMMd",
      "--dates",
      dates, "--locales", "ru-RU,he-IL", "--calendars", "gregorian,hebrew",
    ])
    #expect(generate.status == 0, "\(generate.out) \(generate.err)")
    let files = try #require(try generate.object()["files"] as? [String])
    #expect(
      files == [
        "formats/he-IL/gregorian.txt", "formats/he-IL/hebrew.txt", "formats/ru-RU/gregorian.txt",
        "formats/ru-RU/hebrew.txt", "manifest.json", "strings/he-IL.txt", "strings/ru-RU.txt",
      ])
    // The manifest's inputs are enough to check again.
    #expect(repl(["fixtures", "check", golden]).status == 0)
    // A translation changes: a readable diff, exit 1, and the catalog named as the cause.
    let text = try String(contentsOfFile: catalog, encoding: .utf8)
    try text.replacingOccurrences(of: "Привет, %@!", with: "Здравствуйте, %@!").write(
      toFile: catalog, atomically: true, encoding: .utf8)
    let changed = repl(["fixtures", "check", golden])
    #expect(changed.status == 1)
    #expect(changed.out.contains("-greeting: Привет, Ada!"))
    #expect(changed.out.contains("+greeting: Здравствуйте, Ada!"))
    #expect(changed.out.contains { $0.hasPrefix("Inputs changed (catalog \(catalog) sha256 ") })
    // On a terminal the diff is coloured, unless NO_COLOR says otherwise.
    let colored = repl(["fixtures", "check", golden], terminal: true)
    #expect(colored.out.contains("\u{1B}[31m-greeting: Привет, Ada!\u{1B}[0m"))
    #expect(colored.out.contains("\u{1B}[32m+greeting: Здравствуйте, Ada!\u{1B}[0m"))
    #expect(
      !repl(["fixtures", "check", golden], variables: ["NO_COLOR": "1"], terminal: true).stdout.contains(
        "\u{1B}["))
    let json = try repl(["fixtures", "check", golden, "--json"]).object()
    let causes = (json["differences"] as? [[String: Any]])?.compactMap { $0["cause"] as? String }
    #expect(causes == ["catalog"])
    // A date that does not exist, named with its line.
    try "2024-02-29\n2023-02-29\n".write(toFile: dates, atomically: true, encoding: .utf8)
    let bad = repl(["fixtures", "check", golden, "--dates", dates])
    #expect(bad.status == 2)
    #expect(bad.err.first?.contains("dates.txt:2: '2023-02-29' is not a date") == true, "\(bad.err)")
    #expect(repl(["fixtures", "generate", "--out", golden, "--formats", "yMMMMd,HH:mm"]).status == 2)
  }
}

/// The CI recipe of docs/LOCALIZATION.md, run as a script on the sample app's
/// catalog (docs/examples/SampleApp), which has one deliberate problem of every
/// kind the check knows.
@Suite struct LocalizationCIExampleTests {
  static let sample = StringsAndFixturesCommandTests.root + "/docs/examples/SampleApp/"

  @Test func sampleCatalogHasAProblemOfEveryKind() throws {
    let run = repl(["strings", "check", Self.sample + "Localizable.xcstrings", "--json"])
    #expect(run.status == 1)
    let issues = try #require(try run.object()["issues"] as? [[String: Any]])
    #expect(
      Set(issues.compactMap { $0["kind"] as? String }) == [
        "missing", "empty", "untranslated", "state", "placeholders", "missingPluralForm", "unusedPluralForm",
        "substitutions", "missingDevice", "whitespace", "bidi",
      ])
  }

  /// The sample's `.strings`/`.stringsdict` half shows the kinds those files
  /// and the newer checks add, each on its file and line.
  @Test func sampleTablesShowTheNewerKinds() throws {
    let run = repl(["strings", "check", Self.sample + "Resources", "--json"])
    #expect(run.status == 1)
    let issues = try #require(try run.object()["issues"] as? [[String: Any]])
    let found = Set(
      issues.map {
        "\($0["language"] as? String ?? "") \($0["key"] as? String ?? "") \($0["kind"] as? String ?? "")"
      })
    #expect(
      found == [
        "ru booking.nightsLeft hardCodedNumber", "fr booking.nightsLeft rarePluralForm",
        "de checkin.time duplicateKey", "en amenity.wifi shouldNotTranslate",
      ], "\(run.out)")
    #expect(issues.allSatisfy { ($0["file"] as? String)?.contains(".lproj/Localizable.strings") == true })
    #expect(issues.allSatisfy { $0["line"] is Int })
    // Only the Russian form is an error.
    #expect(
      repl([
        "strings", "check", Self.sample + "Resources", "--fail-on", "error", "--kinds",
        "rarePluralForm,duplicateKey,shouldNotTranslate",
      ]).status == 0)
  }

  @Test func ciScriptFailsWithAReadableDiff() throws {
    let folder = try StringsAndFixturesCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for name in ["Localizable.xcstrings", "dates.txt", "ci.sh"] {
      try FileManager.default.copyItem(atPath: Self.sample + name, toPath: folder + "/" + name)
    }
    func ci() throws -> InstalledBinaryTests.Output {
      try InstalledBinaryTests.run(
        URL(fileURLWithPath: "/bin/sh"), ["ci.sh", "Localizable.xcstrings", "golden", "dates.txt"],
        in: URL(fileURLWithPath: folder),
        environment: ["YOTEI_REPL": InstalledBinaryTests.builtBinary.path, "HOME": folder])
    }
    // First run: the catalog's problems (exit 1), and the fixtures are written.
    let first = try ci()
    #expect(first.status == 1, "\(first.stderr)")
    #expect(first.stdout.contains("Checked 11 keys in 4 languages: 14 problems in 8 keys"))
    #expect(first.stdout.contains("Fixtures written to golden"))
    // Nothing changed: the fixtures match.
    let second = try ci()
    #expect(second.stdout.contains("All 30 fixture files match"), "\(second.stdout)")
    // A translator edits a string: CI fails with the diff of what users read.
    let path = folder + "/Localizable.xcstrings"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "宿泊を予約", with: "宿泊の予約").write(
      toFile: path, atomically: true, encoding: .utf8)
    let third = try ci()
    #expect(third.status == 1)
    #expect(third.stdout.contains("-booking.title: 宿泊を予約\n+booking.title: 宿泊の予約"), "\(third.stdout)")
    #expect(third.stdout.contains("Inputs changed (catalog Localizable.xcstrings sha256 "))
    // An unreadable catalog: exit 2.
    try "{".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try ci().status == 2)
  }
}
