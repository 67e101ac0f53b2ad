import Yotei

/// Renders and writes golden files of Yotei's localized output, for localization QA.
///
/// For every locale and calendar of a ``FixtureMatrix`` it renders one readable text
/// file and one JSON file (`<locale>/<calendar>.txt` and `.json`) holding:
/// weekday, month and era names; the locale's digits (and Hebrew letter numerals for
/// the Hebrew calendar); then for each sample month its title, its grid and the
/// accessibility labels of sample days (selected, range, today, weekend, holiday,
/// unavailable, disabled, event counts); and catalog strings with plural forms. Each
/// file is stamped with the ICU, CLDR and tz data versions. `manifest.json` records
/// the matrix so that ``FixtureChecker`` can re-render the same set.
///
/// Given the user's ``FixtureInputs`` instead, it renders those: every key of their
/// catalog in every locale (`strings/<locale>.txt`, with sample numbers for each
/// plural category) and their date formats on their dates in every locale and
/// calendar (`formats/<locale>/<calendar>.txt`); the manifest then also records
/// the inputs (catalog file and SHA-256, formats, dates).
///
/// ```swift
/// let result = try FixtureGenerator.generate(FixtureMatrix(), into: "fixtures")
/// print(result.text)
/// ```
public enum FixtureGenerator {
  /// The manifest's file name.
  public static let manifestName = "manifest.json"

  /// What ``FixtureGenerator/generate(_:inputs:into:)`` wrote.
  public struct Result: Sendable, Equatable {
    /// The folder written to.
    public var directory: String
    /// The paths written, relative to ``directory``, the manifest included.
    public var files: [String]
    /// The versions stamped.
    public var versions: FixtureVersions

    /// A summary in the language of `localizer`.
    public func text(localizer: Localizer = Localizer(locale: CalendarLocale.english)) -> String {
      localizer.string("repl.fixtures.written", .integer(files.count)) + ": " + directory + "\n"
    }
  }

  /// Renders every file of `matrix` (the manifest included), in path order.
  ///
  /// - Throws: ``LocalizationError`` for a locale Yotei cannot read or a month a
  ///   calendar cannot lay out.
  public static func render(
    _ matrix: FixtureMatrix, inputs: FixtureInputs = FixtureInputs(), versions: FixtureVersions = .current
  ) throws(LocalizationError) -> [FixtureFile] {
    var files: [FixtureFile] = []
    for locale in matrix.locales where inputs.isEmpty {
      for calendar in matrix.calendars {
        let sheet = try FixtureSheet(locale: locale, calendar: calendar, matrix: matrix)
        let base = directoryName(locale) + "/" + calendar.rawValue
        files.append(FixtureFile(path: base + ".txt", contents: sheet.text(versions: versions)))
        files.append(FixtureFile(path: base + ".json", contents: sheet.json(versions: versions)))
      }
    }
    files += try UserFixtures.render(matrix, inputs, versions: versions)
    files.append(
      FixtureFile(
        path: manifestName,
        contents: manifest(
          matrix, files: files, versions: versions, inputs: inputs.isEmpty ? nil : FixtureInputRecord(inputs))
      ))
    return files.sorted { codePointOrder($0.path, $1.path) }
  }

  /// Renders `matrix` and writes it under `directory` (created if needed). Files that
  /// an earlier manifest in `directory` listed and this matrix does not produce are
  /// removed; no other file is touched.
  public static func generate(
    _ matrix: FixtureMatrix, inputs: FixtureInputs = FixtureInputs(), into directory: String
  ) throws(LocalizationError) -> Result {
    let versions = FixtureVersions.current
    // The manifest names the catalog relative to the fixture folder, so `fixtures
    // check` finds it from any working folder.
    var inputs = inputs
    inputs.catalogFile = inputs.catalogFile.map { FixturePaths.relative($0, from: directory) }
    let files = try render(matrix, inputs: inputs, versions: versions)
    // Files an earlier run listed in its manifest and this run does not make go,
    // so the folder holds exactly this matrix. Nothing else is touched.
    let manifestPath = directory + "/" + manifestName
    if let listed = try earlierFiles(manifestPath) {
      let keep = Set(files.map(\.path))
      for path in listed where !keep.contains(path) && !path.contains("..") && !path.hasPrefix("/") {
        DataFile.remove(directory + "/" + path)
      }
    }
    for file in files {
      let path = directory + "/" + file.path
      let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
      do {
        try DataFile.makeFolders(folder)
        try DataFile.write(file.contents, to: path)
      } catch {
        throw .io(path: path, message: "cannot write (\(error.problem))")
      }
    }
    return Result(directory: directory, files: files.map(\.path), versions: versions)
  }

