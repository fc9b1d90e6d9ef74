// libpng glue over its full API. Its errors arrive by longjmp; they are caught in this file and
// turned into status codes and messages, so no jump ever crosses into Swift.
#include "popshot_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void copy_message(char *dst, size_t cap, const char *src) {
  if (dst == NULL || cap == 0) return;
  snprintf(dst, cap, "%s", src ? src : "unknown libpng error");
}

// Reading uses the full API so that no colour management is applied: gAMA, cHRM, sRGB and iCCP
// are ignored and the stored samples come back as they are (16-bit ones scaled to 8 bits with
// rounding), which is what a snapshot comparison needs and what Pillow and pixelmatch read too.
typedef struct {
  const uint8_t *data;
  size_t size;
  size_t position;
} read_source;

struct popshot_png_reader {
  png_structp png;
  png_infop info;
  read_source source;
  jmp_buf jump;
  char message[256];
};

static void on_read_error(png_structp png, png_const_charp text) {
  popshot_png_reader *reader = png_get_error_ptr(png);
  copy_message(reader->message, sizeof reader->message, text);
  longjmp(reader->jump, 1);
}

static void on_read_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;  // a bad ancillary chunk is skipped; nothing is printed from a library
}

static void on_read(png_structp png, png_bytep out, png_size_t length) {
  popshot_png_reader *reader = png_get_io_ptr(png);
  read_source *src = &reader->source;
  if (length > src->size - src->position) png_error(png, "truncated: the data ends early");
  memcpy(out, src->data + src->position, length);
  src->position += length;
}

popshot_png_reader *popshot_png_reader_open(const void *data, size_t size,
                                            char *message, size_t message_capacity) {
  if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
    copy_message(message, message_capacity,
                 size < 8 ? "too short for a PNG signature" : "bad PNG signature");
    return NULL;
  }
  popshot_png_reader *reader = calloc(1, sizeof *reader);
  if (reader == NULL) {
    copy_message(message, message_capacity, "out of memory");
    return NULL;
  }
  reader->source.data = data;
  reader->source.size = size;
  reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, on_read_error, on_read_warning);
  reader->info = reader->png ? png_create_info_struct(reader->png) : NULL;
  if (reader->info == NULL) {
    copy_message(message, message_capacity, "out of memory creating the PNG reader");
    popshot_png_reader_close(reader);
    return NULL;
  }
  if (setjmp(reader->jump)) {
    copy_message(message, message_capacity, reader->message);
    popshot_png_reader_close(reader);
    return NULL;
  }
  png_set_read_fn(reader->png, reader, on_read);
#ifdef PNG_IGNORE_ADLER32
  // Every chunk's CRC-32 is still checked, so corrupt data is still an error; zlib's Adler-32 over
  // the same bytes would only repeat that check, at about a tenth of the decoding time.
  png_set_option(reader->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
  png_read_info(reader->png, reader->info);
  return reader;
}

uint32_t popshot_png_reader_width(const popshot_png_reader *reader) {
  return png_get_image_width(reader->png, reader->info);
}

uint32_t popshot_png_reader_height(const popshot_png_reader *reader) {
  return png_get_image_height(reader->png, reader->info);
}

int popshot_png_reader_finish(popshot_png_reader *reader, void *rgba,
                              char *message, size_t message_capacity) {
  png_structp png = reader->png;
  png_infop info = reader->info;
  uint32_t width = png_get_image_width(png, info), height = png_get_image_height(png, info);
  png_bytep *volatile rows = malloc(sizeof(png_bytep) * (height ? height : 1));
  if (rows == NULL) {
    copy_message(message, message_capacity, "out of memory");
    return POPSHOT_PNG_NO_MEMORY;
  }
  if (setjmp(reader->jump)) {
    free(rows);
    copy_message(message, message_capacity, reader->message);
    return POPSHOT_PNG_ERROR;
  }
  int color_type = png_get_color_type(png, info);
  int has_alpha = (color_type & PNG_COLOR_MASK_ALPHA) || png_get_valid(png, info, PNG_INFO_tRNS);
  png_set_expand(png);  // palette to RGB, gray below 8 bits to 8, tRNS to an alpha channel
  png_set_scale_16(png);  // 16-bit samples to 8: round(v × 255 / 65535)
  png_set_gray_to_rgb(png);
  if (!has_alpha) png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unexpected row layout");
  for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)rgba + (size_t)y * width * 4;
  png_read_image(png, rows);
  png_read_end(png, NULL);
  free(rows);
  return POPSHOT_PNG_OK;
}

