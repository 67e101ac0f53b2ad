import Testing

@testable import Yotei

/// ``CalendarSource``: no year is called published where Yotei's months are
/// not the published table's (the fixtures), and the estimates say so.
@Suite struct CalendarSourceTests {
  @Test(arguments: [CalendarSystem.chinese, .dangi])
  func lunisolarPublishedYearsAreTheFixturesYears(_ calendar: CalendarSystem) throws {
    let published = PublishedTables.read(calendar)
    let years = published.map(\.year)
    #expect(calendar.publishedYears == years.min()!...years.max()!)
    for year in published {
      #expect(try calendar.source(ofYear: year.year) == .publishedTable)
      let months = try calendar.months(inYear: year.year)
      #expect(months.map(\.firstDay.julianDayNumber) == year.months.map(\.firstDay), "\(year.year)")
    }
    for year in [years.min()! - 1, years.max()! + 1, 1645, 2300, -2000, 9000] {
      let source = try calendar.source(ofYear: year)
      #expect(source == .astronomy, "\(year)")
      #expect(!source.isAuthoritative)
    }
    #expect(try calendar.date(of: Day(iso: 2027, 2, 6)!).source == .publishedTable)
    #expect(try calendar.date(of: Day(iso: 2150, 6, 1)!).source == .astronomy)
  }

  /// Every Umm al-Qura year called published has exactly the published
  /// months; every year whose months differ from the published table says it
  /// is ICU's.
  @Test func ummAlQuraPublishedOnlyWhereTheMonthsAreThePublishedOnes() throws {
    var byYear: [Int: [(firstDay: Int, length: Int)]] = [:]
    for m in UmmAlQuraFixtures.published() {
      byYear[m.month.year, default: []].append((m.firstDay, m.length))
    }
    var differing = 0
    for (year, published) in byYear {
      let ours = try CalendarSystem.islamicUmalqura.months(inYear: year)
      let same =
        ours.map(\.firstDay.julianDayNumber) == published.map(\.firstDay)
        && ours.map(\.length)
          == published.map(\.length)
      let source = try CalendarSystem.islamicUmalqura.source(ofYear: year)
      if source == .publishedTable { #expect(same, "AH \(year) is called published but differs") }
      if !same {
        differing += 1
        #expect(source == .icu && !source.isAuthoritative, "AH \(year)")
      }
    }
    // AH 1343-1364: the published table's 28- and 31-day months stay ICU's.
    #expect(differing >= 20)
    #expect(byYear.keys.min() == 1343)
    for year in [1300, 1343, 1364, 1501, 1600, 1000, 2000] {
      #expect(try CalendarSystem.islamicUmalqura.source(ofYear: year) == .icu, "AH \(year)")
    }
    #expect(try CalendarSystem.islamicUmalqura.source(ofYear: 1365) == .publishedTable)
    #expect(try CalendarSystem.islamicUmalqura.source(ofYear: 1500) == .publishedTable)
  }

  @Test func arithmeticCalendarsAreExactAndTheAstronomicalIslamicIsICUs() throws {
    for calendar in CalendarSystem.allCases {
      let year = try calendar.date(of: Day(iso: 2025, 6, 1)!).year
      let source = try calendar.source(ofYear: year)
      switch calendar {
      case .chinese, .dangi, .islamicUmalqura: #expect(source == .publishedTable, "\(calendar)")
      case .islamic: #expect(source == .icu)
      default:
        #expect(source == .arithmetic, "\(calendar)")
        #expect(source.isAuthoritative)
        #expect(calendar.publishedYears == nil)
      }
    }
  }

  @Test func yearsOutsideTheRangeAreRefused() {
    for calendar in [CalendarSystem.chinese, .gregorian, .islamicUmalqura] {
      let last = calendar.supportedYearRange.upperBound
      #expect(throws: CalendarError.self) { try calendar.source(ofYear: last + 1) }
      #expect(throws: CalendarError.self) { try calendar.source(ofYear: Int.min) }
    }
  }
}
