import Yotei

/// The parsed form of a shipped region that Yotei compiles in
/// (`Generated/BakedRegions.swift`), so that the first use of a region reads
/// no JSON: a ``RegionDefinition`` written field by field as tokens, every
/// base and month table already resolved.
///
/// The JSON files in `Resources/YoteiProduction/` stay the source of truth
/// and the format `load` reads; `python3 scripts/bake-resources.py`
/// regenerates this form from them through the `yotei-bake-regions` tool
/// (which parses each file with ``ProductionFormat`` and writes
/// ``encode(_:)``'s bytes), and records a digest of its inputs so that
/// `--check` finds a stale one.
///
/// A token is a whole number in decimal followed by `,` (`-3,`); a text is
/// its length in UTF-8 bytes as a token, then those bytes; line breaks
/// between tokens only make the generated file readable.
package enum BakedRegionFormat {
  /// The layout's version, written into the generated file; a change of the
  /// layout bumps it (and, through the digest, makes the baked form stale).
  package static let version = 4

  /// The bytes of `definition` in this form.
  package static func encode(_ definition: RegionDefinition) -> [UInt8] {
    var writer = BakedWriter()
    writer.region(definition)
    return writer.bytes
  }

  /// The definition `text` holds, or `nil` when it is not a whole, valid
  /// encoding (a damaged or stale bake).
  ///
  /// The holidays' names are checked but not decoded: each name's texts
  /// are read from `text` when first asked for (``HolidayNameTexts``).
  static func decode(_ text: StaticString) -> RegionDefinition? {
    text.withUTF8Buffer { buffer in decode(buffer, baked: text) }
  }

  /// The definition `bytes` hold, or `nil` when they are not a whole, valid encoding.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> RegionDefinition? {
    decode(bytes, baked: nil)
  }

  /// The definition `bytes` hold; when they are `baked`'s, names stay there until read.
  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, baked: StaticString?) -> RegionDefinition? {
    var reader = BakedReader(bytes, baked: baked)
    let definition = reader.region()
    reader.skipLineBreaks()
    guard !reader.failed, reader.index == bytes.count else { return nil }
    return definition
  }
}

extension BakedRegionFormat {
  /// Where a name's texts, or a region's sources, begin in a baked region's
  /// static text.
  struct Position: Sendable {
    /// The region's baked text (static: it lives as long as the program).
    let text: StaticString
    /// The offset of their count token.
    let offset: Int

    /// Whether both are the same place of the same text.
    func isSame(as other: Position) -> Bool {
      offset == other.offset && text.utf8Start == other.text.utf8Start
    }
  }

  /// The texts by language at `position`, decoded as ``decode(_:)`` would
  /// have decoded them there (the decode already checked them).
  static func texts(at position: Position) -> [String: String] {
    position.text.withUTF8Buffer { buffer in
      var reader = BakedReader(buffer, baked: nil, at: position.offset)
      return reader.texts()
    }
  }

  /// The sources at `position`, decoded as ``decode(_:)`` would have decoded
  /// them there (the decode already checked them).
  static func sources(at position: Position) -> [ProductionSource] {
    position.text.withUTF8Buffer { buffer in
      var reader = BakedReader(buffer, baked: nil, at: position.offset)
      return reader.sources()
    }
  }
}

/// Writes the tokens of ``BakedRegionFormat``; each method has its mirror in
/// ``BakedReader``, in the same order.
struct BakedWriter {
  private(set) var bytes: [UInt8] = []

  mutating func int(_ value: Int) {
    bytes += String(value).utf8
    bytes.append(UInt8(ascii: ","))
  }
  mutating func bool(_ value: Bool) { int(value ? 1 : 0) }
  mutating func string(_ text: String) {
    int(text.utf8.count)
    bytes += text.utf8
  }
  mutating func lineBreak() { bytes.append(0x0A) }

