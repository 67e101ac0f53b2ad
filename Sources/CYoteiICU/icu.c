// ICU stays in this file: Swift sees only CYoteiICU.h.
#include "CYoteiICU.h"
#include "proleptic.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ucal.h>
#include <unicode/ucnv.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/ufieldpositer.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>
#include <unicode/upluralrules.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

struct YoteiCalendar {
  UCalendar *cal;
};

static const UChar kUTC[] = {'U', 'T', 'C', 0};
static const double kMillisPerDay = 86400000.0;
static const int32_t kEpochJDN = 2440588; // 1970-01-01

// The one rule for a string written into a caller's buffer (CYoteiICU.h):
// it fits when it and its terminating NUL do, that is when its length `n` is
// less than `capacity`. A string that fits is written with its NUL and `n`
// returned; one that does not (an exact fit included) writes nothing of
// its own and returns -U_BUFFER_OVERFLOW_ERROR, so the Swift side
// (ICU.utf16, ICU.string) retries with a larger buffer and never reads
// past the end.
static int fits(int32_t n, int32_t capacity) { return n >= 0 && n < capacity; }

// Every function that lets ICU write into a caller's buffer ends here: a
// warning such as U_STRING_NOT_TERMINATED_WARNING is not a U_FAILURE, but
// the result filled the buffer without its NUL, which the rule calls an
// overflow.
static int32_t finish(int32_t n, UErrorCode err, int32_t capacity) {
  if (err == U_BUFFER_OVERFLOW_ERROR || err == U_STRING_NOT_TERMINATED_WARNING) return -U_BUFFER_OVERFLOW_ERROR;
  if (U_FAILURE(err)) return -err;
  return fits(n, capacity) ? n : -U_BUFFER_OVERFLOW_ERROR;
}

// Copies the `n` chars of `s` into `buffer` by the rule.
static int32_t copy_out(const char *s, int32_t n, char *buffer, int32_t capacity) {
  if (!fits(n, capacity)) return -U_BUFFER_OVERFLOW_ERROR;
  memcpy(buffer, s, (size_t)n);
  buffer[n] = 0;
  return n;
}

// Copies the `n` UTF-16 units of `s` (CLDR data: not terminated) into
// `buffer` by the rule.
static int32_t copy_uchars(const UChar *s, int32_t n, uint16_t *buffer, int32_t capacity) {
  if (!fits(n, capacity)) return -U_BUFFER_OVERFLOW_ERROR;
  memcpy(buffer, s, (size_t)n * sizeof(UChar));
  buffer[n] = 0;
  return n;
}

// Copies the `n` UTF-16 units of `s`, invariant characters only (ICU's
// keywords and ids), into the char `buffer` by the rule.
static int32_t copy_invariant(const UChar *s, int32_t n, char *buffer, int32_t capacity) {
  if (!fits(n, capacity)) return -U_BUFFER_OVERFLOW_ERROR;
  u_UCharsToChars(s, buffer, n);
  buffer[n] = 0;
  return n;
}

