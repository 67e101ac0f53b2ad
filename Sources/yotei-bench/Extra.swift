/// Scenarios that need modules landing later (time zones, production
/// calendar) register here.
let extraScenarios: [ExtraScenario] = []
