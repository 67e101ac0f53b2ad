import Foundation
import Testing
import Yotei

@testable import YoteiProduction

/// The region format's solar-term date kind (`{"solarTerm": ..., "offset": ...}`).
@Suite struct SolarTermDateTests {
  static let text = """
    {"format": "yotei-production", "region": "XJ", "name": "Equinox test", "supportedYears": [1950, 2100],
     "solarTermZone": "japan",
     "sources": [{"id": "law", "title": "A law"}], "source": "law",
     "weekends": [{"days": ["saturday", "sunday"]}],
     "holidays": [
       {"key": "holiday.xj.spring", "names": {"en": "Vernal Equinox Day"},
        "date": {"solarTerm": "vernalEquinox"}, "confirmed": [1950, 2027], "moves": []},
       {"key": "holiday.xj.qingmingEve", "names": {"en": "Day before Qingming"},
        "date": {"solarTerm": "clearAndBright", "zone": "china", "offset": -1}, "moves": []}
     ]}
    """

  @Test func daysComeFromTheTermInTheRegionsZone() throws {
    let calendar = try ProductionCalendar(ProductionFormat.parseRegion(Self.text, file: "xj.json"))
    for year in 1950...2100 {
      let equinox = try SolarTerm.vernalEquinox.occurrence(inYear: year, zone: .japan)
      let status = try calendar.status(of: equinox.day)
      #expect(status.kind == .holiday, "\(year)")
      #expect(status.estimated == (year > 2027 || !equinox.isCertain), "\(year)")
      let qingming = try SolarTerm.clearAndBright.occurrence(inYear: year, zone: .china)
      #expect(try calendar.status(of: qingming.day - 1).holidays.map(\.nameKey) == ["holiday.xj.qingmingEve"])
    }
    #expect(try calendar.status(of: Day(iso: 2026, 3, 20)!).holidays.map(\.nameKey) == ["holiday.xj.spring"])
    #expect(try !calendar.status(of: Day(iso: 2026, 3, 20)!).estimated)
    #expect(try calendar.status(of: Day(iso: 2028, 3, 20)!).estimated)
  }

  @Test func theWriterKeepsTheZone() throws {
    let definition = try ProductionFormat.parseRegion(Self.text, file: "xj.json")
    let written = ProductionFormat.encode(definition)
    #expect(written.contains("\"zone\": \"japan\""))
    let reread = try ProductionFormat.parseRegion(written, file: "xj2.json")
    #expect(reread.holidays == definition.holidays)
  }

  @Test(arguments: [
    (
      "\"date\": {\"solarTerm\": \"vernalEquinox\"}",
      "\"date\": {\"solarTerm\": \"qingming\"}",
      "$.holidays[0].date.solarTerm: unknown solar term 'qingming'"
    ),
    (
      "\"solarTermZone\": \"japan\",", "\"solarTermZone\": \"Asia/Tokyo\",",
      "$.solarTermZone: 'Asia/Tokyo' is not a zone"
    ),
    ("\"solarTermZone\": \"japan\",", "", "$.holidays[0].date.zone: a solar-term date needs a 'zone'"),
    (
      "\"zone\": \"china\", \"offset\": -1", "\"zone\": \"china\", \"offset\": 400",
      "$.holidays[1].date.offset: expected -366...366"
    ),
    (
      "\"zone\": \"china\", \"offset\": -1", "\"zone\": \"china\", \"month\": 4",
      "$.holidays[1].date.month: unknown field (allowed: offset, solarTerm, zone)"
    ),
  ])
  func badSolarTermDatesNameTheField(original: String, replacement: String, expected: String) throws {
    let text = Self.text.replacingOccurrences(of: original, with: replacement)
    #expect(text != Self.text)
    let error = #expect(throws: ProductionDataError.self) {
      try ProductionFormat.parseRegion(text, file: "xj.json")
    }
    #expect(error.map { "\($0)".contains(expected) } == true, "\(String(describing: error))")
  }
}
