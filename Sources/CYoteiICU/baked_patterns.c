// ICU 72.1's pattern generator answers, baked (best_patterns_icu72.h, written by
// scripts/gen-best-patterns.cpp), and their lookup.
#include "CYoteiICU.h"
#include <stdlib.h>
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/uversion.h>
#include "best_patterns_icu72.h"

#define COUNT(a) ((int32_t)(sizeof(a) / sizeof(*(a))))

static int compare_locale(const void *key, const void *element) {
  return strcmp((const char *)key, *(const char *const *)element);
}

static int32_t index_in(const char *key, size_t length, const char *const *list, int32_t count) {
  for (int32_t i = 0; i < count; i++) {
    if (strlen(list[i]) == length && memcmp(list[i], key, length) == 0) return i;
  }
  return -1;
}

int32_t yotei_baked_patterns_usable(void) {
  UVersionInfo version;
  u_getVersion(version);
  return version[0] == YOTEI_BAKED_ICU_MAJOR && version[1] == YOTEI_BAKED_ICU_MINOR;
}

const char *yotei_baked_best_pattern(const char *locale, const char *skeleton) {
  if (!locale || !skeleton || !yotei_baked_patterns_usable()) return NULL;
  const char *at = strchr(locale, '@');
  if (!at) return NULL;
  // Only the form the library opens generators with: "<base>@calendar=<type>;numbers=latn".
  static const char calendarKey[] = "calendar=";
  static const char numbersLatin[] = ";numbers=latn";
  const char *calendar = at + 1;
  if (strncmp(calendar, calendarKey, sizeof calendarKey - 1) != 0) return NULL;
  calendar += sizeof calendarKey - 1;
  const char *end = strchr(calendar, ';');
  if (!end || strcmp(end, numbersLatin) != 0) return NULL;
  char base[ULOC_FULLNAME_CAPACITY];
  size_t baseLength = (size_t)(at - locale);
  if (baseLength == 0 || baseLength >= sizeof base) return NULL;
  memcpy(base, locale, baseLength);
  base[baseLength] = 0;
  const char *const *found =
      bsearch(base, kBakedLocales, (size_t)COUNT(kBakedLocales), sizeof *kBakedLocales, compare_locale);
  if (!found) return NULL;
  int32_t c = index_in(calendar, (size_t)(end - calendar), kBakedCalendars, COUNT(kBakedCalendars));
  int32_t s = index_in(skeleton, strlen(skeleton), kBakedSkeletons, COUNT(kBakedSkeletons));
  if (c < 0 || s < 0) return NULL;
  return kBakedPatterns[kBakedRows[kBakedCells[found - kBakedLocales][c]][s]];
}

int32_t yotei_baked_locale_count(void) { return COUNT(kBakedLocales); }
const char *yotei_baked_locale_at(int32_t index) {
  return index >= 0 && index < COUNT(kBakedLocales) ? kBakedLocales[index] : NULL;
}
int32_t yotei_baked_calendar_count(void) { return COUNT(kBakedCalendars); }
const char *yotei_baked_calendar_at(int32_t index) {
  return index >= 0 && index < COUNT(kBakedCalendars) ? kBakedCalendars[index] : NULL;
}
int32_t yotei_baked_skeleton_count(void) { return COUNT(kBakedSkeletons); }
const char *yotei_baked_skeleton_at(int32_t index) {
  return index >= 0 && index < COUNT(kBakedSkeletons) ? kBakedSkeletons[index] : NULL;
}
