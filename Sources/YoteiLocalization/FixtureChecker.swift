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
  /// The likeliest cause: "catalog", "formats" or "dates" when that input of the
  /// file changed since the fixtures were made, else "data" when the data versions
  /// did, else "rendering" (Yotei's code or the way it renders changed).
  public var cause: String = "rendering"
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
  /// What changed in the inputs since the fixtures were made ("catalog
  /// Localizable.xcstrings sha256 1a2b3c4d5e6f -> 0f9e8d7c6b5a"), empty when nothing did.
  public var inputChanges: [String] = []

  /// `true` when every file matches.
  public var allMatch: Bool { differences.isEmpty }

  /// What changed in the data versions ("ICU 72.1 -> 74.2"), empty when nothing did.
  public var versionChanges: [String] { goldenVersions.map { currentVersions.changes(from: $0) } ?? [] }

  /// The exit status a command-line tool should use: 0 when all match, 1 otherwise.
  public var exitStatus: Int32 { allMatch ? 0 : 1 }

  /// The diffs, then a summary and (when the data versions changed) a note that the
  /// differences may come from the new data, in the language of `localizer`.
  /// With `color` (a terminal), removed lines are red, added ones green and
  /// hunk headers cyan, as `git diff` shows them.
  public func text(localizer: Localizer = Localizer(locale: CalendarLocale.english), color: Bool = false)
    -> String
  {
    var out = ""
    for d in differences {
      switch d.kind {
      case .changed: break
      case .missingFromBuild: out += localizer.string("repl.fixtures.missingFile", .text(d.path)) + "\n"
      case .newInBuild: out += localizer.string("repl.fixtures.newFile", .text(d.path)) + "\n"
      }
      out += color ? Self.colored(d.diff) : d.diff
    }
    if allMatch {
      out += localizer.string("repl.fixtures.allMatch", .integer(checked)) + "\n"
    } else {
      out += localizer.string("repl.fixtures.differ", .integer(differences.count)) + "\n"
    }
    if !inputChanges.isEmpty {
      out += localizer.string("repl.fixtures.inputChange", .text(inputChanges.joined(separator: "; "))) + "\n"
    }
    let changes = versionChanges
    if !changes.isEmpty {
      out += localizer.string("repl.fixtures.versionChange", .text(changes.joined(separator: ", "))) + "\n"
    }
    if !allMatch && inputChanges.isEmpty && changes.isEmpty {
      out += localizer.string("repl.fixtures.renderingChange") + "\n"
    }
    return out
  }
}

extension FixtureCheckResult {
  /// A unified diff with ANSI colours: `---`/`+++` bold, `@@` cyan, `-` red, `+` green.
  static func colored(_ diff: String) -> String {
    diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let sgr: String?
      if line.hasPrefix("---") || line.hasPrefix("+++") {
        sgr = "1"
      } else if line.hasPrefix("@@") {
        sgr = "36"
      } else if line.hasPrefix("-") {
        sgr = "31"
      } else if line.hasPrefix("+") {
        sgr = "32"
      } else {
        sgr = nil
      }
      guard let sgr else { return String(line) }
      return "\u{1B}[\(sgr)m" + line + "\u{1B}[0m"
    }.joined(separator: "\n")
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
  ///   manifest cannot be read, or the errors of ``FixtureGenerator/render(_:inputs:versions:)``.
  ///
  /// The user's inputs are those of `inputs` where it has them, else those the
  /// manifest records: the catalog file it names (read again, so an edited catalog
  /// shows), its formats and its dates. Each difference says its likeliest cause:
  /// an input that changed, new data versions, or else the rendering.
  public static func check(directory: String, inputs: FixtureInputs? = nil) throws(LocalizationError)
    -> FixtureCheckResult
  {
    let golden = try readFolder(directory)
    guard let manifestText = golden.first(where: { $0.path == FixtureGenerator.manifestName })?.contents
    else {
      throw .io(
        path: directory + "/" + FixtureGenerator.manifestName, message: "no manifest; not a fixture folder")
    }
    let (matrix, goldenVersions, record) = try readManifest(manifestText, path: directory)
    let current = try currentInputs(inputs ?? FixtureInputs(), record: record, directory: directory)
    let rendered = try FixtureGenerator.render(matrix, inputs: current)
    var result = compare(golden: golden, current: rendered, goldenVersions: goldenVersions)
    result.directory = directory
    if !current.isEmpty || record != nil {
      let old = record ?? FixtureInputRecord(FixtureInputs())
      let changes = FixtureInputRecord(current).changes(from: old)
      result.inputChanges = changes.map(\.text)
      let changed = Set(changes.map(\.kind))
      for i in result.differences.indices {
        let path = result.differences[i].path
        if path.hasPrefix("strings/") || path == FixtureGenerator.manifestName, changed.contains("catalog") {
          result.differences[i].cause = "catalog"
        } else if path.hasPrefix("formats/") || path == FixtureGenerator.manifestName,
          let input = ["formats", "dates"].first(where: changed.contains)
        {
          result.differences[i].cause = input
        } else if result.differences[i].mayComeFromVersionChange {
          result.differences[i].cause = "data"
        }
      }
    } else {
      for i in result.differences.indices where result.differences[i].mayComeFromVersionChange {
        result.differences[i].cause = "data"
      }
    }
    return result
  }

