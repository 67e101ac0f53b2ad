import Yotei
import YoteiProduction

/// Tab completion: commands first, then each command's arguments (calendar
/// ids, locales, weekdays, keywords, command names).
public enum Completion {
  /// The completions of the word that starts at `wordStart` (a character
  /// offset) in `line`.
  public static func candidates(line: String, wordStart: Int) -> [String] {
    let characters = Array(line)
    let start = min(max(0, wordStart), characters.count)
    var before = String(characters[..<start])
    if let semicolon = before.lastIndex(of: ";") {
      before = String(before[before.index(after: semicolon)...])
    }
    let word = String(characters[start...].prefix { !$0.isWhitespace && $0 != ";" })
    let previous = before.split(whereSeparator: \.isWhitespace).map(String.init)
    let pool: [String]
    if previous.isEmpty {
      pool = CommandRegistry.names
    } else if let type = CommandRegistry.command(named: previous[0]) {
      let kinds = type.spec.completions
      let position = previous.count - 1
      let kind = position < kinds.count ? kinds[position] : (kinds.last == .date ? .date : .other)
      pool = values(for: kind)
    } else {
      pool = []
    }
    let lowered = word.lowercased()
    return pool.filter { $0.lowercased().hasPrefix(lowered) }
  }

  /// Every value an argument of `kind` can take, as typed.
  static func values(for kind: ArgumentKind) -> [String] {
    switch kind {
    case .calendar: CalendarSystem.allCases.map(\.identifier)
    case .locale: locales
    case .weekday: Weekday.allCases.map(\.name) + ["auto"]
    case .keyword(let words): words
    case .command: CommandRegistry.names
    case .date: ["today", "tomorrow", "yesterday"]
    case .zone: zones
    case .region: ProductionCalendar.shippedCodes + ["none"]
    case .file, .other: []
    }
  }

  /// Zone identifiers of the system tz database.
  static let zones: [String] = TimeZoneDatabase.system.identifiers()

  /// Locale identifiers as BCP 47 tags (`fa-IR`), from ICU's list.
  static let locales: [String] = CalendarLocale.availableIdentifiers.map {
    $0.replacingUnderscores()
  }
}

extension String {
  fileprivate func replacingUnderscores() -> String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}
