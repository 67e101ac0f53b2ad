import Yotei

/// The production calendars a program knows: the shipped regions plus any
/// loaded from files, by region code.
///
/// Loading is all-or-nothing: a file is parsed, validated and resolved
/// completely before it is registered, so a file that fails to load reports
/// its file, line and field and changes nothing already loaded.
///
/// ```swift
/// let registry = ProductionRegistry()
/// let acme = try registry.load(path: "acme.json")   // {"base": "RU", "overlays": [...]}
/// try acme.calendar.isWorkingDay(Day(iso: 2025, 12, 30)!)  // false  (ACME's company day off)
/// ```
public final class ProductionRegistry: Sendable {
  private let loaded: Lock<[String: ProductionCalendar]> = HashedStorage.lockedDictionary(capacity: 4)

  /// A registry that knows the shipped regions.
  public init() {}

  /// The codes of every region available: shipped and loaded, sorted.
  public var codes: [String] {
    Set(ProductionCalendar.shippedCodes).union(loaded.withLock { Array($0.keys) }).sorted()
  }

  /// The calendar for a region code (case-insensitive for shipped codes).
  public func calendar(_ code: String) throws(ProductionError) -> ProductionCalendar {
    if let calendar = loaded.withLock({ $0[code] ?? $0[code.uppercased()] }) { return calendar }
    return try ProductionCalendar.shipped(code)
  }

  /// Registers a definition under its code, replacing an earlier one.
  @discardableResult
  public func register(_ definition: RegionDefinition) throws(ProductionError) -> ProductionCalendar {
    let calendar = try ProductionCalendar(definition)
    loaded.withLock { $0[definition.code] = calendar }
    return calendar
  }

  /// Loads a data file by its extension and registers the region it defines:
  ///
  /// - `.json`: Yotei's format (a region, or overlays on a `base` region
  ///   known to this registry); month tables are read relative to the file.
  /// - `.xml`: an xmlcalendar.ru year, registered as `<COUNTRY>-XML` (years
  ///   from several files accumulate).
  /// - `.csv`: the Cabinet Office's `syukujitsu.csv` (header
  ///   `国民の祝日・休日月日,国民の祝日・休日名称`, Shift_JIS or UTF-8) or a
  ///   DGPA office calendar (header `西元日期,星期,是否放假,備註`), whose years
  ///   replace those of `base` (default `JP` or `TW`), registered under that
  ///   code, the issues saying which years and days changed; otherwise
  ///   data.gov.ru years, registered as `RU-DATAGOV`.
  /// - `.ics`: a holiday feed above a Saturday-Sunday weekend, registered
  ///   under the file's base name in upper case, or as overlays on `base`.
  ///
  /// The file is read through the C library; a folder, a device, a pipe or a
  /// file above 64 MiB is refused with an error (so is a month table above it).
  ///
  /// - Parameters:
  ///   - path: The file to load; its extension picks the format.
  ///   - base: For `.ics`, the region the feed's days are added to.
  /// - Returns: The registered calendar and the import's warnings.
  /// - Throws: ``ProductionDataError`` naming the file, line and field.
  @discardableResult
  public func load(path: String, base: String? = nil) throws(ProductionDataError) -> LoadedRegion {
    let bytes: [UInt8]
    do {
      bytes = try DataFile.read(path)
    } catch {
      throw ProductionDataError(file: path, line: 0, field: "file", message: "cannot read: \(error.problem)")
    }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    return try load(
      bytes: bytes, file: name, base: base,
      resolveFile: { (table) throws(ProductionDataError) in
        // A month table that cannot be read is refused where the region names it.
        guard let bytes = try? DataFile.read(folder + table) else { return nil }
        return try Self.text(bytes, file: table)
      })
  }

  /// Loads a file's bytes; `file` names it in errors and picks the format by
  /// its extension (see ``load(path:base:)``). The text is UTF-8, except a
  /// `.csv` in Shift_JIS with the Cabinet Office's `syukujitsu.csv` header:
  /// bytes that are not UTF-8 are refused with the line and column of the
  /// first bad one (a UTF-16 file by name), never read as U+FFFD.
  @discardableResult
  public func load(
    bytes: [UInt8], file: String, base: String? = nil,
    resolveFile: (String) throws(ProductionDataError) -> String? = { _ in nil }
  ) throws(ProductionDataError) -> LoadedRegion {
    if file.lowercased().hasSuffix(".csv"), let text = try SyukujitsuCSVFormat.shiftJISText(bytes, file: file)
    {
      let imported = try SyukujitsuCSVFormat.parse(text, file: file, encoding: "Shift_JIS")
      return try load(yearsOf: base ?? "JP", file: file) { base throws(ProductionDataError) in
        (try SyukujitsuCSVFormat.override(base, with: imported), imported.years)
      }
    }
    let text: String
    do {
      text = try UTF8Validation.text(bytes[...])
    } catch {
      let lossy = String(decoding: bytes, as: UTF8.self)
      // A DGPA calendar in Big5 is refused by its reader, which names the
      // conversion.
      guard file.lowercased().hasSuffix(".csv"), DGPACSVFormat.matches(lossy) else {
        throw Self.notUTF8(error, bytes: bytes, file: file)
      }
      text = lossy
    }
    return try load(text: text, file: file, base: base, resolveFile: resolveFile)
  }

