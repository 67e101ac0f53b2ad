import Yotei
import YoteiLocalization

/// What a command's arguments are, for help and tab completion.
public enum ArgumentKind: Sendable, Equatable {
  case calendar, locale, zone, region, weekday, date, command, file
  case keyword([String])
  case other
}

/// The groups commands are listed in by `help`.
public enum CommandGroup: String, Sendable, CaseIterable {
  case settings, viewing, days, picker, production, localization

  /// The catalog key of the group's title (`Settings`, `Настройки`).
  var titleKey: String { "repl.help.group." + rawValue }
}

/// A command's static description: its name, synopsis and help.
public struct CommandSpec: Sendable {
  /// The word that runs it.
  public var name: String
  /// Usage after the name: `[DATE]`.
  public var arguments: String
  /// Where `help` lists it.
  public var group: CommandGroup
  /// What each argument position completes to.
  public var completions: [ArgumentKind]
  /// What the summary's placeholders are filled with (`region`'s list of
  /// shipped codes), so that a list the program knows is never restated by
  /// hand in the catalog.
  public var summaryArguments: [FormatArgument] = []

  /// One line for the command list, in English (the catalog's
  /// `repl.help.NAME`; `help` prints it in the session language).
  public var summary: String { summary(localizer: CatalogMessage.englishLocalizer) }

  /// ``summary`` in the language of `localizer`.
  public func summary(localizer: Localizer) -> String {
    localizer.string(summaryKey, arguments: summaryArguments)
  }
  /// What `help COMMAND` explains, one paragraph in English (the catalog's
  /// `repl.help.NAME.details`).
  public var discussion: String { CatalogMessage.englishLocalizer.string(discussionKey) }
  /// The catalog key of ``summary``.
  var summaryKey: String { "repl.help." + name }
  /// The catalog key of ``discussion``.
  var discussionKey: String { "repl.help." + name + ".details" }

  /// The name with its arguments: `show [DATE]`.
  public var synopsis: String { arguments.isEmpty ? name : name + " " + arguments }
}

/// What a command produced: text for people and one JSON object for tools.
public struct CommandResult: Sendable {
  /// Text for the terminal; may be empty.
  public var text: String
  /// The JSON object printed with `--json`.
  public var json: JSONValue
  /// Whether the REPL should stop after this command.
  public var quit = false
  /// Whether the command ran but found problems (a check that failed): its
  /// report is printed, and it counts as a failure for the exit status.
  public var failed = false
  /// Whether the interactive loop should enter picker mode (`pick`).
  public var pickerMode = false

  /// A result from its parts.
  public init(
    text: String, json: JSONValue, quit: Bool = false, failed: Bool = false, pickerMode: Bool = false
  ) {
    self.text = text
    self.json = json
    self.quit = quit
    self.failed = failed
    self.pickerMode = pickerMode
  }
}

/// A command, in the shape of swift-argument-parser: a type with a static
/// description, whose initializer validates the arguments against the session
/// (and changes nothing), and whose `run` does the work.
public protocol REPLCommand: Sendable {
  /// Name, synopsis and help.
  static var spec: CommandSpec { get }
  /// Reads and checks the arguments.
  ///
  /// - Throws: ``REPLError`` or a core error naming what is wrong.
  init(arguments: [String], session: Session) throws
  /// Runs the command; on failure the session must be left as it was.
  func run(in session: inout Session) throws -> CommandResult
  /// Whether the command takes `--json` among its own arguments (`strings check
  /// FILE --json`), printing its JSON object as if the session were in JSON mode.
  static var takesJSONOption: Bool { get }
  /// Whether an error of this command means its input could not be read (the
  /// localization QA commands): `yotei-repl` then exits with 2 rather than 1.
  static var errorsAreInputErrors: Bool { get }
  /// Whether the command's text is sentences and labelled lines (`day`,
  /// `kind`, `workdays`, a region's notes, a month under a confirmation)
  /// that break at spaces to the terminal's width
  /// (``HelpText/fit(_:width:)``: lines that fit are left as they are),
  /// rather than a layout of its own that already fits the width or must not
  /// be broken (month grids, the norms table, QA reports, help).
  static var textIsProse: Bool { get }
}

