import Foundation
import Yotei

/// Scenario 2: day number to calendar date for random days, in every
/// calendar (`conversion-<calendar>`), and back from a date's fields to the
/// day (`fields-<calendar>`).
struct ConversionScenario {
  var name: String
  var calendar: CalendarSystem
  var foundationIdentifier: Calendar.Identifier
  /// Days per pass: 1,000,000 for the first two rows (as since round 1),
  /// 100,000 for the others and 2,000 for Chinese and Dangi, so that the
  /// whole bench stays within minutes (Foundation takes 0.4-2 µs a day, and
  /// about 300 µs a random day in its astronomical Chinese and Dangi).
  var dayCount: Int
  /// From fields to the day instead of from the day to its fields.
  var fromFields = false

  static let identifiers: [(CalendarSystem, Calendar.Identifier)] = [
    (.gregorian, .gregorian), (.iso8601, .iso8601), (.persian, .persian), (.hebrew, .hebrew),
    (.islamicCivil, .islamicCivil), (.islamicUmalqura, .islamicUmmAlQura), (.islamicTbla, .islamicTabular),
    (.islamic, .islamic), (.buddhist, .buddhist), (.japanese, .japanese), (.roc, .republicOfChina),
    (.coptic, .coptic), (.ethiopic, .ethiopicAmeteMihret), (.ethioaa, .ethiopicAmeteAlem), (.indian, .indian),
    (.chinese, .chinese), (.dangi, .dangi),
  ]

  static let all: [ConversionScenario] =
    [
      ConversionScenario(
        name: "conversion-persian", calendar: .persian, foundationIdentifier: .persian, dayCount: 1_000_000),
      ConversionScenario(
        name: "conversion-hebrew", calendar: .hebrew, foundationIdentifier: .hebrew, dayCount: 1_000_000),
    ]
    + identifiers.filter { $0.0 != .persian && $0.0 != .hebrew }.map {
      ConversionScenario(
        name: "conversion-\($0.0.identifier)", calendar: $0.0, foundationIdentifier: $0.1,
        dayCount: $0.0.hasLeapMonths ? 2_000 : 100_000)
    }
    + [CalendarSystem.gregorian, .persian, .hebrew, .chinese].map { c in
      ConversionScenario(
        name: "fields-\(c.identifier)", calendar: c,
        foundationIdentifier: identifiers.first { $0.0 == c }!.1, dayCount: c == .chinese ? 2_000 : 100_000,
        fromFields: true)
    }

  /// Random days are drawn from ISO 1700-01-01 ..< 2300-01-01.
  static let range = Day(iso: 1700, 1, 1)!.julianDayNumber..<Day(iso: 2300, 1, 1)!.julianDayNumber
  static let seed: UInt64 = 0x5945_5445_4932_3032  // "YOTEI202"
}

/// The month's slot in ICU's numbering (Hebrew 0...12 with Adar I at 5), so
/// that Yotei's month codes and Foundation's month numbers compare. A
/// Chinese leap month has its ordinary month's slot, as Foundation's
/// `month` (with `isLeapMonth` beside it) does.
@inline(__always) func icuSlot(_ code: MonthCode, hebrew: Bool) -> Int {
  guard hebrew else { return code.number - 1 }
  if code.isLeap { return 5 }
  return code.number < 6 ? code.number - 1 : code.number
}

/// A date's checksum; `year` as Foundation's `year` component counts it, the
/// year of the era (Japanese 8 for 2026, Chinese 43 of the 78th cycle).
@inline(__always) func dateChecksum(year: Int, slot: Int, day: Int) -> Int64 {
  Int64(year) * 1024 + Int64(slot) * 32 + Int64(day)
}

