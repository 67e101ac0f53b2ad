import Foundation
import Testing
import Yotei

@testable import YoteiPicker

/// The value types apps persist encode and decode, and a selection says its
/// range and nights.
@Suite struct PickerCodableTests {
  func roundTrip<T: Codable & Equatable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws
  {
    let data = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(T.self, from: data) == value, sourceLocation: sourceLocation)
  }

  @Test func selectionsModesAndRulesRoundTrip() throws {
    let a = Day(iso: 2024, 3, 1)!
    for selection in [
      Selection.single(nil), .single(a), .multiple([a, a + 3]), .range(nil), .range(a...(a + 2)),
    ] {
      try roundTrip(selection)
    }
    for mode in SelectionMode.allCases { try roundTrip(mode) }
    try roundTrip(SelectionRules(isRequired: true, maximumCount: 3, lengthUnit: .nights, maximumLength: 14))
    try roundTrip(try CalendarLocale("he-IL"))
    try roundTrip(CalendarLocale.english)
    try roundTrip(try TimeZoneDatabase.system.zone("Europe/Paris"))
    try roundTrip(Zone.utc)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(CalendarLocale.self, from: Data("\"xx-YY\"".utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Zone.self, from: Data("\"Mars/Base\"".utf8))
    }
  }

  @Test func aRangeSaysItsRangeAndNights() {
    let a = Day(iso: 2024, 3, 1)!
    #expect(Selection.range(a...(a + 2)).range == a...(a + 2))
    #expect(Selection.range(a...(a + 2)).nights == 2)
    #expect(Selection.range(a...a).nights == 0)
    #expect(Selection.range(nil).range == nil && Selection.range(nil).nights == nil)
    #expect(Selection.single(a).range == nil && Selection.multiple([a]).nights == nil)
    #expect(Selection.range(Day(julianDayNumber: .min)...Day(julianDayNumber: .max)).nights == .max)
  }
}
