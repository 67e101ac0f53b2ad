internal import CYoteiICU

/// Width of a localized name.
public enum SymbolWidth: String, Hashable, Sendable, Codable, CaseIterable {
  /// "Wednesday", "January".
  case wide
  /// "Wed", "Jan".
  case abbreviated
  /// "We" (weekdays); months use the abbreviated form.
  case short
  /// "W", "J".
  case narrow
}

/// Whether a name stands in a date ("format") or alone, as in a header.
public enum SymbolContext: String, Hashable, Sendable, Codable, CaseIterable {
  case format
  case standalone
}

/// Localized weekday, month and era names, titles and formatted dates for one
/// locale and calendar, from CLDR through ICU.
///
/// Month names are taken by formatting a day of each month with the year in
/// context, so a common Hebrew year says "Adar" and a leap year "Adar I" and
/// "Adar II". Results are cached.
///
/// Dates format in one of the four ``DateStyle``s or with an ICU skeleton:
///
/// ```swift
/// let symbols = CalendarSymbols(locale: try CalendarLocale("he-IL"), calendar: .hebrew)
/// let day = try CalendarSystem.hebrew.date(year: 5785, month: 9, day: 14).dayNumber
/// print(try symbols.format(day, style: .full))  // יום שלישי, י״ד בסיוון תשפ״ה
/// print(try symbols.format(day, skeleton: "yMMMd"))  // י״ד בסיון תשפ״ה
/// print(symbols.digits(15))  // ט״ו
/// ```
public struct CalendarSymbols: Hashable, Sendable {
  /// The locale.
  public let locale: CalendarLocale
  /// The calendar.
  public let calendar: CalendarSystem
  /// The numbering system used for digits in formatted dates.
  public let numberingSystem: NumberingSystem

  /// Symbols for a locale and calendar.
  ///
  /// - Parameters:
  ///   - locale: The locale of names and patterns.
  ///   - calendar: The calendar; the locale's default when `nil`.
  ///   - numberingSystem: The digits; when `nil`, the calendar's customary
  ///     numerals in the locale (``CalendarLocale/numberingSystem(for:)``:
  ///     Hebrew letters for the Hebrew calendar in Hebrew).
  public init(
    locale: CalendarLocale, calendar: CalendarSystem? = nil, numberingSystem: NumberingSystem? = nil
  ) {
    self.locale = locale
    let calendar = calendar ?? locale.defaultCalendar
    self.calendar = calendar
    self.numberingSystem = numberingSystem ?? locale.numberingSystem(for: calendar)
  }

  /// Whether ICU's own numbering override of the date styles gives this
  /// symbol set's digits, so formatters are opened for a style (which also
  /// writes Hebrew years without the thousands, as CLDR does).
  private var usesStyleNumbers: Bool {
    guard let customary = locale.customaryNumberingSystem(for: calendar) else { return false }
    return customary == numberingSystem
  }

  /// The same symbols with the locale's own digits, for a style CLDR sets
  /// no digits for while this set's are the customary ones the other styles
  /// set (Chinese dates in `ja`: `hanidec` in the full, long and medium
  /// styles, the locale's digits in the short one, "丙午-3-8" as ICU writes
  /// it); `nil` otherwise.
  private func localeDigitSymbols(for style: DateStyle) -> CalendarSymbols? {
    guard numberingSystem != locale.numberingSystem, !locale.hasExplicitNumberingSystem,
      locale.customaryNumberingSystem(for: calendar) == numberingSystem,
      locale.dateNumbersOverride(calendar: calendar, style: style).isEmpty
    else { return nil }
    return CalendarSymbols(locale: locale, calendar: calendar, numberingSystem: locale.numberingSystem)
  }

  /// The numbering system CLDR's date styles write the day of the month in
  /// when it differs from the rest of the date: `hanidays` (初一 ... 三十)
  /// for Chinese dates in Chinese and Cantonese, as `format(_:style:)` writes them;
  /// `nil` elsewhere (Korean Dangi dates, whose CLDR formats write the day
  /// in digits), when the locale names its digits (`-u-nu-`), or when this
  /// set's digits are not the locale's.
  ///
  /// ```swift
  /// let chinese = CalendarSymbols(locale: try CalendarLocale("zh-CN"), calendar: .chinese)
  /// print(chinese.dayOfMonthNumberingSystem?.format(1) ?? "")  // 初一
  /// ```
  public var dayOfMonthNumberingSystem: NumberingSystem? {
    guard !locale.hasExplicitNumberingSystem, numberingSystem == locale.numberingSystem else { return nil }
    let override = locale.dateNumbersOverride(calendar: calendar, style: .long)
    guard let day = override.split(separator: ";").first(where: { $0.hasPrefix("d=") }) else { return nil }
    return try? NumberingSystem(name: String(day.dropFirst(2)))
  }

  /// Whether a style formatter as ICU opens it writes this symbol set's digits.
  private func styleMatchesDigits(_ style: DateStyle) -> Bool {
    let override = locale.dateNumbersOverride(calendar: calendar, style: style)
    if override.isEmpty { return true }
    if override.contains("=") {
      return !locale.hasExplicitNumberingSystem && numberingSystem == locale.numberingSystem
    }
    return override == numberingSystem.name
  }

  var icuLocale: String { locale.icuIdentifier(calendar: calendar, numbers: numberingSystem.name) }

  /// The ICU locale names are read in: names do not depend on the digits,
  /// and a formatter with algorithmic ones (Hebrew letters) builds ICU's
  /// rule-based numerals as it opens.
  var symbolLocale: String {
    numberingSystem.isAlgorithmic ? locale.icuIdentifier(calendar: calendar, numbers: "latn") : icuLocale
  }

  /// Weekday names by weekday.
  ///
  /// Every names function here defaults to the `.format` context (the form
  /// inside a date, "среда" in Russian); pass `.standalone` for names that
  /// stand alone, such as column headers.
  public func weekdayNames(_ width: SymbolWidth = .wide, context: SymbolContext = .format) -> [Weekday:
    String]
  {
    var result: [Weekday: String] = HashedStorage.dictionary(capacity: 7)
    for (i, name) in sundayFirstWeekdayNames(width, context: context).enumerated() {
      result[i == 0 ? .sunday : Weekday(rawValue: i)!] = name
    }
    return result
  }

