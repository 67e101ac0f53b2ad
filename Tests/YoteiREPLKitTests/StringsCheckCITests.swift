import Foundation
import Testing

@testable import YoteiLocalization
@testable import YoteiREPLKit

/// `strings check` as a QA team runs it in CI: severities and `--fail-on`,
/// `--kinds`, an ignore file with reasons, stale keys, key-level suggestions and
/// GitHub Actions annotations with the line of each problem.
@Suite struct StringsCheckCITests {
  /// A catalog of one warning-only key (a copied brand name in de and ru and fr),
  /// one error (a German value that lost its %@), and one stale key.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "brand" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "DXVK" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "DXVK" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "DXVK" } },
            "ru" : { "stringUnit" : { "state" : "translated", "value" : "DXVK" } }
          }
        },
        "greeting" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo!" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello, %@!" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour, %@ !" } },
            "ru" : { "stringUnit" : { "state" : "translated", "value" : "Привет, %@!" } }
          }
        },
        "old" : {
          "extractionState" : "stale",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Old" } }
          }
        }
      },
      "version" : "1.0"
    }

    """

  static func write(_ text: String, _ name: String) throws -> String {
    let folder = try StringsAndFixturesCommandTests.temporaryFolder()
    let path = folder + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func severitiesDecideTheExitStatus() throws {
    let file = try Self.write(Self.catalog, "Localizable.xcstrings")
    // The German placeholder is an error: exit 1 whatever the level.
    #expect(repl(["strings", "check", file, "--fail-on", "error"]).status == 1)
    // Only the copied brand (a note once folded) and nothing else: exit 0 at error level.
    let kinds = repl([
      "strings", "check", file, "--kinds", "untranslated,shouldNotTranslate", "--fail-on", "error",
    ])
    #expect(kinds.status == 0, "\(kinds.out)")
    #expect(
      kinds.out.contains { $0.contains("note: brand is the same as the source in most languages (3/3)") })
    // Stale keys are skipped, and checked when asked.
    let stale = repl(["--json", "strings", "check", file, "--include-stale", "--languages", "de"])
    #expect(stale.out.joined().contains("\"old\""))
    #expect(
      !repl(["--json", "strings", "check", file, "--languages", "de"]).out.joined().contains("\"old\""))
    // Unknown kinds and levels are refused by name.
    let badKind = repl(["strings", "check", file, "--kinds", "typo"])
    #expect(badKind.status == 2)
    #expect(badKind.err.joined().contains("typo"))
    #expect(repl(["strings", "check", file, "--fail-on", "fatal"]).status == 2)
    #expect(repl(["strings", "check", file, "--languages", "xx"]).status == 2)
  }

  @Test func ignoreFileAcceptsExceptionsWithReasons() throws {
    let file = try Self.write(Self.catalog, "Localizable.xcstrings")
    let ignore = try Self.write(
      "# accepted\ngreeting\tde\tplaceholders\tthe German UI greets without a name\n", "l10n-ignore.tsv")
    let run = repl(["--json", "strings", "check", file, "--ignore", ignore, "--fail-on", "error"])
    #expect(run.status == 0, "\(run.out)")
    let summary = try #require(try run.object()["summary"] as? [String: Any])
    #expect(summary["ignored"] as? Int == 1)
    // A rule without a reason is an error naming its line.
    let bad = try Self.write("greeting\tde\tplaceholders\t\n", "bad.tsv")
    let refused = repl(["strings", "check", file, "--ignore", bad])
    #expect(refused.status == 2)
    #expect(refused.err.joined().contains("bad.tsv:1"), "\(refused.err)")
  }

  @Test func githubAnnotationsPointAtTheLine() throws {
    let file = try Self.write(Self.catalog, "Localizable.xcstrings")
    let run = repl(["strings", "check", file, "--format", "github"])
    #expect(run.status == 1)
    let annotation = try #require(run.out.first { $0.hasPrefix("::error ") })
    // The German value of "greeting" is on line 15 of the file.
    let line = try #require(
      Self.catalog.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.contains("Hallo!")
      })
    #expect(annotation.contains("line=\(line + 1)"), "\(annotation)")
    #expect(annotation.contains("title=strings check%3A placeholders"))
    #expect(annotation.contains("%0A\"Hallo!\""))
    // JSON has the same line, the severity and the value.
    let issues = try #require(
      try repl(["--json", "strings", "check", file]).object()["issues"] as? [[String: Any]])
    let german = try #require(
      issues.first { $0["language"] as? String == "de" && $0["kind"] as? String == "placeholders" })
    #expect(german["line"] as? Int == line + 1)
    #expect(german["severity"] as? String == "error")
    #expect(german["value"] as? String == "Hallo!")
  }

  @Test func ignoreListReadsEscapesAndWildcards() throws {
    let list = try StringsIgnoreList(
      text: "a\\nb\t*\t*\tline break key\r\nDXVK\tde\tuntranslated\tbrand\n", file: "f")
    #expect(list.rules.map(\.key) == ["a\nb", "DXVK"])
    #expect(list.rule(for: StringsIssue(language: "ru", key: "a\nb", kind: .missing)) != nil)
    #expect(list.rule(for: StringsIssue(language: "ru", key: "DXVK", kind: .untranslated)) == nil)
    #expect(throws: LocalizationError.self) { try StringsIgnoreList(text: "k\tde\tnope\tr\n", file: "f") }
  }

  /// The 1-based line of the first line of the catalog containing `text`, after `after`.
  static func lineOf(_ text: String, after: String? = nil) -> Int? {
    let lines = catalog.split(separator: "\n", omittingEmptySubsequences: false)
    let start = after.flatMap { a in lines.firstIndex { $0.contains(a) } } ?? 0
    return lines[start...].firstIndex { $0.contains(text) }.map { $0 + 1 }
  }

  @Test func pathsMapToLines() {
    let lines = CatalogLines(text: Self.catalog)
    let ru = Self.lineOf("\"ru\"", after: "\"brand\"")
    #expect(ru != nil && lines.line(of: #"strings["brand"].localizations["ru"].stringUnit.value"#) == ru)
    // A missing localization points at its key's localizations.
    let old = Self.lineOf("localizations", after: "\"old\"")
    #expect(old != nil && lines.line(of: #"strings["old"].localizations["de"]"#) == old)
    #expect(CatalogLines.steps(#"strings["a.\"b"].x"#) == ["strings", "a.\"b", "x"])
  }

  @Test func returnedXLIFFIsCheckedAndComparedWithItsCatalog() throws {
    let folder = StringsAndFixturesCommandTests.root + "/Tests/YoteiLocalizationTests/Fixtures/Returned/"
    let run = repl([
      "--json", "strings", "check", folder + "de.xliff", "--against", folder + "Localizable.xcstrings",
    ])
    #expect(run.status == 1)
    let issues = try #require(try run.object()["issues"] as? [[String: Any]])
    let kinds = Set(issues.compactMap { $0["kind"] as? String })
    #expect(kinds == ["placeholders", "state", "export"], "\(run.out)")
    let german = try #require(issues.first { $0["kind"] as? String == "placeholders" })
    #expect(german["path"] as? String == "/xliff/file[1]/body/trans-unit[@id='greeting']/target")
    #expect((german["line"] as? Int).map { $0 > 1 } == true)
    // An .xcloc folder is read through its Localized Contents.
    let xcloc = try StringsAndFixturesCommandTests.temporaryFolder() + "/de.xcloc"
    try FileManager.default.createDirectory(
      atPath: xcloc + "/Localized Contents", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: folder + "de.xliff", toPath: xcloc + "/Localized Contents/de.xliff")
    let fromXcloc = repl(["strings", "check", xcloc, "--kinds", "placeholders"])
    #expect(fromXcloc.status == 1)
    #expect(fromXcloc.out.contains { $0.contains("trans-unit[@id='greeting']") }, "\(fromXcloc.out)")
  }

  @Test func stringsTablesAreCheckedWithFilesAndLines() throws {
    let folder = StringsAndFixturesCommandTests.root + "/Tests/YoteiLocalizationTests/Fixtures/Lproj"
    let run = repl(["--json", "strings", "check", folder, "--fail-on", "error"])
    #expect(run.status == 1)
    let object = try run.object()
    let issues = try #require(object["issues"] as? [[String: Any]])
    let one = try #require(issues.first { $0["kind"] as? String == "hardCodedNumber" })
    #expect((one["file"] as? String)?.hasSuffix("ru.lproj/Localizable.stringsdict") == true)
    #expect(one["path"] as? String == #"["apps_failed"]["apps"]["one"]"#)
    #expect(one["line"] as? Int == 15)
    #expect((object["files"] as? [[String: Any]])?.count == 2, "Localizable and Main")
    // GitHub annotations name each language's own file.
    let github = repl([
      "strings", "check", folder + "/de.lproj", "--format", "github", "--kinds", "placeholders",
    ])
    #expect(
      github.out.contains {
        $0.hasPrefix("::error file=") && $0.contains("de.lproj/Localizable.strings,line=2")
      },
      "\(github.out)")
    // Only warnings: --fail-on error passes.
    let warnings = repl([
      "strings", "check", folder, "--kinds", "untranslated,duplicateKey", "--fail-on", "error",
    ])
    #expect(warnings.status == 0, "\(warnings.out)")
    // A development language without a folder is a clear error (exit 2).
    let french = repl(["strings", "check", folder, "--source-language", "fr"])
    #expect(french.status == 2)
    #expect(french.err.contains { $0.contains("--source-language") }, "\(french.err)")
  }
}

extension StringsCheckCITests {
  /// An `.xcloc` holding several XLIFFs (one per language, as a vendor returns
  /// them): `strings pseudo` writes `LOCALE/NAME.xliff` for each, every one
  /// with the pseudo-locale's targets; `--out FILE.xliff` is refused.
  @Test func pseudoOfAnXclocWithSeveralXLIFFs() throws {
    let folder = StringsAndFixturesCommandTests.root + "/Tests/YoteiLocalizationTests/Fixtures/Returned/"
    let temporary = try StringsAndFixturesCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    let contents = temporary + "/App.xcloc/Localized Contents"
    try FileManager.default.createDirectory(atPath: contents, withIntermediateDirectories: true)
    let german = try String(contentsOfFile: folder + "de.xliff", encoding: .utf8)
    try german.write(toFile: contents + "/de.xliff", atomically: true, encoding: .utf8)
    let french = german.replacingOccurrences(of: "target-language=\"de\"", with: "target-language=\"fr\"")
    try french.write(toFile: contents + "/fr.xliff", atomically: true, encoding: .utf8)
    let out = temporary + "/pseudo"
    let run = repl(["strings", "pseudo", temporary + "/App.xcloc", "--out", out])
    #expect(run.status == 0, "\(run.out) \(run.err)")
    for locale in ["en-XA", "ar-XB"] {
      for name in ["de.xliff", "fr.xliff"] {
        let text = try String(contentsOfFile: out + "/" + locale + "/" + name, encoding: .utf8)
        #expect(text.contains("target-language=\"\(locale)\""), "\(locale)/\(name)")
        #expect(!text.contains("Hallo!"), "\(locale)/\(name) keeps a German target")
        let document = try XLIFFDocument(text: text)
        let report = try StringsCheck.run(xliff: document, file: name, index: 0)
        #expect(report.issues.isEmpty, "\(locale)/\(name): \(report.text())")
      }
    }
    let toFile = repl(["strings", "pseudo", temporary + "/App.xcloc", "--out", out + "/one.xliff"])
    #expect(toFile.status == 2)
    #expect(toFile.err.joined().contains("2 XLIFF files"), "\(toFile.err)")
  }
}

extension StringsCheckCITests {
  /// An XLIFF with a byte that is not UTF-8 (a Latin-1 "ö" in a German target)
  /// is refused, exit 2, naming its line and column, by `strings check`,
  /// `strings pseudo` and the fixtures' reader; a `.strings` file likewise.
  /// Before, the byte was read as U+FFFD and checked as if nothing were wrong.
  @Test func bytesThatAreNotUTF8AreRefusedWithTheirLineAndColumn() throws {
    let folder = StringsAndFixturesCommandTests.root + "/Tests/YoteiLocalizationTests/Fixtures/Returned/"
    let temporary = try StringsAndFixturesCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    let german = try String(contentsOfFile: folder + "de.xliff", encoding: .utf8)
    let marker = "<target state=\"translated\">Hallo!"
    let at = try #require(german.range(of: marker))
    let head = Array(german[..<at.upperBound].utf8.dropLast(2))  // "...Hall"
    let line = head.filter { $0 == 0x0A }.count + 1
    let column = head.count - (head.lastIndex(of: 0x0A) ?? -1)
    // The "o" of "Hallo" as Latin-1's "ö".
    let bad = head + [0xF6] + Array(german.utf8.dropFirst(head.count + 1))
    let path = temporary + "/de.xliff"
    try Data(bad).write(to: URL(fileURLWithPath: path))
    let expected =
      "line \(line), column \(column): an XLIFF file is read as UTF-8 (the byte 0xF6 here is not valid UTF-8)"
    let check = repl(["strings", "check", path])
    #expect(check.status == 2)
    #expect(check.err.first == "error: \(path): \(expected)", "\(check.err)")
    let pseudo = repl(["strings", "pseudo", path, "--out", temporary + "/out.xliff", "--locales", "en-XA"])
    #expect(pseudo.status == 2)
    #expect(pseudo.err.first == "error: \(path): \(expected)", "\(pseudo.err)")
    #expect(!FileManager.default.fileExists(atPath: temporary + "/out.xliff"))
    #expect(
      throws: LocalizationError.unreadableCatalog(
        file: path,
        CatalogError(
          path: "", message: "an XLIFF file is read as UTF-8 (the byte 0xF6 here is not valid UTF-8)",
          line: line, column: column))
    ) { try CatalogSource.read(path) }
    // The good file reads, as before.
    #expect(try XLIFFDocument(bytes: Array(german.utf8)).files.count == 1)
    // A .strings file: the first bad sequence, a lead byte without its continuation.
    let strings = Array("\"a\" = \"b\";\n\"caf".utf8) + [0xC3] + Array("\" = \"x\";\n".utf8)
    #expect(
      throws: CatalogError(
        path: "",
        message: "neither UTF-8 nor UTF-16 with a byte-order mark (the byte 0xC3 here is not valid UTF-8)",
        line: 2, column: 5)
    ) { try StringsEncoding.decode(strings) }
    // After a byte-order mark, columns count from the first character.
    #expect(
      throws: CatalogError(
        path: "",
        message: "neither UTF-8 nor UTF-16 with a byte-order mark (the byte 0xFF here is not valid UTF-8)",
        line: 1, column: 2)
    ) { try StringsEncoding.decode([0xEF, 0xBB, 0xBF, 0x41, 0xFF]) }
  }
}

extension StringsCheckCITests {
  /// The other files the strings and fixtures commands read are refused the
  /// same way where a byte is not UTF-8 (exit 2, the file, its line and
  /// column): an ignore file, a dates file and a fixture file. Before, each
  /// was decoded with U+FFFD in place of the byte and used as if nothing were
  /// wrong (an ignore rule for a key no catalog has, a date that did not parse).
  @Test func ignoreDatesAndFixtureFilesThatAreNotUTF8AreRefused() throws {
    let temporary = try StringsAndFixturesCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    let file = temporary + "/Localizable.xcstrings"
    try Self.catalog.write(toFile: file, atomically: true, encoding: .utf8)
    // The ignore file: "brand" written "br\u{E4}nd" in Latin-1 on line 2, column 3.
    let ignore = temporary + "/l10n-ignore.tsv"
    try Data(Array("# accepted\nbr".utf8) + [0xE4] + Array("nd\t*\t*\ta product name\n".utf8)).write(
      to: URL(fileURLWithPath: ignore))
    let refused = repl(["--json", "strings", "check", file, "--ignore", ignore])
    #expect(refused.status == 2)
    let expected = "line 2, column 3: an ignore file is read as UTF-8 (the byte 0xE4 here is not valid UTF-8)"
    let text = repl(["strings", "check", file, "--ignore", ignore])
    #expect(text.status == 2)
    #expect(text.err.first == "error: \(ignore): \(expected)", "\(text.err)")
    let error = try #require(try refused.object()["error"] as? [String: Any])
    #expect(error["line"] as? Int == 2 && error["column"] as? Int == 3 && error["file"] as? String == ignore)
    // The dates file: a lead byte without its continuation (0xC3) on line 3, column 8.
    let dates = temporary + "/dates.txt"
    try Data(Array("# dates\n2024-02-29\n2024-03".utf8) + [0xC3] + Array("01\n".utf8)).write(
      to: URL(fileURLWithPath: dates))
    let golden = temporary + "/golden"
    let generate = repl([
      "fixtures", "generate", "--out", golden, "--strings", file, "--dates", dates, "--formats", "yMMMMd",
      "--locales", "de-DE", "--calendars", "gregorian",
    ])
    #expect(generate.status == 2)
    #expect(
      generate.err.first
        == "error: \(dates): line 3, column 8: a dates file is read as UTF-8 (the byte 0xC3 here is not valid UTF-8)",
      "\(generate.err)")
    #expect(!FileManager.default.fileExists(atPath: golden))
    // A fixture file of a golden folder.
    try "2024-02-29\n".write(toFile: dates, atomically: true, encoding: .utf8)
    let made = repl([
      "fixtures", "generate", "--out", golden, "--strings", file, "--dates", dates, "--formats", "yMMMMd",
      "--locales", "de-DE", "--calendars", "gregorian",
    ])
    #expect(made.status == 0, "\(made.err)")
    #expect(repl(["fixtures", "check", golden]).status == 0)
    let fixture = golden + "/strings/de-DE.txt"
    var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: fixture)))
    let at = try #require(bytes.firstIndex(of: UInt8(ascii: "H")))  // "Hallo!"
    bytes[at] = 0xFF
    try Data(bytes).write(to: URL(fileURLWithPath: fixture))
    let line = bytes[..<at].filter { $0 == 0x0A }.count + 1
    let column = at - (bytes[..<at].lastIndex(of: 0x0A) ?? -1)
    let check = repl(["fixtures", "check", golden])
    #expect(check.status == 2)
    #expect(
      check.err.first
        == "error: \(fixture): line \(line), column \(column): a fixture file is read as UTF-8 "
        + "(the byte 0xFF here is not valid UTF-8)", "\(check.err)")
  }
}
