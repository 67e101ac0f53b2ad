import Yotei

/// Reading Yotei's own JSON format for production calendars (documented in
/// `docs/production-format.md`), which the shipped datasets use too.
public enum ProductionFormat {
  /// The `format` value every file carries.
  public static let formatName = "yotei-production"

  /// Parses a region file.
  ///
  /// - Parameters:
  ///   - text: The JSON text.
  ///   - file: The file name, for errors.
  ///   - resolveFile: Reads a file a region refers to (a month table) by the
  ///     path written in the region file: `nil` when it cannot (refused
  ///     naming the field), or an error of its own (a table that is not UTF-8).
  ///   - resolveBase: The region a file with `"base"` adds its overlays to;
  ///     by default the shipped regions.
  /// - Throws: ``ProductionDataError`` naming the file, line and field.
  public static func parseRegion(
    _ text: String, file: String,
    resolveFile: (String) throws(ProductionDataError) -> String? = { _ in nil },
    resolveBase: (String) -> RegionDefinition? = { code in try? ProductionCalendar.shipped(code).definition }
  ) throws(ProductionDataError) -> RegionDefinition {
    let root = try JSONParser.parse(text, file: file)
    var reader = Reader(file: file)
    return try reader.region(root, resolveFile: resolveFile, resolveBase: resolveBase)
  }
}

private struct Reader {
  let file: String
  var sourceIDs: Set<String> = []
  /// The region's `solarTermZone`, for solar-term dates that name no zone.
  var solarTermZone: SolarTermZone?

  init(file: String) { self.file = file }

  /// An error about `field` at `node`; `value` is the input it quotes
  /// (shortened past 64 characters, in the message too).
  func fail(_ node: JSONNode, _ field: String, _ message: String, value: String = "", allowed: String = "")
    -> ProductionDataError
  {
    ProductionDataError(
      file: file, line: node.line, field: field, message: message, value: value, allowed: allowed)
  }

  func members(_ node: JSONNode, _ field: String, allowed: Set<String>) throws(ProductionDataError)
    -> [(key: String, value: JSONNode)]
  {
    guard case .object(let members) = node.value else { throw fail(node, field, "expected an object") }
    for member in members where !allowed.contains(member.key) {
      throw fail(
        member.value, field + "." + quotedInput(member.key),
        "unknown field (allowed: \(allowed.sorted().joined(separator: ", ")))", value: member.key,
        allowed: allowed.sorted().joined(separator: ", "))
    }
    return members
  }

  func required(_ node: JSONNode, _ key: String, _ field: String) throws(ProductionDataError) -> JSONNode {
    guard let value = node[key], !value.isNull else { throw fail(node, field + "." + key, "is required") }
    return value
  }

  func string(_ node: JSONNode, _ field: String) throws(ProductionDataError) -> String {
    guard case .string(let text) = node.value else { throw fail(node, field, "expected a string") }
    return text
  }

  func int(_ node: JSONNode, _ field: String) throws(ProductionDataError) -> Int {
    guard case .number(let text) = node.value, let value = Int(text) else {
      if case .number(let text) = node.value {
        throw fail(node, field, "expected a whole number", value: text)
      }
      throw fail(node, field, "expected a whole number")
    }
    return value
  }

  func bool(_ node: JSONNode, _ field: String) throws(ProductionDataError) -> Bool {
    guard case .bool(let value) = node.value else { throw fail(node, field, "expected true or false") }
    return value
  }

  func hours(_ node: JSONNode, _ field: String) throws(ProductionDataError) -> ExactHours {
    let text: String
    switch node.value {
    case .number(let t), .string(let t): text = t
    default: throw fail(node, field, "expected a number of hours")
    }
    guard let hours = ExactHours(text), hours >= .zero else {
      throw fail(
        node, field, "'\(text)' is not a number of hours with at most three decimals, at most 10^13",
        value: text, allowed: "0 to 10^13 hours, at most three decimals")
    }
    return hours
  }

  func array(_ node: JSONNode, _ field: String) throws(ProductionDataError) -> [JSONNode] {
    guard case .array(let items) = node.value else { throw fail(node, field, "expected an array") }
    return items
  }

  func day(_ node: JSONNode, _ field: String) throws(ProductionDataError) -> Day {
    let text = try string(node, field)
    guard let day = Day(isoString: text) else {
      throw fail(node, field, "'\(text)' is not a valid date YYYY-MM-DD", value: text, allowed: "YYYY-MM-DD")
    }
    return day
  }

  func weekday(_ node: JSONNode, _ field: String) throws(ProductionDataError) -> Weekday {
    let text = try string(node, field)
    guard let weekday = Weekday(name: text), Int(text) == nil else {
      throw fail(node, field, "'\(text)' is not a weekday name", value: text, allowed: "monday...sunday")
    }
    return weekday
  }

  func zone(_ node: JSONNode, _ field: String) throws(ProductionDataError) -> SolarTermZone {
    let text = try string(node, field)
    guard let zone = SolarTermZone(identifier: text) else {
      throw fail(
        node, field, "'\(text)' is not a zone (expected china, korea, japan, UTC or UTC+HH:MM)", value: text,
        allowed: "china, korea, japan, UTC or UTC+HH:MM")
    }
    return zone
  }

  func names(_ node: JSONNode, _ field: String) throws(ProductionDataError) -> [String: String] {
    guard case .object(let members) = node.value else {
      throw fail(node, field, "expected an object of names")
    }
    var names: [String: String] = [:]
    for member in members {
      names[member.key] = try string(member.value, field + "." + quotedInput(member.key))
    }
    guard names["en"] != nil else { throw fail(node, field, "needs an English name ('en')") }
    return names
  }

