import Foundation
import Testing
import Yotei
import YoteiLocalization
import YoteiProduction

@testable import YoteiREPLKit

@Suite struct HelpTextTests {
  @Test func commandHelpIsLiteral() {
    #expect(
      HelpText.command(ShowCommand.spec) == """
        usage: show [-1|-3] [-A N] [-B N] [-j] [-w] [DATE|YYYY-MM|MONTH [YEAR]]

        Show the month on screen, or the month of DATE.

        Draws the month grid in the session calendar and locale: today, weekends,
        the focus between brackets and the legend. DATE may be YYYY-MM-DD in the
        session calendar, a month code (5784-M05L-10), a calendar prefix
        (hebrew:5784-07-01), an RFC 9557 suffix (2024-03-20[u-ca=gregory]) or
        'today'. -3 shows the months before and after as well (as cal -3);
        --week-numbers (-w) adds a column of week numbers (as ncal -w). A month
        without a day: YYYY-MM, MM YYYY (as cal 3 2026) or its name (march). -1
        shows one month, -A N and -B N that many months after and before, -j the
        days of the year (as ncal -j).
        """)
  }

  @Test func usageStartsWithTheSynopsisAndListsExitCodes() {
    let usage = HelpText.usage()
    #expect(
      usage.hasPrefix(
        """
        USAGE: yotei-repl [options] [SCRIPT]
               yotei-repl [options] -c 'COMMAND; COMMAND'
               COMMANDS | yotei-repl [options]
        """))
    #expect(
      usage.contains(
        """
        EXIT STATUS:
          0  every command succeeded
          1  a command failed (the others still ran), or a check found problems
          2  the options were wrong
        """))
    // --today takes any DATE, and --week-numbers is listed.
    #expect(usage.contains("--today DATE       Pin today: any DATE the 'today' command takes"))
    #expect(usage.contains("--week-numbers, -w Grids have a week-number column (as ncal -w)"))
  }

  /// `--help` is written in `--locale`'s language, else in the
  /// environment's (LC_ALL, then LC_MESSAGES, then LANG); the synopses and
  /// option names stay as typed.
  @Test func usageIsInTheLanguageAskedFor() {
    let english = repl(["--help"], variables: ["LANG": "C.UTF-8"]).stdout
    #expect(english == HelpText.usage())
    #expect(english.contains("  -h, --help         Show this help"))
    for (arguments, variables) in [
      (["--locale", "ru-RU", "--help"], [String: String]()), (["--help"], ["LANG": "ru_RU.UTF-8"]),
      (["--help"], ["LC_MESSAGES": "ru_RU.UTF-8", "LANG": "de_DE.UTF-8"]),
      (["--help"], ["LC_ALL": "ru_RU.UTF-8", "LC_MESSAGES": "en_US.UTF-8"]),
    ] {
      let run = repl(arguments, variables: variables)
      #expect(run.status == 0)
      #expect(run.stdout.hasPrefix("ИСПОЛЬЗОВАНИЕ: yotei-repl [options] [SCRIPT]\n"), "\(run.out)")
      #expect(run.out.contains("ПАРАМЕТРЫ:") && run.out.contains("КОД ВОЗВРАТА:"), "\(run.out)")
      #expect(run.out.contains("  -h, --help         Показать эту справку"), "\(run.out)")
      #expect(!run.stdout.contains("Show this help") && !run.stdout.contains("OPTIONS"))
    }
    for (arguments, variables) in [
      (["--locale", "zh-CN", "--help"], [String: String]()), (["--help"], ["LANG": "zh_CN.UTF-8"]),
    ] {
      let run = repl(arguments, variables: variables)
      #expect(run.stdout.hasPrefix("用法: yotei-repl [options] [SCRIPT]\n      yotei-repl"), "\(run.out)")
      #expect(run.out.contains("选项:") && run.out.contains("  0  所有命令都成功"), "\(run.out)")
      #expect(run.out.contains("  --json             每条命令一个 JSON 对象，每行一个"), "\(run.out)")
      #expect(!run.stdout.contains("Show this help"))
    }
    // --locale wins over the environment.
    #expect(repl(["--locale", "en-US", "--help"], variables: ["LANG": "ru_RU.UTF-8"]).stdout == english)
  }

  @Test func commandListStartsWithTheSettings() {
    // Wide enough for every row: each on one line.
    let wide = HelpText.commandList(width: 200)
    let codes = ProductionCalendar.shippedCodes.joined(separator: ", ")
    #expect(codes.hasPrefix("RU, IL, IR, US, ") && codes.contains("SA"))
    #expect(
      wide.hasPrefix(
        """
        Settings:
          calendar [ID]                 Set the session calendar (gregorian, persian, hebrew, ...), or show it
          locale [ID]                   Set the locale (en-US, fa-IR, he-IL, ru-RU, ar-EG-u-nu-latn, ...), or show it
          tz ZONE                       Set the session time zone (IANA name such as Asia/Tehran, or +03:30)
          region [CODE|none]            Set the production-calendar region (\(codes), or one loaded), or show it
        """))
    #expect(
      wide.contains(
        """
          move day|week|month|year [N] | left|right|up|down|home|end
                                        Move the picker's focus, as the arrow keys do
        """))
    #expect(
      wide.contains(
        """
          pick                          Picker mode: choose days with the arrow keys and Enter
        """))
  }

  /// The list fits the terminal (issue 24: rows of 110 and 203 columns):
  /// a summary breaks between words and goes on under its column, or, when
  /// the column leaves too little room, under its command.
  /// `--help` and `help region` name every region Yotei ships, in each of
  /// the catalog's languages, from the list itself (it never goes stale).
  @Test(arguments: ["en-US", "ru-RU", "he-IL", "fa-IR", "ar-SA", "de-DE", "zh-Hans-CN", "ja-JP", "ko-KR"])
  func regionHelpNamesEveryShippedRegion(locale: String) throws {
    let localizer = try Localizer(locale: CalendarLocale(locale))
    // Unwrapped: a code is never split, but a line break may fall after its comma.
    func flat(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    let usage = flat(HelpText.usage(localizer: localizer))
    let list = flat(HelpText.commandList(localizer: localizer, width: 300))
    let region = flat(HelpText.command(RegionCommand.spec, localizer: localizer, width: 300))
    let codes = ProductionCalendar.shippedCodes.joined(separator: ", ")
    for text in [usage, list, region] {
      #expect(text.contains(codes), "\(locale): \(text)")
      #expect(!text.contains("%@"), "\(locale)")
    }
    #expect(RegionCommand.spec.summary.contains(codes))
  }

  @Test func commandListFitsTheTerminal() {
    #expect(
      HelpText.commandList(width: 80).contains(
        """
          calendar [ID]                 Set the session calendar (gregorian, persian,
                                        hebrew, ...), or show it
        """))
    #expect(
      HelpText.commandList(width: 40).contains(
        """
          calendar [ID]
              Set the session calendar
              (gregorian, persian, hebrew, ...),
              or show it
        """))
    for width in [30, 40, 60, 80] {
      for line in HelpText.commandList(width: width).split(separator: "\n") {
        // Only a Latin word longer than the line may stick out, alone.
        let alone = !line.trimmingCharacters(in: .whitespaces).contains(" ")
        #expect(TextWidth.columns(line) <= width || alone, "\(width): \(line)")
      }
    }
    // In the session language, by display width: Russian at 40 columns.
    let russian = repl(["--locale", "ru-RU", "-c", "help"], variables: ["COLUMNS": "40"]).out
    #expect(russian.allSatisfy { TextWidth.columns($0) <= 40 }, "\(russian.joined(separator: "\n"))")
    #expect(russian.count > 60)
  }

  /// Lines of `day` and `kind` break between words, by display width.
  @Test func dayAndKindFitTheTerminal() {
    for locale in ["ru-RU", "zh-Hans-CN", "ja-JP", "fa-IR"] {
      let run = repl(
        ["--locale", locale, "--region", "RU", "-c", "day gregorian:2026-01-05; kind gregorian:2026-01-05"],
        variables: ["COLUMNS": "40"])
      #expect(run.status == 0)
      for line in run.out {
        #expect(TextWidth.columns(line) <= 40, "\(locale): \(line)")
      }
    }
    // The text of a label goes on under the label's end.
    let kind = repl(
      ["--locale", "ru-RU", "--region", "RU", "-c", "kind 2026-01-05"], variables: ["COLUMNS": "40"]
    )
    .out.map { $0.replacingOccurrences(of: "\u{202F}", with: " ") }
    // 0 ч goes on with its unit.
    #expect(kind.first == "5 янв. 2026 г., RU: Праздничный день,", "\(kind)")
    #expect(kind.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 20)) })
  }

  /// CJK text, which has no spaces, breaks beside its characters; a
  /// Latin word is never cut.
  @Test func cjkRunsBreakBetweenCharacters() {
    #expect(HelpText.fit("日期：二〇二六年一月五日星期一", width: 10) == "日期：二〇\n二六年一月\n五日星期一")
    #expect(
      HelpText.fit("'islamic-umalqura'、'islamic-tbla'", width: 20) == "'islamic-umalqura'、\n'islamic-tbla'")
    #expect(HelpText.fit("a islamic-umalqura", width: 10) == "a\nislamic-umalqura")
  }

  /// `fit` leaves text whose lines have at most `width` bytes as it is
  /// without measuring it: such a line is never wider than its bytes (CJK,
  /// emoji with VS16, Hebrew, combining marks, escapes), and text with a
  /// carriage return is measured.
  @Test func byteShortcutNeverSkipsAWideLine() {
    let samples = [
      "三月", "日期：二〇二六年一月五日星期一", "☀\u{FE0F}", "👍🏽", "e\u{301}", "יום שלישי, ט״ו בכסלו תשפ״ז",
      "\u{1B}[1mbold\u{1B}[0m", "Ｆｕｌｌ", "한국어", "\u{200F}ש", "ᄀ", "abc", "", "\u{FE0F}", "\t\u{7F}",
    ]
    for sample in samples {
      for width in 1...40 {
        for repeated in 1...3 {
          let line = String(repeating: sample, count: repeated)
          if HelpText.fitsByBytes(line, width: width) {
            #expect(TextWidth.columns(YearCommand.stripANSI(line)) <= width, "\(line) \(width)")
          }
        }
      }
    }
    // Every scalar takes at most its UTF-8 bytes; VS16 adds three bytes for one column.
    var wider: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if TextWidth.columns(scalar) > String(scalar).utf8.count { wider.append(value) }
    }
    #expect(wider.isEmpty, "\(wider.prefix(10))")
    // The lines are split where the characters split them, and measured as
    // the sum of their characters.
    for text in ["", "\n", "a\n\nb\n", "a\r\nb\nc", "\n\u{301}x", "日\n\u{1B}[1m月\u{1B}[0m\n"] + samples {
      #expect(HelpText.lines(of: text) == text.split(separator: "\n", omittingEmptySubsequences: false))
      #expect(TextWidth.columns(text) == text.reduce(0) { $0 + TextWidth.columns($1) }, "\(text)")
    }
    #expect(!HelpText.fitsByBytes("a\r\nb", width: 10))
    #expect(HelpText.fitsByBytes("abc\nde", width: 3))
    #expect(!HelpText.fitsByBytes("abcd\nde", width: 3))
  }

  /// CJK text breaks between characters as UAX #14 has it: never before
  /// closing punctuation or a small kana, never after opening punctuation;
  /// Hangul, written with spaces, at its spaces.
  @Test func cjkBreaksKeepPunctuationWithItsText() {
    #expect(HelpText.fit("一二三四，五六。七八（九十）", width: 8) == "一二三\n四，五\n六。七八\n（九十）")
    #expect(HelpText.wrap("ちょっと「テスト」です", width: 6) == ["ちょっ", "と「テ", "スト」", "です"])
    #expect(HelpText.wrap("한국어 달력을 보여 줍니다", width: 12) == ["한국어", "달력을 보여", "줍니다"])
    #expect(
      HelpText.pieces("日历（gregorian）。") == [
        .init(text: "日", spaces: 0), .init(text: "历", spaces: 0),
        .init(text: "（gregorian）。", spaces: 0),
      ])
  }

  /// A line never breaks inside a date, a number with its unit or a
  /// Chinese document number, in any script; it may break beside them.
  @Test func datesNumbersAndDocumentNumbersStayWhole() {
    #expect(
      HelpText.wrap("振替休日 (2026年1月4日から振替) [1]", width: 12)
        == ["振替休日", "(2026年1月4日", "から振替)", "[1]"])
    #expect(HelpText.wrap("2026년 1월 4일에서 옮겨짐", width: 20) == ["2026년 1월 4일에서", "옮겨짐"])
    #expect(
      HelpText.wrap("Transferred from Jan 3, 2026 [1]", width: 14) == [
        "Transferred", "from", "Jan 3, 2026", "[1]",
      ])
    #expect(HelpText.wrap("0 h of a 40-hour week", width: 5) == ["0 h", "of a", "40-hour", "week"])
    #expect(HelpText.wrap("منقول من ۳ ژانویهٔ ۲۰۲۶ است", width: 18) == ["منقول", "من ۳ ژانویهٔ ۲۰۲۶", "است"])
    // A year may end a line: 'from 3 January 2026 to 5 January 2026'.
    #expect(
      HelpText.wrap("from 3 January 2026 to 5 January 2026", width: 20)
        == ["from 3 January 2026", "to 5 January 2026"])
    let notice = "来源：国务院办公厅关于2026年部分节假日安排的通知（国办发明电〔2025〕7号）"
    for width in 26...40 {
      let lines = HelpText.wrap(notice, width: width)
      #expect(lines.joined() == notice)
      #expect(lines.contains { $0.contains("国办发明电〔2025〕7号") }, "\(width): \(lines)")
      #expect(lines.contains { $0.contains("2026年") }, "\(width): \(lines)")
    }
    // A date wider than the whole line breaks between its words.
    #expect(HelpText.wrap("from 3 January 2026", width: 8) == ["from 3", "January", "2026"])
    // The PDI closing a padded label stays on the label's line.
    #expect(
      HelpText.fit(
        "  \u{2068}2026년 3월 1일 (일)  \u{2069}  \u{2068}공휴일\u{2069}  \u{2068}3·1절\u{2069}", width: 24
      )
      .split(separator: "\n").first == "  \u{2068}2026년 3월 1일 (일)\u{2069}")
  }

  /// The production commands, wrapped at 40 columns in every session
  /// language, keep each date whole: every date of the unwrapped output is
  /// on one line of the wrapped one.
  @Test(arguments: ["en-US", "ru-RU", "de-DE", "he-IL", "fa-IR", "ar-SA", "zh-Hans-CN", "ja-JP", "ko-KR"])
  func productionTextKeepsItsDatesWhole(locale: String) throws {
    let commands = "holidays 2026; kind gregorian:2026-01-09; add-workdays gregorian:2040-01-09 5"
    for region in ["RU", "CN", "KR"] {
      let arguments = ["--locale", locale, "--calendar", "gregorian", "--region", region, "-c", commands]
      let whole = repl(arguments, variables: wide).out
      let narrow = repl(arguments, variables: ["COLUMNS": "40"]).out
      let pattern = try Regex(
        #"\d{4}年\d{1,2}月\d{1,2}日|\d{4}년 \d{1,2}월 \d{1,2}일|[A-Z][a-z]{2} \d{1,2}, \d{4}|\d{1,2}\.? \S+ \d{4}"#)
      let dates = whole.flatMap { $0.matches(of: pattern).map { String($0.output[0].substring ?? "") } }
      #expect(dates.count >= 3, "\(locale) \(region): \(whole.prefix(3))")
      for date in Set(dates) {
        let count = whole.reduce(0) { $0 + $1.ranges(of: date).count }
        #expect(narrow.reduce(0) { $0 + $1.ranges(of: date).count } == count, "\(locale) \(region): \(date)")
      }
    }
  }

  /// `help` in Chinese and Japanese fits 40 columns, and no line starts
  /// with closing punctuation.
  @Test(arguments: ["zh-Hans-CN", "ja-JP", "ko-KR"])
  func cjkHelpFitsFortyColumns(locale: String) {
    for command in ["help", "help show", "help convert"] {
      let run = repl(["--locale", locale, "-c", command], variables: ["COLUMNS": "40"])
      #expect(run.status == 0)
      #expect(run.out.count > 3)
      for line in run.out {
        let alone = !line.trimmingCharacters(in: .whitespaces).contains(" ")
        #expect(TextWidth.columns(line) <= 40 || alone, "\(locale) \(command): \(line)")
        let first = line.trimmingCharacters(in: .whitespaces).first
        #expect(first.map { !"，。、：；！？）」』】".contains($0) } ?? true, "\(locale): \(line)")
      }
    }
  }

  @Test func commandListNamesEveryCommandOnce() {
    let list = HelpText.commandList()
    for name in CommandRegistry.names {
      let lines = list.split(separator: "\n").filter { $0.hasPrefix("  \(name) ") || $0 == "  \(name)" }
      #expect(lines.count == 1, "\(name)")
    }
    #expect(list.contains("  convert DATE [CALENDAR]"))
  }

  @Test func helpForAnUnknownCommandSuggests() {
    let run = repl(["-c", "help shwo"])
    #expect(run.status == 1)
    #expect(run.err == ["error: unknown command 'shwo'; did you mean 'show'?"])
  }
}
