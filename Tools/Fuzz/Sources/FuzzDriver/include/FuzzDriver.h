#ifndef DEMETER_FUZZ_DRIVER_H
#define DEMETER_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for programs that keep their own `main`. With `-sanitize=fuzzer` libFuzzer's
/// definition is linked; without it, a weak fallback here replays each file (or each file of each folder)
/// named in `argv` once through `callback` and ignores options (`-name=value`).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
