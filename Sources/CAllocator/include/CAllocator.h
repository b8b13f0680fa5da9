#ifndef THEMEC_CALLOCATOR_H
#define THEMEC_CALLOCATOR_H

#include <stdbool.h>
#include <stddef.h>

/// Tunes the C allocator for a short-lived batch process that allocates and frees many
/// tables and buffers on two threads: freed memory stays in the process instead of going
/// back to the kernel (and being faulted in again), and large buffers come from the heap
/// rather than from fresh mappings. Does nothing where the allocator has no such settings.
void themec_tune_allocator(void);

/// Whether themec's own small-object allocator is linked into this process (glibc: the
/// executable's `malloc` and `free` replace the C library's for every library in it).
bool themec_allocator_linked(void);

/// Whether `pointer` was handed out by themec's small-object allocator (false for memory
/// from the C library's allocator, which serves large and over-aligned blocks).
bool themec_allocator_owns(const void *pointer);

/// The bytes usable in a block from `malloc` (`malloc_usable_size`, which Swift's Glibc
/// module does not declare), 0 where the C library cannot tell.
size_t themec_allocator_usable_size(void *pointer);

#endif
