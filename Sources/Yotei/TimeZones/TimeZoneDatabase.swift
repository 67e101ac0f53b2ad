internal import CYoteiICU

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a ``TimeZoneDatabase`` takes its zones from.
public enum TimeZoneDataSource: Hashable, Sendable, CustomStringConvertible {
  /// TZif files (RFC 8536) in a directory such as `/usr/share/zoneinfo`.
  case directory(String)
  /// ICU's built-in zones, used only because no system database was found;
  /// `reason` says why.
  case icu(reason: String)

  /// `TZif files in /usr/share/zoneinfo` or `ICU built-in zones (...)`.
  public var description: String {
    switch self {
    case .directory(let path): return "TZif files in \(path)"
    case .icu(let reason): return "ICU built-in zones (\(reason))"
    }
  }
}

/// A source of time zones: the system tz database (TZif files), or ICU's
/// built-in zones when there is none. One database never mixes the two.
///
/// Zones are parsed once and cached; the cache is safe to use from any thread.
///
/// ```swift
/// let db = TimeZoneDatabase.system
/// db.report    // "tz database 2025b: TZif files in /usr/share/zoneinfo"
/// let nuuk = try db.zone("America/Nuuk")
/// ```
public final class TimeZoneDatabase: Sendable {
  /// The database chosen from the process environment when first used; see
  /// ``init(environment:)``.
  public static let system = TimeZoneDatabase(environment: TimeZoneDatabase.processEnvironment())

  /// Where the zones come from.
  public let source: TimeZoneDataSource
  /// The data version, such as `2025b` (from `tzdata.zi`, or ICU's
  /// time-zone data version), or `nil` if the directory does not say.
  public let version: String?

  private struct State {
    /// Rules by identifier (HashedStorage's: a process's first zone asks the
    /// runtime for no conformance).
    var zones: [String: ZoneRules] = HashedStorage.dictionary(capacity: 8)
    /// Rules by resolved file path, so links share one parse.
    var files: [String: ZoneRules] = HashedStorage.dictionary(capacity: 8)
    var names: [String]?
    var fileReads = 0
  }
  private let state = Lock(State())