  mutating func optionalInt(_ value: Int?) {
    bool(value != nil)
    if let value { int(value) }
  }
  mutating func optionalString(_ text: String?) {
    bool(text != nil)
    if let text { string(text) }
  }
  mutating func day(_ day: Day) { int(day.julianDayNumber) }
  mutating func optionalDay(_ day: Day?) { optionalInt(day?.julianDayNumber) }
  mutating func hours(_ hours: ExactHours) { int(hours.units) }
  mutating func weekdays(_ days: Set<Weekday>) { int(days.reduce(0) { $0 | 1 << $1.rawValue }) }
  mutating func years(_ range: ClosedRange<Int>?) {
    bool(range != nil)
    if let range {
      int(range.lowerBound)
      int(range.upperBound)
    }
  }
  /// Texts by language, in the order of their keys.
  mutating func texts(_ texts: [String: String]) {
    int(texts.count)
    for key in texts.keys.sorted() {
      string(key)
      string(texts[key]!)
    }
  }
  mutating func name(_ name: HolidayName) {
    string(name.nameKey)
    texts(name.names)
  }
  mutating func shortening(_ shortening: Shortening) {
    switch shortening {
    case .by(let hours):
      int(0)
      self.hours(hours)
    case .to(let hours):
      int(1)
      self.hours(hours)
    }
  }

  mutating func region(_ d: RegionDefinition) {
    string(d.code)
    string(d.name)
    lineBreak()
    int(d.sources.count)
    for source in d.sources {
      string(source.id)
      string(source.title)
      optionalString(source.url)
      lineBreak()
    }
    int(d.supportedYears.lowerBound)
    int(d.supportedYears.upperBound)
    int(d.regionNotes.count)
    for note in d.regionNotes {
      texts(note.texts)
      optionalString(note.source)
      lineBreak()
    }
    int(d.workWeekDays)
    int(d.weeklyHoursPeriods.count)
    for period in d.weeklyHoursPeriods {
      optionalDay(period.from)
      int(period.hours.count)
      for hours in period.hours { self.hours(hours) }
      optionalString(period.source)
    }
    int(d.weekends.count)
    for period in d.weekends {
      optionalDay(period.from)
      weekdays(period.days)
      int(period.nthDays.count)
      for weekday in period.nthDays.keys.sorted() {
        int(weekday.rawValue)
        let nths = period.nthDays[weekday]!.sorted()
        int(nths.count)
        for n in nths { int(n) }
      }
      optionalString(period.source)
    }
    lineBreak()
    int(d.holidays.count)
    for rule in d.holidays { holiday(rule) }
    int(d.baseHolidayCount)
    moves(d.defaultMoves)
    lineBreak()
    int(d.shortening.count)
    for rule in d.shortening {
      shortening(rule.shortening)
      bool(rule.workingWeekendsInherit)
      optionalString(rule.source)
      optionalInt(rule.fromYear)
      optionalInt(rule.toYear)
      bool(rule.minimumWeeklyHours != nil)
      if let minimum = rule.minimumWeeklyHours { hours(minimum) }
      int(rule.exceptBefore.count)
      for key in rule.exceptBefore { string(key) }
    }
    lineBreak()
    int(d.overlays.count)
    for overlay in d.overlays {
      string(overlay.name)
      years(overlay.confirmedYears)
      int(overlay.entries.count)
      lineBreak()
      for entry in overlay.entries { self.entry(entry) }
    }
    int(d.monthTables.count)
    for id in d.monthTables.keys.sorted() {
      let table = d.monthTables[id]!
      string(id)
      string(table.id)
      int(table.firstIndex)
      int(table.meanMonthMicrodays)
      int(table.starts.count)
      // The first start, then each start's distance from the one before.
      var previous = 0
      for (i, start) in table.starts.enumerated() {
        int(i == 0 ? start.julianDayNumber : start.julianDayNumber - previous)
        previous = start.julianDayNumber
        if i % 24 == 23 { lineBreak() }
      }
      lineBreak()
    }
    int(d.weekPatterns.count)
    for pattern in d.weekPatterns {
      string(pattern.id)
      texts(pattern.names)
      weekdays(pattern.weekend)
      int(pattern.schedules.count)
      for schedule in pattern.schedules {
        hours(schedule.weeklyHours)
        for hours in schedule.daily { self.hours(hours) }
      }
      years(pattern.confirmedYears)
      optionalString(pattern.source)
      lineBreak()
    }
  }