  /// The seven weekday names, Sunday first, as ``weekdayNames(_:context:)``
  /// gives them.
  private func sundayFirstWeekdayNames(_ width: SymbolWidth, context: SymbolContext) -> [String] {
    let kind: Int32 =
      switch (width, context) {
      case (.wide, .format): 3
      case (.abbreviated, .format): 4
      case (.narrow, .format): 9
      case (.short, .format): 20
      case (.wide, .standalone): 13
      case (.abbreviated, .standalone): 14
      case (.narrow, .standalone): 15
      case (.short, .standalone): 21
      }
    return EnglishGregorian.applies(to: self)
      ? EnglishGregorian.weekdays(width)
      : SymbolCache.shared.list(key: "wd|\(icuLocale)|\(kind)") {
        resourceWeekdayNames(width, context: context)
          ?? FormatterCache.shared.symbols(kind: kind, locale: symbolLocale, indices: 1..<8)
          ?? Array(repeating: "", count: 7)
      }
  }

  /// The weekday names ICU's date format symbols hold (Sunday first), read
  /// straight from CLDR's data as ``PatternText`` reads them, without opening
  /// an ICU date formatter (about a million instructions, most of a
  /// `yotei-repl -c show` outside English); `nil` when the data lacks one,
  /// and the formatter's symbols are taken. `CalendarSymbolsTests` compares
  /// both in every locale and calendar.
  func resourceWeekdayNames(_ width: SymbolWidth, context: SymbolContext) -> [String]? {
    let widthName =
      switch width {
      case .wide: "wide"
      case .abbreviated: "abbreviated"
      case .short: "short"
      case .narrow: "narrow"
      }
    let contextName = context == .format ? "format" : "stand-alone"
    // The seven from one lookup; one by one (each with its own fallback)
    // where the list cannot give them all.
    let locale = symbolLocale
    let joined = ICU.utf16(capacity: 512) {
      yotei_calendar_names(locale, "dayNames", contextName, widthName, 7, $0, $1)
    }
    if let all = joined?.split(separator: "\u{0}", omittingEmptySubsequences: false), all.count == 7 {
      return all.map(String.init)
    }
    var names: [String] = []
    for index in 0..<7 {
      guard let name = PatternText.name(symbolLocale, "dayNames", contextName, widthName, index) else {
        return nil
      }
      names.append(name)
    }
    return names
  }

  /// Weekday names in the display order of `weekRule`, in the `.format`
  /// context unless `context` says otherwise (as ``weekdayNames(_:context:)``).
  public func weekdayNames(
    _ width: SymbolWidth = .wide, context: SymbolContext = .format, orderedBy weekRule: WeekRule
  ) -> [String] {
    // By position (Sunday is 0), without a dictionary keyed by Weekday.
    let names = sundayFirstWeekdayNames(width, context: context)
    return weekRule.weekdaysInOrder.map { names[$0 == .sunday ? 0 : $0.rawValue] }
  }

  /// The names of the months of `year`, by ordinal month.
  ///
  /// - Throws: ``CalendarError`` if the year is outside the supported range.
  public func monthNames(year: Int, _ width: SymbolWidth = .wide, context: SymbolContext = .format)
    throws(CalendarError) -> [String]
  {
    let letter = context == .format ? "M" : "L"
    let count =
      switch width {
      case .wide: 4
      case .abbreviated, .short: 3
      case .narrow: 5
      }
    let pattern = String(repeating: letter, count: count)
    let months = try calendar.months(inYear: year)
    // No year in the pattern: every month has its name, whatever its year.
    return months.map { formatSupported($0.firstDay, pattern: pattern) }
  }

  /// The era names the locale has for this calendar, by ICU era number.
  ///
  /// `.short` gives the abbreviated names; `.narrow` CLDR's narrow names
  /// ("B", "A" in English, "p.n.e.", "n.e." in Polish), never a cut-down name.
  ///
  /// Chinese and Dangi have none: their ``CalendarDate/era`` is the number
  /// of the 60-year cycle (78 for 2026), which CLDR does not name, so the
  /// list is empty rather than the Gregorian names ICU falls back to. Use
  /// ``eraName(of:_:)`` to name a date's era safely in every calendar.
  ///
  /// An era the locale has no name for is an empty string, never the
  /// placeholder ICU takes from root ("ERA0", "ERA1": Coptic and Ethiopic
  /// eras in most locales), so the list keeps its ICU numbering and holds
  /// no placeholder text.
  public func eraNames(_ width: SymbolWidth = .wide) -> [String] {
    if calendar == .chinese || calendar == .dangi { return [] }
    let kind: Int32 = width == .wide ? 7 : 0
    return SymbolCache.shared.list(key: "era|\(icuLocale)|\(kind)|\(width.rawValue)") {
      let names: [String]
      if width == .narrow {
        let locale = symbolLocale
        guard let joined = ICU.utf16(capacity: 4096, { yotei_narrow_eras(locale, $0, $1) }), !joined.isEmpty
        else { return [] }
        names = joined.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
      } else {
        names = FormatterCache.shared.symbols(kind: kind, locale: symbolLocale) ?? []
      }
      return names.map { Self.isEraName($0) ? $0 : "" }
    }
  }

  /// The era name of a date; empty when the locale has no name for its era
  /// (Coptic before Diocletian and Ethiopic Amete Alem outside a few
  /// locales, where ICU writes a placeholder such as "ERA0"), and for
  /// Chinese and Dangi dates, whose era is an unnamed 60-year cycle (see
  /// ``eraNames(_:)``). A date of another calendar is named in this one.
  public func eraName(of date: CalendarDate, _ width: SymbolWidth = .wide) -> String {
    if calendar == .chinese || calendar == .dangi { return "" }
    let date = date.calendar == calendar ? date : date.converted(to: calendar)
    if !formatsOwnFields, gregorianFallback(date) == nil, !hasEraName(date.era, widths: [width]) { return "" }
    let pattern = width == .wide ? "GGGG" : (width == .narrow ? "GGGGG" : "G")
    return formatSupported(date.dayNumber, pattern: pattern)
  }

