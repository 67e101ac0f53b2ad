import Yotei
import YoteiLocalization
import YoteiProduction

/// Text for people, in the session's language and calendar.
///
/// Every sentence comes from Yotei's string catalog with the locale's plural
/// rules and digits; dates are written in the session calendar and locale
/// (a Persian session reads ۲۵ اسفند ۱۴۰۳, never 2025-03-15). JSON output
/// keeps ISO dates and adds the session-calendar ones.
extension Session {
  /// The catalog string `key` in the session language.
  func say(_ key: String, _ arguments: FormatArgument...) -> String {
    localizer.string(key, arguments: arguments)
  }

  /// Why messages are in English when the session locale's language has no
  /// text in the catalog (`zh-TW`: the catalog's Chinese is Simplified, and
  /// a Traditional Chinese locale never gets it; `fr-FR`), naming the
  /// languages it has; `nil` when the catalog serves the session language.
  var languageNote: String? { Self.languageNote(for: locale, localizer: localizer) }

  /// ``languageNote`` for `locale` and its `localizer` (also `--help`'s).
  static func languageNote(for locale: CalendarLocale, localizer: Localizer) -> String? {
    let catalog = localizer.catalog
    guard localizer.pseudoLocale == nil, localizer.messageLanguage == catalog.sourceLanguage,
      locale.language != catalog.sourceLanguage
    else { return nil }
    return localizer.string(
      "repl.languageFallback", .text(locale.languageTag), .text(catalog.languages.joined(separator: ", ")))
  }

  /// `day` in the session calendar and locale, medium length (`25 Esfand
  /// 1403`; CLDR's medium format where it has its own day numerals, as
  /// ``longDateText(_:in:symbols:)`` says).
  func dateText(_ day: Day) -> String {
    let text =
      dayNumbering(for: calendar) != nil
      ? try? symbols.format(day, style: .medium) : try? symbols.format(day, skeleton: "yMMMd")
    return text ?? day.isoString
  }

  /// `day` in the session calendar and locale with its weekday, in full.
  func longDateText(_ day: Day) -> String {
    (try? longDateText(day, in: calendar, symbols: symbols)) ?? day.isoString
  }

  /// `day` in `calendar` and the session locale with its weekday, in full:
  /// CLDR's full date format where it writes the day of the month in its own
  /// numerals (Chinese dates in Chinese: 正月廿四, ICU's `hanidays`), which
  /// a skeleton would lose, else the `yMMMMEEEEd` skeleton.
  func longDateText(_ day: Day, in calendar: CalendarSystem, symbols: CalendarSymbols) throws(CalendarError)
    -> String
  {
    if dayNumbering(for: calendar) != nil { return try symbols.format(day, style: .full) }
    return try symbols.format(day, skeleton: "yMMMMEEEEd")
  }

  /// The numerals of the day of the month in `calendar`'s dates in the
  /// session language when they differ from its digits: ICU's `hanidays`
  /// (初一 ... 三十) for Chinese dates in Chinese, as CLDR's date formats
  /// write them (``CalendarSymbols/dayOfMonthNumberingSystem``); `nil` otherwise.
  func dayNumbering(for calendar: CalendarSystem) -> NumberingSystem? {
    CalendarSymbols(locale: locale, calendar: calendar).dayOfMonthNumberingSystem
  }

  /// `day` in the session calendar as `YYYY-MM-DD` with its ordinal month,
  /// the form DATE arguments are typed in (`1403-12-25`).
  func sessionDateString(_ day: Day) -> String {
    let date = calendar.dateClampingToSupported(day)
    return fourDigits(date.year) + "-" + twoDigits(date.month) + "-" + twoDigits(date.day)
  }

  /// A short list of days in words: the first `limit`, then how many more.
  func dayList(_ days: some Collection<Day>, limit: Int = 6) -> String {
    let shown = days.prefix(limit).map { dateText($0) }
    var list = localizer.list(Array(shown))
    if days.count > limit { list += " " + say("repl.andMore", .integer(days.count - limit)) }
    return list
  }

