import Foundation
import Testing
import Yotei

@testable import YoteiLocalization

/// `.strings` and `.stringsdict` files, as older apps keep them: the readers,
/// the `xx.lproj` layout read into one catalog per table, and the check with
/// files, property-list paths and lines. `Fixtures/Lproj` was written for these
/// tests (see its README.md): `de.lproj/Localizable.strings` is UTF-16 with a
/// byte-order mark, and each deliberate problem is checked below.
@Suite struct StringsFileTests {
  static let folder = packageRoot + "/Tests/YoteiLocalizationTests/Fixtures/Lproj"

  static func strings(_ text: String) throws -> [(key: String, value: String, line: Int)] {
    let node = try OldStylePlistReader.parse(text)
    return (node.members ?? []).map { ($0.key, $0.node.string ?? "", $0.line) }
  }

  @Test func readsOldStyleEntriesEscapesAndComments() throws {
    let text = """
      /* A comment
         over two lines */
      "a" = "x\\ny \\"q\\" \\\\ \\U00e9\\t|";
      // a line comment
      b = c;
      "OK";
      "emoji" = "\\UD83D\\UDE00 \\101";
      'single' = 'quotes';
      """
    let entries = try Self.strings(text)
    #expect(entries.map(\.key) == ["a", "b", "OK", "emoji", "single"])
    #expect(entries[0].value == "x\ny \"q\" \\ é\t|")
    #expect(entries[0].line == 3)
    #expect(entries[1].value == "c" && entries[1].line == 5)
    // A key alone stands for itself.
    #expect(entries[2].value == "OK")
    // A surrogate pair in two \U escapes is one scalar; \101 is octal.
    #expect(entries[3].value == "😀 A")
    #expect(entries[4].value == "quotes")
    // The comment before an entry is its translator comment.
    let node = try OldStylePlistReader.parse(text)
    #expect(node.members?[0].comment == "A comment\n   over two lines")
    #expect(node.members?[1].comment == "a line comment")
    // Braces around the entries are allowed.
    #expect(try Self.strings("{ \"k\" = \"v\"; }").map(\.value) == ["v"])
  }

  @Test func syntaxErrorsNameTheirLine() {
    func error(_ text: String) -> CatalogError? {
      do {
        _ = try OldStylePlistReader.parse(text)
        return nil
      } catch { return error }
    }
    let noSemicolon = error("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";")
    #expect(noSemicolon?.line == 3 && noSemicolon?.message.contains("expected ';'") == true)
    let open = error("\"a\" = \"b\";\n\"c\" = \"d;\n\"e\" = \"f\";\n")
    // The quote opened on line 2 runs on; the message says where it opens.
    #expect(open?.message.contains("line 2") == true || open?.line == 3)
    let comment = error("\"a\" = \"b\";\n/* never closed\n")
    #expect(comment?.line == 2 && comment?.message.contains("never closed") == true)
    #expect(error("\"a\" \"b\";")?.message.contains("expected '='") == true)
    #expect(error("\"a\" = \"\\UD83D x\";")?.message.contains("unpaired surrogate") == true)
    #expect(error("{ \"a\" = \"b\";")?.message.contains("closing '}'") == true)
    #expect(error("= \"b\";")?.message.contains("expected a key") == true)
  }

  @Test func decodesUTF8AndUTF16() throws {
    let text = "\"k\" = \"é😀\";\n"
    let utf16LE: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let utf16BE: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    for (bytes, encoding) in [
      (Array(text.utf8), StringsEncoding.utf8), ([0xEF, 0xBB, 0xBF] + Array(text.utf8), .utf8WithBOM),
      (utf16LE, .utf16LittleEndian), (utf16BE, .utf16BigEndian),
    ] {
      let decoded = try StringsEncoding.decode(bytes)
      #expect(decoded.text == text && decoded.encoding == encoding)
      // Written back the same way, byte for byte.
      #expect(encoding.encode(decoded.text) == bytes)
    }
    // UTF-16 without a mark, as some tools write it.
    let bare = Array(utf16LE.dropFirst(2))
    #expect(try StringsEncoding.decode(bare).text == text)
    #expect(throws: CatalogError.self) { try StringsEncoding.decode([0x22, 0x61, 0x22, 0x0A, 0xC3, 0x28]) }
    do {
      _ = try StringsEncoding.decode(Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF] + Array("\";".utf8))
    } catch {
      #expect(error.line == 2)
    }
  }