  /// The files an earlier run's manifest at `path` lists, or `nil` when there
  /// is none.
  ///
  /// - Throws: ``LocalizationError/io(path:message:)`` for a manifest that
  ///   cannot be read, is not UTF-8 JSON or lists no files: writing over it
  ///   would lose the list of the files to remove, so nothing is written.
  static func earlierFiles(_ path: String) throws(LocalizationError) -> [String]? {
    guard DataFile.exists(path) else { return nil }
    let what = "the earlier manifest"
    let remedy =
      "; nothing was written (it lists the files an earlier run made, to remove the ones this run "
      + "does not make): mend it, or remove it and the files it names"
    let bytes: [UInt8]
    do {
      bytes = try DataFile.read(path)
    } catch {
      throw .io(path: path, message: "cannot read \(what) (\(error.problem))" + remedy)
    }
    let node: JSONNode
    do {
      node = try JSONReader.parse(bytes: bytes)
    } catch {
      throw .io(path: path, message: "\(what) is not JSON (\(error))" + remedy)
    }
    guard let items = node["files"]?.items else {
      throw .io(path: path, message: "\(what) has no \"files\" list" + remedy)
    }
    let listed = items.compactMap(\.string)
    guard listed.count == items.count else {
      throw .io(path: path, message: "\(what) lists a file that is not a string" + remedy)
    }
    return listed
  }

  /// The folder name of a locale, in BCP 47 form (`en-US`, `sr-Latn-RS`, as the
  /// pseudo-locales `en-XA` and `ar-XB` are): the identifier with `_` as `-` and
  /// anything but letters, digits and `-` removed.
  static func directoryName(_ locale: String) -> String {
    String(
      locale.replacing("_", with: "-").filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
  }

  /// A path of a fixture folder written before the names were BCP 47
  /// (`en_US/gregorian.txt`, `strings/ru_RU.txt`) in today's form.
  static func currentName(_ path: String) -> String { path.replacing("_", with: "-") }

  static func manifest(
    _ matrix: FixtureMatrix, files: [FixtureFile], versions: FixtureVersions,
    inputs: FixtureInputRecord? = nil
  ) -> String {
    var members: [(String, JSONText)] = [
      ("format", .int(1)),
      ("generator", .string("Yotei FixtureGenerator")),
      ("versions", versions.json),
      ("locales", .array(matrix.locales.map(JSONText.string))),
      ("calendars", .array(matrix.calendars.map { .string($0.rawValue) })),
      ("referenceDay", .string(matrix.referenceDay.isoString)),
      ("monthsAround", .int(matrix.monthsAround)),
      ("files", .array(files.map(\.path).sorted(by: codePointOrder).map(JSONText.string))),
    ]
    if let inputs { members.append(("inputs", inputs.json)) }
    return JSONText.object(members).text + "\n"
  }
}

/// Everything rendered for one locale and calendar.
struct FixtureSheet {
  let localeID: String
  let pseudo: PseudoLocale?
  let locale: CalendarLocale
  let calendar: CalendarSystem
  let symbols: CalendarSymbols
  let localizer: Localizer
  let grids: [MonthGrid]

