import Yotei

/// One file that differs between a golden folder and this build.
public struct FixtureDifference: Sendable, Equatable {
  /// How the file differs.
  public enum Kind: String, Sendable, Equatable {
    /// Both have the file; the contents differ (beyond the version stamp).
    case changed
    /// The golden folder has the file; this build does not render it.
    case missingFromBuild
    /// This build renders the file; the golden folder lacks it.
    case newInBuild
  }

  /// The path relative to the folder.
  public var path: String
  /// How it differs.
  public var kind: Kind
  /// The unified diff from the golden file to this build's (`a/` golden, `b/` build).
  public var diff: String
  /// `true` when the golden file was stamped with other data versions, so the
  /// difference may come from the new ICU, CLDR or tz data rather than from code.
  public var mayComeFromVersionChange: Bool
}

/// The result of checking a golden folder against this build.
public struct FixtureCheckResult: Sendable, Equatable {
  /// The folder checked.
  public var directory: String
  /// How many files were compared.
  public var checked: Int
  /// The files that differ, in path order.
  public var differences: [FixtureDifference]
  /// The versions the golden files were stamped with (from the manifest).
  public var goldenVersions: FixtureVersions?
  /// This build's versions.
  public var currentVersions: FixtureVersions

  /// `true` when every file matches.
  public var allMatch: Bool { differences.isEmpty }

  /// What changed in the data versions ("ICU 72.1 -> 74.2"), empty when nothing did.
  public var versionChanges: [String] { goldenVersions.map { currentVersions.changes(from: $0) } ?? [] }

  /// The exit status a command-line tool should use: 0 when all match, 1 otherwise.
  public var exitStatus: Int32 { allMatch ? 0 : 1 }

  /// The diffs, then a summary and (when the data versions changed) a note that the
  /// differences may come from the new data, in the language of `localizer`.
  public func text(localizer: Localizer = Localizer(locale: "en")) -> String {
    var out = ""
    for d in differences {
      switch d.kind {
      case .changed: break
      case .missingFromBuild: out += localizer.string("repl.fixtures.missingFile", .text(d.path)) + "\n"
      case .newInBuild: out += localizer.string("repl.fixtures.newFile", .text(d.path)) + "\n"
      }
      out += d.diff
    }
    if allMatch {
      out += localizer.string("repl.fixtures.allMatch", .integer(checked)) + "\n"
    } else {
      out += localizer.string("repl.fixtures.differ", .integer(differences.count)) + "\n"
    }
    let changes = versionChanges
    if !changes.isEmpty {
      out += localizer.string("repl.fixtures.versionChange", .text(changes.joined(separator: ", "))) + "\n"
    }
    return out
  }
}

/// Checks a folder of golden fixtures against what this build renders.
///
/// ```swift
/// let result = try FixtureChecker.check(directory: "fixtures")
/// print(result.text(), terminator: "")
/// exit(result.exitStatus)
/// ```
public enum FixtureChecker {
  /// Reads the folder's manifest, re-renders the same matrix and compares every file.
  ///
  /// - Throws: ``LocalizationError/io(path:message:)`` when the folder or its
  ///   manifest cannot be read, or the errors of ``FixtureGenerator/render(_:versions:)``.
  public static func check(directory: String) throws(LocalizationError) -> FixtureCheckResult {
    let golden = try readFolder(directory)
    guard let manifestText = golden.first(where: { $0.path == FixtureGenerator.manifestName })?.contents
    else {
      throw .io(
        path: directory + "/" + FixtureGenerator.manifestName, message: "no manifest; not a fixture folder")
    }
    let (matrix, goldenVersions) = try readManifest(manifestText, path: directory)
    let current = try FixtureGenerator.render(matrix)
    var result = compare(golden: golden, current: current, goldenVersions: goldenVersions)
    result.directory = directory
    return result
  }

