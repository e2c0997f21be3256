#ifndef OPENUIKIT_PANGO_DECLARATIONS_H
#define OPENUIKIT_PANGO_DECLARATIONS_H
// The part of Pango's C API that OpenCoreGraphics calls, declared here instead of including
// <pango/pangocairo.h>: Pango's pkg-config flags carry -pthread, which SwiftPM refuses with a
// "prohibited flag(s)" warning in the build of every package depending on OpenUIKit, while
// cairo's flags are clean. The declarations follow Pango 1.x's stable C ABI (1.44 and later);
// the library itself is the system's (linked in module.modulemap).
#include <cairo.h>

typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;

typedef struct {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END } PangoEllipsizeMode;
typedef enum { PANGO_STYLE_NORMAL, PANGO_STYLE_OBLIQUE, PANGO_STYLE_ITALIC } PangoStyle;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
/// A font weight from 100 (thin) to 1000 (ultra heavy); 400 is normal.
typedef enum { PANGO_WEIGHT_NORMAL = 400 } PangoWeight;

/// Pango units per device unit.
#define PANGO_SCALE 1024

PangoLayout *pango_cairo_create_layout(cairo_t *cr);
typedef struct _PangoFontMap PangoFontMap;
/// NULL drops the calling thread's default font map; the next layout makes a new one, which
/// sees fonts added to fontconfig since.
void pango_cairo_font_map_set_default(PangoFontMap *fontmap);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);

PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);

void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_spacing(PangoLayout *layout, int spacing);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_justify(PangoLayout *layout, int justify);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_baseline(PangoLayout *layout);
/// The box of the character at byte `index` (the layout manager's character boxes).
void pango_layout_index_to_pos(PangoLayout *layout, int index, PangoRectangle *pos);

/// Walks a layout's lines (the layout manager's line fragments).
typedef struct _PangoLayoutIter PangoLayoutIter;
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
void pango_layout_iter_free(PangoLayoutIter *iter);
/// The byte index of the iterator's position (a line's first byte after moving to it).
int pango_layout_iter_get_index(PangoLayoutIter *iter);
void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_iter_get_baseline(PangoLayoutIter *iter);
/// Moves to the next line; 0 when there is none.
int pango_layout_iter_next_line(PangoLayoutIter *iter);

/// Attributes over byte ranges of a layout's text (attributed strings).
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttribute {
    const void *klass;
    unsigned int start_index;
    unsigned int end_index;
} PangoAttribute;
typedef enum { PANGO_UNDERLINE_NONE, PANGO_UNDERLINE_SINGLE, PANGO_UNDERLINE_DOUBLE } PangoUnderline;
PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_unref(PangoAttrList *list);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
PangoAttribute *pango_attr_font_desc_new(const PangoFontDescription *desc);
PangoAttribute *pango_attr_foreground_new(unsigned short red, unsigned short green, unsigned short blue);
PangoAttribute *pango_attr_foreground_alpha_new(unsigned short alpha);
PangoAttribute *pango_attr_background_new(unsigned short red, unsigned short green, unsigned short blue);
PangoAttribute *pango_attr_background_alpha_new(unsigned short alpha);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
PangoAttribute *pango_attr_underline_new(PangoUnderline underline);
PangoAttribute *pango_attr_strikethrough_new(int strikethrough);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);

/// GObject's release (a PangoLayout is a GObject).
void g_object_unref(void *object);

#endif
