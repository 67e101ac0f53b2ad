import Foundation
import Testing

@testable import Yotei

@Suite struct ParsingTests {
  @Test func aTimeIsNamedInTheError() throws {
    do {
      _ = try CalendarDate(parsing: "2024-03-20T10:00")
      Issue.record("a date with a time was accepted")
    } catch {
      #expect(error.message.contains("it has a time ('T10:00')"))
      #expect(!error.message.contains("calendar"))
    }
  }

  @Test func dayFromISOSaysWhy() throws {
    #expect(try Day(validatingISO: "2024-03-20") == Day(iso: 2024, 3, 20)!)
    #expect(throws: CalendarError.self) { try Day(validatingISO: "2024-3-20") }
    do {
      _ = try Day(validatingISO: "2023-02-29")
      Issue.record("29 February 2023 was accepted")
    } catch {
      #expect(error.kind == .dayNotInMonth && error.field == "day")
    }
    do {
      _ = try Day(validatingISO: "10000-01-01")
      Issue.record("a year past 9999 was accepted")
    } catch {
      #expect(error.kind == .outOfSupportedRange)
    }
  }

  @Test(arguments: [
    ("2024-03-20", CalendarSystem.gregorian, "2024-03-20", "2024-03-20"),
    ("5784-07-01", .hebrew, "2024-03-11", "5784-07-01"),
    ("5784-M05L-10", .hebrew, "2024-02-19", "5784-06-10"),
    ("hebrew:5784-07-01", .gregorian, "2024-03-11", "5784-07-01"),
    ("gregorian:2024-03-20", .persian, "2024-03-20", "2024-03-20"),
    ("2024-03-20[u-ca=persian]", .gregorian, "2024-03-20", "1403-01-01"),
    ("2024-03-20[u-ca=gregory]", .hebrew, "2024-03-20", "2024-03-20"),
    ("  1403-12-30 ", .persian, "2025-03-20", "1403-12-30"),
    ("-0044-03-15", .gregorian, "-0044-03-15", "-0044-03-15"),
    // Native digits: 1 Farvardin 1403 and 1 Ramadan 1446 (Umm al-Qura: 1 March 2025).
    ("۱۴۰۳-۰۱-۰۱", .persian, "2024-03-20", "1403-01-01"),
    ("١٤٤٦-٠٩-٠١", .islamicUmalqura, "2025-03-01", "1446-09-01"),
    ("\u{200F}١٤٤٦-٠٩-٠١\u{200F}", .islamicUmalqura, "2025-03-01", "1446-09-01"),
    ("२०२४-०३-२०", .gregorian, "2024-03-20", "2024-03-20"),
    // RFC 9557 timestamps: the local date part, in the annotated or given calendar.
    ("2024-03-20T23:30:00-03:00[America/Sao_Paulo]", .gregorian, "2024-03-20", "2024-03-20"),
    ("2024-03-20T10:00Z[UTC][u-ca=persian]", .gregorian, "2024-03-20", "1403-01-01"),
    ("2024-03-20T10:00:00.123+01:00[Europe/Paris]", .persian, "2024-03-20", "1403-01-01"),
  ])
  func acceptedForms(text: String, calendar: CalendarSystem, iso: String, ordinal: String) throws {
    let date = try CalendarDate(parsing: text, calendar: calendar)
    #expect(date.dayNumber.isoString == iso)
    #expect(date.ordinalString == ordinal)
  }

