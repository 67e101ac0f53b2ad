/// A POSIX TZ string, as found in the footer of a TZif file (RFC 8536 section
/// 3.3, with the version 3 extensions): the rules a zone follows after its last
/// listed transition, such as `EST5EDT,M3.2.0,M11.1.0` or `<+0330>-3:30`.
struct PosixTZ: Sendable, Hashable {
  /// The day of the year a rule applies on.
  enum DateSpec: Sendable, Hashable {
    /// `Jn`: day 1...365, never counting 29 February.
    case julianNoLeap(Int)
    /// `n`: day 0...365, counting 29 February.
    case zeroBased(Int)
    /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (1...5, 5 = last) of month `m`.
    case monthWeekDay(month: Int, week: Int, weekday: Int)
  }

  /// When a DST period starts or ends: a day and a local time (which can be
  /// negative or past 24:00 in version 3).
  struct RuleTime: Sendable, Hashable {
    var date: DateSpec
    var time: Int
  }

  struct Daylight: Sendable, Hashable {
    var abbreviation: String
    /// Seconds east of UTC.
    var offset: Int
    var start: RuleTime
    var end: RuleTime
  }

  var standardAbbreviation: String
  /// Seconds east of UTC (POSIX writes it with the opposite sign).
  var standardOffset: Int
  var daylight: Daylight?

  /// Parses a TZ string, or explains what is wrong with it.
  init(parsing text: String) throws(PosixTZParseError) {
    var parser = Parser(bytes: Array(text.utf8))
    let std = try parser.name()
    let stdOffset = -(try parser.offset(maxHours: 24))
    standardAbbreviation = std
    standardOffset = stdOffset
    if parser.atEnd {
      daylight = nil
      return
    }
    let dst = try parser.name()
    var dstOffset = stdOffset + 3600
    if let c = parser.peek, c == UInt8(ascii: "+") || c == UInt8(ascii: "-") || Parser.isDigit(c) {
      dstOffset = -(try parser.offset(maxHours: 24))
    }
    let start: RuleTime
    let end: RuleTime
    if parser.atEnd {
      // POSIX leaves the default rule to the implementation; tzcode uses the
      // United States rules.
      start = RuleTime(date: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 7200)
      end = RuleTime(date: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 7200)
    } else {
      try parser.expect(",")
      start = try parser.rule()
      try parser.expect(",")
      end = try parser.rule()
      guard parser.atEnd else { throw parser.error("unexpected text after the DST rules") }
    }
    daylight = Daylight(abbreviation: dst, offset: dstOffset, start: start, end: end)
  }

  /// The transitions this rule makes in `year` (UTC instants), each with whether
  /// DST is in effect after it, sorted by instant.
  func transitions(inYear year: Int) -> [(instant: Int64, isDaylight: Bool)] {
    guard let dst = daylight else { return [] }
    let start =
      Int64(PosixTZ.day(of: dst.start.date, inYear: year)) * 86_400 + Int64(dst.start.time)
      - Int64(standardOffset)
    let end =
      Int64(PosixTZ.day(of: dst.end.date, inYear: year)) * 86_400 + Int64(dst.end.time)
      - Int64(dst.offset)
    return start <= end ? [(start, true), (end, false)] : [(end, false), (start, true)]
  }

