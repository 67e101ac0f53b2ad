import Yotei
import YoteiPicker

extension ProductionCalendar {
  /// The picker's marks for `day` in this region: a holiday (named), a
  /// transferred day off (named after the holiday it came from, with the
  /// observed marker on a substitute day), a transferred working day, and a
  /// shortened working day. Plain working days have no marks; a plain
  /// weekend day is marked `.weekend` only with `includeWeekends`. A day the
  /// region has no data for has no marks.
  ///
  /// The names are in `locale`, looked up through `lookup` (Yotei's catalog by
  /// default).
  public func pickerMarks(
    for day: Day, locale: CalendarLocale = .english, lookup: HolidayNameLookup? = HolidayName.catalogLookup,
    includeWeekends: Bool = false
  ) -> [DayMark] {
    guard let status = try? status(of: day) else { return [] }
    return Self.marks(of: status, locale: locale, lookup: lookup, includeWeekends: includeWeekends)
  }

  /// ``pickerMarks(for:locale:lookup:includeWeekends:)-(_,CalendarLocale,_,_)``
  /// with names in a locale identifier, checked as `CalendarLocale.init(_:)`
  /// checks it.
  ///
  /// - Throws: `LocaleError` when the identifier is malformed or its language
  ///   unknown (`"!!!"`, `"xx-YY"`).
  public func pickerMarks(
    for day: Day, locale: String, lookup: HolidayNameLookup? = HolidayName.catalogLookup,
    includeWeekends: Bool = false
  ) throws(LocaleError) -> [DayMark] {
    pickerMarks(
      for: day, locale: try CalendarLocale(locale), lookup: lookup, includeWeekends: includeWeekends)
  }

  /// A closure for `YoteiPicker.PickerState.marks` that marks each day as
  /// ``pickerMarks(for:locale:lookup:includeWeekends:)-(_,CalendarLocale,_,_)``
  /// does: one call puts a region's holidays, transfers and shortened days on
  /// a picker, with names in the picker's own locale.
  ///
  /// ```swift
  /// var picker = PickerState(locale: try CalendarLocale("ru-RU"), today: today)
  /// picker.marks = try ProductionCalendar.shipped("RU").pickerMarks(locale: picker.locale)
  /// ```
  public func pickerMarks(
    locale: CalendarLocale = .english, lookup: HolidayNameLookup? = HolidayName.catalogLookup,
    includeWeekends: Bool = false
  ) -> @Sendable (Day) -> [DayMark] {
    { [self] day in pickerMarks(for: day, locale: locale, lookup: lookup, includeWeekends: includeWeekends) }
  }

  /// ``pickerMarks(locale:lookup:includeWeekends:)-(CalendarLocale,_,_)``
  /// with names in a locale identifier, checked once, as
  /// `CalendarLocale.init(_:)` checks it.
  ///
  /// - Throws: `LocaleError` when the identifier is malformed or its language
  ///   unknown (`"!!!"`, `"xx-YY"`).
  public func pickerMarks(
    locale: String, lookup: HolidayNameLookup? = HolidayName.catalogLookup, includeWeekends: Bool = false
  ) throws(LocaleError) -> @Sendable (Day) -> [DayMark] {
    pickerMarks(locale: try CalendarLocale(locale), lookup: lookup, includeWeekends: includeWeekends)
  }

  /// A closure for `YoteiPicker.PickerState.weekendOfDay`: the region's
  /// weekend in force on each day (``RegionDefinition/weekend(on:)``), so a
  /// picker's cells follow a weekend that changed (Saudi Arabia's
  /// Thursday-Friday until 28 June 2013, Friday-Saturday from 29 June).
  ///
  /// ```swift
  /// let saudi = try ProductionCalendar.shipped("SA")
  /// picker.marks = saudi.pickerMarks(locale: picker.locale)
  /// picker.weekendOfDay = saudi.pickerWeekend
  /// ```
  public var pickerWeekend: @Sendable (Day) -> Set<Weekday> {
    { [definition] day in definition.weekend(on: day) }
  }

  static func marks(
    of status: DayStatus, locale: CalendarLocale, lookup: HolidayNameLookup?, includeWeekends: Bool
  ) -> [DayMark] {
    let name = status.name(locale: locale, lookup: lookup)
    var marks: [DayMark] = []
    switch status.kind {
    case .holiday: marks.append(DayMark(.holiday, name: name))
    case .transferredDayOff: marks.append(DayMark(.transferredDayOff, name: name))
    case .transferredWorking: marks.append(DayMark(.transferredWorking))
    case .weekend: if includeWeekends { marks.append(DayMark(.weekend)) }
    case .working: break
    }
    if status.isShortened { marks.append(DayMark(.shortened)) }
    return marks
  }
}