  /// The locale's month-and-year title (skeleton `yMMMM`), in the order the
  /// locale writes it.
  ///
  /// ```swift
  /// let iran = CalendarSymbols(locale: try CalendarLocale("fa-IR"))
  /// print(try iran.monthTitle(year: 1403, month: 1))  // ۱۴۰۳ فروردین
  /// let us = CalendarSymbols(locale: .english)
  /// print(try us.monthTitle(year: 2024, month: 3))  // March 2024
  /// let hebrew = CalendarSymbols(locale: .english, calendar: .hebrew)
  /// print(try hebrew.monthTitle(year: 5784, month: 7))  // Adar II 5784
  /// ```
  public func monthTitle(year: Int, month: Int) throws(CalendarError) -> String {
    // The month's first supported day: the partial first month of the
    // supported days (November 4714 BCE) has a title too.
    let first: CalendarDate
    if year == calendar.supportedYearRange.lowerBound,
      let info = try calendar.months(inYear: year).first(where: { $0.ordinal == month }),
      info.firstDay < Day.minimum
    {
      first = calendar.uncheckedDate(of: Day.minimum)
    } else {
      first = try calendar.date(year: year, month: month, day: 1)
    }
    try checkEra(first, skeleton: "yMMMM")
    return formatSupported(first.dayNumber, skeleton: "yMMMM")
  }

  /// A day formatted with the locale's best pattern for a skeleton such as
  /// `yMMMMEEEEd` ("Wednesday, March 20, 2024").
  ///
  /// A year outside the calendar's current era is shown with its era ("4713
  /// BC", not "4713"), and a Japanese day before Taika or a Buddhist day
  /// before 1 BE, which have no era of their own, is formatted in the
  /// Gregorian calendar with its era (see ``CalendarDate/era``).
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/outOfSupportedRange``
  ///   when `day` is outside ``Day/supportedRange``, and of kind
  ///   ``CalendarError/Kind/noEraForYear`` when the text would write a year
  ///   of an era below 1 or an era the locale has no name for (see
  ///   ``checkEra(_:pattern:)``); of kind ``CalendarError/Kind/malformed``
  ///   (field `skeleton`) for an empty skeleton or one with a letter that is
  ///   not a date field: a time field (`j`, `m`, `zzzz`) would be invented
  ///   for a day, which has no time.
  public func format(_ day: Day, skeleton: String) throws(CalendarError) -> String {
    try Self.validate(skeleton: skeleton)
    let day = try day.checkedSupported()
    try checkEra(calendar.uncheckedDate(of: day), skeleton: skeleton)
    return formatSupported(day, skeleton: skeleton)
  }

  /// ICU's date-field letters, the ones a skeleton of a day may use (no
  /// hour, minute, second, period or zone: a day has no time).
  package static let dateFieldLetters = Set("GyYuUrQqMLlwWdDFgEec")

  /// ICU's time-field letters, named in the error for a skeleton that has one.
  static let timeFieldNames: [Character: String] = [
    "h": "hour", "H": "hour", "k": "hour", "K": "hour", "j": "hour", "J": "hour", "C": "hour",
    "a": "day period", "b": "day period", "B": "day period", "m": "minute", "s": "second",
    "S": "fractional second", "A": "milliseconds in day", "z": "time zone", "Z": "time zone",
    "O": "time zone", "v": "time zone", "V": "time zone", "X": "time zone", "x": "time zone",
  ]

  /// Refuses an empty skeleton and one with a letter that is not a date
  /// field, with an error of kind ``CalendarError/Kind/malformed`` naming
  /// the letter (field `skeleton`).
  package static func validate(skeleton: String) throws(CalendarError) {
    let allowed = "the date field letters " + String(dateFieldLetters.sorted())
    guard !skeleton.isEmpty else {
      throw CalendarError(
        kind: .malformed, field: "skeleton", value: "", allowed: allowed,
        message: "the skeleton is empty; give date fields such as yMMMd")
    }
    guard let bad = skeleton.first(where: { !dateFieldLetters.contains($0) }) else { return }
    let quoted = CalendarDate.quoted(skeleton)
    if let name = timeFieldNames[bad] {
      throw CalendarError(
        kind: .malformed, field: "skeleton", value: quoted, allowed: allowed,
        message:
          "the skeleton '\(quoted)' has the time field '\(bad)' (\(name)); a day has no time, so give date fields only, such as yMMMd"
      )
    }
    throw CalendarError(
      kind: .malformed, field: "skeleton", value: quoted, allowed: allowed,
      message: "'\(bad)' in the skeleton '\(quoted)' is not an ICU date field letter (\(allowed))")
  }

  func formatSupported(_ day: Day, skeleton: String) -> String {
    let date = calendar.uncheckedDate(of: day)
    let withEra =
      Self.needsEra(date) && !skeleton.contains("G") && skeleton.contains(where: Self.isYearLetter)
    let skeleton = withEra ? "G" + skeleton : skeleton
    if let gregorian = gregorianFallback(date) { return gregorian.formatSupported(day, skeleton: skeleton) }
    return formatSupported(day, pattern: bestPattern(skeleton))
  }

  /// A day in one of the locale's four date styles for this calendar, as ICU
  /// (and Foundation) write it: "Tuesday, June 10, 2025" in `en-US` full
  /// style, "יום שלישי, י״ד בסיוון תשפ״ה" for the Hebrew calendar in `he-IL`
  /// (CLDR 42's spelling of Sivan, from ICU 72; Foundation's newer CLDR writes
  /// "סיון").
  ///
  /// The style's digits are ``numberingSystem``; with the customary ones,
  /// ICU's own per-field numerals apply too (Chinese-calendar days in `zh`).
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/outOfSupportedRange``
  ///   when `day` is outside ``Day/supportedRange``, and of kind
  ///   ``CalendarError/Kind/noEraForYear`` when CLDR has no era for its year
  ///   (``checkEra(_:pattern:)``).
  public func format(_ day: Day, style: DateStyle) throws(CalendarError) -> String {
    let day = try day.checkedSupported()
    return try format(calendar.uncheckedDate(of: day), style: style)
  }

