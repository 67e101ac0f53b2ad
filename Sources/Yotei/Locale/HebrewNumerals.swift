/// Hebrew letter numerals (gematria) as ICU 72 writes them for the `hebr`
/// numbering system (CLDR's `%hebrew` rule set): 15 is ט״ו, 16 ט״ז, 14 י״ד,
/// a single letter takes a geresh (5 is ה׳), 785 is תשפ״ה, 5785 is ה׳תשפ״ה.
///
/// ICU builds its whole rule-based numbering set (every algorithmic system)
/// before it writes the first Hebrew numeral: about 20 M instructions, several
/// milliseconds. This does the same in a few hundred instructions, for the
/// numbers a calendar shows and well beyond (`-1,000,000...1,000,000`);
/// outside that range `format(_:)` answers `nil` and callers ask ICU.
/// Tests compare it with ICU's own output.
package enum HebrewNumerals {
  /// The range written here; ICU writes larger numbers in Latin digits with grouping.
  package static let range = -1_000_000...1_000_000

  /// `n` in Hebrew letters, byte for byte as ICU's `hebr` numbering system,
  /// or `nil` outside `range`.
  package static func format(_ n: Int) -> String? {
    guard range.contains(n) else { return nil }
    var out = String.UnicodeScalarView()
    if n < 0 { out.append(minus) }
    number(n.magnitude, into: &out)
    return String(out)
  }

  /// The year as a Hebrew-calendar date writes it: ICU drops the thousands
  /// of years 5001-5999 (5785 is תשפ״ה) and writes other years whole.
  package static func formatYear(_ year: Int) -> String? {
    format(year > 5000 && year < 6000 ? year - 5000 : year)
  }

  /// The number written in Hebrew letters as a user types it: the letters
  /// ``format(_:)`` writes, with or without its geresh and gershayim (or an
  /// ASCII `'` and `"` for them), a final letter or its plain form; thousands
  /// before a geresh (`ה׳תשפ״ז` is 5787). `nil` for any other text, and for
  /// letters ``format(_:)`` does not write for their sum (`יה` is not 15,
  /// `ט״ו` is), so a reading is always the number as it is written back.
  package static func parse(_ text: String) -> Int? {
    var thousands = 0
    var value = 0
    var letters = 0
    var written = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let scalar = pending {
      pending = scalars.next()
      if let worth = letterValues.first(where: { $0.letter == scalar })?.value {
        value += worth
        letters += 1
        written.append(plain(scalar))
      } else if scalar == geresh || scalar == "'" || scalar == "\u{2019}" {
        // A geresh with letters after it closes the thousands.
        if let next = pending, letterValues.contains(where: { $0.letter == next }) {
          guard thousands == 0, value > 0 else { return nil }
          thousands = value
          value = 0
        }
      } else if scalar != gershayim && scalar != "\"" && scalar != "\u{201D}" {
        return nil
      }
    }
    guard letters > 0 else { return nil }
    let number = thousands * 1000 + value
    guard let canonical = format(number) else { return nil }
    let canonicalLetters = String.UnicodeScalarView(
      canonical.unicodeScalars.filter { $0 != geresh && $0 != gershayim }.map(plain))
    return String(canonicalLetters) == String(written) ? number : nil
  }

  /// A Hebrew-calendar year as a user types it: ``parse(_:)``, with the
  /// thousands a date leaves out (``formatYear(_:)``) put back, so `תשפ״ז`
  /// and `ה׳תשפ״ז` are both 5787.
  package static func parseYear(_ text: String) -> Int? {
    guard let number = parse(text) else { return nil }
    return number < 1000 ? number + 5000 : number
  }

  /// The value of each letter, final forms included.
  private static let letterValues: [(letter: Unicode.Scalar, value: Int)] = [
    ("א", 1), ("ב", 2), ("ג", 3), ("ד", 4), ("ה", 5), ("ו", 6), ("ז", 7), ("ח", 8), ("ט", 9), ("י", 10),
    ("כ", 20), ("ך", 20), ("ל", 30), ("מ", 40), ("ם", 40), ("נ", 50), ("ן", 50), ("ס", 60), ("ע", 70),
    ("פ", 80), ("ף", 80), ("צ", 90), ("ץ", 90), ("ק", 100), ("ר", 200), ("ש", 300), ("ת", 400),
  ]

  /// A final letter's plain form (ך is כ), any other scalar as it is.
  private static func plain(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar {
    case "ך": "כ"
    case "ם": "מ"
    case "ן": "נ"
    case "ף": "פ"
    case "ץ": "צ"
    default: scalar
    }
  }

  private static let geresh: Unicode.Scalar = "\u{05F3}"
  private static let gershayim: Unicode.Scalar = "\u{05F4}"
  private static let minus: Unicode.Scalar = "\u{2212}"
  /// א ... ט for 1-9.
  private static let units: [Unicode.Scalar] = ["א", "ב", "ג", "ד", "ה", "ו", "ז", "ח", "ט"]
  /// י ... צ for 10-90.
  private static let tens: [Unicode.Scalar] = ["י", "כ", "ל", "מ", "נ", "ס", "ע", "פ", "צ"]
  /// The hundreds 100-900 before the tens and units: ק ר ש ת, then ת with more.
  private static let hundreds: [String] = ["ק", "ר", "ש", "ת", "תק", "תר", "תש", "תת", "תתק"]
  /// Numbers below 1000 written whole, not letter by letter: the round
  /// hundreds above 400 and the ones that would spell a word (רצח, שד, ...).
  /// Pairs searched in order, not a dictionary: a `[UInt: String]` would have
  /// the runtime look `UInt`'s `Hashable` conformance up at first use.
  private static let wholeBelowThousand: [(number: UInt, text: String)] = [
    (298, "רח״צ"), (304, "ד״ש"), (344, "שד״מ"), (500, "ת״ק"), (600, "ת״ר"), (698, "תרח״צ"), (700, "ת״ש"),
    (744, "תשד״מ"), (800, "ת״ת"), (900, "תת״ק"),
  ]

  /// `%hebrew`: 0 ... 1,000,000.
  private static func number(_ n: UInt, into out: inout String.UnicodeScalarView) {
    switch n {
    case 0...10:
      if n == 0 { out.append(gershayim) } else { out.append(letter(n)) }
      out.append(geresh)
    case 15, 16:
      out.append("ט")
      out.append(gershayim)
      out.append(n == 15 ? "ו" : "ז")
    case 11..<100:
      out.append(tens[Int(n / 10) - 1])
      if n % 10 == 0 {
        out.append(geresh)
      } else {
        out.append(gershayim)
        out.append(units[Int(n % 10) - 1])
      }
    case 100..<1000:
      if let whole = wholeBelowThousand.first(where: { $0.number == n })?.text {
        out.append(contentsOf: whole.unicodeScalars)
      } else {
        out.append(contentsOf: hundreds[Int(n / 100) - 1].unicodeScalars)
        belowHundredAfterHundreds(n % 100, into: &out)
      }
    case 1000: out.append(contentsOf: "אלף".unicodeScalars)
    case 2000: out.append(contentsOf: "אלפיים".unicodeScalars)
    case 1_000_000: out.append(contentsOf: "אלף אלפים".unicodeScalars)
    default:
      let (thousands, rest) = n.quotientAndRemainder(dividingBy: 1000)
      if rest == 0 {
        // 3000 and up: "<n> אלפים".
        number(thousands, into: &out)
        out.append(contentsOf: " אלפים".unicodeScalars)
      } else {
        // The thousands, marked with a geresh unless they are 1-10 or 100.
        number(thousands, into: &out)
        if thousands > 10 && thousands != 100 { out.append(geresh) }
        number(rest, into: &out)
      }
    }
  }

  /// `%%hebrew-0-99`: what follows the hundreds letters (0 ... 99).
  private static func belowHundredAfterHundreds(_ r: UInt, into out: inout String.UnicodeScalarView) {
    switch r {
    case 0: out.append(geresh)
    case 1...10:
      out.append(gershayim)
      out.append(letter(r))
    case 15, 16:
      out.append("ט")
      out.append(gershayim)
      out.append(r == 15 ? "ו" : "ז")
    default:
      if r % 10 == 0 {
        out.append(gershayim)
        // A round eighty after hundreds ends in the final form of pe.
        out.append(r == 80 ? "ף" : tens[Int(r / 10) - 1])
      } else {
        out.append(tens[Int(r / 10) - 1])
        out.append(gershayim)
        out.append(units[Int(r % 10) - 1])
      }
    }
  }

  /// The one letter of 1-10.
  private static func letter(_ n: UInt) -> Unicode.Scalar { n == 10 ? "י" : units[Int(n) - 1] }
}

/// The days of a Chinese lunar month as ICU 72 writes them for the
/// `hanidays` numbering system (CLDR's `%spellout-numbering-days` in
/// Chinese): 初一 ... 初十, 十一 ... 十九, 二十, 廿一 ... 廿九, 三十.
/// Tests compare it with ICU's own output.
package enum ChineseDayNumerals {
  /// 一 ... 九 for 1-9.
  private static let units: [Character] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"]

  /// The day `n` (1...30), or `nil` for another number (ICU writes it).
  package static func format(_ n: Int) -> String? {
    switch n {
    case 1...9: "初" + String(units[n - 1])
    case 10: "初十"
    case 11...19: "十" + String(units[n - 11])
    case 20: "二十"
    case 21...29: "廿" + String(units[n - 21])
    case 30: "三十"
    default: nil
    }
  }
}
