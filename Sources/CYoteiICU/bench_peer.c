// Benchmark peer for yotei-bench: month grids built by asking ICU for every
// cell. Nothing in Yotei uses it.
//
// There is no header in include/: SwiftPM builds CYoteiICU's module around the
// umbrella header CYoteiICU.h alone, so a second public header would not reach
// Swift and would make clang warn ("umbrella header does not include") in every
// module that imports CYoteiICU. yotei-bench binds these three functions by
// symbol name (Sources/yotei-bench/ICUPeer.swift); their parameters are plain
// integers and pointers.
#include <stdint.h>
#include <stdlib.h>
#include <unicode/ucal.h>

typedef struct YoteiBenchCalendar YoteiBenchCalendar;

/// Opens a calendar for `localeWithCalendar` ("en@calendar=persian") in UTC,
/// proleptic for Gregorian-based calendars, or returns NULL.
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
/// 1 = this month, 2 = next month; plus the first day of each month; or -1 if
/// ICU reports an error.
int64_t yotei_bench_icu_grids(YoteiBenchCalendar *cal, int32_t firstJdn, int32_t count,
                              int32_t firstWeekday);

struct YoteiBenchCalendar {
  UCalendar *cal;
};

static const double kMillisPerDay = 86400000.0;
static const int32_t kEpochJDN = 2440588;  // 1970-01-01

YoteiBenchCalendar *yotei_bench_cal_open(const char *locale) {
  UErrorCode err = U_ZERO_ERROR;
  static const UChar utc[] = {'U', 'T', 'C', 0};
  UCalendar *cal = ucal_open(utc, 3, locale, UCAL_DEFAULT, &err);
  if (U_FAILURE(err)) return NULL;
  UErrorCode ignored = U_ZERO_ERROR;
  ucal_setGregorianChange(cal, -8.64e15, &ignored);
  YoteiBenchCalendar *result = (YoteiBenchCalendar *)malloc(sizeof(YoteiBenchCalendar));
  if (!result) {
    ucal_close(cal);
    return NULL;
  }
  result->cal = cal;
  return result;
}

void yotei_bench_cal_close(YoteiBenchCalendar *cal) {
  if (cal) {
    ucal_close(cal->cal);
    free(cal);
  }
}

static void set_day(UCalendar *cal, int32_t jdn, UErrorCode *err) {
  ucal_setMillis(cal, ((double)jdn - kEpochJDN) * kMillisPerDay + kMillisPerDay / 2, err);
}

int64_t yotei_bench_icu_grids(YoteiBenchCalendar *c, int32_t firstJdn, int32_t count,
                              int32_t firstWeekday) {
  UCalendar *cal = c->cal;
  int64_t checksum = 0;
  int32_t first = firstJdn;
  for (int32_t g = 0; g < count; g++) {
    UErrorCode err = U_ZERO_ERROR;
    set_day(cal, first, &err);
    int32_t month = ucal_get(cal, UCAL_MONTH, &err);
    int32_t icuWeekday = ucal_get(cal, UCAL_DAY_OF_WEEK, &err);  // 1 = Sunday
    int32_t isoWeekday = icuWeekday == 1 ? 7 : icuWeekday - 1;
    int32_t lead = ((isoWeekday - firstWeekday) % 7 + 7) % 7;
    int32_t start = first - lead;
    int32_t inMonth = 0;
    for (int32_t i = 0; i < 42; i++) {
      set_day(cal, start + i, &err);
      int32_t dayOfMonth = ucal_get(cal, UCAL_DATE, &err);
      int32_t cellMonth = ucal_get(cal, UCAL_MONTH, &err);
      int32_t position = i < lead ? 0 : (cellMonth == month ? 1 : 2);
      if (position == 1) inMonth++;
      checksum += (int64_t)(i + 1) * (dayOfMonth * 4 + position);
    }
    if (U_FAILURE(err)) return -1;
    checksum += first;
    first += inMonth;
  }
  return checksum;
}
