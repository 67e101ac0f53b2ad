import Testing

@testable import Yotei

/// Weekday names read from CLDR's data (`resourceWeekdayNames`, what
/// `weekdayNames` gives without opening an ICU formatter) against the names
/// ICU's date format symbols hold, in every locale ICU lists and every
/// calendar, in each width and context.
@Suite struct WeekdayNameTests {
  /// Each width and context with its `UDateFormatSymbolType`.
  static let kinds: [(SymbolWidth, SymbolContext, Int32)] = [
    (.wide, .format, 3), (.abbreviated, .format, 4), (.narrow, .format, 9), (.short, .format, 20),
    (.wide, .standalone, 13), (.abbreviated, .standalone, 14), (.narrow, .standalone, 15),
    (.short, .standalone, 21),
  ]

  @Test(arguments: CalendarSystem.allCases)
  func resourceNamesAreTheFormattersNames(_ calendar: CalendarSystem) throws {
    var differences: [String] = []
    var missing = 0
    let identifiers = CalendarLocale.availableIdentifiers
    for identifier in identifiers {
      let symbols = CalendarSymbols(locale: try CalendarLocale(identifier), calendar: calendar)
      for (width, context, kind) in Self.kinds {
        let icu = FormatterCache.shared.symbols(kind: kind, locale: symbols.symbolLocale, indices: 1..<8)
        guard let own = symbols.resourceWeekdayNames(width, context: context) else {
          missing += 1
          continue
        }
        if own != icu { differences.append("\(identifier) \(width) \(context): \(own) | ICU \(icu ?? [])") }
      }
    }
    #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(6))")
    // The data has every name: a miss would quietly open ICU's formatter again.
    #expect(missing == 0)
  }

  /// What `weekdayNames` gives, by weekday, is the list read from the data.
  @Test func weekdayNamesUseTheResourceNames() throws {
    let symbols = CalendarSymbols(locale: try CalendarLocale("fa-IR"), calendar: .persian)
    let names = symbols.weekdayNames(.wide, context: .standalone)
    let list = try #require(symbols.resourceWeekdayNames(.wide, context: .standalone))
    #expect(
      list == [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday].map { names[$0]! })
    #expect(list == FormatterCache.shared.symbols(kind: 13, locale: symbols.symbolLocale, indices: 1..<8))
  }
}
