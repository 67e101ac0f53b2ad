import Yotei
import YoteiLocalization

/// A source of production-calendar data: a law, a decree, a data set.
public struct ProductionSource: Hashable, Sendable {
  /// The identifier entries use to cite this source.
  public var id: String
  /// What the source is.
  public var title: String
  /// Where to read it, if it is online.
  public var url: String?

  /// A source with an id, a title and an optional URL.
  public init(id: String, title: String, url: String? = nil) {
    self.id = id
    self.title = title
    self.url = url
  }
}

/// The weekend days of a region from a given day on.
public struct WeekendPeriod: Hashable, Sendable {
  /// The first day this weekend applies (`nil`: since always).
  public var from: Day?
  /// The weekend days of every week.
  public var days: Set<Weekday> {
    didSet { mask = Self.mask(days) }
  }
  /// ``days`` as bits (`1 << rawValue`), so that testing a day hashes nothing.
  private var mask: Int
  /// Weekdays that are weekend days only in some weeks: as the nth of that
  /// weekday in their Gregorian month (Taiwan 1998-2000: `[.saturday: [2, 4]]`,
  /// the second and fourth Saturdays of each month).
  public var nthDays: [Weekday: Set<Int>]
  /// The source of the rule.
  public var source: String?

  /// A weekend of `days` (and of the weekdays of `nthDays` in the weeks
  /// listed) from `from` on (since always when `nil`).
  public init(
    from: Day? = nil, days: Set<Weekday>, nthDays: [Weekday: Set<Int>] = [:], source: String? = nil
  ) {
    self.from = from
    self.days = days
    self.mask = Self.mask(days)
    self.nthDays = nthDays
    self.source = source
  }

  private static func mask(_ days: Set<Weekday>) -> Int { days.reduce(0) { $0 | 1 << $1.rawValue } }

  /// Whether `day` is one of ``days(inWeekOf:)``.
  func contains(_ day: Day) -> Bool {
    let weekday = day.isoWeekday
    if mask & 1 << weekday.rawValue != 0 { return true }
    guard !nthDays.isEmpty, let nths = nthDays[weekday] else { return false }
    return nths.contains((day.isoDate.day - 1) / 7 + 1)
  }

  /// The weekend days of the week (Monday to Sunday) containing `day`: the
  /// days of every week, and each weekday of ``nthDays`` whose day in that
  /// week is one of its listed nth ones in its month.
  public func days(inWeekOf day: Day) -> Set<Weekday> {
    guard !nthDays.isEmpty else { return days }
    var result = days
    let monday = day - (day.isoWeekday.rawValue - 1)
    for (weekday, nths) in nthDays {
      let date = monday + (weekday.rawValue - 1)
      if nths.contains((date.isoDate.day - 1) / 7 + 1) { result.insert(weekday) }
    }
    return result
  }
}

/// The lengths of the working week a region's law sets from a day on (Israel:
/// 43 hours, then 42 from 1 April 2018), first the standard one.
public struct WeeklyHoursPeriod: Hashable, Sendable {
  /// The first day these weeks apply (`nil`: since always).
  public var from: Day?
  /// The weeks, the standard one first.
  public var hours: [ExactHours]
  /// The law or order that set them.
  public var source: String?

  /// Weeks of `hours` from `from` on (since always when `nil`).
  public init(from: Day? = nil, hours: [ExactHours], source: String? = nil) {
    self.from = from
    self.hours = hours
    self.source = source
  }
}