  /// The system tz database: the directory named by `TZDIR` in `environment`
  /// if set and not empty, else `/usr/share/zoneinfo`. If that directory has
  /// no tz database, ICU's built-in zones are used and ``source`` says why.
  public convenience init(environment: [String: String]) {
    let tzdir = environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 }
    let directory = tzdir ?? "/usr/share/zoneinfo"
    if TimeZoneDatabase.looksLikeDatabase(directory) {
      self.init(
        checkedDirectory: directory.count > 1 && directory.hasSuffix("/")
          ? String(directory.dropLast()) : directory)
    } else {
      let what = tzdir != nil ? "TZDIR=\(directory)" : directory
      self.init(icuBecause: "no tz database at \(what)")
    }
  }

  /// A database of the TZif files in `directory`, with no fallback: zones
  /// missing there are unknown.
  ///
  /// - Throws: ``ZoneError/unreadableFile(path:problem:)`` when `directory`
  ///   is not an existing folder (a typo would otherwise make every zone unknown).
  public convenience init(directory: String) throws(ZoneError) {
    let trimmed = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    var info = stat()
    guard stat(trimmed, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
      throw .unreadableFile(path: trimmed, problem: "no such folder")
    }
    self.init(checkedDirectory: trimmed)
  }

  /// A database of an existing folder (`init(directory:)` checked it).
  private init(checkedDirectory trimmed: String) {
    source = .directory(trimmed)
    version = TimeZoneDatabase.readVersion(trimmed)
  }

  /// ICU's built-in zones (`reason` is recorded in ``source``). Prefer the
  /// system database: ICU's copy is often years out of date.
  public init(icuBecause reason: String) {
    source = .icu(reason: reason)
    var buffer = [CChar](repeating: 0, count: 64)
    let n = yotei_icu_tz_version(&buffer, 64)
    version = n > 0 ? String(decoding: buffer[0..<Int(n)].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
  }

  /// One line for logs and the REPL: the data version and where it came from,
  /// for example `tz database 2025b: TZif files in /usr/share/zoneinfo`.
  public var report: String {
    "tz database \(version ?? "(unknown version)"): \(source)"
  }

  /// How many zone files this database has read (links to one file count
  /// once), for checking the cache.
  public var filesRead: Int { state.withLock { $0.fileReads } }

  /// The zone with IANA identifier `identifier` (`Europe/Paris`, or a link such
  /// as `US/Eastern`), `UTC`, or a fixed offset (`+05:30`, `-03`, `UTC+3`).
  ///
  /// A fixed offset keeps ICU's meaning of custom IDs (`UTC+3` and `GMT+3` are
  /// three hours *east* of UTC, unlike the POSIX `TZ` variable) and its
  /// identifier is the offset written `+03:00`.
  ///
  /// - Throws: ``ZoneError/unknownZone(_:suggestions:)`` with close matches
  ///   when there is no such zone, or ``ZoneError/corruptFile(path:problem:)``
  ///   naming the file and the problem when its data is damaged.
  public func zone(_ identifier: String) throws(ZoneError) -> Zone {
    if let fixed = TimeZoneDatabase.fixedOffset(identifier) {
      // ICU's custom IDs: `UTC+3` and `GMT+3` are three hours east, `+03:00`.
      return Zone(
        identifier: TimeArithmetic.formatOffset(fixed, separator: true),
        rules: ZoneRules(fixedOffset: fixed, abbreviation: TimeZoneDatabase.fixedAbbreviation(fixed)))
    }
    let result: Result<ZoneRules, ZoneError> = state.withLock { state in
      if let rules = state.zones[identifier] { return .success(rules) }
      do throws(ZoneError) {
        let rules = try load(identifier, &state)
        state.zones[identifier] = rules
        return .success(rules)
      } catch {
        return .failure(error)
      }
    }
    switch result {
    case .success(let rules): return Zone(identifier: identifier, rules: rules)
    case .failure(let error):
      if case .unknownZone(let id, _) = error {
        throw .unknownZone(id, suggestions: suggestions(for: id))
      }
      throw error
    }
  }

  /// The zone identifiers this database lists (zones and links), sorted.
  ///
  /// For a directory, taken from `tzdata.zi` if present, else from
  /// `zone1970.tab` and `zone.tab` and a walk of the directory. ICU's list is
  /// not available through Yotei's ICU door, so an ICU database lists none.
  public func identifiers() -> [String] {
    if let names = state.withLock({ $0.names }) { return names }
    let names: [String]
    switch source {
    case .directory(let directory): names = TimeZoneDatabase.listNames(directory)
    case .icu: names = []
    }
    state.withLock { $0.names = names }
    return names
  }

  /// Close matches for an unknown identifier, best first (at most three):
  /// by edit distance to the whole name or to its last part, ignoring case.
  /// An identifier longer than 128 bytes (four times the longest zone name)
  /// gets none: it is close to no zone, and an edit distance to each of 600
  /// names would cost its length times theirs (a 1 MB id took minutes).
  func suggestions(for identifier: String) -> [String] {
    guard identifier.utf8.count <= 128 else { return [] }
    let key = Array(identifier.lowercased().utf8)
    let keyLast = Array(
      (identifier.split(separator: "/").last.map(String.init) ?? identifier).lowercased().utf8)
    let limit = max(2, key.count / 4)
    var scored: [(Int, String)] = []
    for name in identifiers() {
      let lower = Array(name.lowercased().utf8)
      let lastStart = (lower.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 }) ?? 0
      let whole = TimeZoneDatabase.editDistance(key, lower[...], limit: limit)
      let partial =
        TimeZoneDatabase.editDistance(keyLast, lower[lastStart...], limit: limit)
        + (keyLast.count == key.count ? 0 : 1)
      let score = min(whole, partial)
      if score <= limit { scored.append((score, name)) }
    }
    scored.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    return Array(scored.prefix(3).map(\.1))
  }

  // MARK: Loading

  private func load(_ identifier: String, _ state: inout State) throws(ZoneError) -> ZoneRules {
    switch source {
    case .icu:
      return try TimeZoneDatabase.loadICU(identifier)
    case .directory(let directory):
      guard TimeZoneDatabase.isPlausibleIdentifier(identifier) else {
        throw .unknownZone(identifier, suggestions: [])
      }
      let path = directory + "/" + identifier
      let key = TimeZoneDatabase.resolvedPath(path) ?? path
      if let rules = state.files[key] { return rules }
      let bytes = try TimeZoneDatabase.readFile(path, identifier: identifier)
      state.fileReads += 1
      let tzif: TZifFile
      do {
        tzif = try TZifFile(bytes: bytes)
      } catch {
        throw .corruptFile(path: path, problem: error.problem)
      }
      let rules = ZoneRules(tzif: tzif)
      state.files[key] = rules
      return rules
    }
  }

  /// Zone names use letters, digits, `/`, `_`, `-` and `+`, never `.`, so a
  /// name cannot climb out of the directory or open `tzdata.zi`.
  static func isPlausibleIdentifier(_ id: String) -> Bool {
    guard !id.isEmpty, id.utf8.count < 256, !id.hasPrefix("/"), !id.hasSuffix("/"),
      !id.hasPrefix("right/"), !id.hasPrefix("posix/")
    else { return false }
    return id.utf8.allSatisfy { c in
      (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A) || c == 0x2F || c == 0x5F
        || c == 0x2D || c == 0x2B
    } && !id.contains("//")
  }

  /// The bytes of a zone file, bounded: a folder is no zone, and a device,
  /// pipe or socket (`TZ=/dev/zero`, a FIFO) is refused without reading it.
  static func readFile(_ path: String, identifier: String) throws(ZoneError) -> [UInt8] {
    let fd: Int32
    let size: Int
    do {
      (fd, size) = try DataFile.openRegular(path)
    } catch {
      switch error {
      case .folder: throw .unknownZone(identifier, suggestions: [])
      case .system(let code) where code == ENOENT || code == ENOTDIR:
        throw .unknownZone(identifier, suggestions: [])
      case .system(let code): throw .unreadableFile(path: path, problem: String(cString: strerror(code)))
      case .notRegular:
        throw .unreadableFile(path: path, problem: "not a regular file (a device, a pipe or a socket)")
      }
    }
    defer { close(fd) }
    guard size <= 1 << 24 else {
      throw .corruptFile(path: path, problem: "file is \(size) bytes, too large for TZif")
    }
    // Sized from fstat (DataFile's loop): a 64 KB scratch buffer here was 16
    // zeroed pages, page faults that a 2 KB zone file does not need.
    guard let bytes = DataFile.readToEnd(fd, size: size, limit: 1 << 24) else {
      throw .unreadableFile(path: path, problem: String(cString: strerror(errno)))
    }
    guard bytes.count <= 1 << 24 else {
      throw .corruptFile(path: path, problem: "file is too large for TZif")
    }
    return bytes
  }

  static func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The first `count` bytes (or fewer) of the regular file at `path`, as UTF-8.
  private static func readPrefix(_ path: String, count: Int) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, count - filled) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { break }
      filled += n
    }
    return String(decoding: bytes[0..<filled], as: UTF8.self)
  }

  private static func readText(_ path: String) -> String? {
    guard let bytes = try? readFile(path, identifier: path) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `2025b` from the first line of `tzdata.zi` (`# version 2025b`). Reads
  /// only the file's first bytes: the whole file is about 100 KB.
  static func readVersion(_ directory: String) -> String? {
    guard let text = readPrefix(directory + "/tzdata.zi", count: 128),
      let line = text.split(separator: "\n", maxSplits: 1).first,
      line.hasPrefix("# version ")
    else { return nil }
    let version = line.dropFirst("# version ".count).trimmingSpaces
    return version.isEmpty ? nil : String(version)
  }

  static func looksLikeDatabase(_ directory: String) -> Bool {
    for probe in ["tzdata.zi", "UTC", "Etc/UTC", "zone1970.tab"] {
      var info = stat()
      if stat(directory + "/" + probe, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { return true }
    }
    return false
  }

  static func listNames(_ directory: String) -> [String] {
    var names = Set<String>()
    if let text = readText(directory + "/tzdata.zi") {
      for line in text.split(separator: "\n") {
        let fields = line.split(separator: " ")
        if fields.first == "Z", fields.count > 1 { names.insert(String(fields[1])) }
        if fields.first == "L", fields.count > 2 { names.insert(String(fields[2])) }
      }
    }
    if names.isEmpty {
      for file in ["zone1970.tab", "zone.tab"] {
        for line in (readText(directory + "/" + file) ?? "").split(separator: "\n") where !line.hasPrefix("#")
        {
          let fields = line.split(separator: "\t")
          if fields.count > 2 { names.insert(String(fields[2])) }
        }
      }
      // Only a folder that looks like a tz database is walked (with `/`, one
      // unknown identifier once walked the whole file tree for suggestions).
      if looksLikeDatabase(directory) { walk(directory, prefix: "", into: &names, depth: 0) }
    }
    return names.sorted()
  }

  private static func walk(_ directory: String, prefix: String, into names: inout Set<String>, depth: Int) {
    guard depth < 4, let dir = opendir(directory) else { return }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name.hasPrefix(".") || name.contains(".") { continue }
      let id = prefix + name
      if depth == 0 && (name == "right" || name == "posix") { continue }
      let path = directory + "/" + name
      var info = stat()
      guard stat(path, &info) == 0 else { continue }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        walk(path, prefix: id + "/", into: &names, depth: depth + 1)
      } else if isPlausibleIdentifier(id), let bytes = try? readFile(path, identifier: id),
        bytes.starts(with: Array("TZif".utf8))
      {
        names.insert(id)
      }
    }
  }

  // MARK: Fixed offsets

  /// Seconds east of UTC for `+05:30`, `-0300`, `+05`, `UTC+3`, `GMT-03:30`;
  /// `nil` for anything else.
  static func fixedOffset(_ id: String) -> Int? {
    var body = Substring(id)
    if body.hasPrefix("UTC") || body.hasPrefix("GMT") {
      body = body.dropFirst(3)
      guard !body.isEmpty else { return nil }  // plain UTC and GMT are files
    }
    guard let sign = body.first, sign == "+" || sign == "-" else { return nil }
    body = body.dropFirst()
    let parts = body.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }) else {
      return nil
    }
    var fields: [Int]
    if parts.count == 1 {
      let digits = parts[0]
      switch digits.count {
      case 1, 2: fields = [Int(digits)!]
      case 4: fields = [Int(digits.prefix(2))!, Int(digits.suffix(2))!]
      case 6: fields = [Int(digits.prefix(2))!, Int(digits.dropFirst(2).prefix(2))!, Int(digits.suffix(2))!]
      default: return nil
      }
    } else {
      guard parts.count <= 3, parts[0].count <= 2, parts.dropFirst().allSatisfy({ $0.count == 2 }) else {
        return nil
      }
      fields = parts.map { Int($0)! }
    }
    while fields.count < 3 { fields.append(0) }
    guard fields[0] <= 23, fields[1] <= 59, fields[2] <= 59 else { return nil }
    let seconds = fields[0] * 3600 + fields[1] * 60 + fields[2]
    return sign == "-" ? -seconds : seconds
  }

  static func fixedAbbreviation(_ offset: Int) -> String {
    TimeArithmetic.formatOffset(offset, separator: false)
  }

  // MARK: ICU fallback

  /// Builds a zone's transition table from ICU, 1800 to 2504; beyond 2100
  /// ICU's rules are annual, so the table repeats every 400 years from there.
  static func loadICU(_ identifier: String) throws(ZoneError) -> ZoneRules {
    var buffer = [CChar](repeating: 0, count: 128)
    guard identifier.utf8.count < 120, yotei_icu_zone_canonical(identifier, &buffer, 128) > 0 else {
      throw .unknownZone(identifier, suggestions: [])
    }
    func seconds(year: Int) -> Int64 {
      Int64(ISOArithmetic.julianDayNumber(year: year, month: 1, day: 1) - Day.unixEpoch.julianDayNumber)
        * 86_400
    }
    var types: [ZoneRules.LocalTimeType] = []
    func type(at ms: Double) -> Int {
      var raw: Int32 = 0
      var dst: Int32 = 0
      _ = yotei_icu_zone_offset(identifier, ms, &raw, &dst)
      let offset = Int((raw + dst) / 1000)
      let type = ZoneRules.LocalTimeType(
        offset: offset, isDaylight: dst != 0, abbreviation: fixedAbbreviation(offset))
      if let index = types.firstIndex(of: type) { return index }
      types.append(type)
      return types.count - 1
    }
    let startMs = Double(seconds(year: 1800)) * 1000
    let endMs = Double(seconds(year: 2504)) * 1000
    let cycleStart = seconds(year: 2100)
    let initial = type(at: startMs)
    var transitions: [(instant: Int64, type: Int)] = []
    var t = startMs
    var when = 0.0
    while yotei_icu_zone_next_transition(identifier, t, &when) == 1, when < endMs, when > t {
      transitions.append((Int64((when / 1000).rounded(.down)), type(at: when)))
      t = when
    }
    let periodic = transitions.contains { $0.instant >= cycleStart }
    return ZoneRules(
      transitions: transitions, types: types, initialType: initial, cycleStart: periodic ? cycleStart : nil)
  }

  // MARK: Helpers

  /// Levenshtein distance, or `limit + 1` once it must exceed `limit`.
  static func editDistance(_ a: [UInt8], _ b: ArraySlice<UInt8>, limit: Int) -> Int {
    let b = Array(b)
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return limit + 1 }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  static func processEnvironment() -> [String: String] {
    guard let value = getenv("TZDIR") else { return [:] }
    return ["TZDIR": String(cString: value)]
  }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var s = self
    while let c = s.first, c == " " || c == "\t" || c == "\r" { s = s.dropFirst() }
    while let c = s.last, c == " " || c == "\t" || c == "\r" { s = s.dropLast() }
    return s
  }
}