  /// The UTF-8 text of a data file's bytes (a month table's).
  ///
  /// - Throws: ``ProductionDataError`` with the line and column of the first
  ///   byte that is not UTF-8 (never read as U+FFFD).
  static func text(_ bytes: [UInt8], file: String) throws(ProductionDataError) -> String {
    do {
      return try UTF8Validation.text(bytes[...])
    } catch {
      throw notUTF8(error, bytes: bytes, file: file)
    }
  }

  /// The error for a file whose bytes are not UTF-8: where the first bad
  /// byte is, or that the file is UTF-16, with the conversion.
  private static func notUTF8(_ error: UTF8Error, bytes: [UInt8], file: String) -> ProductionDataError {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      return ProductionDataError(
        file: file, line: 1, field: "file",
        message: "the file is UTF-16; production data files are read as UTF-8: "
          + "convert it with 'iconv -f UTF-16 -t UTF-8'")
    }
    return ProductionDataError(
      file: file, line: error.line, field: "file",
      message: "column \(error.column): \(error.problem) (production data files are read as UTF-8; "
        + "convert the file with 'iconv -f ENCODING -t UTF-8', ENCODING being the one it is in)")
  }

  /// Loads data from text; `file` names it in errors and picks the format by
  /// its extension (see ``load(path:base:)``).
  @discardableResult
  public func load(
    text: String, file: String, base: String? = nil,
    resolveFile: (String) throws(ProductionDataError) -> String? = { _ in nil }
  )
    throws(ProductionDataError) -> LoadedRegion
  {
    var issues: [ImportIssue] = []
    let lower = file.lowercased()
    let stem = String(file.split(separator: "/").last?.split(separator: ".").first ?? "IMPORTED").uppercased()
    let definition: RegionDefinition
    if lower.hasSuffix(".xml") {
      let year = Int(stem.filter(\.isNumber).prefix(4)).flatMap { (1900...2200).contains($0) ? $0 : nil }
      let imported = try XMLCalendarFormat.parse(text, file: file, expectedYear: year)
      issues = imported.issues
      let code = imported.country.uppercased() + "-XML"
      var previous: [XMLCalendarImport] = []
      if let existing = loaded.withLock({ $0[code] }) {
        previous = existing.definition.overlays.compactMap { overlay in
          overlay.name == imported.overlay.name ? nil : overlayImport(overlay)
        }
      }
      definition = XMLCalendarFormat.region(
        from: previous + [imported], code: code, name: "\(imported.country.uppercased()) (xmlcalendar)")
    } else if lower.hasSuffix(".csv"), SyukujitsuCSVFormat.matches(text) {
      let imported = try SyukujitsuCSVFormat.parse(text, file: file)
      return try load(yearsOf: base ?? "JP", file: file) { base throws(ProductionDataError) in
        (try SyukujitsuCSVFormat.override(base, with: imported), imported.years)
      }
    } else if lower.hasSuffix(".csv"), DGPACSVFormat.matches(text) {
      let imported = try DGPACSVFormat.parse(text, file: file)
      return try load(yearsOf: base ?? "TW", file: file) { base throws(ProductionDataError) in
        (try DGPACSVFormat.override(base, with: imported), imported.years)
      }
    } else if lower.hasSuffix(".csv") {
      let imported = try DataGovCSVFormat.parse(text, file: file)
      issues = imported.issues
      definition = DataGovCSVFormat.region(from: imported, code: "RU-DATAGOV", name: "Russia (data.gov.ru)")
    } else if lower.hasSuffix(".ics") || lower.hasSuffix(".ical") {
      let overlay = try ICalendarFormat.parse(text, file: file)
      if let base {
        let baseCalendar: ProductionCalendar
        do {
          baseCalendar = try calendar(base)
        } catch {
          throw ProductionDataError(file: file, line: 0, field: "base", message: error.description)
        }
        var combined = baseCalendar.definition.adding(overlay, code: stem)
        combined.sources.append(ProductionSource(id: "ics:\(file)", title: "iCalendar feed \(file)"))
        definition = combined
      } else {
        let years = overlay.entries.map { $0.day.isoDate.year }
        let first = years.min() ?? 2000
        let last = years.max() ?? first
        definition = RegionDefinition(
          code: stem, name: stem,
          sources: [ProductionSource(id: "ics:\(file)", title: "iCalendar feed \(file)")],
          supportedYears: first...last,
          weekends: [WeekendPeriod(days: [.saturday, .sunday], source: "ics:\(file)")], overlays: [overlay])
      }
    } else {
      var baseCalendar: ProductionCalendar?
      definition = try ProductionFormat.parseRegion(
        text, file: file, resolveFile: resolveFile,
        resolveBase: { code in
          baseCalendar = try? self.calendar(code)
          return baseCalendar?.definition
        })
      var loaded = try register(definition, file: file, issues: issues)
      loaded.issues += try Self.conflicts(of: loaded.calendar, over: baseCalendar, file: file)
      return loaded
    }
    return try register(definition, file: file, issues: issues)
  }

  /// The conflicts a loaded file's own overlays cause (a shortened day on a
  /// weekend, a working day declared on one), in the years they name, as
  /// warnings: the higher layer wins, as ``ProductionCalendar/conflicts(inYear:calendar:)``
  /// reports, and the load says so. A file on a `base` says none of the
  /// base's own conflicts.
  private static func conflicts(
    of calendar: ProductionCalendar, over base: ProductionCalendar?, file: String
  ) throws(ProductionDataError) -> [ImportIssue] {
    let overlays = calendar.definition.overlays.dropFirst(base?.definition.overlays.count ?? 0)
    let supported = calendar.definition.supportedYears
    let years = Set(overlays.flatMap { $0.entries.map { $0.day.isoDate.year } }).filter(supported.contains)
    var issues: [ImportIssue] = []
    do {
      for year in years.sorted() {
        var theBase: [ProductionConflict] = []
        if let base, base.definition.supportedYears.contains(year) {
          theBase = try base.conflicts(inYear: year)
        }
        for conflict in try calendar.conflicts(inYear: year) where !theBase.contains(conflict) {
          issues.append(
            ImportIssue(
              severity: .warning, file: file, line: 0, field: "overlays", message: conflict.description))
        }
      }
    } catch {
      throw ProductionDataError(file: file, line: 0, field: "region", message: error.description)
    }
    return issues
  }

  /// Loads an official file whose years override `baseCode` (a DGPA office
  /// calendar, `syukujitsu.csv`), registered under that code, its issue
  /// saying which years and days changed.
  private func load(
    yearsOf baseCode: String, file: String,
    _ override: (ProductionCalendar) throws(ProductionDataError) -> (YearOverride, [Int])
  ) throws(ProductionDataError) -> LoadedRegion {
    let base: ProductionCalendar
    do {
      base = try calendar(baseCode)
    } catch {
      throw ProductionDataError(file: file, line: 0, field: "base", message: error.description)
    }
    let (result, years) = try override(base)
    var loaded = try register(
      result.definition, file: file, issues: [result.issue(file: file, baseCode: base.code, years: years)])
    loaded.coveredYears = years
    loaded.changedYears = result.changedYears
    return loaded
  }

  /// Builds, checks and registers a loaded definition.
  private func register(_ definition: RegionDefinition, file: String, issues: [ImportIssue])
    throws(ProductionDataError) -> LoadedRegion
  {
    let calendar: ProductionCalendar
    do {
      calendar = try ProductionCalendar(definition)
      // Resolve one year now, so data the engine rejects fails here.
      _ = try calendar.conflicts(inYear: definition.supportedYears.lowerBound)
    } catch {
      throw ProductionDataError(file: file, line: 0, field: "region", message: error.description)
    }
    loaded.withLock { $0[definition.code] = calendar }
    return LoadedRegion(calendar: calendar, issues: issues)
  }

  private func overlayImport(_ overlay: Overlay) -> XMLCalendarImport? {
    guard let year = overlay.entries.first?.day.isoDate.year else { return nil }
    return XMLCalendarImport(
      year: year, country: "", language: "", overlay: overlay, holidayTitles: [:], issues: [])
  }
}

/// A region loaded from a file, with the warnings its import produced.
public struct LoadedRegion: Sendable {
  /// The registered calendar.
  public var calendar: ProductionCalendar
  /// The region code it is registered under.
  public var code: String { calendar.code }
  /// Known quirks and suspicious entries (the load itself succeeded),
  /// among them the conflicts of a Yotei JSON file's own overlays (a
  /// shortened day on a weekend: ``ProductionCalendar/conflicts(inYear:calendar:)``).
  public var issues: [ImportIssue]
  /// For a file that overrides a known region year by year (a DGPA office
  /// calendar over `TW`): the years it covers, whose days now come from it.
  public var coveredYears: [Int] = []
  /// Of ``coveredYears``, those in which some day's status changed.
  public var changedYears: [Int] = []
}
