import Yotei

/// Years read from a data.gov.ru production-calendar CSV, validated.
public struct DataGovImport: Hashable, Sendable {
  /// The totals a row states, checked against its days.
  public struct YearTotals: Hashable, Sendable {
    /// The year of the row.
    public var year: Int
    /// The stated working days.
    public var workingDays: Int
    /// The stated days off.
    public var daysOff: Int
    /// The stated norm for a 40-hour week.
    public var hours40: ExactHours
    /// The stated norm for a 36-hour week.
    public var hours36: ExactHours
    /// The stated norm for a 24-hour week.
    public var hours24: ExactHours
  }

  /// The years, in file order.
  public var years: [YearTotals]
  /// The days, as overlay entries above a Saturday-Sunday weekend.
  public var overlay: Overlay
  /// Suspicious entries found on import.
  public var issues: [ImportIssue]
  /// The file the data was read from.
  public var file: String
}

/// The data.gov.ru CSV layout: a header, then one row per year with a column
/// per month listing the non-working days (`"1,7,8,14"`; `N*` a shortened
/// working day, `N+` a transferred day off), then totals: working days, days
/// off, and hours for 40, 36 and 24 hour weeks.
public enum DataGovCSVFormat {
  /// Parses and validates a file. A row whose days disagree with its own
  /// totals, a day that does not exist, or a malformed cell throws, naming the
  /// line and column.
  public static func parse(_ text: String, file: String) throws(ProductionDataError) -> DataGovImport {
    let weekend: Set<Weekday> = [.saturday, .sunday]
    var years: [DataGovImport.YearTotals] = []
    var entries: [OverlayEntry] = []
    let issues: [ImportIssue] = []
    let columns = [
      "year", "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October",
      "November", "December", "working days", "days off", "hours 40", "hours 36", "hours 24",
    ]
    var lineNumber = 0
    var seenYears = Set<Int>()
    for rawLine in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(
      Substring.init)
    {
      lineNumber += 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      if line.trimming(" \t").isEmpty { continue }
      let cells = try splitCSV(String(line), file: file, line: lineNumber)
      func fail(_ column: Int, _ message: String, value: String = "") -> ProductionDataError {
        ProductionDataError(
          file: file, line: lineNumber,
          field: column < columns.count ? columns[column] : "column \(column + 1)",
          message: message, value: value)
      }
      guard let year = Int(cells[0].trimming(" ")) else {
        if lineNumber == 1 || years.isEmpty { continue }  // the header
        throw fail(0, "'\(cells[0])' is not a year", value: String(cells[0]))
      }
      guard cells.count >= 18 else { throw fail(cells.count, "expected 18 columns, found \(cells.count)") }
      guard (1900...2200).contains(year), !seenYears.contains(year) else {
        throw fail(0, "year \(year) is out of range or listed twice")
      }
      seenYears.insert(year)
      var working = 0
      var shortenedCount = 0
      let source = "data.gov.ru:\(file)"
      for month in 1...12 {
        let length = Gregorian.daysInMonth(year: year, month: month)
        var off = Set<Int>()
        var transferred = Set<Int>()
        var shortened = Set<Int>()
        for token in cells[month].split(separator: ",") {
          var text = token.trimming(" ")
          var marker: Character?
          if let last = text.last, last == "*" || last == "+" {
            marker = last
            text.removeLast()
          }
          guard let d = Int(text), (1...length).contains(d) else {
            throw fail(
              month, "'\(token)' is not a day of \(columns[month]) \(year) (an impossible day)",
              value: String(token))
          }
          guard !off.contains(d), !shortened.contains(d) else {
            throw fail(month, "day \(d) is listed twice")
          }
          switch marker {
          case "*": shortened.insert(d)
          case "+":
            off.insert(d)
            transferred.insert(d)
          default: off.insert(d)
          }
        }
        for d in 1...length {
          let day = Day(iso: year, month, d)!
          let isWeekend = weekend.contains(day.isoWeekday)
          if off.contains(d) {
            if transferred.contains(d) {
              entries.append(
                OverlayEntry(
                  day: day, action: .transfer(from: nil), source: source, file: file, line: lineNumber))
            } else if !isWeekend {
              let name = HolidayName(nameKey: "datagov.holiday", names: ["en": "Holiday", "ru": "Праздник"])
              entries.append(
                OverlayEntry(day: day, action: .dayOff(name), source: source, file: file, line: lineNumber))
            }
          } else {
            working += 1
            if isWeekend {
              entries.append(
                OverlayEntry(day: day, action: .workingDay, source: source, file: file, line: lineNumber))
            }
            if shortened.contains(d) {
              shortenedCount += 1
              entries.append(
                OverlayEntry(
                  day: day, action: .shortened(.by(1)), source: source, file: file, line: lineNumber))
            }
          }
        }
      }
      func number(_ column: Int) throws(ProductionDataError) -> ExactHours {
        let text = cells[column].trimming(" ").replacing(",", with: ".")
        guard let value = ExactHours(text) else {
          throw fail(
            column, "'\(cells[column])' is not a number of hours (at most 3 decimals, at most 10^13)",
            value: String(cells[column]))
        }
        return value
      }
      let totals = DataGovImport.YearTotals(
        year: year, workingDays: try number(13).thousandths / 1000,
        daysOff: try number(14).thousandths / 1000,
        hours40: try number(15), hours36: try number(16), hours24: try number(17))
      let calendarDays = Gregorian.isLeap(year) ? 366 : 365
      guard totals.workingDays == working else {
        throw fail(13, "the row lists \(working) working days, its total says \(totals.workingDays)")
      }
      guard totals.daysOff == calendarDays - working else {
        throw fail(14, "the row lists \(calendarDays - working) days off, its total says \(totals.daysOff)")
      }
      for (column, weekly) in [(15, 40), (16, 36), (17, 24)] {
        let expected =
          (ExactHours(hours: weekly) * working).divided(by: 5) - ExactHours(hours: shortenedCount)
        let stated = try number(column)
        guard stated == expected else {
          throw fail(column, "the days give \(expected) hours, the total says \(stated)")
        }
      }
      years.append(totals)
    }
    guard !years.isEmpty else {
      // Say what a .csv is read as: a file meant as another format (a
      // header mistyped, an empty file) gets here too.
      throw ProductionDataError(
        file: file, line: lineNumber, field: "year",
        message: "no year rows: a .csv is read as a data.gov.ru production calendar (a header "
          + "'Год/Месяц,Январь,...', then a row per year), unless its header is that of Japan's "
          + "syukujitsu.csv (\(SyukujitsuCSVFormat.columns.joined(separator: ","))) or of a DGPA office "
          + "calendar (\(DGPACSVFormat.columns.joined(separator: ",")))")
    }
    return DataGovImport(
      years: years, overlay: Overlay(name: "data.gov.ru \(file)", entries: entries), issues: issues,
      file: file)
  }