  /// The entry's own source, or the inherited one; it must be listed.
  func source(_ node: JSONNode, _ field: String, inherited: String?) throws(ProductionDataError) -> String {
    if let value = node["source"] {
      let id = try string(value, field + ".source")
      guard sourceIDs.contains(id) else {
        throw fail(value, field + ".source", "'\(id)' is not listed in 'sources'", value: id)
      }
      return id
    }
    guard let inherited else { throw fail(node, field + ".source", "every entry needs a source") }
    return inherited
  }

  mutating func region(
    _ root: JSONNode, resolveFile: (String) throws(ProductionDataError) -> String?,
    resolveBase: (String) -> RegionDefinition?
  ) throws(ProductionDataError) -> RegionDefinition {
    let allowed: Set<String> = [
      "format", "version", "region", "name", "base", "source", "sources", "supportedYears",
      "workWeekDays", "weeklyHours", "weekends", "monthTables", "moves", "holidays", "shortening", "overlays",
      "notes", "regionNotes", "solarTermZone", "weekPatterns", "baseHolidays",
    ]
    if let confirmed = root["confirmed"] {
      throw fail(
        confirmed, "$.confirmed",
        "a region-wide 'confirmed' range is no longer read: give 'confirmed' years on the overlay "
          + "(decrees) or the holiday rule (announced dates) whose data is confirmed")
    }
    _ = try members(root, "$", allowed: allowed)
    let format = try string(try required(root, "format", "$"), "$.format")
    guard format == ProductionFormat.formatName else {
      throw fail(
        root, "$.format", "expected '\(ProductionFormat.formatName)', found '\(format)'", value: format,
        allowed: ProductionFormat.formatName)
    }
    if let version = root["version"] {
      guard try int(version, "$.version") == 1 else {
        throw fail(version, "$.version", "only version 1 is known")
      }
    }
    let code = try string(try required(root, "region", "$"), "$.region")
    guard !code.isEmpty,
      code.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "+" })
    else { throw fail(root, "$.region", "a region code is letters, digits, '-', '_' or '+'") }

    var sources: [ProductionSource] = []
    if let list = root["sources"] {
      for (i, item) in try array(list, "$.sources").enumerated() {
        let field = "$.sources[\(i)]"
        _ = try members(item, field, allowed: ["id", "title", "url"])
        let id = try string(try required(item, "id", field), field + ".id")
        guard !sourceIDs.contains(id) else {
          throw fail(item, field + ".id", "duplicate source id '\(id)'", value: id)
        }
        sourceIDs.insert(id)
        sources.append(
          ProductionSource(
            id: id, title: try string(try required(item, "title", field), field + ".title"),
            url: try item["url"].map { (n) throws(ProductionDataError) in try string(n, field + ".url") }))
      }
    }
    let defaultSource = try root["source"].map { (n) throws(ProductionDataError) in
      try source(root, "$", inherited: nil)
    }

    var definition: RegionDefinition
    if let baseNode = root["base"] {
      let baseCode = try string(baseNode, "$.base")
      guard let base = resolveBase(baseCode) else {
        throw fail(baseNode, "$.base", "unknown base region '\(baseCode)'", value: baseCode)
      }
      for key in [
        "weekends", "moves", "shortening", "monthTables", "supportedYears", "workWeekDays",
        "weeklyHours", "solarTermZone", "weekPatterns", "baseHolidays",
      ]
      where root[key] != nil {
        throw fail(
          root[key]!, "$." + key, "a file with a 'base' may only add holidays, overlays and region notes")
      }
      definition = base
      definition.code = code
      definition.sources += sources
      if let name = root["name"] { definition.name = try string(name, "$.name") }
      // A subdivision adds its own holidays to its country's, on the
      // country's weekends, moves and shortening rules; the country's are
      // placed first, with their substitute days off (`baseHolidayCount`).
      definition.baseHolidayCount = base.holidays.count
      definition.holidays += try holidays(
        root, inherited: defaultSource, tables: definition.monthTables, existing: base.holidays)
    } else {
      let name = try string(try required(root, "name", "$"), "$.name")
      let yearsNode = try required(root, "supportedYears", "$")
      let years = try array(yearsNode, "$.supportedYears")
      guard years.count == 2 else {
        throw fail(yearsNode, "$.supportedYears", "expected [firstYear, lastYear]")
      }
      let firstYear = try int(years[0], "$.supportedYears[0]")
      let lastYear = try int(years[1], "$.supportedYears[1]")
      guard firstYear <= lastYear, ProductionYears.readable.contains(firstYear),
        ProductionYears.readable.contains(lastYear)
      else {
        throw fail(yearsNode, "$.supportedYears", "expected 1 <= firstYear <= lastYear <= 9998")
      }
      var weekends: [WeekendPeriod] = []
      for (i, item) in try array(try required(root, "weekends", "$"), "$.weekends").enumerated() {
        let field = "$.weekends[\(i)]"
        _ = try members(item, field, allowed: ["from", "days", "nthDays", "source"])
        var days = Set<Weekday>()
        let daysNode = try required(item, "days", field)
        for (j, d) in try array(daysNode, field + ".days").enumerated() {
          days.insert(try weekday(d, field + ".days[\(j)]"))
        }
        // As for a week pattern's weekend: a week of only weekend days has
        // no working day to count, add or norm.
        guard days.count < 7 else { throw fail(daysNode, field + ".days", "a week needs a working day") }
        var nthDays: [Weekday: Set<Int>] = [:]
        let nthEntries = try item["nthDays"].map { (n) throws(ProductionDataError) in
          try array(n, field + ".nthDays")
        }
        for (j, entry) in (nthEntries ?? []).enumerated() {
          let entryField = field + ".nthDays[\(j)]"
          _ = try members(entry, entryField, allowed: ["day", "nth"])
          let dayNode = try required(entry, "day", entryField)
          let weekdayOf = try weekday(dayNode, entryField + ".day")
          guard !days.contains(weekdayOf), nthDays[weekdayOf] == nil else {
            throw fail(
              dayNode, entryField + ".day", "'\(weekdayOf.name)' is already a weekend day of this period")
          }
          var nths = Set<Int>()
          let nthNode = try required(entry, "nth", entryField)
          for (k, n) in try array(nthNode, entryField + ".nth").enumerated() {
            let value = try int(n, entryField + ".nth[\(k)]")
            guard (1...5).contains(value), !nths.contains(value) else {
              throw fail(n, entryField + ".nth[\(k)]", "expected a week of the month 1...5, each once")
            }
            nths.insert(value)
          }
          guard !nths.isEmpty else {
            throw fail(nthNode, entryField + ".nth", "expected at least one week 1...5")
          }
          nthDays[weekdayOf] = nths
        }
        let from = try item["from"].map { (n) throws(ProductionDataError) in try day(n, field + ".from") }
        if let previous = weekends.last, let from, let previousFrom = previous.from, from <= previousFrom {
          throw fail(item, field + ".from", "weekend periods must be in order of their start")
        }
        weekends.append(
          WeekendPeriod(
            from: from, days: days, nthDays: nthDays,
            source: try source(item, field, inherited: defaultSource)))
      }
      var workWeekDays = 7 - (weekends.last?.days.count ?? 2)
      if let node = root["workWeekDays"] {
        workWeekDays = try int(node, "$.workWeekDays")
        guard (1...7).contains(workWeekDays) else { throw fail(node, "$.workWeekDays", "expected 1...7") }
      }
      var weeklyHoursPeriods = [WeeklyHoursPeriod(hours: [40])]
      if let node = root["weeklyHours"] {
        // Either the weeks (`[40, 36, 24]`), or periods of them in order:
        // `[{"hours": [43], ...}, {"from": "2018-04-01", "hours": [42], ...}]`.
        func weeks(_ node: JSONNode, _ field: String) throws(ProductionDataError) -> [ExactHours] {
          var weeks: [ExactHours] = []
          for (i, item) in try array(node, field).enumerated() {
            let whole = try int(item, "\(field)[\(i)]")
            guard (1...168).contains(whole) else {
              throw fail(
                item, "\(field)[\(i)]", "\(whole) is not a length of a week in whole hours (1 to 168)")
            }
            let hours = ExactHours(hours: whole)
            guard !weeks.contains(hours) else {
              throw fail(item, "\(field)[\(i)]", "\(hours) is listed twice")
            }
            weeks.append(hours)
          }
          guard !weeks.isEmpty else {
            throw fail(node, field, "list at least one week, the standard one first")
          }
          return weeks
        }
        let items = try array(node, "$.weeklyHours")
        if items.first.map({ $0["hours"] != nil || $0["from"] != nil }) ?? false {
          weeklyHoursPeriods = []
          for (i, item) in items.enumerated() {
            let field = "$.weeklyHours[\(i)]"
            _ = try members(item, field, allowed: ["from", "hours", "source"])
            let hours = try weeks(try required(item, "hours", field), field + ".hours")
            let from = try item["from"].map { (n) throws(ProductionDataError) in try day(n, field + ".from") }
            if i == 0, from != nil {
              throw fail(item, field + ".from", "the first period applies since always: give it no 'from'")
            }
            if i > 0, from == nil {
              throw fail(item, field, "a later period needs the day it starts ('from')")
            }
            if let previous = weeklyHoursPeriods.last?.from, let from, from <= previous {
              throw fail(item, field + ".from", "periods of weekly hours must be in order of their start")
            }
            if let first = weeklyHoursPeriods.first, first.hours.count != hours.count {
              throw fail(
                item, field + ".hours",
                "every period lists as many weeks (\(first.hours.count), as the first), found \(hours.count)")
            }
            weeklyHoursPeriods.append(
              WeeklyHoursPeriod(
                from: from, hours: hours, source: try source(item, field, inherited: defaultSource)))
          }
        } else {
          weeklyHoursPeriods = [WeeklyHoursPeriod(hours: try weeks(node, "$.weeklyHours"))]
        }
      }
      var tables: [String: MonthTable] = [:]
      if let list = root["monthTables"] {
        for (i, item) in try array(list, "$.monthTables").enumerated() {
          let field = "$.monthTables[\(i)]"
          _ = try members(item, field, allowed: ["calendar", "file", "source"])
          let id = try string(try required(item, "calendar", field), field + ".calendar")
          let path = try string(try required(item, "file", field), field + ".file")
          _ = try source(item, field, inherited: defaultSource)
          guard let text = try resolveFile(path) else {
            throw fail(item, field + ".file", "cannot read '\(path)'", value: path)
          }
          tables[id] = try MonthTable.parse(text, id: id, file: path)
        }
      }
      let defaultMoves = try root["moves"].map { (n) throws(ProductionDataError) in
        try moves(n, "$.moves", inherited: defaultSource)
      }
      solarTermZone = try root["solarTermZone"].map { (n) throws(ProductionDataError) in
        try zone(n, "$.solarTermZone")
      }
      let holidays = try holidays(root, inherited: defaultSource, tables: tables, existing: [])
      var shortening: [ShorteningRule] = []
      if let list = root["shortening"] {
        for (i, item) in try array(list, "$.shortening").enumerated() {
          let field = "$.shortening[\(i)]"
          _ = try members(
            item, field,
            allowed: [
              "rule", "lostHours", "maxHours", "workingWeekendsInherit", "fromYear", "toYear",
              "minimumWeeklyHours", "exceptBefore", "source",
            ])
          let rule = try string(try required(item, "rule", field), field + ".rule")
          guard rule == "dayBeforeHoliday" else {
            throw fail(
              item, field + ".rule", "unknown rule '\(rule)' (known: dayBeforeHoliday)", value: rule,
              allowed: "dayBeforeHoliday")
          }
          shortening.append(
            ShorteningRule(
              shortening: try shorteningValue(item, field),
              workingWeekendsInherit: try item["workingWeekendsInherit"].map {
                (n) throws(ProductionDataError) in try bool(n, field + ".workingWeekendsInherit")
              } ?? false,
              source: try source(item, field, inherited: defaultSource),
              fromYear: try item["fromYear"].map { (n) throws(ProductionDataError) in
                try int(n, field + ".fromYear")
              },
              toYear: try item["toYear"].map { (n) throws(ProductionDataError) in
                try int(n, field + ".toYear")
              },
              minimumWeeklyHours: try item["minimumWeeklyHours"].map { (n) throws(ProductionDataError) in
                try hours(n, field + ".minimumWeeklyHours")
              },
              exceptBefore: try item["exceptBefore"].map { (n) throws(ProductionDataError) in
                try holidayKeys(n, field + ".exceptBefore", among: holidays)
              } ?? []))
        }
      }
      definition = RegionDefinition(
        code: code, name: name, sources: sources, supportedYears: firstYear...lastYear,
        workWeekDays: workWeekDays, weeklyHoursPeriods: weeklyHoursPeriods, weekends: weekends,
        holidays: holidays,
        defaultMoves: defaultMoves ?? [],
        shortening: shortening, overlays: [], monthTables: tables)
      if let node = root["baseHolidays"] {
        // What `encode` writes for a subdivision: how many of the leading
        // holidays are its country's, placed first as a `base` file's are.
        let count = try int(node, "$.baseHolidays")
        guard (0...holidays.count).contains(count) else {
          throw fail(
            node, "$.baseHolidays",
            "expected how many of the leading holidays are the base region's, 0...\(holidays.count)",
            value: String(count), allowed: "0...\(holidays.count)")
        }
        definition.baseHolidayCount = count
      }
      if let list = root["weekPatterns"] {
        definition.weekPatterns = try weekPatterns(list, inherited: defaultSource)
      }
    }
    if let list = root["regionNotes"] {
      for (i, item) in try array(list, "$.regionNotes").enumerated() {
        let field = "$.regionNotes[\(i)]"
        _ = try members(item, field, allowed: ["text", "source"])
        let texts = try names(try required(item, "text", field), field + ".text")
        definition.regionNotes.append(
          RegionNote(
            text: texts["en"] ?? "", translations: texts,
            source: try source(item, field, inherited: defaultSource)))
      }
    }
    if let list = root["overlays"] {
      for (i, item) in try array(list, "$.overlays").enumerated() {
        definition.overlays.append(
          try overlay(
            item, "$.overlays[\(i)]", inherited: defaultSource,
            weeks: [WeekPattern.standardID] + definition.weekPatterns.map(\.id)))
      }
    }
    return definition
  }

  /// The file's `holidays`, refusing a rule that repeats one of `existing`
  /// or of the file (the same key on the same date from the same year).
  func holidays(_ root: JSONNode, inherited: String?, tables: [String: MonthTable], existing: [HolidayRule])
    throws(ProductionDataError) -> [HolidayRule]
  {
    // A key of values, not of text: printing the date would go through
    // reflection, which on first use costs a process milliseconds.
    struct Identity: Hashable {
      var nameKey: String
      var date: HolidayDate
      var fromYear: Int?
    }
    func identity(_ rule: HolidayRule) -> Identity {
      Identity(nameKey: rule.name.nameKey, date: rule.date, fromYear: rule.fromYear)
    }
    var keys = Set(existing.map(identity))
    var holidays: [HolidayRule] = []
    guard let list = root["holidays"] else { return [] }
    for (i, item) in try array(list, "$.holidays").enumerated() {
      let rule = try holiday(item, "$.holidays[\(i)]", inherited: inherited, tables: tables)
      guard keys.insert(identity(rule)).inserted else {
        throw fail(
          item, "$.holidays[\(i)]", "duplicate rule: '\(rule.name.nameKey)' on the same date twice",
          value: rule.name.nameKey)
      }
      holidays.append(rule)
    }
    return holidays
  }

  /// `[firstYear, lastYear]`: the Gregorian years a layer's data is confirmed for.
  func confirmedYears(_ node: JSONNode, _ field: String) throws(ProductionDataError) -> ClosedRange<Int> {
    let items = try array(node, field)
    guard items.count == 2 else { throw fail(node, field, "expected [firstYear, lastYear]") }
    let first = try int(items[0], field + "[0]")
    let last = try int(items[1], field + "[1]")
    guard first <= last else { throw fail(node, field, "the range ends before it starts") }
    return first...last
  }

  func shorteningValue(_ item: JSONNode, _ field: String) throws(ProductionDataError) -> Shortening {
    switch (item["lostHours"], item["maxHours"]) {
    case (let lost?, nil): return .by(try hours(lost, field + ".lostHours"))
    case (nil, let cap?): return .to(try hours(cap, field + ".maxHours"))
    default: throw fail(item, field, "give exactly one of 'lostHours' and 'maxHours'")
    }
  }

  func moves(_ node: JSONNode, _ field: String, inherited: String?) throws(ProductionDataError) -> [MoveRule]
  {
    var result: [MoveRule] = []
    for (i, item) in try array(node, field).enumerated() {
      let f = "\(field)[\(i)]"
      _ = try members(
        item, f, allowed: ["when", "to", "direction", "mode", "except", "fromYear", "toYear", "source"])
      var ifOn: Set<Weekday>?
      var ifOnHoliday = false
      let when = try required(item, "when", f)
      if case .string(let text) = when.value, text == "weekend" {
        ifOn = nil
      } else {
        var days = Set<Weekday>()
        for (j, d) in try array(when, f + ".when").enumerated() {
          if case .string(let text) = d.value, text == "holiday" {
            ifOnHoliday = true
          } else if case .string(let text) = d.value, text == "weekend" {
            throw fail(d, f + ".when[\(j)]", "'weekend' stands alone; list weekdays with 'holiday'")
          } else {
            days.insert(try weekday(d, f + ".when[\(j)]"))
          }
        }
        ifOn = days
      }
      let toNode = try required(item, "to", f)
      let to = try string(toNode, f + ".to")
      let action: MoveRule.Action
      if to == "nextWorkingDay" {
        action = .nextWorkingDay
      } else {
        let target = try weekday(toNode, f + ".to")
        let direction = try string(try required(item, "direction", f), f + ".direction")
        guard direction == "before" || direction == "after" else {
          throw fail(
            item, f + ".direction", "expected 'before' or 'after'", value: direction, allowed: "before, after"
          )
        }
        action = .toWeekday(target, before: direction == "before")
      }
      let modeText = try string(try required(item, "mode", f), f + ".mode")
      guard let mode = MoveRule.Mode(rawValue: modeText) else {
        throw fail(
          item, f + ".mode", "expected 'relocate' or 'substitute'", value: modeText,
          allowed: "relocate, substitute")
      }
      var except: [MoveRule.ExceptSpan] = []
      if let list = item["except"] {
        for (j, span) in try array(list, f + ".except").enumerated() {
          let g = "\(f).except[\(j)]"
          _ = try members(span, g, allowed: ["month", "fromDay", "toDay"])
          let month = try int(try required(span, "month", g), g + ".month")
          let fromDay = try int(try required(span, "fromDay", g), g + ".fromDay")
          let toDay = try int(try required(span, "toDay", g), g + ".toDay")
          guard (1...12).contains(month), 1 <= fromDay, fromDay <= toDay, toDay <= 31 else {
            throw fail(span, g, "expected a month 1-12 and days 1 <= fromDay <= toDay <= 31")
          }
          except.append(MoveRule.ExceptSpan(month: month, fromDay: fromDay, toDay: toDay))
        }
      }
      result.append(
        MoveRule(
          ifOn: ifOn, ifOnHoliday: ifOnHoliday, action: action, mode: mode, except: except,
          fromYear: try item["fromYear"].map { (n) throws(ProductionDataError) in try int(n, f + ".fromYear")
          },
          toYear: try item["toYear"].map { (n) throws(ProductionDataError) in try int(n, f + ".toYear") },
          source: try source(item, f, inherited: inherited)))
    }
    return result
  }

  func holiday(_ item: JSONNode, _ field: String, inherited: String?, tables: [String: MonthTable])
    throws(ProductionDataError) -> HolidayRule
  {
    _ = try members(
      item, field,
      allowed: [
        "key", "names", "date", "fromYear", "toYear", "moves", "source", "notes", "confirmed", "announced",
        "length",
      ])
    let key = try string(try required(item, "key", field), field + ".key")
    let names = try names(try required(item, "names", field), field + ".names")
    let dateNode = try required(item, "date", field)
    let f = field + ".date"
    _ = try members(
      dateNode, f,
      allowed: [
        "calendar", "month", "day", "weekday", "nth", "easter", "offset", "solarTerm", "zone",
        "betweenHolidays", "exceptOn",
      ])
    let date: HolidayDate
    if let between = dateNode["betweenHolidays"] {
      _ = try members(dateNode, f, allowed: ["betweenHolidays", "exceptOn"])
      guard try bool(between, f + ".betweenHolidays") else {
        throw fail(between, f + ".betweenHolidays", "expected true (leave the field out otherwise)")
      }
      var exceptOn = Set<Weekday>()
      if let list = dateNode["exceptOn"] {
        for (j, d) in try array(list, f + ".exceptOn").enumerated() {
          exceptOn.insert(try weekday(d, f + ".exceptOn[\(j)]"))
        }
      }
      date = .betweenHolidays(exceptOn: exceptOn)
    } else if let termNode = dateNode["solarTerm"] {
      _ = try members(dateNode, f, allowed: ["solarTerm", "zone", "offset"])
      let name = try string(termNode, f + ".solarTerm")
      guard let term = SolarTerm(identifier: name) else {
        throw fail(
          termNode, f + ".solarTerm",
          "unknown solar term '\(name)' (known: \(SolarTerm.allCases.map(\.identifier).joined(separator: ", ")))",
          value: name, allowed: SolarTerm.allCases.map(\.identifier).joined(separator: ", "))
      }
      let zone: SolarTermZone
      if let zoneNode = dateNode["zone"] {
        zone = try self.zone(zoneNode, f + ".zone")
      } else if let solarTermZone {
        zone = solarTermZone
      } else {
        throw fail(dateNode, f + ".zone", "a solar-term date needs a 'zone', or the region's 'solarTermZone'")
      }
      let offset =
        try dateNode["offset"].map { (n) throws(ProductionDataError) in try int(n, f + ".offset") } ?? 0
      guard (-366...366).contains(offset) else {
        throw fail(dateNode["offset"]!, f + ".offset", "expected -366...366 days")
      }
      date = .solarTerm(term, zone: zone, offset: offset)
    } else if let easter = dateNode["easter"] {
      let text = try string(easter, f + ".easter")
      guard let kind = EasterKind(rawValue: text) else {
        throw fail(
          easter, f + ".easter", "expected 'western' or 'orthodox'", value: text, allowed: "western, orthodox"
        )
      }
      date = .easter(
        kind,
        offset: try dateNode["offset"].map { (n) throws(ProductionDataError) in try int(n, f + ".offset") }
          ?? 0)
    } else if let weekdayNode = dateNode["weekday"] {
      let month = try int(try required(dateNode, "month", f), f + ".month")
      guard (1...12).contains(month) else { throw fail(dateNode, f + ".month", "expected a month 1-12") }
      let n = try int(try required(dateNode, "nth", f), f + ".nth")
      guard (-5...5).contains(n), n != 0 else {
        throw fail(dateNode, f + ".nth", "expected 1...5, or -1...-5 counting from the end")
      }
      date = .nthWeekday(month: month, weekday: try weekday(weekdayNode, f + ".weekday"), n: n)
    } else {
      let calendar = try string(try required(dateNode, "calendar", f), f + ".calendar")
      if tables[calendar] == nil && calendar != "gregorian" {
        guard (try? CalendarSystem(identifier: calendar)) != nil else {
          throw fail(
            dateNode, f + ".calendar", "unknown calendar '\(calendar)' (not in the core or 'monthTables')",
            value: calendar)
        }
      }
      let monthNode = try required(dateNode, "month", f)
      let month: MonthRef
      switch monthNode.value {
      case .number: month = .ordinal(try int(monthNode, f + ".month"))
      case .string(let text):
        guard MonthCode(text) != nil else {
          throw fail(
            monthNode, f + ".month", "'\(text)' is not a month code", value: text,
            allowed: "M01...M13, with L for a leap month")
        }
        month = .code(text)
      default: throw fail(monthNode, f + ".month", "expected a month number or a month code such as 'M07'")
      }
      let dayNode = try required(dateNode, "day", f)
      let day: DayOfMonth
      if case .string(let text) = dayNode.value, text == "last" {
        day = .last
      } else {
        let n = try int(dayNode, f + ".day")
        guard (1...31).contains(n) else { throw fail(dayNode, f + ".day", "expected 1...31 or 'last'") }
        day = .day(n)
      }
      if calendar == "gregorian" {
        guard case .ordinal(let m) = month, (1...12).contains(m) else {
          throw fail(monthNode, f + ".month", "a Gregorian month is 1-12")
        }
        if case .day(let d) = day, d > Gregorian.daysInMonth(year: 2000, month: m) {
          throw fail(dayNode, f + ".day", "month \(m) never has a day \(d)")
        }
      }
      let offset =
        try dateNode["offset"].map { (n) throws(ProductionDataError) in try int(n, f + ".offset") } ?? 0
      guard abs(offset) <= 366 else {
        throw fail(dateNode, f + ".offset", "expected -366...366 days, not \(offset)")
      }
      date = .fixed(calendar: calendar, month: month, day: day, offset: offset)
    }
    let source = try source(item, field, inherited: inherited)
    let fromYear = try item["fromYear"].map { (n) throws(ProductionDataError) in
      try int(n, field + ".fromYear")
    }
    let toYear = try item["toYear"].map { (n) throws(ProductionDataError) in try int(n, field + ".toYear") }
    if let fromYear, let toYear, fromYear > toYear {
      throw fail(item, field + ".toYear", "the rule ends before it starts")
    }
    var announced: [HolidayRule.AnnouncedDate] = []
    if let list = item["announced"] {
      for (j, entry) in try array(list, field + ".announced").enumerated() {
        let g = "\(field).announced[\(j)]"
        let (d, node) = try dayEntry(entry, g)
        if let previous = announced.last, d <= previous.day {
          throw fail(entry, g, "announced dates must be in order, each after the one before")
        }
        announced.append(.init(day: d, source: try self.source(node, g, inherited: source)))
      }
    }
    var rule = HolidayRule(
      name: HolidayName(nameKey: key, names: names), date: date, fromYear: fromYear, toYear: toYear,
      moves: try item["moves"].map { (n) throws(ProductionDataError) in
        try moves(n, field + ".moves", inherited: source)
      }, source: source,
      confirmedYears: try item["confirmed"].map { (n) throws(ProductionDataError) in
        try confirmedYears(n, field + ".confirmed")
      })
    rule.announced = announced
    if let lengthNode = item["length"] {
      let length = try int(lengthNode, field + ".length")
      guard (1...30).contains(length) else {
        throw fail(lengthNode, field + ".length", "expected 1...30 consecutive days, not \(length)")
      }
      rule.length = length
    }
    return rule
  }

  /// A list of holiday keys, each the key of one of `holidays`.
  func holidayKeys(_ node: JSONNode, _ field: String, among holidays: [HolidayRule])
    throws(ProductionDataError)
    -> [String]
  {
    var known: [String] = []
    for rule in holidays where !known.contains(rule.name.nameKey) { known.append(rule.name.nameKey) }
    var keys: [String] = []
    for (i, item) in try array(node, field).enumerated() {
      let key = try string(item, field + "[\(i)]")
      guard known.contains(key) else {
        throw fail(
          item, field + "[\(i)]", "'\(key)' is not the key of one of the region's holidays", value: key,
          allowed: known.joined(separator: ", "))
      }
      if !keys.contains(key) { keys.append(key) }
    }
    return keys
  }

  /// The region's `weekPatterns`: each an id, names, its weekend and its
  /// hours by weekday for each length of week it has.
  func weekPatterns(_ node: JSONNode, inherited: String?) throws(ProductionDataError) -> [WeekPattern] {
    var patterns: [WeekPattern] = []
    for (i, item) in try array(node, "$.weekPatterns").enumerated() {
      let field = "$.weekPatterns[\(i)]"
      _ = try members(item, field, allowed: ["id", "names", "weekend", "hours", "confirmed", "source"])
      let idNode = try required(item, "id", field)
      let id = try string(idNode, field + ".id")
      guard !id.isEmpty, id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
        throw fail(idNode, field + ".id", "an id is ASCII letters and digits", value: id)
      }
      guard id != WeekPattern.standardID, !patterns.contains(where: { $0.id == id }) else {
        throw fail(
          idNode, field + ".id", "'\(id)' is taken ('\(WeekPattern.standardID)' names the region's own week)",
          value: id)
      }
      var weekend = Set<Weekday>()
      for (j, d) in try array(try required(item, "weekend", field), field + ".weekend").enumerated() {
        guard weekend.insert(try weekday(d, field + ".weekend[\(j)]")).inserted else {
          throw fail(d, field + ".weekend[\(j)]", "is listed twice")
        }
      }
      guard weekend.count < 7 else { throw fail(item, field + ".weekend", "a week needs a working day") }
      var schedules: [WeekSchedule] = []
      let hoursNode = try required(item, "hours", field)
      for (j, week) in try array(hoursNode, field + ".hours").enumerated() {
        let g = "\(field).hours[\(j)]"
        _ = try members(week, g, allowed: ["weekly", "daily"])
        let weeklyNode = try required(week, "weekly", g)
        let whole = try int(weeklyNode, g + ".weekly")
        guard (1...168).contains(whole) else {
          throw fail(
            weeklyNode, g + ".weekly", "\(whole) is not a length of a week in whole hours (1 to 168)")
        }
        let weekly = ExactHours(hours: whole)
        guard !schedules.contains(where: { $0.weeklyHours == weekly }) else {
          throw fail(weeklyNode, g + ".weekly", "\(weekly) is listed twice")
        }
        let dailyNode = try required(week, "daily", g)
        let items = try array(dailyNode, g + ".daily")
        guard items.count == 7 else {
          throw fail(
            dailyNode, g + ".daily", "expected 7 numbers of hours, Monday first, found \(items.count)")
        }
        var daily: [ExactHours] = []
        for (k, n) in items.enumerated() {
          let hours = try hours(n, "\(g).daily[\(k)]")
          let weekdayOf = Weekday(rawValue: k + 1)!
          guard weekend.contains(weekdayOf) == (hours == .zero) else {
            throw fail(
              n, "\(g).daily[\(k)]",
              weekend.contains(weekdayOf)
                ? "\(weekdayOf.name) is a weekend day of the pattern: 0 hours"
                : "\(weekdayOf.name) is a working day of the pattern: more than 0 hours")
          }
          daily.append(hours)
        }
        let sum = daily.reduce(ExactHours.zero, +)
        guard sum == weekly else {
          throw fail(dailyNode, g + ".daily", "the days add up to \(sum) hours, not the week's \(weekly)")
        }
        schedules.append(WeekSchedule(weeklyHours: weekly, daily: daily))
      }
      guard !schedules.isEmpty else { throw fail(hoursNode, field + ".hours", "list at least one week") }
      patterns.append(
        WeekPattern(
          id: id, names: try names(try required(item, "names", field), field + ".names"), weekend: weekend,
          schedules: schedules,
          confirmedYears: try item["confirmed"].map { (n) throws(ProductionDataError) in
            try confirmedYears(n, field + ".confirmed")
          }, source: try source(item, field, inherited: inherited)))
    }
    return patterns
  }

  func overlay(_ node: JSONNode, _ field: String, inherited: String?, weeks known: [String])
    throws(ProductionDataError) -> Overlay
  {
    _ = try members(node, field, allowed: ["name", "years", "confirmed"])
    let name = try string(try required(node, "name", field), field + ".name")
    let confirmed = try node["confirmed"].map { (n) throws(ProductionDataError) in
      try confirmedYears(n, field + ".confirmed")
    }
    var entries: [OverlayEntry] = []
    for (i, block) in try array(try required(node, "years", field), field + ".years").enumerated() {
      let f = "\(field).years[\(i)]"
      _ = try members(
        block, f,
        allowed: [
          "year", "source", "transfers", "workingDays", "daysOff", "closures", "shortened", "fullLength",
          "notes", "estimated", "weeks",
        ])
      let year = try int(try required(block, "year", f), f + ".year")
      let weeks = try block["weeks"].map { (n) throws(ProductionDataError) -> [String] in
        let items = try array(n, f + ".weeks")
        guard !items.isEmpty else { throw fail(n, f + ".weeks", "name at least one week") }
        var ids: [String] = []
        for (j, item) in items.enumerated() {
          let id = try string(item, "\(f).weeks[\(j)]")
          guard known.contains(id) else {
            throw fail(
              item, "\(f).weeks[\(j)]", "unknown week '\(id)'", value: id,
              allowed: known.joined(separator: ", "))
          }
          ids.append(id)
        }
        return ids
      }
      let blockSource = try source(block, f, inherited: inherited)
      // Entries resting on an estimate: the block's default, else each entry's own.
      let blockEstimated = try block["estimated"].map { (n) throws(ProductionDataError) in
        try bool(n, f + ".estimated")
      }
      func inYear(_ day: Day, _ node: JSONNode, _ g: String) throws(ProductionDataError) {
        guard day.isoDate.year == year else {
          throw fail(node, g, "\(day.isoString) is not in the block's year \(year)")
        }
      }
      func add(_ day: Day, _ action: OverlayEntry.Action, _ item: JSONNode, _ g: String)
        throws(ProductionDataError)
      {
        var estimated = blockEstimated ?? false
        if case .object = item.value, let n = item["estimated"] { estimated = try bool(n, g + ".estimated") }
        entries.append(
          OverlayEntry(
            day: day, action: action, source: try source(item, g, inherited: blockSource), file: file,
            line: item.line, estimated: estimated, weeks: weeks))
      }
      if let list = block["transfers"] {
        for (j, item) in try array(list, f + ".transfers").enumerated() {
          let g = "\(f).transfers[\(j)]"
          _ = try members(item, g, allowed: ["from", "to", "source", "estimated"])
          // Without "from", the data says a day off was transferred here but not from where.
          let from = try item["from"].map { (n) throws(ProductionDataError) in try day(n, g + ".from") }
          let to = try day(try required(item, "to", g), g + ".to")
          try inYear(to, item, g + ".to")
          guard from != to else { throw fail(item, g, "a transfer from a day to itself") }
          try add(to, .transfer(from: from), item, g)
        }
      }
      for key in ["workingDays", "fullLength"] {
        guard let list = block[key] else { continue }
        for (j, item) in try array(list, f + "." + key).enumerated() {
          let g = "\(f).\(key)[\(j)]"
          let (d, entryNode) = try dayEntry(item, g, estimable: true)
          try inYear(d, item, g)
          try add(d, key == "workingDays" ? .workingDay : .fullLength, entryNode, g)
        }
      }
      for key in ["daysOff", "closures"] {
        guard let list = block[key] else { continue }
        for (j, item) in try array(list, f + "." + key).enumerated() {
          let g = "\(f).\(key)[\(j)]"
          _ = try members(item, g, allowed: ["date", "key", "names", "source", "estimated"])
          let d = try day(try required(item, "date", g), g + ".date")
          try inYear(d, item, g + ".date")
          let name = HolidayName(
            nameKey: try string(try required(item, "key", g), g + ".key"),
            names: try names(try required(item, "names", g), g + ".names"))
          try add(d, key == "daysOff" ? .dayOff(name) : .closure(name), item, g)
        }
      }
      if let list = block["shortened"] {
        for (j, item) in try array(list, f + ".shortened").enumerated() {
          let g = "\(f).shortened[\(j)]"
          let d: Day
          var shortening = Shortening.by(1)
          if case .string = item.value {
            d = try day(item, g)
          } else {
            _ = try members(item, g, allowed: ["date", "lostHours", "maxHours", "source", "estimated"])
            d = try day(try required(item, "date", g), g + ".date")
            shortening = try shorteningValue(item, g)
          }
          try inYear(d, item, g)
          try add(d, .shortened(shortening), item, g)
        }
      }
    }
    return Overlay(name: name, entries: entries, confirmedYears: confirmed)
  }

  /// A day given as `"YYYY-MM-DD"` or `{"date": ..., "source": ...}`.
  /// `estimable`: an overlay entry, which may say it rests on an estimate.
  func dayEntry(_ item: JSONNode, _ g: String, estimable: Bool = false) throws(ProductionDataError) -> (
    Day, JSONNode
  ) {
    if case .string = item.value { return (try day(item, g), item) }
    _ = try members(item, g, allowed: estimable ? ["date", "source", "estimated"] : ["date", "source"])
    return (try day(try required(item, "date", g), g + ".date"), item)
  }
}

