/// How many terminal columns text takes, after Unicode East Asian Width
/// (UAX #11) and the way terminals draw combining marks.
///
/// - Wide (`W`) and fullwidth (`F`) characters, such as CJK ideographs, kana,
///   Hangul syllables and emoji shown as emoji, take two columns.
/// - Combining marks (`Mn`, `Me`), format characters (`Cf`, such as the
///   left-to-right mark), Hangul medial and final jamo and controls take none,
///   so `é` written as `e` + U+0301 and Hebrew with niqqud line up.
/// - Everything else, including ambiguous (`A`) characters, takes one, as in
///   terminals outside East Asian legacy mode.
///
/// ```swift
/// TextWidth.columns("三月")     // 4
/// TextWidth.columns("e\u{301}")  // 1
/// ```
public enum TextWidth {
  /// The columns `text` takes.
  public static func columns(_ text: some StringProtocol) -> Int {
    // A character's columns are its scalars' unless it has VS16 (see
    // `columns(_: Character)`): without one, the scalars are summed
    // without finding where characters start.
    var total = 0
    for scalar in text.unicodeScalars {
      if scalar == "\u{FE0F}" { return text.reduce(0) { $0 + columns($1) } }
      total += columns(scalar)
    }
    return total
  }

  /// The columns one grapheme cluster takes.
  public static func columns(_ character: Character) -> Int {
    var width = 0
    var emojiVariation = false
    for scalar in character.unicodeScalars {
      if scalar == "\u{FE0F}" { emojiVariation = true }
      width += columns(scalar)
    }
    // A text-default symbol followed by VS16 is drawn as a two-column emoji.
    if emojiVariation && width == 1 { return 2 }
    return width
  }

  /// The columns one scalar takes on its own.
  public static func columns(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v == 0 { return 0 }
    if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
    if v < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return 0 }
    if isWide(v) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// `text` padded with spaces to `width` columns, on the left (`right`
  /// alignment), the right, or both.
  public static func pad(_ text: String, to width: Int, alignment: Alignment = .left) -> String {
    let missing = max(0, width - columns(text))
    switch alignment {
    case .left: return text + String(repeating: " ", count: missing)
    case .right: return String(repeating: " ", count: missing) + text
    case .center:
      let left = missing / 2
      return String(repeating: " ", count: left) + text + String(repeating: " ", count: missing - left)
    }
  }

  /// Where padding goes.
  public enum Alignment: Sendable {
    case left, right, center
  }

  /// The longest prefix of `text` that fits in `width` columns.
  public static func truncate(_ text: String, to width: Int) -> String {
    var out = ""
    var used = 0
    for character in text {
      let w = columns(character)
      if used + w > width { break }
      out.append(character)
      used += w
    }
    return out
  }

  /// East Asian Width `W` and `F` ranges (Unicode 15), emoji aside.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
    0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
    0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
    0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
    0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
    0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
    0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
    0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
    0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x18CD5,
    0x18D00...0x18D08, 0x1AFF0...0x1B2FB, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
    0x1F191...0x1F19A, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
    0x1F260...0x1F265, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  private static func isWide(_ v: UInt32) -> Bool {
    if v < 0x1100 { return false }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let range = wideRanges[mid]
      if v < range.lowerBound {
        high = mid - 1
      } else if v > range.upperBound {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }
}
