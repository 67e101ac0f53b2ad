import Yotei

/// The statuses of every day of one Gregorian year, and the conflicts found
/// while resolving them.
struct YearTable: Sendable {
  let year: Int
  let statuses: [DayStatus]
  let conflicts: [ProductionConflict]
}

/// Resolves a region's rules and overlays into day statuses, one Gregorian
/// year at a time.
///
/// Precedence, lowest first: the weekend rule; holiday rules on their dates,
/// then their moves (relocations, then substitute days off in date order),
/// a subdivision's base's holidays and moves first, then its own;
/// then overlays in order (decrees, then user layers), entry by entry; then
/// derived shortened days, which only touch working days that no overlay
/// shortened or declared full-length. Whenever a higher layer overrides a
/// lower one in a way the data did not say it meant to (a transfer onto a day
/// that is already off, a working day declared on a holiday), the higher
/// layer wins and the conflict is reported.
struct YearBuilder: Sendable {
  let definition: RegionDefinition
  let calendars: [String: any HolidayCalendarSource]
  // Building a year keys nothing by ``Day`` or `Int` in a hashed collection
  // (the window's days are array indices instead), and sorts nothing with
  // the standard library's sort (its merge runs are an array of
  // `Range<Int>`): the first such collection of a type in a process makes
  // the Swift runtime scan every protocol conformance of the binary for the
  // element's `Hashable` or `Comparable`, about 0.4 M instructions each,
  // which was most of a region's first use (docs/PERFORMANCE.md).

  init(definition: RegionDefinition) throws(ProductionError) {
    self.definition = definition
    var calendars: [String: any HolidayCalendarSource] = HashedStorage.dictionary(
      capacity: 1 + definition.monthTables.count + definition.holidays.count)
    calendars["gregorian"] = GregorianSource()
    for (id, table) in definition.monthTables { calendars[id] = MonthTableSource(table: table) }
    for rule in definition.holidays {
      if case .fixed(let calendar, _, _, _) = rule.date, calendars[calendar] == nil {
        calendars[calendar] = try CoreCalendarSource(identifier: calendar)
      }
    }
    self.calendars = calendars
  }

  /// The entries of overlay `layer` whose day is in `window`, in order of
  /// day (entries of one day in the order the overlay lists them).
  private func overlayEntries(layer: Int, in window: ClosedRange<Day>) -> [OverlayEntry] {
    var entries = definition.overlays[layer].entries.filter { window.contains($0.day) }
    // A stable insertion sort: a year's entries are few, and mostly in order already.
    for i in entries.indices.dropFirst() {
      var j = i
      while j > 0, entries[j - 1].day > entries[j].day {
        entries.swapAt(j - 1, j)
        j -= 1
      }
    }
    return entries
  }

  private struct Occurrence {
    var day: Day
    /// The rule's index in the definition's holidays (not a copy of it).
    var ruleIndex: Int
    var estimated: Bool
    /// The source of this occurrence: an announcement's, else the rule's.
    var source: String?
    /// Whether the rule is a subdivision's own, not one of its base's
    /// (``RegionDefinition/baseHolidayCount``).
    var own: Bool
  }

