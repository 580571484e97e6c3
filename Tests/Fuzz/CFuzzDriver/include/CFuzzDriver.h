// libFuzzer's entry for programs that have their own main (compiler-rt FuzzerInterface.h), and
// the one main every FrameLab fuzz target runs through.
#include <stddef.h>
#include <stdint.h>
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

// Runs libFuzzer with `argc`/`argv`, calling `fuzzOne` for each input; returns its exit status.
// `fuzzOne` also answers `LLVMFuzzerTestOneInput`, which libFuzzer's archive refers to.
int FrameLabFuzzMain(int argc, char **argv, int (*fuzzOne)(const uint8_t *data, size_t size));
