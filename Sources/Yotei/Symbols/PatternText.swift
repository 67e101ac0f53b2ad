internal import CYoteiICU

/// A date written from an ICU pattern by Yotei itself, with CLDR's names read
/// straight from ICU's data: no ICU date formatter is opened (about a million
/// instructions each, several for the Chinese calendar; they were most of
/// `yotei-repl -c day`, which writes a date in 17 calendars).
///
/// It writes Yotei's own fields, so the text always names the date Yotei
/// computed (Chinese and Dangi months from the published tables, Hebrew
/// 5806), in every calendar. It answers only what it can write exactly as
/// ICU's SimpleDateFormat would (`PatternTextTests` compares both in every
/// locale ICU has, in each calendar, on days across the supported range):
/// - the pattern letters G, y, M, L, d, E and c (the last as a name), U
///   (the cyclic year's name) and r (the related Gregorian year) of Chinese
///   and Dangi dates, l (which ICU ignores), and quoted text; not narrow
///   month names (MMMMM), where ICU's fallback through CLDR's aliases differs
///   from the resource bundle's for some calendars (Sardinian Ethiopic
///   months: ICU writes the number);
/// - Hebrew month names as ICU picks them (Adar in a common year, Adar I and
///   Adar II in a leap year), Chinese and Dangi leap months through CLDR's
///   leap-month patterns ("闰{0}", "{0}bis"), Chinese eras as the cycle's
///   number, as ICU writes them;
/// - digits of a decimal numbering system, Hebrew letters (`hebr`, years
///   5001-5999 without their thousands under a date style's `hebr`
///   override), the Chinese day numerals (`hanidays`, 初一 ... 三十) of a
///   style's `d=` override, and the first year of a Japanese era as 元 in
///   Japanese text with 年 (ICU's `jpanyear`).
///
/// Anything else gives `nil`, and ICU's formatter writes it.
enum PatternText {
  /// How a formatter writes the numbers of its fields: its digits, and the
  /// numbering override of the date style it was opened for (CLDR's `hebr`,
  /// `d=hanidays`, `y=jpanyear`; empty for a formatter opened with a pattern).
  struct Numbers {
    /// The formatter's digits (its locale's `numbers=` keyword).
    var digits: NumberingSystem
    /// The date style's numbering override, or "".
    var override: String
  }

  /// `date` written with `pattern` in `symbols`' locale, its numbers as
  /// `numbers` says, or `nil` when ICU's formatter must write it.
  static func format(_ date: CalendarDate, pattern: String, symbols: CalendarSymbols, numbers: Numbers)
    -> String?
  {
    // A day before a calendar's first era (Buddhist before 1 BE) is written
    // in the Gregorian calendar (CalendarSymbols.gregorianFallback), and
    // Chinese years before the first cycle are ICU's.
    guard date.era >= 0, let writer = NumberWriter(numbers, symbols: symbols, pattern: pattern) else {
      return nil
    }
    let locale = symbols.icuLocale
    var out = ""
    var chars = Array(pattern)
    chars.append("\0")
    var i = 0
    var quoted = false
    while i < chars.count - 1 {
      let ch = chars[i]
      if ch == "'" {
        // '' is an apostrophe, in quoted text or out of it.
        if chars[i + 1] == "'" {
          out.append("'")
          i += 2
        } else {
          quoted.toggle()
          i += 1
        }
        continue
      }
      guard !quoted, ch.isASCII, ch.isLetter else {
        out.append(ch)
        i += 1
        continue
      }
      var count = 1
      while chars[i + count] == ch { count += 1 }
      i += count
      guard let field = Self.field(ch, count: count, date: date, writer: writer, locale: locale) else {
        return nil
      }
      out += field
    }
    return quoted ? nil : out
  }

  /// Whether `calendar` counts Chinese cyclic years (Chinese, Dangi).
  private static func isChinese(_ calendar: CalendarSystem) -> Bool {
    calendar == .chinese || calendar == .dangi
  }

