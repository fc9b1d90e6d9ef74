// A fast fill of 32-bit words, for clearing frames to one colour.
#ifndef POPSHOT_FILL_H
#define POPSHOT_FILL_H

#include <stddef.h>
#include <stdint.h>

/// Sets `count` words from `words` to `value` (glibc's wmemset: vector and streaming stores).
void popshot_fill32(uint32_t *words, uint32_t value, size_t count);

#endif
