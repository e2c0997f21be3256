#ifndef OUK_ALLOCATION_COUNTER_H
#define OUK_ALLOCATION_COUNTER_H
/// How many times malloc, calloc, realloc or aligned allocation ran in this process so far
/// (the benchmark's check that a steady-state frame allocates nothing).
unsigned long ouk_allocation_count(void);

#endif
