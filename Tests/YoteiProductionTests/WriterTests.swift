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

  /// A subdivision written out keeps its country's holidays first
  /// (`baseHolidays`): read back, it answers every supported day as the
  /// shipped one, status for status.
  @Test(arguments: ["RU-TA", "RU-BA"])
  func subdivisionsRoundTripEveryDay(code: String) throws {
    let shipped = try ProductionCalendar.shipped(code)
    let definition = shipped.definition
    #expect(definition.baseHolidayCount > 0)
    let text = ProductionFormat.encode(definition)
    #expect(text.contains("\"baseHolidays\": \(definition.baseHolidayCount),\n"))
    let reread = try ProductionFormat.parseRegion(text, file: "\(code).json")
    #expect(reread.baseHolidayCount == definition.baseHolidayCount)
    #expect(reread.holidays == definition.holidays)
    #expect(reread.overlays.map(\.entries.count) == definition.overlays.map(\.entries.count))
    let years = definition.supportedYears
    let first = Day(iso: years.lowerBound, 1, 1)!
    let last = Day(iso: years.upperBound, 12, 31)!
    let before = try shipped.days(from: first, through: last)
    let after = try ProductionCalendar(reread).days(from: first, through: last)
    #expect(before.count == after.count)
    #expect(before.count == last - first + 1)
    let differing = zip(before, after).filter { $0.0 != $0.1 }.map(\.0.day)
    #expect(differing.isEmpty, "\(differing.prefix(10))")
  }

  /// Without `baseHolidays` the republic's own holidays are no longer placed
  /// on top of Russia's: Tatarstan's Constitution Day 2023 (Monday
  /// 6 November) shares Russia's substitute day off for Unity Day (Saturday
  /// 4 November) and gives none of its own, so Tuesday 7 November is a
  /// working day (the Ministry's 244 working days of 2023); read as a
  /// region of its own, the file makes it a day off.
  @Test func subdivisionWithoutBaseHolidaysDiffers() throws {
    let shipped = try ProductionCalendar.shipped("RU-TA")
    let count = shipped.definition.baseHolidayCount
    let text = ProductionFormat.encode(shipped.definition)
    let line = "  \"baseHolidays\": \(count),\n"
    #expect(text.contains(line))
    let whole = try ProductionCalendar(
      ProductionFormat.parseRegion(text.replacingOccurrences(of: line, with: ""), file: "RU-TA.json"))
    let reread = try ProductionCalendar(ProductionFormat.parseRegion(text, file: "RU-TA.json"))
    let tuesday = day("2023-11-07")
    #expect(try shipped.status(of: tuesday).kind.isWorking)
    #expect(try reread.status(of: tuesday).kind.isWorking)
    #expect(try !whole.status(of: tuesday).kind.isWorking)
  }

  /// `baseHolidays` beyond the file's holidays, and in a file with a `base`,
  /// is refused, naming the field.
  @Test func badBaseHolidaysAreRefused() throws {
    let text = ProductionFormat.encode(try ProductionCalendar.shipped("RU-TA").definition)
    let count = try ProductionCalendar.shipped("RU-TA").definition.holidays.count
    let tooMany = text.replacing(#/"baseHolidays": \d+/#, with: "\"baseHolidays\": \(count + 1)")
    do throws(ProductionDataError) {
      _ = try ProductionFormat.parseRegion(tooMany, file: "x.json")
      Issue.record("accepted baseHolidays \(count + 1) of \(count) holidays")
    } catch {
      #expect(error.field == "$.baseHolidays")
      #expect(error.value == "\(count + 1)")
      #expect(error.allowed == "0...\(count)")
    }
    let based = """
      {"format": "yotei-production", "region": "RU-X", "base": "RU", "baseHolidays": 1,
       "sources": [{"id": "s", "title": "t"}]}
      """
    let ru = try ProductionCalendar.shipped("RU").definition
    do throws(ProductionDataError) {
      _ = try ProductionFormat.parseRegion(based, file: "x.json", resolveBase: { $0 == "RU" ? ru : nil })
      Issue.record("accepted baseHolidays in a file with a base")
    } catch {
      #expect(error.field == "$.baseHolidays")
    }
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
