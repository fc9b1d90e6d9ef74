// How the process's allocator treats frame-sized blocks.
#ifndef POPSHOT_MEMORY_H
#define POPSHOT_MEMORY_H

/// Asks glibc's malloc to serve blocks of up to 32 MiB (a frame is 3 to 22 MiB) from its heap
/// and to keep up to 1 GiB of freed heap rather than give it back at once. Otherwise each frame
/// is a fresh mapping whose pages the kernel must fault in and zero, which costs about as much as
/// drawing the frame. The process's peak memory is unchanged; it is only not returned early.
/// For executables (the CLI, the benchmark), not for a library inside someone else's process.
/// Returns 1 when glibc took both settings; does nothing and returns 0 on other C libraries.
int popshot_keep_frames_in_heap(void);

#endif