  mutating func holiday(_ rule: HolidayRule) {
    name(rule.name)
    switch rule.date {
    case .fixed(let calendar, let month, let day, let offset):
      int(0)
      string(calendar)
      switch month {
      case .ordinal(let n):
        int(0)
        int(n)
      case .code(let code):
        int(1)
        string(code)
      }
      switch day {
      case .day(let n): int(n)
      case .last: int(0)
      }
      int(offset)
    case .nthWeekday(let month, let weekday, let n):
      int(1)
      int(month)
      int(weekday.rawValue)
      int(n)
    case .easter(let kind, let offset):
      int(2)
      bool(kind == .orthodox)
      int(offset)
    case .solarTerm(let term, let zone, let offset):
      int(3)
      int(term.rawValue)
      string(zone.identifier)
      int(offset)
    case .betweenHolidays(let exceptOn):
      int(4)
      weekdays(exceptOn)
    }
    optionalInt(rule.fromYear)
    optionalInt(rule.toYear)
    bool(rule.moves != nil)
    if let moves = rule.moves { self.moves(moves) }
    optionalString(rule.source)
    years(rule.confirmedYears)
    int(rule.announced.count)
    for announced in rule.announced {
      day(announced.day)
      optionalString(announced.source)
    }
    int(rule.length)
    lineBreak()
  }

  mutating func moves(_ moves: [MoveRule]) {
    int(moves.count)
    for move in moves {
      bool(move.ifOn != nil)
      if let days = move.ifOn { weekdays(days) }
      bool(move.ifOnHoliday)
      switch move.action {
      case .toWeekday(let weekday, let before):
        int(weekday.rawValue)
        bool(before)
      case .nextWorkingDay:
        int(0)
      }
      bool(move.mode == .substitute)
      int(move.except.count)
      for span in move.except {
        int(span.month)
        int(span.fromDay)
        int(span.toDay)
      }
      optionalInt(move.fromYear)
      optionalInt(move.toYear)
      optionalString(move.source)
    }
  }

  mutating func entry(_ entry: OverlayEntry) {
    day(entry.day)
    switch entry.action {
    case .transfer(let from):
      int(0)
      optionalDay(from)
    case .workingDay:
      int(1)
    case .dayOff(let name):
      int(2)
      self.name(name)
    case .closure(let name):
      int(3)
      self.name(name)
    case .shortened(let shortening):
      int(4)
      self.shortening(shortening)
    case .fullLength:
      int(5)
    }
    optionalString(entry.source)
    optionalString(entry.file)
    optionalInt(entry.line)
    bool(entry.estimated)
    bool(entry.weeks != nil)
    if let weeks = entry.weeks {
      int(weeks.count)
      for id in weeks { string(id) }
    }
    lineBreak()
  }
}

/// Reads what ``BakedWriter`` writes. A malformed token sets ``failed`` and
/// reads as zero or empty, so a damaged bake ends in `nil`, never a trap.
struct BakedReader {
  private let base: UnsafePointer<UInt8>?
  private let count: Int
  /// The static text the bytes are, when names are to be left in it.
  private let baked: StaticString?
  private(set) var index: Int
  private(set) var failed = false

  /// A reader of `bytes` from `index`; names stay in `baked` (which `bytes`
  /// are) until read, when it is given.
  init(_ bytes: UnsafeBufferPointer<UInt8>, baked: StaticString? = nil, at index: Int = 0) {
    base = bytes.baseAddress
    count = bytes.count
    self.baked = baked
    self.index = index
  }

  mutating func skipLineBreaks() {
    guard let base else { return }
    while index < count, base[index] == 0x0A { index += 1 }
  }

