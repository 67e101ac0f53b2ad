import Yotei

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
      --today DATE       Pin today to an ISO date YYYY-MM-DD (default: today in the zone)
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

  /// `help`: every command, grouped.
  public static func commandList() -> String {
    // Synopses longer than the column put their summary on the next line.
    let width = 30
    var lines: [String] = []
    for group in CommandGroup.allCases {
      let members = CommandRegistry.all.filter { $0.spec.group == group }
      guard !members.isEmpty else { continue }
      if !lines.isEmpty { lines.append("") }
      lines.append(group.rawValue + ":")
      for type in members {
        let synopsis = type.spec.synopsis
        if synopsis.count > width - 2 {
          lines.append("  " + synopsis)
          lines.append("  " + String(repeating: " ", count: width) + type.spec.summary)
        } else {
          lines.append("  " + TextWidth.pad(synopsis, to: width) + type.spec.summary)
        }
      }
    }
    lines.append("")
    lines.append("DATE: YYYY-MM-DD in the session calendar, 5784-M05L-10, hebrew:5784-07-01,")
    lines.append("      2024-03-20[u-ca=gregory], or today. Separate commands with ';'.")
    lines.append("Picker mode (pick): arrow keys move the focus, PageUp/PageDown change month,")
    lines.append("      Home/End go to the ends of the week, Enter selects, Esc goes back.")
    lines.append("Type 'help COMMAND' for details.")
    return lines.joined(separator: "\n")
  }

  /// `help COMMAND`.
  public static func command(_ spec: CommandSpec) -> String {
    "usage: \(spec.synopsis)\n\n\(spec.summary).\n\n\(spec.discussion)"
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
