import CYoteiICU

extension CalendarSystem {
  /// The calendar's name in `locale`'s language, from CLDR through ICU
  /// ("Persian Calendar", "تقویم هجری شمسی", "персидский календарь"), or
  /// ``identifier`` when CLDR has no name for it.
  ///
  /// ```swift
  /// CalendarSystem.hebrew.displayName(in: try CalendarLocale("de-DE"))  // "Hebräischer Kalender"
  /// ```
  public func displayName(in locale: CalendarLocale) -> String {
    let type = icuType
    let name = ICU.utf16 { yotei_calendar_display_name(type, locale.identifier, $0, $1) }
    guard let name, !name.isEmpty, name != type else { return identifier }
    return name
  }
}