  func formatSupported(_ day: Day, style: DateStyle) -> String {
    if let plain = localeDigitSymbols(for: style) { return plain.formatSupported(day, style: style) }
    let date = calendar.uncheckedDate(of: day)
    if let gregorian = gregorianFallback(date) {
      return gregorian.formatSupported(day, pattern: gregorian.addingEra(to: gregorian.datePattern(style)))
    }
    if Self.needsEra(date) { return formatSupported(day, pattern: datePattern(style)) }
    let pattern = datePattern(style)
    let source: FormatterCache.DateSource =
      styleMatchesDigits(style) ? .style(style.icuStyle) : patternSource(pattern)
    return SymbolCache.shared.text(key: "s|\(icuLocale)|\(source.key)|\(day.julianDayNumber)") {
      format(day, source: source, pattern: pattern)
    }
  }

  /// A calendar date in one of the locale's date styles; see ``format(_:style:)-(Day,_)``.
  ///
  /// A date of another calendar is written as its day in this symbols'
  /// calendar, under the same era rule as the `Day` overload (Gregorian
  /// -100-01-01 with Persian symbols is refused, as that day is).
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/noEraForYear``
  ///   when CLDR has no era for its year (``checkEra(_:pattern:)``).
  public func format(_ date: CalendarDate, style: DateStyle) throws(CalendarError) -> String {
    let date = date.calendar == calendar ? date : date.converted(to: calendar)
    let pattern = datePattern(style)
    try checkEra(date, pattern: Self.needsEra(date) ? addingEra(to: pattern) : pattern)
    return formatSupported(date.dayNumber, style: style)
  }

  /// The locale's ICU pattern for a date style of this calendar
  /// (`EEEE, MMMM d, y` for `en-US` full).
  public func datePattern(_ style: DateStyle) -> String {
    // The formatter's pattern is the style's entry in the data: read without
    // opening one (a million instructions; `DatePatternTests` compares both).
    if let resource = styleResource(style) { return resource.pattern }
    return formatterDatePattern(style)
  }

  /// The pattern of an ICU formatter opened for a date style.
  package func formatterDatePattern(_ style: DateStyle) -> String {
    SymbolCache.shared.text(key: "dp|\(icuLocale)|\(style.rawValue)") {
      ICU.utf16 { yotei_date_style_pattern(icuLocale, style.icuStyle, $0, $1) } ?? ""
    }
  }

  func patternSource(_ pattern: String) -> FormatterCache.DateSource {
    usesStyleNumbers ? .patternWithStyleNumbers(pattern) : .pattern(pattern)
  }

  /// The locale's best ICU pattern for a skeleton (`yMMMM` gives `MMMM y` in English).
  public func bestPattern(_ skeleton: String) -> String {
    if skeleton == "yMMMM" && EnglishGregorian.applies(to: self) { return EnglishGregorian.titlePattern }
    return SymbolCache.shared.text(key: "bp|\(icuLocale)|\(skeleton)") {
      // The generator builds a formatter for each date style as it opens; with
      // the locale's digits those use rule-based numerals (Hebrew letters: 0.1 s
      // for one title). Patterns do not depend on the digits, so it is opened
      // with Latin ones, unless fractional seconds (the decimal sign) are asked for.
      let generatorLocale =
        skeleton.contains("S") ? icuLocale : locale.icuIdentifier(calendar: calendar, numbers: "latn")
      // The skeletons Yotei formats with, in every locale ICU lists: ICU 72.1's
      // generator's own answers, baked (scripts/gen-best-patterns.cpp;
      // BakedPatternTests compares each with the generator). Opening a generator
      // costs about 2 M instructions per locale and calendar.
      if let baked = yotei_baked_best_pattern(generatorLocale, skeleton) { return String(cString: baked) }
      let units = Array(skeleton.utf16)
      // A year-and-month skeleton that CLDR lists as is needs no pattern
      // generator (which takes milliseconds to open): the generator returns that
      // very entry. The rest is left to it: it prefers its one-letter canonical
      // items ("y") and the locale's own full or long date patterns (which all
      // have a day) to an entry inherited from a parent locale.
      if skeleton.count > 1, skeleton.allSatisfy({ "yMLG".contains($0) }),
        let listed = ICU.utf16({ yotei_available_format(icuLocale, units, Int32(units.count), $0, $1) })
      {
        return listed
      }
      // CLDR keys the year-and-month formats of most non-Gregorian calendars
      // with "yyyy" ("yyyyMMMM" for the Hebrew calendar in Hebrew), which the
      // generator answers "yMMMM" from; a locale's own such entry is taken as
      // is when it writes every year field with one letter and has no era
      // (the generator shortens "YYYY" to the skeleton's one letter and drops
      // or resizes an era the skeleton lacks; checked against the generator
      // for every locale and calendar of ICU 72 with yMMMM, yMMMd, yMMMMEEEEd
      // and their "G" forms).
      if skeleton.count > 1, skeleton.first == "y", skeleton.dropFirst().allSatisfy({ "MLG".contains($0) }) {
        let alternate = Array(("yyy" + skeleton).utf16)
        if let listed = ICU.utf16({
          yotei_available_format_own(icuLocale, alternate, Int32(alternate.count), $0, $1)
        }), Self.yearRuns(in: listed).allSatisfy({ $0 == 1 }),
          !listed.contains("G")
        {
          return listed
        }
      }
      // A skeleton of a whole date (day, weekday, month, year, era) that CLDR
      // does not list is what one of the locale's date styles has exactly
      // ("EEEE, MMMM d, y" is yMMMMEEEEd in English): the generator adds the
      // styles' patterns first and returns that exact match as is.
      if skeleton.allSatisfy({ "GyMEd".contains($0) }), skeleton.contains("d"),
        ICU.utf16({ yotei_available_format(icuLocale, units, Int32(units.count), $0, $1) }) == nil
      {
        let wanted = Self.fieldRuns(in: skeleton)
        for style in DateStyle.allCases {
          if let pattern = styleDataPattern(style), Self.fieldRuns(in: pattern) == wanted { return pattern }
        }
      }
      return ICU.utf16 { yotei_best_pattern(generatorLocale, units, Int32(units.count), $0, $1) } ?? skeleton
    }
  }