/// A working week other than the region's standard one that its law also
/// knows, with days off of its own: Uzbekistan's six-day week (Sunday off,
/// 7 hours Monday to Friday and 5 on Saturday in a 40-hour week), whose
/// decrees give it other days off than the five-day week's transfers.
///
/// Its calendar is the region's with the pattern's weekend, the overlay
/// entries meant for it (``OverlayEntry/weeks``) and its hours by weekday;
/// ``ProductionCalendar/weekPatternCalendar(_:)`` gives it and every
/// ``PeriodNorm`` carries its norms (``PeriodNorm/weekPatterns``).
public struct WeekPattern: Hashable, Sendable {
  /// The id overlay entries name it by (`sixDay`); `standard` names the region's own week.
  public var id: String
  /// Short names by language (`en` required): `6-day`, `6-дн.`.
  public var names: [String: String]
  /// Its weekend days, the same in every week.
  public var weekend: Set<Weekday>
  /// Its weeks: for each weekly length, the hours of each weekday.
  public var schedules: [WeekSchedule]
  /// The years its own days off are confirmed for (the decrees' lists for
  /// this week were found); in other years its days rest on the standard
  /// week's entries meant for every week and are estimated. `nil`: every
  /// year the overlays are confirmed for.
  public var confirmedYears: ClosedRange<Int>?
  /// The law that sets the week.
  public var source: String?

  /// A week pattern.
  public init(
    id: String, names: [String: String], weekend: Set<Weekday>, schedules: [WeekSchedule],
    confirmedYears: ClosedRange<Int>? = nil, source: String? = nil
  ) {
    self.id = id
    self.names = names
    self.weekend = weekend
    self.schedules = schedules
    self.confirmedYears = confirmedYears
    self.source = source
  }

  /// The name in `locale`'s language (as ``RegionNote/text(locale:)`` finds it), else in English.
  public func name(locale: CalendarLocale) -> String {
    Localizer.language(for: locale, among: Array(names.keys)).flatMap { names[$0] } ?? names["en"] ?? id
  }

  /// The id that names a region's standard week in ``OverlayEntry/weeks``.
  public static let standardID = "standard"
}

/// The hours of each weekday in a week of ``weeklyHours`` (their sum).
public struct WeekSchedule: Hashable, Sendable {
  /// The length of the week.
  public var weeklyHours: ExactHours
  /// The hours of each weekday, Monday first (seven; 0 on the weekend).
  public var daily: [ExactHours]

  /// A week of `daily` hours, Monday first.
  public init(weeklyHours: ExactHours, daily: [ExactHours]) {
    self.weeklyHours = weeklyHours
    self.daily = daily
  }

  /// The hours of a full day on `weekday`.
  public func hours(on weekday: Weekday) -> ExactHours { daily[weekday.rawValue - 1] }

  /// The working hours of `status`'s day in this week: its weekday's hours
  /// less what its shortening takes from them (a Saturday of 5 hours on the
  /// eve of a holiday: 4), 0 on a day off.
  public func hours(of status: DayStatus) -> ExactHours {
    guard status.kind.isWorking else { return .zero }
    let full = hours(on: status.day.isoWeekday)
    return full - status.hoursLost(dailyHours: full, weeklyHours: weeklyHours)
  }
}

/// A month in a holiday rule: an ordinal month, or a month code such as
/// `M07` (Nisan in the Hebrew calendar) or `M05L` (Adar I).
public enum MonthRef: Hashable, Sendable, CustomStringConvertible {
  case ordinal(Int)
  case code(String)

  public var description: String {
    switch self {
    case .ordinal(let n): return String(n)
    case .code(let code): return code
    }
  }
}

/// A day in a holiday rule: a day of the month, or the month's last day.
public enum DayOfMonth: Hashable, Sendable {
  case day(Int)
  case last
}

/// Which Easter a rule counts from.
public enum EasterKind: String, Hashable, Sendable, CaseIterable {
  /// Gregorian computus (Catholic and Protestant churches).
  case western
  /// Julian computus, as a Gregorian day (Orthodox churches).
  case orthodox
}