  /// A region made of the imported years above a Saturday-Sunday weekend.
  public static func region(from data: DataGovImport, code: String, name: String) -> RegionDefinition {
    let first = data.years.map(\.year).min()!
    let last = data.years.map(\.year).max()!
    return RegionDefinition(
      code: code, name: name,
      sources: [ProductionSource(id: "data.gov.ru:\(data.file)", title: data.overlay.name)],
      supportedYears: first...last,
      weekends: [WeekendPeriod(days: [.saturday, .sunday], source: "data.gov.ru:\(data.file)")],
      overlays: [data.overlay])
  }

  /// The non-blank lines of a CSV file, each with its 1-based number, its
  /// text (without the line end and, on line 1, a byte order mark) and its
  /// cells, trimmed of spaces and tabs. Lines end at LF or CRLF.
  static func csvLines(_ text: String, file: String) throws(ProductionDataError) -> [(
    number: Int, text: Substring, cells: [String]
  )] {
    var lines: [(number: Int, text: Substring, cells: [String])] = []
    var number = 0
    // Split on the scalar: "\r\n" is one Character.
    for raw in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(
      Substring.init)
    {
      number += 1
      var line = raw
      if line.hasSuffix("\r") { line = line.dropLast() }
      if number == 1, line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
      if line.trimming(" \t").isEmpty { continue }
      let cells = try splitCSV(String(line), file: file, line: number).map { String($0.trimming(" \t")) }
      lines.append((number, line, cells))
    }
    return lines
  }

  /// Splits a CSV line (RFC 4180 quoting).
  static func splitCSV(_ line: String, file: String, line number: Int) throws(ProductionDataError) -> [String]
  {
    var cells: [String] = []
    var current = ""
    var quoted = false
    var iterator = Array(line).makeIterator()
    var pending: Character? = nil
    while let c = pending ?? iterator.next() {
      pending = nil
      if quoted {
        if c == "\"" {
          if let next = iterator.next() {
            if next == "\"" {
              current.append("\"")
            } else {
              quoted = false
              pending = next
            }
          } else {
            quoted = false
          }
        } else {
          current.append(c)
        }
      } else if c == "\"" {
        quoted = true
      } else if c == "," {
        cells.append(current)
        current = ""
      } else {
        current.append(c)
      }
    }
    guard !quoted else {
      throw ProductionDataError(file: file, line: number, field: "line", message: "unterminated quoted cell")
    }
    cells.append(current)
    return cells
  }
}
