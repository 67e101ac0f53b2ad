import Foundation
import Testing
import Yotei
import YoteiLocalization

@testable import YoteiREPLKit

/// One language per session: a script that runs every command in a Russian, Hebrew,
/// Persian, Arabic, German, Chinese, Japanese and Korean session must print no English sentence from
/// Yotei's own string catalog and no raw identifier (a day kind such as
/// `transferredDayOff`, a mode, a calendar or numbering-system code, a
/// catalog key, an English region name).
@Suite struct SessionLanguageTests {
  /// The English words of Yotei's catalog (every English string and plural
  /// form), read from the catalog file itself.
  static let catalogEnglish: Set<String> = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Resources/YoteiLocalization/Yotei.xcstrings")
    guard let data = try? Data(contentsOf: url),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let strings = root["strings"] as? [String: Any]
    else { return [] }
    var words = Set<String>()
    func collect(_ value: Any) {
      if let text = value as? String {
        words.formUnion(
          latinWords(
            text.replacingOccurrences(of: #"%(\d+\$)?(lld|@|d)"#, with: " ", options: .regularExpression)))
      } else if let object = value as? [String: Any] {
        for (key, inner) in object where key != "state" { collect(inner) }
      }
    }
    for case let entry as [String: Any] in strings.values {
      if let english = (entry["localizations"] as? [String: Any])?["en"] { collect(english) }
    }
    return words
  }()

  /// Words a localized line may hold in Latin letters: command and option
  /// names (refusals name what to type), key names, standards and data
  /// versions, and the names ICU itself leaves in Latin.
  static let allowed: Set<String> = Set(CommandRegistry.names.flatMap { latinWords($0) }).union(
    // The catalog's language codes (zh-Hans), which strings check names.
    StringCatalog.yotei.languages.flatMap { latinWords($0) }
  ).union(
    // The words commands take (fixtures generate, strings check, move left).
    CommandRegistry.all.flatMap { type in
      type.spec.completions.flatMap { kind -> [String] in
        if case .keyword(let words) = kind { return words }
        return []
      }
    } + ["generate", "check", "pseudo"]
  ).union([
    "enter", "esc", "home", "end", "pgup", "pgdn", "iso", "tz", "icu", "cldr", "code", "region", "utc", "etc",
    // The product, Unix commands and key names help cites.
    "yotei", "repl", "cal", "ncal", "pageup", "pagedown", "ctrl", "icalendar", "tzif",
    // The formats export-days writes (Parquet, JSON Lines) and its `--calendars all`.
    "parquet", "jsonl", "lines", "all",
    // German words spelled as English ones.
    "system", "terminal", "start", "name", "argument", "option", "status", "exit", "shell", "format",
    "tag", "zone", "version", "suffix", "was", "text", "manifest", "pipe", "socket", "china", "standard",
    // CLDR's root era names (ERA0, ERA1) that ICU gives Coptic and Ethiopic
    // dates in languages without their own.
    "era",
    // CLDR's German name of the Korean calendar (Dangi-Kalender).
    "dangi",
    // The German name of Belarus (CLDR's), which help cites for its six-day week.
    "belarus",
  ])

  /// Identifiers that must never reach text output.
  static let rawIdentifiers: Set<String> = {
    var words: Set<String> = [
      "transferreddayoff", "transferredworking", "transferredworkingday", "holiday", "weekend", "working",
      "single", "multiple", "range", "latn", "arab", "arabext", "hebr", "true", "false", "nil", "null",
      "optional", "russia", "israel", "iran", "united", "states",
    ]
    for calendar in [
      "gregorian", "persian", "hebrew", "islamic", "umalqura", "buddhist", "coptic", "ethiopic",
    ] {
      words.insert(calendar)
    }
    return words
  }()

  /// The Latin-letter words of `text`, lowercased.
  static func latinWords(_ text: String) -> [String] {
    // Paths (typed by the user) are not words of the session language.
    let words = text.split(separator: " ").filter { !$0.contains("/") }.joined(separator: " ")
    return words.split { !$0.isLetter }.filter { $0.allSatisfy(\.isASCII) }.map { $0.lowercased() }
      .filter { $0.count >= 3 }
  }

  /// A script that uses every command but help and quit. Dates carry their
  /// calendar, so the same script reads the same days in every session.
  static func script(region: String, year: Int, folder: String) -> String {
    """
    settings; calendar; locale; region \(region); region; tz Europe/Moscow
    week-start monday; week-start auto; today gregorian:2024-03-20
    show; show -3; show --week-numbers gregorian:2024-05-01; next; prev 2; goto gregorian:2024-05-01
    year; symbols; convert gregorian:2024-03-20; convert 2024-03-20[u-ca=persian]
    day gregorian:2024-05-09; start-of-day gregorian:2024-03-20
    mode range; select gregorian:2024-05-02; move day 3; move left; move home; select; selection
    min gregorian:2024-04-01; max gregorian:2024-06-30; disable gregorian:2024-05-20; book gregorian:2024-05-21
    next; prev; max none; min none; clear; mode multiple; select; disable; book gregorian:2024-05-22
    mode single; select gregorian:2024-05-23
    kind gregorian:2024-05-09; kind gregorian:2024-03-20; holidays; norms \(year)
    workdays gregorian:2024-05-01 gregorian:2024-05-31; add-workdays gregorian:2024-05-08 2; add-workdays gregorian:2024-05-08 -2
    # The loaded region is named after the file (R24): user data, not a word.
    export-ics \(year) \(folder)/r24.ics; load \(folder)/r24.ics \(region)
    strings check; fixtures generate --out \(folder)/fixtures --locales de-DE --calendars gregorian; fixtures check \(folder)/fixtures
    pick; select 2024-13-01; shwo
    """
  }

  /// Usage errors (wrong arguments, unknown options and values) and the
  /// production calendar's refusals, one command a line: every one fails.
  static let refusals = [
    "mode", "mode foo", "move sideways", "move day x", "show -4", "show --foo", "next 1 2", "week-start xx",
    "year abc", "min", "convert", "fixtures foo", "fixtures generate", "fixtures generate --out",
    "fixtures generate --out x y", "fixtures generate --bogus 1", "fixtures generate --dates d --out x",
    "fixtures check", "strings nope", "strings check --languages", "strings check --languages ,",
    "strings check --languages r!u", "strings pseudo a b", "strings pseudo a",
    "strings pseudo a --out b --locales xx",
    "strings pseudo a --out b --locales ,", "region XX", "kind gregorian:1900-01-01", "norms 1",
    "workdays gregorian:2024-05-10 gregorian:2024-05-01", "kind 1800-01-01",
    "add-workdays gregorian:2024-05-08 x", "convert -0700-01-01 persian",
  ]

  /// `line` without what is typed as it is: quoted words, command synopses,
  /// options (`-3`, `--week-numbers`), argument names (`DATE`), and tokens
  /// holding digits or inner punctuation (`hebrew:5784-07-01`, `Asia/Tehran`,
  /// `full,long`); bidi marks are dropped first.
  static func withoutTypedTokens(_ line: String) -> String {
    var text = line.replacingOccurrences(
      of: "[\u{200E}\u{200F}\u{2066}-\u{2069}]", with: "", options: .regularExpression)
    text = text.replacingOccurrences(of: "'[^']*'", with: " ", options: .regularExpression)
    for type in CommandRegistry.all { text = text.replacingOccurrences(of: type.spec.synopsis, with: " ") }
    text = text.replacingOccurrences(
      of: "(?<![\\p{L}\\p{N}])-{1,2}[A-Za-z0-9][A-Za-z0-9-]*", with: " ", options: .regularExpression)
    text = text.replacingOccurrences(of: "\\b[A-Z][A-Z0-9_]+\\b", with: " ", options: .regularExpression)
    return text.split(separator: " ").filter { token in
      let inner = token.trimmingCharacters(in: CharacterSet(charactersIn: "()[],.;:!?«»“”„\"؛،"))
      let camelCase = zip(inner, inner.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
      // Locale tags and file names (en-US, yotei-repl, .json, data.gov.ru).
      let core = token.trimmingCharacters(in: CharacterSet(charactersIn: "()[],;:!?«»“”„\"؛،"))
      let tagOrFile =
        core.dropLast(core.hasSuffix(".") ? 1 : 0).contains(".")
        || (inner.contains("-") && inner.allSatisfy(\.isASCII))
      return !camelCase && !tagOrFile && inner.allSatisfy { $0.isLetter || $0 == "-" }
    }.joined(separator: " ")
  }

  /// The English words, raw identifiers and catalog keys in `lines`.
  static func untranslated(_ lines: [String], typedTokens: Bool = false) throws -> [String] {
    let english = Self.catalogEnglish.subtracting(Self.allowed)
    try #require(english.count > 100, "the catalog's English words were read")
    var found: [String] = []
    for line in lines {
      let text = typedTokens ? withoutTypedTokens(line) : line
      for word in Self.latinWords(text) where english.contains(word) || Self.rawIdentifiers.contains(word) {
        found.append("\(word) in: \(line)")
      }
      // A catalog key printed instead of its string.
      for prefix in ["repl.", "legend.", "a11y.", "dayKind."] where line.contains(prefix) {
        found.append("key in: \(line)")
      }
    }
    return found
  }

  /// `help` and every `help COMMAND`, usage errors and production refusals
  /// speak the session language too; what is typed (command and option
  /// names, quoted words, DATE) stays as it is.
  @Test(arguments: ["ru-RU", "he-IL", "fa-IR", "ar-SA", "de-DE", "zh-CN", "ja-JP", "ko-KR"])
  func helpUsageErrorsAndRefusalsInTheSessionLanguage(locale: String) throws {
    let help = repl(
      ["--locale", locale],
      input: (["help"] + CommandRegistry.names.map { "help " + $0 }).joined(separator: "\n"))
    #expect(help.status == 0 && help.err.isEmpty, "\(help.err)")
    #expect(help.out.count > 200)
    let run = repl(
      ["--locale", locale, "--today", "2024-03-20", "--region", "RU"],
      input: Self.refusals.joined(separator: "\n"))
    #expect(run.err.count == Self.refusals.count, "\(run.err)")
    var errors = run.err.map { String($0.dropFirst("error: ".count)) }
    // The options of yotei-repl itself, refused before any command runs.
    for options in [
      ["--calendar", "foo"], ["--bogus"], ["--tz", "Mars/Base"], ["--today", "2024-13-01"],
      ["--region", "XX"],
      ["-c", "show", "-c", "x"], ["a", "b"], ["-c", "show", "x"], ["--today"],
    ] {
      let refused = repl(["--locale", locale] + options)
      #expect(refused.status == 2 && refused.err.count == 2, "\(options): \(refused.err)")
      errors += refused.err.map { String($0.dropFirst("yotei-repl: ".count)) }
    }
    let found = try Self.untranslated(help.out + errors, typedTokens: true)
    #expect(found.isEmpty, "\(found.prefix(30).joined(separator: "\n"))")
  }

  /// Files that cannot be read or written, and files a parser refused, are
  /// reported in the session language: the path, line and column in a
  /// sentence of the catalog, the reason translated when it is a common one
  /// (no such file, a folder, not a regular file); a parser's own detail
  /// (after the JSON field or "not valid JSON") has no translation and stays.
  @Test(arguments: ["ru-RU", "he-IL", "fa-IR", "ar-SA", "de-DE", "zh-CN", "ja-JP", "ko-KR"])
  func fileErrorsInTheSessionLanguage(locale: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yotei-files-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("bad.json").path
    try "{\"code\": \"X\",\n  \"name\": }\n".write(toFile: bad, atomically: true, encoding: .utf8)
    let badCatalog = folder.appendingPathComponent("bad.xcstrings").path
    try "{\"sourceLanguage\": \"en\",\n x}".write(toFile: badCatalog, atomically: true, encoding: .utf8)
    let emptyCatalog = folder.appendingPathComponent("empty.xcstrings").path
    try #"{"sourceLanguage" : "en", "strings" : {}, "version" : "1.0"}"#.write(
      toFile: emptyCatalog, atomically: true, encoding: .utf8)
    let missing = folder.appendingPathComponent("missing").path
    let commands = [
      "load \(missing).json", "load \(folder.path)", "load /dev/null", "load \(bad)",
      "export-ics 2024 \(missing)/x.ics", "export-ics 2024 \(folder.path)", "fixtures check \(missing)",
      "fixtures check \(folder.path) --strings \(missing).xcstrings", "strings check \(missing).xcstrings",
      "strings check \(folder.path)", "strings check \(badCatalog)",
      "fixtures generate --out \(bad)/x --locales de-DE --calendars gregorian",
      "fixtures generate --out /proc/yotei-\(UUID()) --locales de-DE --calendars gregorian",
      "strings pseudo \(emptyCatalog) --out \(missing)/a.xcstrings",
    ]
    let run = repl(["--locale", locale, "--region", "RU"], input: commands.joined(separator: "\n"))
    #expect(run.err.count == commands.count, "\(run.err)")
    let errors = run.err.map { line -> String in
      // A parser's own detail follows the JSON field ($.name) or "not valid JSON".
      var text = String(line.dropFirst("error: ".count))
      for marker in ["$", "not valid JSON"] {
        if let range = text.range(of: marker) { text = String(text[..<range.lowerBound]) }
      }
      return text
    }
    // Writing: a missing folder, a folder that cannot be made, a file in the way.
    #expect(run.err.suffix(3).allSatisfy { !$0.contains("cannot") && !$0.contains("No such") }, "\(run.err)")
    let found = try Self.untranslated(errors, typedTokens: true)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))\n\(run.err.joined(separator: "\n"))")
    // The place of a parser's refusal: line 2, column 11 of bad.json, line 2,
    // column 2 of the catalog, in the locale's digits.
    let numbers = Localizer(locale: try CalendarLocale(locale)).numbers
    #expect(run.err[3].contains(numbers.format(11)) && run.err[3].contains("$.name"), "\(run.err[3])")
    #expect(
      run.err[10].contains(numbers.format(2)) && run.err[10].contains("not valid JSON"), "\(run.err[10])")
    // The system's reasons the tests cannot provoke as root map too.
    var options = Options()
    options.locale = try CalendarLocale(locale)
    let session = Session(options: options, color: false, systemZone: .utc)
    for code in [EACCES, ENOENT, EISDIR, ENOTDIR] {
      let reason = String(cString: strerror(code))
      #expect(session.fileReason(reason) != reason, "\(reason)")
      #expect(try Self.untranslated([session.fileReason(reason)]).isEmpty)
    }
    let tooLarge = "the file is 70000000 bytes; the limit is 67108864 bytes"
    #expect(
      session.fileReason(tooLarge) != tooLarge
        && session.fileReason(tooLarge).contains(numbers.format(67_108_864)))
    #expect(
      try Self.untranslated([session.fileReason("the file is larger than the limit of 67108864 bytes")])
        .isEmpty)
  }

  /// A day before the Persian calendar's first era (701 BCE, about 1322
  /// years before 1 AP in 622 CE) has no text in CLDR: convert refuses it in
  /// the session language, naming the calendar, the Persian date and the ISO
  /// date; JSON keeps the core's English message and kind. The day is
  /// typed as a Gregorian one: the session calendar differs by locale.
  @Test(arguments: ["ru-RU", "he-IL", "fa-IR", "ar-SA", "de-DE", "zh-CN", "ja-JP", "ko-KR"])
  func aDayBeforeTheFirstEraInTheSessionLanguage(locale: String) throws {
    let run = repl(["--locale", locale, "-c", "convert gregorian:-0700-01-01 persian"])
    #expect(run.status == 1 && run.out.isEmpty, "\(run.out)")
    let line = try #require(run.err.count == 1 ? run.err[0] : nil, "\(run.err)")
    let text = line.replacingOccurrences(
      of: "[\u{200E}\u{200F}\u{2066}-\u{2069}]", with: "", options: .regularExpression)
    #expect(!text.contains("the persian date"), "\(line)")
    // 1 January is in Dey (month 10) of the Persian year 622 years below the
    // Gregorian one: -700 - 622.
    #expect(text.contains("-0700-01-01") && text.contains("-1322-10-"), "\(line)")
    let found = try Self.untranslated([String(line.dropFirst("error: ".count))], typedTokens: true)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    let json = repl(["--locale", locale, "--json", "-c", "convert gregorian:-0700-01-01 persian"])
    let error = try #require(try json.objects().first?["error"] as? [String: Any])
    #expect(error["kind"] as? String == "noEraForYear")
    #expect((error["message"] as? String)?.hasPrefix("the persian date -1322-10-") == true, "\(error)")
  }

  @Test(arguments: [
    ("ru-RU", "RU", 2024), ("he-IL", "IL", 2024), ("fa-IR", "IR", 1403), ("ar-SA", "RU", 1445),
    ("de-DE", "RU", 2024), ("zh-CN", "RU", 2024), ("ja-JP", "US", 2024), ("ko-KR", "IL", 2024),
  ])
  func everyLineInTheSessionLanguage(locale: String, region: String, year: Int) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yotei-language-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = repl(
      ["--locale", locale, "--today", "2024-03-20"],
      input: Self.script(region: region, year: year, folder: folder.path))
    // Three refusals, in the session language: 'pick' (picker mode needs a
    // terminal), a month 13 and a mistyped command.
    #expect(run.err.count == 3, "\(run.err)")
    #expect(run.err.first?.hasPrefix("error: pick: ") == true)
    #expect(run.out.count > 300)
    let errors = run.err.map { String($0.dropFirst("error: ".count)) }
    let found = try Self.untranslated(run.out + errors)
    #expect(found.isEmpty, "\(found.prefix(20).joined(separator: "\n"))")
  }
}