  /// The pattern ICU's pattern generator gives for `skeleton`, never the
  /// listed-entry shortcut of ``bestPattern(_:)`` (tests compare the two).
  package func generatorPattern(_ skeleton: String) -> String? {
    let units = Array(skeleton.utf16)
    return ICU.utf16 { yotei_best_pattern(icuLocale, units, Int32(units.count), $0, $1) }
  }

  /// A day formatted with an ICU pattern as given (`d MMMM y`), except that
  /// a year outside the calendar's current era gets its era next to it, where
  /// the locale writes one ("101 BC", "紀元前101年"), and
  /// days without an era of their own go to the Gregorian calendar, as in
  /// ``format(_:skeleton:)``.
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/outOfSupportedRange``
  ///   when `day` is outside ``Day/supportedRange``, and of kind
  ///   ``CalendarError/Kind/noEraForYear`` when CLDR has no era for its year
  ///   (``checkEra(_:pattern:)``).
  public func format(_ day: Day, pattern: String) throws(CalendarError) -> String {
    let day = try day.checkedSupported()
    let date = calendar.uncheckedDate(of: day)
    try checkEra(date, pattern: Self.needsEra(date) ? addingEra(to: pattern) : pattern)
    return formatSupported(day, pattern: pattern)
  }

  /// Refuses text of `date` that CLDR has no era for, with an error of kind
  /// ``CalendarError/Kind/noEraForYear`` naming the calendar, the date and
  /// the reason; `pattern` is the ICU pattern the text would be written
  /// with (era added). A date of another calendar is checked as its day in
  /// this symbols' calendar, the one the text is written in.
  ///
  /// Every day from the first year of a calendar's first era formats; before
  /// it, Gregorian, ISO, ROC, Japanese and Buddhist text counts back with an
  /// era of its own (BCE, before the R.O.C.), but CLDR has none for Persian,
  /// Islamic, Indian or Hebrew years below 1, none in most locales for Coptic
  /// years before Diocletian or Ethiopic Amete Alem years (ICU writes
  /// "ERA0"), and Chinese and Dangi related Gregorian years before 1 CE would
  /// be written as negative numbers. A pattern with no year and no era
  /// ("MMMM d") formats any day. ``CalendarDate``'s numeric fields are not
  /// affected: they stay proleptic (``CalendarDate/year`` counts below 1).
  public func checkEra(_ date: CalendarDate, pattern: String) throws(CalendarError) {
    // A date of another calendar is checked as its day in this one.
    let date = date.calendar == calendar ? date : date.converted(to: calendar)
    guard Self.mayLackEra(date), gregorianFallback(date) == nil else { return }
    let runs = Self.fieldRuns(in: pattern)
    let locale = self.locale.identifier
    switch calendar {
    case .chinese, .dangi:
      guard date.year < 1, runs.contains(where: { $0.first == "r" }) else { return }
      throw .noEraForYear(
        date, locale: locale, field: "year", value: String(date.year),
        reason:
          "its related Gregorian year \(date.year) is before 1 CE and would be written as a number below 1")
    default:
      if date.yearOfEra < 1, runs.contains(where: { Self.isYearLetter($0.first!) }) {
        throw .noEraForYear(
          date, locale: locale, field: "year", value: String(date.yearOfEra),
          reason:
            "its year \(date.yearOfEra) is before year 1 of the calendar's first era, and CLDR has no era for earlier years"
        )
      }
      // An era the text counts back in (Coptic before Diocletian, Ethiopic
      // Amete Alem before the Incarnation era) that the locale cannot name.
      let widths = runs.filter { $0.first == "G" }.map { $0.count == 4 ? SymbolWidth.wide : .abbreviated }
      if Self.needsEra(date), !widths.isEmpty, !hasEraName(date.era, widths: widths) {
        throw .noEraForYear(
          date, locale: locale, field: "era", value: String(date.era),
          reason: "CLDR has no name in \(locale) for era \(date.era) of the calendar")
      }
    }
  }

  /// ``checkEra(_:pattern:)`` for the pattern `skeleton` gives this date.
  func checkEra(_ date: CalendarDate, skeleton: String) throws(CalendarError) {
    guard Self.mayLackEra(date), gregorianFallback(date) == nil else { return }
    let withEra =
      Self.needsEra(date) && !skeleton.contains("G") && skeleton.contains(where: Self.isYearLetter)
    try checkEra(date, pattern: bestPattern(withEra ? "G" + skeleton : skeleton))
  }

  /// Whether text of `date` can lack an era at all: its year of era is
  /// below 1 (Chinese and Dangi: its related year), or it counts back in
  /// an era before the calendar's current one. Every other day formats
  /// without looking at the pattern.
  static func mayLackEra(_ date: CalendarDate) -> Bool {
    switch date.calendar {
    case .chinese, .dangi: date.year < 1
    default: date.yearOfEra < 1 || needsEra(date)
    }
  }

  /// Whether the locale names ICU era `era` of this calendar in each of
  /// `widths` (ICU falls back to root's placeholders "ERA0", "ERA1" where
  /// CLDR has none).
  func hasEraName(_ era: Int, widths: [SymbolWidth]) -> Bool {
    for width in widths {
      let name: String
      if let read = resourceEraName(era, width) {
        name = read
      } else {
        let names = eraNames(width)
        guard names.indices.contains(era) else { return false }
        name = names[era]
      }
      if !Self.isEraName(name) { return false }
    }
    return true
  }

  /// Whether `name` names an era: not empty, and not one of the placeholders
  /// ("ERA0", "ERA1") ICU takes from root where CLDR has no name.
  static func isEraName(_ name: String) -> Bool {
    !name.isEmpty && !(name.hasPrefix("ERA") && name.dropFirst(3).allSatisfy { $0.isASCII && $0.isNumber })
  }

