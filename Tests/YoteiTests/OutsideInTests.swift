import Foundation
import Testing

@testable import Yotei

/// What a separate package found calling the public API with extreme values and
/// walking far years: each of these trapped or was refused before.
@Suite struct OutsideInTests {
  /// PyEphem's December solstices of the years whose Chinese or Dangi tables
  /// failed validation (Tests/YoteiTests/Fixtures/lunisolar-far-solstices-ephem.txt).
  static let farSolstices: [(calendar: CalendarSystem, year: Int, solstice: Day)] = {
    let text = try! String(contentsOfFile: fixturePath("lunisolar-far-solstices-ephem.txt"), encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let f = line.split(separator: " ")
      return (CalendarSystem(rawValue: String(f[0]))!, Int(f[1])!, Day(julianDayNumber: Int(f[2])!))
    }
  }()

  @Test func farLunisolarYearsBuildAndHoldTheSolsticeInTheEleventhMonth() throws {
    #expect(Self.farSolstices.count == 148)
    for (calendar, year, solstice) in Self.farSolstices {
      let months = try calendar.months(inYear: year)
      #expect(months.count == 12 || months.count == 13, "\(calendar) \(year)")
      // Every day of the year converts (date(of:) trapped on these years).
      for day in months.first!.firstDay...months.last!.lastDay {
        #expect(try calendar.date(of: day).year == year)
      }
      // The month holding the solstice is M11, to within a day: at 8300-10000 CE
      // the two computations' Delta T differ by hours, which can move a new moon
      // or the solstice across midnight.
      let near = try [solstice - 1, solstice, solstice + 1].map { try calendar.date(of: $0).monthCode }
      #expect(near.contains(MonthCode(number: 11)!), "\(calendar) \(year): \(near)")
    }
  }

  @Test func aMonthOfIntMinIsOutOfRangeNotAnOverflow() {
    for calendar in CalendarSystem.allCases {
      for overflow in [Overflow.reject, .constrain] {
        #expect(throws: CalendarError.self, "\(calendar)") {
          try calendar.date(year: 2000, month: Int.min, day: 1, overflow: overflow)
        }
      }
      do {
        _ = try calendar.date(year: 2000, month: Int.min, day: 1)
      } catch {
        #expect(error.kind == .fieldOutOfRange && error.field == "month" && error.value == String(Int.min))
      }
      #expect(throws: CalendarError.self) {
        try MonthGrid(calendar: calendar, year: 2000, month: Int.min, weekRule: .iso8601)
      }
      #expect(throws: CalendarError.self) {
        try CalendarSymbols(locale: .english, calendar: calendar).monthTitle(year: 2000, month: Int.min)
      }
    }
  }

  /// CLDR's narrow era names (Babel 2.19.0 carries CLDR 47; these entries are the
  /// same in ICU 72's CLDR 42). They were the first letter of the abbreviated
  /// name: "p" and "n" in Polish, and Amharic's two eras both "ዓ".
  @Test(arguments: [
    ("en-US", ["B", "A"]), ("pl-PL", ["p.n.e.", "n.e."]), ("uk-UA", ["до н.е.", "н.е."]),
    ("ru-RU", ["до н.э.", "н.э."]), ("de-DE", ["v. Chr.", "n. Chr."]),
  ])
  func narrowEraNamesAreCLDRs(locale: String, expected: [String]) throws {
    let symbols = CalendarSymbols(locale: try CalendarLocale(locale), calendar: .gregorian)
    #expect(symbols.eraNames(.narrow) == expected)
    // The same names ICU writes for the pattern GGGGG.
    let ad = try CalendarSystem.gregorian.date(of: Day(iso: 2024, 3, 20)!)
    #expect(symbols.eraName(of: ad, .narrow) == expected[1])
  }

  @Test func narrowJapaneseErasAreTheirLetters() throws {
    let symbols = CalendarSymbols(locale: try CalendarLocale("ja-JP"), calendar: .japanese)
    let narrow = symbols.eraNames(.narrow)
    #expect(narrow.count == symbols.eraNames(.abbreviated).count)
    // Meiji, Taishō, Shōwa, Heisei, Reiwa (CLDR ja, calendar japanese, eraNarrow).
    #expect(Array(narrow.suffix(5)) == ["M", "T", "S", "H", "R"])
  }

  /// Yotei's Persian calendar is ICU's and CLDR's 33-year arithmetic rule. The
  /// calendar in law is astronomical (the year begins on the day of the March
  /// equinox if it falls before noon in Iran), which Borkowski's algorithm
  /// follows for 3000 years: the two agree on every month of 1178-1633 AP
  /// (1799-2255 CE) and part ways at both ends (PyEphem / convertdate agree with
  /// Borkowski there). Outside that window Yotei is a convention, as in ICU.
  @Test func persianFollowsTheAstronomicalCalendarFrom1178To1633AP() throws {
    for year in 1178...1633 {
      let months = try CalendarSystem.persian.months(inYear: year)
      #expect(
        months.map(\.firstDay.julianDayNumber) == (1...12).map { JalaaliReference.jdn(year, $0, 1) },
        "\(year)")
      #expect(months.last!.length == JalaaliReference.monthLength(year, 12), "\(year)")
    }
    // The nearest years where the 33-year rule leaves the equinox: 1176 AP
    // (leap by the equinox, common by the rule) and 1634 AP (the reverse).
    for year in [1176, 1634] {
      #expect(try CalendarSystem.persian.isLeapYear(year) != JalaaliReference.jalCal(year).isLeap, "\(year)")
    }
  }
}
