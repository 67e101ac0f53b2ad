import Testing

@testable import Yotei

/// POSIX TZ footers (RFC 8536 section 3.3) compared with glibc parsing the
/// same string as `TZ`, including the version 3 extensions.
@Suite(.serialized) struct FooterRuleTests {
  static let footers = [
    "<+0330>-3:30<+0430>,J79/24,J263/24",  // Tehran before 2023: Julian days, 24:00
    "<-03>3<-02>,M3.5.0/-2,M10.5.0/-1",  // Nuuk 2023 draft: negative times (v3)
    "IST-2IDT,M3.4.4/26,M10.5.0",  // Israel: 26:00 on a Thursday (v3)
    "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0",  // Lord Howe: 30-minute DST
    "AEST-10AEDT,M10.1.0,M4.1.0/3",  // Southern hemisphere
    "NZST-12NZDT,M9.5.0,M4.1.0/3",
    "<-04>4<-03>,M9.1.6/24,M4.1.6/24",  // Santiago: Saturday 24:00
    "WET0WEST,M3.5.0/1,M10.5.0",
    "<+00>0<+02>-2,M3.5.0/1,M10.5.0/3",  // Troll: two-hour DST
    "<-01>1<+00>0,M3.5.0/0,M10.5.0/1",
    "ABC-5:45:30DEF-6:15,60/1:30:15,300",  // seconds, zero-based days
    "<+13>-13<+14>,M9.5.0/3,M4.1.0/4",
    "<-0130>1:30<-00>0,M3.5.0/167,M10.5.0/-167",  // extreme v3 times
  ]

  @Test(arguments: footers) func footerMatchesGlibc(_ footer: String) throws {
    let parsed = try PosixTZ(parsing: footer)
    var builder = TZifBuilder(types: [
      .init(
        offset: Int32(parsed.standardOffset), isDaylight: false, abbreviation: parsed.standardAbbreviation)
    ])
    builder.version = UInt8(ascii: "3")
    builder.footer = footer
    let zone = Zone(identifier: footer, rules: ZoneRules(tzif: try TZifFile(bytes: builder.build())))
    let days =
      Array(Day(iso: 2020, 1, 1)!...Day(iso: 2031, 12, 31)!) + [
        Day(iso: 2399, 3, 1)!, Day(iso: 2800, 10, 1)!,
      ]
    let (report, problems) = try GlibcReference.shared.with(tz: footer) { glibc in
      (
        try checkDays(zone, days, glibc, roundTrips: true),
        try checkTransitions(zone, from: Day(iso: 2019, 1, 1)!, to: Day(iso: 2032, 1, 1)!, glibc)
          + checkTransitions(zone, from: Day(iso: 2999, 1, 1)!, to: Day(iso: 3002, 1, 1)!, glibc)
      )
    }
    #expect(report.problems.isEmpty, "\(report.problems.prefix(5))")
    #expect(problems.isEmpty, "\(problems.prefix(5))")
  }

  /// RFC 8536 section 3.3.1: `EST5EDT,0/0,J365/25` is daylight saving time
  /// all year. (glibc 2.36 reads it differently, so it is checked here
  /// against the RFC's own statement.)
  @Test func allYearDaylightSavingTime() throws {
    var builder = TZifBuilder(types: [.init(offset: -5 * 3600, isDaylight: false, abbreviation: "EST")])
    builder.version = UInt8(ascii: "3")
    builder.footer = "EST5EDT,0/0,J365/25"
    let zone = Zone(identifier: "all-year", rules: ZoneRules(tzif: try TZifFile(bytes: builder.build())))
    for year in [2001, 2020, 2024, 2399, 2400, 2401, 3000] {
      for month in 1...12 {
        for day in [1, 15, 28] {
          let instant = try Instant(day: Day(iso: year, month, day)!, secondsIntoDay: 3600)
          #expect(zone.offset(at: instant) == -4 * 3600, "\(year)-\(month)-\(day)")
          #expect(zone.abbreviation(at: instant) == "EDT")
        }
      }
      #expect(try zone.length(of: Day(iso: year, 12, 31)!) == 86_400)
      #expect(try zone.length(of: Day(iso: year, 1, 1)!) == 86_400)
    }
  }

