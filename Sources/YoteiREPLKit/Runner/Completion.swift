import Yotei
import YoteiProduction

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    if pool.isEmpty, let type = previous.first.flatMap(CommandRegistry.command(named:)) {
      let kinds = type.spec.completions
      let position = previous.count - 1
      if position < kinds.count, kinds[position] == .file { return files(matching: word) }
    }
    let lowered = word.lowercased()
    return pool.filter { $0.lowercased().hasPrefix(lowered) }
  }

  /// Paths that start with `word`: the entries of its folder, folders with a
  /// trailing `/`, hidden ones only when asked for with a leading dot.
  static func files(matching word: String) -> [String] {
    let slash = word.lastIndex(of: "/")
    let folder = slash.map { String(word[...$0]) } ?? ""
    let prefix = slash.map { String(word[word.index(after: $0)...]) } ?? word
    guard let directory = opendir(folder.isEmpty ? "." : folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != ".", name != "..", name.hasPrefix(prefix), !name.hasPrefix(".") || prefix.hasPrefix(".")
      else { continue }
      var info = stat()
      let isFolder = stat(folder + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
      names.append(folder + name + (isFolder ? "/" : ""))
    }
    return names.sorted()
  }

  /// Every value an argument of `kind` can take, as typed.
  static func values(for kind: ArgumentKind) -> [String] {
    switch kind {
    case .calendar: CalendarSystem.allCases.map(\.identifier)
    case .locale: locales
    case .weekday: Weekday.allCases.map(\.name) + ["auto"]
    case .keyword(let words): words
    case .command: CommandRegistry.names
    case .date: dateWords
    case .zone: zones
    case .region: ProductionCalendar.shippedCodes + ["none"]
    case .file, .other: []
    }
  }

  /// The words a DATE can be.
  static let dateWords = ["today", "tomorrow", "yesterday"]

  /// Whether a completion is finished (a space may follow it): a folder
  /// (`data/`) is not, so the next Tab goes on into it.
  public static func isFinal(_ match: String) -> Bool { !match.hasSuffix("/") }

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
