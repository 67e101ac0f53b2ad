import Foundation
import Testing

@testable import Yotei

/// Day's two ISO readers agree, what it encodes it decodes, and WeekRule
/// encodes the same text every run.
@Suite struct DayCodingTests {
  @Test(arguments: [
    "-4713-11-23", "+10000-01-01", "-4713-11-24", "9999-12-31", "2024-02-29", "2023-02-29", "x",
  ])
  func bothISOReadersAgree(text: String) {
    let lenient = Day(isoString: text)
    let strict = try? Day(validatingISO: text)
    #expect(lenient == strict, "\(text)")
  }

  @Test func aDayFarOutIsNotEncodedAndDecodingChecksTheRange() throws {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    for day in [Day.minimum, Day.maximum, Day(iso: 2024, 3, 20)!] {
      #expect(try decoder.decode(Day.self, from: encoder.encode(day)) == day)
    }
    for day in [Day.minimum - 1, Day.maximum + 1, Day(julianDayNumber: .max), Day(julianDayNumber: .min)] {
      #expect(throws: EncodingError.self) { try encoder.encode(day) }
    }
    for json in ["-1", "5373485", "9223372036854775807", "\"+10000-01-01\"", "\"-4713-11-23\""] {
      #expect(throws: DecodingError.self, "\(json)") { try decoder.decode(Day.self, from: Data(json.utf8)) }
    }
    #expect(try decoder.decode(Day.self, from: Data("2451545".utf8)) == Day(iso: 2000, 1, 1)!)
  }

  @Test func weekRuleEncodesItsWeekendInOrder() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let rule = WeekRule(
      firstWeekday: .saturday, minimalDaysInFirstWeek: 1, weekend: [.sunday, .friday, .saturday])
    let text = String(decoding: try encoder.encode(rule), as: UTF8.self)
    #expect(text == #"{"firstWeekday":6,"minimalDaysInFirstWeek":1,"weekend":[5,6,7]}"#)
    #expect(try JSONDecoder().decode(WeekRule.self, from: Data(text.utf8)) == rule)
  }
}
