#ifndef SCROLLLAB_CFONTCONFIG_SHIM_H
#define SCROLLLAB_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