YoteiCalendar *yotei_cal_open(const char *locale, int32_t *status) {
  UErrorCode err = U_ZERO_ERROR;
  UCalendar *cal = ucal_open(kUTC, 3, locale, UCAL_DEFAULT, &err);
  if (U_FAILURE(err)) {
    *status = err;
    return NULL;
  }
  // Gregorian-based calendars switch to Julian before 1582 unless told not to.
  yotei_make_proleptic(cal);
  ucal_setAttribute(cal, UCAL_LENIENT, 1);
  YoteiCalendar *result = (YoteiCalendar *)malloc(sizeof(YoteiCalendar));
  if (!result) {
    ucal_close(cal);
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  result->cal = cal;
  *status = U_ZERO_ERROR;
  return result;
}

void yotei_cal_close(YoteiCalendar *cal) {
  if (cal) {
    ucal_close(cal->cal);
    free(cal);
  }
}

int32_t yotei_cal_fields(YoteiCalendar *c, int32_t jdn, YoteiDayFields *out) {
  int32_t err = yotei_cal_date_fields(c, jdn, out);
  if (err > U_ZERO_ERROR) return err;
  UErrorCode status = (UErrorCode)err;
  out->monthLength = ucal_getLimit(c->cal, UCAL_DATE, UCAL_ACTUAL_MAXIMUM, &status);
  return status;
}

int32_t yotei_cal_date_fields(YoteiCalendar *c, int32_t jdn, YoteiDayFields *out) {
  UErrorCode err = U_ZERO_ERROR;
  ucal_setMillis(c->cal, ((double)jdn - kEpochJDN) * kMillisPerDay + kMillisPerDay / 2, &err);
  out->era = ucal_get(c->cal, UCAL_ERA, &err);
  out->year = ucal_get(c->cal, UCAL_YEAR, &err);
  out->extendedYear = ucal_get(c->cal, UCAL_EXTENDED_YEAR, &err);
  out->month = ucal_get(c->cal, UCAL_MONTH, &err);
  out->isLeapMonth = ucal_get(c->cal, UCAL_IS_LEAP_MONTH, &err);
  out->dayOfMonth = ucal_get(c->cal, UCAL_DATE, &err);
  out->monthLength = 0;
  return err;
}

int32_t yotei_cal_year_start(YoteiCalendar *c, int32_t extendedYear, int32_t *jdn) {
  UErrorCode err = U_ZERO_ERROR;
  ucal_clear(c->cal);
  ucal_set(c->cal, UCAL_EXTENDED_YEAR, extendedYear);
  ucal_set(c->cal, UCAL_MONTH, 0);
  ucal_set(c->cal, UCAL_IS_LEAP_MONTH, 0);
  ucal_set(c->cal, UCAL_DATE, 1);
  *jdn = ucal_get(c->cal, UCAL_JULIAN_DAY, &err);
  return err;
}

int32_t yotei_cal_type(YoteiCalendar *c, char *buffer, int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  const char *type = ucal_getType(c->cal, &err);
  if (U_FAILURE(err) || !type) return -err;
  return copy_out(type, (int32_t)strlen(type), buffer, capacity);
}

int32_t yotei_week_data(const char *locale, int32_t *firstDay, int32_t *minimalDays,
                        int32_t *weekendMask) {
  UErrorCode err = U_ZERO_ERROR;
  UCalendar *cal = ucal_open(kUTC, 3, locale, UCAL_GREGORIAN, &err);
  if (U_FAILURE(err)) return err;
  *firstDay = ucal_getAttribute(cal, UCAL_FIRST_DAY_OF_WEEK);
  *minimalDays = ucal_getAttribute(cal, UCAL_MINIMAL_DAYS_IN_FIRST_WEEK);
  int32_t mask = 0;
  for (int d = UCAL_SUNDAY; d <= UCAL_SATURDAY; d++) {
    UErrorCode e = U_ZERO_ERROR;
    UCalendarWeekdayType t = ucal_getDayOfWeekType(cal, (UCalendarDaysOfWeek)d, &e);
    if (U_SUCCESS(e) && (t == UCAL_WEEKEND || t == UCAL_WEEKEND_ONSET || t == UCAL_WEEKEND_CEASE))
      mask |= (1 << d);
  }
  *weekendMask = mask;
  ucal_close(cal);
  return U_ZERO_ERROR;
}

int32_t yotei_locale_canonicalize(const char *tag, char *buffer, int32_t capacity,
                                  int32_t *parsedLength) {
  UErrorCode err = U_ZERO_ERROR;
  char tmp[ULOC_FULLNAME_CAPACITY];
  int32_t n;
  if (strchr(tag, '-') || strstr(tag, "-u-")) {
    n = uloc_forLanguageTag(tag, tmp, sizeof tmp, parsedLength, &err);
  } else {
    n = uloc_canonicalize(tag, tmp, sizeof tmp, &err);
    *parsedLength = (int32_t)strlen(tag);
  }
  n = finish(n, err, (int32_t)sizeof tmp);
  if (n < 0) return n;
  return copy_out(tmp, n, buffer, capacity);
}

int32_t yotei_locale_likely_script(const char *locale, char *buffer, int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  char full[ULOC_FULLNAME_CAPACITY];
  int32_t n = uloc_addLikelySubtags(locale, full, sizeof full, &err);
  n = finish(n, err, (int32_t)sizeof full);
  if (n < 0) return n;
  err = U_ZERO_ERROR;
  n = uloc_getScript(full, buffer, capacity, &err);
  return finish(n, err, capacity);
}

int32_t yotei_locale_is_known(const char *locale) {
  UErrorCode err = U_ZERO_ERROR;
  char lang[ULOC_LANG_CAPACITY];
  int32_t n = uloc_getLanguage(locale, lang, sizeof lang, &err);
  // A language subtag that fills the buffer leaves it unterminated: no such
  // language has data, and ICU must never read it.
  if (finish(n, err, (int32_t)sizeof lang) <= 0) return 0;
  err = U_ZERO_ERROR;
  UResourceBundle *rb = ures_open(NULL, lang, &err);
  int known = U_SUCCESS(err) && err != U_USING_DEFAULT_WARNING;
  if (rb) ures_close(rb);
  return known;
}

int32_t yotei_locale_to_tag(const char *locale, char *buffer, int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  int32_t n = uloc_toLanguageTag(locale, buffer, capacity, 0, &err);
  return finish(n, err, capacity);
}

int32_t yotei_locale_keyword(const char *locale, const char *keyword, char *buffer,
                             int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  int32_t n = uloc_getKeywordValue(locale, keyword, buffer, capacity, &err);
  return finish(n, err, capacity);
}

int32_t yotei_locale_default_calendar(const char *locale, char *buffer, int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  UCalendar *cal = ucal_open(kUTC, 3, locale, UCAL_DEFAULT, &err);
  if (U_FAILURE(err)) return -err;
  const char *type = ucal_getType(cal, &err);
  int32_t n = U_SUCCESS(err) && type ? copy_out(type, (int32_t)strlen(type), buffer, capacity) : -err;
  ucal_close(cal);
  return n;
}

int32_t yotei_locale_is_rtl(const char *locale) { return uloc_isRightToLeft(locale) ? 1 : 0; }

int32_t yotei_locale_language(const char *locale, char *buffer, int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  int32_t n = uloc_getLanguage(locale, buffer, capacity, &err);
  return finish(n, err, capacity);
}

int32_t yotei_locale_country(const char *locale, char *buffer, int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  int32_t n = uloc_getCountry(locale, buffer, capacity, &err);
  return finish(n, err, capacity);
}

int32_t yotei_locale_script(const char *locale, char *buffer, int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  int32_t n = uloc_getScript(locale, buffer, capacity, &err);
  return finish(n, err, capacity);
}

int32_t yotei_locale_count(void) { return uloc_countAvailable(); }
const char *yotei_locale_at(int32_t index) { return uloc_getAvailable(index); }

int32_t yotei_symbol(const char *locale, int32_t kind, int32_t index, uint16_t *buffer,
                     int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  UDateFormat *fmt = udat_open(UDAT_DEFAULT, UDAT_DEFAULT, locale, kUTC, 3, NULL, 0, &err);
  if (U_FAILURE(err)) return -err;
  int32_t n = udat_getSymbols(fmt, (UDateFormatSymbolType)kind, index, (UChar *)buffer, capacity, &err);
  udat_close(fmt);
  return finish(n, err, capacity);
}

int32_t yotei_symbol_count(const char *locale, int32_t kind) {
  UErrorCode err = U_ZERO_ERROR;
  UDateFormat *fmt = udat_open(UDAT_DEFAULT, UDAT_DEFAULT, locale, kUTC, 3, NULL, 0, &err);
  if (U_FAILURE(err)) return -err;
  int32_t n = udat_countSymbols(fmt, (UDateFormatSymbolType)kind);
  udat_close(fmt);
  return n;
}

// ICU's own lookup with locale fallback through nested tables (and aliases), as
// its pattern generator and date format symbols use it. It is exported by
// libicuuc (ures_getByKeyWithFallback_72) but declared only in ICU's internal
// uresimp.h, so it is declared here.
U_CAPI UResourceBundle *U_EXPORT2 ures_getByKeyWithFallback(const UResourceBundle *resB, const char *inKey,
                                                            UResourceBundle *fillIn, UErrorCode *status);

static int32_t available_format(const char *locale, const uint16_t *skeleton, int32_t length, uint16_t *buffer,
                                int32_t capacity, int ownOnly);

// The base name and the calendar= keyword of `locale`, for the readers of
// CLDR's calendar data; 0, or a negative status when either is missing or
// does not fit (a warning that a result is not terminated is a failure here,
// as is an empty result).
static int32_t split_locale(const char *locale, char base[ULOC_FULLNAME_CAPACITY],
                            char calendar[ULOC_KEYWORDS_CAPACITY]) {
  UErrorCode err = U_ZERO_ERROR;
  int32_t n = uloc_getBaseName(locale, base, ULOC_FULLNAME_CAPACITY, &err);
  if (U_FAILURE(err) || err == U_STRING_NOT_TERMINATED_WARNING || n <= 0) return -U_ILLEGAL_ARGUMENT_ERROR;
  err = U_ZERO_ERROR;
  n = uloc_getKeywordValue(locale, "calendar", calendar, ULOC_KEYWORDS_CAPACITY, &err);
  if (U_FAILURE(err) || err == U_STRING_NOT_TERMINATED_WARNING || n <= 0) return -U_MISSING_RESOURCE_ERROR;
  return 0;
}

int32_t yotei_available_format(const char *locale, const uint16_t *skeleton, int32_t length, uint16_t *buffer,
                               int32_t capacity) {
  return available_format(locale, skeleton, length, buffer, capacity, 0);
}

int32_t yotei_available_format_own(const char *locale, const uint16_t *skeleton, int32_t length,
                                   uint16_t *buffer, int32_t capacity) {
  return available_format(locale, skeleton, length, buffer, capacity, 1);
}

static int32_t available_format(const char *locale, const uint16_t *skeleton, int32_t length, uint16_t *buffer,
                                int32_t capacity, int ownOnly) {
  char base[ULOC_FULLNAME_CAPACITY];
  char calendar[ULOC_KEYWORDS_CAPACITY];
  char key[64];
  int32_t split = split_locale(locale, base, calendar);
  if (split < 0) return split;
  UErrorCode err = U_ZERO_ERROR;
  if (length <= 0 || length >= (int32_t)sizeof key) return -U_ILLEGAL_ARGUMENT_ERROR;
  for (int32_t i = 0; i < length; i++) {
    uint16_t c = skeleton[i];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) return -U_ILLEGAL_ARGUMENT_ERROR;
    key[i] = (char)c;
  }
  key[length] = 0;
  UResourceBundle *root = ures_open(NULL, base, &err);
  UResourceBundle *calendars = ures_getByKeyWithFallback(root, "calendar", NULL, &err);
  UResourceBundle *type = ures_getByKeyWithFallback(calendars, calendar, NULL, &err);
  UResourceBundle *formats = ures_getByKeyWithFallback(type, "availableFormats", NULL, &err);
  UResourceBundle *entry = ures_getByKeyWithFallback(formats, key, NULL, &err);
  int32_t result = -U_MISSING_RESOURCE_ERROR;
  if (U_SUCCESS(err) && ownOnly) {
    // An entry only the root locale has is not the locale's own.
    const char *actual = ures_getLocaleByType(entry, ULOC_ACTUAL_LOCALE, &err);
    if (U_FAILURE(err) || !actual || strcmp(actual, "root") == 0 || actual[0] == 0) err = U_MISSING_RESOURCE_ERROR;
  }
  if (U_SUCCESS(err)) {
    int32_t count = 0;
    const UChar *text = ures_getString(entry, &count, &err);
    if (U_SUCCESS(err) && text) result = copy_uchars(text, count, buffer, capacity);
  }
  ures_close(entry);
  ures_close(formats);
  ures_close(type);
  ures_close(calendars);
  ures_close(root);
  return result;
}