  @Test(arguments: [
    ("2024-13-01", "month", CalendarError.Kind.fieldOutOfRange),
    ("2023-02-29", "day", .dayNotInMonth),
    ("2024-02-00", "day", .fieldOutOfRange),
    ("1000000000-01-01", "year", .outOfSupportedRange),
    ("2024/03/20", "date", .malformed),
    ("2024-03-20T10:00", "time", .malformed),
    ("2024-03-20 10:00", "time", .malformed),
    ("2024-03-20T25:00[UTC]", "date", .malformed),
    ("2024-03-20T10:00[x=y]", "date", .malformed),
    ("2024-03", "date", .malformed),
    ("abcd-01-01", "year", .malformed),
    ("2024-xx-01", "month", .malformed),
    ("2024-M14-01", "monthCode", .malformed),
    ("mayan:2024-01-01", "calendar", .unknownCalendar),
    ("2024-03-20[u-ca=mayan]", "calendar", .unknownCalendar),
    ("2024-03-20[Europe/Paris]", "date", .malformed),
    ("", "date", .malformed),
    ("99999999999999999999-01-01", "year", .malformed),
  ])
  func refusedWithTheFieldNamed(text: String, field: String, kind: CalendarError.Kind) {
    #expect {
      try CalendarDate(parsing: text, calendar: .gregorian)
    } throws: { error in
      guard let e = error as? CalendarError else { return false }
      return e.field == field && e.kind == kind && !e.message.isEmpty
    }
  }

  @Test func unknownCalendarListsTheKnownOnes() throws {
    #expect {
      try CalendarSystem(identifier: "mayan")
    } throws: { ($0 as? CalendarError)?.message.contains("islamic-umalqura") == true }
    #expect(try CalendarSystem(identifier: "gregory") == .gregorian)
    #expect(try CalendarSystem(identifier: "ethiopic-amete-alem") == .ethioaa)
    #expect(CalendarSystem.gregorian.cldrIdentifier == "gregory")
  }

  @Test func yearsOutsideTheSupportedRangeAreErrorsNotTraps() throws {
    for calendar in CalendarSystem.allCases {
      #expect(throws: CalendarError.self) { try calendar.date(year: 1_000_000_000, month: 1, day: 1) }
      #expect(throws: CalendarError.self) { try calendar.months(inYear: Int.min) }
    }
    let date = try CalendarSystem.gregorian.date(of: Day(iso: 2024, 1, 31)!)
    #expect(throws: CalendarError.self) { try date.adding(days: Int.max) }
    #expect(throws: CalendarError.self) { try date.adding(years: Int.max) }
    #expect(throws: CalendarError.self) { try date.adding(months: 1_000_000_000) }
  }

  @Test func monthArithmeticConstrainsOrRejects() throws {
    let jan31 = try CalendarSystem.gregorian.date(year: 2024, month: 1, day: 31)
    #expect(try jan31.adding(months: 1).ordinalString == "2024-02-29")
    #expect(try jan31.adding(months: 13).ordinalString == "2025-02-28")
    #expect(try jan31.adding(months: -2).ordinalString == "2023-11-30")
    #expect(throws: CalendarError.self) { try jan31.adding(months: 1, overflow: .reject) }
    // Hebrew leap years have 13 months: Shevat 5784 + 2 months is Adar II.
    let shevat = try CalendarSystem.hebrew.date(year: 5784, monthCode: MonthCode("M05")!, day: 1)
    #expect(try shevat.adding(months: 2).monthCode == MonthCode("M06"))
    #expect(try shevat.adding(months: 12).ordinalString == "5785-04-01")
  }

  @Test func codableRoundTrip() throws {
    let date = try CalendarSystem.persian.date(year: 1403, month: 1, day: 1)
    let data = try JSONEncoder().encode([date])
    #expect(String(decoding: data, as: UTF8.self) == #"["2024-03-20[u-ca=persian]"]"#)
    #expect(try JSONDecoder().decode([CalendarDate].self, from: data) == [date])
    let day = try JSONDecoder().decode([Day].self, from: Data(#"["2024-03-20", 2451545]"#.utf8))
    #expect(day == [Day(iso: 2024, 3, 20)!, Day(iso: 2000, 1, 1)!])
  }
}

@Suite struct JSONStringTests {
  @Test func escapesWhatJSONAndJavaScriptNeed() throws {
    #expect(JSONString.quoted("a \"b\"\n") == #""a \"b\"\n""#)
    #expect(JSONString.quoted("\u{1}\u{7F}\u{2028}\t\\") == #""\u0001\u007f\u2028\t\\""#)
    #expect(JSONString.quoted("فروردین ۱۴۰۳") == "\"فروردین ۱۴۰۳\"")
    // Foundation reads every escape back to the same text.
    let text = "x\u{0}\u{8}\u{C}\r\u{2029}\"y"
    let decoded = try JSONDecoder().decode([String].self, from: Data("[\(JSONString.quoted(text))]".utf8))
    #expect(decoded == [text])
  }
}
