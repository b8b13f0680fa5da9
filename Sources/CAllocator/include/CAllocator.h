#ifndef THEMEC_CALLOCATOR_H
#define THEMEC_CALLOCATOR_H

/// Tunes the C allocator for a short-lived batch process that allocates and frees many
/// tables and buffers on two threads: freed memory stays in the process instead of going
/// back to the kernel (and being faulted in again), and large buffers come from the heap
/// rather than from fresh mappings. Does nothing where the allocator has no such settings.
void themec_tune_allocator(void);

#endif
