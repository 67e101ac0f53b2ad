import Testing

@testable import Yotei

/// Text never contains a CLDR placeholder era ("ERA0", "ERA1"): where the
/// locale has no name for a date's era, the date is written without it.
@Suite struct PlaceholderEraTests {
  static let calendars: [CalendarSystem] = [.coptic, .ethiopic, .ethioaa]
  static let skeletons = ["yMMMMEEEEd", "yMMMd", "GyMMMd", "GGGGyMMMMd", "yMMMM"]

  @Test func copticInEnglishHasNoPlaceholder() throws {
    // 2026-06-09 is 2 Paona 1742 (the Coptic year began 2025-09-11).
    let day = Day(iso: 2026, 6, 9)!
    let symbols = CalendarSymbols(locale: .english, calendar: .coptic)
    #expect(try symbols.format(day, style: .full) == "Tuesday, Paona 2, 1742")
    #expect(
      try symbols.format(try CalendarSystem.coptic.date(of: day), style: .full) == "Tuesday, Paona 2, 1742")
    #expect(symbols.eraName(of: try CalendarSystem.coptic.date(of: day)) == "")
  }

  @Test(arguments: calendars)
  func noLocaleWritesAPlaceholderEra(_ calendar: CalendarSystem) throws {
    let day = Day(iso: 2026, 6, 9)!
    var wrong: [String] = []
    var written = 0
    for identifier in CalendarLocale.availableIdentifiers {
      let symbols = CalendarSymbols(locale: try CalendarLocale(identifier), calendar: calendar)
      var texts = try DateStyle.allCases.map { try symbols.format(day, style: $0) }
      texts += try Self.skeletons.map { try symbols.format(day, skeleton: $0) }
      texts.append(try symbols.format(day, pattern: "d MMMM y G"))
      for text in texts {
        written += 1
        if text.contains(/ERA[0-9]/) { wrong.append("\(identifier): \(text)") }
      }
    }
    #expect(written > 8 * CalendarLocale.availableIdentifiers.count)
    #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(8))")
  }

  /// The era lists hold no placeholder either: an era the locale cannot
  /// name is "", at its ICU number, in every width and locale.
  @Test(arguments: calendars)
  func eraListsHoldNoPlaceholder(_ calendar: CalendarSystem) throws {
    var wrong: [String] = []
    var unnamed = 0
    for identifier in CalendarLocale.availableIdentifiers {
      let symbols = CalendarSymbols(locale: try CalendarLocale(identifier), calendar: calendar)
      for width in SymbolWidth.allCases {
        let names = symbols.eraNames(width)
        if names.contains(where: { $0.contains(/ERA[0-9]/) }) {
          wrong.append("\(identifier) \(width): \(names)")
        }
        unnamed += names.filter(\.isEmpty).count
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(8))")
    // Most locales have no name for these eras: the list keeps their places.
    #expect(unnamed > CalendarLocale.availableIdentifiers.count)
  }

  @Test(arguments: [
    ("EEEE, MMMM d, y G", "EEEE, MMMM d, y"),
    ("G y MMMM d", "y MMMM d"),
    ("Gy年M月d日", "y年M月d日"),
    ("d MMMM y 'G' G", "d MMMM y 'G'"),
    ("y G, MMM d", "y, MMM d"),
    // nnh: a quote that carries a combining mark still closes the quoted text.
    ("'lyɛ'\u{030C}ʼ d 'na' MMMM, y G", "'lyɛ'\u{030C}ʼ d 'na' MMMM, y"),
  ])
  func eraFieldsAreRemovedWithTheirBlank(pattern: String, expected: String) {
    #expect(CalendarSymbols.removingEraFields(from: pattern) == expected)
  }

  /// The era check reads one name from CLDR's data; it must judge every era
  /// as the formatter's whole list does.
  @Test(arguments: CalendarSystem.allCases.filter { $0 != .chinese && $0 != .dangi })
  func theEraReadFromTheDataIsJudgedAsTheListIs(_ calendar: CalendarSystem) throws {
    var differ: [String] = []
    var read = 0
    for identifier in CalendarLocale.availableIdentifiers {
      let symbols = CalendarSymbols(locale: try CalendarLocale(identifier), calendar: calendar)
      for width in [SymbolWidth.abbreviated, .wide] {
        let list = symbols.eraNames(width)
        for era in list.indices {
          guard let name = symbols.resourceEraName(era, width) else { continue }
          read += 1
          if CalendarSymbols.isEraName(name) != CalendarSymbols.isEraName(list[era]) {
            differ.append("\(identifier) \(width) \(era): \(name) / \(list[era])")
          }
        }
      }
    }
    #expect(read > CalendarLocale.availableIdentifiers.count)
    #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(8))")
  }

  @Test func aNamedEraIsKept() throws {
    let symbols = CalendarSymbols(locale: .english, calendar: .persian)
    #expect(try symbols.format(Day(iso: 2026, 12, 1)!, pattern: "MMMM d, y G") == "Azar 10, 1405 AP")
  }
}

