import Yotei
import YoteiProduction

/// The command-line options of `yotei-repl`, read and checked before any
/// command runs.
///
/// ```text
/// yotei-repl [options] [SCRIPT]
/// yotei-repl [options] -c 'CMD; CMD'
/// ```
public struct Options: Equatable, Sendable {
  /// `--calendar ID`.
  public var calendar: CalendarSystem?
  /// `--locale ID`.
  public var locale: CalendarLocale?
  /// `--tz ZONE`.
  public var zone: Zone?
  /// `--region CODE`.
  public var region: String?
  /// `--today DATE`: the day, when DATE names one.
  public var today: Day?
  /// `--today tomorrow` (1), `today` (0), `yesterday` (-1): relative to the clock.
  public var todayOffset: Int?
  /// `--week-numbers`: grids have a week-number column.
  public var weekNumbers = false
  /// `--json`.
  public var json = false
  /// `--no-color`.
  public var noColor = false
  /// `-c 'CMD; CMD'`.
  public var commands: String?
  /// A script file to run.
  public var script: String?
  /// A command run straight from the shell (`yotei-repl fixtures check DIR`):
  /// its words, the command name first.
  public var shellCommand: [String]?
  /// `--help` or `-h`.
  public var help = false
  /// `--version`.
  public var version = false

  /// Options with nothing set.
  public init() {}

  /// Reads `arguments` (without the program name).
  ///
  /// - Throws: ``OptionError`` for an unknown option, a missing or invalid
  ///   value, or more than one source of commands. The caller exits with 2.
  public init(parsing arguments: [String]) throws(OptionError) {
    var index = 0
    func value(for option: String, inline: String?) throws(OptionError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count else {
        throw OptionError(
          "option \(option) needs a value", text: CatalogMessage("repl.usage.needsValue", .text(option)))
      }
      return arguments[index]
    }
    var positional: [String] = []
    var onlyPositional = false
    var todayText: String?
    while index < arguments.count {
      let argument = arguments[index]
      if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
        if positional.isEmpty && Options.shellCommands.contains(argument) {
          shellCommand = Array(arguments[index...])
          break
        }
        positional.append(argument)
        index += 1
        continue
      }
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
        name = String(argument[..<eq])
        inline = String(argument[argument.index(after: eq)...])
      }
      switch name {
      case "--":
        onlyPositional = true
      case "--calendar":
        let text = try value(for: name, inline: inline)
        do {
          calendar = try CalendarSystem(identifier: text)
        } catch {
          throw OptionError("--calendar: \(error.message)", option: "--calendar", cause: .calendar(error))
        }
      case "--locale":
        let text = try value(for: name, inline: inline)
        do {
          locale = try CalendarLocale(text)
        } catch {
          throw OptionError("--locale: \(error.description)")
        }
      case "--tz":
        let text = try value(for: name, inline: inline)
        do {
          zone = try TimeZoneDatabase.system.zone(text)
        } catch {
          throw OptionError("--tz: \(error.description)", option: "--tz", cause: .zone(error))
        }
      case "--region":
        let text = try value(for: name, inline: inline)
        do {
          _ = try ProductionCalendar.shipped(text)
        } catch {
          throw OptionError(
            "--region: \(error.description); shipped: \(ProductionCalendar.shippedCodes.joined(separator: ", "))",
            option: "--region", cause: .production(error))
        }
        region = text
      case "--today":
        todayText = try value(for: name, inline: inline)
      case "--week-numbers", "-w":
        weekNumbers = true
      case "--json":
        json = true
      case "--no-color", "--no-colour":
        noColor = true
      case "-c", "--command":
        guard commands == nil else {
          throw OptionError(
            "-c can be given only once", text: CatalogMessage("repl.option.once", .text("-c")))
        }
        commands = try value(for: name, inline: inline)
      case "-h", "--help":
        help = true
      case "--version":
        version = true
      default:
        let known = Options.names
        let close = Suggestions.closest(to: name, in: known)
        let hint = close.isEmpty ? "" : "; did you mean " + close.joined(separator: " or ") + "?"
        throw OptionError(
          "unknown option '\(argument)'\(hint)",
          text: CatalogMessage("repl.option.unknown", .text(echo(argument))), suggestions: close)
      }
      index += 1
    }
    if let todayText {
      // Any DATE the `today` command takes, read in the session calendar.
      switch todayText.lowercased() {
      case "today": todayOffset = 0
      case "tomorrow": todayOffset = 1
      case "yesterday": todayOffset = -1
      default:
        // A plain YYYY-MM-DD stays ISO, as it always was; everything else
        // (persian:1403-01-01, 5784-M05L-10 with --calendar hebrew, an RFC
        // 9557 suffix) is read as the `today` command reads it.
        if let day = Day(isoString: todayText) {
          today = day
          break
        }
        let sessionCalendar = calendar ?? (locale ?? CalendarLocale.english).defaultCalendar
        do {
          today = try CalendarDate(parsing: todayText, calendar: sessionCalendar).dayNumber
        } catch {
          let error = Session.refusal(error, reading: todayText, in: sessionCalendar)
          throw OptionError("--today: \(error.message)", option: "--today", cause: .calendar(error))
        }
      }
    }
    if positional.count > 1 {
      throw OptionError(
        "expected at most one script file, got \(positional.count): \(positional.joined(separator: " "))",
        text: CatalogMessage(
          "repl.option.scripts", .integer(positional.count), .text(echo(positional.joined(separator: " ")))))
    }
    script = positional.first
    if script != nil && commands != nil {
      throw OptionError(
        "give either -c 'COMMANDS' or a SCRIPT file, not both",
        text: CatalogMessage("repl.option.either", .text("-c 'COMMANDS'"), .text("SCRIPT")))
    }
    if let shellCommand, commands != nil {
      throw OptionError(
        "give either -c 'COMMANDS' or the command '\(shellCommand[0])', not both",
        text: CatalogMessage("repl.option.either", .text("-c 'COMMANDS'"), .text(shellCommand[0])))
    }
  }

  /// Commands that also run straight from the shell.
  static let shellCommands: Set<String> = ["fixtures", "strings", "export-days"]

  /// Every option name, for suggestions.
  static let names = [
    "--calendar", "--locale", "--tz", "--region", "--today", "--json", "--no-color", "--week-numbers", "-c",
    "--command",
    "--help",
    "--version",
  ]
}

/// A command-line option was refused; `yotei-repl` prints the message and
/// exits with status 2.
///
/// When `--locale` names a locale, the message is printed in its language:
/// from `text`, or from `cause` after the option's name.
public struct OptionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The error a value of an option caused.
  public enum Cause: Equatable, Sendable {
    case calendar(CalendarError)
    case zone(ZoneError)
    case production(ProductionError)
  }

  /// A sentence for people, in English.
  public var message: String
  /// The same sentence from the string catalog, when it is not a `cause`'s.
  public var text: CatalogMessage?
  /// The option whose value was refused (`--calendar`).
  public var option: String?
  /// Why its value was refused.
  public var cause: Cause?
  /// Options with a name close to an unknown one.
  public var suggestions: [String]

  /// An option error saying `message` (and `text` in the session language).
  public init(
    _ message: String, text: CatalogMessage? = nil, option: String? = nil, cause: Cause? = nil,
    suggestions: [String] = []
  ) {
    self.message = message
    self.text = text
    self.option = option
    self.cause = cause
    self.suggestions = suggestions
  }

  public var description: String { message }
}