  private func occurrences(in window: ClosedRange<Day>) throws(ProductionError) -> [Occurrence] {
    var found: [Occurrence] = []
    for (ruleIndex, rule) in definition.holidays.enumerated() {
      var days: [RuleDay] = []
      switch rule.date {
      case .fixed(let calendar, let month, let day, let offset):
        guard let source = calendars[calendar] else {
          throw .invalidData("\(rule.name.nameKey): unknown calendar '\(calendar)'")
        }
        // Widened by the offset, so a date just outside the window that the offset brings in is found.
        let low = window.lowerBound - max(offset, 0)
        let high = window.upperBound - min(offset, 0)
        days = try source.occurrences(month: month, day: day, in: low...high).compactMap {
          window.contains($0.day + offset) ? RuleDay(day: $0.day + offset, estimated: $0.estimated) : nil
        }
      case .nthWeekday(let month, let weekday, let n):
        for year in window.lowerBound.isoDate.year...window.upperBound.isoDate.year {
          if let day = Gregorian.nthWeekday(year: year, month: month, weekday: weekday, n: n),
            window.contains(day)
          {
            days.append(RuleDay(day: day, estimated: false))
          }
        }
      case .easter(let kind, let offset):
        for year in window.lowerBound.isoDate.year...window.upperBound.isoDate.year {
          let day = Gregorian.easter(year: year, kind: kind) + offset
          if window.contains(day) { days.append(RuleDay(day: day, estimated: false)) }
        }
      case .betweenHolidays:
        continue
      case .solarTerm(let term, let zone, let offset):
        for year in window.lowerBound.isoDate.year...window.upperBound.isoDate.year {
          guard let occurrence = try? term.occurrence(inYear: year, zone: zone) else { continue }
          let day = occurrence.day + offset
          if window.contains(day) { days.append(RuleDay(day: day, estimated: !occurrence.isCertain)) }
        }
      }
      if !rule.announced.isEmpty {
        // An announced date replaces the computed one within three days of
        // it; a computed date nothing replaces is an estimate. The days an
        // announcement gives are confirmed whatever the rule's `confirmed`
        // years (an announcement found for a year before them).
        days = days.filter { computed in !rule.announced.contains { abs($0.day - computed.day) <= 3 } }.map {
          RuleDay(day: $0.day, estimated: true)
        }
        for entry in rule.announced where window.contains(entry.day) {
          var day = RuleDay(day: entry.day, estimated: false)
          day.announced = true
          day.source = entry.source
          days.append(day)
        }
      }
      // Each day of a multi-day holiday belongs to the year of its first day.
      if rule.length > 1 {
        days = days.flatMap { first in
          (0..<rule.length).map { d -> RuleDay in
            var day = first
            day.day = first.day + d
            return day
          }
        }
      }
      for day in days where window.contains(day.day) {
        let year = day.first.isoDate.year
        if let from = rule.fromYear, year < from { continue }
        if let to = rule.toYear, year > to { continue }
        let unconfirmed = !day.announced && (rule.confirmedYears.map { !$0.contains(year) } ?? false)
        found.append(
          Occurrence(
            day: day.day, ruleIndex: ruleIndex, estimated: day.estimated || unconfirmed,
            source: day.announced ? day.source : rule.source, own: ruleIndex >= definition.baseHolidayCount))
      }
    }
    return found.sorted { $0.day < $1.day }
  }

  /// The first of the occurrence's moves of `mode` that applies: its year,
  /// its weekdays (or, with `coincides`, a move triggered by another
  /// holiday on the same day; with `onBaseDayOff`, a weekend move triggered
  /// by the base's substitute day off), its exceptions.
  private func applicableMove(
    _ occurrence: Occurrence, mode: MoveRule.Mode, coincides: Bool = false, onBaseDayOff: Bool = false
  ) -> MoveRule? {
    let moves = definition.holidays[occurrence.ruleIndex].moves ?? definition.defaultMoves
    let (year, month, dayOfMonth) = occurrence.day.isoDate
    let weekday = occurrence.day.isoWeekday
    for move in moves where move.mode == mode {
      if let from = move.fromYear, year < from { continue }
      if let to = move.toYear, year > to { continue }
      let triggered =
        move.ifOn.map { $0.contains(weekday) } ?? (definition.isWeekend(occurrence.day) || onBaseDayOff)
      guard triggered || (move.ifOnHoliday && coincides) else { continue }
      if move.except.contains(where: { $0.month == month && ($0.fromDay...$0.toDay).contains(dayOfMonth) }) {
        continue
      }
      return move
    }
    return nil
  }

