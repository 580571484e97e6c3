// Only a header matters here: SwiftPM needs one source file in a C target.
#include "CFuzzDriver.h"