  @Test func stringsdictBecomesSubstitutions() throws {
    let tables = try StringsTable.read(at: Self.folder)
    #expect(tables.map(\.name) == ["Localizable", "Main"])
    let catalog = tables[0].catalog
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.languages == ["en", "de", "ru"])
    guard case .substituted(let main, let subs)? = catalog.value("files_in_folders", language: "en") else {
      Issue.record("files_in_folders is not substituted")
      return
    }
    #expect(main.value == "%#@files@ in %#@folders@")
    // The argument is the token's position; the form's own placeholder is %arg.
    #expect(subs["files"]?.argumentNumber == 1 && subs["folders"]?.argumentNumber == 2)
    #expect(subs["folders"]?.formatSpecifier == "lld")
    #expect(subs["folders"]?.forms[.one]?.value == "%arg folder")
    guard case .device(let devices)? = catalog.value("tap", language: "en") else {
      Issue.record("tap is not device-specific")
      return
    }
    #expect(devices["mac"] == .string(.init("Click to open")))
    // .strings values, comments and the UTF-16 file.
    #expect(catalog.value("greeting", language: "de") == .string(.init("Hallo!")))
    #expect(catalog.entries["greeting"]?.comment == "Greeting on the home screen; %@ is the user's name.")
    #expect(
      catalog.value("escapes", language: "de")
        == .string(.init("Zeilen\numbruch \"zitiert\" \\ Café \u{1} Tab\tEnde")))
    // Base.lproj is the development language's.
    #expect(tables[1].catalog.value("def-34-uvw.normalTitle", language: "en") == .string(.init("Done")))
  }

  /// Every deliberate problem of the fixture, with its file and the line it is on.
  @Test func checkFindsEachProblemOnItsLine() throws {
    let table = try StringsTable.read(at: Self.folder)[0]
    let report = StringsCheck.run(table: table)
    let found = Set(report.issues.map { "\($0.language) \($0.key) \($0.kind.name)" })
    #expect(
      found == [
        "de greeting placeholders", "de OK untranslated", "ru apps_failed missingPluralForm",
        "ru apps_failed hardCodedNumber", "ru files_in_folders missing", "ru greeting duplicateKey",
        "ru version placeholders",
      ], "\(report.text())")
    // Each problem's line holds what it names.
    for issue in report.issues {
      let file = try #require(issue.file)
      guard let line = issue.line else {
        #expect(issue.kind == .missing)
        #expect(file.hasSuffix("ru.lproj/Localizable.stringsdict"), "the file ru would have it in")
        continue
      }
      let bytes = try DataFile.read(file)
      let text = try StringsEncoding.decode(bytes).text
      let lineText = String(text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1])
      switch issue.kind.name {
      case "hardCodedNumber": #expect(lineText.contains("1 приложение"))
      case "missingPluralForm": #expect(lineText.contains("<key>apps</key>"))
      case "duplicateKey": #expect(lineText.contains("Здравствуйте"))
      case "placeholders": #expect(lineText.contains(issue.language == "de" ? "Hallo!" : "%$11d"))
      case "untranslated": #expect(lineText.contains("\"OK\""))
      default: Issue.record("unexpected \(issue)")
      }
    }
    let one = try #require(report.issues.first { $0.kind.name == "hardCodedNumber" })
    #expect(one.path == "[\"apps_failed\"][\"apps\"][\"one\"]")
    #expect(one.file?.hasSuffix("ru.lproj/Localizable.stringsdict") == true)
    // The renamed German variable is no problem: names are local to a language.
    #expect(!report.issues.contains { $0.language == "de" && $0.key == "apps_failed" })
  }

  @Test func pathsNameWhichLanguagesToCheck() throws {
    // One .lproj folder: that language and the source.
    let de = try StringsTable.read(at: Self.folder + "/de.lproj")
    #expect(de.map(\.name) == ["Localizable", "Main"])
    #expect(de[0].named == ["en", "de"])
    let report = StringsCheck.run(table: de[0])
    #expect(report.languages == ["en", "de"])
    // One file of it: its table only.
    let file = try StringsTable.read(at: Self.folder + "/ru.lproj/Localizable.stringsdict")
    #expect(file.count == 1 && file[0].named == ["en", "ru"])
    // A file in no .lproj folder is the development language alone.
    let folder = FileManager.default.temporaryDirectory.path + "/yotei-lone-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "\"n\" = \"%d files and 50%\";".write(
      toFile: folder + "/Lone.strings", atomically: true, encoding: .utf8)
    let lone = try StringsTable.read(at: folder + "/Lone.strings")
    #expect(lone[0].catalog.languages == ["en"] && lone[0].named == nil)
    let loneReport = StringsCheck.run(table: lone[0])
    #expect(loneReport.issues.map(\.kind.name) == ["placeholders"])
    #expect(loneReport.issues.first?.line == 1 && loneReport.issues.first?.file == folder + "/Lone.strings")
  }

  @Test func malformedFilesGetClearErrors() throws {
    func message(_ xml: String) -> String {
      let plist =
        "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>k</key><dict>" + xml
        + "</dict></dict></plist>"
      do {
        var table = StringsTable(
          name: "T", folder: "", catalog: StringCatalog(), named: nil, files: [], problems: [])
        try table.addStringsdict(
          XMLPlistReader.parse(Array(plist.utf8)), file: "T.stringsdict", language: "en")
        return "read"
      } catch { return error.description }
    }
    let format = "<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
    let spec = "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
    #expect(
      message(format + "<key>n</key><dict>" + spec + "<key>other</key><string>%d</string></dict>").contains(
        "NSStringFormatValueTypeKey"))
    #expect(
      message(
        format + "<key>n</key><dict>" + spec
          + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>several</key><string>x</string></dict>"
      ).contains("not a CLDR plural category"))
    #expect(
      message(
        format
          + "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringVariableWidthRuleType</string></dict>"
      ).contains("NSStringPluralRuleType is"))
    #expect(message("<key>n</key><string>x</string>").contains("no NSStringLocalizedFormatKey"))
    #expect(message(format + "<key>n</key><string>x</string>").contains("must be a dictionary"))
    // A token without its variable (seen in a shipping Greek file) is an undefined substitution.
    var table = StringsTable(
      name: "T", folder: "", catalog: StringCatalog(), named: nil, files: [], problems: [])
    let plist = "<plist version=\"1.0\"><dict><key>k</key><dict>" + format + "</dict></dict></plist>"
    try table.addStringsdict(XMLPlistReader.parse(Array(plist.utf8)), file: "T.stringsdict", language: "en")
    let undefined = StringsCheck.run(table: table).issues
    #expect(
      undefined.map(\.kind.name) == ["substitutions"] && undefined[0].description.contains("n=undefined"))
    #expect(message(format + format).contains("twice"))
    #expect(message(format + "<key>n</key>").contains("without a value"))
    #expect(message(format + "<string>x</string>").contains("where a <key> should be"))
    do {
      _ = try XMLPlistReader.parse(Array("bplist00".utf8))
      Issue.record("a binary plist was read")
    } catch {
      #expect(error.message.contains("plutil -convert xml1"))
    }
    do {
      _ = try XMLPlistReader.parse(Array("<plist>\n<dict>\n<key>a</key>\n<string>b</dict></plist>".utf8))
      Issue.record("bad XML was read")
    } catch {
      #expect(error.line == 4)
    }
  }

  @Test func missingDevelopmentLanguageIsAnError() throws {
    do {
      _ = try StringsTable.read(at: Self.folder, sourceLanguage: "fr")
      Issue.record("read without a fr.lproj or Base.lproj for Localizable")
    } catch {
      #expect(error.description.contains("--source-language"))
    }
    // With Base.lproj, a table of any development language reads.
    let main = try StringsTable.readTable("Main", folder: Self.folder, sourceLanguage: "fr", named: nil)
    #expect(main.catalog.sourceLanguage == "fr")
    #expect(main.catalog.value("abc-12-xyz.text", language: "fr") == .string(.init("Title")))
  }

  @Test func folderNamesAreLanguages() {
    #expect(StringsTable.language(ofFolder: "pt_BR.lproj") == "pt-BR")
    #expect(StringsTable.language(ofFolder: "zh-Hant.lproj") == "zh-Hant")
    #expect(StringsTable.language(ofFolder: "English.lproj") == "en")
    #expect(StringsTable.language(ofFolder: "Base.lproj") == "Base")
  }

  /// Pseudo-localized copies of the development language's files: the values
  /// change, every other byte stays, the encoding is kept, and they check clean.
  @Test func pseudoFilesKeepTheirBytesAndCheckClean() throws {
    let tables = try StringsTable.read(at: Self.folder)
    let folder = FileManager.default.temporaryDirectory.path + "/yotei-pseudo-lproj-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for table in tables {
      let files = try table.pseudoLocalizedFiles()
      #expect(Set(files.map(\.path)).count == files.count)
      for (path, bytes) in files {
        try FileManager.default.createDirectory(
          atPath: folder + "/" + path.split(separator: "/")[0], withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder + "/" + path, contents: Data(bytes))
        let name = String(path.split(separator: "/")[1])
        let original = try #require(
          table.files.first { $0.hasSuffix("/en.lproj/" + name) || $0.hasSuffix("/Base.lproj/" + name) })
        let before = try StringsEncoding.decode(DataFile.read(original))
        let after = try StringsEncoding.decode(bytes)
        #expect(after.encoding == before.encoding)
        let old = before.text.split(separator: "\n", omittingEmptySubsequences: false)
        let new = after.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(old.count == new.count, "\(path)")
        // Lines without a value are untouched (comments, plist structure); `"OK";` gets one.
        for (a, b) in zip(old, new)
        where !a.contains("=") && !a.contains("<string>") && !a.hasSuffix("\";") && a != b {
          Issue.record("\(path): \(a) became \(b)")
        }
      }
    }
    // The en.lproj originals beside the copies: the pseudo-locales check clean.
    try FileManager.default.copyItem(atPath: Self.folder + "/en.lproj", toPath: folder + "/en.lproj")
    try FileManager.default.copyItem(atPath: Self.folder + "/Base.lproj", toPath: folder + "/Base.lproj")
    for table in try StringsTable.read(at: folder) {
      #expect(table.catalog.languages == ["en", "ar-XB", "en-XA"])
      let report = StringsCheck.run(table: table)
      #expect(report.issues.isEmpty, "\(report.text())")
      // The source's plural forms and devices came through.
      if table.name == "Localizable" {
        guard case .substituted(_, let subs)? = table.catalog.value("apps_failed", language: "en-XA") else {
          Issue.record("apps_failed lost its variable")
          continue
        }
        #expect(subs["apps"]?.forms[.one]?.value.contains("%arg") == true)
        #expect(table.catalog.value("OK", language: "ar-XB") != nil)
      }
    }
  }

  @Test func fixturesReadStringsTablesAndXLIFF() throws {
    let tables = try FixtureInputs.catalog(path: Self.folder)
    #expect(tables.catalog?.entries.count == 10)
    #expect(tables.catalog?.value("abc-12-xyz.text", language: "de") == .string(.init("Titel")))
    #expect(tables.catalogHash?.count == 64)
    #expect(try FixtureInputs.catalog(path: Self.folder).catalogHash == tables.catalogHash)
    let xliff = try FixtureInputs.catalog(
      path: packageRoot + "/Tests/YoteiLocalizationTests/Fixtures/Returned/de.xliff")
    #expect(xliff.catalog?.languages == ["en", "de"])
    #expect(xliff.catalog?.value("greeting", language: "de") == .string(.init("Hallo!")))
  }
}

