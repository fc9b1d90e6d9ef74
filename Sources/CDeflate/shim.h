// libdeflate (Debian's libdeflate-dev): the whole-buffer DEFLATE decoder that PNG decoding uses
// for the 8-bit RGB and RGBA files Popshot writes (popshot_png_read.c).
#include <libdeflate.h>
