extension CalendarDate {
  /// Reads a date written the ways Yotei accepts:
  ///
  /// - `YYYY-MM-DD` in `calendar`, with the calendar's year and ordinal month
  ///   (`5784-07-01` in Hebrew is 1 Adar, the 7th month of 5784);
  /// - a month code instead of the month (`5784-M05L-10`);
  /// - a calendar prefix that overrides `calendar` (`hebrew:5784-07-01`);
  /// - an RFC 9557 calendar annotation on an ISO date (`2024-03-20[u-ca=persian]`),
  ///   which gives that ISO day in the annotated calendar;
  /// - an RFC 9557 timestamp, which has a time and a suffix in brackets
  ///   (`2024-03-20T10:00:00+01:00[Europe/Paris]`, `...[u-ca=hebrew]`): its
  ///   date part (the local date it names) is taken, read as ISO, and given
  ///   in the annotated calendar or else in `calendar`.
  ///
  /// Digits may be any decimal digits Unicode knows (`۱۴۰۳-۰۱-۰۱`,
  /// `١٤٤٦-٠٩-٠١`), as users type them in their locale; bidirectional marks
  /// are ignored. A date with a time but no bracketed suffix
  /// (`2024-03-20T10:00`) is refused with an error saying so.
  ///
  /// ```swift
  /// print(try CalendarDate(parsing: "۱۴۰۳-۰۱-۰۱", calendar: .persian).dayNumber)       // 2024-03-20
  /// print(try CalendarDate(parsing: "2024-03-20T23:30:00-03:00[America/Sao_Paulo]").dayNumber)  // 2024-03-20
  /// ```
  ///
  /// - Throws: ``CalendarError`` naming the field that is wrong and what is allowed.
  public init(parsing text: String, calendar: CalendarSystem = .gregorian, overflow: Overflow = .reject)
    throws(CalendarError)
  {
    self = try Self.reading(text, calendar: calendar, overflow: overflow).date
  }