// The names of one CLDR list under `calendar`: with `index` >= 0 that name
// (-U_MISSING_RESOURCE_ERROR when the list is missing or shorter), else its
// first `count` names (all with 0) separated by NULs, the last NUL not
// counted: -U_MISSING_RESOURCE_ERROR when the list is missing,
// -U_INDEX_OUTOFBOUNDS_ERROR when it is shorter than `count` or empty, and
// -U_INVALID_FORMAT_ERROR for an entry that is not a string (in both cases
// some names would be read one by one, with their own fallbacks).
static int32_t calendar_names(const char *base, const char *calendar, const char *kind, const char *context,
                              const char *width, int32_t index, int32_t count, uint16_t *buffer,
                              int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  UResourceBundle *root = ures_open(NULL, base, &err);
  UResourceBundle *calendars = ures_getByKeyWithFallback(root, "calendar", NULL, &err);
  UResourceBundle *type = ures_getByKeyWithFallback(calendars, calendar, NULL, &err);
  UResourceBundle *names = ures_getByKeyWithFallback(type, kind, NULL, &err);
  UResourceBundle *inContext = context ? ures_getByKeyWithFallback(names, context, NULL, &err) : NULL;
  UResourceBundle *list = ures_getByKeyWithFallback(context ? inContext : names, width, NULL, &err);
  int32_t result = -U_MISSING_RESOURCE_ERROR;
  if (U_SUCCESS(err) && ures_getType(list) == URES_ARRAY) {
    int32_t size = ures_getSize(list);
    if (index >= 0) {
      if (index < size) {
        int32_t length = 0;
        const UChar *text = ures_getStringByIndex(list, index, &length, &err);
        if (U_SUCCESS(err) && text) result = copy_uchars(text, length, buffer, capacity);
      }
    } else {
      if (count <= 0) count = size;
      if (size < count || count <= 0) {
        result = -U_INDEX_OUTOFBOUNDS_ERROR;
      } else {
        int32_t used = 0;
        for (int32_t i = 0; i < count && used >= 0; i++) {
          int32_t length = 0;
          const UChar *text = ures_getStringByIndex(list, i, &length, &err);
          if (U_FAILURE(err) || !text) {
            used = -U_INVALID_FORMAT_ERROR;
          } else {
            int32_t n = copy_uchars(text, length, buffer + used, capacity - used);
            used = n < 0 ? n : used + n + 1;
          }
        }
        result = used > 0 ? used - 1 : used;
      }
    }
  }
  ures_close(list);
  ures_close(inContext);
  ures_close(names);
  ures_close(type);
  ures_close(calendars);
  ures_close(root);
  return result;
}

