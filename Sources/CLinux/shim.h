// Linux calls that Swift's Glibc module leaves out: it is built without _GNU_SOURCE, under
// which glibc declares them. Nothing is linked beyond the C library.
#if defined(__linux__)
#include <stdint.h>
// mallopt(3) and its M_* parameters (glibc).
#include <malloc.h>

/// sync_file_range(2): starts writing a file's dirty pages in [offset, offset + count) to
/// disk and returns without waiting (with `CLINUX_SYNC_FILE_RANGE_WRITE`); no metadata.
int sync_file_range(int fd, int64_t offset, int64_t count, unsigned int flags);

enum { CLINUX_SYNC_FILE_RANGE_WRITE = 2 };
#endif
