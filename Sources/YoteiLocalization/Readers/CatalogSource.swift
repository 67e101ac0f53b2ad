import Yotei

/// The kinds of file a catalog comes from, read by their names: an `.xcstrings`
/// String Catalog, an XLIFF 1.2 file (`.xliff`, `.xlf`, or an `.xcloc` folder's),
/// or `.strings`/`.stringsdict` tables (a file, an `.lproj` folder, or a folder
/// with `.lproj` folders below it). `strings pseudo` and the fixtures read any of
/// them through ``read(_:sourceLanguage:)``.
public enum CatalogSource: Sendable, Equatable {
  case xcstrings
  case xliff
  case strings

  /// The kind of `path`, by its name (a folder that is neither an `.xcloc` nor
  /// an `.xcstrings` is read for `.lproj` folders).
  public init(path: String) {
    var p = path
    while p.count > 1, p.hasSuffix("/") { p.removeLast() }
    if p.hasSuffix(".xliff") || p.hasSuffix(".xlf") || p.hasSuffix(".xcloc") {
      self = .xliff
    } else if p.hasSuffix(".strings") || p.hasSuffix(".stringsdict") || p.hasSuffix(".lproj")
      || (DataFile.isFolder(p) && !p.hasSuffix(".xcstrings"))
    {
      self = .strings
    } else {
      self = .xcstrings
    }
  }

  /// The XLIFF files of `path`: itself, or an `.xcloc`'s `Localized Contents/*.xliff`.
  ///
  /// - Throws: ``LocalizationError/unreadableCatalog(file:_:)`` for an `.xcloc`
  ///   without them.
  public static func xliffFiles(_ path: String) throws(LocalizationError) -> [String] {
    var p = path
    while p.count > 1, p.hasSuffix("/") { p.removeLast() }
    guard p.hasSuffix(".xcloc") else { return [p] }
    let folder = p + "/Localized Contents"
    let names: [String]
    do {
      names = try DataFile.files(under: folder)
    } catch {
      throw .unreadableCatalog(
        file: folder, CatalogError(path: "", message: "cannot read the .xcloc (\(error))"))
    }
    let found = names.filter { $0.hasSuffix(".xliff") && !$0.contains("/") }.sorted(by: codePointOrder)
    guard !found.isEmpty else {
      throw .unreadableCatalog(file: folder, CatalogError(path: "", message: "no .xliff in the .xcloc"))
    }
    return found.map { folder + "/" + $0 }
  }

  /// The catalog `path` holds, with the bytes of every file read (for a hash):
  /// an XLIFF's files merged into one catalog of their source and target
  /// languages, a folder's `.strings` tables merged into one catalog.
  ///
  /// - Throws: ``LocalizationError/unreadableCatalog(file:_:)`` naming the file.
  public static func read(_ path: String, sourceLanguage: String? = nil) throws(LocalizationError) -> (
    catalog: StringCatalog, bytes: [UInt8]
  ) {
    switch CatalogSource(path: path) {
    case .xcstrings:
      let data = try bytes(of: path)
      do {
        return (try StringCatalog(data: data), data)
      } catch {
        throw .unreadableCatalog(file: path, error)
      }
    case .xliff:
      var all: [UInt8] = []
      var catalogs: [StringCatalog] = []
      for file in try xliffFiles(path) {
        let data = try bytes(of: file)
        all += data
        do {
          let document = try XLIFFDocument(bytes: data)
          for index in document.files.indices { catalogs.append(try document.catalog(file: index)) }
        } catch {
          throw .unreadableCatalog(file: file, error)
        }
      }
      return (merged(catalogs), all)
    case .strings:
      let tables = try StringsTable.read(at: path, sourceLanguage: sourceLanguage)
      var all: [UInt8] = []
      for table in tables {
        for file in table.files { all += try bytes(of: file) }
      }
      return (merged(tables.map(\.catalog)), all)
    }
  }

  /// One catalog of several (the first one's source language); a key in
  /// several keeps every language, the later file's value where both have one.
  static func merged(_ catalogs: [StringCatalog]) -> StringCatalog {
    guard var result = catalogs.first else { return StringCatalog() }
    for other in catalogs.dropFirst() {
      for (key, entry) in other.entries {
        guard var mine = result.entries[key] else {
          result.entries[key] = entry
          continue
        }
        mine.localizations.merge(entry.localizations) { _, theirs in theirs }
        result.entries[key] = mine
      }
    }
    return result
  }
}

extension CatalogSource {
  /// The bytes of `file`, or the error every catalog reader gives for a file
  /// it cannot read (the REPL translates the reason inside it).
  static func bytes(of file: String) throws(LocalizationError) -> [UInt8] {
    do {
      return try DataFile.read(file)
    } catch {
      throw .unreadableCatalog(
        file: file, CatalogError(path: "", message: "cannot read the file (\(error.problem))"))
    }
  }
}
