import Testing

@testable import Yotei

/// A day has no time: skeletons with time fields, empty skeletons and
/// garbage are refused with an error naming the field, never formatted as
/// an invented time ("12:00 PM") or "".
@Suite struct SkeletonValidationTests {
  let symbols = CalendarSymbols(locale: .english, calendar: .gregorian)
  let day = Day(iso: 2024, 3, 20)!

  @Test(arguments: [
    ("yMMMdjm", "j", "hour"), ("zzzz", "z", "time zone"), ("Hm", "H", "hour"), ("yMMMd h", " ", nil),
    ("ms", "m", "minute"), ("yMdv", "v", "time zone"), ("EEEEa", "a", "day period"),
  ])
  func timeFieldsAreRefused(skeleton: String, letter: String, name: String?) throws {
    let error = try #require(throws: CalendarError.self) { try symbols.format(day, skeleton: skeleton) }
    #expect(error.kind == .malformed)
    #expect(error.field == "skeleton")
    #expect(error.value == skeleton)
    #expect(error.message.contains("'\(letter)'"), "\(error.message)")
    if let name { #expect(error.message.contains(name), "\(error.message)") }
  }

  @Test(arguments: ["", "!!!", "yMMMd😀", "1234"])
  func emptyAndGarbageAreRefused(skeleton: String) throws {
    let error = try #require(throws: CalendarError.self) { try symbols.format(day, skeleton: skeleton) }
    #expect(error.kind == .malformed && error.field == "skeleton", "\(error)")
  }

  @Test func dateSkeletonsStillFormat() throws {
    #expect(try symbols.format(day, skeleton: "yMMMMEEEEd") == "Wednesday, March 20, 2024")
    #expect(try symbols.format(day, skeleton: "GyMMMd") == "Mar 20, 2024 AD")
  }
}
