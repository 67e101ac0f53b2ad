import Testing
import Yotei

@testable import YoteiProduction

/// Writing Yotei's JSON format and reading it back gives the same days.
@Suite struct WriterTests {
  func expectSameDays(_ a: ProductionCalendar, _ b: ProductionCalendar, years: ClosedRange<Int>) throws {
    for year in years {
      let left = try a.days(inYear: year)
      let right = try b.days(inYear: year)
      #expect(left.count == right.count)
      for (x, y) in zip(left, right) {
        #expect(x.kind == y.kind, "\(x.day)")
        #expect(x.shortening == y.shortening, "\(x.day)")
        #expect(x.holidays == y.holidays, "\(x.day)")
        #expect(x.transferredFrom == y.transferredFrom, "\(x.day)")
        #expect(x.source == y.source, "\(x.day)")
        #expect(x.estimated == y.estimated, "\(x.day)")
      }
    }
  }

  @Test(arguments: [("RU", 2015...2028), ("IL", 2023...2026), ("IR", 2024...2027), ("US", 2020...2026)])
  func shippedRegionsRoundTrip(code: String, years: ClosedRange<Int>) throws {
    let shipped = try ProductionCalendar.shipped(code)
    let text = ProductionFormat.encode(shipped.definition)
    let tables = shipped.definition.monthTables
    let reread = try ProductionFormat.parseRegion(
      text, file: "\(code).json", resolveFile: { name in tables[String(name.dropLast(4))]?.fileText })
    #expect(reread.holidays == shipped.definition.holidays)
    #expect(reread.weekends == shipped.definition.weekends)
    #expect(reread.monthTables == shipped.definition.monthTables)
    try expectSameDays(shipped, ProductionCalendar(reread), years: years)
  }

  @Test func importsRoundTrip() throws {
    let csv = try DataGovCSVFormat.parse(fixture("datagov-ru.csv"), file: "datagov-ru.csv")
    let region = DataGovCSVFormat.region(from: csv, code: "RU-CSV", name: "RU")
    let text = ProductionFormat.encode(region)
    #expect(text.contains("\"transfers\": [\n"))
    let reread = try ProductionFormat.parseRegion(text, file: "ru-csv.json")
    try expectSameDays(ProductionCalendar(region), ProductionCalendar(reread), years: 2025...2025)
    #expect(try ProductionCalendar(reread).status(of: day("2025-12-31")).transferredFrom == nil)
  }

  @Test func stringsAreEscaped() throws {
    var region = try ProductionCalendar.shipped("US").definition
    region.name = "Quote \" backslash \\ tab \t newline \n"
    let reread = try ProductionFormat.parseRegion(ProductionFormat.encode(region), file: "x.json")
    #expect(reread.name == region.name)
  }
}
