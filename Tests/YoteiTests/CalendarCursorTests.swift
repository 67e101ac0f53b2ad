import Testing

@testable import Yotei

/// ``CalendarCursor`` gives the dates ``CalendarSystem/date(of:)`` gives,
/// field for field, walking forward, jumping and going back, and refuses the
/// days ``CalendarSystem/date(of:)`` refuses.
@Suite struct CalendarCursorTests {
  /// Every field of two dates, so that a difference names itself.
  private func fields(_ d: CalendarDate) -> [Int] {
    [
      d.dayNumber.julianDayNumber, d.era, d.yearOfEra, d.year, d.month, d.monthCode.number,
      d.monthCode.isLeap ? 1 : 0, d.day, d.monthsInYear, d.daysInMonth, d.daysInYear,
    ]
  }

  @Test(arguments: CalendarSystem.allCases)
  func everyDayOf1985To2030EqualsDateOf(_ calendar: CalendarSystem) throws {
    var cursor = CalendarCursor(calendar)
    var differ: [String] = []
    var day = Day(iso: 1985, 1, 1)!
    while day <= Day(iso: 2030, 12, 31)! {
      let walked = try cursor.date(of: day)
      let direct = try calendar.date(of: day)
      if walked != direct || fields(walked) != fields(direct) {
        differ.append("\(day): \(walked) vs \(direct)")
      }
      day += 1
    }
    #expect(differ.isEmpty, "\(differ.count) days differ: \(differ.prefix(5))")
  }

  /// Chinese and Dangi cursors walked side by side, a day of each in turn,
  /// as a day table walks them, through years outside the published tables
  /// (astronomy, whose sui are kept for both zones): each gives the dates
  /// it gives when walked alone.
  @Test func chineseAndDangiSideBySideEqualEachAlone() throws {
    // Years in which the two zones' months begin on different days (1861,
    // 1863, 1869).
    let first = Day(iso: 1860, 1, 1)!
    let last = Day(iso: 1871, 12, 31)!
    func alone(_ calendar: CalendarSystem) throws -> [[Int]] {
      var cursor = CalendarCursor(calendar)
      var out: [[Int]] = []
      var day = first
      while day <= last {
        out.append(fields(try cursor.date(of: day)))
        day += 1
      }
      return out
    }
    let chinese = try alone(.chinese)
    let dangi = try alone(.dangi)
    var a = CalendarCursor(.chinese)
    var b = CalendarCursor(.dangi)
    var differ: [String] = []
    var day = first
    var i = 0
    while day <= last {
      if fields(try a.date(of: day)) != chinese[i] { differ.append("chinese \(day)") }
      if fields(try b.date(of: day)) != dangi[i] { differ.append("dangi \(day)") }
      day += 1
      i += 1
    }
    #expect(differ.isEmpty, "\(differ.count) days differ: \(differ.prefix(5))")
    // The two zones' months begin on different days in these years
    // (Beijing's mean time against Korea's UT+8), so a sui of one zone given
    // to the other would show.
    #expect(zip(chinese, dangi).contains { $0[4...7] != $1[4...7] })
  }

  /// Japanese eras that begin inside a month (Heisei on 1989-01-08; two in
  /// August 1387), Chinese and Dangi years outside the published tables, and
  /// the first and last supported days, asked in an order that jumps back
  /// and forth.
  @Test(arguments: [CalendarSystem.japanese, .chinese, .dangi, .islamic, .hebrew, .persian])
  func jumpsAndEdgesEqualDateOf(_ calendar: CalendarSystem) throws {
    var days: [Day] = [
      Day(iso: 1989, 1, 7)!, Day(iso: 1989, 1, 8)!, Day(iso: 1387, 8, 1)!, Day(iso: 1387, 8, 31)!,
      Day(iso: 1850, 6, 1)!, Day(iso: 2150, 6, 1)!, Day(iso: 2150, 5, 1)!, Day.minimum, Day.maximum,
      Day(iso: 2000, 1, 1)!, Day(iso: 1999, 12, 31)!,
    ]
    days += (0..<40).map { Day(iso: 1387, 8, 1)! + $0 }
    days += (0..<400).map { Day(iso: 2150, 12, 31)! - $0 * 3 }
    var cursor = CalendarCursor(calendar)
    for day in days {
      let walked = try cursor.date(of: day)
      let direct = try calendar.date(of: day)
      #expect(fields(walked) == fields(direct), "\(calendar) \(day)")
    }
  }

  @Test func refusesUnsupportedDaysAsDateOfDoes() throws {
    var cursor = CalendarCursor(.gregorian)
    for day in [Day.minimum - 1, Day.maximum + 1] {
      #expect(throws: CalendarError.self) { try CalendarSystem.gregorian.date(of: day) }
      do {
        _ = try cursor.date(of: day)
        Issue.record("\(day) was accepted")
      } catch {
        #expect(error.kind == .outOfSupportedRange)
      }
    }
    // The cursor still answers after a refusal.
    #expect(try cursor.date(of: Day(iso: 2024, 2, 29)!).day == 29)
  }
}