/// The date of a holiday in any year.
public enum HolidayDate: Hashable, Sendable {
  /// A fixed day of a month in a calendar: `gregorian`, `hebrew`, `persian`,
  /// any calendar the core supports, or a month table the region defines
  /// (such as `islamic-iran`), then `offset` days later (earlier when
  /// negative): Taiwan's day before the Spring Festival eve is the last day
  /// of the Chinese twelfth month, offset -1.
  case fixed(calendar: String, month: MonthRef, day: DayOfMonth, offset: Int = 0)
  /// The `n`th weekday of a Gregorian month; a negative `n` counts from the
  /// end (`-1`: the last Monday of May).
  case nthWeekday(month: Int, weekday: Weekday, n: Int)
  /// A number of days from Easter Sunday.
  case easter(EasterKind, offset: Int)
  /// A number of days from the day a solar term begins in `zone` (Japan's
  /// equinox days, Qingming). The day is estimated when the term lies within
  /// its uncertainty of a midnight (`SolarTermOccurrence.isCertain`); a
  /// day an authority proclaims each year (Japan's Cabinet Office announces
  /// the next year's equinox days each February) gives the proclaimed years
  /// as the rule's ``HolidayRule/confirmedYears``.
  case solarTerm(SolarTerm, zone: SolarTermZone, offset: Int)
  /// A day off on every working or weekend day, other than the weekdays
  /// `exceptOn`, whose day before and day after are both holidays of other
  /// rules (Japan's 国民の休日 since 1985, not on a Sunday: 4 May before
  /// 2007, 22 September 2009). It is found after the substitute days off,
  /// so a substitute day is not one.
  case betweenHolidays(exceptOn: Set<Weekday>)
}

/// A rule that moves a holiday, or gives a substitute day off, when it falls
/// on certain days.
public struct MoveRule: Hashable, Sendable {
  /// Where the day off goes.
  public enum Action: Hashable, Sendable {
    /// To the nearest given weekday before (or after) the holiday.
    case toWeekday(Weekday, before: Bool)
    /// To the next working day after the holiday (skipping weekends,
    /// holidays, and days off already given).
    case nextWorkingDay
  }

  /// What happens to the holiday's own date.
  public enum Mode: String, Hashable, Sendable {
    /// The holiday moves: its own date is no longer a holiday (Israel).
    case relocate
    /// The holiday stays, and a substitute day off is added (Russia, the
    /// United States' observed days).
    case substitute
  }

  /// The weekdays that trigger the move; `nil` means the region's weekend.
  public var ifOn: Set<Weekday>?
  /// Whether the move is also triggered when another holiday falls on the
  /// same day (Korea's substitute holidays: Chuseok on 개천절, Children's Day
  /// on Buddha's Birthday). A day shared by several holidays gives one
  /// substitute day for the coincidence, however many rules say so.
  public var ifOnHoliday: Bool = false
  /// What the entry or move does.
  public var action: Action
  /// Whether the holiday moves or a substitute day off is added.
  public var mode: Mode
  /// Gregorian (month, first day, last day) spans whose holidays never move
  /// by this rule (Russia: 1-8 January, moved by decree instead).
  public var except: [ExceptSpan]
  /// The first and last Gregorian years the rule applies (inclusive).
  public var fromYear: Int?
  /// The last Gregorian year the rule applies (inclusive).
  public var toYear: Int?
  /// The id of the source, as listed in the region's sources.
  public var source: String?

  /// A span of days in a Gregorian month.
  public struct ExceptSpan: Hashable, Sendable {
    /// The Gregorian month, 1-12.
    public var month: Int
    /// The first day of the span.
    public var fromDay: Int
    /// The last day of the span.
    public var toDay: Int
    /// The days `fromDay...toDay` of `month`.
    public init(month: Int, fromDay: Int, toDay: Int) {
      self.month = month
      self.fromDay = fromDay
      self.toDay = toDay
    }
  }

  public init(
    ifOn: Set<Weekday>? = nil, ifOnHoliday: Bool = false, action: Action, mode: Mode,
    except: [ExceptSpan] = [],
    fromYear: Int? = nil, toYear: Int? = nil, source: String? = nil
  ) {
    self.ifOn = ifOn
    self.ifOnHoliday = ifOnHoliday
    self.action = action
    self.mode = mode
    self.except = except
    self.fromYear = fromYear
    self.toYear = toYear
    self.source = source
  }
}

