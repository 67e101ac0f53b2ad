import Testing
import Yotei

@testable import YoteiProduction

/// China and Taiwan against the published notices and office calendars (the
/// day-by-day comparison with chinese-calendar and python-holidays is
/// `scripts/production-crosscheck.py`).
@Suite struct SinoRegionTests {
  let cn = try! ProductionCalendar.shipped("CN")
  let tw = try! ProductionCalendar.shipped("TW")

  /// Every day of `year` is off exactly when it is in `spans` or is a
  /// Saturday or Sunday not in `worked`.
  func expectYear(
    _ calendar: ProductionCalendar, _ year: Int, off spans: [(String, String)], worked: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var off = Set<Day>()
    for (first, last) in spans {
      for d in day(first)...day(last) { off.insert(d) }
    }
    let working = Set(worked.map(day))
    for status in try calendar.days(inYear: year) {
      let weekend = status.day.isoWeekday == .saturday || status.day.isoWeekday == .sunday
      let expected = !(off.contains(status.day) || (weekend && !working.contains(status.day)))
      #expect(
        status.kind.isWorking == expected, "\(status.day.isoString) is \(status.kind)",
        sourceLocation: sourceLocation)
    }
  }

  // MARK: China

  @Test func china2026AsTheNoticeOf4November2025Gives() throws {
    // 国办发明电〔2025〕7号.
    try expectYear(
      cn, 2026,
      off: [
        ("2026-01-01", "2026-01-03"), ("2026-02-15", "2026-02-23"), ("2026-04-04", "2026-04-06"),
        ("2026-05-01", "2026-05-05"), ("2026-06-19", "2026-06-21"), ("2026-09-25", "2026-09-27"),
        ("2026-10-01", "2026-10-07"),
      ],
      worked: ["2026-01-04", "2026-02-14", "2026-02-28", "2026-05-09", "2026-09-20", "2026-10-10"])
    let sunday = try cn.status(of: day("2026-01-04"))
    #expect(sunday.kind == .transferredWorking)
    #expect(sunday.source == "notice-2026")
    #expect(cn.definition.sources.first { $0.id == "notice-2026" }?.title.contains("国办发明电〔2025〕7号") == true)
  }

  @Test func china2025AsTheNoticeOf12November2024Gives() throws {
    // 国办发明电〔2024〕12号, the first year of the 2024 Measures (the eve and 2 May again holidays).
    try expectYear(
      cn, 2025,
      off: [
        ("2025-01-01", "2025-01-01"), ("2025-01-28", "2025-02-04"), ("2025-04-04", "2025-04-06"),
        ("2025-05-01", "2025-05-05"), ("2025-05-31", "2025-06-02"), ("2025-10-01", "2025-10-08"),
      ],
      worked: ["2025-01-26", "2025-02-08", "2025-04-27", "2025-09-28", "2025-10-11"])
  }

  @Test func china2017AsTheNoticeOf1December2016Gives() throws {
    // 国办发明电〔2016〕17号.
    try expectYear(
      cn, 2017,
      off: [
        ("2017-01-01", "2017-01-02"), ("2017-01-27", "2017-02-02"), ("2017-04-02", "2017-04-04"),
        ("2017-04-29", "2017-05-01"), ("2017-05-28", "2017-05-30"), ("2017-10-01", "2017-10-08"),
      ],
      worked: ["2017-01-22", "2017-02-04", "2017-04-01", "2017-05-27", "2017-09-30"])
  }

  @Test func china2019WithTheLabourDayChangeOf22March2019() throws {
    // 国办发明电〔2018〕15号 (from 30 December 2018), and 国办发明电〔2019〕3号: 1-4 May.
    try expectYear(
      cn, 2019,
      off: [
        ("2019-01-01", "2019-01-01"), ("2019-02-04", "2019-02-10"), ("2019-04-05", "2019-04-07"),
        ("2019-05-01", "2019-05-04"), ("2019-06-07", "2019-06-09"), ("2019-09-13", "2019-09-15"),
        ("2019-10-01", "2019-10-07"),
      ],
      worked: ["2019-02-02", "2019-02-03", "2019-04-28", "2019-05-05", "2019-09-29", "2019-10-12"])
    #expect(try cn.status(of: day("2018-12-29")).kind == .transferredWorking)
    #expect(try cn.status(of: day("2018-12-31")).kind == .transferredDayOff)
    #expect(try cn.status(of: day("2019-05-02")).source == "labour-2019")
  }

  @Test func chinaSpringFestivalEveByTheMeasuresInForce() throws {
    // 2008-2013 (Decree 513): the eve is a holiday; 2014-2024 (Decree 644): it is not; 2025 on (Decree 795) again.
    let eve = "holiday.cn.springFestivalEve"
    #expect(try cn.status(of: day("2013-02-09")).holidays.map(\.nameKey) == [eve])
    #expect(try cn.status(of: day("2008-02-06")).holidays.map(\.nameKey) == [eve])
    #expect(try cn.status(of: day("2014-01-30")).kind == .working)  // the eve of 2014, a Thursday
    #expect(try cn.status(of: day("2024-02-09")).kind == .working)  // the eve of 2024, a Friday
    #expect(try cn.status(of: day("2025-01-28")).holidays.map(\.nameKey) == [eve])
    // The third day from 2014 only: 2013-02-12 was a day off by the notice, not a holiday.
    #expect(try cn.status(of: day("2013-02-12")).kind == .transferredDayOff)
    #expect(try cn.status(of: day("2014-02-02")).kind == .holiday)
    // Labour Day: one day 2008-2024, two from 2025.
    #expect(try cn.status(of: day("2024-05-02")).kind == .transferredDayOff)
    #expect(try cn.status(of: day("2025-05-02")).kind == .holiday)
  }

  @Test func chinaOneOffDays() throws {
    // 国发明电〔2015〕1号: 3 September 2015; 国办发明电〔2020〕1号: the Spring Festival to 2 February 2020.
    #expect(try cn.status(of: day("2015-09-03")).holidays.map(\.nameKey) == ["holiday.cn.victoryDay2015"])
    #expect(try cn.status(of: day("2015-09-06")).kind == .transferredWorking)
    #expect(try cn.status(of: day("2020-01-31")).kind == .holiday)
    // The notice's working Saturday, given back.
    #expect(try cn.status(of: day("2020-02-01")).kind == .holiday)
    #expect(try cn.isWorkingDay(day("2020-02-03")))
    #expect(try cn.conflicts(inYear: 2020).isEmpty)
  }

  @Test func chinaHolidayNamesInSimplifiedChinese() throws {
    let status = try cn.status(of: day("2026-02-17"))
    for locale in ["zh", "zh-CN", "zh-Hans", "zh-Hans-CN", "zh-SG"] {
      #expect(status.name(locale: try CalendarLocale(locale), lookup: nil) == "春节", "\(locale)")
    }
    #expect(status.name(locale: .english, lookup: nil) == "Spring Festival")
    #expect(try cn.status(of: day("2026-02-16")).name(locale: try CalendarLocale("zh"), lookup: nil) == "除夕")
  }

  @Test func china2027IsEstimatedUntilItsNoticeAndTheLunarDatesAreChinas() throws {
    // The Spring Festival of 2027 is 6 February on the Chinese calendar (7 February in Korea).
    for iso in ["2027-02-05", "2027-02-06", "2027-02-07", "2027-02-08"] {
      let status = try cn.status(of: day(iso))
      #expect(status.kind == .holiday, "\(iso)")
      // The statutory days are fixed by the Measures, not by the notice.
      #expect(!status.estimated, "\(iso)")
    }
    // art. 6: 6 Feb is a Saturday; where the notice puts its day off is an estimate.
    #expect(try cn.status(of: day("2027-02-09")).kind == .transferredDayOff)
    #expect(try cn.status(of: day("2027-02-09")).estimated)
    #expect(try cn.status(of: day("2027-02-10")).estimated)
    #expect(try !cn.status(of: day("2026-12-31")).estimated)
    #expect(try cn.conflicts(inYear: 2027).isEmpty)
  }

  @Test(arguments: 2008...2027)
  func chinaHasNoConflictsAndEveryHolidayEveryYear(year: Int) throws {
    #expect(try cn.conflicts(inYear: year).isEmpty)
    let keys = Set(try cn.days(inYear: year).flatMap { $0.holidays.map(\.nameKey) })
    for key in ["newYear", "springFestival", "labourDay", "dragonBoat", "midAutumn", "nationalDay"] {
      #expect(keys.contains("holiday.cn." + key), "\(year) \(key)")
    }
  }

  // MARK: Taiwan

  @Test func taiwan2026AsTheDGPACalendarGives() throws {
    // 中華民國115年政府行政機關辦公日曆表 (院授人培字第1143024631號函): 120 days off, no make-up Saturday.
    let counts = try tw.counts(from: day("2026-01-01"), through: day("2026-12-31"))
    #expect(counts.calendarDays - counts.workingDays == 120)
    try expectYear(
      tw, 2026,
      off: [
        ("2026-01-01", "2026-01-01"), ("2026-02-14", "2026-02-22"), ("2026-02-27", "2026-02-27"),
        ("2026-04-03", "2026-04-06"), ("2026-05-01", "2026-05-01"), ("2026-06-19", "2026-06-19"),
        ("2026-09-25", "2026-09-25"), ("2026-09-28", "2026-09-28"), ("2026-10-09", "2026-10-09"),
        ("2026-10-26", "2026-10-26"), ("2026-12-25", "2026-12-25"),
      ],
      worked: [])
    // The day before the eve (15 February, a Sunday) is made up on the fourth day, 20 February.
    let friday = try tw.status(of: day("2026-02-20"))
    #expect(friday.kind == .transferredDayOff)
    #expect(friday.transferredFrom == day("2026-02-15"))
    #expect(
      try tw.status(of: day("2026-02-15")).holidays.map(\.nameKey) == ["holiday.tw.springFestivalEveEve"])
  }

  @Test func taiwan2024AndItsMakeUpSaturday() throws {
    // 113年辦公日曆表: 115 days off; 8 February adjusted off, made up on Saturday 17 February;
    // 兒童節 and 民族掃墓節 on Thursday 4 April, so the day after is off.
    let counts = try tw.counts(from: day("2024-01-01"), through: day("2024-12-31"))
    #expect(counts.calendarDays - counts.workingDays == 115)
    #expect(try tw.status(of: day("2024-02-17")).kind == .transferredWorking)
    #expect(try tw.status(of: day("2024-02-08")).transferredFrom == day("2024-02-17"))
    #expect(try tw.status(of: day("2024-04-05")).kind == .transferredDayOff)
  }

  @Test func taiwan2025AndThe2025Statute() throws {
    // 114年辦公日曆表 and its revision of June 2025: 27 January off for Saturday 8 February; 3 April
    // (兒童節 and 民族掃墓節 on a Friday); 30 May for the Saturday Dragon Boat Festival; 29 September and
    // 24 October for the new holidays on a Sunday and a Saturday; 25 December.
    #expect(try tw.status(of: day("2025-02-08")).kind == .transferredWorking)
    for iso in ["2025-01-27", "2025-04-03", "2025-05-30", "2025-09-29", "2025-10-24"] {
      #expect(try tw.status(of: day(iso)).kind == .transferredDayOff, "\(iso)")
    }
    #expect(try tw.status(of: day("2025-12-25")).kind == .holiday)
    // Before the statute: civil servants' Labour Day is from 2026.
    #expect(try tw.isWorkingDay(day("2025-05-01")))
    #expect(try tw.isWorkingDay(day("2024-12-25")))
  }

  @Test func taiwanHolidayNamesInTraditionalChinese() throws {
    let status = try tw.status(of: day("2026-02-17"))
    for locale in ["zh-TW", "zh-Hant", "zh-HK", "zh-Hant-TW"] {
      #expect(status.name(locale: try CalendarLocale(locale), lookup: nil) == "春節", "\(locale)")
    }
    #expect(
      try tw.status(of: day("2026-12-25")).name(locale: try CalendarLocale("zh-TW"), lookup: nil) == "行憲紀念日")
  }

  @Test(arguments: 2017...2027)
  func taiwanHasNoConflicts(year: Int) throws {
    #expect(try tw.conflicts(inYear: year).isEmpty)
  }

  // MARK: DGPA office calendar files

  /// A DGPA file for `year` written from `calendar`'s statuses, with `changes` (day -> (flag, note)).
  func dgpaFile(
    _ calendar: ProductionCalendar, _ year: Int, changes: [String: (Int, String)] = [:], bom: Bool = true,
    lineEnd: String = "\r\n"
  ) throws -> String {
    let names = ["日", "一", "二", "三", "四", "五", "六"]
    var lines = [(bom ? "\u{FEFF}" : "") + "西元日期,星期,是否放假,備註"]
    for status in try calendar.days(inYear: year) {
      let (y, m, d) = status.day.isoDate
      let compact = String(y) + (m < 10 ? "0" : "") + String(m) + (d < 10 ? "0" : "") + String(d)
      var flag = status.kind.isWorking ? 0 : 2
      var note = status.holidays.first?.names["zh-Hant"] ?? ""
      if let change = changes[status.day.isoString] { (flag, note) = change }
      lines.append("\(compact),\(names[status.day.isoWeekday.rawValue % 7]),\(flag),\(note)")
    }
    return lines.joined(separator: lineEnd) + lineEnd
  }

  @Test func aDGPAFileAgreeingWithTheShippedYearChangesNothing() throws {
    let registry = ProductionRegistry()
    let loaded = try registry.load(text: try dgpaFile(tw, 2026), file: "115年中華民國政府行政機關辦公日曆表.csv")
    #expect(loaded.code == "TW")
    #expect(loaded.coveredYears == [2026])
    #expect(loaded.changedYears == [])
    #expect(loaded.issues.map(\.message) == ["replaces TW in 2026; no day changed"])
  }

  @Test func aDGPAFileForANewYearOverridesAndConfirmsIt() throws {
    let registry = ProductionRegistry()
    // Next year's file, before a release: a typhoon-free make-up Saturday and an extra day off.
    let text = try dgpaFile(
      tw, 2027, changes: ["2027-01-09": (0, "補行上班"), "2027-01-04": (2, "調整放假")], bom: false, lineEnd: "\n")
    let loaded = try registry.load(text: text, file: "2027.csv")
    #expect(loaded.changedYears == [2027])
    #expect(loaded.issues.first?.message.contains("2027-01-04, 2027-01-09") == true)
    let calendar = try registry.calendar("TW")
    #expect(try calendar.isWorkingDay(day("2027-01-09")))
    #expect(try !calendar.isWorkingDay(day("2027-01-04")))
    #expect(try calendar.status(of: day("2027-01-04")).name(locale: .english, lookup: nil) == "調整放假")
    #expect(try !calendar.status(of: day("2027-06-01")).estimated)  // the file confirms 2027
    #expect(try calendar.status(of: day("2028-06-01")).estimated)
    // The shipped region is untouched.
    #expect(try !ProductionCalendar.shipped("TW").isWorkingDay(day("2027-01-09")))
  }

  @Test(arguments: [
    ("20260101,五,2,開國紀念日", "星期: '五' is not the weekday of 2026-01-01 (四)"),
    ("20260101,四,1,開國紀念日", "是否放假: '1' is not 0 (working day) or 2 (day off)"),
    ("20260230,一,0,", "西元日期: '20260230' is not a date YYYYMMDD"),
    ("2026-01-01,四,2,", "西元日期: '2026-01-01' is not a date YYYYMMDD"),
    ("20260101,四,2", "line: expected 4 columns, found 3"),
  ])
  func badDGPARowsAreRefusedByLineAndColumn(row: String, message: String) throws {
    var lines = try dgpaFile(tw, 2026).components(separatedBy: "\r\n")
    lines[1] = row
    let registry = ProductionRegistry()
    #expect {
      try registry.load(text: lines.joined(separator: "\r\n"), file: "bad.csv")
    } throws: { error in
      "\(error)" == "bad.csv:2: " + message
    }
    #expect(try registry.calendar("TW").definition == ProductionCalendar.shipped("TW").definition)
  }

  @Test func incompleteDuplicatedOrBig5DGPAFilesAreRefused() throws {
    let registry = ProductionRegistry()
    var lines = try dgpaFile(tw, 2026).components(separatedBy: "\r\n")
    let duplicate = lines[1]
    lines.remove(at: 40)  // 9 February
    #expect {
      try registry.load(text: lines.joined(separator: "\r\n"), file: "short.csv")
    } throws: { error in
      "\(error)" == "short.csv:0: 西元日期: the file covers 2026 but not 2026-02-09: a year must be given whole"
    }
    lines.insert(duplicate, at: 3)
    #expect {
      try registry.load(text: lines.joined(separator: "\r\n"), file: "twice.csv")
    } throws: { error in
      "\(error)".hasPrefix("twice.csv:4: 西元日期: 2026-01-01 is given twice (first on line 2)")
    }
    // Big5 bytes read as UTF-8.
    let big5 = String(decoding: [0xA6, 0xE8, 0xA4, 0xB8, 0xA4, 0xE9, 0xB4, 0xC1] as [UInt8], as: UTF8.self)
    #expect {
      try registry.load(text: big5 + ",星期,是否放假,備註\n", file: "big5.csv")
    } throws: { error in
      "\(error)".contains("not UTF-8")
    }
  }
}