// calendar_names under the calendar of `locale`, then, where the list is
// missing, Dangi's under the Chinese calendar (root's dangi aliases the
// chinese names), and what a calendar's data lacks under the Gregorian
// calendar, as ICU's date format symbols take it (ISO 8601 has no names of
// its own).
static int32_t calendar_names_with_fallback(const char *locale, const char *kind, const char *context,
                                            const char *width, int32_t index, int32_t count, uint16_t *buffer,
                                            int32_t capacity) {
  char base[ULOC_FULLNAME_CAPACITY];
  char calendar[ULOC_KEYWORDS_CAPACITY];
  int32_t split = split_locale(locale, base, calendar);
  if (split < 0) return split;
  if (!kind || !width || (index < 0 && count < 0)) return -U_ILLEGAL_ARGUMENT_ERROR;
  int32_t result = calendar_names(base, calendar, kind, context, width, index, count, buffer, capacity);
  if (result == -U_MISSING_RESOURCE_ERROR && strcmp(calendar, "dangi") == 0) {
    result = calendar_names(base, "chinese", kind, context, width, index, count, buffer, capacity);
  }
  if (result == -U_MISSING_RESOURCE_ERROR && strcmp(calendar, "gregorian") != 0) {
    result = calendar_names(base, "gregorian", kind, context, width, index, count, buffer, capacity);
  }
  return result;
}

int32_t yotei_calendar_name(const char *locale, const char *kind, const char *context, const char *width,
                            int32_t index, uint16_t *buffer, int32_t capacity) {
  if (index < 0) return -U_ILLEGAL_ARGUMENT_ERROR;
  return calendar_names_with_fallback(locale, kind, context, width, index, 0, buffer, capacity);
}

int32_t yotei_calendar_names(const char *locale, const char *kind, const char *context, const char *width,
                             int32_t count, uint16_t *buffer, int32_t capacity) {
  if (count < 0) return -U_ILLEGAL_ARGUMENT_ERROR;
  return calendar_names_with_fallback(locale, kind, context, width, -1, count, buffer, capacity);
}

int32_t yotei_calendar_text(const char *locale, const char *path, uint16_t *buffer, int32_t capacity) {
  char base[ULOC_FULLNAME_CAPACITY];
  char calendar[ULOC_KEYWORDS_CAPACITY];
  int32_t split = split_locale(locale, base, calendar);
  if (split < 0) return split;
  if (!path) return -U_ILLEGAL_ARGUMENT_ERROR;
  UErrorCode err = U_ZERO_ERROR;
  UResourceBundle *root = ures_open(NULL, base, &err);
  UResourceBundle *calendars = ures_getByKeyWithFallback(root, "calendar", NULL, &err);
  UResourceBundle *type = ures_getByKeyWithFallback(calendars, calendar, NULL, &err);
  UResourceBundle *item = ures_getByKeyWithFallback(type, path, NULL, &err);
  int32_t result = -U_MISSING_RESOURCE_ERROR;
  if (U_SUCCESS(err) && ures_getType(item) == URES_STRING) {
    int32_t count = 0;
    const UChar *text = ures_getString(item, &count, &err);
    if (U_SUCCESS(err) && text) result = copy_uchars(text, count, buffer, capacity);
  }
  ures_close(item);
  ures_close(type);
  ures_close(calendars);
  ures_close(root);
  return result;
}

int32_t yotei_best_pattern(const char *locale, const uint16_t *skeleton, int32_t length,
                           uint16_t *buffer, int32_t capacity) {
  int32_t status = 0;
  void *gen = yotei_generator_open(locale, &status);
  if (!gen) return -status;
  int32_t n = yotei_generator_best_pattern(gen, skeleton, length, buffer, capacity);
  yotei_generator_close(gen);
  return n;
}

void *yotei_generator_open(const char *locale, int32_t *status) {
  UErrorCode err = U_ZERO_ERROR;
  UDateTimePatternGenerator *gen = udatpg_open(locale, &err);
  *status = (int32_t)err;
  if (U_FAILURE(err)) {
    udatpg_close(gen);
    return NULL;
  }
  return gen;
}