/// A holiday that recurs by rule.
public struct HolidayRule: Hashable, Sendable {
  /// The name key and names.
  public var name: HolidayName
  /// The date in any year.
  public var date: HolidayDate
  /// The first and last Gregorian years the holiday exists (inclusive).
  public var fromYear: Int?
  /// The last Gregorian year the rule applies (inclusive).
  public var toYear: Int?
  /// Moves for this holiday; `nil` uses the region's default moves.
  public var moves: [MoveRule]?
  /// The id of the source, as listed in the region's sources.
  public var source: String?
  /// The Gregorian years in which the rule's dates are confirmed (by an
  /// announcement or a proclamation); its days in other years are estimated.
  /// `nil`: the date is certain in every year (a fixed date, Easter, an
  /// arithmetic calendar).
  public var confirmedYears: ClosedRange<Int>? = nil
  /// Dates announced for the holiday (by a yearly decree or a sighting),
  /// each with its source. When the rule has any, an announced date replaces
  /// the computed occurrence within three days of it, and a computed
  /// occurrence that no announced date replaces is estimated.
  public var announced: [AnnouncedDate] = []
  /// How many consecutive days the holiday lasts from its date (an
  /// announced date gives the first of them): Saudi Arabia's Eid al-Fitr is
  /// four days from the day after 29 Ramadan. Each day is a holiday of the
  /// rule with its moves (a day of the span on a weekend gets its own
  /// substitute day off); `1` for a one-day holiday.
  public var length: Int = 1

  /// A date announced for a holiday, with the source that announced it.
  public struct AnnouncedDate: Hashable, Sendable {
    /// The announced day.
    public var day: Day
    /// The id of the source, as listed in the region's sources.
    public var source: String?
    /// An announced day and its source.
    public init(day: Day, source: String?) {
      self.day = day
      self.source = source
    }
  }

  public init(
    name: HolidayName, date: HolidayDate, fromYear: Int? = nil, toYear: Int? = nil,
    moves: [MoveRule]? = nil, source: String? = nil, confirmedYears: ClosedRange<Int>? = nil
  ) {
    self.name = name
    self.date = date
    self.fromYear = fromYear
    self.toYear = toYear
    self.moves = moves
    self.source = source
    self.confirmedYears = confirmedYears
  }
}

/// A rule that derives shortened days from the holidays.
public struct ShorteningRule: Hashable, Sendable {
  /// How the derived days are shortened.
  public var shortening: Shortening
  /// Whether a working weekend day takes the length of the weekday it was
  /// swapped with (shortened only when that weekday would have been the day
  /// before a holiday), as in Russia.
  public var workingWeekendsInherit: Bool
  /// The id of the source, as listed in the region's sources.
  public var source: String?
  /// The first Gregorian year the rule applies (inclusive); `nil`: always.
  public var fromYear: Int?
  /// The last Gregorian year the rule applies (inclusive); `nil`: always.
  public var toYear: Int?
  /// Weeks shorter than this keep their full day: the shortening is taken
  /// only from weeks of at least these weekly hours (Russia before February
  /// 2002, KZoT art. 47: not from 36 and 24-hour weeks). `nil`: every week.
  public var minimumWeeklyHours: ExactHours?
  /// The keys of holidays (``HolidayName/nameKey``) whose eve the rule does not
  /// shorten: a day before a day whose holidays are all of these keeps its
  /// full length (Belarus's two Easter Sundays, feast days that art. 116 of
  /// its Labour Code does not count, as they are not declared non-working:
  /// the Saturday before is a full day of the six-day week). Empty: every
  /// holiday's eve.
  public var exceptBefore: [String]

  /// A rule shortening the working day before a holiday.
  public init(
    shortening: Shortening, workingWeekendsInherit: Bool, source: String? = nil, fromYear: Int? = nil,
    toYear: Int? = nil, minimumWeeklyHours: ExactHours? = nil, exceptBefore: [String] = []
  ) {
    self.shortening = shortening
    self.workingWeekendsInherit = workingWeekendsInherit
    self.source = source
    self.fromYear = fromYear
    self.toYear = toYear
    self.minimumWeeklyHours = minimumWeeklyHours
    self.exceptBefore = exceptBefore
  }

