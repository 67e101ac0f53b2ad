extension StringCatalog {
  /// The name of Yotei's own catalog under Resources/YoteiLocalization/.
  public static let yoteiResourceName = "Yotei.xcstrings"

  /// Yotei's own strings: day kinds and markers, production-calendar explanations,
  /// holiday names, accessibility labels, REPL messages, legends and errors, in
  /// English, Russian, Hebrew, Persian, Arabic and German. The key list is in
  /// Resources/YoteiLocalization/KEYS.md.
  ///
  /// Compiled into the binary from Resources/YoteiLocalization/Yotei.xcstrings
  /// in a form that needs no parsing at start: a string is parsed from its
  /// baked JSON, by the same parser as any user catalog, when it is looked up.
  public static let yotei = StringCatalog(baked: .yotei)
}