int32_t yotei_generator_best_pattern(void *generator, const uint16_t *skeleton, int32_t length, uint16_t *buffer,
                                     int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  int32_t n = udatpg_getBestPattern((UDateTimePatternGenerator *)generator, (const UChar *)skeleton, length,
                                    (UChar *)buffer, capacity, &err);
  return finish(n, err, capacity);
}

void yotei_generator_close(void *generator) { udatpg_close((UDateTimePatternGenerator *)generator); }

int32_t yotei_numbering_system(const char *locale, char *name, int32_t nameCapacity,
                               uint16_t *digits, int32_t digitsCapacity,
                               int32_t *isAlgorithmic) {
  UErrorCode err = U_ZERO_ERROR;
  UNumberingSystem *ns = unumsys_open(locale, &err);
  if (U_FAILURE(err)) return -err;
  const char *n = unumsys_getName(ns);
  int32_t r = copy_out(n ? n : "", n ? (int32_t)strlen(n) : 0, name, nameCapacity);
  *isAlgorithmic = unumsys_isAlgorithmic(ns) ? 1 : 0;
  int32_t count = 0;
  if (r >= 0 && !*isAlgorithmic) {
    count = finish(unumsys_getDescription(ns, (UChar *)digits, digitsCapacity, &err), err, digitsCapacity);
  }
  unumsys_close(ns);
  return r < 0 ? r : count;
}

int32_t yotei_numbering_system_exists(const char *name) {
  UErrorCode err = U_ZERO_ERROR;
  UNumberingSystem *ns = unumsys_openByName(name, &err);
  if (U_FAILURE(err) || !ns) return 0;
  unumsys_close(ns);
  return 1;
}

int32_t yotei_format_decimal(const char *locale, double value, int32_t minFraction,
                             int32_t maxFraction, uint16_t *buffer, int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  UNumberFormat *nf = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &err);
  if (U_FAILURE(err)) return -err;
  unum_setAttribute(nf, UNUM_MIN_FRACTION_DIGITS, minFraction);
  unum_setAttribute(nf, UNUM_MAX_FRACTION_DIGITS, maxFraction);
  int32_t n = unum_formatDouble(nf, value, (UChar *)buffer, capacity, NULL, &err);
  unum_close(nf);
  return finish(n, err, capacity);
}

int32_t yotei_plural_category(const char *locale, double value, char *buffer, int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_open(locale, &err);
  if (U_FAILURE(err)) return -err;
  UChar keyword[32];
  int32_t n = finish(uplrules_select(rules, value, keyword, 32, &err), err, 32);
  uplrules_close(rules);
  if (n < 0) return n;
  return copy_invariant(keyword, n, buffer, capacity);
}

static int32_t version_out(const UVersionInfo v, char *buffer, int32_t capacity) {
  char tmp[U_MAX_VERSION_STRING_LENGTH];
  u_versionToString(v, tmp);
  return copy_out(tmp, (int32_t)strlen(tmp), buffer, capacity);
}

int32_t yotei_icu_version(char *buffer, int32_t capacity) {
  UVersionInfo v;
  u_getVersion(v);
  return version_out(v, buffer, capacity);
}

int32_t yotei_cldr_version(char *buffer, int32_t capacity) {
  UVersionInfo v;
  UErrorCode err = U_ZERO_ERROR;
  ulocdata_getCLDRVersion(v, &err);
  if (U_FAILURE(err)) return -err;
  return version_out(v, buffer, capacity);
}

int32_t yotei_icu_tz_version(char *buffer, int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  const char *v = ucal_getTZDataVersion(&err);
  if (U_FAILURE(err) || !v) return -err;
  return copy_out(v, (int32_t)strlen(v), buffer, capacity);
}

static int32_t to_uchars(const char *s, UChar *out, int32_t capacity) {
  int32_t n = (int32_t)strlen(s);
  if (!fits(n, capacity)) return -1;
  u_charsToUChars(s, out, n);
  out[n] = 0;
  return n;
}

int32_t yotei_icu_zone_offset(const char *zoneId, double utcMillis, int32_t *rawOffset,
                              int32_t *dstOffset) {
  UChar zone[128];
  int32_t n = to_uchars(zoneId, zone, 128);
  if (n < 0) return U_ILLEGAL_ARGUMENT_ERROR;
  UErrorCode err = U_ZERO_ERROR;
  UCalendar *cal = ucal_open(zone, n, "en", UCAL_GREGORIAN, &err);
  if (U_FAILURE(err)) return err;
  ucal_setMillis(cal, utcMillis, &err);
  *rawOffset = ucal_get(cal, UCAL_ZONE_OFFSET, &err);
  *dstOffset = ucal_get(cal, UCAL_DST_OFFSET, &err);
  ucal_close(cal);
  return err;
}

int32_t yotei_icu_zone_canonical(const char *zoneId, char *buffer, int32_t capacity) {
  UChar zone[128], canonical[128];
  int32_t n = to_uchars(zoneId, zone, 128);
  if (n < 0) return -U_ILLEGAL_ARGUMENT_ERROR;
  UErrorCode err = U_ZERO_ERROR;
  UBool isSystem = 0;
  int32_t m = finish(ucal_getCanonicalTimeZoneID(zone, n, canonical, 128, &isSystem, &err), err, 128);
  if (m < 0) return m;
  if (!isSystem) return -U_ILLEGAL_ARGUMENT_ERROR;
  return copy_invariant(canonical, m, buffer, capacity);
}

