// zlib, for reading Paprika exports (a ZIP of gzipped JSON) without a package dependency.
#include <zlib.h>