  mutating func int() -> Int {
    skipLineBreaks()
    guard let base, !failed else { return fail() }
    var negative = false
    if index < count, base[index] == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    var value = 0
    var digits = 0
    while index < count {
      let digit = base[index] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      let (product, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = product.addingReportingOverflow(Int(digit))
      guard !overflow1, !overflow2 else { return fail() }
      value = sum
      digits += 1
      index += 1
    }
    guard digits > 0, index < count, base[index] == UInt8(ascii: ",") else { return fail() }
    index += 1
    return negative ? -value : value
  }

  private mutating func fail() -> Int {
    failed = true
    return 0
  }

  mutating func bool() -> Bool { int() != 0 }

  mutating func string() -> String {
    let length = int()
    guard let base, !failed, length >= 0, length <= count - index else {
      failed = true
      return ""
    }
    let text = String(decoding: UnsafeBufferPointer(start: base + index, count: length), as: UTF8.self)
    index += length
    return text
  }

  mutating func optionalInt() -> Int? { bool() ? int() : nil }
  mutating func optionalString() -> String? { bool() ? string() : nil }
  mutating func day() -> Day { Day(julianDayNumber: int()) }
  mutating func optionalDay() -> Day? { optionalInt().map(Day.init(julianDayNumber:)) }
  mutating func hours() -> ExactHours { ExactHours(exactUnits: int()) }
  mutating func weekdays() -> Set<Weekday> {
    let mask = int()
    guard mask != 0 else { return [] }
    var days: Set<Weekday> = HashedStorage.set(capacity: mask.nonzeroBitCount)
    for weekday in Weekday.allCases where mask & 1 << weekday.rawValue != 0 { days.insert(weekday) }
    return days
  }
  mutating func weekday() -> Weekday {
    guard let weekday = Weekday(rawValue: int()) else {
      failed = true
      return .monday
    }
    return weekday
  }
  mutating func years() -> ClosedRange<Int>? {
    guard bool() else { return nil }
    let low = int()
    let high = int()
    guard low <= high else {
      failed = true
      return nil
    }
    return low...high
  }
  mutating func texts() -> [String: String] {
    let n = int()
    guard n >= 0, n <= count else {
      failed = true
      return [:]
    }
    guard n > 0 else { return [:] }
    var texts: [String: String] = HashedStorage.dictionary(capacity: n)
    for _ in 0..<n {
      let key = string()
      texts[key] = string()
    }
    return texts
  }
  mutating func name() -> HolidayName {
    let key = string()
    guard let baked else { return HolidayName(nameKey: key, names: texts()) }
    let position = BakedRegionFormat.Position(text: baked, offset: index)
    skipTexts()
    return HolidayName(nameKey: key, texts: HolidayNameTexts(baked: position))
  }
  /// Steps over what ``texts()`` reads, checking the same counts and lengths.
  mutating func skipTexts() {
    let n = int()
    guard n >= 0, n <= count else {
      failed = true
      return
    }
    for _ in 0..<(2 * n) { skipString() }
  }
  /// Steps over what ``string()`` reads, checking the same length.
  mutating func skipString() {
    let length = int()
    guard !failed, length >= 0, length <= count - index else {
      failed = true
      return
    }
    index += length
  }
  /// The region's sources.
  mutating func sources() -> [ProductionSource] {
    var sources: [ProductionSource] = []
    for _ in 0..<itemCount() {
      let id = string()
      let title = string()
      sources.append(ProductionSource(id: id, title: title, url: optionalString()))
    }
    return sources
  }
  /// Steps over what ``sources()`` reads, checking the same counts and lengths.
  mutating func skipSources() {
    for _ in 0..<itemCount() {
      skipString()
      skipString()
      if bool() { skipString() }
    }
  }
  mutating func shortening() -> Shortening {
    let tag = int()
    let hours = hours()
    return tag == 0 ? .by(hours) : .to(hours)
  }
  /// A count of items to read, each at least one byte long.
  mutating func itemCount() -> Int {
    let n = int()
    guard n >= 0, n <= count - index else {
      failed = true
      return 0
    }
    return n
  }

  mutating func region() -> RegionDefinition {
    let code = string()
    let name = string()
    // A shipped region's sources stay in its text until asked for.
    let sourcesAt = index
    var sources: [ProductionSource] = []
    if baked == nil { sources = self.sources() } else { skipSources() }
    let first = int()
    let last = int()
    guard first <= last else {
      failed = true
      return RegionDefinition(code: code, name: name, supportedYears: 1...1, weekends: [])
    }
    var notes: [RegionNote] = []
    for _ in 0..<itemCount() {
      let texts = texts()
      notes.append(RegionNote(texts: texts, source: optionalString()))
    }
    let workWeekDays = int()
    var weeklyHours: [WeeklyHoursPeriod] = []
    for _ in 0..<itemCount() {
      let from = optionalDay()
      var hours: [ExactHours] = []
      for _ in 0..<itemCount() { hours.append(self.hours()) }
      weeklyHours.append(WeeklyHoursPeriod(from: from, hours: hours, source: optionalString()))
    }
    var weekends: [WeekendPeriod] = []
    for _ in 0..<itemCount() {
      let from = optionalDay()
      let days = weekdays()
      let nthCount = itemCount()
      var nthWeekdays: [Weekday] = []
      var nths: [[Int]] = []
      for _ in 0..<nthCount {
        nthWeekdays.append(weekday())
        var list: [Int] = []
        for _ in 0..<itemCount() { list.append(int()) }
        nths.append(list)
      }
      let nthDays: [Weekday: Set<Int>] =
        nthCount == 0 ? [:] : HashedStorage.dictionaryOfSets(keys: nthWeekdays, elements: nths)
      weekends.append(WeekendPeriod(from: from, days: days, nthDays: nthDays, source: optionalString()))
    }
    var holidays: [HolidayRule] = []
    let holidayCount = itemCount()
    holidays.reserveCapacity(holidayCount)
    for _ in 0..<holidayCount { holidays.append(holiday()) }
    let baseHolidayCount = int()
    guard (0...holidayCount).contains(baseHolidayCount) else {
      failed = true
      return RegionDefinition(code: code, name: name, supportedYears: 1...1, weekends: [])
    }
    let defaultMoves = moves()
    var shortening: [ShorteningRule] = []
    for _ in 0..<itemCount() {
      let value = self.shortening()
      let inherit = bool()
      let source = optionalString()
      let fromYear = optionalInt()
      let toYear = optionalInt()
      let minimum = bool() ? hours() : nil
      var exceptBefore: [String] = []
      for _ in 0..<itemCount() { exceptBefore.append(string()) }
      shortening.append(
        ShorteningRule(
          shortening: value, workingWeekendsInherit: inherit, source: source, fromYear: fromYear,
          toYear: toYear,
          minimumWeeklyHours: minimum, exceptBefore: exceptBefore))
    }
    var overlays: [Overlay] = []
    for _ in 0..<itemCount() {
      let overlayName = string()
      let confirmed = years()
      let n = itemCount()
      var entries: [OverlayEntry] = []
      entries.reserveCapacity(n)
      for _ in 0..<n { entries.append(entry()) }
      overlays.append(Overlay(name: overlayName, entries: entries, confirmedYears: confirmed))
    }
    let tableCount = itemCount()
    var tables: [String: MonthTable] = tableCount == 0 ? [:] : HashedStorage.dictionary(capacity: tableCount)
    for _ in 0..<tableCount {
      let key = string()
      let id = string()
      let firstIndex = int()
      let mean = int()
      let n = itemCount()
      var starts: [Day] = []
      starts.reserveCapacity(n)
      var jdn = 0
      for _ in 0..<n {
        jdn += int()
        starts.append(Day(julianDayNumber: jdn))
      }
      let firstYear = firstIndex >= 0 ? firstIndex / 12 : -((-firstIndex + 11) / 12)
      var table = MonthTable(
        id: id, firstYear: firstYear, firstMonth: firstIndex - firstYear * 12 + 1, starts: starts)
      table.meanMonthMicrodays = mean
      tables[key] = table
    }
    var patterns: [WeekPattern] = []
    for _ in 0..<itemCount() {
      let id = string()
      let names = texts()
      let weekend = weekdays()
      var schedules: [WeekSchedule] = []
      for _ in 0..<itemCount() {
        let weekly = hours()
        var daily: [ExactHours] = []
        for _ in 0..<7 { daily.append(hours()) }
        schedules.append(WeekSchedule(weeklyHours: weekly, daily: daily))
      }
      let confirmed = years()
      patterns.append(
        WeekPattern(
          id: id, names: names, weekend: weekend, schedules: schedules, confirmedYears: confirmed,
          source: optionalString()))
    }
    var definition = RegionDefinition(
      code: code, name: name, sources: sources, supportedYears: first...last, regionNotes: notes,
      workWeekDays: workWeekDays, weeklyHoursPeriods: weeklyHours, weekends: weekends, holidays: holidays,
      baseHolidayCount: baseHolidayCount, defaultMoves: defaultMoves, shortening: shortening,
      overlays: overlays, monthTables: tables)
    definition.weekPatterns = patterns
    if let baked {
      definition.sourceList = ProductionSourceList(
        baked: BakedRegionFormat.Position(text: baked, offset: sourcesAt))
    }
    return definition
  }

  mutating func holiday() -> HolidayRule {
    let name = name()
    let date: HolidayDate
    switch int() {
    case 0:
      let calendar = string()
      let month: MonthRef = int() == 0 ? .ordinal(int()) : .code(string())
      let n = int()
      date = .fixed(calendar: calendar, month: month, day: n == 0 ? .last : .day(n), offset: int())
    case 1:
      let month = int()
      let weekday = weekday()
      date = .nthWeekday(month: month, weekday: weekday, n: int())
    case 2:
      let kind: EasterKind = bool() ? .orthodox : .western
      date = .easter(kind, offset: int())
    case 3:
      let term = SolarTerm(rawValue: int())
      let zone = SolarTermZone(identifier: string())
      let offset = int()
      guard let term, let zone else {
        failed = true
        return HolidayRule(name: name, date: .betweenHolidays(exceptOn: []))
      }
      date = .solarTerm(term, zone: zone, offset: offset)
    case 4:
      date = .betweenHolidays(exceptOn: weekdays())
    default:
      failed = true
      return HolidayRule(name: name, date: .betweenHolidays(exceptOn: []))
    }
    let fromYear = optionalInt()
    let toYear = optionalInt()
    let moves = bool() ? self.moves() : nil
    let source = optionalString()
    var rule = HolidayRule(
      name: name, date: date, fromYear: fromYear, toYear: toYear, moves: moves, source: source,
      confirmedYears: years())
    for _ in 0..<itemCount() {
      let day = day()
      rule.announced.append(HolidayRule.AnnouncedDate(day: day, source: optionalString()))
    }
    rule.length = int()
    return rule
  }

  mutating func moves() -> [MoveRule] {
    var moves: [MoveRule] = []
    for _ in 0..<itemCount() {
      let ifOn = bool() ? weekdays() : nil
      let ifOnHoliday = bool()
      let target = int()
      let action: MoveRule.Action
      if target == 0 {
        action = .nextWorkingDay
      } else if let weekday = Weekday(rawValue: target) {
        action = .toWeekday(weekday, before: bool())
      } else {
        failed = true
        return []
      }
      let mode: MoveRule.Mode = bool() ? .substitute : .relocate
      var except: [MoveRule.ExceptSpan] = []
      for _ in 0..<itemCount() {
        let month = int()
        let fromDay = int()
        except.append(MoveRule.ExceptSpan(month: month, fromDay: fromDay, toDay: int()))
      }
      let fromYear = optionalInt()
      let toYear = optionalInt()
      moves.append(
        MoveRule(
          ifOn: ifOn, ifOnHoliday: ifOnHoliday, action: action, mode: mode, except: except,
          fromYear: fromYear,
          toYear: toYear, source: optionalString()))
    }
    return moves
  }

  mutating func entry() -> OverlayEntry {
    let day = day()
    let action: OverlayEntry.Action
    switch int() {
    case 0: action = .transfer(from: optionalDay())
    case 1: action = .workingDay
    case 2: action = .dayOff(name())
    case 3: action = .closure(name())
    case 4: action = .shortened(shortening())
    case 5: action = .fullLength
    default:
      failed = true
      action = .workingDay
    }
    let source = optionalString()
    let file = optionalString()
    let line = optionalInt()
    let estimated = bool()
    var weeks: [String]?
    if bool() {
      var ids: [String] = []
      for _ in 0..<itemCount() { ids.append(string()) }
      weeks = ids
    }
    return OverlayEntry(
      day: day, action: action, source: source, file: file, line: line, estimated: estimated, weeks: weeks)
  }
}
