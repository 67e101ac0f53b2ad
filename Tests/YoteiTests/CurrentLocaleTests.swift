import Testing

@testable import Yotei

/// POSIX's order for the locale of dates (XBD 8.2): LC_ALL, then LC_TIME, then LANG.
@Suite struct CurrentLocaleTests {
  @Test func variablesInPOSIXOrder() throws {
    let all = ["LC_ALL": "de_DE.UTF-8", "LC_TIME": "fa_IR.UTF-8", "LANG": "he_IL.UTF-8"]
    #expect(CalendarLocale.current(environment: all).languageTag == "de-DE")
    #expect(
      CalendarLocale.current(environment: ["LC_TIME": "fa_IR.UTF-8", "LANG": "he_IL"]).languageTag == "fa-IR")
    #expect(
      CalendarLocale.current(environment: ["LC_ALL": "", "LANG": "he_IL.UTF-8"]).languageTag == "he-IL")
    #expect(CalendarLocale.environmentSetting(["LC_ALL": "", "LANG": "he_IL.UTF-8"])?.variable == "LANG")
    #expect(CalendarLocale.current(environment: [:]) == .english)
    #expect(CalendarLocale.current(environment: ["LANG": "C.UTF-8"]) == .english)
  }

  @Test func posixNames() throws {
    #expect(try CalendarLocale(posixLocale: "sr_RS@latin").languageTag == "sr-Latn-RS")
    #expect(try CalendarLocale(posixLocale: "de_DE@euro").languageTag == "de-DE")
    #expect(try CalendarLocale(posixLocale: "ar_EG.UTF-8").numberingSystem.name == "arab")
    #expect(try CalendarLocale(posixLocale: "POSIX") == .english)
    #expect(throws: LocaleError.self) { try CalendarLocale(posixLocale: "xx_YY.UTF-8") }
    #expect(throws: LocaleError.self) { try CalendarLocale(posixLocale: "en-US") }
    #expect(CalendarLocale.current(environment: ["LANG": "xx_YY"]) == .english)
  }
}
