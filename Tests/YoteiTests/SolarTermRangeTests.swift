import Testing

@testable import Yotei

/// `SolarTerm.occurrences(in:zone:)`, which computes only the terms that can
/// fall in a range, against the year-wide list filtered to the range.
@Suite struct SolarTermRangeTests {
  /// The terms of `occurrences(inYear:)` for every year the range touches,
  /// kept where their day is in the range.
  static func filtered(_ days: ClosedRange<Day>, _ zone: SolarTermZone) -> [SolarTermOccurrence] {
    let years = days.lowerBound.isoDate.year...days.upperBound.isoDate.year
    return years.flatMap { year in
      (try? SolarTerm.occurrences(inYear: year, zone: zone)) ?? []
    }.filter { days.contains($0.day) }
  }

  @Test(arguments: [SolarTermZone.china, .korea, .japan, .utc])
  func sixWeekGridsHaveTheYearsTerms(_ zone: SolarTermZone) throws {
    // Every 42-day window starting on the 1st, 14th and 27th of each month
    // of years across the supported span, its ends and the extreme offsets.
    var checked = 0
    for year in [1000, 1001, 1582, 1899, 1900, 1912, 1928, 1929, 2026, 2057, 2100, 2999, 3000] {
      for month in 1...12 {
        for dayOfMonth in [1, 14, 27] {
          let first = try #require(Day(iso: year, month, dayOfMonth))
          let days = first...(first + 41)
          let own = SolarTerm.occurrences(in: days, zone: zone)
          #expect(own == Self.filtered(days, zone), "\(first.isoString)")
          checked += own.count
        }
      }
    }
    // About three terms in each six-week window.
    #expect(checked > 13 * 12 * 3 * 2)
  }

  @Test func fixedOffsetsAndRangeEnds() throws {
    let east = try SolarTermZone.fixed(utcOffsetSeconds: 64_800)
    let west = try SolarTermZone.fixed(utcOffsetSeconds: -64_800)
    for zone in [east, west] {
      for year in [1000, 2026, 3000] {
        let whole = try #require(Day(iso: year, 1, 1))...(try #require(Day(iso: year, 12, 31)))
        #expect(SolarTerm.occurrences(in: whole, zone: zone) == Self.filtered(whole, zone))
        #expect(SolarTerm.occurrences(in: whole, zone: zone).count == 24)
      }
    }
    // One day: the term beginning on it, as `beginning(on:)` finds it.
    let terms = try SolarTerm.occurrences(inYear: 2026, zone: .china)
    for occurrence in terms {
      #expect(SolarTerm.occurrences(in: occurrence.day...occurrence.day, zone: .china) == [occurrence])
      #expect(SolarTerm.occurrences(in: (occurrence.day + 1)...(occurrence.day + 1), zone: .china).isEmpty)
    }
    // Outside the supported years: none, as `occurrences(inYear:)` refuses them.
    let before = try #require(Day(iso: 999, 1, 1))...(try #require(Day(iso: 999, 12, 31)))
    #expect(SolarTerm.occurrences(in: before, zone: .china).isEmpty)
    let across = try #require(Day(iso: 999, 12, 1))...(try #require(Day(iso: 1000, 1, 31)))
    #expect(SolarTerm.occurrences(in: across, zone: .china) == Self.filtered(across, .china))
  }
}