  /// The name of a kind of day in the session language.
  func kindName(_ kind: DayKind) -> String {
    switch kind {
    case .working: say("dayKind.working")
    case .weekend: say("dayKind.weekend")
    case .holiday: say("dayKind.holiday")
    case .transferredDayOff: say("dayKind.transferredDayOff")
    case .transferredWorking: say("dayKind.transferredWorkingDay")
    }
  }

  /// A calendar's name in the session language: CLDR's, or, where CLDR has
  /// none in that language (Korean has no name for `islamic-tbla`), the
  /// catalog's `calendar.IDENTIFIER`; the identifier when neither has one.
  func calendarName(_ calendar: CalendarSystem) -> String {
    let name = calendar.displayName(in: locale)
    let key = "calendar." + calendar.identifier
    guard name == calendar.identifier, localizer.resolve(key).value != nil else { return name }
    return say(key)
  }

  /// A production-calendar region as people read it: its code and the
  /// country's name in the session language (`RU (Россия)`), or the name
  /// its data gives when CLDR has none (a loaded region).
  func regionText(_ region: ProductionCalendar) -> String {
    // A loaded file that extends a shipped region keeps that region's name.
    let country =
      locale.regionName(region.code)
      ?? ProductionCalendar.shippedCodes.first { code in
        (try? ProductionCalendar.shipped(code))?.definition.name == region.definition.name
      }.flatMap { locale.regionName($0) }
    return region.code + " (" + (country ?? region.definition.name) + ")"
  }

  /// A weekday's name in the session language.
  func weekdayName(_ weekday: Weekday) -> String {
    symbols.weekdayNames(.wide, context: .standalone)[weekday] ?? weekday.name
  }

  /// A number in the session locale's digits.
  func number(_ n: Int) -> String { localizer.numbers.format(n) }

  /// A decimal number written as text (`1780.6`) in the locale's digits and
  /// decimal separator (`۱۷۸۰٫۶`), without grouping, as the other counts.
  func decimal(_ text: String) -> String {
    let parts = text.split(separator: ".", maxSplits: 1)
    guard let whole = parts.first.flatMap({ Int($0) }) else { return text }
    guard parts.count == 2, parts[1].allSatisfy(\.isNumber) else { return number(whole) }
    let separator = localizer.numbers.format(0.5, fractionDigits: 1...1).filter { !$0.isNumber }
    return number(whole) + (separator.isEmpty ? "." : separator)
      + parts[1].map { number(Int(String($0)) ?? 0) }.joined()
  }

  /// The JSON members added after `iso`: `sessionDate`, the day in the
  /// session calendar as `YYYY-MM-DD` (ordinal month), and `sessionCalendar`.
  func sessionDateJSON(_ day: Day) -> [JSONValue.Member] {
    [
      .init("sessionDate", .string(sessionDateString(day))),
      .init("sessionCalendar", .string(calendar.identifier)),
    ]
  }
}

/// Input echoed back in a message: control characters escaped (`\u{1B}`
/// shown as `\e`, others as `\u{7F}`), never sent to the terminal raw, and cut
/// to `limit` characters with an ellipsis.
func echo(_ text: String, limit: Int = 60) -> String {
  var out = ""
  var count = 0
  for scalar in text.unicodeScalars {
    if count >= limit {
      out += "…"
      break
    }
    out += escaped(scalar)
    count += 1
  }
  return out
}

/// `text` with every control character escaped (see ``echo(_:limit:)``); the
/// length is kept.
func sanitized(_ text: String) -> String {
  var out = ""
  for scalar in text.unicodeScalars {
    if scalar == "\n" || scalar == "\t" {
      out.unicodeScalars.append(scalar)
    } else {
      out += escaped(scalar)
    }
  }
  return out
}

