internal import CYoteiICU
import Foundation
import Yotei

/// Scenario 1: six-week month grids for 2400 consecutive months.
struct GridScenario {
  var name: String
  var calendar: CalendarSystem
  var foundationIdentifier: Calendar.Identifier
  var icuLocale: String
  var firstYear: Int
  var firstWeekday: Weekday

  static let all = [
    GridScenario(
      name: "grid-gregorian", calendar: .gregorian, foundationIdentifier: .gregorian,
      icuLocale: "en@calendar=gregorian", firstYear: 1900, firstWeekday: .monday),
    GridScenario(
      name: "grid-persian", calendar: .persian, foundationIdentifier: .persian,
      icuLocale: "en@calendar=persian", firstYear: 1300, firstWeekday: .saturday),
    GridScenario(
      name: "grid-hebrew", calendar: .hebrew, foundationIdentifier: .hebrew,
      icuLocale: "en@calendar=hebrew", firstYear: 5660, firstWeekday: .sunday),
  ]

  static let monthCount = 2400
}

/// The checksum of one cell, the same in every implementation.
@inline(__always) func cellChecksum(index: Int, dayOfMonth: Int, position: Int) -> Int64 {
  Int64(index + 1) * Int64(dayOfMonth * 4 + position)
}

extension GridCell.Position {
  var code: Int {
    switch self {
    case .previousMonth: 0
    case .inMonth: 1
    case .nextMonth: 2
    }
  }
}

/// Yotei: `MonthGrid` from the calendar's cached year tables.
@inline(never) func yoteiGrids(
  _ calendar: CalendarSystem, _ months: [(year: Int, month: Int)], _ rule: WeekRule
)
  -> Int64
{
  var checksum: Int64 = 0
  for (year, month) in months {
    let grid = try! MonthGrid(calendar: calendar, year: year, month: month, weekRule: rule)
    for (i, cell) in grid.cells.enumerated() {
      checksum &+= cellChecksum(index: i, dayOfMonth: cell.dayOfMonth, position: cell.position.code)
    }
    checksum &+= Int64(grid.firstDay.julianDayNumber)
  }
  return checksum
}

/// Converts a day to the Foundation `Date` at its noon UTC.
func foundationDate(_ day: Day) -> Date {
  Date(timeIntervalSince1970: Double(day.daysSinceUnixEpoch) * 86_400 + 43_200)
}

/// Foundation, the way the seed projects build a month: `date(from:)` for the
/// first day, its weekday and the month's length, then for every cell
/// `date(byAdding: .day)` and `component(.day)`.
@inline(never) func foundationGrids(
  _ calendar: Calendar, _ firsts: [DateComponents], _ firstWeekday: Weekday
) -> Int64 {
  var checksum: Int64 = 0
  // Foundation numbers weekdays Sunday = 1 ... Saturday = 7.
  let firstColumn = firstWeekday == .sunday ? 1 : firstWeekday.rawValue + 1
  for components in firsts {
    let first = calendar.date(from: components)!
    let weekday = calendar.component(.weekday, from: first)
    let length = calendar.range(of: .day, in: .month, for: first)!.count
    let lead = ((weekday - firstColumn) % 7 + 7) % 7
    for i in 0..<42 {
      let cellDate = calendar.date(byAdding: .day, value: i - lead, to: first)!
      let dayOfMonth = calendar.component(.day, from: cellDate)
      let offset = i - lead
      let position = offset < 0 ? 0 : (offset < length ? 1 : 2)
      checksum &+= cellChecksum(index: i, dayOfMonth: dayOfMonth, position: position)
    }
    checksum &+= Int64((first.timeIntervalSince1970 / 86_400).rounded(.down)) + 2_440_588
  }
  return checksum
}

func runGridScenario(_ s: GridScenario, settings: Settings) -> [Row] {
  let rule = WeekRule(firstWeekday: s.firstWeekday, minimalDaysInFirstWeek: 1, weekend: [])
  // The months, listed before timing starts.
  var months: [(year: Int, month: Int)] = []
  var firstDays: [Day] = []
  var year = s.firstYear
  while months.count < GridScenario.monthCount {
    let infos = try! s.calendar.months(inYear: year)
    for info in infos where months.count < GridScenario.monthCount {
      months.append((year, info.ordinal))
      firstDays.append(info.firstDay)
    }
    year += 1
  }
  var foundation = Calendar(identifier: s.foundationIdentifier)
  foundation.timeZone = TimeZone(identifier: "UTC")!
  let firsts = firstDays.map {
    foundation.dateComponents([.era, .year, .month, .day], from: foundationDate($0))
  }
  guard let icu = yotei_bench_cal_open(s.icuLocale) else { fatalError("ICU cannot open \(s.icuLocale)") }
  defer { yotei_bench_cal_close(icu) }
  let firstJdn = Int32(firstDays[0].julianDayNumber)
  let firstWeekday = Int32(s.firstWeekday.rawValue)

  // Agreement, grid by grid (untimed): the three must describe the same months.
  var foundationDisagrees: [Int] = []
  var icuDisagrees: [Int] = []
  for k in months.indices where !settings.profile {
    let y = yoteiGrids(s.calendar, [months[k]], rule)
    if foundationGrids(foundation, [firsts[k]], s.firstWeekday) != y { foundationDisagrees.append(k) }
    if yotei_bench_icu_grids(icu, Int32(firstDays[k].julianDayNumber), 1, firstWeekday) != y {
      icuDisagrees.append(k)
    }
  }

  let n = settings.quick ? 240 : months.count
  let m = Array(months.prefix(n))
  let f = Array(firsts.prefix(n))
  let results = measure(
    [
      Contender(name: "yotei", operations: n) { yoteiGrids(s.calendar, m, rule) },
      Contender(name: "foundation", operations: n) { foundationGrids(foundation, f, s.firstWeekday) },
      Contender(name: "icu-per-cell", operations: n) {
        yotei_bench_icu_grids(icu, firstJdn, Int32(n), firstWeekday)
      },
    ], settings: settings)
  // Grids where a peer reads a month differently, named by Yotei's year-month.
  func note(_ disagreements: [Int], _ peer: String) -> String {
    guard let k = disagreements.first, let last = disagreements.last else { return "" }
    return "\(peer) differs from Yotei in \(disagreements.count) of \(months.count) grids "
      + "(\(months[k].year)-\(months[k].month) ... \(months[last].year)-\(months[last].month))"
  }
  return [
    Row(
      scenario: s.name, peer: "foundation", yotei: results[0].summary, peerTime: results[1].summary,
      goal: 100, agrees: foundationDisagrees.isEmpty && results[0].checksum == results[1].checksum,
      note: note(foundationDisagrees, "Foundation's ICU")),
    Row(
      scenario: s.name, peer: "icu-per-cell", yotei: results[0].summary, peerTime: results[2].summary,
      goal: 20, agrees: icuDisagrees.isEmpty && results[0].checksum == results[2].checksum,
      note: note(icuDisagrees, "ICU 72")),
  ]
}
