import Yotei
import YoteiPicker

extension Session {
  /// The selection as JSON: `mode`, `days` (every selected day, ascending; a
  /// range lists all its days), `anchor`.
  var selectionJSON: JSONValue {
    let days = picker.selection.days.sorted()
    return [
      "mode": .string(picker.mode.rawValue),
      "days": .array(days.map { .string($0.isoString) }),
      "anchor": .optional(picker.anchor?.isoString),
      "complete": .bool(picker.selector.isComplete),
    ]
  }

  /// The selection in words.
  var selectionText: String {
    let days = picker.selection.days.sorted()
    var text = "mode \(picker.mode.rawValue): "
    switch picker.selection {
    case .range(let range?):
      text += "\(range.lowerBound.isoString)...\(range.upperBound.isoString) (\(range.count) days)"
    default:
      text += days.isEmpty ? "nothing selected" : days.map(\.isoString).joined(separator: ", ")
    }
    if let anchor = picker.anchor { text += "; range started at \(anchor.isoString), select its other end" }
    return text
  }

  /// A picker change in words.
  static func describe(_ change: PickerChange) -> String {
    switch change {
    case .selectionChanged(_, let new): return "selection: \(new)"
    case .anchorChanged(_, let new):
      return new.map { "range starts at \($0.isoString)" } ?? "range anchor cleared"
    case .rejected(let day, let reason): return "\(day.isoString) refused: \(describe(reason))"
    case .rangeReset(let blocker):
      return "the range crossed \(blocker.isoString), which is unavailable; started again"
    case .daysDropped(let days):
      return "dropped from the selection: " + days.map(\.isoString).joined(separator: ", ")
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

  /// Why a tap was refused, in words.
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
    default: return "\(reason)"
    }
  }
}

/// What picker commands print: the selection (and focus), the changes, and
/// in text mode the month on screen.
extension Session {
  func pickerResult(_ changes: [PickerChange], extra: [JSONValue.Member] = []) -> CommandResult {
    var json = selectionJSON
    json = json.adding("focus", .string(picker.focus.isoString))
    for member in extra { json = json.adding(member.key, member.value) }
    json = json.adding("changes", .array(changes.map { .string(Session.describe($0)) }))
    var lines = changes.map { "  " + Session.describe($0) }
    lines.insert(selectionText, at: 0)
    lines.append((try? showResult().text) ?? "")
    return CommandResult(text: lines.joined(separator: "\n"), json: json)
  }

  /// Throws when `changes` holds a refused tap.
  func checkNotRejected(_ changes: [PickerChange], command: String) throws {
    for change in changes {
      if case .rejected(let day, let reason) = change {
        throw REPLError.failed("\(command): \(day.isoString) cannot be selected: \(Session.describe(reason))")
      }
    }
  }
}

/// `mode single|multiple|range`.
struct ModeCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "mode", arguments: "single|multiple|range", summary: "Set the picker's selection mode",
    discussion: """
      single: one day; multiple: any number of days, a tap toggles; range: a
      first tap sets the anchor, a second commits the range (ends in any order,
      across months). Changing the mode keeps what still fits.
      """,
    group: .picker, completions: [.keyword(SelectionMode.allCases.map(\.rawValue))])

  let mode: SelectionMode

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...1)
    guard let mode = SelectionMode(rawValue: arguments[0].lowercased()) else {
      throw REPLError.badArgument(
        command: Self.spec.name, field: "mode", value: arguments[0], allowed: "single, multiple or range")
    }
    self.mode = mode
  }

  func run(in session: inout Session) throws -> CommandResult {
    let changes = session.picker.setMode(mode)
    return session.pickerResult(changes)
  }
}

/// `select DATE`: a tap.
struct SelectCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "select", arguments: "DATE", summary: "Tap a day: select it, toggle it, or start or end a range",
    discussion: """
      What a tap does depends on the mode. A tap that the picker refuses (a
      disabled day, an unavailable day, a range that would cross a booked day)
      fails and says why; nothing changes.
      """,
    group: .picker, completions: [.date])

  let day: Day

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...1)
    day = try session.parseDate(arguments[0])
  }

  func run(in session: inout Session) throws -> CommandResult {
    let changes = session.picker.tap(day)
    try session.checkNotRejected(changes, command: Self.spec.name)
    return session.pickerResult(changes)
  }
}

