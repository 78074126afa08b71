#ifndef CPLUMBMEMORY_H
#define CPLUMBMEMORY_H

/// The processors this process may run on: its affinity mask (as `taskset` sets it), or the
/// processors online where there is none to read. At least 1.
int plumb_usable_processors(void);

#endif