  /// One run of a pattern letter, or `nil` for a letter or width not served.
  private static func field(
    _ letter: Character, count: Int, date: CalendarDate, writer: NumberWriter, locale: String
  )
    -> String?
  {
    let chinese = isChinese(date.calendar)
    switch letter {
    case "G":
      // ICU writes a Chinese era as the number of its cycle, at every width.
      if chinese { return writer.number(date.era, minimumDigits: 1, letter: "G") }
      let width = count == 4 ? "wide" : count == 5 ? "narrow" : count <= 3 ? "abbreviated" : nil
      return width.flatMap { name(locale, "eras", nil, $0, date.era) }
    case "y":
      guard date.yearOfEra >= 1 else { return nil }
      if count == 2 { return writer.number(date.yearOfEra % 100, minimumDigits: 2, letter: "y") }
      return writer.year(date.yearOfEra, minimumDigits: count)
    case "U":
      // The cyclic year's name (丙午, bing-wu); ICU writes the number where
      // the locale has none, which is left to it.
      guard chinese, date.yearOfEra >= 1 else { return nil }
      return name(locale, "cyclicNameSets/years", "format", "abbreviated", date.yearOfEra - 1)
    case "r":
      guard chinese else { return nil }
      return writer.number(date.year, minimumDigits: count, letter: "r")
    case "l":
      // ICU's old leap-month letter writes nothing.
      return chinese ? "" : nil
    case "M", "L":
      return month(letter, count: count, date: date, writer: writer, locale: locale)
    case "d":
      guard count <= 2 else { return nil }
      return writer.number(date.day, minimumDigits: count, letter: "d")
    case "E", "c":
      // c and cc are the weekday's number, which depends on the week's first day.
      guard letter == "E" || count >= 3 else { return nil }
      let context = letter == "E" ? "format" : "stand-alone"
      let width: String? =
        switch count {
        case 1, 2, 3: "abbreviated"
        case 4: "wide"
        case 5: "narrow"
        case 6: "short"
        default: nil
        }
      // ICU numbers the weekdays from Sunday, 0.
      let index = date.dayNumber.isoWeekday.rawValue % 7
      return width.flatMap { name(locale, "dayNames", context, $0, index) }
    default:
      return nil
    }
  }

  /// A month field: its number or name, a Chinese leap month through the
  /// locale's leap-month pattern.
  private static func month(
    _ letter: Character, count: Int, date: CalendarDate, writer: NumberWriter, locale: String
  ) -> String? {
    let context = letter == "M" ? "format" : "stand-alone"
    let width: String
    switch count {
    case 1, 2: width = "numeric"
    case 3: width = "abbreviated"
    case 4: width = "wide"
    default: return nil
    }
    let code = date.monthCode
    let text: String?
    if width == "numeric" {
      // Chinese months are numbered by their code (a leap month takes the
      // number of the month before it), others by their place in the year
      // (ICU's Hebrew numbers count Adar I only in leap years).
      let number = isChinese(date.calendar) ? code.number : date.month
      text = writer.number(number, minimumDigits: count, letter: letter)
    } else {
      text = name(locale, "monthNames", context, width, nameIndex(date))
    }
    guard let text else { return nil }
    guard isChinese(date.calendar), code.isLeap else { return text }
    let path =
      width == "numeric" ? "monthPatterns/numeric/all/leap" : "monthPatterns/\(context)/\(width)/leap"
    guard var leap = string(locale, path), let hole = leap.firstRange(of: "{0}") else { return nil }
    leap.replaceSubrange(hole, with: text)
    return leap
  }

  /// The index of `date`'s month in ICU's month names: its month number
  /// from 0; in the Hebrew calendar, whose names keep a place for Adar I
  /// (M05L) at 5, the months from Adar on one later, and Adar II (M06 in a
  /// leap year) at 13.
  private static func nameIndex(_ date: CalendarDate) -> Int {
    let code = date.monthCode
    guard date.calendar == .hebrew else { return code.number - 1 }
    if code.isLeap { return 5 }
    if code.number <= 5 { return code.number - 1 }
    return code.number == 6 && date.monthsInYear == 13 ? 13 : code.number
  }

  /// A CLDR name, cached (`yotei_calendar_name`).
  static func name(
    _ locale: String, _ kind: String, _ context: String?, _ width: String, _ index: Int
  )
    -> String?
  {
    let key = "cn|\(locale)|\(kind)|\(context ?? "")|\(width)|\(index)"
    let text = SymbolCache.shared.text(key: key) {
      ICU.utf16 { buffer, capacity in
        if let context {
          return yotei_calendar_name(locale, kind, context, width, Int32(index), buffer, capacity)
        }
        return yotei_calendar_name(locale, kind, nil, width, Int32(index), buffer, capacity)
      } ?? "\u{0}"
    }
    // An empty name is ICU's too; a missing one leaves the date to ICU.
    return text == "\u{0}" ? nil : text
  }

