import Testing

@testable import Yotei

#if canImport(Glibc)
  import Glibc
#endif

/// The shortcuts a process's first date takes (docs/PERFORMANCE.md, the runtime
/// start): each gives what the longer code it replaced gave.
@Suite struct StartPathTests {
  /// Patterns with eras of every width, quotes, a quote with a combining mark,
  /// and letters beside the era.
  static let patterns = [
    "EEEE, MMMM d, y G", "G y MMMM d", "GGGGG y-MM-dd", "y 'G' GGGG", "GGy", "'it''s' G",
    "'lyɛ'̌ʼ G d", "", "d MMMM y", "GGGG GG G",
  ]

  @Test(arguments: patterns)
  func eraRunsAreTheFieldRunsOfG(pattern: String) {
    let expected = CalendarSymbols.fieldRuns(in: pattern).filter { $0.first == "G" }.map(\.count)
    #expect(CalendarSymbols.eraRunLengths(in: pattern).sorted() == expected.sorted(), "\(pattern)")
  }

  @Test func icuIdentifiersNameTheCalendarAndDigits() throws {
    let persian = try CalendarLocale("fa-IR")
    #expect(persian.baseIdentifier == "fa_IR")
    #expect(persian.icuIdentifier(calendar: .persian) == "fa_IR@calendar=persian;numbers=arabext")
    #expect(
      persian.icuIdentifier(calendar: .gregorian, numbers: "latn") == "fa_IR@calendar=gregorian;numbers=latn")
    let thai = try CalendarLocale("th-TH-u-nu-thai")
    #expect(thai.icuIdentifier(calendar: .buddhist).hasSuffix("@calendar=buddhist;numbers=thai"))
    #expect(!thai.baseIdentifier.contains("@"))
  }

  /// Every calendar's identifier, in any case, by the search that replaced
  /// `init(rawValue:)`.
  @Test func everyIdentifierNamesItsCalendar() throws {
    for calendar in CalendarSystem.allCases {
      #expect(try CalendarSystem(identifier: calendar.rawValue) == calendar)
      #expect(try CalendarSystem(identifier: calendar.rawValue.uppercased()) == calendar)
    }
  }

  /// The English locale's weekend, made without a set literal.
  @Test func englishWeekendIsSaturdayAndSunday() throws {
    #expect(CalendarLocale.english.weekRule.weekend == [.saturday, .sunday])
    #expect(CalendarLocale.english.weekRule == (try CalendarLocale("en-US")).weekRule)
  }

  /// Weekday names in a week's order come from the Sunday-first list by
  /// position: the same as the names by weekday.
  @Test func orderedWeekdayNamesAreTheNamesByWeekday() throws {
    for locale in ["en", "he-IL", "fa-IR", "ja-JP", "ar-SA"] {
      let symbols = CalendarSymbols(locale: try CalendarLocale(locale), calendar: .gregorian)
      let rule = try CalendarLocale(locale).weekRule
      for width in [SymbolWidth.wide, .abbreviated, .narrow] {
        let byDay = symbols.weekdayNames(width)
        #expect(byDay.count == 7)
        #expect(symbols.weekdayNames(width, orderedBy: rule) == rule.weekdaysInOrder.map { byDay[$0]! })
      }
    }
  }

  /// `joinedByAppending(separator:)` gives what `joined(separator:)` gives.
  @Test func joiningByAppendingIsJoining() {
    let lists: [[String]] = [
      [], [""], ["a"], ["", ""], ["Sa", "Su"], ["ש׳", "ו׳", ""], ["一", "二", "三", "四"],
    ]
    for list in lists {
      for separator in ["", " ", "؛ ", "; ", "\u{200E} "] {
        #expect(list.joinedByAppending(separator: separator) == list.joined(separator: separator), "\(list)")
      }
    }
  }

  /// A file read by `DataFile.readToEnd` is the same bytes whatever size
  /// `fstat` gave (a file that grew or shrank since); more than the limit
  /// gives back more than `limit` bytes, so the caller can refuse it.
  @Test func readingToTheEndGivesTheFileWhateverTheSizeHint() throws {
    let path = "/tmp/yotei-read-to-end-\(getpid())"
    let content = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let file = fopen(path, "wb")!
    _ = content.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
    defer { unlink(path) }
    for size in [0, 1, 4095, 9_999, 10_000, 10_001, 65_536] {
      let fd = open(path, O_RDONLY)
      defer { close(fd) }
      #expect(DataFile.readToEnd(fd, size: size, limit: 1 << 20) == content, "size \(size)")
    }
    let fd = open(path, O_RDONLY)
    defer { close(fd) }
    #expect((DataFile.readToEnd(fd, size: 100, limit: 5_000)?.count ?? 0) > 5_000)
    #expect(DataFile.readToEnd(-1, size: 10, limit: 100) == nil)
    #expect(try DataFile.read(path) == content)
    #expect(try TimeZoneDatabase.readFile(path, identifier: "test") == content)
  }
}