private func escaped(_ scalar: Unicode.Scalar) -> String {
  let value = scalar.value
  let isControl = value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
  guard isControl else { return String(scalar) }
  switch value {
  case 0x1B: return "\\e"
  case 0x0A: return "\\n"
  case 0x0D: return "\\r"
  case 0x09: return "\\t"
  default:
    let hex = String(value, radix: 16, uppercase: true)
    return "\\u{" + hex + "}"
  }
}

extension Session {
  /// An error in the session language for text output, when the catalog has
  /// a sentence for it: dates out of range or malformed, unknown calendars,
  /// locales, time zones and commands. `nil` keeps the English message
  /// (usage errors, which talk about the commands' English syntax), and so
  /// does an English session (or one the catalog lacks): the core's English
  /// sentences are the most precise.
  func localizedError(_ error: any Error) -> String? {
    guard let language = localizer.resolve("error.outOfRange").language,
      language != localizer.catalog.sourceLanguage
    else { return nil }
    if let text = localizedFileError(error) { return text }
    switch error {
    case let error as CalendarError: return localized(error)
    case REPLError.calendar(let error): return localized(error)
    case REPLError.noText(_, let day, let calendar):
      let date = calendar.dateClampingToSupported(day)
      return say(
        "repl.error.noEraForYear", .text(calendarName(calendar)),
        .text(isolate(fourDigits(date.year) + "-" + twoDigits(date.month) + "-" + twoDigits(date.day))),
        .text(isolate(day.isoString)))
    case let error as LocaleError: return say("error.unknownLocale", .text(echo(error.identifier)))
    case REPLError.locale(let error): return say("error.unknownLocale", .text(echo(error.identifier)))
    case ZoneError.unknownZone(let name, let suggestions):
      return say("error.unknownTimeZone", .text(echo(name)))
        + (suggestions.isEmpty ? "" : " (" + suggestions.prefix(3).joined(separator: ", ") + "?)")
    case REPLError.unknownCommand(let name, let suggestions):
      return say("repl.unknownCommand", .text(echo(name)))
        + (suggestions.isEmpty ? " (help)" : " (" + suggestions.joined(separator: ", ") + "?)")
    case REPLError.usage(let command, let message): return command + ": " + text(message)
    case REPLError.badArgument(let command, let field, let value, let allowed, let suggestions):
      return command + ": "
        + say("repl.error.badArgument", .text(echo(value)), .text(fieldName(field)), .text(text(allowed)))
        + (suggestions.isEmpty ? "" : " (" + suggestions.joined(separator: ", ") + "?)")
    case let error as ProductionError: return localized(error)
    case let error as OptionError:
      if let text = error.text {
        return self.text(text)
          + (error.suggestions.isEmpty ? "" : " (" + error.suggestions.joined(separator: ", ") + "?)")
      }
      let cause: String? =
        switch error.cause {
        case .calendar(let cause): localized(cause)
        case .zone(let cause): localizedError(cause)
        case .production(let cause): localized(cause)
        case nil: nil
        }
      return cause.map { (error.option.map { $0 + ": " } ?? "") + $0 }
    default: return nil
    }
  }

  /// `message` in the session language: calendars by their names.
  func text(_ message: CatalogMessage) -> String {
    localizer.string(
      message.key,
      arguments: message.arguments.map { argument in
        switch argument {
        case .integer(let n): .integer(n)
        case .text(let text): .text(text)
        case .calendar(let identifier):
          .text((try? CalendarSystem(identifier: identifier)).map { calendarName($0) } ?? identifier)
        }
      })
  }

  /// The name of an argument or date field in an error (`year`, `mode`).
  func fieldName(_ field: String) -> String {
    let key = "repl.field." + (field == "N" ? "count" : field == "pseudo-locale" ? "pseudoLocale" : field)
    return localizer.resolve(key).value == nil ? field : say(key)
  }