  /// Whether the rule shortens the eve of a day with `holidays`: every
  /// holiday but those of ``exceptBefore``'s keys.
  func shortensEve(of holidays: [HolidayName]) -> Bool {
    exceptBefore.isEmpty || !holidays.allSatisfy { exceptBefore.contains($0.nameKey) }
  }

  /// Whether the rule applies in the Gregorian `year`.
  public func applies(inYear year: Int) -> Bool {
    if let fromYear, year < fromYear { return false }
    if let toYear, year > toYear { return false }
    return true
  }
}

/// One entry of a decree or user overlay.
public struct OverlayEntry: Hashable, Sendable {
  /// What the entry does.
  public enum Action: Hashable, Sendable {
    /// The day off on `from` moves to the entry's day. A plain weekend `from`
    /// becomes a working day (it swaps with the entry's day). `from` is `nil`
    /// when the data says a day off was transferred but not from where.
    case transfer(from: Day?)
    /// A weekend day becomes a working day, without a transfer.
    case workingDay
    /// An extra day off (an election, a company holiday).
    case dayOff(HolidayName)
    /// An ad-hoc closure (heat, mourning).
    case closure(HolidayName)
    /// A working day is shortened.
    case shortened(Shortening)
    /// The day is a working day of full length, although a derived rule would
    /// shorten it.
    case fullLength
  }

  /// The day the entry is about (for a transfer: the day the day off goes to).
  public var day: Day
  /// What the entry or move does.
  public var action: Action
  /// The source of the entry.
  public var source: String?
  /// Where the entry was read from, for reports.
  public var file: String?
  /// The line it was read from.
  public var line: Int?
  /// Whether the entry rests on an estimate (a reading of a notice the data
  /// could not check): the days it sets (for a transfer, its `to` and its
  /// `from`) are estimated, even in the years the layer is confirmed for.
  public var estimated: Bool
  /// The weeks the entry is for, by ``WeekPattern/id`` (``WeekPattern/standardID``
  /// for the region's own): a five-day week's transfer, a six-day week's
  /// extra Saturday off. `nil`: every week.
  public var weeks: [String]?

  /// An entry about `day`, for `weeks` (every week when `nil`).
  public init(
    day: Day, action: Action, source: String?, file: String? = nil, line: Int? = nil, estimated: Bool = false,
    weeks: [String]? = nil
  ) {
    self.day = day
    self.action = action
    self.source = source
    self.file = file
    self.line = line
    self.estimated = estimated
    self.weeks = weeks
  }

  /// Whether the entry applies to the week `id`.
  public func applies(toWeek id: String) -> Bool { weeks?.contains(id) ?? true }
}

/// A layer of per-day entries above the rules: a government's decrees, or a
/// company's own days off. Later layers win over earlier ones.
public struct Overlay: Hashable, Sendable {
  /// A label for reports (`decrees`, `acme-2025`).
  public var name: String
  /// The entries, in any order.
  public var entries: [OverlayEntry]
  /// The Gregorian years for which the layer is complete (every decree of
  /// those years is in it). In the region's other years the layer is still
  /// to come, and may change any day, so every day of those years is
  /// estimated. `nil`: the layer is complete for every year (a company's own
  /// days off). Within these years an entry may still rest on an estimate
  /// (``OverlayEntry/estimated``): then only its own days are estimated.
  public var confirmedYears: ClosedRange<Int>?

  /// A named layer of entries, complete for `confirmedYears` (every year
  /// when `nil`).
  public init(name: String, entries: [OverlayEntry], confirmedYears: ClosedRange<Int>? = nil) {
    self.name = name
    self.entries = entries
    self.confirmedYears = confirmedYears
  }

  /// Whether the layer is complete for the Gregorian `year`.
  public func isConfirmed(inYear year: Int) -> Bool { confirmedYears?.contains(year) ?? true }

