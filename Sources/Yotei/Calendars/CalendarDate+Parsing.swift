extension CalendarDate {
  /// Reads a date written the ways Yotei accepts:
  ///
  /// - `YYYY-MM-DD` in `calendar`, with the calendar's year and ordinal month
  ///   (`5784-07-01` in Hebrew is 1 Adar, the 7th month of 5784);
  /// - a month code instead of the month (`5784-M05L-10`);
  /// - a calendar prefix that overrides `calendar` (`hebrew:5784-07-01`);
  /// - an RFC 9557 calendar annotation on an ISO date (`2024-03-20[u-ca=persian]`),
  ///   which gives that ISO day in the annotated calendar.
  ///
  /// - Throws: ``CalendarError`` naming the field that is wrong and what is allowed.
  public init(parsing text: String, calendar: CalendarSystem = .gregorian, overflow: Overflow = .reject)
    throws(CalendarError)
  {
    var body = Substring(text.trimmingWhitespace())
    var fieldCalendar = calendar
    var annotation: CalendarSystem?
    if let colon = body.firstIndex(of: ":") {
      fieldCalendar = try CalendarSystem(identifier: String(body[..<colon]))
      body = body[body.index(after: colon)...]
    }
    if let open = body.firstIndex(of: "[") {
      guard body.last == "]" else { throw Self.malformed(text, "an annotation must end with ']'") }
      let inner = body[body.index(after: open)..<body.index(before: body.endIndex)]
      let parts = inner.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, parts[0] == "u-ca" || parts[0] == "!u-ca" else {
        throw Self.malformed(text, "the only annotation Yotei reads is [u-ca=CALENDAR]")
      }
      annotation = try CalendarSystem(identifier: String(parts[1]))
      guard fieldCalendar == calendar || !text.contains(":") else {
        throw Self.malformed(text, "give either a calendar prefix or a [u-ca=] annotation, not both")
      }
      fieldCalendar = .iso8601
      body = body[..<open]
    }
    var sign = 1
    if let first = body.first, first == "-" || first == "+" {
      sign = first == "-" ? -1 : 1
      body = body.dropFirst()
    }
    let parts = body.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3 else {
      throw Self.malformed(text, "expected YEAR-MONTH-DAY, such as 2024-03-20 or 5784-M05L-10")
    }
    guard !parts[0].isEmpty, parts[0].count <= 12, parts[0].allSatisfy({ $0.isASCII && $0.isNumber }),
      let year = Int(parts[0])
    else {
      throw CalendarError(
        kind: .malformed, field: "year", value: String(parts[0]), allowed: "digits, such as 2024",
        message: "'\(parts[0])' is not a year in '\(text)'; expected digits, such as 2024")
    }
    guard parts[2].count >= 1, parts[2].count <= 2, parts[2].allSatisfy({ $0.isASCII && $0.isNumber }),
      let day = Int(parts[2])
    else {
      throw CalendarError(
        kind: .malformed, field: "day", value: String(parts[2]), allowed: "1 or 2 digits",
        message: "'\(parts[2])' is not a day of the month in '\(text)'")
    }
    let monthText = String(parts[1])
    let date: CalendarDate
    if monthText.first == "M" {
      guard let code = MonthCode(monthText) else {
        throw CalendarError(
          kind: .malformed, field: "monthCode", value: monthText,
          allowed: "M01...M13, with L for a leap month",
          message: "'\(monthText)' is not a month code; expected M01...M13, with L for a leap month (M05L)")
      }
      date = try fieldCalendar.date(year: sign * year, monthCode: code, day: day, overflow: overflow)
    } else {
      guard monthText.count >= 1, monthText.count <= 2, monthText.allSatisfy({ $0.isASCII && $0.isNumber }),
        let month = Int(monthText)
      else {
        throw CalendarError(
          kind: .malformed, field: "month", value: monthText, allowed: "1...13 or a month code",
          message: "'\(monthText)' is not a month in '\(text)'; expected a number or a month code (M05L)")
      }
      date = try fieldCalendar.date(year: sign * year, month: month, day: day, overflow: overflow)
    }
    self = annotation.map { date.converted(to: $0) } ?? date
  }

  private static func malformed(_ text: String, _ why: String) -> CalendarError {
    CalendarError(
      kind: .malformed, field: "date", value: text,
      allowed: "YYYY-MM-DD, YYYY-Mmm-DD, CAL:..., ...[u-ca=CAL]",
      message: "cannot read '\(text)' as a date: \(why)")
  }
}

extension CalendarSystem {
  /// Reads a date in this calendar; see ``CalendarDate/init(parsing:calendar:overflow:)``.
  public func parse(_ text: String, overflow: Overflow = .reject) throws(CalendarError) -> CalendarDate {
    try CalendarDate(parsing: text, calendar: self, overflow: overflow)
  }
}

extension StringProtocol {
  func trimmingWhitespace() -> String {
    var s = Substring(self)
    while let f = s.first, f.isWhitespace { s.removeFirst() }
    while let l = s.last, l.isWhitespace { s.removeLast() }
    return String(s)
  }
}