  func build(year: Int) throws(ProductionError) -> YearTable {
    let first = Day(iso: year, 1, 1)!
    let last = Day(iso: year, 12, 31)!
    // A margin around the year lets moves and swaps cross the new year.
    let windowStart = first - 45
    let windowEnd = last + 45
    let window = windowStart...windowEnd
    let count = windowEnd - windowStart + 1
    func index(_ day: Day) -> Int? {
      let i = day - windowStart
      return i >= 0 && i < count ? i : nil
    }
    // The year's own days are lo...hi of the window; the margin's belong to
    // the years before and after.
    let lo = index(first)!
    let hi = index(last)!
    func yearOf(_ i: Int) -> Int { i < lo ? year - 1 : i > hi ? year + 1 : year }

    var statuses: [DayStatus] = []
    statuses.reserveCapacity(count)
    for offset in 0..<count {
      let day = windowStart + offset
      let period = definition.weekendPeriodIndex(on: day)
      let weekend = period.map { definition.weekends[$0].contains(day) } ?? false
      let source = weekend ? period.map { definition.weekends[$0].source } ?? nil : nil
      statuses.append(
        DayStatus(
          day: day, region: definition.code, kind: weekend ? .weekend : .working, shortening: nil,
          holidays: [], transferredFrom: nil, swappedWith: nil,
          origin: weekend ? .weekendRule : .regular, source: source, estimated: false))
    }
    var conflicts: [ProductionConflict] = []

    // The overlays' entries in the window, layer by layer, each layer's in
    // order of day.
    let layers = definition.overlays.indices.map { overlayEntries(layer: $0, in: window) }

    // Overlay facts that automatic moves must respect, by window index (a
    // transfer's `from` outside the window is never a holiday's day here).
    var decreedFrom = [Bool](repeating: false, count: count)
    var decreedOff = [Bool](repeating: false, count: count)
    for entries in layers {
      for entry in entries {
        switch entry.action {
        case .transfer(let from):
          if let from, let f = index(from) { decreedFrom[f] = true }
          decreedOff[index(entry.day)!] = true
        case .dayOff, .closure: decreedOff[index(entry.day)!] = true
        case .workingDay, .shortened, .fullLength: break
        }
      }
    }

    // A subdivision's year is its base's (the base's holidays, then their
    // substitute days off, as in the base) with its own holidays and their
    // substitute days off added on top: an own holiday on the base's
    // substitute day off shares that day (and a weekend move of its own
    // takes that day for a day off). A region of its own is one group.
    let found = try occurrences(in: window)
    var holidaysOn = [Int](repeating: 0, count: count)
    var substituted = [Bool](repeating: false, count: count)
    // The base's substitute days off: a day off for the own holidays' weekend
    // moves (Bashkortostan's Uraza Bayram on Monday 2 May 2022, Russia's day
    // off for Sunday 1 May, gave Wednesday 4 May).
    var baseDayOff = [Bool](repeating: false, count: count)
    for own in [false, true] {
      let group = found.filter { $0.own == own }
      if group.isEmpty { continue }
      // Holidays on their own dates, or relocated.
      for occurrence in group {
        var target = occurrence.day
        var relocated = false
        if let move = applicableMove(occurrence, mode: .relocate),
          case .toWeekday(let weekday, let before) = move.action
        {
          target = Self.nearest(weekday, from: occurrence.day, before: before)
          relocated = true
        }
        guard let i = index(target) else { continue }
        if relocated, statuses[i].kind == .holiday {
          conflicts.append(
            ProductionConflict(
              day: target,
              message:
                "\(definition.holidays[occurrence.ruleIndex].name.nameKey) moves from \(occurrence.day.isoString) onto another holiday",
              source: definition.holidays[occurrence.ruleIndex].source))
        }
        statuses[i].kind = .holiday
        statuses[i].origin = relocated ? .holidayMove : .holidayRule
        statuses[i].holidays.append(definition.holidays[occurrence.ruleIndex].name)
        if relocated { statuses[i].transferredFrom = occurrence.day }
        statuses[i].source = occurrence.source
        statuses[i].estimated = statuses[i].estimated || occurrence.estimated
      }

      // Substitute days off, in date order. A day several holidays share gives
      // one substitute for the coincidence (the first rule's).
      // (Every occurrence lies in the window.)
      for occurrence in group { holidaysOn[index(occurrence.day)!] += 1 }
      for occurrence in group where !decreedFrom[index(occurrence.day)!] {
        let o = index(occurrence.day)!
        let coincides = holidaysOn[o] > 1
        guard
          let move = applicableMove(
            occurrence, mode: .substitute, coincides: coincides, onBaseDayOff: own && baseDayOff[o])
        else { continue }
        let byWeekday =
          move.ifOn.map { $0.contains(occurrence.day.isoWeekday) }
          ?? (definition.isWeekend(occurrence.day) || (own && baseDayOff[o]))
        if !byWeekday && substituted[o] { continue }
        substituted[o] = true
        var target: Day
        switch move.action {
        case .toWeekday(let weekday, let before):
          target = Self.nearest(weekday, from: occurrence.day, before: before)
        case .nextWorkingDay:
          target = occurrence.day + 1
          while let i = index(target), statuses[i].kind != .working || decreedOff[i] {
            target += 1
          }
        }
        guard let i = index(target) else { continue }
        if statuses[i].kind != .working {
          conflicts.append(
            ProductionConflict(
              day: target,
              message:
                "the substitute day off for \(definition.holidays[occurrence.ruleIndex].name.nameKey) on \(occurrence.day.isoString) "
                + "falls on a \(statuses[i].kind.rawValue) day",
              source: move.source ?? definition.holidays[occurrence.ruleIndex].source))
          continue
        }
        statuses[i].kind = .transferredDayOff
        if !own { baseDayOff[i] = true }
        statuses[i].origin = .holidayMove
        statuses[i].holidays = [definition.holidays[occurrence.ruleIndex].name]
        statuses[i].transferredFrom = occurrence.day
        statuses[i].source = move.source ?? occurrence.source
        statuses[i].estimated = statuses[i].estimated || occurrence.estimated
      }
    }

    // Days between two holidays, once the substitute days are placed.
    for rule in definition.holidays {
      guard case .betweenHolidays(let exceptOn) = rule.date else { continue }
      for i in 1..<(count - 1) where !exceptOn.contains(statuses[i].day.isoWeekday) {
        let dayYear = yearOf(i)
        if let from = rule.fromYear, dayYear < from { continue }
        if let to = rule.toYear, dayYear > to { continue }
        guard statuses[i].kind == .working || statuses[i].kind == .weekend,
          statuses[i - 1].kind == .holiday, statuses[i - 1].origin == .holidayRule,
          statuses[i + 1].kind == .holiday, statuses[i + 1].origin == .holidayRule
        else { continue }
        statuses[i].kind = .holiday
        statuses[i].origin = .holidayRule
        statuses[i].holidays = [rule.name]
        statuses[i].source = rule.source
        statuses[i].estimated = statuses[i - 1].estimated || statuses[i + 1].estimated
      }
    }

    // Overlays, layer by layer.
    var explicitLength = [Bool](repeating: false, count: count)
    for layer in layers.indices {
      // The action the layer's last entry on each day took.
      // (its position in the layer's entries, -1 for none).
      var seen = [Int](repeating: -1, count: count)
      for (k, entry) in layers[layer].enumerated() {
        guard let i = index(entry.day) else { continue }
        if seen[i] >= 0, case let previous = layers[layer][seen[i]].action, previous != entry.action,
          !Self.compatible(previous, entry.action)
        {
          conflicts.append(
            ProductionConflict(
              day: entry.day,
              message: "two entries of \(definition.overlays[layer].name) disagree about this day",
              source: entry.source))
        }
        seen[i] = k
        // An entry resting on an estimate makes its own days estimated.
        if entry.estimated {
          statuses[i].estimated = true
          if case .transfer(let from?) = entry.action, let f = index(from) { statuses[f].estimated = true }
        }
        let before = statuses[i]
        func report(_ message: String) {
          conflicts.append(ProductionConflict(day: entry.day, message: message, source: entry.source))
        }
        switch entry.action {
        case .transfer(let from):
          if !before.kind.isWorking && before.origin != .decreeTransfer {
            report("a day off is transferred to a day that is already \(before.kind.rawValue)")
          }
          statuses[i].kind = .transferredDayOff
          statuses[i].origin = .decreeTransfer
          statuses[i].transferredFrom = from
          statuses[i].swappedWith = nil
          statuses[i].shortening = nil
          statuses[i].source = entry.source
          if let from, let f = index(from) {
            statuses[i].holidays = statuses[f].holidays
            switch statuses[f].kind {
            case .weekend:
              statuses[f].kind = .transferredWorking
              statuses[f].origin = .decreeWorkingDay
              statuses[f].swappedWith = entry.day
              statuses[f].source = entry.source
            case .transferredWorking:
              if statuses[f].swappedWith == nil { statuses[f].swappedWith = entry.day }
            case .holiday:
              break
            case .working, .transferredDayOff:
              report(
                "a day off is transferred from \(from.isoString), which is a \(statuses[f].kind.rawValue) day"
              )
            }
          }
        case .workingDay:
          switch before.kind {
          case .weekend: break
          case .transferredWorking: break
          case .working: report("declared a working day, but it already is one")
          case .holiday, .transferredDayOff:
            report(
              "declared a working day, overriding a \(before.kind.rawValue) (\(before.name() ?? "unnamed"))")
          }
          statuses[i].kind = before.kind == .working ? .working : .transferredWorking
          if before.kind == .transferredWorking { continue }
          statuses[i].origin = .decreeWorkingDay
          statuses[i].holidays = []
          statuses[i].transferredFrom = nil
          statuses[i].source = entry.source
        case .dayOff(let name), .closure(let name):
          if before.kind == .holiday || before.kind == .transferredDayOff {
            report("an extra day off falls on a \(before.kind.rawValue) (\(before.name() ?? "unnamed"))")
            statuses[i].holidays.append(name)
          } else {
            statuses[i].holidays = [name]
          }
          statuses[i].kind = .holiday
          if case .closure = entry.action {
            statuses[i].origin = .closure
          } else {
            statuses[i].origin = .decreeDayOff
          }
          statuses[i].shortening = nil
          statuses[i].source = entry.source
        case .shortened(let shortening):
          if !before.kind.isWorking {
            report("a shortened day that is not a working day (\(before.kind.rawValue))")
          }
          statuses[i].shortening = shortening
          explicitLength[i] = true
        case .fullLength:
          statuses[i].shortening = nil
          explicitLength[i] = true
        }
      }
    }

    // Derived shortened days.
    for rule in definition.shortening {
      for i in 0..<(count - 1) where statuses[i].kind.isWorking && !explicitLength[i] {
        guard rule.applies(inYear: yearOf(i)) else { continue }
        var probe = i
        if rule.workingWeekendsInherit, statuses[i].kind == .transferredWorking,
          let partner = statuses[i].swappedWith
        {
          guard let p = index(partner) else { continue }
          probe = p
        }
        guard probe + 1 < count, statuses[probe + 1].kind == .holiday,
          rule.shortensEve(of: statuses[probe + 1].holidays)
        else { continue }
        if statuses[i].shortening == nil {
          statuses[i].shortening = rule.shortening
          // The eve of an estimated holiday is an estimate too.
          if statuses[probe + 1].estimated { statuses[i].estimated = true }
          statuses[i].shorteningMinimumWeeklyHours = rule.minimumWeeklyHours
          if statuses[i].origin == .regular { statuses[i].source = rule.source }
        }
      }
    }

    // A layer still to come for this year (a transfer decree not yet
    // published) may move any working day, weekend or substitute day of it,
    // so those are estimated. A holiday stays what its own rule says: a
    // decree moves days off around the holidays the law fixes, never the
    // holidays themselves (a fixed holiday in a future year is no estimate).
    let pending = definition.overlays.contains { !$0.isConfirmed(inYear: year) }
    // The year's days, finished in place and kept without the margin (no
    // copy of the statuses).
    for i in lo...hi {
      if pending, statuses[i].kind != .holiday { statuses[i].estimated = true }
      if !statuses[i].kind.isWorking { statuses[i].shortening = nil }
    }
    statuses.removeSubrange((hi + 1)...)
    statuses.removeSubrange(..<lo)
    let yearConflicts = conflicts.filter { $0.day >= first && $0.day <= last }
    return YearTable(year: year, statuses: statuses, conflicts: yearConflicts)
  }

  static func nearest(_ weekday: Weekday, from day: Day, before: Bool) -> Day {
    if before {
      let back = weekday.days(to: day.isoWeekday)
      return day - (back == 0 ? 7 : back)
    }
    let ahead = day.isoWeekday.days(to: weekday)
    return day + (ahead == 0 ? 7 : ahead)
  }

  private static func compatible(_ a: OverlayEntry.Action, _ b: OverlayEntry.Action) -> Bool {
    switch (a, b) {
    case (.shortened, .workingDay), (.workingDay, .shortened): return true
    default: return false
    }
  }
}
