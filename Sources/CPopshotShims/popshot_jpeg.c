// libjpeg-turbo glue. Its errors arrive through error_exit, which by default prints and exits the
// process; here it longjmps back into this file, which turns it into a status code and message,
// so no jump ever crosses into Swift and hostile files cannot end the test run.
#include "popshot_jpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

// Progressive files may hold any number of scans, each re-reading the whole image: a small file
// with thousands of scans takes minutes. Real files have at most a few dozen.
#define POPSHOT_JPEG_MAX_SCANS 500

typedef struct {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
} error_manager;

struct popshot_jpeg_reader {
  struct jpeg_decompress_struct info;
  error_manager errors;
  struct jpeg_progress_mgr progress;
  int created;
};

static void copy_message(char *dst, size_t cap, const char *src) {
  if (dst == NULL || cap == 0) return;
  snprintf(dst, cap, "%s", src ? src : "unknown libjpeg error");
}

static void on_error_exit(j_common_ptr info) {
  error_manager *errors = (error_manager *)info->err;
  (*info->err->format_message)(info, errors->message);
  longjmp(errors->jump, 1);
}

static void on_output_message(j_common_ptr info) {
  (void)info;  // warnings (a corrupt but readable segment) are not printed from a library
}

static void on_progress(j_common_ptr info) {
  if (!info->is_decompressor) return;
  j_decompress_ptr d = (j_decompress_ptr)info;
  if (d->input_scan_number > POPSHOT_JPEG_MAX_SCANS) {
    error_manager *errors = (error_manager *)info->err;
    snprintf(errors->message, sizeof errors->message, "more than %d progressive scans",
             POPSHOT_JPEG_MAX_SCANS);
    longjmp(errors->jump, 1);
  }
}

popshot_jpeg_reader *popshot_jpeg_reader_open(const void *data, size_t size,
                                              char *message, size_t message_capacity) {
  const uint8_t *bytes = data;
  if (size < 3 || bytes[0] != 0xFF || bytes[1] != 0xD8 || bytes[2] != 0xFF) {
    copy_message(message, message_capacity,
                 size < 3 ? "too short for a JPEG signature" : "bad JPEG signature");
    return NULL;
  }
  popshot_jpeg_reader *reader = calloc(1, sizeof *reader);
  if (reader == NULL) {
    copy_message(message, message_capacity, "out of memory");
    return NULL;
  }
  reader->info.err = jpeg_std_error(&reader->errors.base);
  reader->errors.base.error_exit = on_error_exit;
  reader->errors.base.output_message = on_output_message;
  if (setjmp(reader->errors.jump)) {
    copy_message(message, message_capacity, reader->errors.message);
    popshot_jpeg_reader_close(reader);
    return NULL;
  }
  jpeg_create_decompress(&reader->info);
  reader->created = 1;
  reader->progress.progress_monitor = on_progress;
  reader->info.progress = &reader->progress;
  jpeg_mem_src(&reader->info, (const unsigned char *)data, (unsigned long)size);
  jpeg_read_header(&reader->info, TRUE);
  return reader;
}

uint32_t popshot_jpeg_reader_width(const popshot_jpeg_reader *reader) {
  return reader->info.image_width;
}

uint32_t popshot_jpeg_reader_height(const popshot_jpeg_reader *reader) {
  return reader->info.image_height;
}

int popshot_jpeg_reader_finish(popshot_jpeg_reader *reader, void *rgba,
                               char *message, size_t message_capacity) {
  struct jpeg_decompress_struct *info = &reader->info;
  if (setjmp(reader->errors.jump)) {
    copy_message(message, message_capacity, reader->errors.message);
    return POPSHOT_JPEG_ERROR;
  }
  // CMYK and YCCK (Adobe's files store the inks inverted) come out as CMYK and are converted
  // below; everything else comes out as RGBA with opaque alpha (libjpeg-turbo's extension).
  int cmyk = info->jpeg_color_space == JCS_CMYK || info->jpeg_color_space == JCS_YCCK;
  info->out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
  info->dct_method = JDCT_ISLOW;  // the exact integer IDCT: the same bytes on every machine
  jpeg_start_decompress(info);
  size_t stride = (size_t)info->output_width * 4;
  uint8_t *out = rgba;
  while (info->output_scanline < info->output_height) {
    JSAMPROW row = out + (size_t)info->output_scanline * stride;
    jpeg_read_scanlines(info, &row, 1);
  }
  if (cmyk) {
    size_t n = (size_t)info->output_width * info->output_height;
    for (size_t i = 0; i < n; i++) {
      uint8_t *p = out + i * 4;
      unsigned k = p[3];
      p[0] = (uint8_t)((p[0] * k + 127) / 255);
      p[1] = (uint8_t)((p[1] * k + 127) / 255);
      p[2] = (uint8_t)((p[2] * k + 127) / 255);
      p[3] = 255;
    }
  }
  jpeg_finish_decompress(info);
  return POPSHOT_JPEG_OK;
}

void popshot_jpeg_reader_close(popshot_jpeg_reader *reader) {
  if (reader == NULL) return;
  if (reader->created) jpeg_destroy_decompress(&reader->info);
  free(reader);
}

uint32_t popshot_jpeg_version(void) { return JPEG_LIB_VERSION; }
