// libpng, for reading and writing PNG files.
#include <png.h>
