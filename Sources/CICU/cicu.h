// Thin wrappers over the parts of ICU's C API that inputsim uses.
//
// ICU renames its functions with macros (ubrk_open → ubrk_open_72) that Swift cannot import,
// so each function used gets a `static inline` wrapper here. The wrappers compile against any
// ICU version because the renaming happens inside this header.
#ifndef CICU_H
#define CICU_H

#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/ucnv.h>
#include <unicode/ucnv_err.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

// MARK: Break iteration

static inline UBreakIterator *cicu_ubrk_open_character(UErrorCode *status) {
  return ubrk_open(UBRK_CHARACTER, "", NULL, 0, status);
}
static inline void cicu_ubrk_setText(UBreakIterator *bi, const UChar *text, int32_t length,
                                     UErrorCode *status) {
  ubrk_setText(bi, text, length, status);
}
static inline int32_t cicu_ubrk_first(UBreakIterator *bi) { return ubrk_first(bi); }
static inline int32_t cicu_ubrk_next(UBreakIterator *bi) { return ubrk_next(bi); }
static inline int32_t cicu_ubrk_following(UBreakIterator *bi, int32_t offset) {
  return ubrk_following(bi, offset);
}
static inline int32_t cicu_ubrk_preceding(UBreakIterator *bi, int32_t offset) {
  return ubrk_preceding(bi, offset);
}
static inline UBool cicu_ubrk_isBoundary(UBreakIterator *bi, int32_t offset) {
  return ubrk_isBoundary(bi, offset);
}
static inline void cicu_ubrk_close(UBreakIterator *bi) { ubrk_close(bi); }

// MARK: Normalization

static inline const UNormalizer2 *cicu_nfkc_casefold(UErrorCode *status) {
  return unorm2_getNFKCCasefoldInstance(status);
}
static inline const UNormalizer2 *cicu_nfc(UErrorCode *status) {
  return unorm2_getNFCInstance(status);
}
static inline int32_t cicu_unorm2_normalize(const UNormalizer2 *norm, const UChar *src,
                                            int32_t length, UChar *dest, int32_t capacity,
                                            UErrorCode *status) {
  return unorm2_normalize(norm, src, length, dest, capacity, status);
}
static inline int32_t cicu_unorm2_quickCheckYes(const UNormalizer2 *norm, const UChar *src,
                                                int32_t length, UErrorCode *status) {
  return unorm2_quickCheck(norm, src, length, status) == UNORM_YES;
}

// MARK: Character properties

static inline int32_t cicu_east_asian_width(UChar32 c) {
  return u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
}
static inline int32_t cicu_general_category(UChar32 c) { return (int32_t)u_charType(c); }
static inline int32_t cicu_is_emoji_presentation(UChar32 c) {
  return u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION);
}
static inline int32_t cicu_is_default_ignorable(UChar32 c) {
  return u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
}
static inline int32_t cicu_is_regional_indicator(UChar32 c) {
  return u_hasBinaryProperty(c, UCHAR_REGIONAL_INDICATOR);
}
static inline int32_t cicu_is_extended_pictographic(UChar32 c) {
  return u_hasBinaryProperty(c, UCHAR_EXTENDED_PICTOGRAPHIC);
}
static inline int32_t cicu_hangul_syllable_type(UChar32 c) {
  return u_getIntPropertyValue(c, UCHAR_HANGUL_SYLLABLE_TYPE);
}
static inline int32_t cicu_char_name(UChar32 c, char *buffer, int32_t capacity,
                                     UErrorCode *status) {
  return u_charName(c, U_UNICODE_CHAR_NAME, buffer, capacity, status);
}

// East Asian Width values (UEastAsianWidth), exported as plain constants for Swift.
static const int32_t CICU_EAW_NEUTRAL = U_EA_NEUTRAL;
static const int32_t CICU_EAW_AMBIGUOUS = U_EA_AMBIGUOUS;
static const int32_t CICU_EAW_HALFWIDTH = U_EA_HALFWIDTH;
static const int32_t CICU_EAW_FULLWIDTH = U_EA_FULLWIDTH;
static const int32_t CICU_EAW_NARROW = U_EA_NARROW;
static const int32_t CICU_EAW_WIDE = U_EA_WIDE;

// General categories (UCharCategory) that render with no width of their own.
static const int32_t CICU_GC_NONSPACING_MARK = U_NON_SPACING_MARK;
static const int32_t CICU_GC_ENCLOSING_MARK = U_ENCLOSING_MARK;
static const int32_t CICU_GC_FORMAT = U_FORMAT_CHAR;
static const int32_t CICU_GC_CONTROL = U_CONTROL_CHAR;

static const int32_t CICU_HST_NOT_APPLICABLE = U_HST_NOT_APPLICABLE;
static const int32_t CICU_HST_LEADING_JAMO = U_HST_LEADING_JAMO;

// MARK: Conversion (legacy encodings such as EUC-JP)

static inline UConverter *cicu_ucnv_open(const char *name, UErrorCode *status) {
  return ucnv_open(name, status);
}
/// Makes the converter stop at the first byte sequence it cannot convert, instead of
/// substituting a replacement character.
static inline void cicu_ucnv_stop_on_error(UConverter *cnv, UErrorCode *status) {
  ucnv_setToUCallBack(cnv, UCNV_TO_U_CALLBACK_STOP, NULL, NULL, NULL, status);
}
static inline void cicu_ucnv_reset(UConverter *cnv) { ucnv_reset(cnv); }
/// Converts `source` to UTF-16 in one call; returns the number of UTF-16 units written.
/// On failure `*errorByteOffset` is the byte offset where conversion stopped.
static inline int32_t cicu_ucnv_to_utf16(UConverter *cnv, UChar *dest, int32_t capacity,
                                         const char *source, int32_t length,
                                         int32_t *errorByteOffset, UErrorCode *status) {
  UChar *target = dest;
  const char *src = source;
  ucnv_toUnicode(cnv, &target, dest + capacity, &src, source + length, NULL, 1, status);
  *errorByteOffset = (int32_t)(src - source);
  if (U_FAILURE(*status)) {
    // `src` points past the bad sequence; step back over what ICU reports as invalid.
    char invalid[32];
    int8_t invalidLength = sizeof(invalid);
    UErrorCode ignored = U_ZERO_ERROR;
    ucnv_getInvalidChars(cnv, invalid, &invalidLength, &ignored);
    if (U_SUCCESS(ignored)) *errorByteOffset -= invalidLength;
  }
  return (int32_t)(target - dest);
}
static inline void cicu_ucnv_close(UConverter *cnv) { ucnv_close(cnv); }

#endif
