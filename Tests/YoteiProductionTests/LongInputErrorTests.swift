import Testing
import Yotei

@testable import YoteiProduction

/// Every production reader passes the input it quotes to
/// `ProductionDataError`, so a 1 MB value is quoted by its first 60
/// characters and its length (the shared 64-character rule), in `value` and
/// in the message alike, instead of making a 1 MB message.
@Suite struct LongInputErrorTests {
  /// One million characters that no reader accepts anywhere.
  static let huge = String(repeating: "x", count: 1_000_000)
  /// How the shared rule quotes ``huge``.
  static let quoted = String(repeating: "x", count: 60) + "… (1000000 characters)"

  func check(_ error: ProductionDataError, field: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(error.field == field, sourceLocation: sourceLocation)
    #expect(error.value == Self.quoted, sourceLocation: sourceLocation)
    #expect(error.message.contains(Self.quoted), sourceLocation: sourceLocation)
    #expect(error.message.utf8.count < 400, sourceLocation: sourceLocation)
    #expect(error.description.utf8.count < 600, sourceLocation: sourceLocation)
  }

  func jsonError(_ text: String) -> ProductionDataError? {
    do {
      _ = try ProductionFormat.parseRegion(text, file: "long.json")
      return nil
    } catch {
      return error
    }
  }

  /// A region file up to `weekends`, whose one period is `weekend`.
  func region(weekend: String, extra: String = "") -> String {
    """
    {"format": "yotei-production", "region": "LONG", "name": "Long", "supportedYears": [2020, 2021],
     "sources": [{"id": "s", "title": "t"}], "source": "s", "weekends": [\(weekend)]\(extra)}
    """
  }

  @Test func theJSONReaderQuotesLongValues() throws {
    let huge = Self.huge
    check(
      try #require(jsonError(#"{"format": "\#(huge)"}"#)), field: "$.format")
    check(
      try #require(jsonError(region(weekend: #"{"days": ["\#(huge)"]}"#))), field: "$.weekends[0].days[0]")
    check(
      try #require(jsonError(region(weekend: #"{"from": "\#(huge)", "days": ["sunday"]}"#))),
      field: "$.weekends[0].from")
    check(
      try #require(jsonError(region(weekend: #"{"days": ["sunday"], "source": "\#(huge)"}"#))),
      field: "$.weekends[0].source")
    check(
      try #require(
        jsonError(region(weekend: #"{"days": ["sunday"]}"#, extra: #", "solarTermZone": "\#(huge)""#))),
      field: "$.solarTermZone")
    check(
      try #require(
        jsonError(#"{"format": "yotei-production", "region": "LONG-TA", "base": "\#(huge)"}"#)),
      field: "$.base")
    let holiday =
      #", "holidays": [{"key": "k", "names": {"en": "K"}, "date": {"calendar": "\#(huge)", "month": 1, "day": 1}}]"#
    check(
      try #require(jsonError(region(weekend: #"{"days": ["sunday"]}"#, extra: holiday))),
      field: "$.holidays[0].date.calendar")
  }

  @Test func anUnknownLongMemberNameIsQuotedInTheFieldToo() throws {
    let error = try #require(jsonError(#"{"\#(Self.huge)": 1}"#))
    #expect(error.field == "$." + Self.quoted)
    #expect(error.value == Self.quoted)
    #expect(error.description.utf8.count < 1000)
  }

  @Test func aLongWholeNumberIsQuoted() throws {
    let digits = String(repeating: "9", count: 1_000_000)
    let error = try #require(jsonError(#"{"format": "yotei-production", "version": \#(digits)}"#))
    #expect(error.field == "$.version")
    #expect(error.value == String(repeating: "9", count: 60) + "… (1000000 characters)")
  }

  @Test func theOtherReadersQuoteLongValues() throws {
    let huge = Self.huge
    #expect {
      _ = try MonthTable.parse("\(huge) 2020-01-01\n", id: "t", file: "long.txt")
    } throws: { error in
      guard let error = error as? ProductionDataError else { return false }
      check(error, field: "month")
      return true
    }
    #expect {
      _ = try ProductionRegistry().load(
        text: "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:\(huge)\nEND:VEVENT\nEND:VCALENDAR\n", file: "long.ics")
    } throws: { error in
      guard let error = error as? ProductionDataError else { return false }
      check(error, field: "DTSTART")
      return true
    }
    #expect {
      _ = try DGPACSVFormat.parse("西元日期,星期,是否放假,備註\n\(huge),一,0,\n", file: "long.csv")
    } throws: { error in
      guard let error = error as? ProductionDataError else { return false }
      check(error, field: "西元日期")
      return true
    }
    #expect {
      _ = try SyukujitsuCSVFormat.parse("国民の祝日・休日月日,国民の祝日・休日名称\n\(huge),元日\n", file: "long.csv")
    } throws: { error in
      guard let error = error as? ProductionDataError else { return false }
      check(error, field: "国民の祝日・休日月日")
      return true
    }
    #expect {
      _ = try XMLCalendarFormat.parse(
        #"<calendar year="2025"><days><day d="\#(huge)" t="1"/></days></calendar>"#, file: "long.xml")
    } throws: { error in
      guard let error = error as? ProductionDataError else { return false }
      check(error, field: "day@d")
      return true
    }
  }
}
