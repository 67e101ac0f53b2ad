// ICU for the localization toolkit. Swift sees only CYoteiL10n.h.
#include "CYoteiL10n.h"

#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/uenum.h>
#include <unicode/upluralrules.h>

int32_t yotei_plural_keywords(const char *locale, char *buffer, int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_open(locale, &err);
  if (U_FAILURE(err)) return -err;
  UEnumeration *keywords = uplrules_getKeywords(rules, &err);
  if (U_FAILURE(err)) {
    uplrules_close(rules);
    return -err;
  }
  int32_t used = 0;
  const char *keyword;
  int32_t length = 0;
  while ((keyword = uenum_next(keywords, &length, &err)) != NULL && U_SUCCESS(err)) {
    int32_t needed = length + (used > 0 ? 1 : 0);
    if (used + needed >= capacity) {
      err = U_BUFFER_OVERFLOW_ERROR;
      break;
    }
    if (used > 0) buffer[used++] = ' ';
    memcpy(buffer + used, keyword, (size_t)length);
    used += length;
  }
  uenum_close(keywords);
  uplrules_close(rules);
  if (U_FAILURE(err)) return -err;
  buffer[used] = 0;
  return used;
}

int32_t yotei_base_direction(const uint16_t *text, int32_t length) {
  switch (ubidi_getBaseDirection((const UChar *)text, length)) {
  case UBIDI_LTR:
    return 0;
  case UBIDI_RTL:
    return 1;
  default:
    return 2;
  }
}
