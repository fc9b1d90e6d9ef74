// libpng glue. Reading uses the simplified API (errors come back in png_image.message).
// Writing uses the full API because the simplified one cannot choose filters or zlib level;
// its longjmp-based errors are caught here and never cross into Swift.
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

struct popshot_png_reader {
  png_image image;
};

popshot_png_reader *popshot_png_reader_open(const void *data, size_t size,
                                            char *message, size_t message_capacity) {
  popshot_png_reader *reader = calloc(1, sizeof *reader);
  if (reader == NULL) {
    copy_message(message, message_capacity, "out of memory");
    return NULL;
  }
  reader->image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&reader->image, data, size)) {
    copy_message(message, message_capacity, reader->image.message);
    png_image_free(&reader->image);
    free(reader);
    return NULL;
  }
  return reader;
}

uint32_t popshot_png_reader_width(const popshot_png_reader *reader) {
  return reader->image.width;
}

uint32_t popshot_png_reader_height(const popshot_png_reader *reader) {
  return reader->image.height;
}

int popshot_png_reader_finish(popshot_png_reader *reader, void *rgba,
                              char *message, size_t message_capacity) {
  reader->image.format = PNG_FORMAT_RGBA;
  if (!png_image_finish_read(&reader->image, NULL, rgba, 0, NULL)) {
    copy_message(message, message_capacity, reader->image.message);
    return POPSHOT_PNG_ERROR;
  }
  return POPSHOT_PNG_OK;
}

void popshot_png_reader_close(popshot_png_reader *reader) {
  if (reader == NULL) return;
  png_image_free(&reader->image);
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
