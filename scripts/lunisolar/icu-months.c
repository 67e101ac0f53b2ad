// Prints every month ICU's own calendar gives between two Julian day numbers,
// one line per month: "<first JDN> <extended year> <month slot> <is leap> <length>".
// Used by scripts/lunisolar.py collect to list where ICU 72 differs from the
// published tables. Run it once per calendar, in its own process: ICU 72
// shares one new-year cache between Chinese and Dangi (ICU-9972).
//   cc -o icu-months icu-months.c -licui18n -licuuc && ./icu-months chinese 2415021 2488069
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ucal.h>

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: icu-months <calendar> <first JDN> <last JDN>\n");
    return 2;
  }
  char locale[64];
  snprintf(locale, sizeof locale, "en@calendar=%s", argv[1]);
  UErrorCode err = U_ZERO_ERROR;
  static const UChar utc[] = {'U', 'T', 'C', 0};
  UCalendar *cal = ucal_open(utc, 3, locale, UCAL_DEFAULT, &err);
  if (U_FAILURE(err)) {
    fprintf(stderr, "icu-months: %s\n", u_errorName(err));
    return 1;
  }
  long first = atol(argv[2]), last = atol(argv[3]);
  for (long jdn = first; jdn <= last; jdn++) {
    ucal_setMillis(cal, ((double)jdn - 2440588.0) * 86400000.0 + 43200000.0, &err);
    if (ucal_get(cal, UCAL_DAY_OF_MONTH, &err) != 1) continue;
    int year = ucal_get(cal, UCAL_EXTENDED_YEAR, &err);
    int month = ucal_get(cal, UCAL_MONTH, &err);
    int leap = ucal_get(cal, UCAL_IS_LEAP_MONTH, &err);
    int length = ucal_getLimit(cal, UCAL_DAY_OF_MONTH, UCAL_ACTUAL_MAXIMUM, &err);
    if (U_FAILURE(err)) {
      fprintf(stderr, "icu-months: %s at JDN %ld\n", u_errorName(err), jdn);
      return 1;
    }
    printf("%ld %d %d %d %d\n", jdn, year, month, leap, length);
  }
  ucal_close(cal);
  return 0;
}