int32_t yotei_icu_zone_next_transition(const char *zoneId, double utcMillis, double *when) {
  UChar zone[128];
  int32_t n = to_uchars(zoneId, zone, 128);
  if (n < 0) return 0;
  UErrorCode err = U_ZERO_ERROR;
  UCalendar *cal = ucal_open(zone, n, "en", UCAL_GREGORIAN, &err);
  if (U_FAILURE(err)) return 0;
  ucal_setMillis(cal, utcMillis, &err);
  UBool found = ucal_getTimeZoneTransitionDate(cal, UCAL_TZ_TRANSITION_NEXT, when, &err);
  ucal_close(cal);
  return U_SUCCESS(err) && found ? 1 : 0;
}

const char *yotei_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

struct YoteiFormatter {
  UDateFormat *fmt;
};

// Wraps an open date formatter, with the proleptic Gregorian change every
// Yotei calendar uses.
static YoteiFormatter *formatter_wrap(UDateFormat *fmt, UErrorCode err, int32_t *status) {
  if (U_FAILURE(err)) {
    if (fmt) udat_close(fmt);
    *status = err;
    return NULL;
  }
  UCalendar *clone = ucal_clone(udat_getCalendar(fmt), &err);
  if (U_SUCCESS(err)) {
    yotei_make_proleptic(clone);
    udat_setCalendar(fmt, clone);
    ucal_close(clone);
  }
  YoteiFormatter *f = (YoteiFormatter *)malloc(sizeof(YoteiFormatter));
  if (!f) {
    udat_close(fmt);
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  f->fmt = fmt;
  *status = U_ZERO_ERROR;
  return f;
}

YoteiFormatter *yotei_formatter_open(const char *locale, const uint16_t *pattern, int32_t length,
                                     int32_t *status) {
  UErrorCode err = U_ZERO_ERROR;
  UDateFormat *fmt = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, kUTC, 3, (const UChar *)pattern,
                               length, &err);
  return formatter_wrap(fmt, err, status);
}

void yotei_formatter_apply_pattern(YoteiFormatter *f, const uint16_t *pattern, int32_t length) {
  udat_applyPattern(f->fmt, 0, (const UChar *)pattern, length);
}

YoteiFormatter *yotei_formatter_open_style(const char *locale, int32_t style, const uint16_t *pattern,
                                           int32_t length, int32_t *status) {
  if (style < UDAT_FULL || style > UDAT_SHORT) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return NULL;
  }
  UErrorCode err = U_ZERO_ERROR;
  UDateFormat *fmt = udat_open(UDAT_NONE, (UDateFormatStyle)style, locale, kUTC, 3, NULL, 0, &err);
  // The style's numbering override (Hebrew letters) survives a new pattern.
  if (U_SUCCESS(err) && pattern) udat_applyPattern(fmt, 0, (const UChar *)pattern, length);
  return formatter_wrap(fmt, err, status);
}

int32_t yotei_date_style_pattern(const char *locale, int32_t style, uint16_t *buffer,
                                 int32_t capacity) {
  if (style < UDAT_FULL || style > UDAT_SHORT) return -U_ILLEGAL_ARGUMENT_ERROR;
  UErrorCode err = U_ZERO_ERROR;
  UDateFormat *fmt = udat_open(UDAT_NONE, (UDateFormatStyle)style, locale, kUTC, 3, NULL, 0, &err);
  if (U_FAILURE(err)) {
    if (fmt) udat_close(fmt);
    return -err;
  }
  int32_t n = udat_toPattern(fmt, 0, (UChar *)buffer, capacity, &err);
  udat_close(fmt);
  return finish(n, err, capacity);
}

// CLDR's entry for date style `style` of `calendarType` in `locale`, read
// without fallback, and the bundles on the way to it (`path`), for
// date_style_close. Date patterns follow the four time patterns in
// DateTimePatterns: full, long, medium, short.
static UResourceBundle *date_style_open(const char *locale, const char *calendarType, int32_t style,
                                        UResourceBundle *path[4], UErrorCode *err) {
  path[0] = ures_open(NULL, locale, err);
  path[1] = ures_getByKey(path[0], "calendar", NULL, err);
  path[2] = ures_getByKey(path[1], calendarType, NULL, err);
  path[3] = ures_getByKey(path[2], "DateTimePatterns", NULL, err);
  return ures_getByIndex(path[3], 4 + style, NULL, err);
}

static void date_style_close(UResourceBundle *item, UResourceBundle *path[4]) {
  ures_close(item);
  for (int i = 3; i >= 0; i--) ures_close(path[i]);
}

int32_t yotei_date_style_data_pattern(const char *locale, const char *calendarType, int32_t style,
                                     uint16_t *buffer, int32_t capacity) {
  if (style < UDAT_FULL || style > UDAT_SHORT) return -U_ILLEGAL_ARGUMENT_ERROR;
  UErrorCode err = U_ZERO_ERROR;
  UResourceBundle *path[4];
  UResourceBundle *item = date_style_open(locale, calendarType, style, path, &err);
  int32_t result = -U_MISSING_RESOURCE_ERROR;
  if (U_SUCCESS(err)) {
    // A pattern with a numbering override is a [pattern, override] pair.
    int32_t length = 0;
    const UChar *text = NULL;
    if (ures_getType(item) == URES_ARRAY) {
      text = ures_getStringByIndex(item, 0, &length, &err);
    } else if (ures_getType(item) == URES_STRING) {
      text = ures_getString(item, &length, &err);
    }
    if (U_SUCCESS(err) && text) result = copy_uchars(text, length, buffer, capacity);
  }
  date_style_close(item, path);
  return result;
}

