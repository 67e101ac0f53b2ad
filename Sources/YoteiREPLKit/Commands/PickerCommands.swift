import Yotei
import YoteiPicker

extension Session {
  /// The selection as JSON: `mode`, `days` (every selected day, ascending; a
  /// range lists all its days), `anchor`.
  var selectionJSON: JSONValue {
    let days = Array(picker.selection.days)
    return [
      "mode": .string(picker.mode.rawValue),
      "days": .array(days.map { .string($0.isoString) }),
      "anchor": .optional(picker.anchor?.isoString),
      "complete": .bool(picker.selector.isComplete),
      "sessionDays": .array(days.map { .string(sessionDateString($0)) }),
    ]
  }

  /// The length of `range` in words: nights first when the picker counts
  /// nights (a stay), days first otherwise, and both when they differ.
  func lengthText(_ range: ClosedRange<Day>) -> String {
    let nights = range.upperBound - range.lowerBound
    let days = say("repl.length.days", .integer(nights + 1))
    guard nights > 0 else { return days }
    let nightsText = say("repl.length.nights", .integer(nights))
    return picker.rules.lengthUnit == .nights
      ? localizer.list([nightsText, days]) : localizer.list([days, nightsText])
  }

  /// The name of a selection mode in the session language.
  func modeName(_ mode: SelectionMode) -> String { say("repl.mode." + mode.rawValue) }

  /// The selection in words, in the session language and calendar.
  var selectionText: String {
    let days = picker.selection.days
    var content: String
    switch picker.selection {
    case .range(let range?):
      content =
        say("repl.picker.range", .text(dateText(range.lowerBound)), .text(dateText(range.upperBound)))
        + " (" + lengthText(range) + ")"
    default:
      content = days.isEmpty ? say("repl.picker.nothingSelected") : dayList(days, limit: 10)
    }
    if let anchor = picker.anchor {
      content += say("repl.clauseSeparator") + say("repl.picker.anchorPending", .text(dateText(anchor)))
      if let candidate = picker.highlightedRange, candidate.count > 1 {
        content += " (" + lengthText(candidate) + ")"
      }
    }
    return say("repl.picker.selection", .text(modeName(picker.mode)), .text(content))
  }

  /// A picker change in English words (the JSON `changes`).
  static func describe(_ change: PickerChange) -> String {
    switch change {
    case .selectionChanged(_, let new): return "selection: \(new)"
    case .anchorChanged(_, let new):
      return new.map { "range starts at \($0.isoString)" } ?? "range anchor cleared"
    case .rejected(let day, let reason): return "\(day.isoString) refused: \(describe(reason))"
    case .rangeReset(let blocker):
      return "the range crossed \(blocker.isoString), which is unavailable; started again"
    case .daysDropped(let days):
      return "dropped from the selection: \(days)"
    case .focusMoved(let from, let to): return "focus \(from.isoString) -> \(to.isoString)"
    case .focusClamped(let requested, let to):
      return "\(requested.isoString) is out of bounds; focus clamped to \(to.isoString)"
    case .focusSkipped(let days):
      return "skipped days that cannot take the focus: " + days.map(\.isoString).joined(separator: ", ")
    case .focusBlocked(let requested):
      return "no day can take the focus towards \(requested.isoString); it stayed"
    case .visibleMonthsChanged(_, let new): return "showing " + new.map(\.description).joined(separator: ", ")
    }
  }

  /// Why a tap was refused, in English words.
  static func describe(_ reason: TapRejection) -> String {
    switch reason {
    case .disabled(.beforeMinimum): return "it is before the minimum date"
    case .disabled(.afterMaximum): return "it is after the maximum date"
    case .disabled: return "it is disabled"
    case .hidden: return "it is hidden"
    case .unavailable: return "it is unavailable (booked)"
    case .required: return "a selection is required"
    case .minimumCount(let n): return "at least \(n) days must stay selected"
    case .maximumCount(let n): return "at most \(n) days can be selected"
    case .tooShort(let minimum, let unit):
      return "the range would be shorter than \(minimum) \(unit.rawValue)"
    case .tooLong(let maximum, let unit): return "the range would be longer than \(maximum) \(unit.rawValue)"
    case .blocked(let day): return "the range would cross \(day.isoString), which is unavailable"
    case .cannotStartRange: return "a range cannot start on it"
    case .cannotEndRange: return "a range cannot end on it"
    }
  }

