import Testing
import Yotei

/// `MonthCode(_:)` reads the text as UTF-8 bytes; it accepts exactly what
/// splitting the text into Characters accepted (the reading before issue 21's
/// first-use work), which this suite keeps as the reference.
@Suite struct MonthCodeParsingTests {
  /// The Character-based reading, as it was.
  static func characterReading(_ text: String) -> MonthCode? {
    let chars = Array(text)
    guard chars.count == 3 || (chars.count == 4 && chars[3] == "L"), chars[0] == "M",
      chars[1].isASCII, chars[2].isASCII, let n = Int(String(chars[1...2]))
    else { return nil }
    return MonthCode(number: n, isLeap: chars.count == 4)
  }

  @Test func acceptsWhatTheCharacterReadingAccepts() {
    var texts = [
      "M01", "M05L", "M12", "M13", "M13L", "M00", "M14", "M1", "M001", "M05X", "m05", "M05l", "M+5", "M-5",
      "M 5", "M5 ", "M\r\n", "M1\r\n", "M\r\nL", "M0\u{301}5", "M05L\u{301}", "M\u{301}05", "Ｍ05", "M٠٥", "",
      "M", "M05LL", "L05M", "M99", "M-1L", "M+1L",
    ]
    for n in 0...15 {
      texts.append(n < 10 ? "M0\(n)" : "M\(n)")
      texts.append((n < 10 ? "M0\(n)" : "M\(n)") + "L")
    }
    for text in texts {
      #expect(MonthCode(text) == Self.characterReading(text), "\(text.debugDescription)")
    }
    #expect(MonthCode("M05L") == MonthCode(number: 5, isLeap: true))
    #expect(MonthCode("M13") == MonthCode(number: 13, isLeap: false))
    #expect(MonthCode("M14") == nil)
    #expect(MonthCode("M5") == nil)
  }
}
