// Thin wrappers over the parts of ICU's C API that inputsim uses.
//
// Two constraints shape this header:
// - ICU renames its functions with macros (ubrk_open → ubrk_open_72) that Swift cannot import,
//   so each function gets a `static inline` wrapper with a stable name.
// - Foundation on Linux ships its own ICU headers (module _FoundationICU). A Swift module that
//   sees both those and the system's <unicode/uchar.h> fails to compile ("'UProperty' has
//   different definitions in different modules"). So this header includes no ICU header that
//   defines a type: only <unicode/uvernum.h> (macros, for the renaming), and it declares the
//   few functions it needs with plain C types. ICU's enums are C ints and its UBool is int8_t,
//   so these declarations match the library's ABI.
#ifndef CICU_H
#define CICU_H

#include <stdint.h>
#include <unicode/uvernum.h>

#define CICU_ICU(name) U_ICU_ENTRY_POINT_RENAME(name)

typedef uint16_t cicu_uchar;
struct UBreakIterator;
struct UNormalizer2;
struct UConverter;

// Status codes (UErrorCode): > 0 is a failure.
static const int32_t CICU_U_ZERO_ERROR = 0;
static const int32_t CICU_U_BUFFER_OVERFLOW_ERROR = 15;

// MARK: Break iteration

struct UBreakIterator *CICU_ICU(ubrk_open)(int32_t type, const char *locale, const cicu_uchar *text,
                                           int32_t length, int32_t *status);
void CICU_ICU(ubrk_setText)(struct UBreakIterator *bi, const cicu_uchar *text, int32_t length,
                            int32_t *status);
int32_t CICU_ICU(ubrk_first)(struct UBreakIterator *bi);
int32_t CICU_ICU(ubrk_next)(struct UBreakIterator *bi);
int32_t CICU_ICU(ubrk_following)(struct UBreakIterator *bi, int32_t offset);
int32_t CICU_ICU(ubrk_preceding)(struct UBreakIterator *bi, int32_t offset);
void CICU_ICU(ubrk_close)(struct UBreakIterator *bi);

/// UBRK_CHARACTER: grapheme cluster boundaries.
static inline struct UBreakIterator *cicu_ubrk_open_character(int32_t *status) {
  return CICU_ICU(ubrk_open)(0, "", 0, 0, status);
}
static inline void cicu_ubrk_setText(struct UBreakIterator *bi, const cicu_uchar *text,
                                     int32_t length, int32_t *status) {
  CICU_ICU(ubrk_setText)(bi, text, length, status);
}
static inline int32_t cicu_ubrk_first(struct UBreakIterator *bi) { return CICU_ICU(ubrk_first)(bi); }
static inline int32_t cicu_ubrk_next(struct UBreakIterator *bi) { return CICU_ICU(ubrk_next)(bi); }
static inline int32_t cicu_ubrk_following(struct UBreakIterator *bi, int32_t offset) {
  return CICU_ICU(ubrk_following)(bi, offset);
}
static inline int32_t cicu_ubrk_preceding(struct UBreakIterator *bi, int32_t offset) {
  return CICU_ICU(ubrk_preceding)(bi, offset);
}
static inline void cicu_ubrk_close(struct UBreakIterator *bi) { CICU_ICU(ubrk_close)(bi); }

// MARK: Normalization

const struct UNormalizer2 *CICU_ICU(unorm2_getNFKCCasefoldInstance)(int32_t *status);
const struct UNormalizer2 *CICU_ICU(unorm2_getNFCInstance)(int32_t *status);
int32_t CICU_ICU(unorm2_normalize)(const struct UNormalizer2 *norm, const cicu_uchar *src,
                                   int32_t length, cicu_uchar *dest, int32_t capacity,
                                   int32_t *status);

static inline const struct UNormalizer2 *cicu_nfkc_casefold(int32_t *status) {
  return CICU_ICU(unorm2_getNFKCCasefoldInstance)(status);
}
static inline const struct UNormalizer2 *cicu_nfc(int32_t *status) {
  return CICU_ICU(unorm2_getNFCInstance)(status);
}
static inline int32_t cicu_unorm2_normalize(const struct UNormalizer2 *norm, const cicu_uchar *src,
                                            int32_t length, cicu_uchar *dest, int32_t capacity,
                                            int32_t *status) {
  return CICU_ICU(unorm2_normalize)(norm, src, length, dest, capacity, status);
}

// MARK: Character properties

int32_t CICU_ICU(u_getIntPropertyValue)(int32_t c, int32_t property);
int8_t CICU_ICU(u_charType)(int32_t c);
int8_t CICU_ICU(u_hasBinaryProperty)(int32_t c, int32_t property);

// UProperty values used below (stable across ICU versions).
static const int32_t CICU_UCHAR_DEFAULT_IGNORABLE_CODE_POINT = 5;
static const int32_t CICU_UCHAR_EMOJI_PRESENTATION = 58;
static const int32_t CICU_UCHAR_REGIONAL_INDICATOR = 62;
static const int32_t CICU_UCHAR_EXTENDED_PICTOGRAPHIC = 64;
static const int32_t CICU_UCHAR_EAST_ASIAN_WIDTH = 0x1004;
static const int32_t CICU_UCHAR_HANGUL_SYLLABLE_TYPE = 0x100B;

