import Yotei

/// Days read from a Taiwanese government office calendar, validated.
public struct DGPAImport: Hashable, Sendable {
  /// One row of the file: a day, whether government offices are closed, and
  /// the file's note (`開國紀念日`, `補假`, `補行上班`, or empty).
  public struct Row: Hashable, Sendable {
    /// The day.
    public var day: Day
    /// Whether the day is off (`是否放假` = 2) rather than worked (0).
    public var isDayOff: Bool
    /// The note (`備註`), trimmed; empty when the file gives none.
    public var note: String
    /// The 1-based line the row was read from.
    public var line: Int
  }

  /// The rows, in date order.
  public var rows: [Row]
  /// The Gregorian years the file covers, each day by day, in order.
  public var years: [Int]
  /// The file the data was read from.
  public var file: String
}

/// The office calendar of Taiwan's Directorate-General of Personnel
/// Administration (DGPA), as data.gov.tw publishes it (dataset 14718, one
/// file a year): a header `西元日期,星期,是否放假,備註`, then one row per day,
/// `20260101,四,2,開國紀念日`: the date as `YYYYMMDD`, the weekday (`日`,
/// `一` ... `六`), `2` for a day off or `0` for a working day, and a note.
/// Recent files are UTF-8 with a byte order mark; older ones were Big5,
/// which must be converted to UTF-8 first (`iconv -f BIG5 -t UTF-8`).
public enum DGPACSVFormat {
  /// The header's columns.
  public static let columns = ["西元日期", "星期", "是否放假", "備註"]

  private static let weekdayNames: [Weekday: String] = [
    .sunday: "日", .monday: "一", .tuesday: "二", .wednesday: "三", .thursday: "四", .friday: "五",
    .saturday: "六",
  ]

  /// Whether `text` starts with the DGPA header (after an optional byte
  /// order mark), or with a first line that is not UTF-8 (read as UTF-8, it
  /// holds U+FFFD): the DGPA's older files are Big5, and ``parse(_:file:)``
  /// says how to convert them.
  public static func matches(_ text: String) -> Bool {
    var first = Substring(text.prefix(while: { $0 != "\n" && $0 != "\r\n" }))
    if first.hasPrefix("\u{FEFF}") { first = first.dropFirst() }
    return first.hasPrefix(columns[0]) || first.contains("\u{FFFD}")
  }

  /// Parses and validates a file. A row whose date does not exist, whose
  /// weekday is not the date's, whose flag is neither `0` nor `2`, a date
  /// given twice, or a year the file does not cover day by day throws,
  /// naming the line and the column.
  public static func parse(_ text: String, file: String) throws(ProductionDataError) -> DGPAImport {
    func fail(_ line: Int, _ field: String, _ message: String, value: String = "")
      -> ProductionDataError
    {
      ProductionDataError(file: file, line: line, field: field, message: message, value: value)
    }
    if text.contains("\u{FFFD}") {
      throw fail(
        0, "file",
        "the file is not UTF-8 (older DGPA files are Big5: convert it with 'iconv -f BIG5 -t UTF-8')")
    }
    var rows: [DGPAImport.Row] = []
    var seen: [Day: Int] = [:]
    var sawHeader = false
    let lines = try DataGovCSVFormat.csvLines(text, file: file)
    for (lineNumber, line, cells) in lines {
      if !sawHeader {
        guard cells == columns else {
          throw fail(
            lineNumber, "header",
            "expected '\(columns.joined(separator: ","))', found '\(line)'", value: String(line))
        }
        sawHeader = true
        continue
      }
      guard cells.count == columns.count else {
        throw fail(lineNumber, "line", "expected \(columns.count) columns, found \(cells.count)")
      }
      let date = cells[0]
      guard date.count == 8, date.allSatisfy({ $0.isASCII && $0.isNumber }),
        let day = Day(iso: Int(date.prefix(4))!, Int(date.dropFirst(4).prefix(2))!, Int(date.suffix(2))!)
      else {
        throw fail(lineNumber, columns[0], "'\(date)' is not a date YYYYMMDD", value: String(date))
      }
      guard let expected = weekdayNames[day.isoWeekday], cells[1] == expected else {
        throw fail(
          lineNumber, columns[1],
          "'\(cells[1])' is not the weekday of \(day.isoString) (\(weekdayNames[day.isoWeekday] ?? "?"))",
          value: String(cells[1]))
      }
      guard cells[2] == "0" || cells[2] == "2" else {
        throw fail(
          lineNumber, columns[2], "'\(cells[2])' is not 0 (working day) or 2 (day off)",
          value: String(cells[2]))
      }
      if let earlier = seen[day] {
        throw fail(lineNumber, columns[0], "\(day.isoString) is given twice (first on line \(earlier))")
      }
      seen[day] = lineNumber
      rows.append(DGPAImport.Row(day: day, isDayOff: cells[2] == "2", note: cells[3], line: lineNumber))
    }
    guard sawHeader else { throw fail(1, "header", "the file is empty") }
    guard !rows.isEmpty else { throw fail(lines.last?.number ?? 1, "line", "the file has no days") }
    rows.sort { $0.day < $1.day }
    let years = Array(Set(rows.map { $0.day.isoDate.year })).sorted()
    for year in years {
      var day = Day(iso: year, 1, 1)!
      let last = Day(iso: year, 12, 31)!
      while day <= last {
        guard seen[day] != nil else {
          throw fail(
            0, columns[0], "the file covers \(year) but not \(day.isoString): a year must be given whole")
        }
        day += 1
      }
    }
    return DGPAImport(rows: rows, years: years, file: file)
  }

  /// `base` with the file's years overriding it: every day of those years
  /// takes the file's status. A day the file closes and `base` works becomes
  /// a day off named by the file's note (the base's own holiday of that name
  /// when it has one); a day the file works and `base` closes becomes a
  /// working day. The base's layers that are confirmed up to the file's
  /// years (the DGPA calendars of earlier years) are confirmed for them too,
  /// so the file's days are no longer estimated.
  ///
  /// - Returns: The definition, the years in which some day changed, and the
  ///   changed days.
  /// - Throws: ``ProductionDataError`` naming the line of a year outside the
  ///   base's supported years.
  public static func overriding(_ base: ProductionCalendar, with imported: DGPAImport)
    throws(ProductionDataError) -> (definition: RegionDefinition, changedYears: [Int], changedDays: [Day])
  {
    let result = try override(base, with: imported)
    return (result.definition, result.changedYears, result.changedDays)
  }

  static func override(_ base: ProductionCalendar, with imported: DGPAImport) throws(ProductionDataError)
    -> YearOverride
  {
    try YearOverride(
      base,
      rows: imported.rows.map {
        YearOverride.Row(
          day: $0.day, isDayOff: $0.isDayOff, note: $0.note.isEmpty ? "放假" : $0.note, line: $0.line)
      },
      years: imported.years, file: imported.file, column: columns[0], sourceID: "dgpa:\(imported.file)",
      sourceTitle: "DGPA office calendar \(imported.file) (data.gov.tw dataset 14718)",
      newName: { HolidayName(nameKey: "holiday.tw.dgpa", names: ["en": $0, "zh-Hant": $0]) })
  }
}
