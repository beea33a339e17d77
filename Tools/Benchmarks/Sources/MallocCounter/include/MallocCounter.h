#ifndef DEMETER_MALLOC_COUNTER_H
#define DEMETER_MALLOC_COUNTER_H

#include <stdint.h>

/// Starts counting calls to malloc, calloc, realloc, posix_memalign, aligned_alloc and memalign
/// made by any thread, from zero.
void demeter_malloc_counter_start(void);

/// Stops counting and returns the number of allocation calls since the last start.
uint64_t demeter_malloc_counter_stop(void);

/// 1 when this executable's own malloc is the one the process uses (the interposer is live).
int demeter_malloc_counter_is_active(void);

#endif