/// `move day|week|month|year N` and `move left|right|up|down`.
struct MoveCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "move", arguments: "day|week|month|year N | left|right|up|down",
    summary: "Move the picker's focus, as the arrow keys do",
    discussion: """
      Moves the focus by N days, weeks, months or years (negative N goes back);
      the month on screen follows it. left and right swap in right-to-left
      locales, like the arrow keys. Days that cannot take the focus are passed
      over and the bounds clamp it; both are reported.
      """,
    group: .picker, completions: [.keyword(["day", "week", "month", "year", "left", "right", "up", "down"])])

  let movement: FocusMovement

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...2)
    let unit = arguments[0].lowercased()
    let arrows: [String: FocusMovement] = ["left": .left, "right": .right, "up": .up, "down": .down]
    if let arrow = arrows[unit] {
      try Self.expect(arguments, 1...1)
      movement = arrow
      return
    }
    let count = try arguments.count > 1 ? Self.integer(arguments[1], field: "N", in: -100_000...100_000) : 1
    guard let movement = FocusMovement(unit: unit, count: count) else {
      throw REPLError.badArgument(
        command: Self.spec.name, field: "unit", value: arguments[0],
        allowed: "day, week, month, year (with N), left, right, up or down")
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
      throw REPLError.usage(command: spec.name, message: "expected 1 argument; usage: \(spec.synopsis)")
    }
    return arguments[0].lowercased() == "none" ? nil : try session.parseDate(arguments[0])
  }

  static func result(_ session: Session, _ changes: [PickerChange]) -> CommandResult {
    session.pickerResult(
      changes,
      extra: [
        .init("minimum", .optional(session.picker.availability.minimum?.isoString)),
        .init("maximum", .optional(session.picker.availability.maximum?.isoString)),
      ])
  }
}

/// `min DATE|none`.
struct MinCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "min", arguments: "DATE|none", summary: "The earliest day that can be focused or selected",
    discussion: "Days before it are disabled; selected days before it are dropped (and reported).",
    group: .picker, completions: [.date])

  let day: Day?

  init(arguments: [String], session: Session) throws {
    day = try BoundCommand.parse(arguments, session: session, spec: Self.spec)
  }

  func run(in session: inout Session) throws -> CommandResult {
    if let day, let maximum = session.picker.availability.maximum, day > maximum {
      throw REPLError.failed("min: \(day.isoString) is after the maximum \(maximum.isoString)")
    }
    let changes = session.picker.setMinimum(day)
    return BoundCommand.result(session, changes)
  }
}

/// `max DATE|none`.
struct MaxCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "max", arguments: "DATE|none", summary: "The latest day that can be focused or selected",
    discussion: "Days after it are disabled; selected days after it are dropped (and reported).",
    group: .picker, completions: [.date])

  let day: Day?

  init(arguments: [String], session: Session) throws {
    day = try BoundCommand.parse(arguments, session: session, spec: Self.spec)
  }

  func run(in session: inout Session) throws -> CommandResult {
    if let day, let minimum = session.picker.availability.minimum, day < minimum {
      throw REPLError.failed("max: \(day.isoString) is before the minimum \(minimum.isoString)")
    }
    let changes = session.picker.setMaximum(day)
    return BoundCommand.result(session, changes)
  }
}

/// `disable DATE...`.
struct DisableCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "disable", arguments: "DATE...", summary: "Disable days: they cannot be focused or selected",
    discussion: "Disabled days are skipped by the focus and dropped from the selection.",
    group: .picker, completions: [.date])

  let days: [Day]

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...Int.max)
    days = try arguments.map { text throws in try session.parseDate(text) }
  }

  func run(in session: inout Session) throws -> CommandResult {
    let set = Set(days)
    let changes = session.picker.updateAvailability { $0.disabled.append(.days(set)) }
    return session.pickerResult(changes)
  }
}

/// `book DATE...`: unavailable days.
struct BookCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "book", arguments: "DATE...", summary: "Mark days unavailable (booked): focusable, not selectable",
    discussion: """
      Unavailable days can take the focus and are announced, but not selected;
      a range may not cross one (the picker's block policy).
      """,
    group: .picker, completions: [.date])

  let days: [Day]

  init(arguments: [String], session: Session) throws {
    try Self.expect(arguments, 1...Int.max)
    days = try arguments.map { text throws in try session.parseDate(text) }
  }

  func run(in session: inout Session) throws -> CommandResult {
    let set = Set(days)
    let changes = session.picker.updateAvailability { $0.unavailable.append(.days(set)) }
    return session.pickerResult(changes)
  }
}

/// `clear`.
struct ClearCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "clear", arguments: "", summary: "Clear the selection (and a range in progress)",
    discussion: "Refused when the selection is required.", group: .picker, completions: [])

  init(arguments: [String], session: Session) throws { try Self.expect(arguments, 0...0) }

  func run(in session: inout Session) throws -> CommandResult {
    var changes = session.picker.cancelRange()
    changes += session.picker.clear()
    try session.checkNotRejected(changes, command: Self.spec.name)
    return session.pickerResult(changes)
  }
}

/// `selection`.
struct SelectionCommand: REPLCommand {
  static let spec = CommandSpec(
    name: "selection", arguments: "", summary: "The selected days, the mode and a range's anchor",
    discussion: "Every selected day in ascending order; a range lists all its days.", group: .picker,
    completions: [])

  init(arguments: [String], session: Session) throws { try Self.expect(arguments, 0...0) }

  func run(in session: inout Session) throws -> CommandResult {
    CommandResult(text: session.selectionText, json: session.selectionJSON)
  }
}
