// The only door between Yotei and ICU4C.
//
// This header deliberately uses plain C types and opaque handles only: the
// toolchain's Foundation bundles its own ICU, and exposing <unicode/*.h> to
// Swift clashes with it (see docs/DESIGN.md). ICU stays inside the .c files.
//
// Every function that writes a string into `buffer` of `capacity` units
// follows one rule: the string and a terminating NUL must fit (its length is
// less than `capacity`). Then both are written and the length is returned;
// otherwise the function returns -U_BUFFER_OVERFLOW_ERROR (-15) and the
// caller retries with a larger buffer. A string exactly `capacity` long does
// not fit.
#ifndef CYOTEI_ICU_H
#define CYOTEI_ICU_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU calendar in UTC, used only for day arithmetic.
typedef struct YoteiCalendar YoteiCalendar;

/// Fields of one day, as ICU computes them.
typedef struct {
  int32_t era;
  int32_t year;          // year of era
  int32_t extendedYear;  // ICU's UCAL_EXTENDED_YEAR
  int32_t month;         // ICU's 0-based UCAL_MONTH slot
  int32_t isLeapMonth;   // UCAL_IS_LEAP_MONTH
  int32_t dayOfMonth;
  int32_t monthLength;   // actual maximum of DAY_OF_MONTH in this month
} YoteiDayFields;

/// Opens a calendar for `localeWithCalendar` (for example "en@calendar=hebrew").
/// Gregorian-based calendars are made proleptic. Returns NULL and sets *status
/// (an ICU error code) on failure.
YoteiCalendar *yotei_cal_open(const char *localeWithCalendar, int32_t *status);
void yotei_cal_close(YoteiCalendar *cal);
/// The fields of the day with Julian Day Number `jdn`. Returns an ICU status.
int32_t yotei_cal_fields(YoteiCalendar *cal, int32_t jdn, YoteiDayFields *out);
/// As yotei_cal_fields without the month's length (0): that takes ICU's
/// Chinese and Dangi calendars another new-moon search.
int32_t yotei_cal_date_fields(YoteiCalendar *cal, int32_t jdn, YoteiDayFields *out);
/// The Julian Day Number of the first day of the first month of `extendedYear`.
int32_t yotei_cal_year_start(YoteiCalendar *cal, int32_t extendedYear, int32_t *jdn);
/// The calendar type ICU actually uses ("gregorian", "persian", ...).
int32_t yotei_cal_type(YoteiCalendar *cal, char *buffer, int32_t capacity);

/// Week data for a locale: first day (1 = Sunday ... 7 = Saturday, ICU order),
/// minimal days in the first week, and a weekend mask (bit n set for ICU day n).
int32_t yotei_week_data(const char *locale, int32_t *firstDay, int32_t *minimalDays,
                        int32_t *weekendMask);

/// Canonical ICU locale id for a BCP 47 tag or ICU id. Returns the length, or
/// a negative ICU status. `parsedLength` receives how much of the tag was read.
int32_t yotei_locale_canonicalize(const char *tag, char *buffer, int32_t capacity,
                                  int32_t *parsedLength);
/// The script CLDR's likely subtags give `locale` ("Hans" for zh_CN and zh_SG,
/// "Hant" for zh_TW): its own script if it has one. Returns the length (0 when
/// CLDR knows none), or a negative ICU status.
int32_t yotei_locale_likely_script(const char *locale, char *buffer, int32_t capacity);
/// 1 if ICU has data for the language of `locale` (not only the root), 0 if not.
int32_t yotei_locale_is_known(const char *locale);
/// The BCP 47 form of an ICU locale id.
int32_t yotei_locale_to_tag(const char *locale, char *buffer, int32_t capacity);
/// Value of a keyword ("calendar", "numbers", "fw") or 0 if absent.
int32_t yotei_locale_keyword(const char *locale, const char *keyword, char *buffer,
                             int32_t capacity);