  /// A count of range units in the session language (`3 nights`).
  func unitText(_ n: Int, _ unit: RangeLengthUnit) -> String {
    unit == .nights ? say("repl.length.nights", .integer(n)) : say("repl.length.days", .integer(n))
  }

  /// A picker change in the session language and calendar (text output).
  func localized(_ change: PickerChange) -> String {
    switch change {
    case .selectionChanged: return selectionText
    case .anchorChanged(_, let new):
      return new.map { say("repl.change.anchorSet", .text(dateText($0))) } ?? say("repl.change.anchorCleared")
    case .rejected(let day, let reason):
      return say("repl.change.rejected", .text(dateText(day)), .text(localized(reason)))
    case .rangeReset(let blocker): return say("repl.change.rangeReset", .text(dateText(blocker)))
    case .daysDropped(let days): return say("repl.change.dropped", .text(dayList(days)))
    case .focusMoved(let from, let to):
      return say("repl.change.focus", .text(dateText(from)), .text(dateText(to)))
    case .focusClamped(let requested, let to):
      return say("repl.change.focusClamped", .text(dateText(requested)), .text(dateText(to)))
    case .focusSkipped(let days): return say("repl.change.focusSkipped", .text(dayList(days)))
    case .focusBlocked(let requested): return say("repl.change.focusBlocked", .text(dateText(requested)))
    case .visibleMonthsChanged(_, let new):
      let titles = new.map { month -> String in
        let date = calendar.dateClampingToSupported(month.firstDay)
        return (try? symbols.monthTitle(year: date.year, month: date.month)) ?? month.description
      }
      return say("repl.change.showing", .text(localizer.list(titles)))
    }
  }

  /// Why a tap was refused, in the session language.
  func localized(_ reason: TapRejection) -> String {
    switch reason {
    case .disabled(.beforeMinimum): return say("repl.reason.beforeMinimum")
    case .disabled(.afterMaximum): return say("repl.reason.afterMaximum")
    case .disabled: return say("repl.reason.disabled")
    case .hidden: return say("repl.reason.hidden")
    case .unavailable: return say("repl.reason.unavailable")
    case .required: return say("repl.reason.required")
    case .minimumCount(let n): return say("repl.reason.minimumCount", .integer(n))
    case .maximumCount(let n): return say("repl.reason.maximumCount", .integer(n))
    case .tooShort(let minimum, let unit): return say("repl.reason.tooShort", .text(unitText(minimum, unit)))
    case .tooLong(let maximum, let unit): return say("repl.reason.tooLong", .text(unitText(maximum, unit)))
    case .blocked(let day): return say("repl.reason.blocked", .text(dateText(day)))
    case .cannotStartRange: return say("repl.reason.cannotStart")
    case .cannotEndRange: return say("repl.reason.cannotEnd")
    }
  }
}

/// What picker commands print: the selection (and focus), the changes, and
/// in text mode the month on screen.
extension Session {
  /// The picker command result: JSON with the selection, `focus`, `extra`
  /// members and `changes` (English, the contract, `confirmations` first);
  /// text with what changed in the session language, then the month.
  func pickerResult(
    _ changes: [PickerChange], extra: [JSONValue.Member] = [],
    confirmations: [(json: String, text: String)] = []
  ) -> CommandResult {
    var json = selectionJSON
    json = json.adding("focus", .string(picker.focus.isoString))
    for member in extra { json = json.adding(member.key, member.value) }
    json = json.adding(
      "changes",
      .array(confirmations.map { .string($0.json) } + changes.map { .string(Session.describe($0)) }))
    json = json.adding("sessionFocus", .string(sessionDateString(picker.focus)))
    var lines = confirmations.map(\.text)
    lines.append(selectionText)
    // A range's second tap clears the anchor because the range is now
    // selected: the status line above says so, "range start cleared" would not.
    let committed = changes.contains { if case .selectionChanged = $0 { true } else { false } }
    for change in changes {
      if case .selectionChanged = change { continue }
      if committed, case .anchorChanged(_, nil) = change, case .range(_?) = picker.selection { continue }
      lines.append("  " + localized(change))
    }
    lines.append(showResult().text)
    return CommandResult(text: lines.joined(separator: "\n"), json: json)
  }

  /// Throws when `changes` holds a refused tap.
  func checkNotRejected(_ changes: [PickerChange], command: String) throws {
    for change in changes {
      if case .rejected(let day, let reason) = change {
        throw REPLError.refused(
          message: "\(command): \(day.isoString) cannot be selected: \(Session.describe(reason))",
          text: "\(command): " + say("repl.refused.select", .text(dateText(day)), .text(localized(reason))))
      }
    }
  }
}

