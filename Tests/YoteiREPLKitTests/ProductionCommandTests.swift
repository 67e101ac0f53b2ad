import Foundation
import Testing
import Yotei
import YoteiProduction

@testable import YoteiREPLKit

/// Russian figures are from the Government decree of 10 August 2023 No. 1314
/// (transfers) and the Ministry of Labour's published 2024 norms: 248 working
/// days, 118 days off, 1979 hours for a 40-hour week, 1780.6 for 36 hours.
/// The US federal calendar counts the days closed by executive order (EO
/// 14129: 24 December 2024) and flags years whose closures are not known yet.
@Suite struct ProductionCommandTests {
  /// The days a result says are estimated (`estimatedDays`), requiring that
  /// it says it is estimated.
  static func estimatedDays(of result: [String: Any], sourceLocation: SourceLocation = #_sourceLocation)
    throws
    -> (from: String, through: String)
  {
    try #require(result["estimated"] as? Bool == true, "\(result)", sourceLocation: sourceLocation)
    let range = try #require(result["estimatedDays"] as? [String: String], sourceLocation: sourceLocation)
    return try #require(
      range["from"].flatMap { from in range["through"].map { (from, $0) } }, sourceLocation: sourceLocation)
  }

  /// Sentences break at spaces to the terminal's width, whatever command
  /// prints them (`workdays`' estimate note, a region's notes, `add-workdays`,
  /// `start-of-day`), in Persian as in English: no line is wider than the
  /// width, no word is cut, and the words are those of the wide output.
  @Test(arguments: ["en-US", "fa-IR"])
  func sentencesBreakAtSpacesToTheWidth(locale: String) throws {
    let commands =
      "calendar gregorian; region IR; workdays 2026-01-01 2026-12-31; add-workdays 2026-12-30 5; start-of-day 2026-03-29"
    let narrow = repl(["--locale", locale, "-c", commands], variables: ["COLUMNS": "40"])
    let whole = repl(["--locale", locale, "-c", commands], variables: wide)
    #expect(narrow.status == 0 && whole.status == 0, "\(narrow.err)")
    for line in narrow.out {
      #expect(TextWidth.columns(line) <= 40, "\(line)")
    }
    #expect(narrow.out.count > whole.out.count + 6, "\(narrow.out)")
    func words(_ lines: [String]) -> [Substring] { lines.joined(separator: " ").split(separator: " ") }
    #expect(words(narrow.out) == words(whole.out))
  }

  /// A `holidays` row too wide for the terminal keeps its columns' padding
  /// on its first line: the holiday names of China's 2026 (the State
  /// Council's notice, whose rows of transferred days with a name are the
  /// widest) start in one column at 80 columns as at 200.
  @Test func wrappedHolidayRowsKeepTheirColumns() throws {
    let narrow = repl(["--region", "CN", "-c", "holidays 2026"], variables: ["COLUMNS": "80"])
    let whole = repl(["--region", "CN", "-c", "holidays 2026"], variables: ["COLUMNS": "200"])
    #expect(narrow.status == 0 && whole.status == 0, "\(narrow.err)")
    // A row's third isolated field (after the date and the kind) is the name.
    func nameColumns(_ lines: [String]) -> [Int] {
      lines.compactMap { line in
        let fields = line.split(separator: "\u{2068}", omittingEmptySubsequences: false)
        guard line.hasPrefix("  \u{2068}"), fields.count >= 4 else { return nil }
        return TextWidth.columns(fields[..<3].joined(separator: "\u{2068}"))
      }
    }
    let named = nameColumns(narrow.out)
    #expect(named.count == 16, "\(narrow.out)")
    #expect(Set(named).count == 1, "\(narrow.out)")
    #expect(Set(nameColumns(whole.out)) == Set(named))
    #expect(narrow.out.count > whole.out.count)
    for line in narrow.out { #expect(TextWidth.columns(line) <= 80, "\(line)") }
  }

  /// Years and counts are read in the session's digits, as dates are (the
  /// errors' own examples are written in them): Persian `۱۴۰۵` and `۵`,
  /// Arabic-Indic `٢٠٢٦`, fullwidth `２０２６`, a `−` minus. A numeral worth ten
  /// or more is refused, not read digit by digit (`二十` is not the year 210).
  @Test func yearsAndCountsInTheSessionsDigits() {
    let same: [(locale: String, typed: String, ascii: String)] = [
      ("fa-IR", "region IR; holidays ۱۴۰۵", "region IR; holidays 1405"),
      ("fa-IR", "region IR; norms ۱۴۰۵", "region IR; norms 1405"),
      ("fa-IR", "year ۱۴۰۵", "year 1405"),
      ("fa-IR", "region IR; add-workdays ۱۴۰۵-۰۱-۰۱ ۵", "region IR; add-workdays 1405-01-01 5"),
      ("ar-SA", "calendar gregorian; region SA; norms ٢٠٢٦", "calendar gregorian; region SA; norms 2026"),
      ("zh-Hans-CN", "region CN; holidays ２０２６", "region CN; holidays 2026"),
      ("en-US", "region RU; add-workdays 2026-01-12 −3", "region RU; add-workdays 2026-01-12 -3"),
      ("zh-Hans-CN", "show 3 二〇二六", "show 3 2026"),
    ]
    for (locale, typed, ascii) in same {
      let a = repl(["--locale", locale, "--today", "2026-12-02", "-c", typed], variables: wide)
      let b = repl(["--locale", locale, "--today", "2026-12-02", "-c", ascii], variables: wide)
      #expect(a.status == 0 && a.out == b.out && !a.out.isEmpty, "\(typed): \(a.err)")
    }
    let tens = repl(["--locale", "zh-Hans-CN", "-c", "show 3 二十"], variables: wide)
    #expect(tens.status != 0 && tens.err.joined().contains("二十"), "\(tens.out)")
  }

  @Test func russianKinds() throws {
    let results = try json(
      "kind 2024-01-08; kind 2024-04-27; kind 2024-11-02; kind 2024-12-31; kind 2024-03-20",
      region: "RU")
    #expect(
      results.map { $0["kind"] as? String } == [
        "holiday", "transferredWorking", "transferredWorking", "transferredDayOff", "working",
      ])
    #expect(results[0]["name"] as? String == "New Year holidays")
    #expect(results[2]["shortened"] as? Bool == true)
    #expect(results[2]["hours"] as? Int == 7)
    #expect(results[3]["from"] as? String == "2024-01-07")
    #expect(results[4]["hours"] as? Int == 8)
    #expect(results.allSatisfy { $0["region"] as? String == "RU" && $0["estimated"] as? Bool == false })
  }

