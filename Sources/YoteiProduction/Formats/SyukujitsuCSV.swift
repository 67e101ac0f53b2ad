import Yotei

/// Japan's national holidays as the Cabinet Office lists them, validated.
public struct SyukujitsuImport: Hashable, Sendable {
  /// One row of the file: a national holiday or a day off the Act makes a
  /// holiday (`休日`: 振替休日 and 国民の休日).
  public struct Row: Hashable, Sendable {
    /// The day.
    public var day: Day
    /// The file's name for it (`元日`, `春分の日`, `休日`).
    public var name: String
    /// The 1-based line the row was read from.
    public var line: Int
  }

  /// The rows, in date order.
  public var rows: [Row]
  /// The Gregorian years the file lists, in order.
  public var years: [Int]
  /// The file the data was read from.
  public var file: String
  /// The encoding the file was read in: `Shift_JIS` (the Cabinet Office's)
  /// or `UTF-8`.
  public var encoding: String
}

/// The Cabinet Office's list of national holidays, `syukujitsu.csv`
/// (内閣府「国民の祝日について」, <https://www8.cao.go.jp/chosei/shukujitsu/syukujitsu.csv>):
/// a header `国民の祝日・休日月日,国民の祝日・休日名称`, then one row per
/// holiday, `2026/1/1,元日`, from 1955 to the year after its publication.
/// Days the Act on National Holidays makes days off (振替休日, 国民の休日) are
/// listed as `休日`. The published file is Shift_JIS; a UTF-8 copy, with or
/// without a byte order mark, is read too.
///
/// The file lists holidays only, so in the years it lists it decides every
/// day: a day it lists is a day off, any other day is a working day unless
/// it falls on the region's weekend.
public enum SyukujitsuCSVFormat {
  /// The header's columns.
  public static let columns = ["国民の祝日・休日月日", "国民の祝日・休日名称"]

  /// The other encodings a copy of the file is found in, which it is refused in.
  private static let refusedEncodings = ["EUC-JP", "ISO-2022-JP", "UTF-16"]

  /// Whether `text`'s first line (after an optional byte order mark) is this
  /// format's header, or begins like it (`国民の祝日`): a file meant to be
  /// one, whose header ``parse(_:file:encoding:)`` then checks exactly.
  public static func matches(_ text: String) -> Bool {
    var first = Substring(text.prefix(while: { $0 != "\n" && $0 != "\r\n" }))
    if first.hasPrefix("\u{FEFF}") { first = first.dropFirst() }
    return first.hasPrefix("国民の祝日")
  }

