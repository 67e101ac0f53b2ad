import Yotei
import YoteiLocalization

/// Help and usage text, from pure functions so tests can compare it literally.
public enum HelpText {
  /// `yotei-repl --help`.
  public static func usage() -> String {
    """
    USAGE: yotei-repl [options] [SCRIPT]
           yotei-repl [options] -c 'COMMAND; COMMAND'
           COMMANDS | yotei-repl [options]
           yotei-repl [options] fixtures generate --out DIR [--locales L,...] [--calendars C,...]
                      [--strings FILE.xcstrings] [--formats SPEC,...] [--dates FILE] [--json]
           yotei-repl [options] fixtures check DIR [--strings FILE] [--formats SPEC,...] [--dates FILE] [--json]
           yotei-repl [options] strings check [FILE.xcstrings ...] [--languages L,...] [--json]
           yotei-repl [options] strings pseudo FILE.xcstrings --out OUT.xcstrings [--locales en-XA,ar-XB]

    On a terminal, yotei-repl is interactive: line editing, history in
    ~/.yotei_history (or $XDG_STATE_HOME/yotei/history) and tab completion.
    Otherwise it runs the commands of SCRIPT, of -c, or of standard input,
    without a prompt or colour.

    OPTIONS:
      --calendar ID      Session calendar (default: the locale's)
      --locale ID        Locale, a BCP 47 tag such as fa-IR (default: en-US)
      --tz ZONE          Time zone of today and start of day (default: the system's)
      --region CODE      Production-calendar region: RU, IL, IR, US
      --today DATE       Pin today: any DATE the 'today' command takes (persian:1403-01-01,
                         tomorrow); a plain YYYY-MM-DD is ISO (default: today in the zone)
      --week-numbers, -w Grids have a week-number column (as ncal -w)
      --json             One JSON object per command, one per line
      --no-color         No ANSI colours (also when NO_COLOR is set)
      -c COMMANDS        Run these commands, separated by ';'
      --version          Yotei, ICU, CLDR and time-zone data versions
      -h, --help         Show this help

    EXIT STATUS:
      0  every command succeeded
      1  a command failed (the others still ran), or a check found problems
      2  the options were wrong, or strings/fixtures could not read an input

    Type 'help' inside yotei-repl for the commands.
    """
  }

  /// `help`: every command, grouped, in the language of `localizer`
  /// (English by default); the synopses are the commands' English syntax.
  public static func commandList(localizer: Localizer = CatalogMessage.englishLocalizer) -> String {
    // Synopses longer than the column put their summary on the next line.
    let width = 30
    var lines: [String] = []
    for group in CommandGroup.allCases {
      let members = CommandRegistry.all.filter { $0.spec.group == group }
      guard !members.isEmpty else { continue }
      if !lines.isEmpty { lines.append("") }
      lines.append(localizer.string(group.titleKey) + ":")
      for type in members {
        let synopsis = type.spec.synopsis
        let summary = localizer.string(type.spec.summaryKey)
        if synopsis.count > width - 2 {
          lines.append("  " + synopsis)
          lines.append("  " + String(repeating: " ", count: width) + summary)
        } else {
          lines.append("  " + TextWidth.pad(synopsis, to: width) + summary)
        }
      }
    }
    lines.append("")
    for key in ["repl.help.dates", "repl.help.pickerKeys"] {
      lines += wrap(localizer.string(key), width: paragraphWidth, indent: "      ")
    }
    lines.append(localizer.string("repl.help.more"))
    return lines.joined(separator: "\n")
  }

  /// `help COMMAND`, in the language of `localizer` (English by default).
  public static func command(
    _ spec: CommandSpec, localizer: Localizer = CatalogMessage.englishLocalizer
  ) -> String {
    let details = wrap(localizer.string(spec.discussionKey), width: paragraphWidth)
    return localizer.string("repl.help.usage", .text(spec.synopsis)) + "\n\n"
      + localizer.string("repl.help.summarySentence", .text(localizer.string(spec.summaryKey))) + "\n\n"
      + details.joined(separator: "\n")
  }

  /// The width help paragraphs are wrapped to, in terminal columns.
  static let paragraphWidth = 76

  /// `text` broken into lines of at most `width` terminal columns at spaces
  /// (a longer word stands alone); lines after the first start with `indent`.
  static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if !line.isEmpty && TextWidth.columns(candidate) > width {
        lines.append(line)
        line = indent + word
      } else {
        line = candidate
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// `yotei-repl --version`.
  public static func version() -> String {
    """
    yotei-repl \(YoteiVersions.yotei)
    ICU \(YoteiVersions.icu), CLDR \(YoteiVersions.cldr), ICU time-zone data \(YoteiVersions.icuTimeZoneData)
    \(TimeZoneDatabase.system.report)
    """
  }
}
