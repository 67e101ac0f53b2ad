import Yotei
import YoteiProduction

/// Scenarios beyond the core's grids and conversions, in the order they run.
let extraScenarios: [ExtraScenario] =
  [
    ExtraScenario(name: StartOfDayScenario.name) { runStartOfDayScenario(settings: $0) },
    ExtraScenario(
      name: WorkdaysScenario.all[0].name, run: { runWorkdaysScenario(WorkdaysScenario.all[0], settings: $0) }),
    ExtraScenario(
      name: WorkdaysScenario.all[1].name, run: { runWorkdaysScenario(WorkdaysScenario.all[1], settings: $0) },
      finish: { finishWorkdays(&$0) }),
  ]
  + PickerScenario.names.indices.map { i in
    ExtraScenario(name: PickerScenario.names[i]) { PickerScenario.run(i, settings: $0) }
  }
  + PickerTapScenario.names.indices.map { i in
    ExtraScenario(name: PickerTapScenario.names[i]) { PickerTapScenario.run(i, settings: $0) }
  }
  + CalendarSystem.allCases.map { calendar in
    ExtraScenario(name: FirstUseScenario.name(calendar)) { FirstUseScenario.run(calendar, settings: $0) }
  }
  + ProductionCalendar.shippedCodes.map { code in
    ExtraScenario(name: FirstUseRegionScenario.name(code)) { FirstUseRegionScenario.run(code, settings: $0) }
  }
  + ProductionCalendar.shippedCodes.map { code in
    ExtraScenario(name: WorkdaysSpanScenario.name(code)) { WorkdaysSpanScenario.run(code, settings: $0) }
  }