  /// A string of the calendar's CLDR data at `path`, cached (`yotei_calendar_text`).
  private static func string(_ locale: String, _ path: String) -> String? {
    let text = SymbolCache.shared.text(key: "ct|\(locale)|\(path)") {
      ICU.utf16 { yotei_calendar_text(locale, path, $0, $1) } ?? "\u{0}"
    }
    return text == "\u{0}" ? nil : text
  }
}

/// Writes the numbers of a date's fields as one ICU formatter would: its
/// digits, a date style's numbering override for all fields or for one
/// letter, and Japanese first years.
private struct NumberWriter {
  /// The digits of every field without an override of its own.
  let digits: NumberingSystem
  /// Digits of single letters (`d=hanidays`).
  let fieldDigits: FieldDigits
  /// The few letters of a `d=hanidays`-style override and their digits, by
  /// position (a dictionary keyed by Character would have the runtime look
  /// `Character`'s `Hashable` conformance up at a process's first date).
  struct FieldDigits {
    private var entries: [(letter: Character, system: NumberingSystem)] = []

    /// The digits of `letter`'s fields, if the override names them.
    subscript(_ letter: Character) -> NumberingSystem? {
      entries.first { $0.letter == letter }?.system
    }

    /// Sets `letter`'s digits; a later item of the override wins, as ICU reads it.
    mutating func set(_ letter: Character, _ system: NumberingSystem) {
      entries.removeAll { $0.letter == letter }
      entries.append((letter, system))
    }
  }

  /// Whether years 5001-5999 lose their thousands (ICU, under a date
  /// style's `hebr` override).
  let dropsThousands: Bool
  /// Whether `y` is written as ICU's `jpanyear` (元 for 1, else Latin digits).
  let japaneseFirstYear: Bool

  /// The writer for `numbers` in `symbols`' locale and `pattern`, or `nil`
  /// for an override it cannot follow.
  init?(_ numbers: PatternText.Numbers, symbols: CalendarSymbols, pattern: String) {
    var digits = numbers.digits
    var fieldDigits = FieldDigits()
    var jpanyear = false
    let override = numbers.override
    if !override.isEmpty && !override.contains("=") {
      // One system for every date field.
      if override != digits.name {
        guard let system = try? NumberingSystem(name: override) else { return nil }
        digits = system
      }
    } else if !override.isEmpty {
      for item in override.split(separator: ";") {
        let parts = item.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, parts[0].count == 1, let letter = parts[0].first else { return nil }
        if letter == "y" && parts[1] == "jpanyear" {
          jpanyear = true
          continue
        }
        guard let system = try? NumberingSystem(name: String(parts[1])) else { return nil }
        fieldDigits.set(letter, system)
      }
    }
    // ICU writes a Japanese-calendar year in Japanese as `jpanyear` exactly
    // when the pattern has 年 (SimpleDateFormat turns it on and off with it).
    let japanese =
      symbols.calendar == .japanese && symbols.locale.language == "ja" && pattern.contains("年")
    if jpanyear && !japanese { return nil }
    self.digits = digits
    self.fieldDigits = fieldDigits
    self.dropsThousands = override == NumberingSystem.hebrewName
    self.japaneseFirstYear = japanese
  }

  /// The year of era `n`, padded to `minimumDigits` where the digits allow.
  func year(_ n: Int, minimumDigits: Int) -> String? {
    if japaneseFirstYear {
      // ICU's jpanyear rules: 元 for 1, else the number in Latin digits.
      guard minimumDigits == 1, fieldDigits["y"] == nil else { return nil }
      return n == 1 ? "元" : String(n)
    }
    let system = fieldDigits["y"] ?? digits
    if system.isHebrew && dropsThousands && minimumDigits == 1 {
      return HebrewNumerals.formatYear(n)
    }
    return number(n, minimumDigits: minimumDigits, letter: "y")
  }

  /// `n` for the field of pattern letter `letter`, without grouping (as
  /// ICU writes date fields), padded with the system's zero to
  /// `minimumDigits`; an algorithmic system (Hebrew letters, Chinese day
  /// numerals) writes one-letter fields only.
  func number(_ n: Int, minimumDigits: Int, letter: Character) -> String? {
    guard n >= 0 else { return nil }
    let system = fieldDigits[letter] ?? digits
    guard system.digits?.count == 10 else {
      guard minimumDigits == 1 else { return nil }
      if system.isHebrew { return HebrewNumerals.format(n) }
      return system.ownAlgorithmicText(n)
    }
    let text = system.format(n)
    guard text.count < minimumDigits else { return text }
    return String(repeating: system.format(0), count: minimumDigits - text.count) + text
  }
}