@inline(never) func yoteiConversions(_ calendar: CalendarSystem, _ days: [Int]) -> Int64 {
  let hebrew = calendar == .hebrew
  var checksum: Int64 = 0
  for jdn in days {
    guard let date = try? calendar.date(of: Day(julianDayNumber: jdn)) else { continue }
    checksum &+= dateChecksum(
      year: date.yearOfEra, slot: icuSlot(date.monthCode, hebrew: hebrew), day: date.day)
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

/// One date's fields as Yotei names them: the calendar's year and the
/// ordinal month. (Foundation's are `DateComponents`: era, year of era and
/// month slot, plus the leap flag of a Chinese leap month.)
struct Fields {
  var year: Int
  var month: Int
  var day: Int
}

@inline(never) func yoteiFields(_ calendar: CalendarSystem, _ fields: [Fields]) -> Int64 {
  var checksum: Int64 = 0
  for f in fields {
    guard let date = try? calendar.date(year: f.year, month: f.month, day: f.day) else { continue }
    checksum &+= Int64(date.dayNumber.julianDayNumber)
  }
  return checksum
}

@inline(never) func foundationFields(_ calendar: Calendar, _ fields: [DateComponents]) -> Int64 {
  var checksum: Int64 = 0
  for f in fields {
    guard let date = calendar.date(from: f) else { continue }
    checksum &+= Int64((date.timeIntervalSince1970 / 86_400).rounded(.down)) + 2_440_588
  }
  return checksum
}

func runConversionScenario(_ s: ConversionScenario, settings: Settings) -> [Row] {
  var random = SplitMix64(seed: ConversionScenario.seed)
  let n = settings.quick ? min(100_000, s.dayCount) : s.dayCount
  let days = (0..<n).map { _ in random.next(in: ConversionScenario.range) }
  var foundation = Calendar(identifier: s.foundationIdentifier)
  foundation.timeZone = TimeZone(identifier: "UTC")!
  if s.fromFields { return runFieldsScenario(s, days: days, foundation: foundation, settings: settings) }
  let dates = days.map { foundationDate(Day(julianDayNumber: $0)) }
  // Agreement, day by day, on the first 20,000 days (untimed); the ISO years
  // of the days where Foundation reads the day differently.
  var differing: [Int] = []
  for i in 0..<(settings.profile ? 0 : min(20_000, n))
  where yoteiConversions(s.calendar, [days[i]]) != foundationConversions(foundation, [dates[i]]) {
    differing.append(Day(julianDayNumber: days[i]).isoDate.year)
  }
  let results = measure(
    [
      Contender(name: "yotei", operations: n) { yoteiConversions(s.calendar, days) },
      Contender(name: "foundation", operations: n) { foundationConversions(foundation, dates) },
    ], settings: settings)
  let checked = min(20_000, n)
  return [
    Row(
      scenario: s.name, peer: "foundation", yotei: results[0].summary, peerTime: results[1].summary,
      goal: 20, agrees: differing.isEmpty && results[0].checksum == results[1].checksum,
      note: differing.isEmpty
        ? "" : "Foundation differs on \(differing.count) of \(checked) days (\(years(differing)))")
  ]
}

/// The ISO years of `differing` days, listed when there are few.
private func years(_ differing: [Int]) -> String {
  let years = Set(differing).sorted()
  return "ISO "
    + (years.count <= 12 ? years.map(String.init).joined(separator: ", ") : "\(years.count) years")
}

/// `fields-<calendar>`: `date(year:month:day:)` against Foundation's
/// `date(from:)`, on the fields of the same random days (each side's fields
/// are its own reading of the day, so both compute the same day numbers).
private func runFieldsScenario(
  _ s: ConversionScenario, days: [Int], foundation: Calendar, settings: Settings
) -> [Row] {
  let hebrew = s.calendar == .hebrew
  let fields = days.map { jdn in
    let date = try! s.calendar.date(of: Day(julianDayNumber: jdn))
    let wanted: Set<Calendar.Component> = [.era, .year, .month, .day, .isLeapMonth]
    var c = foundation.dateComponents(wanted, from: foundationDate(Day(julianDayNumber: jdn)))
    c.hour = 12
    if s.calendar != .chinese {
      // Foundation's own era and year, the month slot and day from Yotei's,
      // so that a day where the two disagree is counted, not hidden.
      c.month = icuSlot(date.monthCode, hebrew: hebrew) + 1
      c.day = date.day
      c.isLeapMonth = nil
    }
    return (Fields(year: date.year, month: date.month, day: date.day), c)
  }
  let ours = fields.map(\.0)
  let theirs = fields.map(\.1)
  var differing: [Int] = []
  for i in 0..<(settings.profile ? 0 : min(20_000, days.count))
  where yoteiFields(s.calendar, [ours[i]]) != foundationFields(foundation, [theirs[i]]) {
    differing.append(Day(julianDayNumber: days[i]).isoDate.year)
  }
  let results = measure(
    [
      Contender(name: "yotei", operations: days.count) { yoteiFields(s.calendar, ours) },
      Contender(name: "foundation", operations: days.count) { foundationFields(foundation, theirs) },
    ], settings: settings)
  return [
    Row(
      scenario: s.name, peer: "foundation", yotei: results[0].summary, peerTime: results[1].summary,
      goal: 20, agrees: differing.isEmpty && results[0].checksum == results[1].checksum,
      note: differing.isEmpty
        ? ""
        : "Foundation differs on \(differing.count) of \(min(20_000, days.count)) days (\(years(differing)))")
  ]
}