  /// Reads a date as ``init(parsing:calendar:overflow:)`` does and also
  /// says what the text itself named: the calendar of a prefix
  /// (`persian:1403-01-01`) or of a `[u-ca=...]` suffix, and the time of day
  /// and zone of an RFC 9557 timestamp. A tool that shows a date in the
  /// calendar its text named, or refuses a time, asks this rather than
  /// reading the text again.
  ///
  /// ```swift
  /// let text = try CalendarDate.reading("iso8601:2024-03-01")
  /// print(text.namedCalendar?.identifier ?? "-", text.date.dayNumber)  // iso8601 2024-03-01
  /// ```
  ///
  /// - Throws: ``CalendarError`` naming the field that is wrong and what is
  ///   allowed; a time of day without an RFC 9557 suffix is refused with
  ///   the field `time` and the time as the value.
  public static func reading(
    _ text: String, calendar: CalendarSystem = .gregorian, overflow: Overflow = .reject
  ) throws(CalendarError) -> ParsedDate {
    var body = Substring(Self.normalizingDigits(text.trimmingWhitespace()))
    var fieldCalendar = calendar
    var annotation: CalendarSystem?
    var prefixed = false
    // A calendar prefix starts with a letter and is letters, digits and '-'
    // before a ':' (`iso8601:`); a date, and so a time after it, starts
    // with a digit or a sign.
    if let colon = body.firstIndex(of: ":"), let first = body.first, first.isASCII, first.isLetter,
      body[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    {
      fieldCalendar = try CalendarSystem(identifier: String(body[..<colon]))
      body = body[body.index(after: colon)...]
      prefixed = true
    }
    var hasSuffix = false
    var zoneAnnotation: Substring?
    var criticalAnnotation = false
    if let open = body.firstIndex(of: "[") {
      guard body.last == "]" else { throw Self.malformed(text, "an annotation must end with ']'") }
      let suffix = body[open...]
      body = body[..<open]
      for element in suffix.dropFirst().dropLast().split(separator: "]", omittingEmptySubsequences: false) {
        guard element.first == "[" || element.startIndex == suffix.index(after: suffix.startIndex) else {
          throw Self.malformed(text, "annotations are written [key=value] one after another")
        }
        let inner = element.first == "[" ? element.dropFirst() : element
        let parts = inner.split(separator: "=", maxSplits: 1)
        if parts.count == 2, parts[0] == "u-ca" || parts[0] == "!u-ca" {
          // RFC 9557 and Temporal: the first calendar annotation counts; a
          // later different one is refused when either is critical ('!').
          let named = try CalendarSystem(identifier: String(parts[1]))
          let critical = parts[0] == "!u-ca"
          if let earlier = annotation {
            if earlier != named && (critical || criticalAnnotation) {
              throw Self.malformed(
                text,
                "it names two calendars ([u-ca=\(earlier.cldrIdentifier)] and [\(inner)]) and one is critical ('!')"
              )
            }
          } else {
            annotation = named
          }
          criticalAnnotation = criticalAnnotation || critical
        } else if parts.count == 1, !inner.isEmpty, !inner.contains("=") {
          // A time-zone annotation ([Europe/Paris], [+01:00]): the date part stands.
          zoneAnnotation = inner
        } else {
          throw Self.malformed(
            text, "the annotations Yotei reads are [u-ca=CALENDAR] and a time zone, not '[\(inner)]'")
        }
      }
      guard !prefixed else {
        throw Self.malformed(text, "give either a calendar prefix or an RFC 9557 suffix, not both")
      }
      hasSuffix = true
      fieldCalendar = .iso8601
    }
    let namedCalendar = prefixed ? fieldCalendar : annotation
    var timeOfDay: String?
    // A time follows the date after a 'T' or a blank and starts with a
    // digit (`tomorow` has a 't' but no time).
    if let t = body.indices.first(where: { index in
      let c = body[index]
      guard c == "T" || c == "t" || c == " ", index != body.startIndex else { return false }
      let next = body.index(after: index)
      return next < body.endIndex && body[next].isASCII && body[next].isNumber
    }) {
      let time = String(body[t...])
      guard hasSuffix else {
        let shown = time.trimmingWhitespace()
        throw CalendarError(
          kind: .malformed, field: "time", value: Self.quoted(shown),
          allowed: "a date without a time of day, such as 2024-03-20",
          message:
            "cannot read '\(Self.quoted(text))' as a date: it has a time ('\(Self.quoted(shown))'); give the "
            + "date alone (YYYY-MM-DD), or an RFC 9557 timestamp with a suffix such as [Europe/Paris] or "
            + "[u-ca=gregory] to take its date part")
      }
      guard Self.isTimeOfDay(time.dropFirst()) else {
        throw Self.malformed(text, "'\(time)' is not a time of day with an optional offset (T10:00:00+01:00)")
      }
      timeOfDay = time.trimmingWhitespace()
      body = body[..<t]
    } else if let zone = zoneAnnotation {
      throw Self.malformed(
        text, "a time-zone annotation ([\(zone)]) needs a time (2024-03-20T10:00[\(zone)])")
    }
    if hasSuffix && annotation == nil && calendar != .iso8601 { annotation = calendar }
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
        kind: .malformed, field: "year", value: Self.quoted(parts[0]), allowed: "digits, such as 2024",
        message:
          "'\(Self.quoted(parts[0]))' is not a year in '\(Self.quoted(text))'; expected digits, such as 2024")
    }
    guard parts[2].count >= 1, parts[2].count <= 2, parts[2].allSatisfy({ $0.isASCII && $0.isNumber }),
      let day = Int(parts[2])
    else {
      throw CalendarError(
        kind: .malformed, field: "day", value: Self.quoted(parts[2]), allowed: "1 or 2 digits",
        message: "'\(Self.quoted(parts[2]))' is not a day of the month in '\(Self.quoted(text))'")
    }
    let monthText = String(parts[1])
    let date: CalendarDate
    if monthText.first == "M" {
      guard let code = MonthCode(monthText) else {
        throw CalendarError(
          kind: .malformed, field: "monthCode", value: Self.quoted(monthText),
          allowed: "M01...M13, with L for a leap month",
          message:
            "'\(Self.quoted(monthText))' is not a month code; expected M01...M13, with L for a leap month (M05L)"
        )
      }
      date = try fieldCalendar.date(year: sign * year, monthCode: code, day: day, overflow: overflow)
    } else {
      guard monthText.count >= 1, monthText.count <= 2, monthText.allSatisfy({ $0.isASCII && $0.isNumber }),
        let month = Int(monthText)
      else {
        throw CalendarError(
          kind: .malformed, field: "month", value: Self.quoted(monthText), allowed: "1...13 or a month code",
          message:
            "'\(Self.quoted(monthText))' is not a month in '\(Self.quoted(text))'; expected a number or a month code (M05L)"
        )
      }
      date = try fieldCalendar.date(year: sign * year, month: month, day: day, overflow: overflow)
    }
    return ParsedDate(
      date: annotation.map { date.converted(to: $0) } ?? date, namedCalendar: namedCalendar,
      timeOfDay: timeOfDay, zone: zoneAnnotation.map(String.init))
  }

  /// `text` with every Unicode decimal digit as its ASCII digit, and without
  /// bidirectional marks (a right-to-left field often adds them).
  static func normalizingDigits(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: continue
      default: break
      }
      if !scalar.isASCII, scalar.properties.numericType == .decimal,
        let value = scalar.properties.numericValue,
        value >= 0, value <= 9
      {
        scalars.append(Unicode.Scalar(UInt8(48 + Int(value))))
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// `HH:MM[:SS[.fraction]]` with an optional `Z` or `±HH:MM` (RFC 3339).
  static func isTimeOfDay(_ text: Substring) -> Bool {
    var rest = text
    if let last = rest.last, last == "Z" || last == "z" {
      rest = rest.dropLast()
    } else if let sign = rest.lastIndex(where: { $0 == "+" || $0 == "-" }) {
      let offset = rest[rest.index(after: sign)...]
      guard isClock(offset, allowSeconds: true, allowFraction: false) else { return false }
      rest = rest[..<sign]
    }
    return isClock(rest, allowSeconds: true, allowFraction: true)
  }

  private static func isClock(_ text: Substring, allowSeconds: Bool, allowFraction: Bool) -> Bool {
    var main = text
    if allowFraction, let dot = text.firstIndex(where: { $0 == "." || $0 == "," }) {
      let fraction = text[text.index(after: dot)...]
      guard !fraction.isEmpty, fraction.count <= 9, fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return false
      }
      main = text[..<dot]
    }
    let fields = main.split(separator: ":", omittingEmptySubsequences: false)
    guard fields.count == 2 || (allowSeconds && fields.count == 3),
      fields.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return false }
    let numbers = fields.map { Int($0)! }
    return numbers[0] <= 23 && numbers[1] <= 59 && (numbers.count < 3 || numbers[2] <= 60)
  }

  private static func malformed(_ text: String, _ why: String) -> CalendarError {
    CalendarError(
      kind: .malformed, field: "date", value: quoted(text),
      allowed: "YYYY-MM-DD, YYYY-Mmm-DD, CAL:..., ...[u-ca=CAL]",
      message: "cannot read '\(quoted(text))' as a date: \(why)")
  }

  /// `text` as an error quotes it (see `quotedInput(_:)`).
  package static func quoted<S: StringProtocol>(_ text: S) -> String { quotedInput(text) }
}

/// A date text as ``CalendarDate/reading(_:calendar:overflow:)`` read it:
/// the date, and what the text itself named.
public struct ParsedDate: Hashable, Sendable {
  /// The date: in the calendar the text named, else in the calendar given.
  public let date: CalendarDate
  /// The calendar the text named by a prefix (`hebrew:5784-07-01`) or an
  /// RFC 9557 `[u-ca=...]` suffix, or nil when it named none.
  public let namedCalendar: CalendarSystem?
  /// The time of day of an RFC 9557 timestamp (`T10:00:00+01:00`), or nil
  /// when the text is a date alone.
  public let timeOfDay: String?
  /// The time-zone annotation of an RFC 9557 timestamp (`Europe/Paris`),
  /// or nil.
  public let zone: String?
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