  /// Compares two sets of files. Version stamp lines are ignored; the manifest is
  /// compared too, so a change of the file list shows.
  public static func compare(
    golden: [FixtureFile], current: [FixtureFile], goldenVersions: FixtureVersions? = nil
  ) -> FixtureCheckResult {
    let currentVersions =
      current.lazy.compactMap(\.versions).first ?? FixtureVersions.current
    let stamped = goldenVersions ?? golden.lazy.compactMap(\.versions).first
    let versionsDiffer = stamped.map { !currentVersions.changes(from: $0).isEmpty } ?? false
    let old = Dictionary(golden.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    let new = Dictionary(current.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    var differences: [FixtureDifference] = []
    for path in Set(old.keys).union(new.keys).sorted(by: codePointOrder) {
      switch (old[path], new[path]) {
      case (let a?, let b?):
        if a.body != b.body {
          let diff =
            UnifiedDiff.diff(old: a.contents, new: b.contents, oldPath: "a/" + path, newPath: "b/" + path)
            ?? ""
          differences.append(
            FixtureDifference(
              path: path, kind: .changed, diff: diff, mayComeFromVersionChange: versionsDiffer))
        }
      case (let a?, nil):
        let diff =
          UnifiedDiff.diff(old: a.contents, new: "", oldPath: "a/" + path, newPath: "/dev/null") ?? ""
        differences.append(
          FixtureDifference(
            path: path, kind: .missingFromBuild, diff: diff, mayComeFromVersionChange: versionsDiffer))
      case (nil, let b?):
        let diff =
          UnifiedDiff.diff(old: "", new: b.contents, oldPath: "/dev/null", newPath: "b/" + path) ?? ""
        differences.append(
          FixtureDifference(
            path: path, kind: .newInBuild, diff: diff, mayComeFromVersionChange: versionsDiffer))
      case (nil, nil): break
      }
    }
    return FixtureCheckResult(
      directory: "", checked: max(old.count, new.count), differences: differences, goldenVersions: stamped,
      currentVersions: currentVersions)
  }

  /// Every regular file under `directory` (hidden ones skipped), with paths relative
  /// to it.
  static func readFolder(_ directory: String) throws(LocalizationError) -> [FixtureFile] {
    let paths: [String]
    do {
      paths = try DataFile.files(under: directory)
    } catch {
      throw .io(path: directory, message: "not a folder")
    }
    var files: [FixtureFile] = []
    for relative in paths where relative.hasSuffix(".txt") || relative.hasSuffix(".json") {
      let full = directory + "/" + relative
      let text: String
      do { text = try DataFile.readText(full) } catch { throw .io(path: full, message: error.problem) }
      files.append(FixtureFile(path: relative, contents: text))
    }
    return files
  }

  static func readManifest(_ text: String, path: String) throws(LocalizationError) -> (
    FixtureMatrix, FixtureVersions?
  ) {
    let manifestPath = path + "/" + FixtureGenerator.manifestName
    let object: JSONNode
    do {
      object = try JSONReader.parse(text)
    } catch {
      throw .io(path: manifestPath, message: "not a fixture manifest: \(error)")
    }
    func strings(_ node: JSONNode?) -> [String]? {
      guard let items = node?.items else { return nil }
      let texts = items.compactMap(\.string)
      return texts.count == items.count ? texts : nil
    }
    guard let locales = strings(object["locales"]), let calendarNames = strings(object["calendars"]) else {
      throw .io(path: manifestPath, message: "not a fixture manifest")
    }
    var calendars: [CalendarSystem] = []
    for name in calendarNames {
      do { calendars.append(try CalendarSystem(identifier: name)) } catch { throw .unknownCalendar(name) }
    }
    let reference = object["referenceDay"]?.string.flatMap(Day.init(isoString:))
    let around = object["monthsAround"]?.int ?? 1
    var versions: FixtureVersions?
    if let v = object["versions"], let icu = v["icu"]?.string, let cldr = v["cldr"]?.string,
      let tz = v["icuTimeZone"]?.string, let tzdb = v["tzdb"]?.string
    {
      versions = FixtureVersions(icu: icu, cldr: cldr, icuTimeZone: tz, tzdb: tzdb)
    }
    let matrix = FixtureMatrix(
      locales: locales, calendars: calendars, referenceDay: reference, monthsAround: around)
    return (matrix, versions)
  }
}
