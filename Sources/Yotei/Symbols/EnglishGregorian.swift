/// The names and title pattern of the Gregorian calendar in `en_US`, the
/// REPL's and picker's default, as CLDR 42 (ICU 72) has them: a month of it
/// is drawn without opening an ICU formatter (about a million instructions
/// of a process's start). Tests compare every name, the title pattern and
/// every title with ICU's own.
enum EnglishGregorian {
  /// Whether `symbols` are these: `en_US` without keywords, the Gregorian
  /// calendar, Latin digits.
  static func applies(to symbols: CalendarSymbols) -> Bool {
    symbols.calendar == .gregorian && symbols.locale.identifier == "en_US"
      && symbols.numberingSystem.name == "latn"
  }

  /// Month names, January first (format and stand-alone are the same in English).
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]

  /// Weekday names, Sunday first, by width (format and stand-alone are the same).
  static func weekdays(_ width: SymbolWidth) -> [String] {
    switch width {
    case .wide: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    case .abbreviated: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    case .short: ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
    case .narrow: ["S", "M", "T", "W", "T", "F", "S"]
    }
  }

  /// The year-and-month title pattern (`yMMMM`).
  static let titlePattern = "MMMM y"

  /// `day` with ``titlePattern``, for a day of the common era.
  static func title(_ date: CalendarDate) -> String? {
    guard date.era == 1, date.yearOfEra > 0, (1...12).contains(date.month) else { return nil }
    return months[date.month - 1] + " " + String(date.yearOfEra)
  }
}