  @Test func russianNorms2024() throws {
    let norms = try #require(try json("norms 2024", region: "RU").first)
    #expect(norms["year"] as? Int == 2024)
    #expect(norms["calendarDays"] as? Int == 366)
    #expect(norms["workingDays"] as? Int == 248)
    #expect(norms["daysOff"] as? Int == 118)
    #expect(norms["hours40"] as? Int == 1979)
    #expect((norms["hours36"] as? NSNumber)?.decimalValue == Decimal(string: "1780.6"))
    #expect((norms["hours24"] as? NSNumber)?.decimalValue == Decimal(string: "1185.4"))
    let months = try #require(norms["months"] as? [[String: Any]])
    let quarters = try #require(norms["quarters"] as? [[String: Any]])
    #expect(months.count == 12 && quarters.count == 4)
    // January 2024: 17 working days, 136 hours (published).
    #expect(months[0]["workingDays"] as? Int == 17)
    #expect(months[0]["hours40"] as? Int == 136)
    // Exact to the tenth in the text too: no binary rounding.
    let line = repl(["--json", "--region", "RU", "-c", "norms 2024"]).stdout
    #expect(line.contains(#""hours36":1780.6,"hours24":1185.4"#))
  }

  @Test func workdaysAndAddWorkdays() throws {
    let results = try json(
      "workdays 2024-01-01 2024-12-31; workdays 2024-04-27 2024-05-01; add-workdays 2024-12-27 3; add-workdays 2024-01-09 -1",
      region: "RU")
    #expect(results[0]["count"] as? Int == 248)
    // 27 April (Saturday, working), then 29 and 30 April off, 1 May holiday.
    #expect(results[1]["count"] as? Int == 1)
    // After 27 December 2024: 28 December works, then the holidays run to 8 January.
    #expect(results[2]["iso"] as? String == "2025-01-10")
    // Before 9 January 2024: the holidays reach back to 1 January, 31 December
    // 2023 was a Sunday, 30 December a Saturday; Friday 29 December worked.
    #expect(results[3]["iso"] as? String == "2023-12-29")
  }

  /// Zero working days from a day off is the next working day, in the REPL
  /// as in the library: the answer is always a working day (a term ending on
  /// a day off ends on the next working day; numpy's `roll='forward'`).
  @Test(arguments: [
    ("RU", "2026-01-01", "2026-01-12"), ("RU", "2026-01-12", "2026-01-12"),
    ("RU", "2025-12-31", "2026-01-12"),
    ("CN", "2026-10-01", "2026-10-08"), ("JP", "2026-05-03", "2026-05-07"),
    ("US", "2026-07-04", "2026-07-06"),
  ])
  func zeroWorkdaysFromADayOffIsTheNextWorkingDay(region: String, from: String, expected: String) throws {
    let result = try #require(try json("add-workdays \(from) 0", region: region).first)
    #expect(result["iso"] as? String == expected)
    let calendar = try ProductionCalendar.shipped(region)
    let day = try #require(Day(isoString: from))
    #expect(try calendar.addingWorkingDays(0, to: day).isoString == expected)
    #expect(try calendar.isWorkingDay(try #require(Day(isoString: expected))))
  }

