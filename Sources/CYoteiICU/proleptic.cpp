// ICU's C API refuses ucal_setGregorianChange for every class but
// GregorianCalendar itself (U_UNSUPPORTED_ERROR), yet the Japanese, Buddhist
// and ROC calendars derive from it and follow its cutover: left alone they
// switch to Julian dates before 1582-10-15. The C++ API reaches them.
#include <unicode/gregocal.h>
#include <unicode/ucal.h>

#include "proleptic.h"

extern "C" int32_t yotei_make_proleptic(void *calendar) {
  icu::Calendar *cal = reinterpret_cast<icu::Calendar *>(calendar);
  icu::GregorianCalendar *gregorian = dynamic_cast<icu::GregorianCalendar *>(cal);
  if (gregorian == nullptr) return 0;
  UErrorCode err = U_ZERO_ERROR;
  gregorian->setGregorianChange(-8.64e15, err);
  return U_FAILURE(err) ? -static_cast<int32_t>(err) : 1;
}