/// The datasets compiled into Yotei (see `Resources/YoteiProduction/`).
package enum ShippedData {
  /// A shipped region, from its baked parsed form (`Generated/BakedRegions.swift`).
  static func region(_ code: String) throws(ProductionDataError) -> RegionDefinition {
    let file = "\(code).json"
    guard let baked = BakedRegions.data(code) else {
      throw ProductionDataError(file: file, line: 0, field: "file", message: "no shipped dataset")
    }
    guard BakedRegions.formatVersion == BakedRegionFormat.version,
      let definition = BakedRegionFormat.decode(baked)
    else {
      throw ProductionDataError(
        file: file, line: 0, field: "baked",
        message: "the baked form is damaged or stale: run 'python3 scripts/bake-resources.py'")
    }
    return definition
  }

  /// A shipped region parsed from its JSON, the source of truth, whose files
  /// `read` gives by name (`RU.json`, a month table); a subdivision's base
  /// (`RU` for `RU-TA`) is parsed from its file too. The baked form is this,
  /// encoded.
  package static func parsedRegion(_ code: String, read: (String) -> String?) throws(ProductionDataError)
    -> RegionDefinition
  {
    let file = "\(code).json"
    guard let text = read(file) else {
      throw ProductionDataError(file: file, line: 0, field: "file", message: "no shipped dataset")
    }
    return try ProductionFormat.parseRegion(
      text, file: file, resolveFile: read,
      resolveBase: { base in base == code ? nil : try? parsedRegion(base, read: read) })
  }
}

/// The Gregorian years every production reader accepts: a file naming a
/// year outside them is refused with a ``ProductionDataError``.
enum ProductionYears {
  /// 1 through 9998, so a year and its neighbours are ISO days.
  static let readable = 1...9998
  /// The range as error messages write it.
  static let description = "1...9998"
}