  /// `given`, completed with what the manifest recorded.
  static func currentInputs(_ given: FixtureInputs, record: FixtureInputRecord?, directory: String = ".")
    throws(LocalizationError)
    -> FixtureInputs
  {
    var inputs = given
    guard let record else { return inputs }
    if inputs.catalog == nil, let file = record.catalogFile {
      // Relative to the fixture folder (older manifests: to the working folder).
      let own = FixturePaths.resolve(file, in: directory)
      let path = DataFile.isRegularFile(own) || DataFile.isFolder(own) ? own : file
      let read: FixtureInputs
      do {
        read = try FixtureInputs.catalog(path: path, file: file)
      } catch {
        throw .unreadableCatalog(
          file: file,
          CatalogError(
            path: "",
            message: "the manifest names this catalog and it cannot be read (\(error)); pass --strings"))
      }
      inputs = read.with(formats: inputs.formats, dates: inputs.dates, datesFile: inputs.datesFile)
    }
    if inputs.formats.isEmpty, !record.formats.isEmpty {
      inputs.formats = try record.formats.map { (text) throws(LocalizationError) in try DateFormatSpec(text) }
    }
    if inputs.datesFile == nil, !record.dates.isEmpty {
      var days: [Day] = []
      for text in record.dates {
        guard let day = Day(isoString: text) else {
          throw .io(
            path: FixtureGenerator.manifestName, message: "\"\(text)\" in inputs.dates is not an ISO date")
        }
        days.append(day)
      }
      inputs.dates = days
      inputs.datesFile = record.datesFile
    }
    return inputs
  }

  /// Compares two sets of files. Version stamp lines are ignored; the manifest is
  /// not compared (a file it lists and the build lacks shows as missing).
  public static func compare(
    golden: [FixtureFile], current: [FixtureFile], goldenVersions: FixtureVersions? = nil
  ) -> FixtureCheckResult {
    let currentVersions =
      current.lazy.compactMap(\.versions).first ?? FixtureVersions.current
    let stamped = goldenVersions ?? golden.lazy.compactMap(\.versions).first
    let versionsDiffer = stamped.map { !currentVersions.changes(from: $0).isEmpty } ?? false
    // Folders named before the names were BCP 47 (en_US) are today's (en-US).
    let renderedPaths = Set(current.map(\.path))
    let golden = golden.map { file in
      var file = file
      let name = FixtureGenerator.currentName(file.path)
      if !renderedPaths.contains(file.path), renderedPaths.contains(name) { file.path = name }
      return file
    }
    // The manifest is not a fixture: its inputs and versions are reported as such.
    let old = Dictionary(
      golden.filter { $0.path != FixtureGenerator.manifestName }.map { ($0.path, $0) },
      uniquingKeysWith: { a, _ in a })
    let new = Dictionary(
      current.filter { $0.path != FixtureGenerator.manifestName }.map { ($0.path, $0) },
      uniquingKeysWith: { a, _ in a })
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
      let bytes: [UInt8]
      do { bytes = try DataFile.read(full) } catch { throw .io(path: full, message: error.problem) }
      let text: String
      do {
        text = try UTF8Text.decode(bytes[...], what: "a fixture file is read as UTF-8")
      } catch {
        throw .unreadableCatalog(file: full, error)
      }
      files.append(FixtureFile(path: relative, contents: text))
    }
    return files
  }

  static func readManifest(_ text: String, path: String) throws(LocalizationError) -> (
    FixtureMatrix, FixtureVersions?, FixtureInputRecord?
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
    var record: FixtureInputRecord?
    if let inputs = object["inputs"] {
      record = FixtureInputRecord(
        catalogFile: inputs["catalog"]?["file"]?.string, catalogHash: inputs["catalog"]?["sha256"]?.string,
        formats: strings(inputs["formats"]) ?? [], dates: strings(inputs["dates"]) ?? [],
        datesFile: inputs["datesFile"]?.string)
    }
    let matrix = FixtureMatrix(
      locales: locales, calendars: calendars, referenceDay: reference, monthsAround: around)
    return (matrix, versions, record)
  }
}
