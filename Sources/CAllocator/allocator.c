#include "CAllocator.h"

// Any libc header defines __GLIBC__ on glibc.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void themec_tune_allocator(void) {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 128 << 20);
  mallopt(M_TOP_PAD, 16 << 20);
#endif
}

#if defined(__GLIBC__) && defined(__linux__) && defined(__LP64__)

// A small-object allocator for a batch process.
//
// A build makes and frees a few hundred thousand small blocks (texts, array buffers, Swift
// objects, libyaml's tokens), on two threads. glibc's malloc spent about 250 instructions
// on a malloc/free pair there, with its arena bookkeeping; this about 85, the wrappers
// included (callgrind, the benchmark's medium corpus). Blocks of up to
// SMALL_MAX bytes come in size classes (16-byte steps to 128, then four per power of two),
// each thread keeps a free list per class, and a class's blocks are carved from 64 KiB
// spans of one reserved region. A span serves one class, so `free` finds a block's size
// from its address: no header per block. Larger and over-aligned blocks go to glibc.
//
// Defining `malloc` and friends in the executable replaces glibc's for every library in
// the process (glibc supports this: "Replacing malloc" in its manual). Memory freed here is
// reused by the thread that freed it and never returned to the kernel, which suits a
// process that runs once and exits; the region's pages are only touched as spans are used.

#include <dlfcn.h>
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>

