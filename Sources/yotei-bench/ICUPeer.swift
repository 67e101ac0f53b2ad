// The ICU-per-cell peer lives in Sources/CYoteiICU/bench_peer.c. SwiftPM
// builds CYoteiICU's module map around the umbrella header CYoteiICU.h alone,
// so a header of the peer's own would not be visible to Swift; the three
// functions are bound here by symbol name instead. Their parameters are plain
// integers and pointers, which Swift and C pass the same way on x86-64 and
// arm64.

@_silgen_name("yotei_bench_cal_open")
func yotei_bench_cal_open(_ localeWithCalendar: UnsafePointer<CChar>) -> OpaquePointer?

@_silgen_name("yotei_bench_cal_close")
func yotei_bench_cal_close(_ calendar: OpaquePointer?)

@_silgen_name("yotei_bench_icu_grids")
func yotei_bench_icu_grids(
  _ calendar: OpaquePointer, _ firstJdn: Int32, _ count: Int32, _ firstWeekday: Int32
)
  -> Int64