  @Test func estimatedResultsSayTheyAreEstimated() throws {
    // 2040 is past Russia's published decrees: every aggregate over it is an
    // estimate, in JSON and in text; 2025 is exact.
    let results = try json(
      "norms 2040; workdays 2040-01-01 2040-01-31; add-workdays 2040-01-09 5; norms 2025; workdays 2025-01-01 2025-01-31; add-workdays 2025-01-09 5",
      region: "RU")
    for result in results[0..<3] {
      #expect(try Self.estimatedDays(of: result).from.hasPrefix("2040-"))
    }
    let months = try #require(results[0]["months"] as? [[String: Any]])
    #expect(months.count == 12 && months.allSatisfy { $0["estimated"] as? Bool == true })
    for result in results[3..<6] { #expect(result["estimated"] as? Bool == false) }
    let text = repl([
      "--region", "RU", "-c", "norms 2040; workdays 2040-01-01 2040-01-31; add-workdays 2040-01-09 5",
    ])
    #expect(text.status == 0)
    #expect(text.out.filter { $0.contains("estimated") }.count >= 3 + 12)
    let exact = repl(["--region", "RU", "-c", "norms 2025; workdays 2025-01-01 2025-01-31"])
    #expect(!exact.stdout.contains("estimated"))
  }

  @Test func usNorms2024AndWorkdaysCountTheClosure() throws {
    let results = try json(
      "kind 2024-12-24; norms 2024; workdays 2024-12-01 2024-12-31; add-workdays 2024-12-23 1; norms 2026",
      region: "US")
    #expect(results[0]["kind"] as? String == "holiday")
    #expect(results[0]["name"] as? String == "Executive order closure")
    // 262 weekdays, 11 legal public holidays on weekdays, one closure.
    #expect(results[1]["workingDays"] as? Int == 250)
    #expect(results[1]["hours40"] as? Int == 2000)
    #expect(results[1]["estimated"] as? Bool == false)
    #expect(results[2]["count"] as? Int == 20)
    #expect(results[3]["iso"] as? String == "2024-12-26")
    // A closure not yet ordered is said once, in the region's notes: 2026 is
    // not estimated.
    #expect(results[4]["estimated"] as? Bool == false)
  }

  @Test func estimatesSayOnWhichSideOfTheConfirmedDataTheyLie() throws {
    // RU.json's decree layer is confirmed for 1991-2027: 1990 is before it,
    // 2028 after it (from 9 January: 1-8 January are holidays by law), and a
    // span from 1990 to 2028 reaches both sides. The note names the
    // confirmed range.
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Resources/YoteiProduction/RU.json")
    let file = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let overlays = try #require(file["overlays"] as? [[String: Any]])
    #expect(overlays.first?["confirmed"] as? [Int] == [1991, 2027])
    let range = "(Jan 1, 1991 – Dec 31, 2027)"
    let run = repl(
      [
        "--region", "RU", "-c",
        "workdays 1990-12-01 1990-12-31; workdays 2028-01-01 2028-01-31; workdays 1990-12-01 2028-01-31; "
          + "workdays 2024-12-01 2024-12-31",
      ], variables: wide)
    #expect(run.status == 0, "\(run.err)")
    #expect(
      run.out[0].hasSuffix(
        "(estimated: Dec 1, 1990 – Dec 31, 1990, before the region's confirmed data \(range))"))
    #expect(
      run.out[1].hasSuffix(
        "(estimated: Jan 9, 2028 – Jan 31, 2028, after the region's confirmed data \(range))"))
    #expect(
      run.out[2].hasSuffix(
        "(estimated: the days of Dec 1, 1990 – Jan 31, 2028 outside the region's confirmed data \(range))"))
    #expect(!run.out[3].contains("estimated"))
    #expect(!run.stdout.contains("past the region"))
    // The same in Russian.
    let ru = repl(
      ["--region", "RU", "--locale", "ru-RU", "-c", "workdays 1990-01-01 1990-01-31"], variables: wide)
    #expect(
      ru.out[0].replacingOccurrences(of: "\u{202F}", with: " ").hasSuffix(
        "(оценочно: 2 янв. 1990 г. – 31 янв. 1990 г., до подтверждённых данных региона "
          + "(1 янв. 1991 г. – 31 дек. 2027 г.))"), "\(ru.out)")
  }

  @Test func aNormsTableWithSomeEstimatedRowsKeepsItsColumnsAndNoTrailingSpaces() throws {
    // The Iranian Hijri month table's last row ends on 2026-07-14: in 2026
    // only the months holding a lunar holiday past it (or its eve) are
    // estimated; January-June are exact, and so is a month of fixed dates only.
    let result = try #require(
      try json("norms 2026", region: "IR", options: ["--calendar", "gregorian"]).first)
    let periods =
      (result["months"] as? [[String: Any]] ?? []) + (result["quarters"] as? [[String: Any]] ?? [])
    let flags = (periods + [result]).map { $0["estimated"] as? Bool == true }
    #expect(flags.count == 12 + 4 + 1)
    #expect(flags.prefix(6).allSatisfy { !$0 } && flags[6...11].contains(true) && flags.last == true)
    for locale in ["en-US", "fa-IR"] {
      let run = repl(["--region", "IR", "--calendar", "gregorian", "--locale", locale, "-c", "norms 2026"])
      #expect(run.status == 0, "\(run.err)")
      let table = Array(run.out.dropFirst().filter { !$0.isEmpty })
      #expect(table.count == 1 + 12 + 4 + 1, "\(table)")
      for line in table { #expect(line.last?.isWhitespace == false, "trailing space: '\(line)'") }
      let marked = table.dropFirst().map { $0.hasSuffix(")") }
      #expect(marked == flags)
      // The 24 h figures end where the header's "24 h" ends, with or without the marker.
      let end = TextWidth.columns(table[0])
      for line in table.dropFirst() {
        let figures = line.hasSuffix(")") ? String(line[..<line.range(of: "  (")!.lowerBound]) : line
        #expect(TextWidth.columns(figures) == end, "\(line)")
      }
    }
  }

  @Test func hebrewYearsInRefusalsOfAHebrewSessionAreInHebrewNumerals() throws {
    // IL.json has the Gregorian years 1949-2100: Hebrew years 5710 (from
    // Tishrei 1949) to 5860. In he-IL the Hebrew calendar writes its years in
    // Hebrew numerals (gematria: 5710 = ה׳תש״י, 5860 = ה׳תת״ס, 5700 = ה׳ת״ש),
    // as the session's titles do; the Gregorian years stay in the locale's digits.
    let run = repl([
      "--region", "IL", "--calendar", "hebrew", "--locale", "he-IL", "-c", "norms 5700; norms 5785",
    ])
    let refusal = try #require(run.err.first)
    #expect(refusal.contains("ה׳תש״י–ה׳תת״ס"), "\(refusal)")
    #expect(refusal.contains("ה׳ת״ש"), "\(refusal)")
    #expect(refusal.contains("1949–2100"), "\(refusal)")
    #expect(!refusal.contains("5700") && !refusal.contains("5710") && !refusal.contains("5860"), "\(refusal)")
    #expect(run.out.first?.contains("ה׳תשפ״ה") == true, "\(run.out)")
    // With Latin digits asked for (-u-nu-latn), every year is in Latin digits.
    let latin = repl([
      "--region", "IL", "--calendar", "hebrew", "--locale", "he-IL-u-nu-latn", "-c", "norms 5700",
    ])
    #expect(latin.err.first?.contains("5710–5860") == true, "\(latin.err)")
    #expect(latin.err.first?.contains("5700") == true, "\(latin.err)")
  }

  @Test func aMonthGridOfEstimatedDaysSaysSo() throws {
    // March 2040 in Russia is past the decrees: its shortened 7 March
    // carries the estimated marker `?` and the legend names it beside that
    // marker; 8 March (International Women's Day, Labour Code art. 112) is a
    // holiday the law fixes, no estimate, and shows `!`. In the JSON grid
    // every region cell but 8 March carries "estimated": true.
    let text = repl(["--region", "RU", "--today", "2040-03-01", "-c", "show"])
    #expect(text.out.contains { $0.contains(" 7?") && $0.contains(" 8!") }, "\(text.out)")
    #expect(text.out.contains { $0.contains("? Estimated date") }, "\(text.out)")
    #expect(text.stdout.contains("! Public holiday"), "\(text.out)")
    #expect(!text.stdout.contains("(Estimated)"))
    let grid = try json("show", region: "RU", options: ["--today", "2040-03-01"])[0]
    let cells = try #require(grid["weeks"] as? [[[String: Any]]]).joined()
    #expect(cells.count == 42)
    #expect(cells.filter { $0["estimated"] as? Bool != true }.map { $0["iso"] as? String } == ["2040-03-08"])
    // March 2025 is exact: no flag, no legend entry.
    let exact = repl(["--region", "RU", "--today", "2025-03-01", "-c", "show"])
    #expect(!exact.stdout.contains("Estimated") && !exact.stdout.contains("?"))
    // March 2040 shown while today is 2025-03-01: nothing is "Today".
    let elsewhere = repl(["--region", "RU", "--today", "2025-03-01", "-c", "show 2040-03-01"])
    #expect(!elsewhere.stdout.contains("Today") && !elsewhere.stdout.contains("*"), "\(elsewhere.out)")
    #expect(elsewhere.stdout.contains("? Estimated date"))
  }

  /// "Today" is in the legend only when today is among the months shown:
  /// `show -3` around 2024-03-20 shows it, the month after next does not.
  @Test func theLegendNamesTodayOnlyWhenItIsShown() {
    let shown = repl(["--today", "2024-03-20", "-c", "show -3"])
    #expect(shown.out.last?.contains("* Today") == true, "\(shown.out)")
    let away = repl(["--today", "2024-03-20", "-c", "show 2024-06-01"])
    #expect(!away.stdout.contains("Today") && !away.stdout.contains("*"), "\(away.out)")
    let germanAway = repl(["--locale", "de-DE", "--today", "2024-03-20", "-c", "show 2024-06-01"])
    #expect(!germanAway.stdout.contains("Heute"), "\(germanAway.out)")
  }

  @Test func yearsAreReadInTheSessionCalendar() throws {
    // An Arabic session counts Islamic years: 2025 AH is far past Iran's
    // data, and the error says which year of which calendar that was.
    let run = repl(["--locale", "ar-SA", "--region", "IR", "-c", "holidays 2025"])
    #expect(run.status != 0)
    // In Arabic, with Arabic digits and CLDR's name of the calendar; JSON
    // keeps the English sentence.
    #expect(run.err.joined().contains("لا لسنة ٢٠٢٥"), "\(run.err)")
    #expect(run.err.joined().contains("أم القرى"), "\(run.err)")
    let failed = repl(["--locale", "ar-SA", "--region", "IR", "--json", "-c", "holidays 2025"])
    #expect(failed.stdout.contains("islamic-umalqura year 2025"), "\(failed.out)")
    // A Persian session: norms and export-ics of 1404.
    let path = "/tmp/yotei-prod-\(getpid())-1404.ics"
    defer { unlink(path) }
    let results = try json(
      "norms 1404; export-ics 1404 \(path)", region: "IR", options: ["--locale", "fa-IR"])
    #expect(results[0]["calendar"] as? String == "persian")
    let months = try #require(results[0]["months"] as? [[String: Any]])
    #expect(months.first?["from"] as? String == "2025-03-21")
    #expect(months.last?["through"] as? String == "2026-03-20")
    #expect(results[1]["calendar"] as? String == "persian" && results[1]["year"] as? Int == 1404)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("DTSTART;VALUE=DATE:20250321"))
  }

  @Test func holidaysOfAPersianYearInIran() throws {
    let result = try #require(
      try json("holidays 1403", region: "IR", options: ["--locale", "fa-IR"]).first)
    #expect(result["region"] as? String == "IR")
    #expect(result["calendar"] as? String == "persian")
    let days = try #require(result["days"] as? [[String: Any]])
    // Nowruz: 1 to 4 Farvardin 1403 = 20 to 23 March 2024.
    #expect(
      days.prefix(4).map { $0["iso"] as? String } == ["2024-03-20", "2024-03-21", "2024-03-22", "2024-03-23"])
    #expect(days.allSatisfy { $0["kind"] as? String != nil })
    #expect((days.first?["name"] as? String)?.contains("نوروز") == true)
  }

  @Test func israelInTheShowGrid() throws {
    let show = try #require(
      try json("show 2024-04-01", region: "IL", options: ["--locale", "he-IL", "--today", "2024-03-20"])
        .first)
    let cells = try #require(show["weeks"] as? [[[String: Any]]]).joined()
    let pesach = try #require(cells.first { $0["iso"] as? String == "2024-04-23" })
    #expect(pesach["kind"] as? String == "holiday")
    let friday = try #require(cells.first { $0["iso"] as? String == "2024-04-05" })
    #expect(friday["kind"] as? String == "weekend")
    #expect(friday["weekend"] as? Bool == true)
    let plain = try #require(try json("show").first)
    let first = try #require((plain["weeks"] as? [[[String: Any]]])?.first?.first)
    #expect(first["kind"] is NSNull)
  }

  @Test func gridMarkersAndLegend() throws {
    let run = repl(["--today", "2024-03-20", "--region", "RU", "-c", "week-start monday; show 2024-11-01"])
    #expect(run.out.first == "Week starts on: Monday")
    // The confirmation redraws March 2024 from Monday, then November shows.
    let november = Array(run.out.drop { $0 != "        November 2024" })
    // Today (20 March) is not in November, and 2 November shows `+` (a
    // shortened working Saturday: `+` outranks `~`): the legend names neither.
    try #require(november.count == 8)
    #expect(november[2] == "                [ 1 ] 2+  3")
    #expect(november[3] == "  4!  5   6   7   8   9  10")
    #expect(
      run.out.suffix(2) == [
        " 25  26  27  28  29  30", "[ ] Focus  ! Public holiday  + Working weekend day  Weekend: Sa Su",
      ])
  }

  @Test func regionErrors() {
    #expect(repl(["-c", "kind 2024-01-01"]).err.first?.hasPrefix("error: kind: no region is set") == true)
    let known = ProductionCalendar.shippedCodes.sorted().joined(separator: ", ")
    #expect(
      repl(["-c", "region XX"]).err == ["error: no production calendar for region 'XX' (known: \(known))"])
    // A long code is quoted short, with its own length.
    let long = repl(["-c", "region " + String(repeating: "x", count: 100_000)]).err
    #expect(
      long.count == 1 && long[0].count < 200 && long[0].contains("… (100000 characters)"),
      "\(long.first?.prefix(300) ?? "")")
    #expect(repl(["--region", "XX"]).status == 2)
    #expect(repl(["--region", "RU", "-c", "workdays 2024-02-01 2024-01-01"]).status == 1)
  }

  @Test func exportAndLoadICS() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yotei-ics-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ru2024.ics").path
    let results = try json("region RU; export-ics 2024 \(path); load \(path); kind 2024-05-09; settings")
    #expect((results[1]["events"] as? Int ?? 0) >= 20)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix("BEGIN:VCALENDAR\r\n"))
    #expect(text.contains("DTSTAMP:20240320T120000Z"))
    #expect(results[2]["region"] as? String == "RU2024")
    #expect(results[3]["kind"] as? String == "holiday")
    #expect(results[4]["region"] as? String == "RU2024")
  }

  /// The SUMMARY of every event is in the session language: a Russian
  /// session writes `Выходной день (Новогодние каникулы)`, not
  /// `Day off (Новогодние каникулы)`; an English one keeps `Day off (...)`.
  /// RU 2024 (Government decree of 10 August 2023 No. 1312): 10 May is the
  /// day off moved from Saturday 6 January (New Year holidays), and Saturday
  /// 2 November a shortened working day (the eve of 4 November).
  @Test func exportICSWritesTheSessionLanguage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yotei-ics-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func summaries(_ options: [String]) throws -> [String: String] {
      let path = folder.appendingPathComponent("\(options.joined()).ics").path
      _ = try json("region RU; export-ics 2024 \(path)", options: options)
      let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "\r\n ", with: "")
      var byDay: [String: String] = [:]
      var start = ""
      for line in text.components(separatedBy: "\r\n") {
        if line.hasPrefix("DTSTART;VALUE=DATE:") { start = String(line.dropFirst(19)) }
        if line.hasPrefix("SUMMARY:") { byDay[start] = String(line.dropFirst(8)) }
      }
      return byDay
    }
    let russian = try summaries(["--locale", "ru-RU"])
    #expect(russian["20240510"] == "Выходной день (Новогодние каникулы)", "\(russian)")
    #expect(russian["20241102"] == "Рабочий день\\, сокращённый", "\(russian)")
    #expect(russian["20240430"] == "Выходной день", "\(russian)")
    #expect(russian.count >= 20)
    let latin = russian.values.filter { $0.contains(where: { $0.isASCII && $0.isLetter }) }
    #expect(latin.isEmpty, "\(latin)")
    let english = try summaries(["--locale", "en-US"])
    #expect(english["20240510"]?.hasPrefix("Day off (") == true, "\(english)")
    #expect(english["20241102"] == "Working day\\, shortened", "\(english)")
  }
}

