import Yotei

/// One year read from an xmlcalendar.ru file, validated.
public struct XMLCalendarImport: Hashable, Sendable {
  /// The year the entries were read as.
  public var year: Int
  /// The `country` attribute (`ru`, `by`, `kz`, `uz`, `ua`).
  public var country: String
  /// The `lang` attribute of the titles.
  public var language: String
  /// The days, as overlay entries above a bare weekend.
  public var overlay: Overlay
  /// Holiday titles by their id.
  public var holidayTitles: [Int: String]
  /// Known quirks and suspicious entries found on import.
  public var issues: [ImportIssue]
}

/// The xmlcalendar.ru XML format (also used for Belarus, Kazakhstan,
/// Uzbekistan and Ukraine):
///
/// ```xml
/// <calendar year="2025" lang="ru" date="2024.12.01" country="ru">
///   <holidays><holiday id="1" title="Новогодние каникулы"/></holidays>
///   <days><day d="01.01" t="1" h="1"/><day d="05.02" t="1" f="01.04"/></days>
/// </calendar>
/// ```
///
/// `t=1` is a non-working day (`h`: its holiday, `f`: the date its day off was
/// moved from), `t=2` a shortened working day, `t=3` a working weekend day.
/// Saturday and Sunday are days off unless a `day` says otherwise.
public enum XMLCalendarFormat {
  /// Parses and validates one file.
  ///
  /// Hard errors (malformed XML, an impossible date such as `02.30`, an
  /// unknown `t` or holiday id) throw. Known quirks of published files are
  /// reported as ``ImportIssue``s: a `year` attribute the days do not fit
  /// (or that differs from `expectedYear`, such as the year in the file
  /// name), a day off with neither a holiday nor a transfer (the 2020-2021
  /// "non-working days" some files added), a transfer whose weekend source
  /// lacks its `t=3` entry, a `t=3` on a weekday.
  ///
  /// - Parameters:
  ///   - text: The XML document.
  ///   - file: The file name, for error messages.
  ///   - expectedYear: The year the file should describe; when given,
  ///     the entries are read as that year.
  ///   - weekend: The region's weekly days off.
  public static func parse(
    _ text: String, file: String, expectedYear: Int? = nil, weekend: Set<Weekday> = [.saturday, .sunday]
  ) throws(ProductionDataError) -> XMLCalendarImport {
    let elements = try XMLScanner.elements(text, file: file)
    guard let root = elements.first(where: { $0.name == "calendar" }) else {
      throw ProductionDataError(file: file, line: 1, field: "calendar", message: "no <calendar> element")
    }
    func attribute(_ element: XMLScanner.Element, _ name: String) throws(ProductionDataError) -> String {
      guard let value = element.attributes[name] else {
        throw ProductionDataError(
          file: file, line: element.line, field: "\(element.name)@\(name)", message: "missing attribute")
      }
      return value
    }
    guard let statedYear = Int(try attribute(root, "year")) else {
      throw ProductionDataError(file: file, line: root.line, field: "calendar@year", message: "not a year")
    }
    // The same years a production file may cover; a year near Int.max or
    // Int.min once trapped in the neighbour check below.
    guard ProductionYears.readable.contains(statedYear) else {
      throw ProductionDataError(
        file: file, line: root.line, field: "calendar@year",
        message: "year \(statedYear) is out of range (allowed \(ProductionYears.description))")
    }
    if let expectedYear, !ProductionYears.readable.contains(expectedYear) {
      throw ProductionDataError(
        file: file, line: root.line, field: "calendar@year",
        message: "the expected year \(expectedYear) is out of range (allowed \(ProductionYears.description))")
    }
    var issues: [ImportIssue] = []
    func issue(_ line: Int, _ field: String, _ message: String) {
      issues.append(ImportIssue(severity: .warning, file: file, line: line, field: field, message: message))
    }

    var titles: [Int: String] = [:]
    for element in elements where element.name == "holiday" {
      guard let id = Int(try attribute(element, "id")) else {
        throw ProductionDataError(
          file: file, line: element.line, field: "holiday@id", message: "not a number")
      }
      titles[id] = element.attributes["title"] ?? ""
    }

    struct RawDay {
      var month: Int
      var day: Int
      var type: Int
      var holiday: Int?
      var from: (month: Int, day: Int)?
      var line: Int
    }
    func monthDay(_ text: String, line: Int, field: String) throws(ProductionDataError) -> (Int, Int) {
      let parts = text.split(separator: ".")
      guard parts.count == 2, let m = Int(parts[0]), let d = Int(parts[1]), (1...12).contains(m),
        (1...31).contains(d)
      else {
        throw ProductionDataError(
          file: file, line: line, field: field, message: "'\(text)' is not MM.DD", value: text,
          allowed: "MM.DD")
      }
      return (m, d)
    }
    var raw: [RawDay] = []
    for element in elements where element.name == "day" {
      let (m, d) = try monthDay(try attribute(element, "d"), line: element.line, field: "day@d")
      guard let type = Int(try attribute(element, "t")), (1...3).contains(type) else {
        throw ProductionDataError(
          file: file, line: element.line, field: "day@t", message: "t must be 1, 2 or 3")
      }
      var holiday: Int?
      if let h = element.attributes["h"] {
        guard let id = Int(h), titles[id] != nil else {
          throw ProductionDataError(
            file: file, line: element.line, field: "day@h", message: "'\(h)' is not a listed holiday id",
            value: h)
        }
        holiday = id
      }
      var from: (Int, Int)?
      if let f = element.attributes["f"] { from = try monthDay(f, line: element.line, field: "day@f") }
      raw.append(RawDay(month: m, day: d, type: type, holiday: holiday, from: from, line: element.line))
    }

    // Every xmlcalendar year lists its holidays and transfers; a file with
    // no day would make every weekday of the year a confirmed working day.
    guard !raw.isEmpty else {
      throw ProductionDataError(
        file: file, line: root.line, field: "days",
        message:
          "the file lists no day (an xmlcalendar year lists every holiday, shortened day and transfer); "
          + "refused rather than read as a year with no day off")
    }

    // Which year do the entries fit? Working weekends should be weekends,
    // shortened days and moved days off weekdays.
    func fit(_ year: Int) -> Int {
      raw.reduce(0) { score, entry in
        guard let day = Day(iso: year, entry.month, entry.day) else { return score - 5 }
        let isWeekend = weekend.contains(day.isoWeekday)
        switch entry.type {
        case 3: return score + (isWeekend ? 1 : -1)
        case 2: return score + (isWeekend ? -1 : 1)
        default: return score + (entry.from != nil ? (isWeekend ? -1 : 1) : 0)
        }
      }
    }
    var year = statedYear
    if let expectedYear, expectedYear != statedYear {
      issue(
        root.line, "calendar@year",
        "the year attribute says \(statedYear) but the file should describe \(expectedYear); read as \(expectedYear)"
      )
      year = expectedYear
    } else if let better = [statedYear - 1, statedYear + 1].first(where: { fit($0) > fit(statedYear) }) {
      issue(
        root.line, "calendar@year",
        "the year attribute says \(statedYear) but the days fit \(better) better (a wrong year attribute?)")
    }

    var entries: [OverlayEntry] = []
    var seen: [Day: Int] = [:]
    let language = root.attributes["lang"] ?? "ru"
    let country = root.attributes["country"] ?? ""
    var transferSources = Set<Day>()
    var workingWeekends = Set<Day>()
    for entry in raw {
      guard let day = Day(iso: year, entry.month, entry.day) else {
        throw ProductionDataError(
          file: file, line: entry.line, field: "day@d",
          message: "\(entry.month).\(entry.day) does not exist in \(year) (an impossible day)")
      }
      if let line = seen[day] {
        throw ProductionDataError(
          file: file, line: entry.line, field: "day@d",
          message: "\(day.isoString) is listed twice (also line \(line))")
      }
      seen[day] = entry.line
      let isWeekend = weekend.contains(day.isoWeekday)
      let source = "xmlcalendar:\(file)"
      switch entry.type {
      case 1:
        if let from = entry.from {
          guard let fromDay = Day(iso: year, from.month, from.day) else {
            throw ProductionDataError(
              file: file, line: entry.line, field: "day@f",
              message: "\(from.month).\(from.day) does not exist in \(year) (an impossible day)")
          }
          transferSources.insert(fromDay)
          entries.append(
            OverlayEntry(
              day: day, action: .transfer(from: fromDay), source: source, file: file, line: entry.line))
        } else if let id = entry.holiday {
          let name = HolidayName(
            nameKey: "xmlcalendar.\(country).\(id)",
            names: [language: titles[id] ?? "", "en": titles[id] ?? ""])
          entries.append(
            OverlayEntry(day: day, action: .dayOff(name), source: source, file: file, line: entry.line))
        } else if !isWeekend {
          issue(
            entry.line, "day@t",
            "\(day.isoString) is a day off with neither a holiday (h) nor a transfer (f): "
              + "possibly a non-working day outside the production calendar (such as 2020-2021)")
          let name = HolidayName(nameKey: "xmlcalendar.dayOff", names: ["en": "Day off"])
          entries.append(
            OverlayEntry(day: day, action: .dayOff(name), source: source, file: file, line: entry.line))
        }
      case 2:
        if isWeekend {
          // A shortened working weekend day (Russia 2024-11-02).
          workingWeekends.insert(day)
          entries.append(
            OverlayEntry(day: day, action: .workingDay, source: source, file: file, line: entry.line))
        }
        entries.append(
          OverlayEntry(day: day, action: .shortened(.by(1)), source: source, file: file, line: entry.line))
      default:
        if !isWeekend {
          issue(
            entry.line, "day@t", "\(day.isoString) is marked a working weekend day (t=3) but is a weekday")
        }
        workingWeekends.insert(day)
        entries.append(
          OverlayEntry(day: day, action: .workingDay, source: source, file: file, line: entry.line))
      }
    }
    // Transfers whose weekend source has no t=3 entry (files before 2021
    // carry no f at all; some later files miss the t=3).
    for from in transferSources.sorted()
    where weekend.contains(from.isoWeekday) && !workingWeekends.contains(from) {
      let holidayOnIt = raw.contains { Day(iso: year, $0.month, $0.day) == from && $0.type == 1 }
      if !holidayOnIt {
        issue(
          seen[from] ?? root.line, "day@f",
          "a day off is moved from \(from.isoString), a weekend day with no t=3 entry (a missing t=3?)")
      }
    }
    return XMLCalendarImport(
      year: year, country: country, language: language,
      overlay: Overlay(name: "xmlcalendar \(file)", entries: entries), holidayTitles: titles, issues: issues)
  }

