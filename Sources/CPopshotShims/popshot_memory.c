#include "popshot_memory.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void popshot_keep_frames_in_heap(void) {
#if defined(__GLIBC__)
  // 32 MiB is the largest threshold glibc accepts on 64-bit systems.
  mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
  mallopt(M_TRIM_THRESHOLD, 1024 * 1024 * 1024);
#endif
}