@Suite struct SessionCalendarYearTests {
  /// In a Hebrew session `kind 2024-04-23` is 23 Tevet 2024 AM, ISO
  /// -1737-12-28 (python convertdate 2.5.1: hebrew.to_jd(2024, 10, 23) is JD
  /// 1086994.5, proleptic Gregorian -1737-12-28): the error names how the
  /// date was read and the way to write an ISO date.
  @Test func aPlainDateOutsideTheRegionSaysItWasReadInTheSessionCalendar() throws {
    let run = repl([
      "--json", "--region", "IL", "--calendar", "hebrew", "-c",
      "kind 2024-04-23; workdays 2024-04-23 5784-01-01; add-workdays 2024-04-23 1; kind gregorian:2024-04-23",
    ])
    #expect(run.status == 1)
    let objects = try run.objects()
    for index in 0..<3 {
      let message = try #require((objects[index]["error"] as? [String: Any])?["message"] as? String)
      #expect(message.hasPrefix("IL supports the Gregorian years 1949-2100, not -1737"))
      #expect(
        message.contains("'2024-04-23' was read in the session calendar (hebrew), which is ISO -1737-12-28"))
      #expect(message.hasSuffix("write gregorian:2024-04-23 for a Gregorian date"))
    }
    // Pesach 5784, read as a Gregorian date.
    #expect(objects[3]["kind"] as? String == "holiday")
  }
}

