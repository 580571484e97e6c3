#include "CFuzzDriver.h"

static int (*currentTarget)(const uint8_t *data, size_t size);

int FrameLabFuzzMain(int argc, char **argv, int (*fuzzOne)(const uint8_t *data, size_t size)) {
    currentTarget = fuzzOne;
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzOne);
}

// libFuzzer's archive refers to this symbol; inputs arrive through LLVMFuzzerRunDriver either way.
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    return currentTarget ? currentTarget(data, size) : 0;
}