void popshot_png_reader_close(popshot_png_reader *reader) {
  if (reader == NULL) return;
  if (reader->png) png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
  free(reader);
}

typedef struct {
  jmp_buf jump;
  char message[256];
  popshot_png_buffer *out;
  int out_of_memory;
} write_context;

static void on_error(png_structp png, png_const_charp text) {
  write_context *context = png_get_error_ptr(png);
  copy_message(context->message, sizeof context->message, text);
  longjmp(context->jump, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;  // warnings do not change the output; nothing is printed from a library
}

static void on_write(png_structp png, png_bytep bytes, png_size_t length) {
  write_context *context = png_get_io_ptr(png);
  popshot_png_buffer *out = context->out;
  if (out->size + length > out->capacity) {
    size_t capacity = out->capacity ? out->capacity : 65536;
    while (capacity < out->size + length) capacity *= 2;
    uint8_t *grown = realloc(out->data, capacity);
    if (grown == NULL) {
      context->out_of_memory = 1;
      png_error(png, "out of memory growing the PNG buffer");
    }
    out->data = grown;
    out->capacity = capacity;
  }
  memcpy(out->data + out->size, bytes, length);
  out->size += length;
}

static void on_flush(png_structp png) { (void)png; }

static int filter_mask(int filter) {
  switch (filter) {
    case POPSHOT_PNG_FILTER_SUB: return PNG_FILTER_SUB;
    case POPSHOT_PNG_FILTER_UP: return PNG_FILTER_UP;
    case POPSHOT_PNG_FILTER_ALL: return PNG_ALL_FILTERS;
    default: return PNG_FILTER_NONE;
  }
}

int popshot_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                       int drop_alpha, int level, int strategy, int filter,
                       popshot_png_buffer *out, char *message, size_t message_capacity) {
  // Everything the error path touches after setjmp lives in the context or is volatile.
  write_context context;
  memset(&context, 0, sizeof context);
  context.out = out;
  out->data = NULL;
  out->size = 0;
  out->capacity = 0;
  png_structp volatile png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context,
                                                     on_error, on_warning);
  png_infop volatile info = png ? png_create_info_struct(png) : NULL;
  if (png == NULL || info == NULL) {
    png_structp p = png;
    png_infop i = info;
    png_destroy_write_struct(p ? &p : NULL, i ? &i : NULL);
    copy_message(message, message_capacity, "out of memory creating the PNG writer");
    return POPSHOT_PNG_NO_MEMORY;
  }
  if (setjmp(context.jump)) {
    png_structp p = png;
    png_infop i = info;
    png_destroy_write_struct(&p, &i);
    free(out->data);
    out->data = NULL;
    out->size = out->capacity = 0;
    copy_message(message, message_capacity, context.message);
    return context.out_of_memory ? POPSHOT_PNG_NO_MEMORY : POPSHOT_PNG_ERROR;
  }
  png_set_write_fn(png, &context, on_write, on_flush);
  png_set_IHDR(png, info, width, height, 8,
               drop_alpha ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, level);
  png_set_compression_strategy(png, strategy);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filter_mask(filter));
  png_write_info(png, info);
  if (drop_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);
  for (uint32_t y = 0; y < height; y++) {
    png_write_row(png, (png_const_bytep)(rgba + (size_t)y * stride));
  }
  png_write_end(png, info);
  png_structp p = png;
  png_infop i = info;
  png_destroy_write_struct(&p, &i);
  return POPSHOT_PNG_OK;
}

void popshot_png_buffer_free(popshot_png_buffer *buffer) {
  if (buffer == NULL) return;
  free(buffer->data);
  buffer->data = NULL;
  buffer->size = buffer->capacity = 0;
}

uint32_t popshot_png_version(void) { return png_access_version_number(); }
