import Foundation
import Testing
import Yotei

@testable import YoteiLocalization

/// Fixtures of a user's strings and date formats, for the locales and calendars of
/// the issue. Expected renderings come from published facts (era changes,
/// official calendars, CLDR's plural rules and month names), not from this code.
@Suite(.serialized) struct UserFixtureTests {
  static let locales = ["ru-RU", "ar-EG", "he-IL", "fa-IR", "ja-JP", "en-XA", "ar-XB"]
  static let calendars: [CalendarSystem] = [.gregorian, .persian, .hebrew, .islamicUmalqura, .japanese]
  static let formats = try! DateFormatSpec.list("full,long,medium,short,yMMMMd,EEEE,MMMy")

  static func inputs() throws -> FixtureInputs {
    let path = packageRoot + "/Tests/YoteiLocalizationTests/Fixtures/Catalogs/Clean.xcstrings"
    var inputs = try FixtureInputs.catalog(path: path)
    inputs.formats = formats
    return inputs
  }

  static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yotei-matrix-\(UUID())")
    .path

  /// The whole matrix, generated into a folder and read back.
  static let rendered: [String: String] = {
    let matrix = FixtureMatrix(locales: locales, calendars: calendars)
    let result = try! FixtureGenerator.generate(matrix, inputs: try! inputs(), into: folder)
    return Dictionary(
      uniqueKeysWithValues: result.files.map {
        ($0, try! String(contentsOfFile: folder + "/" + $0, encoding: .utf8))
      })
  }()

