#ifndef CATALOG_CFREETYPE_SHIM_H
#define CATALOG_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include FT_MULTIPLE_MASTERS_H
#include FT_OUTLINE_H
#include FT_FONT_FORMATS_H
#include FT_ADVANCES_H
#include FT_STROKER_H
#include <fontconfig/fontconfig.h>

/* Function-like macros are not imported into Swift: wrap the ones we use. */
static inline int catalog_ft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }
static inline int catalog_ft_is_sfnt(FT_Face face) { return FT_IS_SFNT(face) ? 1 : 0; }
static inline int catalog_ft_has_multiple_masters(FT_Face face) { return FT_HAS_MULTIPLE_MASTERS(face) ? 1 : 0; }
static inline int catalog_ft_has_glyph_names(FT_Face face) { return FT_HAS_GLYPH_NAMES(face) ? 1 : 0; }
/* FT_ERROR_BASE: the generic error code without a module prefix (a no-op unless FreeType was
   built with FT_CONFIG_OPTION_USE_MODULE_ERRORS). */
static inline int catalog_ft_error_base(FT_Error error) { return FT_ERROR_BASE(error); }
/* FcObjectSetBuild is variadic, which Swift cannot call: an object set of FC_FAMILY. */
static inline FcObjectSet *catalog_fc_family_object_set(void) { return FcObjectSetBuild(FC_FAMILY, (char *)0); }

#endif
