#include "popshot_fill.h"

#include <wchar.h>

_Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "wchar_t must be 32 bits (true on Linux)");

void popshot_fill32(uint32_t *words, uint32_t value, size_t count) {
  wmemset((wchar_t *)words, (wchar_t)value, count);
}