/// Chinese, Japanese and Korean sessions speak each community's words for a
/// production calendar (工作日 and 调休, 営業日 and 振替, 근무일 and 대체). The
/// days are Russia's 2024 decree: 9 May is Victory Day; Saturday 2 November
/// is a working day shortened by an hour; May has 20 working days; two working
/// days after 8 May is Tuesday 14 May (9 May a holiday, 10 May a day off moved
/// from 6 January, then the weekend).
@Suite struct CJKSessionTests {
  static let commands = [
    "kind gregorian:2024-05-09", "kind gregorian:2024-11-02",
    "workdays gregorian:2024-05-01 gregorian:2024-05-31", "add-workdays gregorian:2024-05-08 2",
  ].joined(separator: "; ")

  @Test(arguments: [
    (
      "zh-CN",
      [
        "2024年5月9日（RU）：法定假日，每周 40 小时制下 0 小时，胜利日",
        "2024年11月2日（RU）：调休上班日，缩短工作日，每周 40 小时制下 7 小时",
        "2024年5月1日至2024年5月31日在 RU 共 20 个工作日",
        "2024年5月8日之后 2 个工作日：2024年5月14日星期二（RU）",
      ]
    ),
    (
      "ja-JP",
      [
        "2024年5月9日（RU）：祝日、週40時間制で0時間、戦勝記念日",
        "2024年11月2日（RU）：振替出勤日、短縮営業日、週40時間制で7時間",
        "2024年5月1日～2024年5月31日（RU）：20営業日",
        "2024年5月8日の2営業日後：2024年5月14日火曜日（RU）",
      ]
    ),
    (
      "ko-KR",
      [
        "2024년 5월 9일(RU): 공휴일, 주 40시간 기준 0시간, 승리의 날",
        "2024년 11월 2일(RU): 대체 근무일, 단축 근무일, 주 40시간 기준 7시간",
        "2024년 5월 1일~2024년 5월 31일(RU): 근무일 20일",
        "2024년 5월 8일 이후 근무일 2일: 2024년 5월 14일 화요일(RU)",
      ]
    ),
  ])
  func productionDaysInTheSessionLanguage(locale: String, expected: [String]) {
    let run = repl(["--locale", locale, "--region", "RU", "-c", Self.commands])
    #expect(run.status == 0 && run.err.isEmpty, "\(run.err)")
    #expect(run.out == expected)
  }

