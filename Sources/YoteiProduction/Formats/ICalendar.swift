import Yotei
import YoteiLocalization

/// iCalendar (RFC 5545) export of a region's year, and import of holiday
/// feeds.
public enum ICalendarFormat {
  /// The special days of a year (holidays, transferred days, working
  /// weekends, shortened days) as all-day events, with CRLF line ends,
  /// escaped text and lines folded at 75 octets.
  ///
  /// - Parameters:
  ///   - calendar: The region to export.
  ///   - year: The year, in `yearCalendar` (Gregorian by default; a Persian
  ///     payroll passes `1404` and `.persian`). Event dates are Gregorian,
  ///     as iCalendar requires.
  ///   - yearCalendar: The calendar `year` is counted in.
  ///   - dtstamp: The `DTSTAMP` of every event, `YYYYMMDDTHHMMSSZ` (pass the
  ///     export time; a fixed value keeps the output reproducible).
  ///   - locale: The language of the event titles (holiday names and the
  ///     words for the other kinds of day, from Yotei's string catalog).
  ///   - lookup: Localized names by key (see ``HolidayNameLookup``).
  public static func export(
    _ calendar: ProductionCalendar, year: Int, calendar yearCalendar: CalendarSystem = .gregorian,
    dtstamp: String = "20000101T000000Z", locale: CalendarLocale = .english,
    lookup: HolidayNameLookup? = HolidayName.catalogLookup
  ) throws(ProductionError) -> String {
    let yearName = yearCalendar == .gregorian ? "\(year)" : "\(year) (\(yearCalendar.identifier))"
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Yotei//Production calendar//EN", "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH", "X-WR-CALNAME:" + escape("\(calendar.definition.name) \(yearName)"),
    ]
    let words = Localizer(locale: locale)
    for status in try calendar.specialDays(inYear: year, calendar: yearCalendar) {
      let start = compact(status.day)
      let end = compact(status.day + 1)
      let summary: String
      switch status.kind {
      case .holiday: summary = status.name(locale: locale, lookup: lookup) ?? words.string("ics.holiday")
      case .transferredDayOff:
        summary =
          status.name(locale: locale, lookup: lookup).map { words.string("ics.dayOffFor", .text($0)) }
          ?? words.string("ics.dayOff")
      case .transferredWorking:
        summary = words.string(status.isShortened ? "ics.workingDayShortened" : "ics.workingDay")
      case .working, .weekend: summary = words.string("ics.shortenedWorkingDay")
      }
      lines += [
        "BEGIN:VEVENT", "UID:\(start)-\(status.kind.rawValue)-\(calendar.code)@yotei", "DTSTAMP:\(dtstamp)",
        "DTSTART;VALUE=DATE:\(start)", "DTEND;VALUE=DATE:\(end)", "SUMMARY:" + escape(summary),
        "CATEGORIES:" + escape(status.kind.rawValue),
        "TRANSP:" + (status.isWorking ? "OPAQUE" : "TRANSPARENT"),
        "X-YOTEI-KIND:\(status.kind.rawValue)",
      ]
      if let key = status.nameKey { lines.append("X-YOTEI-KEY:" + escape(key)) }
      if let from = status.transferredFrom { lines.append("X-YOTEI-FROM;VALUE=DATE:\(compact(from))") }
      if status.isShortened, let shortening = status.shortening {
        switch shortening {
        case .by(let hours): lines.append("X-YOTEI-SHORTENED-BY:\(hours)")
        case .to(let hours): lines.append("X-YOTEI-SHORTENED-TO:\(hours)")
        }
      }
      if let source = status.source { lines.append("X-YOTEI-SOURCE:" + escape(source)) }
      if status.estimated { lines.append("X-YOTEI-ESTIMATED:TRUE") }
      lines.append("END:VEVENT")
    }
    lines.append("END:VCALENDAR")
    return lines.map(fold).joined(separator: "\r\n") + "\r\n"
  }

  /// Escapes TEXT values (RFC 5545 3.3.11).
  public static func escape(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "\\": out += "\\\\"
      case ";": out += "\\;"
      case ",": out += "\\,"
      case "\n": out += "\\n"
      case "\r": continue
      default: out.append(c)
      }
    }
    return out
  }

  /// Folds a content line into lines of at most 75 octets, never splitting
  /// a UTF-8 sequence (RFC 5545 3.1).
  public static func fold(_ line: String) -> String {
    var result = ""
    var octets = 0
    for scalar in line.unicodeScalars {
      let width = String(scalar).utf8.count
      if octets + width > 75 {
        result += "\r\n "
        octets = 1
      }
      result.unicodeScalars.append(scalar)
      octets += width
    }
    return result
  }

  static func compact(_ day: Day) -> String { day.isoString.replacing("-", with: "") }

  /// Reads an iCalendar feed of holidays (or a file this exporter wrote) as
  /// an overlay: each day of each all-day event becomes a day off named by
  /// its SUMMARY; events written by `export(_:year:dtstamp:locale:lookup:)`
  /// keep their kind, transfer source and shortening.
  ///
  /// - Throws: ``ProductionDataError`` with the line and property of the
  ///   first malformed entry.
  public static func parse(_ text: String, file: String) throws(ProductionDataError) -> Overlay {
    // Unfold: a line starting with a space or tab continues the previous one.
    var lines: [(text: String, line: Int)] = []
    for (offset, raw) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init
    ).enumerated() {
      let content = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
      if let first = content.first, first == " " || first == "\t", !lines.isEmpty {
        lines[lines.count - 1].text += content.dropFirst()
      } else if !content.isEmpty {
        lines.append((content, offset + 1))
      }
    }
    var entries: [OverlayEntry] = []
    var event: [String: (params: [String: String], value: String, line: Int)]?
    var eventLine = 0
    var sawCalendar = false
    for (text, line) in lines {
      guard let colon = text.firstIndex(of: ":") else {
        throw ProductionDataError(
          file: file, line: line, field: "line", message: "a content line needs 'NAME:value'")
      }
      let head = text[..<colon].split(separator: ";")
      let name = head.first.map { $0.uppercased() } ?? ""
      var params: [String: String] = [:]
      for param in head.dropFirst() {
        let pair = param.split(separator: "=", maxSplits: 1)
        if pair.count == 2 { params[pair[0].uppercased()] = String(pair[1]) }
      }
      let value = String(text[text.index(after: colon)...])
      switch (name, value.uppercased()) {
      case ("BEGIN", "VCALENDAR"): sawCalendar = true
      case ("BEGIN", "VEVENT"):
        guard event == nil else {
          throw ProductionDataError(
            file: file, line: line, field: "BEGIN", message: "a VEVENT inside a VEVENT")
        }
        event = [:]
        eventLine = line
      case ("END", "VEVENT"):
        guard let properties = event else {
          throw ProductionDataError(file: file, line: line, field: "END", message: "END:VEVENT without BEGIN")
        }
        entries += try eventEntries(properties, file: file, line: eventLine)
        event = nil
      default:
        if event != nil, event?[name] == nil { event?[name] = (params, value, line) }
      }
    }
    guard sawCalendar else {
      throw ProductionDataError(
        file: file, line: 1, field: "BEGIN", message: "not an iCalendar file (no BEGIN:VCALENDAR)")
    }
    guard event == nil else {
      throw ProductionDataError(
        file: file, line: eventLine, field: "VEVENT", message: "a VEVENT is never closed")
    }
    return Overlay(name: "ics \(file)", entries: entries)
  }

  private static func parseDate(_ value: String, file: String, line: Int, field: String)
    throws(ProductionDataError)
    -> Day
  {
    let digits = value.prefix(8)
    guard digits.count == 8, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let day = Day(iso: Int(digits.prefix(4))!, Int(digits.dropFirst(4).prefix(2))!, Int(digits.suffix(2))!)
    else {
      throw ProductionDataError(
        file: file, line: line, field: field, message: "'\(value)' is not a date YYYYMMDD", value: value,
        allowed: "YYYYMMDD")
    }
    return day
  }

  private static func unescape(_ text: String) -> String {
    var out = ""
    var escaping = false
    for c in text {
      if escaping {
        out.append(c == "n" || c == "N" ? "\n" : c)
        escaping = false
      } else if c == "\\" {
        escaping = true
      } else {
        out.append(c)
      }
    }
    return out
  }

  private static func eventEntries(
    _ properties: [String: (params: [String: String], value: String, line: Int)], file: String, line: Int
  ) throws(ProductionDataError) -> [OverlayEntry] {
    guard let start = properties["DTSTART"] else {
      throw ProductionDataError(file: file, line: line, field: "DTSTART", message: "an event without DTSTART")
    }
    let first = try parseDate(start.value, file: file, line: start.line, field: "DTSTART")
    var last = first
    if let end = properties["DTEND"] {
      let endDay = try parseDate(end.value, file: file, line: end.line, field: "DTEND")
      let isDate = end.params["VALUE"]?.uppercased() == "DATE" || end.value.count == 8
      last = isDate ? endDay - 1 : endDay
      guard last >= first else {
        throw ProductionDataError(
          file: file, line: end.line, field: "DTEND", message: "the event ends before it starts")
      }
      guard last - first < 366 else {
        throw ProductionDataError(
          file: file, line: end.line, field: "DTEND", message: "an event longer than a year")
      }
    }
    let summary = unescape(properties["SUMMARY"]?.value ?? "Holiday")
    let key = properties["X-YOTEI-KEY"].map { unescape($0.value) } ?? "ics." + summary
    let name = HolidayName(nameKey: key, names: ["en": summary])
    let source = "ics:\(file)"
    let kind = properties["X-YOTEI-KIND"].flatMap { DayKind(rawValue: $0.value) }
    var entries: [OverlayEntry] = []
    var day = first
    while day <= last {
      switch kind {
      case .transferredWorking?:
        entries.append(OverlayEntry(day: day, action: .workingDay, source: source, file: file, line: line))
      case .working?:
        break
      case .transferredDayOff?:
        let from = try properties["X-YOTEI-FROM"].map { (p) throws(ProductionDataError) in
          try parseDate(p.value, file: file, line: p.line, field: "X-YOTEI-FROM")
        }
        entries.append(
          OverlayEntry(day: day, action: .transfer(from: from), source: source, file: file, line: line))
      case .weekend?:
        break
      case .holiday?, nil:
        entries.append(OverlayEntry(day: day, action: .dayOff(name), source: source, file: file, line: line))
      }
      func shortenedHours(_ name: String) throws(ProductionDataError) -> ExactHours? {
        guard let property = properties[name] else { return nil }
        guard let hours = ExactHours(property.value), hours >= .zero else {
          throw ProductionDataError(
            file: file, line: property.line, field: name,
            message: "'\(property.value)' is not a number of hours (at most 3 decimals, at most 10^13)",
            value: property.value, allowed: "0 to 10^13 hours, at most three decimals")
        }
        return hours
      }
      if let hours = try shortenedHours("X-YOTEI-SHORTENED-BY") {
        entries.append(
          OverlayEntry(day: day, action: .shortened(.by(hours)), source: source, file: file, line: line))
      } else if let hours = try shortenedHours("X-YOTEI-SHORTENED-TO") {
        entries.append(
          OverlayEntry(day: day, action: .shortened(.to(hours)), source: source, file: file, line: line))
      }
      day += 1
    }
    return entries
  }
}