  /// A footer with DST but no rule takes the United States rules, as tzcode
  /// does. (glibc instead consults a `posixrules` file.)
  @Test func defaultRuleIsTheUSRule() throws {
    let tz = try PosixTZ(parsing: "XST5XDT")
    let transitions = tz.transitions(inYear: 2024)
    #expect(transitions.count == 2)
    // 10 March 2024 02:00 XST and 3 November 2024 02:00 XDT.
    #expect(
      try transitions[0].instant
        == Instant(day: Day(iso: 2024, 3, 10)!, secondsIntoDay: 7200, offset: -18_000).secondsSinceUnixEpoch)
    #expect(transitions[0].isDaylight)
    #expect(
      try transitions[1].instant
        == Instant(day: Day(iso: 2024, 11, 3)!, secondsIntoDay: 7200, offset: -14_400).secondsSinceUnixEpoch)
  }

  @Test func malformedFootersAreRejected() {
    for footer in [
      "", "E5", "EST", "<E>5", "<EST5", "EST5EDT,M3.2.0", "EST5EDT,M13.2.0,M11.1.0", "EST5EDT,M3.6.0,M11.1.0",
      "EST5EDT,M3.2.7,M11.1.0", "EST25", "EST5EDT,J0,J100", "EST5EDT,366,J100", "EST5EDT,M3.2.0/168,M11.1.0",
      "EST5:60", "EST5EDT,M3.2.0,M11.1.0junk", "<E$T>5",
    ] {
      #expect(throws: PosixTZParseError.self, "\(footer)") { try PosixTZ(parsing: footer) }
    }
  }

  @Test func versionOneFileWithoutFooter() throws {
    var builder = TZifBuilder(types: [
      .init(offset: 3600, isDaylight: false, abbreviation: "CET"),
      .init(offset: 7200, isDaylight: true, abbreviation: "CEST"),
    ])
    builder.version = 0
    builder.transitions = [(100_000, 1), (200_000, 0), (300_000, 1)]
    let file = try TZifFile(bytes: builder.build())
    #expect(file.version == 1)
    let zone = Zone(identifier: "v1", rules: ZoneRules(tzif: file))
    #expect(zone.offset(at: Instant(secondsSinceUnixEpoch: -1_000_000)) == 3600)
    #expect(zone.offset(at: Instant(secondsSinceUnixEpoch: 150_000)) == 7200)
    #expect(zone.offset(at: Instant(secondsSinceUnixEpoch: 250_000)) == 3600)
    // After the last transition a version 1 file stays on the last type.
    #expect(zone.offset(at: Instant(secondsSinceUnixEpoch: 4_000_000_000)) == 7200)
    #expect(zone.nextTransition(after: Instant(secondsSinceUnixEpoch: 300_000)) == nil)
    #expect(
      zone.previousTransition(before: Instant(secondsSinceUnixEpoch: 300_001))?.abbreviationAfter == "CEST")
  }

  @Test func versionTwoUsesTheSixtyFourBitData() throws {
    // A transition before 1901 exists only in the 64-bit block.
    var builder = TZifBuilder(types: [
      .init(offset: 1234, isDaylight: false, abbreviation: "LMT"),
      .init(offset: 3600, isDaylight: false, abbreviation: "+01"),
    ])
    builder.transitions = [(-3_000_000_000, 1)]
    builder.footer = "<+01>-1"
    let zone = Zone(identifier: "v2", rules: ZoneRules(tzif: try TZifFile(bytes: builder.build())))
    #expect(zone.offset(at: Instant(secondsSinceUnixEpoch: -3_000_000_001)) == 1234)
    #expect(zone.offset(at: Instant(secondsSinceUnixEpoch: -3_000_000_000)) == 3600)
    #expect(zone.rfc3339(Instant(secondsSinceUnixEpoch: -3_000_000_001)) == "1874-12-07T19:00:33+00:20:34")
  }
}