  /// A CJK date runs into the words around it, with no space on either side
  /// (2024年1月6日から振替, 由2024年1月6日调来), while Korean, which is
  /// written with spaces, keeps them: RU's 10 May 2024 is the day off moved
  /// from Saturday 6 January.
  @Test(arguments: [
    ("ja-JP", "2024年1月6日から振替"), ("zh-CN", "由2024年1月6日调来"), ("ko-KR", "2024년 1월 6일에서 옮겨짐"),
  ])
  func aTransferNamesItsCJKDateWithoutSpaces(locale: String, transfer: String) {
    let run = repl(
      ["--locale", locale, "--region", "RU", "-c", "kind gregorian:2024-05-10; holidays 2024"],
      variables: wide)
    #expect(run.status == 0 && run.err.isEmpty, "\(run.err)")
    #expect(run.out.first?.hasSuffix(transfer) == true, "\(run.out.first ?? "")")
    #expect(run.out.contains { $0.contains("(" + transfer + ")") }, "\(run.out)")
  }

  /// A day past its month's end is refused as a reader says it: the DATE as
  /// typed, the month by its name in the session calendar and language, and
  /// its days (February 2026 has 28; Adar I 5784 30; Chinese leap month 6 of
  /// 2025, 闰六月, 29; Esfand 1405 29), never "month M02 (ordinal 2)".
  @Test(arguments: [
    (
      "en-US", "gregorian", "kind 2026-02-30",
      "error: '2026-02-30' does not exist: February 2026 has days 1 to 28"
    ),
    (
      "ru-RU", "gregorian", "kind 2026-02-30",
      "error: '2026-02-30' не существует: февраль 2026\u{202F}г. — дни с 1 по 28"
    ),
    (
      "de-DE", "gregorian", "kind 2026-02-30",
      "error: '2026-02-30' gibt es nicht: Februar 2026 hat die Tage 1 bis 28"
    ),
    ("ja-JP", "gregorian", "kind 2026-02-30", "error: '2026-02-30' は存在しません。2026年2月は1日から28日までです"),
    ("zh-CN", "chinese", "kind 2025-M06L-30", "error: '2025-M06L-30' 不存在：2025乙巳年闰六月只有1日至29日"),
    (
      "en-US", "hebrew", "kind 5784-M05L-31",
      "error: '5784-M05L-31' does not exist: Adar I 5784 has days 1 to 30"
    ),
    (
      "fa-IR", "persian", "kind ۱۴۰۵-۱۲-۳۰",
      "error: '۱۴۰۵-۱۲-۳۰' وجود ندارد: ۱۴۰۵ اسفند روزهای ۱ تا ۲۹ را دارد"
    ),
  ])
  func aDayPastItsMonthsEndNamesTheMonth(locale: String, calendar: String, command: String, expected: String)
  {
    let run = repl(
      ["--locale", locale, "--calendar", calendar, "--region", "IR", "-c", command], variables: wide)
    #expect(run.status != 0)
    #expect(run.err == [expected])
  }