  /// The abbreviated or wide name of ICU era `era`, read straight from
  /// CLDR's data as ``PatternText`` reads it for a `G` field, without
  /// building the whole list through an ICU date formatter (which cost about
  /// 0.7 M instructions per calendar in `yotei-repl -c day`); `nil` for the
  /// narrow width (ICU builds those names its own way) or where the data has
  /// none, and ``eraNames(_:)`` answers. `PlaceholderEraTests` checks that
  /// both agree on every era of every calendar in every locale.
  func resourceEraName(_ era: Int, _ width: SymbolWidth) -> String? {
    let widthName: String
    switch width {
    case .wide: widthName = "wide"
    case .abbreviated, .short: widthName = "abbreviated"
    case .narrow: return nil
    }
    return PatternText.name(icuLocale, "eras", nil, widthName, era)
  }

  /// ``format(_:pattern:)`` for a day already known to be supported.
  func formatSupported(_ day: Day, pattern: String) -> String {
    let date = calendar.uncheckedDate(of: day)
    if pattern == EnglishGregorian.titlePattern, EnglishGregorian.applies(to: self),
      let title = EnglishGregorian.title(date)
    {
      return title
    }
    let pattern = Self.needsEra(date) ? addingEra(to: pattern) : pattern
    if let gregorian = gregorianFallback(date) { return gregorian.formatSupported(day, pattern: pattern) }
    let source = patternSource(pattern)
    return SymbolCache.shared.text(key: "p|\(icuLocale)|\(source.key)|\(day.julianDayNumber)") {
      format(day, source: source, pattern: pattern)
    }
  }

  /// The same symbols in the Gregorian calendar, for a day that has no era
  /// in this one (Japanese before Taika, Buddhist before 1 BE).
  private func gregorianFallback(_ date: CalendarDate) -> CalendarSymbols? {
    // Chinese and Dangi count 60-year cycles from 2637 BCE, below zero before
    // it: their text names the cyclic year, never a Gregorian date.
    guard date.era < 0, calendar == .japanese || calendar == .buddhist else { return nil }
    return CalendarSymbols(locale: locale, calendar: .gregorian, numberingSystem: numberingSystem)
  }

  /// Whether text for this date must name its era: its year counts from
  /// another era than the calendar's current one (BCE, before the R.O.C.,
  /// Amete Alem), or it has no era of its own.
  static func needsEra(_ date: CalendarDate) -> Bool {
    switch date.calendar {
    case .gregorian, .iso8601, .roc, .coptic, .ethiopic: date.era <= 0
    case .chinese, .dangi: false
    default: date.era < 0
    }
  }

  static func isYearLetter(_ c: Character) -> Bool {
    c == "y" || c == "Y" || c == "u" || c == "U" || c == "r"
  }

  /// `pattern` with an era next to its first year field, where the locale
  /// writes one (the locale's `Gy` pattern: before the year in Japanese and
  /// Chinese, "紀元前101年"; after it in English, "101 BC"), unless it has an
  /// era field or no year (letters inside quotes are text, not fields).
  func addingEra(to pattern: String) -> String {
    let eraYear = bestPattern("Gy")
    guard let g = eraYear.firstIndex(of: "G"), let y = eraYear.firstIndex(of: "y") else {
      return Self.addingEra(to: pattern, before: false, separator: " ")
    }
    let before = g < y
    let between = before ? eraYear[g..<y] : eraYear[eraYear.index(after: y)..<g]
    // The literal text between the era and the year ("" in Japanese, " " in English).
    let separator = String(between.drop(while: { $0 == "G" || $0 == "y" }).filter { $0 != "'" })
    return Self.addingEra(to: pattern, before: before, separator: separator)
  }

  /// `pattern` with `G` before or after its first year field.
  static func addingEra(to pattern: String, before: Bool, separator: String) -> String {
    var quoted = false
    var hasEra = false
    var yearStart: String.Index?
    var yearEnd: String.Index?
    var index = pattern.startIndex
    while index < pattern.endIndex {
      let c = pattern[index]
      let next = pattern.index(after: index)
      if c == "'" {
        quoted.toggle()
      } else if !quoted {
        if c == "G" { hasEra = true }
        if yearEnd == nil && isYearLetter(c) {
          if yearStart == nil { yearStart = index }
          if next == pattern.endIndex || pattern[next] != c { yearEnd = next }
        }
      }
      index = next
    }
    guard !hasEra, let end = yearEnd, let start = yearStart else { return pattern }
    let quotedSeparator = separator.isEmpty ? "" : "'\(separator)'"
    var result = pattern
    if before {
      result.insert(contentsOf: "G" + quotedSeparator, at: start)
    } else {
      result.insert(contentsOf: quotedSeparator + "G", at: end)
    }
    return result
  }

  private func format(_ day: Day, source: FormatterCache.DateSource, pattern: String) -> String {
    // Text never writes a CLDR placeholder era ("ERA1" for the Coptic
    // current era in English): the date is written without its era.
    if pattern.contains("G"),
      let bare = withoutPlaceholderEra(pattern, era: calendar.uncheckedDate(of: day).era)
    {
      let bareSource = patternSource(bare)
      return patternText(day, source: bareSource) ?? formatWithICU(day, source: bareSource)
    }
    return patternText(day, source: source) ?? formatWithICU(day, source: source)
  }

  /// `pattern` without its era fields and the blank beside each, when the
  /// locale has no name for ICU era `era` at one of their widths (ICU would
  /// write root's placeholder "ERA0" or "ERA1"); `nil` when every era field
  /// has a real name.
  func withoutPlaceholderEra(_ pattern: String, era: Int) -> String? {
    let widths = Self.eraRunLengths(in: pattern).map {
      $0 == 4 ? SymbolWidth.wide : ($0 == 5 ? .narrow : .abbreviated)
    }
    guard !widths.isEmpty, !hasEraName(era, widths: widths) else { return nil }
    return Self.removingEraFields(from: pattern)
  }

