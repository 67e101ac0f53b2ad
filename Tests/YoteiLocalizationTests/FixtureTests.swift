import Foundation
import Testing
import Yotei

@testable import YoteiLocalization

/// The project's golden fixtures (see Fixtures/README.md).
let goldenFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures"

@Suite struct FixtureTests {
  @Test func goldenFixturesMatchThisBuild() throws {
    let result = try FixtureChecker.check(directory: goldenFixtures)
    #expect(result.allMatch, "\(result.text())")
    #expect(result.exitStatus == 0)
    let manifest = try FixtureChecker.readManifest(
      String(contentsOfFile: goldenFixtures + "/manifest.json", encoding: .utf8), path: goldenFixtures)
    #expect(manifest.0.locales.count >= 22)
    #expect(Set(manifest.0.calendars) == [.gregorian, .persian, .hebrew])
    // Two files per locale and calendar (the manifest is not a fixture).
    #expect(result.checked == manifest.0.locales.count * 3 * 2)
  }

  @Test(.enabled(if: ProcessInfo.processInfo.environment["YOTEI_REGENERATE_FIXTURES"] == "1"))
  func regenerateGoldenFixtures() throws {
    try? FileManager.default.removeItem(atPath: goldenFixtures + "/manifest.json")
    let result = try FixtureGenerator.generate(FixtureMatrix(), into: goldenFixtures)
    #expect(result.files.count == 22 * 3 * 2 + 1)
  }

  func temporaryFolder() -> String {
    let path = NSTemporaryDirectory() + "yotei-fixtures-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func checkFindsEveryKindOfDifference() throws {
    let dir = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let generated = try FixtureGenerator.generate(
      FixtureMatrix(locales: ["ru_RU", "he_IL"], calendars: [.hebrew]), into: dir)
    #expect(
      generated.files == [
        "he-IL/hebrew.json", "he-IL/hebrew.txt", "manifest.json", "ru-RU/hebrew.json", "ru-RU/hebrew.txt",
      ])
    #expect(try FixtureChecker.check(directory: dir).allMatch)