  /// The years, within `years` (the layer's ``confirmedYears``, else
  /// `years` itself), for which the layer is confirmed and no entry rests on
  /// an estimate: the longest run of them without an
  /// ``OverlayEntry/estimated`` entry (the latest of equal runs), or `nil`
  /// when there is none.
  func wholeYears(within years: ClosedRange<Int>) -> ClosedRange<Int>? {
    let all = confirmedYears ?? years
    let estimatedYears = entries.filter(\.estimated).map(\.day.isoDate.year)
    guard !estimatedYears.isEmpty else { return all }
    var best: ClosedRange<Int>? = nil
    var start = all.lowerBound
    for year in all.lowerBound...(all.upperBound + 1)
    where year > all.upperBound || estimatedYears.contains(year) {
      if start < year, best.map({ $0.count <= year - start }) ?? true { best = start...(year - 1) }
      start = year + 1
    }
    return best
  }
}

/// Something a region says once rather than per day: events that give days
/// off when they happen but are not scheduled ahead (an election not yet
/// called, a closure not yet ordered), or a limit of the data.
public struct RegionNote: Hashable, Sendable {
  /// The note by language (`en`, `he`, `fa`); English is always there.
  public var texts: [String: String]
  /// The id of the source, as listed in the region's sources.
  public var source: String?

  /// A note in English, and in other languages, with its source.
  public init(text: String, translations: [String: String] = [:], source: String? = nil) {
    self.texts = translations.merging(["en": text]) { _, english in english }
    self.source = source
  }

  /// A note of `texts` as they are (the baked form's, which has English).
  init(texts: [String: String], source: String?) {
    self.texts = texts["en"] == nil ? texts.merging(["en": ""]) { _, english in english } : texts
    self.source = source
  }

  /// The note in English.
  public var text: String { texts["en"] ?? "" }

  /// The note in `locale`'s language, found as the string catalog finds it
  /// (`pt-BR`, then `pt`; `zh-Hans` for `zh-CN`), else in English.
  public func text(locale: CalendarLocale) -> String {
    Localizer.language(for: locale, among: Array(texts.keys)).flatMap { texts[$0] } ?? text
  }
}

/// Everything that defines a region's production calendar: weekends, holiday
/// rules, moves, shortening rules and overlays, with their sources.
///
/// Load one from Yotei's JSON format with `ProductionFormat.parseRegion(_:file:)`
/// or take a shipped one from ``ProductionCalendar/shipped(_:)``.
public struct RegionDefinition: Hashable, Sendable {
  /// The region code (`RU`, `IL`, `IR`, `US`, or a user's own).
  public var code: String
  /// The region's name in English.
  public var name: String
  /// The sources every rule and entry cites.
  public var sources: [ProductionSource] {
    get { sourceList.sources }
    set { sourceList = ProductionSourceList(newValue) }
  }
  /// The sources, held by reference (a shipped region's read when first
  /// asked for: ``ProductionSourceList``).
  var sourceList: ProductionSourceList
  /// The Gregorian years queries may ask about.
  public var supportedYears: ClosedRange<Int>
  /// Notes about the region as a whole: unscheduled events (elections not
  /// yet called) and the limits of the data, said once instead of on every
  /// day.
  public var regionNotes: [RegionNote]
  /// Working days in a full week, for daily hours (weekly hours / this).
  public var workWeekDays: Int
  /// The lengths of the working week the region's law sets, period by
  /// period in order of their start (as ``weekends``): each lists the weeks
  /// in force from its `from` day, the standard one first, and every period
  /// lists as many (Russia: 40, 36 and 24 hours; Israel: 43, then 42 from
  /// 1 April 2018; Iran: 44). Norms are given for them.
  public var weeklyHoursPeriods: [WeeklyHoursPeriod]
  /// The weeks in force now (the last period's); setting it replaces the
  /// periods with these weeks since always.
  public var weeklyHours: [ExactHours] {
    get { weeklyHoursPeriods.last?.hours ?? [40] }
    set { weeklyHoursPeriods = [WeeklyHoursPeriod(hours: newValue)] }
  }