  /// A refused DATE echoes its digits in the script they were typed in, and
  /// the allowed range in the session's digits (the core reads ۱۳ as 13).
  @Test func aPersianDateIsEchoedInPersianDigits() {
    let run = repl(
      ["--locale", "fa-IR", "--region", "IR", "-c", "kind ۱۴۰۵-۱۳-۰۱; kind ۱۴۰۵-۰۱-۰۱x"], variables: wide)
    #expect(run.err.count == 2)
    #expect(run.err.first == "error: ماه ۱۳ خارج از بازه است (مجاز: ۱...۱۲)")
    #expect(run.err.last?.contains("۰۱x") == true, "\(run.err)")
    #expect(!run.err.joined().contains("13") && !run.err.joined().contains("01x"))
  }

  /// zh, zh-CN, zh-SG and zh-Hans-* are served by the Simplified Chinese
  /// strings (CLDR's likely script is Hans); zh-TW and zh-HK (Hant) are not,
  /// and fall back to English rather than to the other script.
  @Test(arguments: [
    ("zh", "法定假日"), ("zh-CN", "法定假日"), ("zh-SG", "法定假日"), ("zh-Hans-HK", "法定假日"),
    ("zh-TW", "Public holiday"), ("zh-HK", "Public holiday"), ("ja-JP", "祝日"), ("ja", "祝日"),
    ("ko-KR", "공휴일"), ("ko", "공휴일"),
  ])
  func theSessionPicksTheCatalogLanguage(locale: String, holiday: String) {
    let run = repl(["--locale", locale, "--region", "RU", "-c", "kind gregorian:2024-05-09"])
    #expect(run.status == 0 && run.err.isEmpty, "\(run.err)")
    #expect(run.out.first?.contains(holiday) == true, "\(run.out)")
  }

