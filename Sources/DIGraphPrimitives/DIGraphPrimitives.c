#include "DIGraphPrimitives.h"

_Thread_local void *digraph_thread_slots[DIGRAPH_THREAD_SLOT_COUNT];