  /// The weeks in force on `day` (the first period's before any start).
  public func weeklyHours(on day: Day) -> [ExactHours] {
    (weeklyHoursPeriods.last { $0.from.map { $0 <= day } ?? true } ?? weeklyHoursPeriods.first)?.hours ?? [40]
  }
  /// Weekend rules, in order of their start days.
  public var weekends: [WeekendPeriod]
  /// The holiday rules.
  public var holidays: [HolidayRule]
  /// How many of the leading ``holidays`` a subdivision took from its base
  /// region (`"base"` in the JSON format; 0 for a region of its own). The
  /// base's holidays and their substitute days off are placed first, as in
  /// the base, and the subdivision's own holidays on top: one landing on the
  /// base's substitute day off shares that day.
  public var baseHolidayCount: Int
  /// Moves for holidays that do not list their own.
  public var defaultMoves: [MoveRule]
  /// Rules deriving shortened days.
  public var shortening: [ShorteningRule]
  /// Decree and user layers, lowest first.
  public var overlays: [Overlay]
  /// Month tables for lunar calendars observed locally, keyed by calendar id.
  public var monthTables: [String: MonthTable]
  /// The region's other working weeks (Uzbekistan's six-day week): norms are
  /// given for each besides the standard week's.
  public var weekPatterns: [WeekPattern] = []
  /// The hours by weekday of a week pattern's own calendar (empty for a
  /// region's standard week, whose days are weekly hours / ``workWeekDays``).
  var schedules: [WeekSchedule] = []

  public init(
    code: String, name: String, sources: [ProductionSource] = [], supportedYears: ClosedRange<Int>,
    regionNotes: [RegionNote] = [], workWeekDays: Int = 5, weeklyHours: [ExactHours] = [40],
    weeklyHoursPeriods: [WeeklyHoursPeriod]? = nil, weekends: [WeekendPeriod],
    holidays: [HolidayRule] = [], baseHolidayCount: Int = 0, defaultMoves: [MoveRule] = [],
    shortening: [ShorteningRule] = [], overlays: [Overlay] = [], monthTables: [String: MonthTable] = [:]
  ) {
    self.code = code
    self.name = name
    self.sourceList = ProductionSourceList(sources)
    self.supportedYears = supportedYears
    self.regionNotes = regionNotes
    self.workWeekDays = workWeekDays
    self.weeklyHoursPeriods = weeklyHoursPeriods ?? [WeeklyHoursPeriod(hours: weeklyHours)]
    self.weekends = weekends
    self.holidays = holidays
    self.baseHolidayCount = baseHolidayCount
    self.defaultMoves = defaultMoves
    self.shortening = shortening
    self.overlays = overlays
    self.monthTables = monthTables
  }

  /// The days on which no layer of the data rests on an estimate: the years
  /// every overlay and every announced holiday rule is confirmed for
  /// (``Overlay/confirmedYears``, ``HolidayRule/confirmedYears``; for an
  /// overlay, the longest run of them with no ``OverlayEntry/estimated``
  /// entry), up to the
  /// last known month of the month tables, within the supported years;
  /// `nil` when nothing limits them (every day is confirmed, except where a
  /// lunar month is estimated).
  ///
  /// A day outside the range is estimated only when its own status rests on
  /// the missing data: every day of a year whose decrees are still to come,
  /// only the holiday's days for a rule whose date is not yet announced.
  public var confirmed: ClosedRange<Day>? {
    var low = supportedYears.lowerBound
    var high = supportedYears.upperBound
    var limited = false
    var ranges = holidays.compactMap(\.confirmedYears)
    for overlay in overlays
    where overlay.confirmedYears != nil || overlay.entries.contains(where: \.estimated) {
      // A layer whose every confirmed year has an estimated entry confirms no day.
      ranges.append(overlay.wholeYears(within: supportedYears) ?? (high + 1)...(high + 1))
    }
    for range in ranges {
      low = max(low, range.lowerBound)
      high = min(high, range.upperBound)
      limited = true
    }
    guard let first = Day(iso: low, 1, 1), var last = Day(iso: high, 12, 31) else { return nil }
    for table in monthTables.values {
      if let end = table.lastConfirmedDay, end < last {
        last = end
        limited = true
      }
    }
    guard limited else { return nil }
    return first <= last ? first...last : nil
  }

