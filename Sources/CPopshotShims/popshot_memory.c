#include "popshot_memory.h"

// <stdlib.h> comes first: glibc's headers define __GLIBC__, so without one the test below is
// false on glibc too and the settings are never made.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int popshot_keep_frames_in_heap(void) {
#if defined(__GLIBC__)
  // 32 MiB is the largest threshold glibc accepts on 64-bit systems.
  int heap = mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
  int kept = mallopt(M_TRIM_THRESHOLD, 1024 * 1024 * 1024);
  return heap == 1 && kept == 1;
#else
  return 0;
#endif
}