int32_t yotei_date_style_resource(const char *locale, int32_t style, uint16_t *buffer, int32_t capacity,
                                  char *override, int32_t overrideCapacity) {
  if (style < UDAT_FULL || style > UDAT_SHORT) return -U_ILLEGAL_ARGUMENT_ERROR;
  char base[ULOC_FULLNAME_CAPACITY];
  char calendar[ULOC_KEYWORDS_CAPACITY];
  int32_t split = split_locale(locale, base, calendar);
  if (split < 0) return split;
  UErrorCode err = U_ZERO_ERROR;
  UResourceBundle *bundle = ures_open(NULL, base, &err);
  UResourceBundle *patterns = NULL;
  char path[ULOC_KEYWORDS_CAPACITY + 40];
  if (strcmp(calendar, "gregorian") != 0) {
    snprintf(path, sizeof path, "calendar/%s/DateTimePatterns", calendar);
    patterns = ures_getByKeyWithFallback(bundle, path, NULL, &err);
  }
  if (!patterns || err == U_MISSING_RESOURCE_ERROR) {
    err = U_ZERO_ERROR;
    ures_close(patterns);
    patterns = ures_getByKeyWithFallback(bundle, "calendar/gregorian/DateTimePatterns", NULL, &err);
  }
  UResourceBundle *item = ures_getByIndex(patterns, 4 + style, NULL, &err);
  int32_t result = -U_MISSING_RESOURCE_ERROR;
  if (U_SUCCESS(err)) {
    int32_t length = 0;
    int32_t overrideLength = 0;
    const UChar *text = NULL;
    const UChar *numbers = NULL;
    if (ures_getType(item) == URES_ARRAY) {
      text = ures_getStringByIndex(item, 0, &length, &err);
      numbers = ures_getStringByIndex(item, 1, &overrideLength, &err);
    } else if (ures_getType(item) == URES_STRING) {
      text = ures_getString(item, &length, &err);
    }
    if (U_SUCCESS(err) && text) {
      result = numbers ? copy_invariant(numbers, overrideLength, override, overrideCapacity)
                       : copy_out("", 0, override, overrideCapacity);
      if (result >= 0) result = copy_uchars(text, length, buffer, capacity);
    }
  }
  ures_close(item);
  ures_close(patterns);
  ures_close(bundle);
  return result;
}

int32_t yotei_date_numbers_override(const char *locale, const char *calendarType, int32_t style,
                                    char *buffer, int32_t capacity) {
  if (style < UDAT_FULL || style > UDAT_SHORT) return -U_ILLEGAL_ARGUMENT_ERROR;
  UErrorCode err = U_ZERO_ERROR;
  UResourceBundle *path[4];
  UResourceBundle *item = date_style_open(locale, calendarType, style, path, &err);
  // No override is the empty string.
  int32_t result = copy_out("", 0, buffer, capacity);
  if (U_SUCCESS(err) && ures_getType(item) == URES_ARRAY && ures_getSize(item) > 1) {
    int32_t length = 0;
    const UChar *text = ures_getStringByIndex(item, 1, &length, &err);
    if (U_SUCCESS(err)) result = copy_invariant(text, length, buffer, capacity);
  }
  date_style_close(item, path);
  return result;
}

int32_t yotei_formatter_format(YoteiFormatter *f, int32_t jdn, uint16_t *buffer, int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  double millis = ((double)jdn - kEpochJDN) * kMillisPerDay + kMillisPerDay / 2;
  int32_t n = udat_format(f->fmt, millis, (UChar *)buffer, capacity, NULL, &err);
  return finish(n, err, capacity);
}

// The field numbers CYoteiICU.h gives Swift are ICU's.
#define SAME_FIELD(name) (YOTEI_DATE_FIELD_##name == UDAT_##name##_FIELD)
_Static_assert(SAME_FIELD(ERA) && SAME_FIELD(YEAR) && SAME_FIELD(MONTH) && SAME_FIELD(DATE) &&
                   SAME_FIELD(DAY_OF_WEEK) && SAME_FIELD(YEAR_WOY) && SAME_FIELD(DOW_LOCAL) &&
                   SAME_FIELD(EXTENDED_YEAR) && SAME_FIELD(STANDALONE_DAY) && SAME_FIELD(STANDALONE_MONTH) &&
                   SAME_FIELD(YEAR_NAME) && SAME_FIELD(RELATED_YEAR),
               "YOTEI_DATE_FIELD_ values differ from ICU's UDateFormatField");
#undef SAME_FIELD

int32_t yotei_formatter_format_fields(YoteiFormatter *f, int32_t jdn, uint16_t *buffer, int32_t capacity,
                                     int32_t *fields, int32_t fieldCapacity, int32_t *fieldCount) {
  UErrorCode err = U_ZERO_ERROR;
  *fieldCount = 0;
  UFieldPositionIterator *positions = ufieldpositer_open(&err);
  if (U_FAILURE(err)) return -err;
  double millis = ((double)jdn - kEpochJDN) * kMillisPerDay + kMillisPerDay / 2;
  int32_t n = udat_formatForFields(f->fmt, millis, (UChar *)buffer, capacity, positions, &err);
  int32_t result = finish(n, err, capacity);
  if (result >= 0) {
    int32_t begin = 0, end = 0, field, count = 0;
    while ((field = ufieldpositer_next(positions, &begin, &end)) >= 0) {
      if (count < fieldCapacity) {
        fields[3 * count] = field;
        fields[3 * count + 1] = begin;
        fields[3 * count + 2] = end;
      }
      count += 1;
    }
    *fieldCount = count;
    if (count > fieldCapacity) result = -U_BUFFER_OVERFLOW_ERROR;
  }
  ufieldpositer_close(positions);
  return result;
}

int32_t yotei_formatter_symbol(YoteiFormatter *f, int32_t kind, int32_t index, uint16_t *buffer,
                               int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  int32_t n = udat_getSymbols(f->fmt, (UDateFormatSymbolType)kind, index, (UChar *)buffer, capacity, &err);
  return finish(n, err, capacity);
}

