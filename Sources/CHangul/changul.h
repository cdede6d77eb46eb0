// The parts of libhangul (Debian: libhangul-dev) that the Korean keyboard uses.
//
// libhangul's own header imports cleanly into Swift (plain C types, no renaming macros), so
// this header includes it and adds one helper: the library's strings are zero-terminated
// UCS-4 arrays, and Swift wants their length to build a String from them.
#ifndef CHANGUL_H
#define CHANGUL_H

#include <hangul.h>

/// The number of code points before the terminating zero of a libhangul string (0 for NULL).
static inline int changul_length(const ucschar *string) {
  int length = 0;
  if (string == 0) return 0;
  while (string[length] != 0) length++;
  return length;
}

#endif
