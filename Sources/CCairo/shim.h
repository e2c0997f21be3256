// Cairo (drawing) and Pango (text layout with fontconfig and HarfBuzz) for OpenCoreGraphics.
#include <cairo.h>
#include <pango/pangocairo.h>