  /// The text of a file in this format that is not UTF-8: the Cabinet
  /// Office's Shift_JIS, decoded by ICU. `nil` when `bytes` are UTF-8 (read
  /// them as text) or are not this format.
  ///
  /// - Throws: ``ProductionDataError`` for this format in another encoding
  ///   (EUC-JP, ISO-2022-JP, UTF-16), naming it and the command that converts
  ///   it, and for a Shift_JIS file with a byte sequence Shift_JIS does not
  ///   have, naming its line and offset.
  public static func shiftJISText(_ bytes: [UInt8], file: String) throws(ProductionDataError) -> String? {
    func fail(_ line: Int, _ field: String, _ message: String) -> ProductionDataError {
      ProductionDataError(file: file, line: line, field: field, message: message)
    }
    let firstLine = Array(bytes.prefix(while: { $0 != 0x0A }).prefix(4096))
    for encoding in refusedEncodings {
      let probe = encoding == "UTF-16" ? Array(bytes.prefix(4096)) : firstLine
      guard let text = try? Charset.decode(probe, charset: encoding), matches(text) else { continue }
      if encoding == "UTF-16", !(bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])) {
        continue
      }
      if encoding == "ISO-2022-JP", !firstLine.contains(0x1B) { continue }
      throw fail(
        1, "file",
        "the file is \(encoding); syukujitsu.csv is read in Shift_JIS (the Cabinet Office's) or UTF-8: "
          + "convert it with 'iconv -f \(encoding) -t UTF-8'")
    }
    if String(validating: bytes, as: UTF8.self) != nil { return nil }
    guard let header = try? Charset.decode(firstLine, charset: "Shift_JIS"), header.contains("祝日") else {
      return nil
    }
    do {
      return try Charset.decode(bytes, charset: "Shift_JIS")
    } catch {
      guard case .invalidSequence(let offset) = error else {
        throw fail(0, "file", "this build cannot decode Shift_JIS (ICU has no converter)")
      }
      let line = bytes[..<offset].count(where: { $0 == 0x0A }) + 1
      let bad = bytes[offset..<min(offset + 2, bytes.count)].map { hex($0) }.joined(separator: " ")
      throw fail(line, "file", "byte \(offset) (\(bad)) is not Shift_JIS: the file is in another encoding")
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
  }

  /// Parses and validates a file's text. A header other than the
  /// Cabinet Office's, a row without two columns, a date that is not
  /// `YYYY/M/D` or does not exist, an empty name, a date given twice, or a
  /// year listed without its 1 January (元日: a year the file does not give
  /// whole) throws, naming the line and the column.
  public static func parse(_ text: String, file: String, encoding: String = "UTF-8")
    throws(ProductionDataError)
    -> SyukujitsuImport
  {
    func fail(_ line: Int, _ field: String, _ message: String, value: String = "")
      -> ProductionDataError
    {
      ProductionDataError(file: file, line: line, field: field, message: message, value: value)
    }
    if text.contains("\u{FFFD}") {
      throw fail(0, "file", "the file is neither UTF-8 nor Shift_JIS (the Cabinet Office's encoding)")
    }
    let lines = try DataGovCSVFormat.csvLines(text, file: file)
    guard let header = lines.first else { throw fail(1, "header", "the file is empty") }
    guard header.cells == columns else {
      throw fail(
        header.number, "header", "expected '\(columns.joined(separator: ","))', found '\(header.text)'",
        value: String(header.text))
    }
    var rows: [SyukujitsuImport.Row] = []
    var seen: [Day: Int] = [:]
    for (number, _, cells) in lines.dropFirst() {
      guard cells.count == columns.count else {
        throw fail(number, "line", "expected \(columns.count) columns, found \(cells.count)")
      }
      guard let day = date(cells[0]) else {
        throw fail(number, columns[0], "'\(cells[0])' is not a date YYYY/M/D", value: String(cells[0]))
      }
      guard !cells[1].isEmpty else { throw fail(number, columns[1], "the name of \(cells[0]) is empty") }
      if let earlier = seen[day] {
        throw fail(number, columns[0], "\(cells[0]) is given twice (first on line \(earlier))")
      }
      seen[day] = number
      rows.append(SyukujitsuImport.Row(day: day, name: cells[1], line: number))
    }
    guard !rows.isEmpty else { throw fail(header.number, "line", "the file has no holidays") }
    rows.sort { $0.day < $1.day }
    let years = Array(Set(rows.map { $0.day.isoDate.year })).sorted()
    for year in years where seen[Day(iso: year, 1, 1)!] == nil {
      let line = rows.first { $0.day.isoDate.year == year }!.line
      throw fail(
        line, columns[0],
        "the file lists days of \(year) but not \(year)/1/1 (元日): a year must be given whole")
    }
    return SyukujitsuImport(rows: rows, years: years, file: file, encoding: encoding)
  }

  /// `YYYY/M/D` (month and day with or without a leading zero) as a day.
  private static func date(_ text: String) -> Day? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count),
      (1...2).contains(parts[2].count),
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    return Day(iso: year, month, day)
  }

  /// `base` (`JP`) with the file's years overriding it: a day the file lists
  /// is a day off, named by the file (the base's own holiday of that name
  /// when it has one); any other day of those years is a working day, or the
  /// base's weekend. The base's rules confirmed up to the file's years (the
  /// equinox days, proclaimed each February) are confirmed for them too.
  ///
  /// - Returns: The definition, the years in which some day changed, and the
  ///   changed days.
  /// - Throws: ``ProductionDataError`` naming the line of a year outside the
  ///   base's supported years.
  public static func overriding(_ base: ProductionCalendar, with imported: SyukujitsuImport)
    throws(ProductionDataError) -> (definition: RegionDefinition, changedYears: [Int], changedDays: [Day])
  {
    let result = try override(base, with: imported)
    return (result.definition, result.changedYears, result.changedDays)
  }

  static func override(_ base: ProductionCalendar, with imported: SyukujitsuImport)
    throws(ProductionDataError)
    -> YearOverride
  {
    let listed = Dictionary(imported.rows.map { ($0.day, $0) }, uniquingKeysWith: { a, _ in a })
    var rows: [YearOverride.Row] = []
    for year in imported.years {
      guard let first = Day(iso: year, 1, 1), let last = Day(iso: year, 12, 31) else { continue }
      var day = first
      while day <= last {
        if let row = listed[day] {
          rows.append(YearOverride.Row(day: day, isDayOff: true, note: row.name, line: row.line))
        } else {
          let weekend = base.definition.weekend(on: day).contains(day.isoWeekday)
          rows.append(YearOverride.Row(day: day, isDayOff: weekend, note: "", line: 0))
        }
        day += 1
      }
    }
    return try YearOverride(
      base, rows: rows, years: imported.years, file: imported.file, column: columns[0],
      sourceID: "cao:\(imported.file)",
      sourceTitle: "Cabinet Office, 国民の祝日・休日 (\(imported.file), \(imported.encoding))",
      newName: { HolidayName(nameKey: "holiday.jp.cabinetOffice", names: ["en": $0, "ja": $0]) })
  }
}