  init(locale localeID: String, calendar: CalendarSystem, matrix: FixtureMatrix) throws(LocalizationError) {
    self.localeID = localeID
    self.calendar = calendar
    let pseudo = PseudoLocale(locale: localeID)
    self.pseudo = pseudo
    // Pseudo-locales take English data with the pseudo region (so CLDR's world
    // week data) and Latin digits, and transform the text, as Android's do.
    let dataID = pseudo.map { "en_" + ($0 == .accented ? "XA" : "XB") } ?? localeID
    do {
      locale = try CalendarLocale(dataID)
    } catch {
      throw .invalidLocale(localeID, reason: error.reason)
    }
    symbols = CalendarSymbols(
      locale: locale, calendar: calendar, numberingSystem: pseudo == nil ? nil : NumberingSystem.latin)
    localizer = Localizer(checked: localeID)
    let middle: MonthGrid
    do {
      middle = try MonthGrid(containing: matrix.referenceDay, calendar: calendar, weekRule: locale.weekRule)
    } catch {
      throw .io(path: localeID, message: "cannot lay out the reference month of \(calendar): \(error)")
    }
    var grids: [MonthGrid] = []
    for offset in -matrix.monthsAround...matrix.monthsAround {
      do {
        grids.append(try middle.advanced(byMonths: offset))
      } catch {
        throw .io(path: localeID, message: "cannot lay out month \(offset) of \(calendar): \(error)")
      }
    }
    self.grids = grids
  }

  /// Text as the locale shows it (pseudo-localized for en-XA and ar-XB).
  func shown(_ text: String) -> String { pseudo?.transform(text) ?? text }

  var direction: TextDirection { localizer.direction }

  var weekdayOrder: [Weekday] { locale.weekRule.weekdaysInOrder }

  func weekdayNames(_ width: SymbolWidth, _ context: SymbolContext) -> [String] {
    let names = symbols.weekdayNames(width, context: context)
    return weekdayOrder.map { shown(names[$0] ?? "") }
  }

  var years: [Int] {
    var seen: [Int] = []
    for g in grids where !seen.contains(g.year) { seen.append(g.year) }
    return seen
  }

  func monthNames(_ year: Int, _ width: SymbolWidth, _ context: SymbolContext) -> [String] {
    ((try? symbols.monthNames(year: year, width, context: context)) ?? []).map(shown)
  }

  func title(_ grid: MonthGrid) -> String {
    shown((try? symbols.monthTitle(year: grid.year, month: grid.month)) ?? "")
  }

  func dayLabel(_ n: Int) -> String { symbols.digits(n) }

  /// The sample accessibility labels of a month: (ISO day, label).
  func accessibilitySamples(_ grid: MonthGrid) -> [(String, String)] {
    let length = grid.lastDay - grid.firstDay + 1
    let weekendDay = (0..<length).map { grid.firstDay + $0 }.first { locale.weekRule.isWeekend($0) }
    var states: [Day: [String]] = [:]
    func add(_ day: Day, _ parts: [String]) { states[day, default: []] += parts }
    add(grid.firstDay, [localizer.string("a11y.selected"), localizer.string("a11y.rangeStart")])
    add(grid.firstDay + 1, [localizer.string("a11y.inSelectedRange"), localizer.string("a11y.events", 1)])
    add(grid.firstDay + 2, [localizer.string("a11y.rangeEnd"), localizer.string("a11y.events", 2)])
    add(grid.firstDay + 9, [localizer.string("a11y.today"), localizer.string("a11y.events", 5)])
    add(
      grid.firstDay + 14,
      [
        localizer.string("a11y.holiday"), localizer.string("a11y.unavailable"),
        localizer.string("a11y.events", 21),
      ])
    add(grid.lastDay, [localizer.string("a11y.disabled")])
    if let weekendDay { add(weekendDay, [localizer.string("a11y.weekend")]) }
    let samples = states.sorted { $0.key < $1.key }
    return samples.map { day, states in
      let date = shown((try? symbols.format(day, skeleton: "yMMMMEEEEd")) ?? day.isoString)
      return (day.isoString, localizer.list([date] + states))
    }
  }

