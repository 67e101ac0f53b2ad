// Benchmark peers for yotei-bench: plain C loops that ask ICU directly.
//
// Plain C types and opaque handles only (see CYoteiICU.h for why). Nothing in
// Yotei itself uses these functions.
#ifndef CYOTEI_BENCH_PEER_H
#define CYOTEI_BENCH_PEER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU calendar in UTC, proleptic for Gregorian-based calendars.
typedef struct YoteiBenchCalendar YoteiBenchCalendar;

/// Opens a calendar for `localeWithCalendar` ("en@calendar=persian"), or NULL.
YoteiBenchCalendar *yotei_bench_cal_open(const char *localeWithCalendar);
void yotei_bench_cal_close(YoteiBenchCalendar *cal);

/// Builds `count` consecutive six-week month grids the way a plain C program
/// would with ICU: for the first day of each month, ICU gives the weekday and
/// month; then for each of the 42 cells ICU is asked the day of the month and
/// the month of that cell's day. The next month starts after the last cell of
/// this month. `firstJdn` is the Julian Day Number of the first day of the
/// first month, `firstWeekday` the ISO weekday (1 = Monday) of the first
/// column. Returns a checksum over every cell: the sum over cells i (0...41)
/// of (i + 1) * (dayOfMonth * 4 + position), position 0 = previous month,
/// 1 = this month, 2 = next month; plus the first day of each month.
int64_t yotei_bench_icu_grids(YoteiBenchCalendar *cal, int32_t firstJdn, int32_t count,
                              int32_t firstWeekday);

#ifdef __cplusplus
}
#endif

#endif
