// zlib, for the FlateDecode streams of PDF vector assets (libpng links it too).
#include <zlib.h>