/// Norms in each region's own weeks, and what a region says once.
@Suite struct RegionTermsCommandTests {
  @Test func israelNormsHaveOneFortyTwoHourColumnAndNoRussianOnes() throws {
    let result = try #require(try json("norms 2025", region: "IL").first)
    #expect(result["weeklyHours"] as? [Int] == [42])
    #expect(result["hours42"] != nil && result["hours40"] == nil && result["hours36"] == nil)
    let months = try #require(result["months"] as? [[String: Any]])
    #expect(months.allSatisfy { $0["hours42"] != nil && $0["hours24"] == nil })
    let text = repl(["--region", "IL", "-c", "norms 2025"])
    #expect(text.status == 0, "\(text.err)")
    let header = try #require(text.out.dropFirst().first)
    #expect(header.contains("42") && !header.contains("40") && !header.contains("36"), "\(header)")
    let ru = try #require(try json("norms 2025", region: "RU").first)
    #expect(ru["weeklyHours"] as? [Int] == [40, 36, 24])
    #expect(ru["hours36"] as? Double == 1774.4)
  }

  /// Israel's week went from 43 to 42 hours on 1 April 2018: the text of
  /// `norms 2018` heads its hours column with both weeks and says from when
  /// the second applies; each row's figure is the one the JSON gives
  /// (January-March in the 43-hour week, April on in the 42-hour one).
  @Test func israelNormsOf2018NameBothWeeks() throws {
    let text = repl(["--region", "IL", "-c", "norms 2018"])
    #expect(text.status == 0, "\(text.err)")
    #expect(text.out.dropFirst().first == "42 h from Apr 1, 2018", "\(text.out)")
    let header = try #require(text.out.dropFirst(2).first)
    #expect(header.hasSuffix("43 h/42 h"), "\(header)")
    let result = try #require(try json("norms 2018", region: "IL").first)
    let months = try #require(result["months"] as? [[String: Any]])
    for (name, index, key) in [("January", 0, "hours43"), ("March", 2, "hours43"), ("April", 3, "hours42")] {
      let hours = try #require(months[index][key], "\(name)")
      let row = try #require(text.out.first { $0.hasPrefix(name) }, "\(text.out)")
      #expect(row.hasSuffix(" \(hours)"), "\(row) \(hours)")
    }
    // 43-hour months differ from what a 42-hour column would say.
    #expect(months[0]["hours42"] == nil)
    // A year with one week keeps one plain header and no line for a change.
    let later = repl(["--region", "IL", "-c", "norms 2019"])
    #expect(later.out.dropFirst().first?.hasSuffix("42 h") == true, "\(later.out)")
  }