/// The locale's default calendar type ("persian" for fa_IR).
int32_t yotei_locale_default_calendar(const char *locale, char *buffer, int32_t capacity);
/// 1 if the locale's script is written right to left.
int32_t yotei_locale_is_rtl(const char *locale);
/// Parts of a locale id.
int32_t yotei_locale_language(const char *locale, char *buffer, int32_t capacity);
int32_t yotei_locale_country(const char *locale, char *buffer, int32_t capacity);
int32_t yotei_locale_script(const char *locale, char *buffer, int32_t capacity);
/// Number of locales ICU has data for, and the id at `index`.
int32_t yotei_locale_count(void);
const char *yotei_locale_at(int32_t index);

/// Date format symbols. `kind` is a UDateFormatSymbolType value; writes the
/// symbol at `index` as UTF-16. Returns the length or a negative status.
int32_t yotei_symbol(const char *locale, int32_t kind, int32_t index, uint16_t *buffer,
                     int32_t capacity);
int32_t yotei_symbol_count(const char *locale, int32_t kind);

/// A date formatter kept open for reuse: opening one costs far more than
/// formatting (RBNF numbering such as Hebrew letters takes milliseconds).
typedef struct YoteiFormatter YoteiFormatter;
/// Opens a proleptic formatter in UTC for `locale` and an ICU `pattern`.
YoteiFormatter *yotei_formatter_open(const char *locale, const uint16_t *pattern, int32_t length,
                                     int32_t *status);
/// Formats the day `jdn`. Returns the length or a negative status.
/// Opens a formatter for a date style (0 full ... 3 short) of `locale`, with
/// the style's CLDR numbering override (Hebrew letters in `he@calendar=hebrew`);
/// with a `pattern`, that pattern replaces the style's and keeps the override.
YoteiFormatter *yotei_formatter_open_style(const char *locale, int32_t style, const uint16_t *pattern,
                                           int32_t length, int32_t *status);
/// The ICU pattern of a date style (0 full ... 3 short) of `locale`, as UTF-16.
int32_t yotei_date_style_pattern(const char *locale, int32_t style, uint16_t *buffer,
                                 int32_t capacity);
/// The pattern of a date style (0 full ... 3 short) of `locale` in
/// `calendarType` as CLDR lists it, read from the data without opening a
/// formatter (which, with a numbering override, builds rule-based numerals).
/// Returns its length or a negative status.
int32_t yotei_date_style_data_pattern(const char *locale, const char *calendarType, int32_t style,
                                     uint16_t *buffer, int32_t capacity);
/// The pattern and numbering override (`hebr`, `d=hanidays`, or empty, in
/// `override`) a formatter ICU opens for date style `style` (0 full ... 3
/// short) of `locale` (with its `calendar=` keyword) takes: the calendar's
/// DateTimePatterns with locale fallback, else the Gregorian ones, as
/// SimpleDateFormat reads them. Returns the pattern's length or a negative status.
int32_t yotei_date_style_resource(const char *locale, int32_t style, uint16_t *buffer, int32_t capacity,
                                  char *override, int32_t overrideCapacity);
/// The CLDR numbering override of a date style of `locale` in `calendarType`
/// (`hebr`, `d=hanidays`, or empty). Returns its length or a negative status.
int32_t yotei_date_numbers_override(const char *locale, const char *calendarType, int32_t style,
                                    char *buffer, int32_t capacity);
int32_t yotei_formatter_format(YoteiFormatter *formatter, int32_t jdn, uint16_t *buffer,
                               int32_t capacity);
/// Gives an open formatter another pattern (microseconds; opening a new
/// formatter takes about a millisecond), keeping its locale, calendar,
/// digits and any date style's numbering override.
void yotei_formatter_apply_pattern(YoteiFormatter *formatter, const uint16_t *pattern, int32_t length);
/// Formats the day `jdn` as yotei_formatter_format does and lists ICU's
/// fields in the text, in the order ICU gives them: `fields` receives a
/// (UDateFormatField, begin, end) triple per field, in UTF-16 offsets, for
/// up to `fieldCapacity` fields, and `*fieldCount` the number of fields ICU
/// gave (more than `fieldCapacity` when they did not all fit). Returns the
/// length or a negative status: U_BUFFER_OVERFLOW_ERROR when the text or the
/// fields did not fit.
int32_t yotei_formatter_format_fields(YoteiFormatter *formatter, int32_t jdn, uint16_t *buffer,
                                     int32_t capacity, int32_t *fields, int32_t fieldCapacity,
                                     int32_t *fieldCount);