  /// Catalog strings in this locale, with plural samples.
  var stringSamples: [(String, String)] {
    var result: [(String, String)] = []
    for key in [
      "dayKind.working", "dayKind.weekend", "dayKind.holiday", "dayKind.transferredDayOff",
      "dayKind.transferredWorkingDay", "dayKind.shortened", "marker.estimated",
    ] {
      result.append((key, localizer.string(key)))
    }
    for n in [0, 1, 2, 3, 5, 11, 21, 100] {
      result.append(("production.workingDays \(n)", localizer.string("production.workingDays", .integer(n))))
    }
    return result
  }

  /// The fallback chain, the languages that served Yotei's strings and how
  /// many keys no language has. How many keys each language served is left
  /// out: it changes with every key the catalog gains, not with any text a
  /// user sees (`KeyListTests` checks the catalog's keys against KEYS.md).
  var fallbackLine: String {
    let report = localizer.fallbackReport()
    let served = report.servedBy.keys.sorted().joined(separator: ",")
    return
      "chain=\(localizer.fallbackChain.joined(separator: ">")) served=\(served) missing=\(report.missing.count)"
  }

  func text(versions: FixtureVersions) -> String {
    var lines: [String] = []
    lines.append("# Yotei localization fixture: \(localeID), \(calendar.rawValue)")
    lines.append(versions.textStamp)
    lines.append(
      "# locale=\(locale.identifier) tag=\(locale.languageTag) direction=\(direction.rawValue) "
        + "numbers=\(symbols.numberingSystem.name) pseudo=\(pseudo?.rawValue ?? "none")")
    let rule = locale.weekRule
    lines.append(
      "# week: first=\(rule.firstWeekday.name) minimalDays=\(rule.minimalDaysInFirstWeek) weekend="
        + rule.weekdaysInOrder.filter { rule.weekend.contains($0) }.map(\.name).joined(separator: ","))
    lines.append("# strings: \(fallbackLine)")
    lines.append("")
    lines.append("## Symbols")
    for (width, context) in [
      (SymbolWidth.wide, SymbolContext.format), (.wide, .standalone), (.abbreviated, .format),
      (.narrow, .standalone),
    ] {
      lines.append(
        "weekdays \(width.rawValue) \(context.rawValue): "
          + weekdayNames(width, context).joined(separator: " | "))
    }
    for year in years {
      for (width, context) in [
        (SymbolWidth.wide, SymbolContext.format), (.wide, .standalone), (.abbreviated, .format),
      ] {
        lines.append(
          "months \(year) \(width.rawValue) \(context.rawValue): "
            + monthNames(year, width, context).joined(separator: " | "))
      }
    }
    lines.append("eras wide: " + symbols.eraNames(.wide).map(shown).joined(separator: " | "))
    lines.append("digits: " + (0...31).map(dayLabel).joined(separator: " "))
    if calendar == .hebrew {
      let hebrew = NumberingSystem.hebrewLetters
      lines.append("digits hebr: " + (1...30).map { hebrew?.format($0) ?? "" }.joined(separator: " "))
    }
    for grid in grids {
      lines.append("")
      lines.append("## \(grid.year)-\(grid.monthCode) (month \(grid.month)): \(title(grid))")
      lines.append(
        "first=\(grid.firstDay.isoString) last=\(grid.lastDay.isoString) days=\(grid.lastDay - grid.firstDay + 1)"
      )
      lines += gridLines(grid)
      lines.append("accessibility:")
      for (iso, label) in accessibilitySamples(grid) { lines.append("  \(iso): \(label)") }
    }
    lines.append("")
    lines.append("## Strings")
    for (key, value) in stringSamples { lines.append("\(key): \(value)") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The grid as aligned columns; days of other months in parentheses.
  func gridLines(_ grid: MonthGrid) -> [String] {
    let header = weekdayNames(.abbreviated, .standalone)
    let rows = grid.weeks.map { week in
      week.map { cell in cell.isInMonth ? dayLabel(cell.dayOfMonth) : "(" + dayLabel(cell.dayOfMonth) + ")" }
    }
    // Width in characters a reader sees: bidi controls take no room.
    func visible(_ s: String) -> Int { Bidi.removingControls(s).count }
    let width = ([header] + rows).flatMap { $0 }.map(visible).max() ?? 2
    func pad(_ s: String) -> String { String(repeating: " ", count: max(0, width - visible(s))) + s }
    return ([header] + rows).map { row in "  " + row.map(pad).joined(separator: " ") }
  }

  func json(versions: FixtureVersions) -> String {
    let rule = locale.weekRule
    var symbolMembers: [(String, JSONText)] = []
    for (width, context) in [
      (SymbolWidth.wide, SymbolContext.format), (.wide, .standalone), (.abbreviated, .format),
      (.narrow, .standalone),
    ] {
      symbolMembers.append(
        (
          "weekdays.\(width.rawValue).\(context.rawValue)",
          .array(weekdayNames(width, context).map(JSONText.string))
        ))
    }
    for year in years {
      for (width, context) in [
        (SymbolWidth.wide, SymbolContext.format), (.wide, .standalone), (.abbreviated, .format),
      ] {
        symbolMembers.append(
          (
            "months.\(year).\(width.rawValue).\(context.rawValue)",
            .array(monthNames(year, width, context).map(JSONText.string))
          ))
      }
    }
    symbolMembers.append(("eras.wide", .array(symbols.eraNames(.wide).map { .string(shown($0)) })))
    symbolMembers.append(("digits", .array((0...31).map { .string(dayLabel($0)) })))
    if calendar == .hebrew, let hebrew = NumberingSystem.hebrewLetters {
      symbolMembers.append(("digits.hebr", .array((1...30).map { .string(hebrew.format($0)) })))
    }
    let months: [JSONText] = grids.map { grid in
      .object([
        ("year", .int(grid.year)),
        ("month", .int(grid.month)),
        ("monthCode", .string(grid.monthCode.description)),
        ("title", .string(title(grid))),
        ("firstDay", .string(grid.firstDay.isoString)),
        ("lastDay", .string(grid.lastDay.isoString)),
        ("weekdays", .array(weekdayNames(.abbreviated, .standalone).map(JSONText.string))),
        (
          "weeks",
          .array(
            grid.weeks.map { week in
              .array(
                week.map { cell in
                  .inlineObject([
                    ("day", .string(cell.day.isoString)), ("label", .string(dayLabel(cell.dayOfMonth))),
                    ("inMonth", .bool(cell.isInMonth)),
                  ])
                })
            })
        ),
        (
          "accessibility",
          .array(
            accessibilitySamples(grid).map { iso, label in
              .inlineObject([("day", .string(iso)), ("label", .string(label))])
            })
        ),
      ])
    }
    let root = JSONText.object([
      ("format", .int(1)),
      ("locale", .string(localeID)),
      ("icuLocale", .string(locale.identifier)),
      ("languageTag", .string(locale.languageTag)),
      ("calendar", .string(calendar.rawValue)),
      ("versions", versions.json),
      ("direction", .string(direction.rawValue)),
      ("numberingSystem", .string(symbols.numberingSystem.name)),
      ("pseudoLocale", pseudo.map { .string($0.rawValue) } ?? .string("")),
      (
        "weekRule",
        .inlineObject([
          ("firstWeekday", .string(rule.firstWeekday.name)),
          ("minimalDaysInFirstWeek", .int(rule.minimalDaysInFirstWeek)),
          (
            "weekend",
            .inlineArray(rule.weekdaysInOrder.filter { rule.weekend.contains($0) }.map { .string($0.name) })
          ),
        ])
      ),
      ("strings.fallback", .string(fallbackLine)),
      ("symbols", .object(symbolMembers)),
      ("months", .array(months)),
      ("strings", .object(stringSamples.map { ($0.0, JSONText.string($0.1)) })),
    ])
    return root.text + "\n"
  }
}

extension NumberingSystem {
  /// Hebrew letter numerals (`hebr`), if ICU has them.
  static let hebrewLetters: NumberingSystem? = try? NumberingSystem(name: "hebr")
}