  /// A session whose language the catalog has no text for (zh-TW, zh-HK:
  /// Traditional Chinese, which never gets the Simplified strings; fr-FR)
  /// says why its messages are in English, naming the catalog's languages:
  /// at the interactive start, after `locale`, atop `--help`; `settings`
  /// names the message language.
  @Test(arguments: [("zh-TW", "en"), ("zh-HK", "en"), ("fr-FR", "en"), ("zh-CN", "zh-Hans"), ("ru-RU", "ru")])
  func aLanguageWithoutTextIsSaidSo(locale: String, messages: String) throws {
    let note = "Messages are in English: yotei-repl has no \(locale) text yet"
    let languages = "(its languages: en, ar, de, fa, he, ja, ko, ru, zh-Hans)"
    let json = try repl(["--json", "--locale", locale, "-c", "settings"]).object()
    #expect(json["messageLanguage"] as? String == messages)
    let switched = repl(["-c", "locale \(locale)"], variables: wide)
    #expect(switched.status == 0)
    let help = repl(["--locale", locale, "--help"])
    if messages == "en" {
      #expect(switched.out.contains { $0.hasPrefix(note) && $0.contains(languages) }, "\(switched.out)")
      #expect(help.out.first?.hasPrefix(note) == true, "\(help.out.prefix(3))")
    } else {
      #expect(!switched.out.contains { $0.contains("Messages are in English") })
      #expect(!help.out.contains { $0.contains("Messages are in English") })
    }
    #expect(!repl(["-c", "locale en-GB"]).out.contains { $0.contains("Messages are in English") })
  }

