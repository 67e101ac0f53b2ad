import Yotei
import YoteiProduction
import YoteiTable

/// `export-days FROM TO FILE [--calendars ID,...|all] [--region CODE[,CODE...]]
/// [--locale L] [--format csv|parquet|jsonl]`: a day table for data engines,
/// made and written by YoteiTable.
struct ExportDaysCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "export-days",
    arguments:
      "FROM TO FILE [--calendars ID,...|all] [--region CODE,...] [--locale L] [--format csv|parquet|jsonl]",
    group: .production, completions: [.date, .date, .file])

  let table: DayTable
  let path: String
  let format: TableFormat

  init(arguments: [String], session: Session) throws {
    let options = try CommandOptions(
      arguments, valued: ["--calendars", "--region", "--locale", "--format"], command: Self.spec)
    let positional = options.arguments
    guard positional.count == 3 else { throw Self.argumentCount(positional.count, expected: 3...3) }
    let from = try session.parseDate(positional[0])
    let through = try session.parseDate(positional[1])
    path = positional[2]
    if let name = options.value("--format") {
      guard let named = try? TableFormat(name: name) else {
        throw REPLError.badArgument(
          command: Self.spec.name, field: "format", value: name,
          allowed: CatalogMessage("repl.allowed.tableFormat"))
      }
      format = named
    } else {
      guard let byName = TableFormat(path: path) else {
        throw REPLError.badArgument(
          command: Self.spec.name, field: "format", value: path,
          allowed: CatalogMessage("repl.allowed.tableFile"))
      }
      format = byName
    }
    let calendars: [CalendarSystem] =
      try options.value("--calendars").map { text throws in
        text.lowercased() == "all"
          ? CalendarSystem.allCases
          : try text.split(separator: ",").map { try CalendarSystem(identifier: String($0)) }
      } ?? []
    let regions: [ProductionCalendar] =
      try options.value("--region").map { text throws in
        try text.split(separator: ",").map { try session.registry.calendar(String($0)) }
      } ?? session.region.map { [$0] } ?? []
    let locale = try options.value("--locale").map { text throws in try CalendarLocale(text) } ?? .english
    do {
      table = try DayTable(
        from: from, through: through, calendars: calendars, regions: regions, locale: locale)
    } catch {
      throw Self.refusal(error, inputs: positional)
    }
  }

  /// A table's refusal as the REPL's error, what is allowed from the catalog.
  static func refusal(_ error: TableError, inputs: [String]) -> REPLError {
    let value = error.field == "from" ? inputs[0] : error.field == "to" ? inputs[1] : error.value
    let allowed: CatalogMessage
    switch error.problem {
    case .listedTwice: allowed = CatalogMessage("repl.allowed.listedOnce")
    case .throughBeforeFrom(let from): allowed = CatalogMessage("repl.allowed.dayFrom", .text(from.isoString))
    case .spanTooLong(let latest):
      allowed = CatalogMessage("repl.allowed.dayThrough", .text(latest.isoString))
    case .outsideRegionYears(let region, let years):
      allowed = CatalogMessage(
        "repl.allowed.regionYears", .text(String(years.lowerBound)), .text(String(years.upperBound)),
        .text(region))
    case .outsideSupportedDays, .other:
      return .refused(message: spec.name + ": " + error.message, text: spec.name + ": " + error.message)
    }
    // The arguments and options by the names the synopsis gives them.
    let field =
      ["from": "FROM", "to": "TO", "calendars": "--calendars", "region": "--region"][error.field]
      ?? error.field
    return .badArgument(command: spec.name, field: field, value: value, allowed: allowed)
  }

  func run(in session: inout Session) throws -> CommandResult {
    let rows: Int
    do {
      rows = try table.write(to: path, format: format)
    } catch {
      guard error.kind == .writeFailed else {
        throw REPLError.refused(
          message: Self.spec.name + ": " + error.message, text: Self.spec.name + ": " + error.message)
      }
      let reason = error.message.split(separator: ": ").dropFirst().joined(separator: ": ")
      throw REPLError.file(path: path, reason: "cannot write: " + reason)
    }
    let span =
      table.from == table.through
      ? table.from.isoString : table.from.isoString + "…" + table.through.isoString
    // A region's rows cover the days it has data for; say so where that is
    // not the whole span.
    var text = session.say("repl.exportedDays", .integer(rows), .text(span), .text(echo(path, limit: 200)))
    var regionDays: [JSONValue] = []
    for region in table.regions {
      guard let days = table.regionDays(region) else { continue }
      let entry: JSONValue = [
        "region": .string(region.code), "from": .string(days.lowerBound.isoString),
        "to": .string(days.upperBound.isoString),
      ]
      regionDays.append(entry)
      if days != table.from...table.through {
        let part = days.lowerBound.isoString + "…" + days.upperBound.isoString
        text += "\n" + session.say("repl.exportedDays.regionDays", .text(region.code), .text(part))
      }
    }
    return CommandResult(
      text: text,
      json: [
        "regionDays": .array(regionDays),
        "file": .string(path), "format": .string(format.rawValue), "rows": .int(rows),
        "from": .string(table.from.isoString), "to": .string(table.through.isoString),
        "calendars": .array(table.calendars.map { .string($0.identifier) }),
        "regions": .array(table.regions.map { .string($0.code) }),
        "locale": .string(table.locale.languageTag),
        "columns": .array(table.columns.map { .string($0.name) }),
      ])
  }
}
