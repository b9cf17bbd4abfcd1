#if defined(__linux__)
#define _GNU_SOURCE  // pthread_getattr_np
#endif
#include "DIGraphPrimitives.h"
#include <pthread.h>

_Thread_local void *digraph_thread_slots[DIGRAPH_THREAD_SLOT_COUNT];

bool digraph_thread_stack_bounds(uintptr_t *low, uintptr_t *high) {
#if defined(__APPLE__)
    pthread_t thread = pthread_self();
    uintptr_t top = (uintptr_t)pthread_get_stackaddr_np(thread);
    *low = top - pthread_get_stacksize_np(thread);
    *high = top;
    return true;
#elif defined(__linux__)
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return false;
    void *address;
    size_t size;
    int status = pthread_attr_getstack(&attributes, &address, &size);
    pthread_attr_destroy(&attributes);
    if (status != 0) return false;
    *low = (uintptr_t)address;
    *high = (uintptr_t)address + size;
    return true;
#else
    return false;
#endif
}

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

bool digraph_is_main_thread(void) {
#if defined(__APPLE__)
    return pthread_main_np() != 0;
#elif defined(__linux__)
    // The main thread's id is the process's.
    return syscall(SYS_gettid) == getpid();
#else
    return true;
#endif
}
