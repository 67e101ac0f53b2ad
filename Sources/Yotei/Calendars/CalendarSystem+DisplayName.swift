internal import CYoteiICU

extension CalendarSystem {
  /// The calendar's name in `locale`'s language, from CLDR through ICU
  /// ("Persian Calendar", "تقویم هجری شمسی", "персидский календарь"), or
  /// ``identifier`` when CLDR has no name for it.
  ///
  /// ```swift
  /// CalendarSystem.hebrew.displayName(in: try CalendarLocale("de-DE"))  // "Hebräischer Kalender"
  /// ```
  public func displayName(in locale: CalendarLocale) -> String {
    DisplayNames.keyword("calendar", icuType, in: locale) ?? identifier
  }
}

extension NumberingSystem {
  /// The numbering system's name in `locale`'s language, from CLDR through
  /// ICU ("Extended Arabic-Indic Digits", "ارقام فارسی"), or ``name`` when CLDR
  /// has none.
  public func displayName(in locale: CalendarLocale) -> String {
    DisplayNames.keyword("numbers", name, in: locale) ?? name
  }
}

extension CalendarLocale {
  /// The name of the region (country) with ISO 3166 code `code` in this
  /// locale's language ("Россия" for `RU` in Russian), from CLDR through ICU,
  /// or `nil` when CLDR has no name for it.
  public func regionName(_ code: String) -> String? {
    guard !code.isEmpty, code.count <= 3, code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else {
      return nil
    }
    let identifier = self.identifier
    let name = ICU.utf16 { yotei_region_display_name(code, identifier, $0, $1) }
    guard let name, !name.isEmpty, name != code else { return nil }
    return name
  }
}

/// Display names of locale keyword values, from ICU.
enum DisplayNames {
  static func keyword(_ keyword: String, _ value: String, in locale: CalendarLocale) -> String? {
    let identifier = locale.identifier
    let name = ICU.utf16 { yotei_keyword_display_name(keyword, value, identifier, $0, $1) }
    guard let name, !name.isEmpty, name != value else { return nil }
    return name
  }
}