  /// `strings check` of Yotei's own catalog, in a Japanese session: every key
  /// in all nine languages, none missing.
  @Test func stringsCheckReportsNineCompleteLanguages() throws {
    let keys = StringCatalog.yotei.keys.count
    let run = repl(["--locale", "ja-JP", "-c", "strings check"])
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.suffix(2) == ["\(keys)個のキーを9言語で確認しました", "9言語に問題はありません"])
    let json = try repl(["--json", "strings", "check"]).object()
    #expect(
      json["languages"] as? [String] == ["en", "ar", "de", "fa", "he", "ja", "ko", "ru", "zh-Hans"])
    #expect(json["ok"] as? Bool == true)
  }

  /// A calendar CLDR has no name for in the session language takes the
  /// catalog's (CLDR 42 names islamic-tbla in Chinese and Japanese, not in
  /// Korean); it never shows as its identifier.
  @Test func aCalendarCLDRDoesNotNameTakesTheCatalogName() {
    let korean = repl(["--locale", "ko-KR", "-c", "day gregorian:2024-05-09"])
    #expect(korean.out.contains { $0.contains("이슬람력(표 방식, 천문 기원)") }, "\(korean.out)")
    #expect(!korean.out.contains { $0.contains("islamic-tbla") }, "\(korean.out)")
    let chinese = repl(["--locale", "zh-CN", "-c", "day gregorian:2024-05-09"])
    #expect(chinese.out.contains { $0.contains("伊斯兰天文历") }, "\(chinese.out)")
  }
}

