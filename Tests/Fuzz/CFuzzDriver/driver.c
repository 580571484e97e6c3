#include "CFuzzDriver.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int (*currentTarget)(const uint8_t *data, size_t size);

#ifdef FRAMELAB_LIBFUZZER

int FrameLabFuzzMain(int argc, char **argv, int (*fuzzOne)(const uint8_t *data, size_t size)) {
    currentTarget = fuzzOne;
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzOne);
}

#else

// Replay: without libFuzzer (an ordinary build, as `make test` makes), the target runs each file
// named on the command line, and each file of each directory named, once, in name order. A crash
// or a failed precondition ends the process, as it would end a fuzzing run.
static long replayed = 0;

static int replayFile(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) { fprintf(stderr, "cannot read %s\n", path); return 1; }
    uint8_t *bytes = NULL;
    size_t size = 0, capacity = 0;
    for (;;) {
        if (size == capacity) {
            capacity = capacity ? capacity * 2 : 4096;
            uint8_t *grown = realloc(bytes, capacity);
            if (!grown) { free(bytes); fclose(file); fprintf(stderr, "out of memory reading %s\n", path); return 1; }
            bytes = grown;
        }
        size_t read = fread(bytes + size, 1, capacity - size, file);
        size += read;
        if (read == 0) break;
    }
    fclose(file);
    currentTarget(bytes, size);
    free(bytes);
    replayed += 1;
    return 0;
}

static int byName(const struct dirent **a, const struct dirent **b) { return strcmp((*a)->d_name, (*b)->d_name); }

static int replayPath(const char *path) {
    struct stat info;
    if (stat(path, &info) != 0) { fprintf(stderr, "no such file or directory: %s\n", path); return 1; }
    if (!S_ISDIR(info.st_mode)) return replayFile(path);
    struct dirent **entries = NULL;
    int count = scandir(path, &entries, NULL, byName);
    if (count < 0) { fprintf(stderr, "cannot list %s\n", path); return 1; }
    int failed = 0;
    for (int i = 0; i < count; i++) {
        const char *name = entries[i]->d_name;
        if (name[0] != '.') {
            size_t length = strlen(path) + strlen(name) + 2;
            char *child = malloc(length);
            if (!child) { failed = 1; break; }
            snprintf(child, length, "%s/%s", path, name);
            struct stat childInfo;
            if (stat(child, &childInfo) == 0 && S_ISREG(childInfo.st_mode)) failed |= replayFile(child);
            free(child);
        }
        free(entries[i]);
    }
    free(entries);
    return failed;
}

int FrameLabFuzzMain(int argc, char **argv, int (*fuzzOne)(const uint8_t *data, size_t size)) {
    currentTarget = fuzzOne;
    int failed = 0;
    for (int i = 1; i < argc; i++) {
        if (argv[i][0] == '-') continue;  // libFuzzer's options mean nothing here
        failed |= replayPath(argv[i]);
    }
    printf("%s: replayed %ld inputs, no crash\n", argv[0], replayed);
    return failed;
}

#endif

// libFuzzer's archive refers to this symbol; inputs arrive through LLVMFuzzerRunDriver either way.
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    return currentTarget ? currentTarget(data, size) : 0;
}
