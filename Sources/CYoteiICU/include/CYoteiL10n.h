// ICU functions for the localization toolkit (YoteiLocalization).
//
// Plain C types only, like CYoteiICU.h: <unicode/*.h> stays in l10n.c.
#ifndef CYOTEI_L10N_H
#define CYOTEI_L10N_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The CLDR plural categories `locale` uses, separated by single spaces
/// ("few many one other" for Russian). Returns the length or a negative ICU status.
int32_t yotei_plural_keywords(const char *locale, char *buffer, int32_t capacity);

/// The base direction of UTF-16 `text` by its first strong character (UAX #9,
/// rules P2 and P3): 0 left to right, 1 right to left, 2 no strong character.
int32_t yotei_base_direction(const uint16_t *text, int32_t length);

#ifdef __cplusplus
}
#endif

#endif
