// Pixel arithmetic shared by the C loops, the same as PopshotGraphics' Blend.swift and Color.swift
// (a private header: not part of the module Swift imports).
#ifndef POPSHOT_PIXEL_H
#define POPSHOT_PIXEL_H

#include <stdint.h>

/// Blinn's exact round(x / 255) for x ≤ 255 × 255 + 254 (Color.swift's div255).
static inline uint32_t popshot_div255(uint32_t x) {
  uint32_t t = x + 128;
  return (t + (t >> 8)) >> 8;
}

/// Each channel of the premultiplied pixel `p` times `f` / 255, rounded to nearest, two channels
/// a 32-bit lane (Blend.swift's scalePixel).
static inline uint32_t popshot_scale_pixel(uint32_t p, uint32_t f) {
  uint32_t rb = (p & 0x00FF00FFu) * f + 0x00800080u;
  rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
  uint32_t ag = ((p >> 8) & 0x00FF00FFu) * f + 0x00800080u;
  ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
  return rb | ag;
}

/// `s` over `d`, where `f` is 255 minus the source's alpha (Blend.swift's sourceOver).
static inline uint32_t popshot_over(uint32_t s, uint32_t d, uint32_t f) {
  return s + popshot_scale_pixel(d, f);
}

#endif