/// `mode single|multiple|range`.
struct ModeCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "mode", arguments: "single|multiple|range", group: .picker,
    completions: [.keyword(SelectionMode.allCases.map(\.rawValue))])

  let mode: SelectionMode

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...1)
    guard let mode = SelectionMode(rawValue: arguments[0].lowercased()) else {
      throw REPLError.badArgument(
        command: Self.spec.name, field: "mode", value: arguments[0],
        allowed: CatalogMessage("repl.allowed.mode"))
    }
    self.mode = mode
  }

  func run(in session: inout Session) throws -> CommandResult {
    let changes = session.picker.setMode(mode)
    return session.pickerResult(
      changes,
      confirmations: [("mode \(mode.rawValue)", session.say("repl.mode.set", .text(session.modeName(mode))))])
  }
}

/// `select DATE`: a tap.
struct SelectCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "select", arguments: "[DATE]", group: .picker, completions: [.date])

  let day: Day?

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 0...1)
    day = try arguments.first.map { text throws in try session.parseDate(text) }
  }

  func run(in session: inout Session) throws -> CommandResult {
    let changes = session.picker.tap(day ?? session.picker.focus)
    try session.checkNotRejected(changes, command: Self.spec.name)
    return session.pickerResult(changes)
  }
}

/// `move day|week|month|year N` and `move left|right|up|down`.
struct MoveCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "move", arguments: "day|week|month|year [N] | left|right|up|down|home|end",
    group: .picker,
    completions: [.keyword(["day", "week", "month", "year", "left", "right", "up", "down", "home", "end"])])

  let movement: FocusMovement

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...2)
    let unit = arguments[0].lowercased()
    let arrows: [String: FocusMovement] = [
      "left": .left, "right": .right, "up": .up, "down": .down, "home": .startOfWeek, "end": .endOfWeek,
    ]
    if let arrow = arrows[unit] {
      try Self.expect(arguments, 1...1)
      movement = arrow
      return
    }
    let count = try arguments.count > 1 ? Self.integer(arguments[1], field: "N", in: -100_000...100_000) : 1
    guard let movement = FocusMovement(unit: unit, count: count) else {
      throw REPLError.badArgument(
        command: Self.spec.name, field: "unit", value: arguments[0],
        allowed: CatalogMessage("repl.allowed.movement"))
    }
    self.movement = movement
  }

  func run(in session: inout Session) throws -> CommandResult {
    let changes = session.picker.move(movement)
    return session.pickerResult(changes)
  }
}

/// `min DATE|none` and `max DATE|none`.
struct BoundCommand {
  static func parse(_ arguments: [String], session: Session, spec: CommandSpec) throws -> Day? {
    guard arguments.count == 1 else {
      throw REPLError.usage(
        command: spec.name,
        CatalogMessage("repl.usage.arguments", .integer(1), .integer(arguments.count), .text(spec.synopsis)))
    }
    return arguments[0].lowercased() == "none" ? nil : try session.parseDate(arguments[0])
  }

  static func result(
    _ session: Session, _ changes: [PickerChange], confirmation: (json: String, text: String)
  )
    -> CommandResult
  {
    session.pickerResult(
      changes,
      extra: [
        .init("minimum", .optional(session.picker.availability.minimum?.isoString)),
        .init("maximum", .optional(session.picker.availability.maximum?.isoString)),
      ], confirmations: [confirmation])
  }
}

/// `min DATE|none`.
struct MinCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "min", arguments: "DATE|none", group: .picker,
    completions: [.keyword(Completion.dateWords + ["none"])])

  let day: Day?

  init(arguments: [String], session: Session) throws {
    day = try BoundCommand.parse(arguments, session: session, spec: Self.spec)
  }

  func run(in session: inout Session) throws -> CommandResult {
    if let day, let maximum = session.picker.availability.maximum, day > maximum {
      throw REPLError.refused(
        message: "min: \(day.isoString) is after the maximum \(maximum.isoString)",
        text: "min: "
          + session.say(
            "repl.min.afterMaximum", .text(session.dateText(day)), .text(session.dateText(maximum))))
    }
    let changes = session.picker.setMinimum(day)
    let confirmation =
      day.map { ("minimum \($0.isoString)", session.say("repl.min.set", .text(session.dateText($0)))) }
      ?? ("minimum none", session.say("repl.min.none"))
    return BoundCommand.result(session, changes, confirmation: confirmation)
  }
}

