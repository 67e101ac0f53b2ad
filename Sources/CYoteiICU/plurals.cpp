// ICU's C API selects a plural category (uplrules_select) but does not give the
// samples CLDR lists for each category; the C++ API's PluralRules::getSamples
// does (integer samples when the category has any, else decimal ones).
#include <unicode/locid.h>
#include <unicode/plurrule.h>

#include <cmath>
#include <cstdio>
#include <memory>
#include <string>

#include "CYoteiICU.h"

extern "C" int32_t yotei_plural_samples(const char *locale, char *buffer, int32_t capacity) {
  UErrorCode err = U_ZERO_ERROR;
  std::unique_ptr<icu::PluralRules> rules(icu::PluralRules::forLocale(icu::Locale(locale), err));
  if (U_FAILURE(err) || !rules) return -static_cast<int32_t>(U_FAILURE(err) ? err : U_INTERNAL_PROGRAM_ERROR);
  std::unique_ptr<icu::StringEnumeration> keywords(rules->getKeywords(err));
  if (U_FAILURE(err) || !keywords) return -static_cast<int32_t>(U_FAILURE(err) ? err : U_INTERNAL_PROGRAM_ERROR);
  std::string out;
  const icu::UnicodeString *keyword;
  while ((keyword = keywords->snext(err)) != nullptr && U_SUCCESS(err)) {
    std::string name;
    keyword->toUTF8String(name);
    if (!out.empty()) out += ";";
    out += name + ":";
    double samples[64];
    int32_t count = rules->getSamples(*keyword, samples, 64, err);
    if (U_FAILURE(err)) return -static_cast<int32_t>(err);
    for (int32_t i = 0; i < count; i++) {
      char number[40];
      double v = samples[i];
      if (v == std::floor(v) && std::fabs(v) < 1e15) {
        std::snprintf(number, sizeof number, "%.0f", v);
      } else {
        std::snprintf(number, sizeof number, "%.17g", v);
      }
      if (i > 0) out += ",";
      out += number;
    }
  }
  if (U_FAILURE(err)) return -static_cast<int32_t>(err);
  // The buffer rule of CYoteiICU.h: the text and a terminating NUL must fit.
  int32_t length = static_cast<int32_t>(out.size());
  if (length >= capacity) return -static_cast<int32_t>(U_BUFFER_OVERFLOW_ERROR);
  out.copy(buffer, length);
  buffer[length] = 0;
  return length;
}