extension CJKSessionTests {
  /// `help COMMAND` ends the command's summary with the language's full
  /// stop: 。 in Chinese and Japanese, . in Korean and English.
  @Test(arguments: [
    ("zh-CN", "显示当前月份，或 DATE 所在月份。"), ("ja-JP", "表示中の月、または DATE の月を表示。"),
    ("ko-KR", "화면의 달 또는 DATE가 있는 달을 표시."), ("en-US", "Show the month on screen, or the month of DATE."),
  ])
  func helpEndsTheSummaryWithTheLanguagesFullStop(locale: String, summary: String) {
    let run = repl(["--locale", locale, "-c", "help show"])
    #expect(run.status == 0 && run.err.isEmpty, "\(run.err)")
    #expect(run.out.count > 2 && run.out[2] == summary, "\(run.out)")
  }
}

extension CJKSessionTests {
  /// A region's notes (said once, when the region is set) are read in the
  /// session language as catalog strings are: zh-SG finds the zh-Hans text.
  @Test(arguments: [
    ("zh-SG", "不含 2003 年以前的以色列议会选举日。"), ("ja-JP", "2003年より前のクネセト選挙日は含まれていません。"),
    ("ko-KR", "2003년 이전의 크네세트 선거일은 포함되어 있지 않습니다."),
    ("zh-TW", "Knesset election days before 2003 are not listed."),
  ])
  func regionNotesInTheSessionLanguage(locale: String, note: String) {
    let run = repl(["--locale", locale, "-c", "region IL"])
    #expect(run.status == 0 && run.err.isEmpty, "\(run.err)")
    #expect(run.out.contains("  " + note), "\(run.out)")
  }
}
