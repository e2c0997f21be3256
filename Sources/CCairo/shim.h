#ifndef OPENUIKIT_CCAIRO_SHIM_H
#define OPENUIKIT_CCAIRO_SHIM_H
// Cairo (drawing) and Pango (text layout with fontconfig and HarfBuzz) for OpenCoreGraphics.
#include <cairo.h>
#include "pango_declarations.h"
#include "fontconfig_declarations.h"
#endif
