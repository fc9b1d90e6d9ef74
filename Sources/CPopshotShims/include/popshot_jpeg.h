// Plain C entry points over libjpeg-turbo for Swift: no setjmp, no macros, status codes and
// messages (libjpeg's default error handler would exit the process).
#ifndef POPSHOT_JPEG_H
#define POPSHOT_JPEG_H

#include <stddef.h>
#include <stdint.h>

/// Status codes returned by the functions below.
enum {
  POPSHOT_JPEG_OK = 0,
  POPSHOT_JPEG_ERROR = 1,      ///< libjpeg rejected the data; the message says why
};

/// A JPEG being read: the header is read first, so the caller can refuse huge images before any
/// pixel memory is allocated.
typedef struct popshot_jpeg_reader popshot_jpeg_reader;

/// Reads the header of the JPEG in `data` (which must stay alive until the reader is closed).
/// Returns NULL and fills `message` when the data is not a readable JPEG.
popshot_jpeg_reader *popshot_jpeg_reader_open(const void *data, size_t size,
                                              char *message, size_t message_capacity);
uint32_t popshot_jpeg_reader_width(const popshot_jpeg_reader *reader);
uint32_t popshot_jpeg_reader_height(const popshot_jpeg_reader *reader);
/// Decodes greyscale, YCbCr, RGB, CMYK and YCCK images into opaque RGBA8, `width * 4` bytes a
/// row, into `rgba` (width * height * 4 bytes). No colour-profile conversion (as for PNG).
int popshot_jpeg_reader_finish(popshot_jpeg_reader *reader, void *rgba,
                               char *message, size_t message_capacity);
void popshot_jpeg_reader_close(popshot_jpeg_reader *reader);

/// The libjpeg API version the program was built against, e.g. 62.
uint32_t popshot_jpeg_version(void);

#endif
