import Yotei

/// What an official year-by-year file (a DGPA office calendar, the Cabinet
/// Office's `syukujitsu.csv`) does to the region it overrides: one mechanism
/// for every such format.
///
/// The file decides every day of the years it covers: a day it closes that
/// the base works becomes a day off named by the file (the base's own holiday
/// of that name when it has one), a day it works that the base closes
/// becomes a working day. The base's layers and holiday rules confirmed up
/// to the file's years are confirmed for them too, and the base's entries
/// of those years no longer rest on an estimate: the file is the official
/// word for them, so none of their days stays estimated.
struct YearOverride {
  /// One day of a covered year as the file gives it.
  struct Row {
    var day: Day
    var isDayOff: Bool
    /// The file's name for the day off (empty when it gives none).
    var note: String
    /// The 1-based line it was read from (0 for a day the file implies, such
    /// as a weekend day `syukujitsu.csv` does not list).
    var line: Int
  }

  /// The overridden region.
  var definition: RegionDefinition
  /// The covered years in which some day's status changed.
  var changedYears: [Int]
  /// The days whose status changed.
  var changedDays: [Day]

  /// `base` with `rows` (every day of `years`) deciding those years.
  ///
  /// - Parameters:
  ///   - column: The file's date column, named in errors.
  ///   - sourceID: The source id every override entry cites.
  ///   - sourceTitle: That source's title.
  ///   - newName: The name of a day off whose note names no holiday of the base.
  /// - Throws: ``ProductionDataError`` naming the first line of a year outside
  ///   the base's supported years.
  init(
    _ base: ProductionCalendar, rows: [Row], years: [Int], file: String, column: String, sourceID: String,
    sourceTitle: String, newName: (String) -> HolidayName
  ) throws(ProductionDataError) {
    let supported = base.definition.supportedYears
    for year in years where !supported.contains(year) {
      let line = rows.first { $0.day.isoDate.year == year && $0.line > 0 }?.line ?? 0
      throw ProductionDataError(
        file: file, line: line, field: column,
        message:
          "the year \(year) is outside the years \(base.code) supports "
          + "(\(supported.lowerBound)-\(supported.upperBound))")
    }
    var knownNames: [String: HolidayName] = [:]
    for rule in base.definition.holidays {
      for name in rule.name.names.values where knownNames[name] == nil { knownNames[name] = rule.name }
    }
    var entries: [OverlayEntry] = []
    var changed: [Day] = []
    for row in rows {
      let status: DayStatus
      do {
        status = try base.status(of: row.day)
      } catch {
        throw ProductionDataError(file: file, line: row.line, field: column, message: error.description)
      }
      guard status.kind.isWorking == row.isDayOff else { continue }
      changed.append(row.day)
      let action: OverlayEntry.Action =
        row.isDayOff ? .dayOff(knownNames[row.note] ?? newName(row.note)) : .workingDay
      entries.append(OverlayEntry(day: row.day, action: action, source: sourceID, file: file, line: row.line))
    }
    var definition = base.definition.adding(Overlay(name: sourceID, entries: entries))
    definition.sources.append(ProductionSource(id: sourceID, title: sourceTitle))
    if let first = years.first, let last = years.last {
      func widened(_ confirmed: ClosedRange<Int>?) -> ClosedRange<Int>? {
        guard let confirmed, first <= confirmed.upperBound + 1, last + 1 >= confirmed.lowerBound else {
          return confirmed
        }
        return min(confirmed.lowerBound, first)...max(confirmed.upperBound, last)
      }
      for i in definition.overlays.indices {
        definition.overlays[i].confirmedYears = widened(definition.overlays[i].confirmedYears)
        // The file is the official word for its years: no entry of them rests on an estimate.
        for j in definition.overlays[i].entries.indices
        where years.contains(definition.overlays[i].entries[j].day.isoDate.year) {
          definition.overlays[i].entries[j].estimated = false
        }
      }
      for i in definition.holidays.indices {
        definition.holidays[i].confirmedYears = widened(definition.holidays[i].confirmedYears)
      }
    }
    self.definition = definition
    self.changedDays = changed
    self.changedYears = Array(Set(changed.map { $0.isoDate.year })).sorted()
  }

  /// The import's report: `replaces JP in 1955-2027; changed 2027: 2027-01-11, ...`
  /// (or `changed no day`).
  func issue(file: String, baseCode: String, years: [Int]) -> ImportIssue {
    let changes =
      changedYears.isEmpty
      ? "no day changed"
      : "changed "
        + changedYears.map { year in
          let days = changedDays.filter { $0.isoDate.year == year }
          return "\(year): \(days.map(\.isoString).joined(separator: ", "))"
        }.joined(separator: "; ")
    return ImportIssue(
      severity: .warning, file: file, line: 0, field: "years",
      message: "replaces \(baseCode) in \(Self.spans(years)); \(changes)")
  }

  /// Years as runs: `[2020, 2021, 2022, 2025]` is `2020-2022, 2025`.
  static func spans(_ years: [Int]) -> String {
    var runs: [String] = []
    var i = 0
    while i < years.count {
      var j = i
      while j + 1 < years.count, years[j + 1] == years[j] + 1 { j += 1 }
      runs.append(i == j ? "\(years[i])" : "\(years[i])-\(years[j])")
      i = j + 1
    }
    return runs.joined(separator: ", ")
  }
}
