#ifndef OPENUIKIT_FONTCONFIG_DECLARATIONS_H
#define OPENUIKIT_FONTCONFIG_DECLARATIONS_H
// The part of fontconfig's C API that font registration calls (CGFont, CTFontManager), declared
// here for the same reason as pango_declarations.h; fontconfig 2.12 and later (Debian 12 has 2.14).
typedef unsigned char FcChar8;
typedef int FcBool;
typedef struct _FcPattern FcPattern;
typedef struct _FcConfig FcConfig;
typedef struct _FcBlanks FcBlanks;
typedef enum { FcResultMatch, FcResultNoMatch, FcResultTypeMismatch, FcResultNoId, FcResultOutOfMemory } FcResult;

#define FC_FAMILY "family"
#define FC_FULLNAME "fullname"
#define FC_POSTSCRIPT_NAME "postscriptname"
#define FC_WEIGHT "weight"
#define FC_SLANT "slant"
#define FC_SLANT_ROMAN 0

/// The description of face `id` of the font file at `file` (NULL when it is not a font).
FcPattern *FcFreeTypeQuery(const FcChar8 *file, unsigned int id, FcBlanks *blanks, int *count);
FcResult FcPatternGetString(const FcPattern *p, const char *object, int n, FcChar8 **s);
FcResult FcPatternGetInteger(const FcPattern *p, const char *object, int n, int *i);
void FcPatternDestroy(FcPattern *p);
/// Adds a font file to the application's fonts of `config` (NULL: the current configuration).
FcBool FcConfigAppFontAddFile(FcConfig *config, const FcChar8 *file);
int FcWeightToOpenType(int fc_weight);
#endif