int32_t yotei_formatter_symbol_count(YoteiFormatter *f, int32_t kind) {
  return udat_countSymbols(f->fmt, (UDateFormatSymbolType)kind);
}

void yotei_formatter_close(YoteiFormatter *f) {
  if (f) {
    udat_close(f->fmt);
    free(f);
  }
}

struct YoteiNumberFormatter {
  UNumberFormat *nf;
  int algorithmic;  // rule-based numerals (hebr, roman, ...)
};

YoteiNumberFormatter *yotei_number_formatter_open(const char *locale, int32_t *status) {
  UErrorCode err = U_ZERO_ERROR;
  UNumberFormat *nf = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &err);
  if (U_FAILURE(err)) {
    *status = err;
    return NULL;
  }
  unum_setAttribute(nf, UNUM_GROUPING_USED, 0);
  YoteiNumberFormatter *f = (YoteiNumberFormatter *)malloc(sizeof(YoteiNumberFormatter));
  if (!f) {
    unum_close(nf);
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  f->nf = nf;
  UErrorCode nsErr = U_ZERO_ERROR;
  UNumberingSystem *ns = unumsys_open(locale, &nsErr);
  f->algorithmic = U_SUCCESS(nsErr) && ns && unumsys_isAlgorithmic(ns);
  if (ns) unumsys_close(ns);
  *status = U_ZERO_ERROR;
  return f;
}

int32_t yotei_number_formatter_format(YoteiNumberFormatter *f, int64_t value, uint16_t *buffer,
                                      int32_t capacity) {
  // ICU 72's rule-based formatting recurses without end on INT64_MIN (it
  // negates it) and crashes the process: refuse it, the caller falls back.
  if (f->algorithmic && value == INT64_MIN) return -U_ILLEGAL_ARGUMENT_ERROR;
  UErrorCode err = U_ZERO_ERROR;
  int32_t n = unum_formatInt64(f->nf, value, (UChar *)buffer, capacity, NULL, &err);
  return finish(n, err, capacity);
}

void yotei_number_formatter_close(YoteiNumberFormatter *f) {
  if (f) {
    unum_close(f->nf);
    free(f);
  }
}

int32_t yotei_keyword_display_name(const char *keyword, const char *value, const char *displayLocale,
                                   uint16_t *buffer, int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  char locale[128];
  snprintf(locale, sizeof locale, "und@%s=%s", keyword, value);
  int32_t n = uloc_getDisplayKeywordValue(locale, keyword, displayLocale, (UChar *)buffer, capacity, &err);
  // ICU answers with the value itself when no language has a name for it;
  // that is reported as a warning, which callers treat as "no name".
  if (err == U_USING_DEFAULT_WARNING) return -1;
  return finish(n, err, capacity);
}

int32_t yotei_region_display_name(const char *region, const char *displayLocale, uint16_t *buffer,
                                  int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  char locale[32];
  snprintf(locale, sizeof locale, "und_%s", region);
  int32_t n = uloc_getDisplayCountry(locale, displayLocale, (UChar *)buffer, capacity, &err);
  if (err == U_USING_DEFAULT_WARNING) return -1;
  return finish(n, err, capacity);
}

// LeakSanitizer's interface, present only in sanitizer builds (weak: NULL otherwise).
extern void __lsan_register_root_region(const void *p, size_t size) __attribute__((weak));
extern void __lsan_unregister_root_region(const void *p, size_t size) __attribute__((weak));

const void *yotei_engine_hot[32];

void yotei_register_root_region(const void *start, size_t size) {
  if (__lsan_register_root_region) __lsan_register_root_region(start, size);
}

void yotei_unregister_root_region(const void *start, size_t size) {
  if (__lsan_unregister_root_region) __lsan_unregister_root_region(start, size);
}

int32_t yotei_decode_charset(const char *charset, const uint8_t *bytes, int32_t length,
                             uint16_t *buffer, int32_t capacity, int32_t *errorOffset) {
  UErrorCode err = U_ZERO_ERROR;
  *errorOffset = -1;
  UConverter *cnv = ucnv_open(charset, &err);
  if (U_FAILURE(err)) return -err;
  ucnv_setToUCallBack(cnv, UCNV_TO_U_CALLBACK_STOP, NULL, NULL, NULL, &err);
  if (U_FAILURE(err)) {
    ucnv_close(cnv);
    return -err;
  }
  if (capacity < 1) {
    ucnv_close(cnv);
    return -U_BUFFER_OVERFLOW_ERROR;
  }
  UChar *target = (UChar *)buffer;
  UChar *limit = target + capacity - 1;  // room for the NUL
  const char *source = (const char *)bytes;
  const char *end = source + length;
  ucnv_toUnicode(cnv, &target, limit, &source, end, NULL, 1, &err);
  if (err == U_INVALID_CHAR_FOUND || err == U_TRUNCATED_CHAR_FOUND || err == U_ILLEGAL_CHAR_FOUND) {
    // `source` is past the bad sequence; ICU keeps its bytes.
    char bad[32];
    int8_t badLength = sizeof bad;
    UErrorCode ignored = U_ZERO_ERROR;
    ucnv_getInvalidChars(cnv, bad, &badLength, &ignored);
    *errorOffset = (int32_t)(source - (const char *)bytes) - (U_SUCCESS(ignored) ? badLength : 0);
    ucnv_close(cnv);
    return -err;
  }
  ucnv_close(cnv);
  if (err == U_BUFFER_OVERFLOW_ERROR) return -U_BUFFER_OVERFLOW_ERROR;
  if (U_FAILURE(err)) return -err;
  *target = 0;
  return (int32_t)(target - (UChar *)buffer);
}