  /// Days since 1970-01-01 of the rule date in `year`.
  static func day(of spec: DateSpec, inYear year: Int) -> Int {
    let jan1 = ISOArithmetic.julianDayNumber(year: year, month: 1, day: 1) - Day.unixEpoch.julianDayNumber
    switch spec {
    case .julianNoLeap(let n):
      return jan1 + n - 1 + (ISOArithmetic.isLeap(year) && n >= 60 ? 1 : 0)
    case .zeroBased(let n):
      return jan1 + n
    case .monthWeekDay(let month, let week, let weekday):
      let first =
        ISOArithmetic.julianDayNumber(year: year, month: month, day: 1) - Day.unixEpoch.julianDayNumber
      // 1970-01-01 was a Thursday (4, counting Sunday as 0).
      let firstWeekday = ((first % 7) + 7 + 4) % 7
      var day = first + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
      let length = ISOArithmetic.daysInMonth(year: year, month: month)
      while day >= first + length { day -= 7 }
      return day
    }
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool { index == bytes.count }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    static func isAlpha(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }

    func error(_ message: String) -> PosixTZParseError {
      PosixTZParseError(message: message + " at position \(index)")
    }

    mutating func expect(_ c: Character) throws(PosixTZParseError) {
      guard let p = peek, p == c.asciiValue else { throw error("expected '\(c)'") }
      index += 1
    }

    mutating func name() throws(PosixTZParseError) -> String {
      let begin = index
      if peek == UInt8(ascii: "<") {
        index += 1
        let nameStart = index
        while let c = peek, c != UInt8(ascii: ">") {
          guard Parser.isAlpha(c) || Parser.isDigit(c) || c == UInt8(ascii: "+") || c == UInt8(ascii: "-")
          else { throw error("invalid character in a quoted abbreviation") }
          index += 1
        }
        guard peek == UInt8(ascii: ">") else { throw error("unterminated '<' in an abbreviation") }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        index += 1
        guard name.utf8.count >= 3 else {
          index = begin
          throw error("abbreviation '\(name)' is shorter than three characters")
        }
        return name
      }
      while let c = peek, Parser.isAlpha(c) { index += 1 }
      guard index - begin >= 3 else { throw error("expected an abbreviation of three or more letters") }
      return String(decoding: bytes[begin..<index], as: UTF8.self)
    }

    mutating func number(maxDigits: Int) throws(PosixTZParseError) -> Int {
      var value = 0
      var digits = 0
      while let c = peek, Parser.isDigit(c), digits < maxDigits {
        value = value * 10 + Int(c - 0x30)
        digits += 1
        index += 1
      }
      guard digits > 0 else { throw error("expected a number") }
      if let c = peek, Parser.isDigit(c) { throw error("number too long") }
      return value
    }

    /// `[+-]hh[:mm[:ss]]` in seconds, with the sign as written.
    mutating func offset(maxHours: Int) throws(PosixTZParseError) -> Int {
      var sign = 1
      if peek == UInt8(ascii: "+") {
        index += 1
      } else if peek == UInt8(ascii: "-") {
        sign = -1
        index += 1
      }
      let hours = try number(maxDigits: 3)
      guard hours <= maxHours else { throw error("hours \(hours) out of range 0...\(maxHours)") }
      var seconds = hours * 3600
      if peek == UInt8(ascii: ":") {
        index += 1
        let minutes = try number(maxDigits: 2)
        guard minutes < 60 else { throw error("minutes \(minutes) out of range 0...59") }
        seconds += minutes * 60
        if peek == UInt8(ascii: ":") {
          index += 1
          let secs = try number(maxDigits: 2)
          guard secs < 60 else { throw error("seconds \(secs) out of range 0...59") }
          seconds += secs
        }
      }
      return sign * seconds
    }

    mutating func rule() throws(PosixTZParseError) -> RuleTime {
      let date: DateSpec
      if peek == UInt8(ascii: "J") {
        index += 1
        let n = try number(maxDigits: 3)
        guard (1...365).contains(n) else { throw error("Julian day J\(n) out of range 1...365") }
        date = .julianNoLeap(n)
      } else if peek == UInt8(ascii: "M") {
        index += 1
        let m = try number(maxDigits: 2)
        try expect(".")
        let w = try number(maxDigits: 1)
        try expect(".")
        let d = try number(maxDigits: 1)
        guard (1...12).contains(m), (1...5).contains(w), (0...6).contains(d) else {
          throw error("rule M\(m).\(w).\(d) out of range")
        }
        date = .monthWeekDay(month: m, week: w, weekday: d)
      } else {
        let n = try number(maxDigits: 3)
        guard (0...365).contains(n) else { throw error("day \(n) out of range 0...365") }
        date = .zeroBased(n)
      }
      var time = 7200
      if peek == UInt8(ascii: "/") {
        index += 1
        // Version 3 allows -167...167 hours here.
        time = try offset(maxHours: 167)
      }
      return RuleTime(date: date, time: time)
    }
  }
}

/// What is wrong with a POSIX TZ string.
struct PosixTZParseError: Error, Sendable, Hashable {
  var message: String
}
