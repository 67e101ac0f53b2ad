import Foundation
import Testing

@testable import Yotei

/// Yotei's solar terms against PyEphem (VSOP87): every term of 1900-2100
/// (Tests/YoteiTests/Fixtures/solar-terms-ephem.txt, from
/// `scripts/solar-terms.py collect`).
struct SolarTermTests {
  struct Reference {
    var year: Int
    var term: SolarTerm
    /// Seconds since 1970-01-01T00:00:00Z.
    var moment: Double
  }

  static let references: [Reference] = {
    let text = try! String(contentsOfFile: fixturePath("solar-terms-ephem.txt"), encoding: .utf8)
    var result: [Reference] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let f = line.split(separator: " ")
      let stamp = f[2]
      let date = stamp.prefix(10).split(separator: "-").map { Int($0)! }
      let time = stamp.dropFirst(11).prefix(8).split(separator: ":").map { Int($0)! }
      let day = Day(iso: date[0], date[1], date[2])!
      let moment = Double(day.daysSinceUnixEpoch * 86_400 + time[0] * 3600 + time[1] * 60 + time[2])
      result.append(Reference(year: Int(f[0])!, term: SolarTerm(identifier: String(f[1]))!, moment: moment))
    }
    return result
  }()

  @Test func theReferenceCoversEveryTermOf1900Through2100() {
    #expect(Self.references.count == 201 * 24)
    #expect(Set(Self.references.map(\.year)) == Set(1900...2100))
  }

  @Test func everyMomentLiesWithinTheStatedUncertaintyOfPyEphem() throws {
    var worst = 0.0
    for reference in Self.references {
      let occurrence = try reference.term.occurrence(inYear: reference.year, zone: .utc)
      let difference = abs(occurrence.secondsSinceUnixEpoch - reference.moment)
      worst = max(worst, difference)
      #expect(
        difference <= occurrence.uncertaintySeconds,
        "\(reference.term) \(reference.year): \(difference) s from PyEphem, uncertainty \(occurrence.uncertaintySeconds) s"
      )
    }
    // Over 1900-2025, where both know ΔT, the series agree far closer than the allowance.
    let modern = try Self.references.filter { $0.year <= 2025 }.map {
      abs(try $0.term.occurrence(inYear: $0.year, zone: .utc).secondsSinceUnixEpoch - $0.moment)
    }
    #expect(modern.max()! < SolarTermOccurrence.seriesErrorSeconds, "\(modern.max()!) \(worst)")
    #expect(worst > 0)
  }

  /// The day in UTC+8 and UTC+9 (the zones of China, Korea and Japan since
  /// 1929) equals PyEphem's, or Yotei says it is uncertain and names PyEphem's day.
  @Test(arguments: [8 * 3600, 9 * 3600])
  func everyDayEqualsPyEphemsOrIsMarkedUncertain(offset: Int) throws {
    let zone = try SolarTermZone.fixed(utcOffsetSeconds: offset)
    var uncertain = 0
    for reference in Self.references {
      let occurrence = try reference.term.occurrence(inYear: reference.year, zone: zone)
      let referenceDay = Day.unixEpoch + Int(((reference.moment + Double(offset)) / 86_400).rounded(.down))
      if !occurrence.isCertain { uncertain += 1 }
      #expect(
        occurrence.day == referenceDay || occurrence.alternativeDay == referenceDay,
        "\(reference.term) \(reference.year) at UTC+\(offset / 3600): Yotei \(occurrence), PyEphem \(referenceDay)"
      )
      #expect(occurrence.day.isoDate.year == reference.year)
    }
    // A few terms of 201 years lie within minutes of midnight; not every one.
    #expect(uncertain > 0 && uncertain < 50, "\(uncertain)")
  }

  @Test func theTermsOfAYearAreInDateOrderAndOnePerTerm() throws {
    for year in [1000, 1900, 2026, 2100, 3000] {
      let terms = try SolarTerm.occurrences(inYear: year, zone: .china)
      #expect(Set(terms.map(\.term)) == Set(SolarTerm.allCases))
      #expect(zip(terms, terms.dropFirst()).allSatisfy { $0.day < $1.day })
      #expect(terms.allSatisfy { $0.day.isoDate.year == year }, "\(year): \(terms.first!) ... \(terms.last!)")
    }
  }

  @Test func beginningOnADayFindsExactlyTheTermsOfTheYear() throws {
    for year in [1900, 1949, 2000, 2026, 2027, 2100] {
      for zone in [SolarTermZone.china, .korea, .japan] {
        let expected = Dictionary(
          uniqueKeysWithValues: try SolarTerm.occurrences(inYear: year, zone: zone).map { ($0.day, $0.term) })
        var day = Day(iso: year, 1, 1)!
        while day.isoDate.year == year {
          #expect(SolarTerm.beginning(on: day, zone: zone)?.term == expected[day], "\(day) \(zone)")
          day += 1
        }
      }
    }
    #expect(SolarTerm.beginning(on: Day(iso: 3001, 1, 1)!, zone: .utc) == nil)
  }

  /// Published facts: Hong Kong Observatory's 2026 calendar (Qingming on
  /// 5 April in China, 4 April in 2025), the National Astronomical
  /// Observatory of Japan's 2026 announcement (vernal equinox 20 March,
  /// autumnal equinox 23 September; 2027: 21 March and 23 September, in
  /// 官報 of 2 February 2026), KASI (Korean 2026 춘분 20 March).
  @Test func publishedDays() throws {
    #expect(try SolarTerm.clearAndBright.occurrence(inYear: 2026, zone: .china).day == Day(iso: 2026, 4, 5))
    #expect(try SolarTerm.clearAndBright.occurrence(inYear: 2025, zone: .china).day == Day(iso: 2025, 4, 4))
    #expect(try SolarTerm.vernalEquinox.occurrence(inYear: 2026, zone: .japan).day == Day(iso: 2026, 3, 20))
    #expect(try SolarTerm.autumnalEquinox.occurrence(inYear: 2026, zone: .japan).day == Day(iso: 2026, 9, 23))
    #expect(try SolarTerm.vernalEquinox.occurrence(inYear: 2027, zone: .japan).day == Day(iso: 2027, 3, 21))
    #expect(try SolarTerm.autumnalEquinox.occurrence(inYear: 2027, zone: .japan).day == Day(iso: 2027, 9, 23))
    #expect(try SolarTerm.vernalEquinox.occurrence(inYear: 2026, zone: .korea).day == Day(iso: 2026, 3, 20))
  }

  /// The lunisolar calendars and the terms share one astronomy: every
  /// winter solstice the Chinese calendar uses is the term's day.
  @Test func theLunisolarSolsticeIsTheTermsDay() throws {
    for year in 1900...2100 {
      let solstice = try SolarTerm.winterSolstice.occurrence(inYear: year, zone: .china)
      #expect(LunisolarAstronomy.winterSolstice(year, .china) == solstice.day.julianDayNumber)
    }
  }

  @Test func namesZonesAndErrors() throws {
    #expect(SolarTerm.allCases.map(\.longitude) == Array(stride(from: 0, to: 360, by: 15)))
    #expect(SolarTerm.allCases.allSatisfy { SolarTerm(identifier: $0.identifier) == $0 })
    #expect(SolarTerm(identifier: "qingming") == nil)
    #expect(SolarTerm.clearAndBright.identifier == "clearAndBright")
    #expect(SolarTerm.vernalEquinox.isPrincipal && !SolarTerm.clearAndBright.isPrincipal)
    for name in ["china", "korea", "japan", "UTC", "UTC+08:00", "UTC-03:30"] {
      #expect(SolarTermZone(identifier: name)?.identifier == name)
    }
    for bad in ["UTC+8", "UTC+19:00", "UTC+08:60", "utc", "Asia/Tokyo", "UTC+0a:00"] {
      #expect(SolarTermZone(identifier: bad) == nil, "\(bad)")
    }
    #expect(throws: CalendarError.self) { try SolarTermZone.fixed(utcOffsetSeconds: 64_801) }
    let error = #expect(throws: CalendarError.self) {
      try SolarTerm.vernalEquinox.occurrence(inYear: 999, zone: .utc)
    }
    #expect(error?.kind == .outOfSupportedRange && error?.field == "year")
  }

  /// Before 1929 China counted Beijing local mean time (UTC+7:45:40).
  @Test func historicOffsets() throws {
    #expect(try SolarTerm.vernalEquinox.occurrence(inYear: 1920, zone: .china).utcOffsetSeconds == 27_940)
    #expect(try SolarTerm.vernalEquinox.occurrence(inYear: 1930, zone: .china).utcOffsetSeconds == 28_800)
    #expect(try SolarTerm.vernalEquinox.occurrence(inYear: 1911, zone: .korea).utcOffsetSeconds == 28_800)
    #expect(try SolarTerm.vernalEquinox.occurrence(inYear: 1912, zone: .korea).utcOffsetSeconds == 32_400)
  }
}