  /// A production calendar's refusal in the session language, its years in
  /// the locale's digits and its region by the country's name.
  func localized(_ error: ProductionError) -> String? {
    func region(_ code: String) -> String {
      (try? registry.calendar(code)).map { regionText($0) } ?? code
    }
    switch error {
    case .unsupportedYear(let code, let year, let supported):
      return say(
        "repl.production.unsupportedYear", .text(region(code)), .integer(supported.lowerBound),
        .integer(supported.upperBound), .integer(year))
    case .unsupportedCalendarYear(let code, let identifier, let year, let supported, let gregorian):
      let system = try? CalendarSystem(identifier: identifier)
      let calendar = system.map { calendarName($0) } ?? identifier
      // The calendar's years in its customary numerals in the locale, as
      // dates and titles write them (Hebrew numerals for Hebrew years in he).
      func calendarYear(_ n: Int) -> FormatArgument {
        .text(system.map { locale.numberingSystem(for: $0).format(n) } ?? localizer.numbers.format(n))
      }
      guard let supported else {
        return say(
          "repl.production.noWholeYear", .text(region(code)), .text(calendar), .integer(gregorian.lowerBound),
          .integer(gregorian.upperBound), calendarYear(year))
      }
      return say(
        "repl.production.calendarYears", .text(region(code)), .text(calendar),
        calendarYear(supported.lowerBound),
        calendarYear(supported.upperBound), .integer(gregorian.lowerBound), .integer(gregorian.upperBound),
        calendarYear(year))
    case .unknownRegion(let code):
      return say(
        "repl.production.unknownRegion", .text(echo(code)),
        .text(registry.codes.joined(separator: ", ")))
    case .invalidRange(let from, let through):
      return say("repl.production.invalidRange", .text(dateText(through)), .text(dateText(from)))
    case .invalidData: return nil
    }
  }

  /// A date error in the session language: the field, the value as typed and
  /// what is allowed.
  private func localized(_ error: CalendarError) -> String {
    switch error.kind {
    case .unknownCalendar:
      // The identifiers are typed as they are: quoted, as in the other refusals.
      // A typo gets the nearest calendars, as an unknown command does.
      let close = ErrorMapper.calendarSuggestions(error.value)
      let identifiers = (close.isEmpty ? error.allowed.split(separator: ", ").map(String.init) : close)
        .map { "'\($0)'" }
      return say("error.unknownCalendar", .text(echo(error.value)))
        + " (" + identifiers.joined(separator: localizer.string("a11y.listSeparator"))
        + (close.isEmpty ? ")" : "?)")
    case .noEraForYear:
      // The catalog has no sentence for it yet: the core's English one.
      return error.message
    case .dayNotInMonth:
      // The month by its name, in the calendar the DATE was read in.
      guard let month = try? CalendarDate.reading(error.value, calendar: calendar, overflow: .constrain).date
      else { break }
      let symbols = CalendarSymbols(locale: locale, calendar: month.calendar)
      let name = (try? symbols.format(month.dayNumber, skeleton: "yMMMM")) ?? month.ordinalString
      return say(
        "repl.error.dayNotInMonth", .text(echo(error.value)), .text(name), .text(localizer.numbers.format(1)),
        .text(localizer.numbers.format(month.day)))
    case .malformed:
      return say("error.invalidDate", .text(echo(error.value)))
        + (error.field != "time"
          ? " (YYYY-MM-DD)" : " (YYYY-MM-DD, " + say("repl.error.noTime") + ")")
    default: break
    }
    let fields = [
      "year": "repl.field.year", "month": "repl.field.month", "day": "repl.field.day",
      "monthCode": "repl.field.monthCode", "era": "repl.field.era",
    ]
    let field = fields[error.field].map { say($0) } ?? error.field
    // A range of numbers (1...12) in the session's digits; codes (M01) as they are.
    let bounds = error.allowed.split(separator: "...", omittingEmptySubsequences: false).map { Int($0) }
    let allowed =
      bounds.count == 2 && !bounds.contains(nil)
      ? localizer.numbers.format(bounds[0]!) + "..." + localizer.numbers.format(bounds[1]!) : error.allowed
    return say("error.outOfRange", .text(field), .text(echo(error.value)), .text(allowed))
  }
}