/// The UDateFormatField values Yotei reads from yotei_formatter_format_fields
/// (icu.c checks them against <unicode/udat.h> when it compiles).
enum {
  YOTEI_DATE_FIELD_ERA = 0,
  YOTEI_DATE_FIELD_YEAR = 1,
  YOTEI_DATE_FIELD_MONTH = 2,
  YOTEI_DATE_FIELD_DATE = 3,  ///< day of the month
  YOTEI_DATE_FIELD_DAY_OF_WEEK = 9,
  YOTEI_DATE_FIELD_YEAR_WOY = 18,
  YOTEI_DATE_FIELD_DOW_LOCAL = 19,
  YOTEI_DATE_FIELD_EXTENDED_YEAR = 20,
  YOTEI_DATE_FIELD_STANDALONE_DAY = 25,
  YOTEI_DATE_FIELD_STANDALONE_MONTH = 26,
  YOTEI_DATE_FIELD_YEAR_NAME = 30,  ///< cyclic year name
  YOTEI_DATE_FIELD_RELATED_YEAR = 34,
};
void yotei_formatter_close(YoteiFormatter *formatter);
/// The date format symbol at `index` of the open formatter's locale and
/// calendar (`kind` as in yotei_symbol), so one open formatter serves every
/// symbol instead of opening one per name. Returns the length or a negative status.
int32_t yotei_formatter_symbol(YoteiFormatter *formatter, int32_t kind, int32_t index, uint16_t *buffer,
                               int32_t capacity);
/// The number of symbols of `kind` of the open formatter.
int32_t yotei_formatter_symbol_count(YoteiFormatter *formatter, int32_t kind);

/// The narrow era names of `locale` (with its `@calendar=` keyword), by ICU era
/// number, separated by U+0000: the C API has no narrow eras. Returns the
/// length in UTF-16 units or a negative ICU status.
int32_t yotei_narrow_eras(const char *locale, uint16_t *buffer, int32_t capacity);
/// An integer formatter kept open for reuse (no grouping).
typedef struct YoteiNumberFormatter YoteiNumberFormatter;
YoteiNumberFormatter *yotei_number_formatter_open(const char *locale, int32_t *status);
int32_t yotei_number_formatter_format(YoteiNumberFormatter *formatter, int64_t value,
                                      uint16_t *buffer, int32_t capacity);
void yotei_number_formatter_close(YoteiNumberFormatter *formatter);

/// The pattern CLDR lists for exactly `skeleton` (ASCII letters, UTF-16) under
/// the calendar of `locale` (its `calendar=` keyword) in `availableFormats`,
/// with locale fallback and aliases resolved, read straight from the resource
/// bundle: microseconds, where opening a pattern generator takes milliseconds.
/// Returns the length, or a negative status when CLDR has no such entry.
int32_t yotei_available_format(const char *locale, const uint16_t *skeleton, int32_t length, uint16_t *buffer,
                               int32_t capacity);
/// As yotei_available_format, but only an entry of the locale itself or a
/// parent other than root (the root locale's entries are not the locale's own).
int32_t yotei_available_format_own(const char *locale, const uint16_t *skeleton, int32_t length,
                                   uint16_t *buffer, int32_t capacity);
/// A name CLDR lists under the calendar of `locale` (its `calendar=`
/// keyword), read straight from the resource bundle with locale fallback and
/// aliases resolved, as ICU's date format symbols read it: `kind` is
/// "dayNames", "monthNames" or "eras"; `context` "format" or "stand-alone"
/// (NULL for eras); `width` "wide", "abbreviated", "narrow" or "short";
/// `index` as ICU numbers them (Sunday 0, the first month 0, the era).
/// Returns the length, or a negative status when CLDR has no such name.
int32_t yotei_calendar_name(const char *locale, const char *kind, const char *context, const char *width,
                            int32_t index, uint16_t *buffer, int32_t capacity);
