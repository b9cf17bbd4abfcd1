// The few primitives DIGraph needs that Swift does not offer on every platform it supports:
// per-thread pointer slots (Swift has no thread-local variables), acquire / release loads and
// stores of pointers and words (Synchronization.Atomic needs macOS 15 / iOS 18), the calling
// thread's stack bounds, and whether it is the main thread (Swift's own test of the main actor
// stops the program when it fails). Each of the first two kinds is a static inline function, so
// that Swift code calling it compiles to the instruction itself; the atomics are C11 atomics,
// which ThreadSanitizer understands.

#ifndef DIGRAPH_PRIMITIVES_H
#define DIGRAPH_PRIMITIVES_H

#include <stdbool.h>
#include <stdint.h>

#pragma clang assume_nonnull begin

/// How many per-thread slots there are; `ThreadSlot` in DIGraph names each one.
#define DIGRAPH_THREAD_SLOT_COUNT 4

/// The calling thread's slots, all null when the thread starts.
extern _Thread_local void *_Nullable digraph_thread_slots[DIGRAPH_THREAD_SLOT_COUNT];

/// The calling thread's pointer in slot `index`.
static inline void *_Nullable digraph_thread_slot(int32_t index) {
    return digraph_thread_slots[index];
}

/// Sets the calling thread's pointer in slot `index`.
static inline void digraph_set_thread_slot(int32_t index, void *_Nullable value) {
    digraph_thread_slots[index] = value;
}

/// Loads the pointer at `address`, ordered before the loads that follow it.
static inline void *_Nullable digraph_load_acquire(void *_Nullable const *_Nonnull address) {
    return __atomic_load_n(address, __ATOMIC_ACQUIRE);
}

/// Stores `value` at `address`, ordered after the stores that precede it.
static inline void digraph_store_release(void *_Nullable *_Nonnull address, void *_Nullable value) {
    __atomic_store_n(address, value, __ATOMIC_RELEASE);
}

/// Loads the word at `address`, ordered before the loads that follow it.
static inline uintptr_t digraph_load_acquire_word(const uintptr_t *_Nonnull address) {
    return __atomic_load_n(address, __ATOMIC_ACQUIRE);
}

/// Adds `amount` to the word at `address` in one atomic step, ordered after the stores that
/// precede it.
static inline void digraph_add_release_word(uintptr_t *_Nonnull address, uintptr_t amount) {
    __atomic_fetch_add(address, amount, __ATOMIC_RELEASE);
}

/// The lowest and highest addresses of the calling thread's stack; false where the platform
/// does not say (then `low` and `high` are untouched). A system call or two: call it once per
/// thread.
bool digraph_thread_stack_bounds(uintptr_t *_Nonnull low, uintptr_t *_Nonnull high);

/// Whether the calling thread is the process's main thread, the one the main actor runs on. True
/// where the platform does not say (then Swift's own check of the main actor is the only one).
/// A system call on Linux.
bool digraph_is_main_thread(void);

#pragma clang assume_nonnull end

#endif