/// `max DATE|none`.
struct MaxCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "max", arguments: "DATE|none", group: .picker,
    completions: [.keyword(Completion.dateWords + ["none"])])

  let day: Day?

  init(arguments: [String], session: Session) throws {
    day = try BoundCommand.parse(arguments, session: session, spec: Self.spec)
  }

  func run(in session: inout Session) throws -> CommandResult {
    if let day, let minimum = session.picker.availability.minimum, day < minimum {
      throw REPLError.refused(
        message: "max: \(day.isoString) is before the minimum \(minimum.isoString)",
        text: "max: "
          + session.say(
            "repl.max.beforeMinimum", .text(session.dateText(day)), .text(session.dateText(minimum))))
    }
    let changes = session.picker.setMaximum(day)
    let confirmation =
      day.map { ("maximum \($0.isoString)", session.say("repl.max.set", .text(session.dateText($0)))) }
      ?? ("maximum none", session.say("repl.max.none"))
    return BoundCommand.result(session, changes, confirmation: confirmation)
  }
}

/// The days of `disable` and `book`: the arguments, or the focused day.
private func days(_ arguments: [String], session: Session) throws -> [Day] {
  guard !arguments.isEmpty else { return [session.picker.focus] }
  return try arguments.map { text throws in try session.parseDate(text) }
}

/// `disable [DATE...]`.
struct DisableCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "disable", arguments: "[DATE...]", group: .picker, completions: [.date])

  let days: [Day]

  init(arguments: [String], session: Session) throws {
    days = try YoteiREPLKit.days(arguments, session: session)
  }

  func run(in session: inout Session) throws -> CommandResult {
    let set = Set(days)
    let sorted = set.sorted()
    let changes = session.picker.updateAvailability { $0.disabled.append(.days(set)) }
    // The focus cannot stay on a disabled day: move it off, as the picker would on its next move.
    var moves: [PickerChange] = []
    if set.contains(session.picker.focus) { moves = session.picker.move(.to(session.picker.focus)) }
    return session.pickerResult(
      changes + moves,
      confirmations: [
        (
          "disabled " + sorted.map(\.isoString).joined(separator: ", "),
          session.say("repl.disabled.added", .text(session.dayList(sorted)))
        )
      ])
  }
}

/// `book [DATE...]`: unavailable days.
struct BookCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "book", arguments: "[DATE...]",
    group: .picker, completions: [.date])

  let days: [Day]

  init(arguments: [String], session: Session) throws {
    days = try YoteiREPLKit.days(arguments, session: session)
  }

  func run(in session: inout Session) throws -> CommandResult {
    let set = Set(days)
    let sorted = set.sorted()
    let changes = session.picker.updateAvailability { $0.unavailable.append(.days(set)) }
    return session.pickerResult(
      changes,
      confirmations: [
        (
          "unavailable " + sorted.map(\.isoString).joined(separator: ", "),
          session.say("repl.booked.added", .text(session.dayList(sorted)))
        )
      ])
  }
}

/// `clear`.
struct ClearCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "clear", arguments: "", group: .picker, completions: [])

  init(arguments: [String], session: Session) throws { try Self.expect(arguments, 0...0) }

  func run(in session: inout Session) throws -> CommandResult {
    var changes = session.picker.cancelRange()
    changes += session.picker.clear()
    try session.checkNotRejected(changes, command: Self.spec.name)
    return session.pickerResult(changes)
  }
}

/// `pick`: picker mode, driven by keys (interactive only).
struct PickCommand: REPLCommand {
  static let textIsProse = false
  static let spec = CommandSpec(
    name: "pick", arguments: "", group: .picker, completions: [])

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 0...0)
    guard session.interactive && !session.json else {
      throw REPLError.refused(
        message:
          "pick: picker mode needs an interactive terminal; in scripts use move, next, prev and select",
        text: "pick: " + session.say("repl.pick.needsTerminal"))
    }
  }

  func run(in session: inout Session) throws -> CommandResult {
    CommandResult(text: "", json: ["pick": true], pickerMode: true)
  }
}

/// `selection`.
struct SelectionCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "selection", arguments: "", group: .picker,
    completions: [])

  init(arguments: [String], session: Session) throws { try Self.expect(arguments, 0...0) }

  func run(in session: inout Session) throws -> CommandResult {
    CommandResult(text: session.selectionText, json: session.selectionJSON)
  }
}