/// The first `count` names (every name with 0) of the CLDR list that
/// `yotei_calendar_name` reads each from (the same list and fallbacks), with
/// one lookup: the names separated by NULs in `buffer`. Returns the units
/// written (the last NUL not counted), or a negative status when the list is
/// missing in every fallback, has fewer than `count` names, or holds
/// something other than strings; the caller then reads the names one by one
/// (the names past a list's end fall back each on its own).
int32_t yotei_calendar_names(const char *locale, const char *kind, const char *context, const char *width,
                             int32_t count, uint16_t *buffer, int32_t capacity);
/// A string CLDR lists at `path` under the calendar of `locale` (its
/// `calendar=` keyword), with locale fallback and aliases resolved, without
/// the Gregorian fallback of `yotei_calendar_name`: ICU's leap-month
/// patterns ("monthPatterns/format/wide/leap" gives "{0}bis" in English).
/// Returns the length, or a negative status when CLDR has no such string.
int32_t yotei_calendar_text(const char *locale, const char *path, uint16_t *buffer, int32_t capacity);
/// The locale's best pattern for a skeleton (UTF-16 in and out).
int32_t yotei_best_pattern(const char *locale, const uint16_t *skeleton, int32_t length,
                           uint16_t *buffer, int32_t capacity);
/// An open pattern generator of `locale` (NULL, with the ICU status, when it
/// cannot be opened), for several skeletons; closed with yotei_generator_close.
void *yotei_generator_open(const char *locale, int32_t *status);
int32_t yotei_generator_best_pattern(void *generator, const uint16_t *skeleton, int32_t length, uint16_t *buffer,
                                     int32_t capacity);
void yotei_generator_close(void *generator);

/// ICU 72.1's pattern generator's answer for `skeleton` (ASCII) in `locale`,
/// baked into the library (UTF-8, static storage), or NULL when it is not in the
/// table: a skeleton the library does not format with itself, a locale ICU does
/// not list, a locale not of the form "<base>@calendar=<type>;numbers=latn", or
/// a running ICU other than 72.1 (whose generator may answer otherwise).
const char *yotei_baked_best_pattern(const char *locale, const char *skeleton);
/// 1 when the running ICU is the release the table was baked from.
int32_t yotei_baked_patterns_usable(void);
/// The table's locales (sorted), calendars (ICU types) and skeletons, for the
/// tests that compare every entry with the generator.
int32_t yotei_baked_locale_count(void);
const char *yotei_baked_locale_at(int32_t index);
int32_t yotei_baked_calendar_count(void);
const char *yotei_baked_calendar_at(int32_t index);
int32_t yotei_baked_skeleton_count(void);
const char *yotei_baked_skeleton_at(int32_t index);

/// Name and digits of a locale's numbering system. `digits` receives the ten
/// digits (UTF-16) for a numeric system; for algorithmic systems (hebr) the
/// result is 0 digits written and *isAlgorithmic = 1.
int32_t yotei_numbering_system(const char *locale, char *name, int32_t nameCapacity,
                               uint16_t *digits, int32_t digitsCapacity,
                               int32_t *isAlgorithmic);
/// 1 if `name` is a numbering system ICU knows.
int32_t yotei_numbering_system_exists(const char *name);
/// Formats a decimal with the given fraction digits (min and max), with grouping.
int32_t yotei_format_decimal(const char *locale, double value, int32_t minFraction,
                             int32_t maxFraction, uint16_t *buffer, int32_t capacity);

/// The CLDR plural categories of `locale` with ICU's samples of each
/// (PluralRules::getSamples: integers when the category has any, else decimals),
/// as "one:1,21,31;few:2,3,4;other:0.1,0.2" with a terminating NUL. Returns the
/// length, or a negative ICU error.
int32_t yotei_plural_samples(const char *locale, char *buffer, int32_t capacity);

/// The CLDR plural category ("one", "few", ...) of `value` in `locale`.
int32_t yotei_plural_category(const char *locale, double value, char *buffer,
                              int32_t capacity);

