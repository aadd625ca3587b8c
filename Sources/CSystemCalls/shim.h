// System calls the Swift Glibc module does not expose.
#ifndef CATALOG_SYSTEM_CALLS_H
#define CATALOG_SYSTEM_CALLS_H

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/syscall.h>
#endif

/// Exchanges two paths atomically (`renameat2` with `RENAME_EXCHANGE`, Linux 3.15): both
/// must exist. Returns 0, or -1 with errno (ENOSYS or EINVAL where the kernel or the file
/// system cannot exchange).
static inline int catalog_exchange_paths(const char *first, const char *second) {
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 2 /* RENAME_EXCHANGE */);
#else
    errno = ENOSYS;
    return -1;
#endif
}

#endif
