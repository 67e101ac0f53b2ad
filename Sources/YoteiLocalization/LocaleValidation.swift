import Yotei

extension CalendarLocale {
  /// Checks a locale string the way `CalendarLocale.init(_:)` does, also
  /// accepting the pseudo-locales `en-XA` and `ar-XB`; returns it unchanged.
  ///
  /// Every string convenience of the localization toolkit goes through this,
  /// so `"!!!"` and `"xx-YY"` are refused everywhere with the same error.
  ///
  /// - Throws: `LocaleError` naming the identifier and the problem.
  static func validatedForLocalization(_ identifier: String) throws(LocaleError) -> String {
    let pseudo =
      identifier.first.map { $0 != "@" } ?? false
      ? identifier.split(separator: "@", maxSplits: 1).first.map { PseudoLocale(locale: String($0)) } ?? nil
      : nil
    if pseudo != nil { return identifier }
    _ = try CalendarLocale(identifier)
    return identifier
  }
}
