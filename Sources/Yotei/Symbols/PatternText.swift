internal import CYoteiICU

/// A date written from an ICU pattern by Yotei itself, with CLDR's names read
/// straight from ICU's data: no ICU date formatter is opened (about a million
/// instructions each, most of `yotei-repl -c day`, which writes a date in 17
/// calendars).
///
/// It writes Yotei's own fields, so the text always names the date Yotei
/// computed. It answers only what it can write exactly as ICU's formatter
/// would (`PatternTextTests` compares both in every locale ICU has, in each
/// calendar it serves, on days across the supported range):
/// - calendars whose months are numbered plainly and whose years are plain
///   numbers (not Hebrew, with its leap-year month names; not Japanese, with
///   its 236 eras and first-year numerals; not Chinese or Dangi, with cyclic
///   years and leap months);
/// - digits of a decimal numbering system, and no per-field numbering override
///   in the locale's date styles;
/// - the pattern letters G, y, M, L, d, E and c (the last as a name), and
///   quoted text; not narrow month names (MMMMM), where ICU's fallback
///   through CLDR's aliases differs from the resource bundle's for some
///   calendars (Sardinian Ethiopic months: ICU writes the number).
///
/// Anything else gives `nil`, and ICU's formatter writes it.
enum PatternText {
  /// Whether this writes dates of `calendar` (a switch, not a set: a set's
  /// generic metadata costs a fresh process 0.3 M instructions).
  static func writes(_ calendar: CalendarSystem) -> Bool {
    switch calendar {
    case .gregorian, .iso8601, .persian, .islamicCivil, .islamicUmalqura, .islamicTbla, .islamic, .buddhist,
      .roc,
      .coptic, .ethiopic, .ethioaa, .indian:
      true
    case .hebrew, .japanese, .chinese, .dangi:
      false
    }
  }

  /// `date` written with `pattern` in `symbols`' locale and digits, or `nil`
  /// when ICU's formatter must write it. `styleNumbers` tells whether ICU
  /// would open the formatter for a date style (whose CLDR numbering
  /// overrides, if any, apply).
  static func format(_ date: CalendarDate, pattern: String, symbols: CalendarSymbols, styleNumbers: Bool)
    -> String?
  {
    // A day before a calendar's first era (Buddhist before 1 BE) is written
    // in the Gregorian calendar (CalendarSymbols.gregorianFallback).
    let digits = symbols.numberingSystem
    guard writes(symbols.calendar), date.era >= 0, digits.digits?.count == 10 else { return nil }
    if styleNumbers && !symbols.locale.dateNumbersOverride(calendar: symbols.calendar, style: .long).isEmpty {
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
      guard let field = Self.field(ch, count: count, date: date, digits: digits, locale: locale) else {
        return nil
      }
      out += field
    }
    return quoted ? nil : out
  }

  /// One run of a pattern letter, or `nil` for a letter or width not served.
  private static func field(
    _ letter: Character, count: Int, date: CalendarDate, digits: NumberingSystem, locale: String
  )
    -> String?
  {
    switch letter {
    case "G":
      let width = count == 4 ? "wide" : count == 5 ? "narrow" : count <= 3 ? "abbreviated" : nil
      return width.flatMap { name(locale, "eras", nil, $0, date.era) }
    case "y":
      guard date.yearOfEra >= 1 else { return nil }
      if count == 2 { return number(date.yearOfEra % 100, minimumDigits: 2, digits) }
      return number(date.yearOfEra, minimumDigits: count, digits)
    case "M", "L":
      let context = letter == "M" ? "format" : "stand-alone"
      switch count {
      case 1, 2: return number(date.month, minimumDigits: count, digits)
      case 3: return name(locale, "monthNames", context, "abbreviated", date.month - 1)
      case 4: return name(locale, "monthNames", context, "wide", date.month - 1)
      default: return nil
      }
    case "d":
      guard count <= 2 else { return nil }
      return number(date.day, minimumDigits: count, digits)
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

  /// `n` in `digits` (a decimal system), padded with its zeros to
  /// `minimumDigits`, without grouping (as ICU writes date fields).
  private static func number(_ n: Int, minimumDigits: Int, _ digits: NumberingSystem) -> String? {
    guard n >= 0 else { return nil }
    let text = digits.format(n)
    guard text.count < minimumDigits else { return text }
    return String(repeating: digits.format(0), count: minimumDigits - text.count) + text
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
}