static inline int32_t cicu_east_asian_width(int32_t c) {
  return CICU_ICU(u_getIntPropertyValue)(c, CICU_UCHAR_EAST_ASIAN_WIDTH);
}
static inline int32_t cicu_general_category(int32_t c) { return CICU_ICU(u_charType)(c); }
static inline int32_t cicu_is_emoji_presentation(int32_t c) {
  return CICU_ICU(u_hasBinaryProperty)(c, CICU_UCHAR_EMOJI_PRESENTATION);
}
static inline int32_t cicu_is_default_ignorable(int32_t c) {
  return CICU_ICU(u_hasBinaryProperty)(c, CICU_UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
}
static inline int32_t cicu_is_regional_indicator(int32_t c) {
  return CICU_ICU(u_hasBinaryProperty)(c, CICU_UCHAR_REGIONAL_INDICATOR);
}
static inline int32_t cicu_is_extended_pictographic(int32_t c) {
  return CICU_ICU(u_hasBinaryProperty)(c, CICU_UCHAR_EXTENDED_PICTOGRAPHIC);
}
static inline int32_t cicu_hangul_syllable_type(int32_t c) {
  return CICU_ICU(u_getIntPropertyValue)(c, CICU_UCHAR_HANGUL_SYLLABLE_TYPE);
}

// UEastAsianWidth values.
static const int32_t CICU_EAW_NEUTRAL = 0;
static const int32_t CICU_EAW_AMBIGUOUS = 1;
static const int32_t CICU_EAW_HALFWIDTH = 2;
static const int32_t CICU_EAW_FULLWIDTH = 3;
static const int32_t CICU_EAW_NARROW = 4;
static const int32_t CICU_EAW_WIDE = 5;

// UCharCategory values that render with no width of their own.
static const int32_t CICU_GC_NONSPACING_MARK = 6;
static const int32_t CICU_GC_ENCLOSING_MARK = 7;
static const int32_t CICU_GC_CONTROL = 15;
static const int32_t CICU_GC_FORMAT = 16;

// UHangulSyllableType values.
static const int32_t CICU_HST_NOT_APPLICABLE = 0;
static const int32_t CICU_HST_LEADING_JAMO = 1;

// MARK: Conversion (legacy encodings such as EUC-JP)

typedef void (*cicu_to_unicode_callback)(const void *context, void *arguments,
                                         const char *codeUnits, int32_t length, int32_t reason,
                                         int32_t *status);
struct UConverter *CICU_ICU(ucnv_open)(const char *name, int32_t *status);
void CICU_ICU(ucnv_close)(struct UConverter *cnv);
void CICU_ICU(ucnv_reset)(struct UConverter *cnv);
void CICU_ICU(ucnv_setToUCallBack)(struct UConverter *cnv, cicu_to_unicode_callback action,
                                   const void *context, cicu_to_unicode_callback *oldAction,
                                   const void **oldContext, int32_t *status);
void CICU_ICU(UCNV_TO_U_CALLBACK_STOP)(const void *context, void *arguments,
                                       const char *codeUnits, int32_t length, int32_t reason,
                                       int32_t *status);
void CICU_ICU(ucnv_toUnicode)(struct UConverter *cnv, cicu_uchar **target,
                              const cicu_uchar *targetLimit, const char **source,
                              const char *sourceLimit, int32_t *offsets, int8_t flush,
                              int32_t *status);
void CICU_ICU(ucnv_getInvalidChars)(const struct UConverter *cnv, char *bytes, int8_t *length,
                                    int32_t *status);

static inline struct UConverter *cicu_ucnv_open(const char *name, int32_t *status) {
  return CICU_ICU(ucnv_open)(name, status);
}
/// Makes the converter stop at the first byte sequence it cannot convert, instead of
/// substituting a replacement character.
static inline void cicu_ucnv_stop_on_error(struct UConverter *cnv, int32_t *status) {
  CICU_ICU(ucnv_setToUCallBack)(cnv, CICU_ICU(UCNV_TO_U_CALLBACK_STOP), 0, 0, 0, status);
}
static inline void cicu_ucnv_reset(struct UConverter *cnv) { CICU_ICU(ucnv_reset)(cnv); }
/// Converts `source` to UTF-16 in one call; returns the number of UTF-16 units written.
/// On failure `*errorByteOffset` is the byte offset where the bad sequence starts.
static inline int32_t cicu_ucnv_to_utf16(struct UConverter *cnv, cicu_uchar *dest,
                                         int32_t capacity, const char *source, int32_t length,
                                         int32_t *errorByteOffset, int32_t *status) {
  cicu_uchar *target = dest;
  const char *src = source;
  CICU_ICU(ucnv_toUnicode)(cnv, &target, dest + capacity, &src, source + length, 0, 1, status);
  *errorByteOffset = (int32_t)(src - source);
  if (*status > 0) {
    // `src` points past the bad sequence; step back over what ICU reports as invalid.
    char invalid[32];
    int8_t invalidLength = (int8_t)sizeof(invalid);
    int32_t ignored = 0;
    CICU_ICU(ucnv_getInvalidChars)(cnv, invalid, &invalidLength, &ignored);
    if (ignored <= 0) *errorByteOffset -= invalidLength;
  }
  return (int32_t)(target - dest);
}
static inline void cicu_ucnv_close(struct UConverter *cnv) { CICU_ICU(ucnv_close)(cnv); }

#endif
