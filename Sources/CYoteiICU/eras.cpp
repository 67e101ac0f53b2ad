// ICU's C API has no narrow era names (UDateFormatSymbolType stops at the
// abbreviated UDAT_ERAS and the wide UDAT_ERA_NAMES); the C++ API has them.
// A formatter's symbols follow the locale's @calendar= keyword (a bare
// DateFormatSymbols(Locale) is always Gregorian's).
#include <unicode/dtfmtsym.h>
#include <unicode/locid.h>
#include <unicode/smpdtfmt.h>

#include "CYoteiICU.h"

extern "C" int32_t yotei_narrow_eras(const char *locale, uint16_t *buffer, int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  icu::SimpleDateFormat format(icu::UnicodeString(u"GGGGG"), icu::Locale(locale), err);
  if (U_FAILURE(err)) return -static_cast<int32_t>(err);
  const icu::DateFormatSymbols *symbols = format.getDateFormatSymbols();
  if (symbols == nullptr) return -static_cast<int32_t>(U_INTERNAL_PROGRAM_ERROR);
  int32_t count = 0;
  const icu::UnicodeString *eras = symbols->getNarrowEras(count);
  icu::UnicodeString joined;
  for (int32_t i = 0; i < count; i++) {
    if (i > 0) joined.append(static_cast<UChar>(0));
    joined.append(eras[i]);
  }
  // The buffer rule of CYoteiICU.h: the names and a terminating NUL must fit.
  int32_t length = joined.length();
  if (length >= capacity) return -static_cast<int32_t>(U_BUFFER_OVERFLOW_ERROR);
  joined.extract(0, length, reinterpret_cast<UChar *>(buffer));
  buffer[length] = 0;
  return length;
}
