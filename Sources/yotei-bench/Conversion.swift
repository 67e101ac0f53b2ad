import Foundation
import Yotei

/// Scenario 2: day number to calendar date for 1,000,000 random days.
struct ConversionScenario {
  var name: String
  var calendar: CalendarSystem
  var foundationIdentifier: Calendar.Identifier

  static let all = [
    ConversionScenario(name: "conversion-persian", calendar: .persian, foundationIdentifier: .persian),
    ConversionScenario(name: "conversion-hebrew", calendar: .hebrew, foundationIdentifier: .hebrew),
  ]

  static let dayCount = 1_000_000
  /// Random days are drawn from ISO 1700-01-01 ..< 2300-01-01.
  static let range = Day(iso: 1700, 1, 1)!.julianDayNumber..<Day(iso: 2300, 1, 1)!.julianDayNumber
  static let seed: UInt64 = 0x5945_5445_4932_3032  // "YOTEI202"
}

/// The month's slot in ICU's numbering (Hebrew 0...12 with Adar I at 5), so
/// that Yotei's month codes and Foundation's month numbers compare.
@inline(__always) func icuSlot(_ code: MonthCode, hebrew: Bool) -> Int {
  guard hebrew else { return code.number - 1 }
  if code.isLeap { return 5 }
  return code.number < 6 ? code.number - 1 : code.number
}

@inline(__always) func dateChecksum(year: Int, slot: Int, day: Int) -> Int64 {
  Int64(year) * 1024 + Int64(slot) * 32 + Int64(day)
}

@inline(never) func yoteiConversions(_ calendar: CalendarSystem, _ days: [Int]) -> Int64 {
  let hebrew = calendar == .hebrew
  var checksum: Int64 = 0
  for jdn in days {
    guard let date = try? calendar.date(of: Day(julianDayNumber: jdn)) else { continue }
    checksum &+= dateChecksum(year: date.year, slot: icuSlot(date.monthCode, hebrew: hebrew), day: date.day)
  }
  return checksum
}

@inline(never) func foundationConversions(_ calendar: Calendar, _ dates: [Date]) -> Int64 {
  var checksum: Int64 = 0
  for date in dates {
    let c = calendar.dateComponents([.year, .month, .day], from: date)
    checksum &+= dateChecksum(year: c.year!, slot: c.month! - 1, day: c.day!)
  }
  return checksum
}

func runConversionScenario(_ s: ConversionScenario, settings: Settings) -> [Row] {
  var random = SplitMix64(seed: ConversionScenario.seed)
  let n = settings.quick ? 100_000 : ConversionScenario.dayCount
  let days = (0..<n).map { _ in random.next(in: ConversionScenario.range) }
  let dates = days.map { foundationDate(Day(julianDayNumber: $0)) }
  var foundation = Calendar(identifier: s.foundationIdentifier)
  foundation.timeZone = TimeZone(identifier: "UTC")!
  // Agreement, day by day, on the first 20,000 days (untimed); the ISO years
  // of the days where Foundation reads the day differently.
  var differing: [Int] = []
  for i in 0..<(settings.profile ? 0 : min(20_000, n))
  where yoteiConversions(s.calendar, [days[i]]) != foundationConversions(foundation, [dates[i]]) {
    differing.append(Day(julianDayNumber: days[i]).isoDate.year)
  }
  let years = Set(differing).sorted()
  let yearList = years.count <= 12 ? years.map(String.init).joined(separator: ", ") : "\(years.count) years"
  let results = measure(
    [
      Contender(name: "yotei", operations: n) { yoteiConversions(s.calendar, days) },
      Contender(name: "foundation", operations: n) { foundationConversions(foundation, dates) },
    ], settings: settings)
  return [
    Row(
      scenario: s.name, peer: "foundation", yotei: results[0].summary, peerTime: results[1].summary,
      goal: 20, agrees: differing.isEmpty && results[0].checksum == results[1].checksum,
      note: differing.isEmpty
        ? "" : "Foundation's ICU differs on \(differing.count) of 20000 days (ISO \(yearList))")
  ]
}
