import Testing
import Yotei

@testable import YoteiProduction

/// A user's own region file as an app loads it (the mistakes found by using
/// the library from a separate package): a file in the wrong encoding, a
/// week without a working day, and entries the engine overrides.
@Suite struct UserFileTests {
  /// A company day off on top of Russia, with a French name.
  static func acme(name: String = "Fête de l'entreprise", extra: String = "") -> String {
    """
    {"format": "yotei-production", "region": "RU-ACME", "base": "RU",
     "sources": [{"id": "memo", "title": "ACME HR memo 12/2025"}],
     "overlays": [{"name": "acme", "years": [{"year": 2025, "source": "memo"\(extra),
       "daysOff": [{"date": "2025-12-30", "key": "company.acme.yearEnd", "names": {"en": "\(name)"}}]}]}]}
    """
  }

  static func region(weekend: String) -> String {
    """
    {"format": "yotei-production", "region": "XQ", "name": "X", "sources": [{"id": "s", "title": "t"}],
     "source": "s", "supportedYears": [2025, 2026],
     "weekends": [{"days": ["saturday", "sunday"]}, {"from": "2026-01-01", "days": [\(weekend)]}]}
    """
  }

  /// A Latin-1 (or Shift_JIS) file read as UTF-8 used to load, its names
  /// turned into U+FFFD: now the first byte that is not UTF-8 is refused
  /// with its line and column, and a UTF-16 file is named as such (it was
  /// "unexpected character 0xEF", a byte the file does not have).
  @Test func aFileThatIsNotUTF8IsRefusedWhereItsFirstBadByteIs() throws {
    let utf8 = Array(Self.acme().utf8)
    // "Fête" in Latin-1: ê is the one byte 0xEA.
    var latin1: [UInt8] = []
    for scalar in Self.acme().unicodeScalars { latin1.append(UInt8(scalar.value)) }
    let registry = ProductionRegistry()
    let error = #expect(throws: ProductionDataError.self) {
      try registry.load(bytes: latin1, file: "acme.json")
    }
    #expect(error?.line == 4)
    #expect(error?.field == "file")
    #expect(error?.message.contains("0xEA") == true)
    #expect(error?.message.contains("column") == true)
    #expect(!registry.codes.contains("RU-ACME"))  // nothing registered
    // UTF-16 with its byte order mark.
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in Self.acme().utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let utf16Error = #expect(throws: ProductionDataError.self) {
      try registry.load(bytes: utf16, file: "acme.json")
    }
    #expect(utf16Error?.message.contains("UTF-16") == true)
    #expect(utf16Error?.message.contains("iconv -f UTF-16 -t UTF-8") == true)
    // The same file in UTF-8, with or without a byte order mark, loads.
    for bytes in [utf8, [0xEF, 0xBB, 0xBF] + utf8] {
      let loaded = try ProductionRegistry().load(bytes: bytes, file: "acme.json")
      #expect(try loaded.calendar.status(of: Day(iso: 2025, 12, 30)!).name() == "Fête de l'entreprise")
    }
  }

  /// A weekend of all seven days was accepted (every day a weekend, no
  /// working day to find): it is refused as a week pattern's is.
  @Test func aWeekendOfEveryDayIsRefused() {
    let all = #""monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday""#
    let error = #expect(throws: ProductionDataError.self) {
      try ProductionFormat.parseRegion(Self.region(weekend: all), file: "x.json")
    }
    #expect(error?.field == "$.weekends[1].days")
    #expect(error?.message.contains("working day") == true)
    // Six days off is a week still.
    let six = #""tuesday", "wednesday", "thursday", "friday", "saturday", "sunday""#
    #expect(throws: Never.self) {
      try ProductionFormat.parseRegion(Self.region(weekend: six), file: "x.json")
    }
  }

  /// A loaded file's entries that the engine overrides (a shortened day on a
  /// weekend, a "working day" that already is one) were reported only by
  /// `conflicts(inYear:)`, which a loader does not think to call: the load's
  /// issues now say them, and say none of the base region's own.
  @Test func aLoadedFilesConflictsAreItsIssues() throws {
    let extra = #", "shortened": ["2025-12-27"], "workingDays": ["2025-12-29"]"#
    let loaded = try ProductionRegistry().load(text: Self.acme(extra: extra), file: "acme.json")
    let messages = loaded.issues.map(\.description)
    #expect(loaded.issues.count == 2, "\(messages)")
    #expect(loaded.issues.allSatisfy { $0.severity == .warning && $0.file == "acme.json" })
    #expect(messages.contains { $0.contains("2025-12-27") && $0.contains("not a working day") })
    #expect(messages.contains { $0.contains("2025-12-29") && $0.contains("already is one") })
    // A clean file has none; nor does one on RU-TA, whose own data has two
    // conflicts (1995, 2000) outside the file's years.
    #expect(try ProductionRegistry().load(text: Self.acme(), file: "acme.json").issues.isEmpty)
    let onTatarstan = Self.acme().replacing(#""base": "RU""#, with: #""base": "RU-TA""#)
    #expect(try ProductionRegistry().load(text: onTatarstan, file: "acme.json").issues.isEmpty)
  }

  /// A .csv that is none of the formats (a mistyped header, an empty file)
  /// was refused with "no year rows", a term of data.gov.ru's layout only:
  /// the error now says what a .csv is read as, with each format's header.
  @Test func aCSVOfNoKnownFormatSaysWhichFormatsACSVIsReadAs() {
    for text in ["date,name\r\n2026/1/1,元日\r\n", ""] {
      let error = #expect(throws: ProductionDataError.self) {
        try ProductionRegistry().load(text: text, file: "holidays.csv")
      }
      #expect(error?.message.contains("data.gov.ru") == true)
      #expect(error?.message.contains("国民の祝日・休日月日,国民の祝日・休日名称") == true)
      #expect(error?.message.contains("西元日期,星期,是否放假,備註") == true)
    }
  }
}