  /// Weeks that change more than once in a year, each with several columns:
  /// the line saying from when each applies joins a change's weeks with the
  /// language's list separator and the changes with its semicolon.
  @Test func normsJoinSeveralWeekChangesInTheSessionLanguage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yotei-weeks-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("weeks.json").path
    let region = """
      {"format": "yotei-production", "region": "XW", "name": "Weeks", "sources": [{"id": "s", "title": "S"}],
       "source": "s", "supportedYears": [2021, 2021], "weekends": [{"days": ["saturday", "sunday"]}],
       "weeklyHours": [{"hours": [40, 36]}, {"from": "2021-04-01", "hours": [39, 35]},
         {"from": "2021-07-01", "hours": [38, 34]}], "holidays": []}
      """
    try region.write(toFile: path, atomically: true, encoding: .utf8)
    let english = repl(["-c", "load \(path); norms 2021"])
    #expect(english.status == 0, "\(english.err)")
    #expect(
      english.out.contains("39 h, 35 h from Apr 1, 2021; 38 h, 34 h from Jul 1, 2021"), "\(english.out)")
    let arabic = repl(["--locale", "ar-SA", "--calendar", "gregorian", "-c", "load \(path); norms 2021"])
    let line = try #require(arabic.out.first { $0.contains("اعتبارًا من") }, "\(arabic.out)")
    #expect(
      line.contains("، ") && line.contains("؛ ") && !line.contains(", ") && !line.contains("; "), "\(line)")
  }

  /// Saudi Arabia's weekend moved from Thursday-Friday to Friday-Saturday on
  /// 29 June 2013: the legend of June 2013 names both, and from when the
  /// second applies; a month with one weekend names one.
  @Test func theLegendNamesEachWeekendInForceInTheMonthsShown() throws {
    let june = repl(["--region", "SA", "--today", "2013-06-10", "-c", "show"])
    #expect(june.out.last?.hasSuffix("Weekend: Th Fr; Fr Sa from Jun 29, 2013") == true, "\(june.out)")
    let july = repl(["--region", "SA", "--today", "2013-07-10", "-c", "show"])
    #expect(july.out.last?.hasSuffix("Weekend: Fr Sa") == true, "\(july.out)")
    let may = repl(["--region", "SA", "--today", "2013-05-10", "-c", "show"])
    #expect(may.out.last?.hasSuffix("Weekend: Th Fr") == true, "\(may.out)")
    // Three months share one legend: May and June's weekend, then July's from 29 June.
    let three = repl(["--region", "SA", "--today", "2013-06-10", "-c", "show -3"])
    #expect(three.stdout.contains("Weekend: Th Fr; Fr Sa from Jun 29, 2013"), "\(three.out)")
    // Taiwan's second and fourth Saturdays of 1998-2000: week by week (ISO weeks, from Monday).
    let taiwan = repl(["--region", "TW", "--today", "1999-01-10", "-c", "show"])
    #expect(
      taiwan.stdout.contains(
        "Weekend: Su; Su Sa from Jan 4, 1999; Su from Jan 11, 1999; Su Sa from Jan 18, 1999; Su from Jan 25, 1999"
      ),
      "\(taiwan.out)")
    // In Arabic, from the catalog.
    let arabic = repl([
      "--region", "SA", "--locale", "ar-SA", "--calendar", "gregorian", "--today", "2013-06-10", "-c", "show",
    ])
    #expect(arabic.stdout.contains("اعتبارًا من"), "\(arabic.out)")
    // The weekends are clauses joined by the language's semicolon (repl.clauseSeparator):
    // the Arabic one, not the Latin "; ".
    let legend = try #require(arabic.out.last { $0.contains("اعتبارًا من") }, "\(arabic.out)")
    #expect(legend.contains("؛ ") && !legend.contains(";"), "\(legend)")
    let chinese = repl([
      "--region", "SA", "--locale", "zh-Hans", "--calendar", "gregorian", "--today", "2013-06-10", "-c",
      "show",
    ])
    let zhLegend = try #require(chinese.out.last { $0.contains("起）") }, "\(chinese.out)")
    #expect(zhLegend.contains("；") && !zhLegend.contains("; "), "\(zhLegend)")
    // Japanese joins the clauses with CLDR's ja list comma 「、」 (its list
    // pattern "{0}、{1}"), not the full stop 「。」 that ends a sentence.
    let japanese = repl([
      "--region", "SA", "--locale", "ja-JP", "--calendar", "gregorian", "--today", "2013-06-10", "-c", "show",
    ])
    let jaLegend = try #require(japanese.out.last { $0.contains("から）") }, "\(japanese.out)")
    #expect(jaLegend.hasSuffix("週末: 木 金、金 土（2013年6月29日から）"), "\(jaLegend)")
    #expect(!jaLegend.contains("。"), "\(jaLegend)")
  }

  /// A day's hours are for the region's own standard week: an Israeli working
  /// day is 42 / 5 = 8.4 hours (and an eve 7), not 8 of a Russian 40-hour week.
  @Test func aDaysHoursAreInTheRegionsStandardWeek() throws {
    // 2025-04-10 is a Thursday, 2025-04-11 a Friday (weekend), Pesach on 13 April.
    let israel = try json("kind 2025-04-10; kind 2025-04-13", region: "IL")
    #expect(israel.map { $0["weeklyHours"] as? Int } == [42, 42])
    #expect(israel[0]["hours"] as? Double == 8.4)
    #expect(israel[1]["hours"] as? Int == 0)
    let text = repl(["--region", "IL", "-c", "kind 2025-04-10"])
    #expect(text.out.joined(separator: " ").contains("8.4 h of a 42-hour week"), "\(text.out)")
    let iran = try #require(try json("kind 2025-04-13", region: "IR").first)
    #expect(iran["weeklyHours"] as? Int == 44)
    let russia = try #require(try json("kind 2025-04-10", region: "RU").first)
    #expect(russia["weeklyHours"] as? Int == 40 && russia["hours"] as? Int == 8)
    let russian = repl(["--region", "IL", "--locale", "ru-RU", "-c", "kind 2025-04-10"])
    #expect(russian.out.joined(separator: " ").contains("8,4 ч при 42-часовой неделе"), "\(russian.out)")
  }

  @Test func aRegionSaysItsUnscheduledEventsOnce() throws {
    let result = try #require(try json("region IL").first)
    let notes = try #require(result["regionNotes"] as? [[String: Any]])
    #expect(
      notes.contains { ($0["text"] as? String)?.contains("not scheduled until they are called") == true })
    let elections = notes.filter { ($0["text"] as? String)?.contains("lection") == true }
    #expect(elections.count == 2 && elections.allSatisfy { $0["source"] as? String == "basic-law-knesset" })
    // The week's change is said once too, citing the order.
    #expect(
      notes.contains {
        $0["source"] as? String == "extension-order-2018"
          && ($0["text"] as? String)?.contains("43-hour") == true
      })
    let text = repl(["-c", "region IL"])
    #expect(text.stdout.contains("not scheduled until they are called"))
    // And no day of a future year is marked for them.
    let future = try #require(try json("norms 2030", region: "IL").first)
    #expect(future["estimated"] as? Bool == false)
  }
}