    // Change one line, delete one file, add one file.
    let ru = dir + "/ru-RU/hebrew.txt"
    let text = try String(contentsOfFile: ru, encoding: .utf8)
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("dayKind.working: ") })
    try text.replacingOccurrences(of: String(line), with: "dayKind.working: Рабочий денёк")
      .write(toFile: ru, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: dir + "/he-IL/hebrew.json")
    try "{}\n".write(toFile: dir + "/he-IL/extra.json", atomically: true, encoding: .utf8)

    let result = try FixtureChecker.check(directory: dir)
    #expect(result.exitStatus == 1)
    #expect(result.differences.map(\.path) == ["he-IL/extra.json", "he-IL/hebrew.json", "ru-RU/hebrew.txt"])
    #expect(result.differences.map(\.kind) == [.missingFromBuild, .newInBuild, .changed])
    let diff = result.differences[2].diff
    #expect(diff.hasPrefix("--- a/ru-RU/hebrew.txt\n+++ b/ru-RU/hebrew.txt\n@@ "))
    #expect(diff.contains("\n-dayKind.working: Рабочий денёк\n+dayKind.working: Рабочий день\n"))
    #expect(result.differences.allSatisfy { !$0.mayComeFromVersionChange })
    let report = result.text()
    #expect(report.contains("3 fixture files differ"))
    #expect(report.contains("New in this build: he-IL/hebrew.json"))
    #expect(!report.contains("Data versions changed"))
  }

  /// Folders are named in BCP 47 (`ru-RU`, as `en-XA` is); a folder written
  /// with the older ICU names (`ru_RU`) still checks, file for file.
  @Test func olderFolderNamesStillCheck() throws {
    let dir = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let matrix = FixtureMatrix(locales: ["ru_RU", "en-XA"], calendars: [.persian])
    _ = try FixtureGenerator.generate(matrix, into: dir)
    try FileManager.default.moveItem(atPath: dir + "/ru-RU", toPath: dir + "/ru_RU")
    let result = try FixtureChecker.check(directory: dir)
    #expect(result.allMatch, "\(result.text())")
    #expect(result.checked == 4)
    // A change in an old-named file is reported under today's name.
    let txt = dir + "/ru_RU/persian.txt"
    try (String(contentsOfFile: txt, encoding: .utf8) + "extra\n").write(
      toFile: txt, atomically: true, encoding: .utf8)
    #expect(try FixtureChecker.check(directory: dir).differences.map(\.path) == ["ru-RU/persian.txt"])
    #expect(FixtureGenerator.directoryName("sr_Latn_RS") == "sr-Latn-RS")
  }

  @Test func regeneratingASmallerMatrixRemovesOnlyItsOwnStaleFiles() throws {
    let dir = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    _ = try FixtureGenerator.generate(
      FixtureMatrix(locales: ["de_DE", "ja_JP"], calendars: [.gregorian]), into: dir)
    try "notes\n".write(toFile: dir + "/ja-JP/notes.txt", atomically: true, encoding: .utf8)
    _ = try FixtureGenerator.generate(FixtureMatrix(locales: ["de_DE"], calendars: [.gregorian]), into: dir)
    let fm = FileManager.default
    #expect(!fm.fileExists(atPath: dir + "/ja-JP/gregorian.txt"))
    #expect(fm.fileExists(atPath: dir + "/ja-JP/notes.txt"))
    try fm.removeItem(atPath: dir + "/ja-JP/notes.txt")
    #expect(try FixtureChecker.check(directory: dir).allMatch)
  }

  /// `fixtures generate` into a folder whose manifest it cannot read says so
  /// and writes nothing: the manifest (the list of the files to remove) and
  /// every earlier file stay as they were.
  @Test func anUnreadableEarlierManifestIsRefusedAndKept() throws {
    let dir = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let matrix = FixtureMatrix(locales: ["de_DE"], calendars: [.gregorian])
    _ = try FixtureGenerator.generate(matrix, into: dir)
    let manifest = dir + "/" + FixtureGenerator.manifestName
    let sheet = dir + "/de-DE/gregorian.txt"
    try "changed by hand\n".write(toFile: sheet, atomically: true, encoding: .utf8)
    for (bytes, says) in [
      (Array("{\"files\": [\"de-DE/gregorian.txt\",}".utf8), "is not JSON (line 1, column 34"),
      (
        Array("{\"files\": [\"de-DE/gr".utf8) + [0xFF] + Array("\"]}".utf8),
        "line 1, column 22 ($.files[0]): the string is not valid UTF-8"
      ),
      (Array("{\"locales\": []}".utf8), "has no \"files\" list"),
      (Array("{\"files\": [1]}".utf8), "lists a file that is not a string"),
    ] {
      try Data(bytes).write(to: URL(fileURLWithPath: manifest))
      #expect {
        _ = try FixtureGenerator.generate(matrix, into: dir)
      } throws: { error in
        guard case .io(let path, let message)? = error as? LocalizationError else { return false }
        return path == manifest && message.contains(says) && message.contains("nothing was written")
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: manifest)) == Data(bytes))
      #expect(try String(contentsOfFile: sheet, encoding: .utf8) == "changed by hand\n")
    }
    // A folder as the manifest cannot be read either.
    try FileManager.default.removeItem(atPath: manifest)
    try FileManager.default.createDirectory(atPath: manifest, withIntermediateDirectories: false)
    #expect {
      _ = try FixtureGenerator.generate(matrix, into: dir)
    } throws: { "\($0)".contains("cannot read the earlier manifest (is a folder, not a file)") }
    // Without a manifest the folder is written afresh.
    try FileManager.default.removeItem(atPath: manifest)
    _ = try FixtureGenerator.generate(matrix, into: dir)
    #expect(try FixtureChecker.check(directory: dir).allMatch)
  }

  @Test func aHostileManifestIsAnError() throws {
    let dir = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    _ = try FixtureGenerator.generate(FixtureMatrix(locales: ["de_DE"], calendars: [.gregorian]), into: dir)
    let deep = "{\"locales\": " + String(repeating: "[", count: 33_000) + "}"
    try deep.write(toFile: dir + "/" + FixtureGenerator.manifestName, atomically: true, encoding: .utf8)
    #expect {
      _ = try FixtureChecker.check(directory: dir)
    } throws: { "\($0)".contains("nested deeper than 128 levels") }
  }

  @Test func versionChangesAreNamedAndStampsIgnored() throws {
    let dir = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    _ = try FixtureGenerator.generate(FixtureMatrix(locales: ["fa_IR"], calendars: [.persian]), into: dir)
    let current = FixtureVersions.current
    // Pretend the golden files came from an older ICU.
    for file in ["manifest.json", "fa-IR/persian.txt", "fa-IR/persian.json"] {
      let path = dir + "/" + file
      let text = try String(contentsOfFile: path, encoding: .utf8)
        .replacingOccurrences(of: "icu=\(current.icu) ", with: "icu=70.1 ")
        .replacingOccurrences(of: "\"icu\" : \"\(current.icu)\"", with: "\"icu\" : \"70.1\"")
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let same = try FixtureChecker.check(directory: dir)
    #expect(same.allMatch)
    #expect(same.versionChanges == ["ICU 70.1 -> \(current.icu)"])

    let txt = dir + "/fa-IR/persian.txt"
    let text = try String(contentsOfFile: txt, encoding: .utf8)
    try text.replacingOccurrences(of: "فروردین", with: "فروردينِ").write(
      toFile: txt, atomically: true, encoding: .utf8)
    let changed = try FixtureChecker.check(directory: dir)
    #expect(changed.differences.count == 1)
    #expect(changed.differences[0].mayComeFromVersionChange)
    #expect(changed.differences[0].diff.contains("-# versions: icu=70.1 "))
    #expect(changed.text().contains("Data versions changed (ICU 70.1 -> \(current.icu))"))
    #expect(
      changed.text(localizer: try Localizer(locale: "de")).contains("Die Datenversionen haben sich geändert"))
  }

  @Test func matrixFromCommandLineLists() throws {
    let m = try FixtureMatrix(localeList: "ru_RU, he-IL,en-XA", calendarList: "gregorian,hebrew")
    #expect(m.locales == ["ru_RU", "he-IL", "en-XA"])
    #expect(m.calendars == [.gregorian, .hebrew])
    let defaults = try FixtureMatrix(localeList: nil, calendarList: "")
    #expect(defaults.locales.count == 22 && defaults.calendars == [.gregorian, .persian, .hebrew])
    #expect(throws: LocalizationError.unknownCalendar("mayan")) {
      try FixtureMatrix(localeList: nil, calendarList: "mayan")
    }
    #expect(throws: LocalizationError.invalidLocale("xx_YY", reason: "ICU has no data for the language 'xx'"))
    {
      try FixtureMatrix(localeList: "xx_YY", calendarList: nil)
    }
    #expect(throws: LocalizationError.self) { try FixtureChecker.check(directory: "/nonexistent/yotei") }
  }

  @Test func sheetsShowLocalizedData() throws {
    let files = try FixtureGenerator.render(
      FixtureMatrix(locales: ["he_IL", "fa_IR"], calendars: [.hebrew, .persian]))
    let he = try #require(files.first { $0.path == "he-IL/hebrew.txt" }).contents
    // 5784 is a leap year: Adar I (M05L) and Adar II (M06).
    #expect(he.contains("## 5784-M05L (month 6): "))
    #expect(he.contains("## 5784-M06 (month 7): "))
    #expect(he.contains("digits hebr: א׳ ב׳"))
    #expect(he.contains("ט״ו"))
    let fa = try #require(files.first { $0.path == "fa-IR/persian.txt" }).contents
    // 1403-01-01 is 2024-03-20 (Nowruz 1403).
    let title = try #require(fa.split(separator: "\n").firstIndex { $0.hasPrefix("## 1403-M01 (month 1): ") })
    let lines = fa.split(separator: "\n")
    #expect(lines[title].contains("فروردین") && lines[title].contains("۱۴۰۳"))
    #expect(lines[title + 1] == "first=2024-03-20 last=2024-04-19 days=31")
    #expect(fa.contains("۵ روز کاری"))
    let json = try #require(files.first { $0.path == "fa-IR/persian.json" }).contents
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["direction"] as? String == "rtl")
    #expect((object["months"] as? [Any])?.count == 3)
  }
}
