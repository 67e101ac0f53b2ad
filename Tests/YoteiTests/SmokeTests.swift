import Testing
@testable import Yotei

@Test func smoke() throws {
  for (l, c) in [("fa-IR", nil), ("he-IL", CalendarSystem.hebrew), ("ar-SA", nil), ("ja-JP-u-ca-japanese", nil), ("zh-CN", .chinese), ("en-GB-u-fw-sun", nil), ("hi-IN", nil), ("ar-EG", nil), ("he-IL-u-nu-hebr", .hebrew)] as [(String, CalendarSystem?)] {
    let loc = try CalendarLocale(l)
    let s = CalendarSymbols(locale: loc, calendar: c)
    let d = s.calendar.date(of: Day(iso: 2024, 3, 20)!)
    print(l, loc.identifier, loc.defaultCalendar, loc.weekRule, loc.numberingSystem, loc.numberingSystem.digits ?? [], loc.isRightToLeft)
    print("  ", s.weekdayNames(.wide, orderedBy: loc.weekRule), s.weekdayNames(.narrow, orderedBy: loc.weekRule))
    print("  ", try s.monthNames(year: d.year), try s.monthTitle(year: d.year, month: d.month), s.format(d.dayNumber, skeleton: "yMMMMEEEEd"), s.eraNames().prefix(3), s.eraName(of: d))
  }
  print(try s2())
  for bad in ["xx", "en-", "zz-ZZ", "", "en-u-nu-foo", "en-u-fw-xyz", "fa_IR", "de_DE@calendar=persian"] {
    do { let l = try CalendarLocale(bad); print("OK", bad, l.identifier, l.defaultCalendar) } catch { print("ERR", error) }
  }
}
func s2() throws -> String {
  let g = try MonthGrid(calendar: .hebrew, year: 5784, month: 6, weekRule: .iso8601)
  return g.weeks.map { $0.map { "\($0.dayOfMonth)\($0.isInMonth ? "" : "*")" }.joined(separator: " ") }.joined(separator: "\n")
}
