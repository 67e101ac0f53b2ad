import Yotei

extension ProductionFormat {
  /// Writes a region in Yotei's JSON format, which
  /// ``parseRegion(_:file:resolveFile:resolveBase:)`` reads back to the same
  /// days (use it to keep an xmlcalendar, data.gov.ru or iCalendar import as
  /// a Yotei file).
  ///
  /// Month tables are written as references: `monthTableFiles` names the
  /// file for each calendar id (default `<id>.txt`); write each table with
  /// ``MonthTable/fileText``. Entries without a source cite the region's first
  /// source, or a source `unspecified` the writer adds. A subdivision
  /// (``RegionDefinition/baseHolidayCount`` above 0) is written whole, its
  /// country's rules and data with its own, and `baseHolidays` says how many
  /// of the leading holidays are the country's: read back, they and their
  /// substitute days off are placed first and its own on top, as from its
  /// `base` file, so it answers every day as the subdivision did (the file
  /// needs no base region to read it, and does not follow later changes to
  /// the country's data).
  public static func encode(_ definition: RegionDefinition, monthTableFiles: [String: String] = [:]) -> String
  {
    var sources = definition.sources
    if sources.isEmpty { sources.append(ProductionSource(id: "unspecified", title: "No source was given")) }
    func source(_ id: String?) -> [(String, Out)] { id.map { [("source", .string($0))] } ?? [] }
    func days(_ set: Set<Weekday>) -> Out { .array(set.sorted().map { .string($0.name) }) }
    func hours(_ hours: ExactHours) -> Out { .number(hours.description) }
    /// Texts by language, in order of the language.
    func texts(_ texts: [String: String]) -> Out {
      .object(texts.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
    }
    func nthDays(_ nthDays: [Weekday: Set<Int>]) -> [(String, Out)] {
      guard !nthDays.isEmpty else { return [] }
      let entries: [Out] = nthDays.keys.sorted().map { weekday in
        .object([
          ("day", .string(weekday.name)),
          ("nth", .array(nthDays[weekday, default: []].sorted().map { .number("\($0)") })),
        ])
      }
      return [("nthDays", .array(entries))]
    }
    func names(_ name: HolidayName) -> Out { texts(name.names) }
    func moves(_ moves: [MoveRule]) -> Out {
      .array(
        moves.map { move in
          var when = move.ifOn.map(days) ?? .string("weekend")
          if move.ifOnHoliday, case .array(let list) = when { when = .array(list + [.string("holiday")]) }
          var fields: [(String, Out)] = [("when", when)]
          switch move.action {
          case .nextWorkingDay: fields.append(("to", .string("nextWorkingDay")))
          case .toWeekday(let weekday, let before):
            fields += [("to", .string(weekday.name)), ("direction", .string(before ? "before" : "after"))]
          }
          fields.append(("mode", .string(move.mode.rawValue)))
          if !move.except.isEmpty {
            fields.append(
              (
                "except",
                .array(
                  move.except.map {
                    .object([
                      ("month", .number("\($0.month)")), ("fromDay", .number("\($0.fromDay)")),
                      ("toDay", .number("\($0.toDay)")),
                    ])
                  })
              ))
          }
          if let from = move.fromYear { fields.append(("fromYear", .number("\(from)"))) }
          if let to = move.toYear { fields.append(("toYear", .number("\(to)"))) }
          return .object(fields + source(move.source))
        })
    }
    func shortening(_ value: Shortening) -> [(String, Out)] {
      switch value {
      case .by(let h): return [("lostHours", hours(h))]
      case .to(let h): return [("maxHours", hours(h))]
      }
    }

    var root: [(String, Out)] = [
      ("format", .string(formatName)), ("version", .number("1")), ("region", .string(definition.code)),
      ("name", .string(definition.name)),
      (
        "sources",
        .array(
          sources.map { s in
            .object(
              [("id", .string(s.id)), ("title", .string(s.title))]
                + (s.url.map { [("url", .string($0))] } ?? []))
          })
      ),
      ("source", .string(sources[0].id)),
      (
        "supportedYears",
        .array([
          .number("\(definition.supportedYears.lowerBound)"),
          .number("\(definition.supportedYears.upperBound)"),
        ])
      ),
    ]
    if !definition.regionNotes.isEmpty {
      root.append(
        (
          "regionNotes",
          .array(
            definition.regionNotes.map { note in
              .object(
                [("text", texts(note.texts))]
                  + source(note.source))
            })
        ))
    }
    root.append(("workWeekDays", .number("\(definition.workWeekDays)")))
    let periods = definition.weeklyHoursPeriods
    if periods.count == 1, periods[0].from == nil, periods[0].source == nil {
      root.append(("weeklyHours", .array(definition.weeklyHours.map(hours))))
    } else {
      root.append(
        (
          "weeklyHours",
          .array(
            periods.map { period in
              .object(
                (period.from.map { [("from", .string($0.isoString))] } ?? [])
                  + [("hours", .array(period.hours.map(hours)))] + source(period.source))
            })
        ))
    }
    root.append(
      (
        "weekends",
        .array(
          definition.weekends.map { period in
            .object(
              (period.from.map { [("from", .string($0.isoString))] } ?? []) + [("days", days(period.days))]
                + nthDays(period.nthDays) + source(period.source))
          })
      ))
    if !definition.weekPatterns.isEmpty {
      root.append(
        (
          "weekPatterns",
          .array(
            definition.weekPatterns.map { pattern in
              .object(
                [
                  ("id", .string(pattern.id)),
                  (
                    "names",
                    texts(pattern.names)
                  ),
                  ("weekend", days(pattern.weekend)),
                  (
                    "hours",
                    .array(
                      pattern.schedules.map {
                        .object([("weekly", hours($0.weeklyHours)), ("daily", .array($0.daily.map(hours)))])
                      })
                  ),
                ] + (pattern.confirmedYears.map { [("confirmed", Self.years($0))] } ?? [])
                  + source(pattern.source))
            })
        ))
    }
    if !definition.monthTables.isEmpty {
      root.append(
        (
          "monthTables",
          .array(
            definition.monthTables.keys.sorted().map { id in
              .object([("calendar", .string(id)), ("file", .string(monthTableFiles[id] ?? "\(id).txt"))])
            })
        ))
    }
    if !definition.defaultMoves.isEmpty { root.append(("moves", moves(definition.defaultMoves))) }
    if definition.baseHolidayCount > 0 {
      root.append(("baseHolidays", .number("\(definition.baseHolidayCount)")))
    }
    root.append(
      (
        "holidays",
        .array(
          definition.holidays.map { rule in
            let date: Out
            switch rule.date {
            case .fixed(let calendar, let month, let day, let offset):
              let monthOut: Out
              switch month {
              case .ordinal(let n): monthOut = .number("\(n)")
              case .code(let code): monthOut = .string(code)
              }
              let dayOut: Out
              switch day {
              case .day(let n): dayOut = .number("\(n)")
              case .last: dayOut = .string("last")
              }
              date = .object(
                [("calendar", .string(calendar)), ("month", monthOut), ("day", dayOut)]
                  + (offset == 0 ? [] : [("offset", .number("\(offset)"))]))
            case .nthWeekday(let month, let weekday, let n):
              date = .object([
                ("month", .number("\(month)")), ("weekday", .string(weekday.name)), ("nth", .number("\(n)")),
              ])
            case .easter(let kind, let offset):
              date = .object([("easter", .string(kind.rawValue)), ("offset", .number("\(offset)"))])
            case .betweenHolidays(let exceptOn):
              date = .object(
                [("betweenHolidays", .bool(true))] + (exceptOn.isEmpty ? [] : [("exceptOn", days(exceptOn))]))
            case .solarTerm(let term, let zone, let offset):
              date = .object([
                ("solarTerm", .string(term.identifier)), ("zone", .string(zone.identifier)),
                ("offset", .number("\(offset)")),
              ])
            }
            var fields: [(String, Out)] = [
              ("key", .string(rule.name.nameKey)), ("names", names(rule.name)), ("date", date),
            ]
            if let from = rule.fromYear { fields.append(("fromYear", .number("\(from)"))) }
            if let to = rule.toYear { fields.append(("toYear", .number("\(to)"))) }
            if let own = rule.moves { fields.append(("moves", moves(own))) }
            if rule.length != 1 { fields.append(("length", .number("\(rule.length)"))) }
            if let years = rule.confirmedYears { fields.append(("confirmed", Self.years(years))) }
            if !rule.announced.isEmpty {
              fields.append(
                (
                  "announced",
                  .array(
                    rule.announced.map { .object([("date", .string($0.day.isoString))] + source($0.source)) })
                ))
            }
            return .object(fields + source(rule.source))
          })
      ))
    if !definition.shortening.isEmpty {
      root.append(
        (
          "shortening",
          .array(
            definition.shortening.map { rule in
              .object(
                [("rule", .string("dayBeforeHoliday"))] + shortening(rule.shortening)
                  + [("workingWeekendsInherit", .bool(rule.workingWeekendsInherit))]
                  + (rule.fromYear.map { [("fromYear", Out.number("\($0)"))] } ?? [])
                  + (rule.toYear.map { [("toYear", Out.number("\($0)"))] } ?? [])
                  + (rule.minimumWeeklyHours.map { [("minimumWeeklyHours", hours($0))] } ?? [])
                  + (rule.exceptBefore.isEmpty
                    ? [] : [("exceptBefore", .array(rule.exceptBefore.map { .string($0) }))])
                  + source(rule.source))
            })
        ))
    }
    if !definition.overlays.isEmpty {
      root.append(
        (
          "overlays",
          .array(
            definition.overlays.map { overlay in
              // A block per year and per weeks its entries are for.
              var blocks: [(year: Int, weeks: [String]?, entries: [OverlayEntry])] = []
              for entry in overlay.entries {
                let year = entry.day.isoDate.year
                if let i = blocks.firstIndex(where: { $0.year == year && $0.weeks == entry.weeks }) {
                  blocks[i].entries.append(entry)
                } else {
                  blocks.append((year, entry.weeks, [entry]))
                }
              }
              blocks.sort {
                ($0.year, $0.weeks?.joined(separator: ",") ?? "") < (
                  $1.year, $1.weeks?.joined(separator: ",") ?? ""
                )
              }
              return .object(
                [("name", .string(overlay.name))]
                  + (overlay.confirmedYears.map { [("confirmed", Self.years($0))] } ?? []) + [
                    (
                      "years",
                      .array(
                        blocks.map { year, weeks, entries in
                          var transfers: [Out] = []
                          var working: [Out] = []
                          var off: [Out] = []
                          var closures: [Out] = []
                          var shortened: [Out] = []
                          var full: [Out] = []
                          for entry in entries.sorted(by: { $0.day < $1.day }) {
                            let date: [(String, Out)] = [("date", .string(entry.day.isoString))]
                            let tail =
                              source(entry.source) + (entry.estimated ? [("estimated", Out.bool(true))] : [])
                            switch entry.action {
                            case .transfer(let from):
                              transfers.append(
                                .object(
                                  (from.map { [("from", .string($0.isoString))] } ?? [])
                                    + [("to", .string(entry.day.isoString))] + tail))
                            case .workingDay: working.append(.object(date + tail))
                            case .fullLength: full.append(.object(date + tail))
                            case .dayOff(let name):
                              off.append(
                                .object(
                                  date + [("key", .string(name.nameKey)), ("names", names(name))]
                                    + tail))
                            case .closure(let name):
                              closures.append(
                                .object(
                                  date + [("key", .string(name.nameKey)), ("names", names(name))]
                                    + tail))
                            case .shortened(let value):
                              shortened.append(.object(date + shortening(value) + tail))
                            }
                          }
                          var block: [(String, Out)] = [("year", .number("\(year)"))]
                          if let weeks { block.append(("weeks", .array(weeks.map { .string($0) }))) }
                          for (key, list) in [
                            ("transfers", transfers), ("workingDays", working), ("daysOff", off),
                            ("closures", closures),
                            ("shortened", shortened), ("fullLength", full),
                          ] where !list.isEmpty {
                            block.append((key, .array(list)))
                          }
                          return .object(block)
                        })
                    )
                  ])
            })
        ))
    }
    return Out.object(root).render(indent: "") + "\n"
  }

  /// `[firstYear, lastYear]`.
  static func years(_ range: ClosedRange<Int>) -> Out {
    .array([.number("\(range.lowerBound)"), .number("\(range.upperBound)")])
  }

  /// A JSON value being written.
  indirect enum Out {
    case string(String)
    case number(String)
    case bool(Bool)
    case array([Out])
    case object([(String, Out)])

    func render(indent: String) -> String {
      let inner = indent + "  "
      switch self {
      case .string(let text): return Out.quote(text)
      case .number(let text): return text
      case .bool(let value): return value ? "true" : "false"
      case .array(let items):
        if items.isEmpty { return "[]" }
        if items.allSatisfy({ if case .object = $0 { return false } else { return true } }) {
          return "[" + items.map { $0.render(indent: inner) }.joined(separator: ", ") + "]"
        }
        return "[\n" + items.map { inner + $0.render(indent: inner) }.joined(separator: ",\n")
          + "\n\(indent)]"
      case .object(let fields):
        if fields.isEmpty { return "{}" }
        return "{\n"
          + fields.map { inner + Out.quote($0.0) + ": " + $0.1.render(indent: inner) }.joined(
            separator: ",\n")
          + "\n\(indent)}"
      }
    }

    static func quote(_ text: String) -> String { JSONString.quoted(text) }
  }
}

extension MonthTable {
  /// The table in the `YEAR/MONTH YYYY-MM-DD` format that
  /// ``parse(_:id:file:)`` reads.
  public var fileText: String {
    starts.enumerated().map { offset, start in
      let index = firstIndex + offset
      let year = index >= 0 ? index / 12 : -((-index + 11) / 12)
      return "\(year)/\(index - year * 12 + 1) \(start.isoString)"
    }.joined(separator: "\n") + "\n"
  }
}