  /// The line of `file` that starts with `prefix`, after the `## ISO` header of `day`.
  static func line(_ file: String, day: String, _ prefix: String) -> String? {
    guard let text = rendered[file] else { return nil }
    let lines = text.split(separator: "\n").map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("## \(day) ") }) else { return nil }
    return lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }.first { $0.hasPrefix(prefix) }
  }

  @Test func oneStringsFilePerLocaleAndOneFormatsFilePerLocaleAndCalendar() {
    #expect(Self.rendered.count == 7 + 7 * 5 + 1)
    for locale in Self.locales {
      #expect(Self.rendered["strings/\(locale).txt"] != nil)
      for calendar in Self.calendars {
        #expect(Self.rendered["formats/\(locale)/\(calendar.rawValue).txt"] != nil)
      }
    }
    let manifest = Self.rendered["manifest.json"] ?? ""
    #expect(manifest.contains(#""formats" : ["full", "long", "medium", "short", "yMMMMd", "EEEE", "MMMy"]"#))
    #expect(manifest.contains(#""sha256" : ""#))
  }

  @Test func generatedMatrixChecksClean() throws {
    #expect(!Self.rendered.isEmpty)
    defer { try? FileManager.default.removeItem(atPath: Self.folder) }
    // The manifest's inputs (catalog file, formats, default dates) are enough.
    let result = try FixtureChecker.check(directory: Self.folder)
    #expect(result.allMatch, "\(result.text())")
    #expect(result.checked == 7 + 7 * 5)
    #expect(result.inputChanges.isEmpty && result.versionChanges.isEmpty)
  }

  // CLDR plural rules: ru 1, 21, 101 one; 2, 3 few; 0, 5, 11 many. ar 0 zero, 2 two,
  // 3 few, 11 many, 101 other. he 1 one, 2 two.
  @Test func stringsUseEveryPluralCategory() {
    let ru = Self.rendered["strings/ru-RU.txt"] ?? ""
    for line in [
      "items [1]: 1 предмет", "items [21]: 21 предмет", "items [101]: 101 предмет", "items [3]: 3 предмета",
      "items [5]: 5 предметов", "items [11]: 11 предметов", "items [0]: 0 предметов",
      "summary [2]: 2 файла в 2 папках", "greeting: Привет, Ada!",
    ] {
      #expect(ru.contains(line + "\n"), "\(line)")
    }
    let ar = Self.rendered["strings/ar-EG.txt"] ?? ""
    for line in ["items [0]: لا عناصر", "items [2]: عنصران", "items [3]: ٣ عناصر", "items [11]: ١١ عنصرًا"] {
      #expect(ar.contains(line + "\n"), "\(line)")
    }
    #expect(ar.contains("items [101]: ١٠١ عنصر\n"))
    #expect((Self.rendered["strings/he-IL.txt"] ?? "").contains("items [2]: שני פריטים\n"))
    #expect((Self.rendered["strings/ja-JP.txt"] ?? "").contains("items [21]: 21 個\n"))
    // Line breaks are shown escaped, so one string stays one line.
    #expect(ru.contains("title: Настройки\\n\n"))
    // Pseudo-locales are made from the source with English plural rules.
    let xa = Self.rendered["strings/en-XA.txt"] ?? ""
    #expect(xa.contains("items [1]: [»1« îţéḿ one]\n"))
    let xb = Self.rendered["strings/ar-XB.txt"] ?? ""
    let five = xb.split(separator: "\n").first { $0.hasPrefix("items [5]: ") }.map(String.init) ?? ""
    #expect(Bidi.removingControls(five) == "items [5]: 5 items")
  }

  @Test func japaneseEraChanges() {
    // Shōwa ended on 7 January 1989, Heisei on 30 April 2019 (the first year is 元年).
    let file = "formats/ja-JP/japanese.txt"
    #expect(Self.line(file, day: "1989-01-07", "yMMMMd: ")?.contains("昭和64年1月7日") == true)
    #expect(Self.line(file, day: "1989-01-08", "yMMMMd: ")?.contains("平成元年1月8日") == true)
    #expect(Self.line(file, day: "2019-04-30", "yMMMMd: ")?.contains("平成31年4月30日") == true)
    #expect(Self.line(file, day: "2019-05-01", "full: ") == "full: 令和元年5月1日水曜日")
  }

  @Test func persianHebrewAndUmmAlQuraDates() {
    // 1403 is a leap year of the Iranian calendar: 30 Esfand 1403 is 20 March 2025.
    let esfand = Self.line("formats/fa-IR/persian.txt", day: "2025-03-20", "yMMMMd: ")
    #expect(esfand == "yMMMMd: ۳۰ اسفند ۱۴۰۳")
    #expect(Self.line("formats/fa-IR/persian.txt", day: "2025-03-21", "yMMMMd: ") == "yMMMMd: ۱ فروردین ۱۴۰۴")
    // 5784 is a Hebrew leap year: 30 Adar I on 10 March 2024, 1 Adar II the next day;
    // in Hebrew the year is written in letters, תשפ״ד (400 + 300 + 80 + 4).
    let adarI = Self.line("formats/he-IL/hebrew.txt", day: "2024-03-10", "yMMMMd: ") ?? ""
    let adarII = Self.line("formats/he-IL/hebrew.txt", day: "2024-03-11", "yMMMMd: ") ?? ""
    #expect(adarI.contains("אדר א׳") && adarI.contains("תשפ״ד"), "\(adarI)")
    #expect(adarII.contains("אדר ב׳"), "\(adarII)")
    // 5785 is common: its Adar is plain Adar.
    let adar = Self.line("formats/he-IL/hebrew.txt", day: "2025-03-01", "MMMy: ") ?? ""
    #expect(adar.contains("אדר") && !adar.contains("א׳") && !adar.contains("ב׳"), "\(adar)")
    // Umm al-Qura: Ramadan 1445 began on Monday 11 March 2024, Shawwal on 10 April.
    let ramadan = Self.line("formats/ar-EG/islamic-umalqura.txt", day: "2024-03-11", "full: ") ?? ""
    #expect(
      ramadan.contains("الاثنين") && ramadan.contains("رمضان") && ramadan.contains("١٤٤٥"), "\(ramadan)")
    #expect(
      Self.line("formats/ar-EG/islamic-umalqura.txt", day: "2024-04-10", "yMMMMd: ")?.contains("شوال") == true
    )
    // CLDR ru: "четверг, 29 февраля 2024 г." for the full style (CLDR 42: a narrow no-break space before г.).
    #expect(
      Self.line("formats/ru-RU/gregorian.txt", day: "2024-02-29", "full: ")
        == "full: четверг, 29 февраля 2024\u{202f}г.")
  }

  @Test func pseudoLocalesTransformFormattedDates() {
    let xb = Self.line("formats/ar-XB/gregorian.txt", day: "2024-03-20", "full: ") ?? ""
    #expect(Bidi.removingControls(xb) == "full: Wednesday, March 20, 2024")
    #expect(Bidi.balanceProblem(in: xb) == nil)
    let xa = Self.line("formats/en-XA/gregorian.txt", day: "2024-03-20", "yMMMMd: ") ?? ""
    #expect(xa.hasPrefix("yMMMMd: [Ḿåŕçĥ 20, 2024"), "\(xa)")
  }

  @Test func checkTellsInputsFromDataFromRendering() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yotei-user-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let catalogPath = folder + "-App.xcstrings"
    defer { try? FileManager.default.removeItem(atPath: catalogPath) }
    let source = packageRoot + "/Tests/YoteiLocalizationTests/Fixtures/Catalogs/Clean.xcstrings"
    try FileManager.default.copyItem(atPath: source, toPath: catalogPath)
    var inputs = try FixtureInputs.catalog(
      text: String(contentsOfFile: catalogPath, encoding: .utf8), file: catalogPath)
    inputs.formats = try DateFormatSpec.list("yMMMMd")
    inputs.dates = [Day(iso: 2024, 3, 20)!]
    let matrix = FixtureMatrix(locales: ["ru-RU", "ja-JP"], calendars: [.gregorian, .japanese])
    _ = try FixtureGenerator.generate(matrix, inputs: inputs, into: folder)
    let clean = try FixtureChecker.check(directory: folder)
    #expect(clean.allMatch && clean.inputChanges.isEmpty, "\(clean.text())")

    // Another format asked for: the formats files differ because of it.
    var more = FixtureInputs(formats: try DateFormatSpec.list("yMMMMd,EEEE"))
    more.dates = inputs.dates
    more.datesFile = "given"
    let formats = try FixtureChecker.check(directory: folder, inputs: more)
    #expect(formats.inputChanges == ["formats yMMMMd -> yMMMMd, EEEE"])
    #expect(Set(formats.differences.map(\.cause)) == ["formats"])

    // A golden file edited by hand, inputs and versions unchanged: the rendering.
    let path = folder + "/formats/ja-JP/japanese.txt"
    try (String(contentsOfFile: path, encoding: .utf8) + "extra\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    let rendering = try FixtureChecker.check(directory: folder)
    #expect(rendering.differences.map(\.cause) == ["rendering"])
    #expect(rendering.text().contains("Same inputs and data versions: the rendering changed"))

    // The manifest says the fixtures were made with another ICU: the data.
    let manifest = folder + "/manifest.json"
    let text = try String(contentsOfFile: manifest, encoding: .utf8)
    try text.replacingOccurrences(of: "\"icu\" : \"\(YoteiVersions.icu)\"", with: "\"icu\" : \"1.0\"")
      .write(toFile: manifest, atomically: true, encoding: .utf8)
    let data = try FixtureChecker.check(directory: folder)
    #expect(data.versionChanges == ["ICU 1.0 -> \(YoteiVersions.icu)"])
    #expect(data.differences.map(\.cause) == ["data"])
  }
}

@Suite struct SHA256Tests {
  // FIPS 180-2, appendix B: the one-block, two-block and empty messages.
  @Test func publishedVectors() {
    #expect(
      SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }
}
