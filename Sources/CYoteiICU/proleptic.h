// Internal to CYoteiICU (not part of the public header).
#ifndef CYOTEI_PROLEPTIC_H
#define CYOTEI_PROLEPTIC_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif
/// Makes a Gregorian-based UCalendar (gregorian, japanese, buddhist, roc)
/// proleptic: no Julian dates before 1582. Returns 1 if it was one, 0 if the
/// calendar is not Gregorian-based, or a negative ICU status.
int32_t yotei_make_proleptic(void *calendar);
#ifdef __cplusplus
}
#endif
#endif
