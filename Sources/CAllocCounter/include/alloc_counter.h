// A malloc-counting shim for `scrolllab bench`, loaded only with LD_PRELOAD (the bench re-executes
// itself with it). Counts calls to malloc, calloc, realloc and the aligned allocators; forwards each to
// glibc's own implementation (__libc_*), so no dlsym bootstrap is needed.
#ifndef SCROLLLAB_ALLOC_COUNTER_H
#define SCROLLLAB_ALLOC_COUNTER_H
#include <stdint.h>
/// Allocation calls so far in this process.
uint64_t scrolllab_alloc_count(void);
#endif