  /// Whether `day` is a weekend day: `weekend(on: day).contains(day.isoWeekday)`,
  /// without building the set.
  func isWeekend(_ day: Day) -> Bool {
    guard let current = weekendPeriodIndex(on: day) else { return false }
    return weekends[current].contains(day)
  }

  /// The index in ``weekends`` of the period in force on `day`, if any.
  func weekendPeriodIndex(on day: Day) -> Int? {
    var current: Int?
    for i in weekends.indices where weekends[i].from.map({ $0 <= day }) ?? true { current = i }
    return current
  }

  /// The weekend in force on `day`: the weekend days of its week under the
  /// period in force (``WeekendPeriod/days(inWeekOf:)``; a period with
  /// ``WeekendPeriod/nthDays`` has them only in the weeks it lists).
  public func weekend(on day: Day) -> Set<Weekday> {
    var current: WeekendPeriod?
    for period in weekends where period.from.map({ $0 <= day }) ?? true {
      current = period
    }
    return current?.days(inWeekOf: day) ?? []
  }

  /// The region as its standard week sees it: without the overlay entries
  /// meant only for other weeks.
  var standardWeek: RegionDefinition {
    guard overlays.contains(where: { $0.entries.contains { $0.weeks != nil } }) else { return self }
    var copy = self
    for i in copy.overlays.indices {
      copy.overlays[i].entries.removeAll { !$0.applies(toWeek: WeekPattern.standardID) }
    }
    return copy
  }

  /// The region as the week `pattern` sees it: its weekend, its hours by
  /// weekday, the overlay entries meant for it or for every week, each
  /// overlay confirmed only in the years the pattern is.
  func week(_ pattern: WeekPattern) -> RegionDefinition {
    var copy = self
    copy.weekends = [WeekendPeriod(days: pattern.weekend, source: pattern.source)]
    copy.workWeekDays = 7 - pattern.weekend.count
    copy.weeklyHoursPeriods = [WeeklyHoursPeriod(hours: pattern.schedules.map(\.weeklyHours))]
    copy.schedules = pattern.schedules
    copy.weekPatterns = []
    for i in copy.overlays.indices {
      copy.overlays[i].entries.removeAll { !$0.applies(toWeek: pattern.id) }
      // What is left is this week's: its calendar is a standard week of its own.
      for j in copy.overlays[i].entries.indices { copy.overlays[i].entries[j].weeks = nil }
      if let years = pattern.confirmedYears {
        let own = copy.overlays[i].confirmedYears ?? supportedYears
        let low = max(own.lowerBound, years.lowerBound)
        let high = min(own.upperBound, years.upperBound)
        // No year in common: confirmed for none of the supported years.
        copy.overlays[i].confirmedYears =
          low <= high ? low...high : supportedYears.lowerBound - 1...supportedYears.lowerBound - 1
      }
    }
    return copy
  }

  /// This region with `overlay` added on top (a company's own days off), under
  /// a new code.
  public func adding(_ overlay: Overlay, code newCode: String? = nil) -> RegionDefinition {
    var copy = self
    copy.overlays.append(overlay)
    if let newCode { copy.code = newCode }
    return copy
  }
}

extension EasterKind {
  /// Easter Sunday of the Gregorian year `year` by this computus, as a day:
  /// the Gregorian computus for ``western``; the Julian computus for
  /// ``orthodox``, its Julian date read as the day it is (5 May 2024 for
  /// the Julian 22 April), as `ncal -e` and `ncal -o` give them.
  ///
  /// ```swift
  /// EasterKind.western.sunday(inYear: 2026).isoString   // "2026-04-05"
  /// EasterKind.orthodox.sunday(inYear: 2026).isoString  // "2026-04-12"
  /// ```
  public func sunday(inYear year: Int) -> Day { Gregorian.easter(year: year, kind: self) }
}
