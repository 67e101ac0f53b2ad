import CYoteiICU
import Testing

@testable import Yotei

/// The buffer rule of CYoteiICU.h: a string fits a buffer when it and its
/// terminating NUL do; one that does not, an exact fit included, answers
/// U_BUFFER_OVERFLOW_ERROR (-15), and `ICU.utf16` retries with a buffer eight
/// times larger. The texts are CLDR 42's (common/main/en.xml and he.xml) and
/// literal text of ICU's pattern syntax (UTS #35: quoted text is written as it
/// stands).
@Suite struct BufferRuleTests {
  /// `length` letters, varied so that a cut or a repeat shows.
  static func letters(_ length: Int) -> String {
    String((0..<length).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) })
  }

  /// Formatted text 255, 256 (ICU.utf16's first buffer, exactly) and 257
  /// units long, and 2047 (the second buffer less one), comes back whole,
  /// plain and split into parts.
  @Test(arguments: [4, 255, 256, 257, 2047])
  func formattedTextAroundTheBufferSizesComesBackWhole(length: Int) {
    let day = Day(julianDayNumber: 2_460_472)  // 2024-06-10
    let locale = "en@calendar=gregorian"
    let text = Self.letters(length)
    #expect(FormatterCache.shared.format(day, pattern: "'" + text + "'", locale: locale) == text)
    // The literal and " 10": `length` units again.
    let literal = Self.letters(length - 3)
    let parts = FormatterCache.shared.formatParts(
      day, source: .pattern("'" + literal + "' d"), locale: locale)
    #expect(parts?.text.count == length)
    #expect(parts.map { String(decoding: $0.text, as: UTF16.self) } == literal + " 10")
    #expect(parts?.parts.map(\.kind) == [.other, .day])
  }

  /// CLDR's English full date pattern is "EEEE, MMMM d, y" (15 units): a
  /// buffer of 15 is too small, one of 16 takes it and its NUL.
  @Test func aStylePatternReadFromTheDataFollowsTheRule() {
    let expected = Array("EEEE, MMMM d, y".utf16)
    var exact = [UInt16](repeating: 0xFFFF, count: expected.count)
    #expect(yotei_date_style_data_pattern("en", "gregorian", 0, &exact, Int32(exact.count)) == -15)
    var roomy = [UInt16](repeating: 0xFFFF, count: expected.count + 1)
    #expect(yotei_date_style_data_pattern("en", "gregorian", 0, &roomy, Int32(roomy.count)) == 15)
    #expect(Array(roomy.prefix(15)) == expected && roomy[15] == 0)
    // ICU.utf16 starting from the exact fit retries and reads it whole.
    let read = ICU.utf16(capacity: expected.count) {
      yotei_date_style_data_pattern("en", "gregorian", 0, $0, $1)
    }
    #expect(read == "EEEE, MMMM d, y")
  }

  /// CLDR's English yMMMd is "MMM d, y" (8 units), the same rule.
  @Test func anAvailableFormatFollowsTheRule() {
    let skeleton = Array("yMMMd".utf16)
    var exact = [UInt16](repeating: 0xFFFF, count: 8)
    let locale = "en@calendar=gregorian"
    #expect(yotei_available_format(locale, skeleton, 5, &exact, 8) == -15)
    var roomy = [UInt16](repeating: 0xFFFF, count: 9)
    #expect(yotei_available_format(locale, skeleton, 5, &roomy, 9) == 8)
    #expect(Array(roomy.prefix(8)) == Array("MMM d, y".utf16) && roomy[8] == 0)
    let read = ICU.utf16(capacity: 8) { yotei_available_format(locale, skeleton, 5, $0, $1) }
    #expect(read == "MMM d, y")
  }

  /// Hebrew's full date style in the Hebrew calendar carries CLDR's
  /// numbering override "hebr" (4 characters), the same rule in a C string.
  @Test func aNumberingOverrideFollowsTheRule() {
    var exact = [CChar](repeating: 1, count: 4)
    #expect(yotei_date_numbers_override("he", "hebrew", 0, &exact, 4) == -15)
    var roomy = [CChar](repeating: 1, count: 5)
    #expect(yotei_date_numbers_override("he", "hebrew", 0, &roomy, 5) == 4)
    #expect(
      String(decoding: roomy.prefix(4).map { UInt8(bitPattern: $0) }, as: UTF8.self) == "hebr"
        && roomy[4] == 0)
    #expect(ICU.string(capacity: 4) { yotei_date_numbers_override("he", "hebrew", 0, $0, $1) } == "hebr")
  }
}