  /// `pattern` without its `G` runs outside quotes, each with the blanks
  /// (and a comma before them) that joined it to the rest: "EEEE, MMMM d, y G"
  /// gives "EEEE, MMMM d, y", "G y MMMM d" gives "y MMMM d".
  static func removingEraFields(from pattern: String) -> String {
    // Unicode scalars, not characters: a quote can carry a combining mark
    // ("'lyɛ'̌ʼ" in nnh), which makes one character of the two.
    var scalars = Array(pattern.unicodeScalars)
    var quoted = false
    var index = 0
    func isBlank(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\u{00A0}" || c == "\u{202F}" }
    while index < scalars.count {
      let c = scalars[index]
      if c == "'" {
        quoted.toggle()
        index += 1
        continue
      }
      guard !quoted, c == "G" else {
        index += 1
        continue
      }
      var end = index
      while end < scalars.count, scalars[end] == "G" { end += 1 }
      var start = index
      while start > 0, isBlank(scalars[start - 1]) { start -= 1 }
      if start < index {
        // Blanks before the era: drop them with it, and a comma before them
        // when nothing but the era followed it.
        if start > 0, scalars[start - 1] == ",", end == scalars.count || isBlank(scalars[end]) {
          start -= 1
        }
      } else {
        while end < scalars.count, isBlank(scalars[end]) { end += 1 }
      }
      scalars.removeSubrange(start..<end)
      index = start
    }
    while let last = scalars.last, isBlank(last) || last == "," { scalars.removeLast() }
    while let first = scalars.first, isBlank(first) { scalars.removeFirst() }
    // One scalar at a time: appending the array is a generic call that has
    // the runtime look a conformance up at a process's first use.
    var text = String.UnicodeScalarView()
    for scalar in scalars { text.append(scalar) }
    return String(text)
  }

  /// `day` as ICU's formatter writes it from `source`, made to name Yotei's
  /// date where ICU reads the day otherwise.
  func formatWithICU(_ day: Day, source: FormatterCache.DateSource) -> String {
    if formatsOwnFields { return formatOwnFields(day, source: source) }
    let (icuDay, shifted) = dayICUAgreesWith(day)
    guard shifted else { return rawFormat(day, source: source) }
    // ICU reads a neighbouring day as this date: that day's text, with the
    // weekday fields of the day itself, placed by ICU's field positions (a
    // search for the weekday's text could hit a literal: Japanese 日 is
    // both Sunday and the day's suffix).
    let cache = FormatterCache.shared
    guard let shown = cache.formatParts(icuDay, source: source, locale: icuLocale),
      let own = cache.formatParts(day, source: source, locale: icuLocale),
      own.parts.map(\.kind) == shown.parts.map(\.kind)
    else { return rawFormat(icuDay, source: source) }
    var result: [UInt16] = []
    result.reserveCapacity(shown.text.count + 8)
    for (i, part) in shown.parts.enumerated() {
      result.append(contentsOf: part.kind == .weekday ? own.text(ofPart: i) : shown.text(ofPart: i))
    }
    return String(decoding: result, as: UTF16.self)
  }

  /// `day` written by Yotei from a formatter source (`PatternText`), or
  /// `nil` when ICU's formatter writes it.
  func patternText(_ day: Day, source: FormatterCache.DateSource) -> String? {
    let pattern: String
    let override: String
    switch source {
    case .pattern(let p):
      pattern = p
      override = ""
    case .patternWithStyleNumbers(let p):
      // A pattern applied to a formatter opened for the long style keeps its override.
      guard let style = styleResource(.long) else { return nil }
      pattern = p
      override = style.override
    case .style(let icuStyle):
      guard let s = DateStyle.allCases.first(where: { $0.icuStyle == icuStyle }), let style = styleResource(s)
      else { return nil }
      (pattern, override) = style
    }
    return PatternText.format(
      calendar.uncheckedDate(of: day), pattern: pattern, symbols: self,
      numbers: .init(digits: numberingSystem, override: override))
  }

  /// The pattern and numbering override of a date style as ICU's formatter
  /// for the style takes them (`yotei_date_style_resource`), read from the
  /// data without opening one; `nil` when ICU has none.
  func styleResource(_ style: DateStyle) -> (pattern: String, override: String)? {
    let key = "sr|\(icuLocale)|\(style.rawValue)"
    let joined = SymbolCache.shared.text(key: key) {
      var override = [CChar](repeating: 0, count: 64)
      let locale = icuLocale
      let icuStyle = style.icuStyle
      guard let pattern = ICU.utf16({ yotei_date_style_resource(locale, icuStyle, $0, $1, &override, 64) })
      else { return "" }
      return String(cString: override) + "\u{0}" + pattern
    }
    guard let split = joined.firstIndex(of: "\u{0}") else { return nil }
    return (String(joined[joined.index(after: split)...]), String(joined[..<split]))
  }

  private func rawFormat(_ day: Day, source: FormatterCache.DateSource) -> String {
    if let text = hebrewLetterFormat(day, source: source) { return text }
    return FormatterCache.shared.format(day, source: source, locale: icuLocale) ?? ""
  }

  /// `day` as ICU formats it from `source` with Hebrew letter numerals, without
  /// ICU's rule-based number formatter: ICU formats the pattern with Latin
  /// digits and Yotei writes the year and the day of the month in letters
  /// (`HebrewNumerals`). Years lose their thousands where ICU drops them, in
  /// the date styles whose CLDR numbering is `hebr` (the Hebrew calendar in
  /// Hebrew). `nil` (ICU formats it) for other digits, for a style that sets
  /// letters on single fields, and for any other number in the text.
  private func hebrewLetterFormat(_ day: Day, source: FormatterCache.DateSource) -> String? {
    guard numberingSystem.isHebrew else { return nil }
    let pattern: String
    let style: DateStyle?
    switch source {
    case .pattern(let p):
      pattern = p
      style = nil
    case .patternWithStyleNumbers(let p):
      pattern = p
      style = .long
    case .style(let icuStyle):
      guard let s = DateStyle.allCases.first(where: { $0.icuStyle == icuStyle }),
        let p = styleDataPattern(s)
      else { return nil }
      pattern = p
      style = s
    }
    var dropsThousands = false
    if let style {
      // A style formatter writes its override's digits, or without one this
      // symbol set's (the `numbers` keyword of its ICU locale).
      let override = locale.dateNumbersOverride(calendar: calendar, style: style)
      if !override.isEmpty {
        guard override == NumberingSystem.hebrewName else { return nil }
        dropsThousands = true
      }
    }
    guard Self.hasOnlyOwnNumericFields(pattern) else { return nil }
    return FormatterCache.shared.formatWithHebrewNumerals(
      day, pattern: pattern, latinLocale: locale.icuIdentifier(calendar: calendar, numbers: "latn"),
      dropsThousands: dropsThousands)
  }

  /// A date style's pattern as CLDR lists it (ICU's own style pattern, read
  /// without opening a formatter for the style).
  private func styleDataPattern(_ style: DateStyle) -> String? {
    let base =
      locale.baseIdentifier
    let text = SymbolCache.shared.text(key: "sdp|\(base)|\(calendar.icuType)|\(style.rawValue)") {
      ICU.utf16 { yotei_date_style_data_pattern(base, calendar.icuType, style.icuStyle, $0, $1) } ?? ""
    }
    return text.isEmpty ? nil : text
  }

  /// Whether the numbers in `pattern` are only single-letter years (`y`) and
  /// days of the month (`d`), the fields Yotei writes in Hebrew letters; every
  /// other letter outside quotes must be a name (era, month of three letters
  /// or more, weekday).
  static func hasOnlyOwnNumericFields(_ pattern: String) -> Bool {
    var quoted = false
    var runLetter: Character?
    var runLength = 0
    func runIsOwn() -> Bool {
      guard let letter = runLetter else { return true }
      switch letter {
      case "y", "d": return runLength == 1
      case "G", "E": return true
      case "M", "L", "c", "e": return runLength >= 3
      default: return false
      }
    }
    for c in pattern {
      if c == "'" {
        guard runIsOwn() else { return false }
        runLetter = nil
        quoted.toggle()
        continue
      }
      if !quoted && c.isASCII && c.isLetter {
        if c == runLetter {
          runLength += 1
        } else {
          guard runIsOwn() else { return false }
          runLetter = c
          runLength = 1
        }
      } else {
        guard runIsOwn() else { return false }
        runLetter = nil
      }
    }
    return runIsOwn()
  }

  /// The day ICU reads as the same calendar date as `day` (itself, except in
  /// the Hebrew years ICU 72 gets wrong), and whether it is another day.
  /// (Chinese, Dangi and Umm al-Qura text is built from Yotei's own fields:
  /// ``formatOwnFields(_:source:)``.)
  private func dayICUAgreesWith(_ day: Day) -> (Day, Bool) {
    let reach: Int
    switch calendar {
    case .hebrew: reach = 2
    default: return (day, false)
    }
    let date = calendar.uncheckedDate(of: day)
    let engine = calendar.engine
    // ICU reads days a little past either end of the range too (10000-01-01
    // can hold the date ICU gives the last day's).
    func agrees(_ d: Day) -> Bool {
      let icu = engine.icuDate(of: d.julianDayNumber)
      return icu.extendedYear + calendar.yearOffset == date.year && icu.monthCode == date.monthCode
        && icu.day == date.day
    }
    if agrees(day) { return (day, false) }
    for distance in 1...reach {
      for offset in [distance, -distance] where agrees(day + offset) { return (day + offset, true) }
    }
    return (day, false)
  }

  /// The field letter runs outside quotes of an ICU pattern or skeleton,
  /// sorted ("EEEE, MMMM d, y" gives EEEE, MMMM, d, y).
  static func fieldRuns(in pattern: String) -> [String] {
    var runs: [String] = []
    var quoted = false
    var current = ""
    // By Unicode scalar: a quote followed by a combining mark is one
    // character but still opens or closes quoted text.
    for scalar in pattern.unicodeScalars {
      if scalar == "'" { quoted.toggle() }
      let ch = Character(scalar)
      if !quoted && scalar.isASCII && ch.isLetter {
        if current.last == ch || current.isEmpty {
          current.append(ch)
        } else {
          runs.append(current)
          current = String(ch)
        }
      } else if !current.isEmpty {
        runs.append(current)
        current = ""
      }
    }
    if !current.isEmpty { runs.append(current) }
    return runs.sorted()
  }

  /// The lengths of the era runs (`G`, `GGGG`) outside quotes in an ICU
  /// pattern, as ``fieldRuns(in:)`` finds them, without building a string
  /// per run (every date `day` writes asks it).
  static func eraRunLengths(in pattern: String) -> [Int] {
    var lengths: [Int] = []
    var quoted = false
    var run = 0
    for scalar in pattern.unicodeScalars {
      if scalar == "'" { quoted.toggle() }
      if !quoted && scalar == "G" {
        run += 1
        continue
      }
      if run > 0 { lengths.append(run) }
      run = 0
    }
    if run > 0 { lengths.append(run) }
    return lengths
  }

  /// The lengths of the year-letter runs (`y`, `Y`, `u`, `U`, `r`) outside
  /// quotes in an ICU pattern.
  static func yearRuns(in pattern: String) -> [Int] {
    fieldRuns(in: pattern).filter { isYearLetter($0.first!) }.map(\.count)
  }

  /// `n` in this symbol set's digits (day numbers in a grid).
  public func digits(_ n: Int) -> String { numberingSystem.format(n) }
}

/// A bounded, locked cache of formatted text: ICU formatters are slow to open.
final class SymbolCache: Sendable {
  static let shared = SymbolCache()
  // Made by HashedStorage, so a process's first symbol asks the runtime
  // for no conformance (docs/PERFORMANCE.md).
  private let texts: Lock<[String: String]> = HashedStorage.lockedDictionary(capacity: 64)
  private let lists: Lock<[String: [String]]> = HashedStorage.lockedDictionary(capacity: 16)
  private let limit = 50_000

  func text(key: String, _ make: () -> String) -> String {
    if let hit = texts.withLock({ $0[key] }) { return hit }
    let value = make()
    texts.withLock { cache in
      if cache.count >= limit { cache.removeAll(keepingCapacity: true) }
      cache[key] = value
    }
    return value
  }

  func list(key: String, _ make: () -> [String]) -> [String] {
    if let hit = lists.withLock({ $0[key] }) { return hit }
    let value = make()
    lists.withLock { $0[key] = value }
    return value
  }
}
