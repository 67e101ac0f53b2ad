import CYoteiICU
import Testing

@testable import Yotei

/// The pattern generator's answers baked into the library for ICU 72.1
/// (scripts/gen-best-patterns.cpp), against ICU's generator itself: every
/// locale, calendar and skeleton of the table.
@Suite struct BakedPatternTests {
  static let calendars = CalendarSystem.allCases

  static func strings(_ count: Int32, _ at: (Int32) -> UnsafePointer<CChar>?) -> [String] {
    (0..<count).map { String(cString: at($0)!) }
  }
  static let locales = strings(yotei_baked_locale_count(), yotei_baked_locale_at)
  static let skeletons = strings(yotei_baked_skeleton_count(), yotei_baked_skeleton_at)

  static func generator(_ locale: String, _ skeleton: String) -> String? {
    let units = Array(skeleton.utf16)
    return ICU.utf16 { yotei_best_pattern(locale, units, Int32(units.count), $0, $1) }
  }

  static func baked(_ locale: String, _ skeleton: String) -> String? {
    yotei_baked_best_pattern(locale, skeleton).map { String(cString: $0) }
  }

  @Test func isUsedOnlyWithTheICUItWasBakedFrom() {
    let usable = YoteiVersions.icu == "72.1"
    #expect((yotei_baked_patterns_usable() == 1) == usable)
    if !usable {
      #expect(Self.baked("en_US@calendar=gregorian;numbers=latn", "yMMMM") == nil)
    }
  }

  @Test func coversEveryLocaleCalendarAndSkeletonYoteiFormatsWith() throws {
    try #require(yotei_baked_patterns_usable() == 1)
    #expect(
      Self.locales
        == CalendarLocale.availableIdentifiers.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(
      Self.strings(yotei_baked_calendar_count(), yotei_baked_calendar_at) == Self.calendars.map(\.icuType))
    // What Sources/ pass to bestPattern (format(_:skeleton:) call sites and
    // the era-name pattern), and the "G" forms formatSupported adds.
    let used = ["yMMMM", "yMMMMEEEEd", "yMMMd", "yMMMdEEE", "MMMMd", "Gy"]
    let withEra = used.filter { $0.contains("y") && !$0.contains("G") }.map { "G" + $0 }
    #expect(Set(Self.skeletons) == Set(used + withEra))
  }

  /// Every entry equals the generator's answer for the same locale, one
  /// calendar per test case (805 generators each).
  @Test(arguments: calendars) func everyEntryIsTheGenerators(_ calendar: CalendarSystem) throws {
    try #require(yotei_baked_patterns_usable() == 1)
    var differences: [String] = []
    for base in Self.locales {
      let locale = base + "@calendar=" + calendar.icuType + ";numbers=latn"
      var status: Int32 = 0
      let generator = try #require(yotei_generator_open(locale, &status), "\(locale): status \(status)")
      defer { yotei_generator_close(generator) }
      for skeleton in Self.skeletons {
        let baked = Self.baked(locale, skeleton)
        let units = Array(skeleton.utf16)
        let live = ICU.utf16 { yotei_generator_best_pattern(generator, units, Int32(units.count), $0, $1) }
        if baked == nil || baked != live {
          differences.append("\(locale) \(skeleton): baked \(baked ?? "none"), generator \(live ?? "none")")
        }
      }
    }
    #expect(differences.isEmpty, "\(differences.count) differences, first: \(differences.prefix(5))")
  }

  @Test func answersOnlyTheFormTheLibraryOpensGeneratorsWith() throws {
    try #require(yotei_baked_patterns_usable() == 1)
    #expect(Self.baked("fa_IR@calendar=persian;numbers=latn", "yMMMM") == "y MMMM")
    #expect(Self.baked("he_IL@calendar=hebrew;numbers=latn", "yMMMMEEEEd") == "EEEE, d בMMMM y")
    // Other digits, other keywords, no calendar, a locale or calendar or
    // skeleton ICU or the table does not have: not in the table.
    for (locale, skeleton) in [
      ("fa_IR@calendar=persian;numbers=arabext", "yMMMM"), ("fa_IR@calendar=persian", "yMMMM"),
      ("fa_IR@calendar=persian;hours=h23;numbers=latn", "yMMMM"), ("fa_IR", "yMMMM"),
      ("fa_XX@calendar=persian;numbers=latn", "yMMMM"), ("fa_IR@calendar=julian;numbers=latn", "yMMMM"),
      ("fa_IR@calendar=persian;numbers=latn", "yMMMMd"), ("@calendar=persian;numbers=latn", "yMMMM"),
      ("", ""),
    ] {
      #expect(Self.baked(locale, skeleton) == nil, "\(locale) \(skeleton)")
    }
  }

  /// A locale outside the table still gets the generator's answer.
  @Test func localesOutsideTheTableUseTheGenerator() throws {
    let symbols = CalendarSymbols(locale: try CalendarLocale("en-US-u-hc-h23"), calendar: .persian)
    let locale = symbols.locale.icuIdentifier(calendar: .persian, numbers: "latn")
    #expect(symbols.bestPattern("yMMMMEEEEd") == Self.generator(locale, "yMMMMEEEEd"))
  }
}
