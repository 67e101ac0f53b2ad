/// The dates of one calendar for a walk through many days, one year table at
/// a time, none of them kept.
///
/// ``CalendarSystem/date(of:)`` keeps every year it has built for the life
/// of the process, which is what makes it fast for any day asked twice. A
/// cursor is for the other pattern: a day table or a report walking
/// centuries once, day after day. It holds the year of the day it last
/// answered (the calendar's year table, from the same source the calendar
/// itself uses) and builds the next when the walk leaves it, so its memory
/// stays that of one year however long the walk. Its dates are the ones
/// ``CalendarSystem/date(of:)`` gives, field for field.
///
/// ```swift
/// var cursor = CalendarCursor(.hebrew)
/// let first = try cursor.date(of: Day(iso: 2025, 9, 23)!)  // 5786-01-01
/// let next = try cursor.date(of: Day(iso: 2025, 9, 24)!)   // the same year: nothing built
/// ```
///
/// Any day may be asked in any order; days in increasing order cost least.
public struct CalendarCursor: Sendable {
  /// The calendar whose dates the cursor gives.
  public let calendar: CalendarSystem
  private var table: YearTable?
  private var monthIndex = 0

  /// A cursor over the days of `calendar`; no year is built before the first
  /// ``date(of:)``.
  public init(_ calendar: CalendarSystem) { self.calendar = calendar }

  /// The date of `day` in the cursor's calendar.
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/outOfSupportedRange``
  ///   when `day` is outside ``Day/supportedRange``.
  public mutating func date(of day: Day) throws(CalendarError) -> CalendarDate {
    let jdn = try day.checkedSupported().julianDayNumber
    if let table, jdn >= table.firstDay, jdn < table.endDay {
      // Forward within the year: the month in hand or a later one.
      if jdn < table.months[monthIndex].firstDay { monthIndex = 0 }
      while monthIndex + 1 < table.months.count && table.months[monthIndex + 1].firstDay <= jdn {
        monthIndex += 1
      }
    } else {
      let year = try calendar.engine.transientYear(containing: jdn, after: table)
      monthIndex = year.monthIndex(containing: jdn)
      table = year
    }
    return CalendarDate(calendar: calendar, table: table!, monthIndex: monthIndex, jdn: jdn)
  }
}

extension CalendarEngine {
  /// The table of the year containing `jdn` (a supported day), without
  /// publishing it: the published one if that year is built already, else
  /// made afresh from the calendar's source. `previous`, the table the
  /// caller held, is where the search starts (the next year, for a walk).
  func transientYear(containing jdn: Int, after previous: YearTable?) throws(CalendarError) -> YearTable {
    var ext = estimatedYear(jdn)
    if let previous {
      if jdn >= previous.endDay && jdn - previous.endDay < 300 { ext = previous.extendedYear + 1 }
      if jdn < previous.firstDay && previous.firstDay - jdn < 300 { ext = previous.extendedYear - 1 }
    }
    return try searchYear(containing: jdn, from: ext) { (ext) throws(CalendarError) in try transientYear(ext)
    }
  }
}
