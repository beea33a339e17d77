// Counts heap allocations by interposing the allocator entry points.
//
// The executable defines malloc & co.; because the Swift runtime and Foundation (shared libraries) refer to
// them, the linker exports these definitions and every allocation in the process comes here first. Each one
// forwards to glibc's own implementation (`__libc_malloc` & co., which glibc exports for exactly this purpose),
// so there is no dlsym bootstrap recursion. free is not interposed: the memory comes from glibc's allocator.
#define _GNU_SOURCE
#include "MallocCounter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_int counting = 0;
static atomic_uint_fast64_t allocations = 0;
static atomic_int seen = 0;

static inline void note_allocation(void) {
  atomic_store_explicit(&seen, 1, memory_order_relaxed);
  if (atomic_load_explicit(&counting, memory_order_relaxed)) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  }
}

void *malloc(size_t size) {
  note_allocation();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  note_allocation();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  note_allocation();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  note_allocation();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  note_allocation();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  note_allocation();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) return ENOMEM;
  *result = pointer;
  return 0;
}

void demeter_malloc_counter_start(void) {
  atomic_store_explicit(&allocations, 0, memory_order_relaxed);
  atomic_store_explicit(&counting, 1, memory_order_seq_cst);
}

uint64_t demeter_malloc_counter_stop(void) {
  atomic_store_explicit(&counting, 0, memory_order_seq_cst);
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}

int demeter_malloc_counter_is_active(void) {
  return atomic_load_explicit(&seen, memory_order_relaxed);
}
