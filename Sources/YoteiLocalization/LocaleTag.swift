/// The parts of a locale identifier the toolkit needs, parsed once.
///
/// Accepts ICU ids ("fa_IR", "he_IL@numbers=hebr") and BCP 47 tags ("fa-IR",
/// "he-IL-u-nu-hebr", "en-XA"), and maps the legacy codes ICU keeps ("iw", "in",
/// "ji") to today's.
struct LocaleTag: Hashable, Sendable {
  var language: String
  var script: String?
  var region: String?
  /// ICU keywords ("numbers" -> "hebr").
  var keywords: [String: String]

  init(_ identifier: String) {
    let icu = ICUBridge.canonicalLocale(identifier) ?? identifier.replacing("-", with: "_")
    let halves = icu.split(separator: "@", maxSplits: 1).map(String.init)
    var parts = (halves.first ?? "").split(separator: "_").map(String.init)
    let language = parts.isEmpty ? "und" : parts.removeFirst().lowercased()
    // A switch, not a dictionary literal: a process's first `[String: String]`
    // literal has the runtime look up String's Hashable conformance (0.18 M
    // instructions of `yotei-repl -c show`).
    switch language {
    case "iw": self.language = "he"
    case "in": self.language = "id"
    case "ji": self.language = "yi"
    default: self.language = language
    }
    if let first = parts.first, first.count == 4 {
      script = first.prefix(1).uppercased() + first.dropFirst().lowercased()
      parts.removeFirst()
    }
    if let first = parts.first, first.count == 2 || first.count == 3 {
      region = first.uppercased()
    }
    keywords = [:]
    if halves.count == 2 {
      for pair in halves[1].split(separator: ";") {
        let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
        if kv.count == 2 { keywords[kv[0].lowercased()] = kv[1] }
      }
    }
  }

  /// The ICU id without keywords: "fa_IR", "zh_Hans_CN".
  var baseICU: String {
    // Appended, not joined: `joined(separator:)` of an array is a generic
    // call whose first use has the runtime look a conformance up.
    var text = language
    if let script { text += "_" + script }
    if let region { text += "_" + region }
    return text
  }

  /// The ICU id with keywords: "he_IL@numbers=hebr".
  var icu: String {
    if keywords.isEmpty { return baseICU }
    return baseICU + "@" + keywords.keys.sorted().map { "\($0)=\(keywords[$0]!)" }.joined(separator: ";")
  }

  /// Catalog language codes to try for this tag in a catalog with `languages`:
  /// ``catalogCandidates``, preceded, when the tag has no script but the catalog
  /// has a script variant of its language ("zh-Hans", "sr-Latn"), by the
  /// candidates of the tag with the script CLDR's likely subtags give it: "zh-CN"
  /// and "zh-SG" try "zh-Hans", "zh-TW" tries "zh-Hant" (not "zh-Hans").
  func catalogCandidates(in languages: [String]) -> [String] {
    let prefix = language + "-"
    guard script == nil,
      languages.contains(where: { code in
        code.hasPrefix(prefix)
          && code.dropFirst(prefix.count).prefix { $0 != "-" }.count == 4
      }),
      let likely = ICUBridge.likelyScript(baseICU)
    else { return catalogCandidates }
    var scripted = self
    scripted.script = likely
    var result = scripted.catalogCandidates
    for tag in catalogCandidates where !result.contains(tag) { result.append(tag) }
    return result
  }

  /// Catalog language codes from the most to the least specific: "zh-Hans-CN",
  /// "zh-Hans", "zh" (without duplicates).
  var catalogCandidates: [String] {
    var result: [String] = []
    // Appended, not joined (see `baseICU`).
    func add(_ script: String?, _ region: String?) {
      var tag = language
      if let script { tag += "-" + script }
      if let region { tag += "-" + region }
      if !result.contains(tag) { result.append(tag) }
    }
    add(script, region)
    add(script, nil)
    add(nil, region)
    add(nil, nil)
    return result
  }
}