extension StringsFileTests {
  /// Where `Base.lproj` and `en.lproj` both have a table, the pseudo copy is
  /// en's bytes with the keys only Base has added at the end (old-style text in
  /// UTF-16, and an XML `.stringsdict`), so every key has a pseudo value.
  @Test func pseudoFilesAddTheKeysOnlyBaseHas() throws {
    let folder = FileManager.default.temporaryDirectory.path + "/yotei-pseudo-base-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for name in ["Base", "en"] {
      try FileManager.default.createDirectory(
        atPath: folder + "/\(name).lproj", withIntermediateDirectories: true)
    }
    let base =
      "/* The title. */\n\"title\" = \"Title\";\n\"done\" = \"Done\";\n// Only in Base.\n\"storyboard.only\" = \"From the storyboard\";\n"
    let english = "/* The title. */\n\"title\" = \"Title\";\n\"done\" = \"Done\";"
    func utf16(_ text: String) -> Data {
      Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    }
    FileManager.default.createFile(atPath: folder + "/Base.lproj/Main.strings", contents: utf16(base))
    FileManager.default.createFile(atPath: folder + "/en.lproj/Main.strings", contents: utf16(english))
    func plist(_ entries: [(String, String)]) -> String {
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        + entries.map { key, value in
          "\t<key>\(key)</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@n@</string>\n"
            + "\t\t<key>n</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n"
            + "\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n"
            + "\t\t\t<string>d</string>\n\t\t\t<key>one</key>\n\t\t\t<string>%d \(value)</string>\n"
            + "\t\t\t<key>other</key>\n\t\t\t<string>%d \(value)s</string>\n\t\t</dict>\n\t</dict>\n"
        }.joined() + "</dict>\n</plist>\n"
    }
    try plist([("files", "file"), ("base.only", "photo")]).write(
      toFile: folder + "/Base.lproj/Main.stringsdict", atomically: true, encoding: .utf8)
    try plist([("files", "file")]).write(
      toFile: folder + "/en.lproj/Main.stringsdict", atomically: true, encoding: .utf8)
    let table = try #require(try StringsTable.read(at: folder).first)
    let files = try table.pseudoLocalizedFiles()
    #expect(
      files.map(\.path).sorted() == [
        "ar-XB.lproj/Main.strings", "ar-XB.lproj/Main.stringsdict", "en-XA.lproj/Main.strings",
        "en-XA.lproj/Main.stringsdict",
      ])
    for (path, bytes) in files {
      let full = folder + "/" + path
      try FileManager.default.createDirectory(
        atPath: String(full[..<full.lastIndex(of: "/")!]), withIntermediateDirectories: true)
      FileManager.default.createFile(atPath: full, contents: Data(bytes))
    }
    // en's own file comes first, byte for byte in its encoding (values aside).
    let strings = try #require(files.first { $0.path == "en-XA.lproj/Main.strings" })
    let decoded = try StringsEncoding.decode(strings.bytes)
    #expect(decoded.encoding == .utf16LittleEndian)
    let own = try StringsTable.pseudoLocalized(Array(utf16(english)), stringsdict: false, .accented)
    #expect(strings.bytes.starts(with: own))
    #expect(
      decoded.text.hasSuffix(
        "\n/* Only in Base. */\n\"storyboard.only\" = \""
          + PseudoLocale.accented.text("From the storyboard", argument: nil) + "\";\n"), "\(decoded.text)")
    let dict = try #require(files.first { $0.path == "en-XA.lproj/Main.stringsdict" })
    let ownDict = try StringsTable.pseudoLocalized(
      Array(try String(contentsOfFile: folder + "/en.lproj/Main.stringsdict", encoding: .utf8).utf8),
      stringsdict: true, .accented)
    // The Base-only entry goes before the closing </dict>, every other byte en's.
    let tail = Array("</dict>\n</plist>\n".utf8)
    #expect(dict.bytes.starts(with: ownDict.dropLast(tail.count)))
    #expect(dict.bytes.suffix(tail.count).elementsEqual(tail))
    #expect(String(decoding: dict.bytes, as: UTF8.self).contains("\t<key>base.only</key>\n\t<dict>"))
    let written = try #require(try StringsTable.read(at: folder).first)
    for locale in ["en-XA", "ar-XB"] {
      for key in ["title", "done", "storyboard.only", "files", "base.only"] {
        #expect(table.catalog.value(key, language: "en") != nil, "en lacks \(key)")
        #expect(written.catalog.value(key, language: locale) != nil, "\(locale) lacks \(key)")
      }
    }
    let report = StringsCheck.run(table: written)
    #expect(report.issues.isEmpty, "\(report.text())")
  }
}