  /// A region made of imported years above a bare weekend: every day comes
  /// from the files, which cover every supported year.
  public static func region(
    from imports: [XMLCalendarImport], code: String, name: String,
    weekend: Set<Weekday> = [.saturday, .sunday]
  ) -> RegionDefinition {
    let years = imports.map(\.year)
    let first = years.min() ?? 2000
    let last = years.max() ?? 2000
    let ids = Set(imports.flatMap { $0.overlay.entries.compactMap(\.source) }).sorted()
    return RegionDefinition(
      code: code, name: name,
      sources: ids.map {
        ProductionSource(id: $0, title: "xmlcalendar.ru file \($0.dropFirst("xmlcalendar:".count))")
      },
      supportedYears: first...last,
      workWeekDays: 7 - weekend.count, weekends: [WeekendPeriod(days: weekend, source: ids.first)],
      overlays: imports.sorted { $0.year < $1.year }.map(\.overlay))
  }
}

/// A minimal XML scanner: elements with attributes and lines, enough for
/// data files (no DTDs, no namespaces).
enum XMLScanner {
  struct Element {
    var name: String
    var attributes: [String: String]
    var line: Int
  }

  static func elements(_ text: String, file: String) throws(ProductionDataError) -> [Element] {
    let chars = Array(text.unicodeScalars)
    var i = 0
    var line = 1
    var result: [Element] = []
    var stack: [String] = []
    func fail(_ message: String) -> ProductionDataError {
      ProductionDataError(file: file, line: line, field: "xml", message: message)
    }
    func advance() {
      if chars[i] == "\n" { line += 1 }
      i += 1
    }
    func startsWith(_ s: String) -> Bool {
      let u = Array(s.unicodeScalars)
      return i + u.count <= chars.count && Array(chars[i..<i + u.count]) == u
    }
    func skip(until terminator: String) throws(ProductionDataError) {
      while i < chars.count, !startsWith(terminator) { advance() }
      guard i < chars.count else { throw fail("unterminated markup (expected '\(terminator)')") }
      for _ in terminator.unicodeScalars { advance() }
    }
    while i < chars.count {
      if chars[i] != "<" {
        advance()
        continue
      }
      if startsWith("<!--") {
        try skip(until: "-->")
        continue
      }
      if startsWith("<?") || startsWith("<!") {
        try skip(until: ">")
        continue
      }
      let startLine = line
      advance()
      let closing = i < chars.count && chars[i] == "/"
      if closing { advance() }
      var name = ""
      while i < chars.count, !" \t\r\n/>".unicodeScalars.contains(chars[i]) {
        name.unicodeScalars.append(chars[i])
        advance()
      }
      guard !name.isEmpty else { throw fail("an element without a name") }
      var attributes: [String: String] = [:]
      var selfClosing = false
      while true {
        while i < chars.count, " \t\r\n".unicodeScalars.contains(chars[i]) { advance() }
        guard i < chars.count else { throw fail("unterminated <\(name)>") }
        if chars[i] == ">" {
          advance()
          break
        }
        if chars[i] == "/", i + 1 < chars.count, chars[i + 1] == ">" {
          selfClosing = true
          advance()
          advance()
          break
        }
        var key = ""
        while i < chars.count, !"= \t\r\n/>".unicodeScalars.contains(chars[i]) {
          key.unicodeScalars.append(chars[i])
          advance()
        }
        while i < chars.count, " \t\r\n".unicodeScalars.contains(chars[i]) { advance() }
        guard !key.isEmpty, i < chars.count, chars[i] == "=" else {
          throw fail("malformed attribute in <\(name)>")
        }
        advance()
        while i < chars.count, " \t\r\n".unicodeScalars.contains(chars[i]) { advance() }
        guard i < chars.count, chars[i] == "\"" || chars[i] == "'" else {
          throw fail("attribute \(key) of <\(name)> needs a quoted value")
        }
        let quote = chars[i]
        advance()
        var value = ""
        while i < chars.count, chars[i] != quote {
          value.unicodeScalars.append(chars[i])
          advance()
        }
        guard i < chars.count else { throw fail("unterminated attribute value") }
        advance()
        guard attributes[key] == nil else { throw fail("duplicate attribute \(key) in <\(name)>") }
        attributes[key] = try decodeEntities(value, fail: fail)
      }
      if closing {
        guard stack.last == name else {
          throw fail("</\(name)> does not close <\(stack.last ?? "nothing")>")
        }
        stack.removeLast()
      } else {
        result.append(Element(name: name, attributes: attributes, line: startLine))
        if !selfClosing { stack.append(name) }
      }
    }
    guard stack.isEmpty else { throw fail("<\(stack.last!)> is never closed") }
    return result
  }

  static func decodeEntities(_ text: String, fail: (String) -> ProductionDataError)
    throws(ProductionDataError)
    -> String
  {
    guard text.contains("&") else { return text }
    var out = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      guard let semi = rest[amp...].firstIndex(of: ";") else { throw fail("unterminated entity") }
      let entity = rest[rest.index(after: amp)..<semi]
      switch entity {
      case "amp": out += "&"
      case "lt": out += "<"
      case "gt": out += ">"
      case "quot": out += "\""
      case "apos": out += "'"
      default:
        let code: UInt32?
        if entity.hasPrefix("#x") {
          code = UInt32(entity.dropFirst(2), radix: 16)
        } else if entity.hasPrefix("#") {
          code = UInt32(entity.dropFirst())
        } else {
          code = nil
        }
        guard let code, let scalar = Unicode.Scalar(code) else { throw fail("unknown entity &\(entity);") }
        out.unicodeScalars.append(scalar)
      }
      rest = rest[rest.index(after: semi)...]
    }
    return out + rest
  }
}