/// Versions.
int32_t yotei_icu_version(char *buffer, int32_t capacity);
int32_t yotei_cldr_version(char *buffer, int32_t capacity);
int32_t yotei_icu_tz_version(char *buffer, int32_t capacity);

/// ICU's own time zone data, as a fallback: the offset (raw + dst, in
/// milliseconds) at a UTC instant in milliseconds.
int32_t yotei_icu_zone_offset(const char *zoneId, double utcMillis, int32_t *rawOffset,
                              int32_t *dstOffset);
/// Whether ICU knows `zoneId` and, if so, its canonical id.
int32_t yotei_icu_zone_canonical(const char *zoneId, char *buffer, int32_t capacity);
/// Next transition strictly after `utcMillis`; returns 1 if found.
int32_t yotei_icu_zone_next_transition(const char *zoneId, double utcMillis, double *when);

/// A pointer slot read and written atomically (acquire / release), for the
/// calendar engine's lock-free year tables: a reader that sees a pointer sees
/// the table it points to, fully built.
static inline const void *yotei_slot_load(const void *const *slot) {
  return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}
static inline void yotei_slot_store(const void **slot, const void *value) {
  __atomic_store_n(slot, value, __ATOMIC_RELEASE);
}

/// One published pointer per calendar (`CalendarSystem.index`): what the
/// calendar engine's lock-free `date(of:)` reads, stored once when the
/// calendar's shared engine is created and never changed. A C global, so the
/// hot path reaches it with one load (a Swift global would take a
/// `swift_once` check on every call).
extern const void *yotei_engine_hot[32];
static inline const void *yotei_engine_hot_load(int32_t index) {
  return __atomic_load_n(&yotei_engine_hot[index & 31], __ATOMIC_ACQUIRE);
}
static inline void yotei_engine_hot_store(int32_t index, const void *value) {
  __atomic_store_n(&yotei_engine_hot[index & 31], value, __ATOMIC_RELEASE);
}

/// Tells LeakSanitizer (in ASan builds; nothing otherwise) that the pointers
/// stored in the anonymous mapping [`start`, `start` + `size`) keep what
/// they point to alive: it scans the heap, stacks and globals, not mappings,
/// so the year records the engine's slots hold would be reported as leaks.
void yotei_register_root_region(const void *start, size_t size);
void yotei_unregister_root_region(const void *start, size_t size);

/// Human-readable name of an ICU error code.
const char *yotei_error_name(int32_t status);

/// The name of a locale keyword's value (keyword "calendar", value
/// "persian"; "numbers", "arabext") in `displayLocale`, as UTF-16: its
/// length, or a negative value when ICU has no name for it.
int32_t yotei_keyword_display_name(const char *keyword, const char *value, const char *displayLocale,
                                   uint16_t *buffer, int32_t capacity);
/// The name of a region ("RU", "IR") in `displayLocale`, as UTF-16: its
/// length, or a negative value when ICU has no name for it.
int32_t yotei_region_display_name(const char *region, const char *displayLocale, uint16_t *buffer,
                                  int32_t capacity);

/// Decodes `length` bytes of text in the charset ICU names `charset`
/// ("Shift_JIS", "EUC-JP", "UTF-16LE", ...) to UTF-16 in `buffer`, stopping at
/// the first byte sequence the charset does not define (no substitution).
/// Returns the number of UTF-16 units written; U_BUFFER_OVERFLOW_ERROR's rule
/// applies (at most 2 units per byte are written, plus the NUL). On a bad
/// sequence returns -U_INVALID_CHAR_FOUND (-10), -U_TRUNCATED_CHAR_FOUND (-11)
/// or -U_ILLEGAL_CHAR_FOUND (-12) and sets *errorOffset to the byte offset
/// where the sequence starts; an unknown charset gives another negative status.
int32_t yotei_decode_charset(const char *charset, const uint8_t *bytes, int32_t length,
                             uint16_t *buffer, int32_t capacity, int32_t *errorOffset);

#ifdef __cplusplus
}
#endif

#endif
