import YoteiProduction

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// yotei-bench: Yotei measured side by side with its peers (docs/PERFORMANCE.md).
//
//   swift run -c release yotei-bench [--json] [--repeats N] [--quick] [--cpu-time] [--only PREFIX]... [--export DIR]

func usage(_ problem: String?) -> Never {
  if let problem { printError("yotei-bench: \(problem)") }
  printError(
    """
    usage: yotei-bench [--json] [--repeats N] [--quick] [--cpu-time] [--only PREFIX]... [--export DIR]
      --json        print a JSON array of rows instead of a table
      --repeats N   timed repeats per contender (default 5; reported figures use at least 5)
      --quick       smaller inputs, for a smoke test (figures not for reporting)
      --cpu-time    time the repeats by the thread's CPU time, not the wall clock (a
                    loaded machine's preemptions then weigh on neither side)
      --only P      run only scenarios whose name starts with P (repeatable)
      --profile     run Yotei's side once, without peers or figures (for callgrind)
      --profile-peer P  the same for peer P (foundation, icu-per-cell, day-loop)
      --export DIR  write the inputs scripts/bench_numpy.py needs to DIR
      --report F... merge JSON row files (from --json and the scripts) into one table or array
    """)
  exit(problem == nil ? 0 : 2)
}

func main() {
  var settings = Settings()
  var json = false
  var only: [String] = []
  var reportFiles: [String]?
  var arguments = CommandLine.arguments.dropFirst()
  if arguments.first == FirstUseScenario.flag {
    // A child of the first-use scenarios: nothing else may run first.
    FirstUseScenario.child(arguments.dropFirst().first ?? "")
  }
  if arguments.first == FirstUseRegionScenario.flag {
    FirstUseRegionScenario.child(arguments.dropFirst().first ?? "")
  }
  if arguments.first == FirstUseRegionScenario.callgrindFlag {
    // Load and first kind only, for callgrind's instruction count.
    let code = arguments.dropFirst().first ?? ""
    guard ProductionCalendar.shippedCodes.contains(code) else { usage("no shipped region '\(code)'") }
    blackHole(Int64(code.withCString { regionFirstUse($0) }))
    exit(0)
  }
  while let argument = arguments.popFirst() {
    switch argument {
    case "--json": json = true
    case "--quick": settings.quick = true
    case "--cpu-time": settings.cpuTime = true
    case "--profile": settings.profile = true
    case "--profile-peer":
      guard let name = arguments.popFirst() else { usage("--profile-peer needs a peer name") }
      settings.profile = true
      settings.profileContender = name
    case "--export":
      guard let directory = arguments.popFirst() else { usage("--export needs a directory") }
      settings.exportDirectory = directory
    case "--repeats":
      guard let n = arguments.popFirst().flatMap({ Int($0) }), n >= 1 else {
        usage("--repeats needs a number >= 1")
      }
      settings.repeats = n
    case "--only":
      guard let prefix = arguments.popFirst() else { usage("--only needs a scenario prefix") }
      only.append(prefix)
    case "--report":
      reportFiles = Array(arguments)
      arguments = []
    case "-h", "--help": usage(nil)
    default: usage("unknown argument '\(argument)'")
    }
  }

  if let files = reportFiles {
    report(files: files, json: json)
    return
  }

  func wanted(_ name: String) -> Bool { only.isEmpty || only.contains { name.hasPrefix($0) } }
  func progress(_ name: String) { if !json { printError("running \(name) ...") } }

  var rows: [Row] = []
  for s in GridScenario.all where wanted(s.name) {
    progress(s.name)
    rows += runGridScenario(s, settings: settings)
  }
  for s in ConversionScenario.all where wanted(s.name) {
    progress(s.name)
    rows += runConversionScenario(s, settings: settings)
  }
  for scenario in extraScenarios where wanted(scenario.name) {
    progress(scenario.name)
    rows += scenario.run(settings)
  }
  var footnotes: [String] = []
  for scenario in extraScenarios { footnotes += scenario.finish(&rows) }
  if json {
    print(jsonRows(rows))
  } else {
    print(table(rows, repeats: settings.repeats))
    for line in footnotes { print(line) }
  }
}

main()
