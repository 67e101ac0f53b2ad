extension StringCatalog {
  /// The name of Yotei's own catalog under Resources/YoteiLocalization/.
  public static let yoteiResourceName = "Yotei.xcstrings"

  /// Yotei's own strings: day kinds and markers, production-calendar explanations,
  /// holiday names, accessibility labels, REPL messages, legends and errors, in
  /// English, Russian, Hebrew, Persian, Arabic and German. The key list is in
  /// Resources/YoteiLocalization/KEYS.md.
  ///
  /// Compiled into the binary from Resources/YoteiLocalization/Yotei.xcstrings and
  /// parsed with the same parser as any user catalog.
  public static let yotei: StringCatalog = {
    guard let text = BakedResources.files[yoteiResourceName] else {
      fatalError("Yotei.xcstrings is not baked in; run scripts/bake-resources.py")
    }
    do {
      return try StringCatalog(xcstrings: text)
    } catch {
      fatalError("Yotei.xcstrings does not parse: \(error)")
    }
  }()
}
