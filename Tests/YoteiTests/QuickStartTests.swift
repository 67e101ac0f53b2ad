import Testing
import Yotei

/// The README's quick start, kept here so it always compiles and stays true.
@Test func readmeQuickStart() throws {
  // Days are day numbers; calendars convert through them.
  let nowruz = try CalendarSystem.persian.date(year: 1404, month: 1, day: 1)
  #expect(nowruz.dayNumber.isoString == "2025-03-21")
  #expect(nowruz.weekday == .friday)
  let hebrew = nowruz.converted(to: .hebrew)
  #expect(hebrew.monthCode.description == "M06" && hebrew.day == 21)  // 21 Adar 5785

  // Month codes and arithmetic: Adar I + 1 year = Adar in a common year.
  let adarI = try CalendarSystem.hebrew.parse("5787-M05L-10")
  #expect(try adarI.adding(years: 1).monthCodeString == "5788-M06-10")

  // A month grid laid out the Iranian way, with localized names and digits.
  let iran = try CalendarLocale("fa-IR")
  let grid = try MonthGrid(calendar: .persian, year: 1403, month: 1, weekRule: iran.weekRule)
  let symbols = CalendarSymbols(locale: iran)
  let header = symbols.weekdayNames(.narrow, orderedBy: iran.weekRule)
  let firstRow = grid.weeks[0].map { symbols.digits($0.dayOfMonth) }
  #expect(header.first == "ش")
  #expect(firstRow == ["۲۶", "۲۷", "۲۸", "۲۹", "۱", "۲", "۳"])
  #expect(iran.weekRule.weekend == [.friday])
}