extension REPLCommand {
  /// Most commands take `--json` only as a global option.
  public static var takesJSONOption: Bool { false }
  /// Most commands' errors are ordinary failures (exit status 1).
  public static var errorsAreInputErrors: Bool { false }
  /// Most commands print sentences and labelled lines.
  public static var textIsProse: Bool { true }
}

extension REPLCommand {
  /// Checks the number of arguments.
  static func expect(_ arguments: [String], _ counts: ClosedRange<Int>) throws(REPLError) {
    guard counts.contains(arguments.count) else { throw argumentCount(arguments.count, expected: counts) }
  }

  /// The usage error for `got` arguments where `expected` are taken.
  static func argumentCount(_ got: Int, expected counts: ClosedRange<Int>) -> REPLError {
    let message =
      counts.lowerBound == counts.upperBound
      ? CatalogMessage(
        "repl.usage.arguments", .integer(counts.lowerBound), .integer(got), .text(spec.synopsis))
      : counts.upperBound == Int.max
        ? CatalogMessage(
          "repl.usage.atLeastArguments", .integer(counts.lowerBound), .integer(got), .text(spec.synopsis))
        : CatalogMessage(
          "repl.usage.argumentRange", .integer(counts.lowerBound), .integer(counts.upperBound), .integer(got),
          .text(spec.synopsis))
    return .usage(command: spec.name, message)
  }

  /// Reads an integer argument, in any script's digits (`۵`), with `-` or
  /// U+2212 `−` before a negative one.
  static func integer(_ text: String, field: String, in range: ClosedRange<Int>) throws(REPLError) -> Int {
    let digits = ShowCommand.asciiDigits(String(text.map { $0 == "\u{2212}" ? "-" : $0 }))
    guard text.count <= 12, let n = Int(digits), range.contains(n) else {
      throw .badArgument(
        command: spec.name, field: field, value: text,
        allowed: CatalogMessage(
          "repl.allowed.wholeNumber", .integer(range.lowerBound), .integer(range.upperBound)))
    }
    return n
  }
}

/// Every command, in the order `help` lists them.
public enum CommandRegistry {
  /// The command types.
  public static let all: [any REPLCommand.Type] = [
    CalendarCommand.self, LocaleCommand.self, ZoneCommand.self, RegionCommand.self, WeekStartCommand.self,
    TodayCommand.self,
    SettingsCommand.self, HelpCommand.self, QuitCommand.self,
    ShowCommand.self, NextCommand.self, PrevCommand.self, GotoCommand.self, YearCommand.self,
    SymbolsCommand.self,
    ModeCommand.self, SelectCommand.self, MoveCommand.self, MinCommand.self, MaxCommand.self,
    DisableCommand.self, BookCommand.self, ClearCommand.self, SelectionCommand.self, PickCommand.self,
    ConvertCommand.self, DayCommand.self, StartOfDayCommand.self, EasterCommand.self,
    KindCommand.self, HolidaysCommand.self, NormsCommand.self, WorkdaysCommand.self, AddWorkdaysCommand.self,
    LoadCommand.self, ExportICSCommand.self, ExportDaysCommand.self,
    FixturesCommand.self, StringsCommand.self,
  ]

  /// Command names, in order.
  public static var names: [String] { all.map { $0.spec.name } }

  /// Other names people type.
  /// Pairs searched in order, not a dictionary: a `[String: String]` literal
  /// has the runtime look `String`'s `Hashable` conformance up in every run.
  static let aliases: [(alias: String, name: String)] = [
    ("exit", "quit"), ("?", "help"), ("previous", "prev"), ("q", "quit"),
  ]

  /// The command type named `name` (or an alias).
  public static func command(named name: String) -> (any REPLCommand.Type)? {
    let lowered = name.lowercased()
    let key = aliases.first { $0.alias == lowered }?.name ?? lowered
    return all.first { $0.spec.name == key }
  }
}