extension StringsFileTests {
  /// A key only translations have (Monolingual's `Main.strings`: two keys in
  /// el, es, fr... and not in en) is no longer in the app: stale, reported once
  /// where it is with `includeStale`, never missing in the languages without it
  /// nor in the pseudo-locales written from the development language.
  @Test func aKeyOnlyTranslationsHaveIsStaleNotMissing() throws {
    let folder = FileManager.default.temporaryDirectory.path + "/yotei-stale-lproj-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let files = [
      "en": "\"title\" = \"Title\";\n",
      "de": "\"title\" = \"Titel\";\n",
      "el": "\"title\" = \"Τίτλος\";\n/* Gone from the app. */\n\"old.title\" = \"Παλιό\";\n",
      "fr": "\"old.title\" = \"Ancien\";\n\"title\" = \"Titre\";\n",
    ]
    for (language, text) in files {
      try FileManager.default.createDirectory(
        atPath: folder + "/\(language).lproj", withIntermediateDirectories: true)
      try text.write(toFile: folder + "/\(language).lproj/Main.strings", atomically: true, encoding: .utf8)
    }
    let table = try #require(try StringsTable.read(at: folder).first)
    #expect(table.catalog.entries["old.title"]?.extractionState == "stale")
    #expect(table.catalog.entries["title"]?.extractionState == nil)
    // Skipped by default, as stale catalog keys are.
    let quiet = StringsCheck.run(table: table)
    #expect(quiet.issues.isEmpty, "\(quiet.text())")
    // Once, in the first language that has it, at its line.
    let stale = StringsCheck.run(table: table, options: StringsCheckOptions(includeStale: true))
    #expect(stale.issues.count == 1, "\(stale.text())")
    let issue = try #require(stale.issues.first)
    #expect(
      issue.language == "el" && issue.key == "old.title" && issue.kind == .notTranslated(state: "stale"))
    #expect(issue.file == folder + "/el.lproj/Main.strings" && issue.line == 3)
    #expect(issue.detail?.contains("not in en") == true && issue.detail?.contains("also in fr") == true)
    // Only de named: the key is not there, so nothing.
    let de = try #require(try StringsTable.read(at: folder + "/de.lproj").first)
    #expect(StringsCheck.run(table: de, options: StringsCheckOptions(includeStale: true)).issues.isEmpty)
    // The pseudo tables written from en beside them check clean, with stale keys too.
    for (path, bytes) in try table.pseudoLocalizedFiles() {
      try FileManager.default.createDirectory(
        atPath: folder + "/" + path.split(separator: "/")[0], withIntermediateDirectories: true)
      FileManager.default.createFile(atPath: folder + "/" + path, contents: Data(bytes))
    }
    let withPseudo = try #require(try StringsTable.read(at: folder).first)
    #expect(withPseudo.catalog.languages.contains("en-XA") && withPseudo.catalog.languages.contains("ar-XB"))
    #expect(StringsCheck.run(table: withPseudo).issues.isEmpty)
    let again = StringsCheck.run(table: withPseudo, options: StringsCheckOptions(includeStale: true))
    #expect(again.issues.map(\.language) == ["el"], "\(again.text())")
  }
}