/// One era rule for both `format(_:style:)` overloads: a `CalendarDate` of
/// another calendar is checked in the calendar the text is written in.
@Suite struct FormatOverloadEraTests {
  @Test func aGregorianDateBeforePersianYearOneIsRefusedByBothOverloads() throws {
    let persian = CalendarSymbols(locale: .english, calendar: .persian)
    let date = try CalendarSystem.gregorian.date(year: -100, month: 1, day: 1)
    for style in DateStyle.allCases {
      let viaDay = try #require(throws: CalendarError.self) {
        try persian.format(date.dayNumber, style: style)
      }
      let viaDate = try #require(throws: CalendarError.self) { try persian.format(date, style: style) }
      #expect(viaDay.kind == .noEraForYear && viaDate.kind == .noEraForYear)
      #expect(viaDay == viaDate)
    }
  }

  @Test(arguments: CalendarSystem.allCases)
  func bothOverloadsWriteTheSameText(_ calendar: CalendarSystem) throws {
    let symbols = CalendarSymbols(locale: .english, calendar: calendar)
    for other in CalendarSystem.allCases {
      for day in [Day(iso: 2026, 4, 24)!, Day(iso: 1, 1, 1)!, Day(iso: 300, 1, 1)!] {
        let date = try other.date(of: day)
        for style in DateStyle.allCases {
          let viaDay = Result { () throws(CalendarError) in try symbols.format(day, style: style) }
          let viaDate = Result { () throws(CalendarError) in try symbols.format(date, style: style) }
          #expect(viaDay == viaDate, "\(calendar) \(other) \(day) \(style)")
        }
      }
    }
  }
}

/// Chinese and Dangi eras are 60-year cycles CLDR does not name: no list
/// of Gregorian names beside `date.era == 78`, and no "78" as a name.
@Suite struct CyclicEraNameTests {
  @Test(arguments: [CalendarSystem.chinese, .dangi])
  func cyclesHaveNoEraNames(_ calendar: CalendarSystem) throws {
    let date = try calendar.date(of: Day(iso: 2026, 4, 24)!)
    #expect(date.era == 78)
    for locale in [CalendarLocale.english, try CalendarLocale("zh"), try CalendarLocale("ko")] {
      let symbols = CalendarSymbols(locale: locale, calendar: calendar)
      for width in [SymbolWidth.wide, .abbreviated, .narrow] {
        #expect(symbols.eraNames(width).isEmpty, "\(locale.identifier) \(width)")
        #expect(symbols.eraName(of: date, width) == "", "\(locale.identifier) \(width)")
      }
    }
  }

  @Test func otherCalendarsNameTheirEraByIndex() throws {
    let symbols = CalendarSymbols(locale: .english, calendar: .gregorian)
    let date = try CalendarSystem.gregorian.date(of: Day(iso: 2026, 4, 24)!)
    #expect(symbols.eraNames()[date.era] == "Anno Domini")
    #expect(symbols.eraName(of: date) == "Anno Domini")
  }
}
