// What PlumbMemory asks of the system that Swift's Glibc module does not carry
// (`sched_getaffinity` needs _GNU_SOURCE). Foundation's `ProcessInfo.activeProcessorCount` would
// tell it too, but initializing ProcessInfo took 1 MB of a run's peak memory.
#define _GNU_SOURCE
#include "CPlumbMemory.h"

#include <unistd.h>
#ifdef __linux__
#include <sched.h>
#endif

int plumb_usable_processors(void) {
#ifdef __linux__
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0) {
        int count = CPU_COUNT(&set);
        if (count > 0) return count;
    }
#endif
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    return online > 0 ? (int)online : 1;
}