extension StringsFileTests {
  /// A problem in a `.stringsdict` quotes the string as the file has it
  /// (OnionBrowser's `<string>%d cookies</string>`), not as the reader made it
  /// (`%arg cookies`, flattened to `%1$d cookies`): what a translator searches for.
  @Test func stringsdictProblemsQuoteTheFilesText() throws {
    let folder = FileManager.default.temporaryDirectory.path + "/yotei-quote-lproj-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    func plist(one: String?, other: String) -> String {
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        + "\t<key>%d cookie(s)</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n"
        + "\t\t<string>%#@cookies@</string>\n\t\t<key>cookies</key>\n\t\t<dict>\n"
        + "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
        + "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n"
        + (one.map { "\t\t\t<key>one</key>\n\t\t\t<string>\($0)</string>\n" } ?? "")
        + "\t\t\t<key>other</key>\n\t\t\t<string>\(other)</string>\n\t\t</dict>\n\t</dict>\n</dict>\n</plist>\n"
    }
    let files = [
      "en": plist(one: "%d cookie", other: "%d cookies"),
      // Chinese has only `other`: a copy of the source's.
      "zh-Hans": plist(one: nil, other: "%d cookies"),
      // An argument the source does not have.
      "de": plist(one: "%d Keks", other: "%d Kekse von %@"),
      // An object where the count goes: not read as the count, so reported.
      "ja": plist(one: nil, other: "%@ 個のクッキー"),
    ]
    for (language, text) in files {
      try FileManager.default.createDirectory(
        atPath: folder + "/\(language).lproj", withIntermediateDirectories: true)
      try text.write(
        toFile: folder + "/\(language).lproj/Localizable.stringsdict", atomically: true, encoding: .utf8)
    }
    let table = try #require(try StringsTable.read(at: folder).first)
    let report = StringsCheck.run(table: table)
    let copy = try #require(report.issues.first { $0.language == "zh-Hans" && $0.kind == .untranslated })
    #expect(copy.value == "%d cookies" && copy.line == 15)
    let types = try #require(report.issues.first { $0.language == "de" && $0.kind.name == "placeholders" })
    #expect(types.value == "%d Kekse von %@" && types.line == 17, "\(report.text())")
    let object = try #require(report.issues.first { $0.language == "ja" && $0.kind.name == "placeholders" })
    #expect(object.value == "%@ 個のクッキー" && object.detail == "argument 1 is %@ here, %d in the source")
    // Every quoted value is a string of the file, at the line given.
    for issue in report.issues {
      guard let value = issue.value, let file = issue.file, let line = issue.line else { continue }
      let lines = try String(contentsOfFile: file, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false)
      #expect(lines[line - 1].contains("<string>\(value)</string>"), "\(issue)")
    }
  }
}