extern void *__libc_malloc(size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// Address space only: pages are backed as they are first written.
#define REGION_BYTES ((size_t)4 << 30)
#define SPAN_SHIFT 16
#define SPAN_BYTES ((size_t)1 << SPAN_SHIFT)
#define SPAN_COUNT (REGION_BYTES >> SPAN_SHIFT)
#define SMALL_MAX ((size_t)16384)
// class_of(SMALL_MAX) is 35.
#define CLASS_COUNT 36

static char *_Atomic region_start;
static _Atomic size_t spans_used;
// The class each span serves, written before the span's first block is handed out.
static uint8_t span_class[SPAN_COUNT];

struct thread_cache {
  void *free_list[CLASS_COUNT];
  char *next[CLASS_COUNT];
  char *end[CLASS_COUNT];
};

static __thread struct thread_cache cache __attribute__((tls_model("initial-exec")));

// 0...7 for 1...128 bytes in 16-byte steps, then four classes per power of two.
static inline unsigned class_of(size_t size) {
  if (size <= 128) return size == 0 ? 0 : (unsigned)((size - 1) >> 4);
  size_t last = size - 1;
  unsigned log = 63u - (unsigned)__builtin_clzl(last);
  unsigned quarter = (unsigned)((last >> (log - 2)) & 3);
  return 8 + (log - 7) * 4 + quarter;
}

// Every class size is a multiple of 16, so every block is 16-byte aligned as malloc's are.
static inline size_t class_size(unsigned class) {
  if (class < 8) return (size_t)(class + 1) << 4;
  unsigned log = (class - 8) / 4 + 7;
  unsigned quarter = (class - 8) % 4;
  return ((size_t)1 << log) + ((size_t)(quarter + 1) << (log - 2));
}

// Set when the region cannot be reserved (a limit on address space): then every block
// comes from glibc, without asking the kernel again at each allocation.
static _Atomic bool region_refused;

static char *region(void) {
  char *start = atomic_load_explicit(&region_start, memory_order_acquire);
  if (start) return start;
  if (atomic_load_explicit(&region_refused, memory_order_relaxed)) return NULL;
  void *mapped = mmap(
    NULL, REGION_BYTES, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (mapped == MAP_FAILED) {
    atomic_store_explicit(&region_refused, true, memory_order_relaxed);
    return NULL;
  }
  char *expected = NULL;
  if (!atomic_compare_exchange_strong(&region_start, &expected, (char *)mapped)) {
    // Another thread mapped it first.
    munmap(mapped, REGION_BYTES);
    return expected;
  }
  return (char *)mapped;
}

// The class of a block of the region, or -1 for memory from glibc.
static inline int owned_class(const void *pointer) {
  char *start = atomic_load_explicit(&region_start, memory_order_relaxed);
  if (!start || (const char *)pointer < start || (const char *)pointer >= start + REGION_BYTES) return -1;
  return span_class[(size_t)((const char *)pointer - start) >> SPAN_SHIFT];
}

static void *take_span(unsigned class) {
  char *start = region();
  if (!start) return NULL;
  size_t span = atomic_fetch_add_explicit(&spans_used, 1, memory_order_relaxed);
  if (span >= SPAN_COUNT) return NULL;
  span_class[span] = (uint8_t)class;
  char *block = start + (span << SPAN_SHIFT);
  size_t size = class_size(class);
  cache.next[class] = block + size;
  cache.end[class] = block + (SPAN_BYTES / size) * size;
  return block;
}

static inline void *small_alloc(size_t size) {
  unsigned class = class_of(size);
  void *block = cache.free_list[class];
  if (block) {
    void *following = *(void **)block;
    cache.free_list[class] = following;
    // The next block of this class is read at the next allocation: blocks freed long
    // before (a model dropped at the end of a locale) are out of the cache by then.
    if (following) __builtin_prefetch(following, 1, 3);
    return block;
  }
  char *next = cache.next[class];
  if (next && next < cache.end[class]) {
    cache.next[class] = next + class_size(class);
    return next;
  }
  return take_span(class);
}

static inline void small_free(void *pointer, int class) {
  *(void **)pointer = cache.free_list[class];
  cache.free_list[class] = pointer;
}

bool themec_allocator_linked(void) { return true; }

bool themec_allocator_owns(const void *pointer) { return owned_class(pointer) >= 0; }

size_t themec_allocator_usable_size(void *pointer) { return malloc_usable_size(pointer); }

void *malloc(size_t size) {
  if (size <= SMALL_MAX) {
    void *block = small_alloc(size);
    if (block) return block;
  }
  return __libc_malloc(size);
}

void free(void *pointer) {
  if (!pointer) return;
  int class = owned_class(pointer);
  if (class >= 0) {
    small_free(pointer, class);
  } else {
    __libc_free(pointer);
  }
}

void *calloc(size_t count, size_t size) {
  size_t total;
  if (__builtin_mul_overflow(count, size, &total)) {
    errno = ENOMEM;
    return NULL;
  }
  if (total <= SMALL_MAX) {
    // A block from a free list holds old bytes.
    void *block = small_alloc(total);
    if (block) return memset(block, 0, total);
  }
  return __libc_calloc(count, size);
}

static size_t (*_Atomic libc_usable_size)(void *);

size_t malloc_usable_size(void *pointer) {
  if (!pointer) return 0;
  int class = owned_class(pointer);
  if (class >= 0) return class_size((unsigned)class);
  size_t (*usable)(void *) = atomic_load_explicit(&libc_usable_size, memory_order_relaxed);
  if (!usable) {
    usable = (size_t (*)(void *))dlsym(RTLD_NEXT, "malloc_usable_size");
    atomic_store_explicit(&libc_usable_size, usable, memory_order_relaxed);
  }
  return usable ? usable(pointer) : 0;
}

void *realloc(void *pointer, size_t size) {
  if (!pointer) return malloc(size);
  if (size == 0) {
    free(pointer);
    return NULL;
  }
  int class = owned_class(pointer);
  // glibc's blocks stay glibc's.
  if (class < 0) return __libc_realloc(pointer, size);
  size_t have = class_size((unsigned)class);
  if (size <= have) return pointer;
  void *moved = malloc(size);
  if (!moved) return NULL;
  memcpy(moved, pointer, have);
  free(pointer);
  return moved;
}

void *reallocarray(void *pointer, size_t count, size_t size) {
  size_t total;
  if (__builtin_mul_overflow(count, size, &total)) {
    errno = ENOMEM;
    return NULL;
  }
  return realloc(pointer, total);
}

void *memalign(size_t alignment, size_t size) {
  if (alignment <= 16) return malloc(size);
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  void *block = memalign(alignment, size);
  if (!block) return ENOMEM;
  *result = block;
  return 0;
}

void *valloc(size_t size) { return __libc_memalign(4096, size); }

void *pvalloc(size_t size) { return __libc_memalign(4096, (size + 4095) & ~(size_t)4095); }

#else

bool themec_allocator_linked(void) { return false; }

bool themec_allocator_owns(const void *pointer) {
  (void)pointer;
  return false;
}

size_t themec_allocator_usable_size(void *pointer) {
#if defined(__GLIBC__)
  return malloc_usable_size(pointer);
#else
  (void)pointer;
  return 0;
#endif
}

#endif
