extension CalendarLocale {
  /// The locale the environment asks for, as POSIX orders the variables for
  /// dates: `LC_ALL`, else `LC_TIME`, else `LANG` (the first that is set and
  /// not empty). `C` and `POSIX` (or nothing set) mean no preference: English.
  ///
  /// ```swift
  /// let locale = CalendarLocale.current(environment: ["LANG": "he_IL.UTF-8"])
  /// print(locale.languageTag)  // he-IL
  /// ```
  ///
  /// A value this cannot read (`LANG=xx_YY`) gives English too; use
  /// ``init(posixLocale:)`` to learn why.
  ///
  /// - Parameter environment: The variables to read; the process's when `nil`.
  public static func current(environment: [String: String]? = nil) -> CalendarLocale {
    guard let (_, value) = environmentSetting(environment) else { return .english }
    return (try? CalendarLocale(posixLocale: value)) ?? .english
  }

  /// The variable that decides the locale of dates and its value
  /// (`("LANG", "he_IL.UTF-8")`), or `nil` when none is set.
  public static func environmentSetting(_ environment: [String: String]? = nil) -> (
    variable: String, value: String
  )? {
    for name in ["LC_ALL", "LC_TIME", "LANG"] {
      let value = environment.map { $0[name] } ?? ProcessVariables.get(name)
      if let value, !value.isEmpty { return (name, value) }
    }
    return nil
  }

  /// Reads a POSIX locale name: `language[_territory][.codeset][@modifier]`,
  /// such as `he_IL.UTF-8`, `de_DE@euro` or `sr_RS@latin` (the script
  /// modifiers `@latin`, `@cyrillic`, `@devanagari` become the script subtag;
  /// other modifiers are dropped). `C` and `POSIX` (with any codeset) are
  /// English.
  ///
  /// - Throws: ``LocaleError`` naming the value when it is not a locale ICU has data for.
  public init(posixLocale text: String) throws(LocaleError) {
    var name = Substring(text)
    var modifier: Substring = ""
    if let at = name.firstIndex(of: "@") {
      modifier = name[name.index(after: at)...]
      name = name[..<at]
    }
    if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
    if name == "C" || name == "POSIX" {
      self = .english
      return
    }
    guard !name.isEmpty, !name.contains("-"),
      name.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_") })
    else {
      throw LocaleError(
        identifier: text,
        reason: "a POSIX locale name is language[_TERRITORY][.codeset][@modifier], such as he_IL.UTF-8")
    }
    let scripts = ["latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab"]
    var parts = name.split(separator: "_").map(String.init)
    if let script = scripts[modifier.lowercased()] { parts.insert(script, at: 1) }
    do {
      try self.init(parts.joined(separator: "-"))
    } catch {
      throw LocaleError(identifier: text, reason: error.reason)
    }
  }
}
