// Counts heap allocations by interposing glibc's malloc family in the benchmark executable
// (linked into the benchmark only). Each wrapper forwards to glibc's own implementation.
#include <stddef.h>
#include <stdatomic.h>
#include "allocation_counter.h"

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static atomic_ulong allocations;

unsigned long ouk_allocation_count(void) { return atomic_load(&allocations); }

void *malloc(size_t size) { atomic_fetch_add(&allocations, 1); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { atomic_fetch_add(&allocations, 1); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { atomic_fetch_add(&allocations, 1); return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
int posix_memalign(void **result, size_t alignment, size_t size) {
    atomic_fetch_add(&allocations, 1);
    void *pointer = __libc_memalign(alignment, size);
    if (!pointer) return 12; // ENOMEM
    *result = pointer;
    return 0;
}
void *aligned_alloc(size_t alignment, size_t size) { atomic_fetch_add(&allocations, 1); return __libc_memalign(alignment, size); }
void *memalign(size_t alignment, size_t size) { atomic_fetch_add(&allocations, 1); return __libc_memalign(alignment, size); }
