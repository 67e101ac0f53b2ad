/// Scenarios beyond the core's grids and conversions, in the order they run.
let extraScenarios: [ExtraScenario] = [
  ExtraScenario(name: StartOfDayScenario.name) { runStartOfDayScenario(settings: $0) }
]
