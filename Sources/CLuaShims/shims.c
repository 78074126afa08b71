// C side of the Plumb Lua bridge: allocator, host block, trampoline, limits, sandbox.
//
// Stopping runaway scripts
// ------------------------
// * Instruction budget and wall-clock deadline share one LUA_MASKCOUNT hook that runs every
//   LUASHIM_HOOK_PERIOD instructions, adds the period to a counter and reads CLOCK_MONOTONIC.
//   (We chose the clock check in the hook over a watchdog thread: no thread to manage, nothing
//   touches the state from outside, and the cost is one clock read per 10,000 instructions.
//   The hook itself slows pure Lua loops down, which is the price of the budget.)
// * Memory: the allocator refuses growth past the cap while Lua is the innermost frame
//   (host_depth == 0). Lua then runs an emergency GC and retries the same request; a refusal
//   that is not followed by a successful allocation of at least that size is a memory stop.
// * Once a stop is tripped it cannot be swallowed: the hook re-arms itself with count 1 and
//   raises again, the sandbox's pcall/xpcall/coroutine.resume/load re-raise, the trampoline
//   re-raises after Swift returns, and the host checks the flag after the top-level pcall.
// * Coroutines inherit the count hook from the thread that creates them (lua_newthread copies
//   it), so they are covered by the same budget and deadline.
// * Finalizers: Lua disables hooks while it runs a __gc metamethod, so the sandbox's
//   setmetatable refuses metatables with a __gc field (unsafe mode keeps the original).
// * Long-running C functions are not interrupted by the hook. The library functions that can do
//   much work in one call (string.rep/find/match/gmatch/gsub/format/…, table.concat/move/sort/…)
//   are wrapped: limits are checked before and after each call, which also counts as work in
//   proportion to its string bytes. string.rep("", huge) and table.move over a huge range are
//   guarded outright. A single call that never returns (a pathological pattern) is left to the
//   watchdog below, the last resort: past the deadline plus a grace it calls the host's action,
//   which ends the process (plumb run) or restarts it (plumb watch) with a clear message.
// * xpcall message handlers: a stop is raised from the hook, where Lua has turned hooks off, and
//   the handler runs right there; so once a run is stopped the script's handler is skipped.
// * Memory held by the host for the script (Swift strings, views) is charged to the same cap
//   (luashim_charge) and given back when Lua collects the last reference.
#include "CLuaShims.h"

#include <pthread.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

struct luashim_slab {
    struct slab_page *partial[16];
    struct slab_region *regions;
    struct slab_page *unused;
};

typedef struct luashim_host luashim_host;

struct luashim_host {
    size_t mem_used;
    size_t mem_limit;      // 0: no cap
    size_t refused_size;   // last growth refused by the cap, 0 when none is pending
    int host_depth;        // > 0 while the host (Swift or our C) is the innermost frame
    luashim_dispatch_fn dispatch;
    luashim_release_fn release;
    void *owner;
    long long budget;      // < 0: none
    long long used;
    int period;            // count hook period, 0: no hook
    double seconds;        // <= 0: none
    double deadline;       // monotonic seconds, 0: none
    int tripped;           // LUASHIM_STOP_*
    volatile sig_atomic_t interrupt_requested;  // set from a signal handler
    char *messages[5];     // indexed by LUASHIM_STOP_*
    char stop_message[512];
    char *traceback;
    lua_State *main;       // the thread windows are opened on
    char return_where[LUA_IDSIZE + 32];  // "card.lua:9: ", the last return of the outermost function
    char error_where[LUA_IDSIZE + 32];   // "card.lua:3: ", the Lua line that raised the last error
    char memory_where[LUA_IDSIZE + 32];  // where Lua was when the cap first refused an allocation
    char c_where[LUA_IDSIZE + 64];       // "card.lua:3: string.find", the library call under way
    char hook_where[LUA_IDSIZE + 32];    // "card.lua:3: ", where the count hook last saw Lua
    int in_library;        // > 0 while a checked library function runs
    int window_open;
    int class_refs[LUASHIM_CLASS_SLOTS];  // registry refs of bound class metatables, 0: unbound
    struct luashim_slab slab;  // Lua's small blocks (see "Allocator")
    // A collection on a thread of its own (see "Collecting beside the host"): while `collecting`,
    // the collector thread alone uses the state, and the host's charges wait in `deferred`.
    pthread_t collector;
    int collecting;
    size_t collect_base;       // mem_used when it began (the collector only frees)
    long long deferred;        // the host's charges (negative: gifts) made meanwhile
    // The Swift objects whose userdata the collector thread finalized: released by the host's
    // thread later (see "Collecting beside the host"), each with the bytes charged for it.
    struct held_release *held;
    size_t held_count, held_capacity;
    int kept_until_exit;       // the process ends with the state open (luashim_keep_until_exit)
    // The chunk the host is compiling (luashim_load) and the line its reader has reached: a stop
    // while compiling (memory, the deadline, Ctrl-C) is reported at that line.
    const char *load_chunk;
    int load_line;
};

typedef struct held_release {
    void *object;
    size_t charged;
} held_release;

static void release_held(luashim_host *h);

/// The watchdog's lock (see "Watchdog" below) and whether its thread runs.
static pthread_mutex_t watchdog_lock = PTHREAD_MUTEX_INITIALIZER;
static int watchdog_started;

static luashim_host *host_of(lua_State *L) { return *(luashim_host **)lua_getextraspace(L); }

static double monotonic_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/// "chunk:line: " of the innermost Lua function at or above `level` (C functions have no line).
static void lua_position(lua_State *L, int level, char *buffer, size_t size) {
    lua_Debug ar;
    buffer[0] = '\0';
    if (L == NULL) return;
    for (int i = level; i < level + 32 && lua_getstack(L, i, &ar); i++) {
        if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) {
            snprintf(buffer, size, "%s:%d: ", ar.short_src, ar.currentline);
            return;
        }
    }
}

/// The length of the well-formed UTF-8 sequence at `text`, or 0 (see "print" below).
static size_t utf8_sequence(const unsigned char *text, size_t left);

/// "card.lua:12: " of the line the host's compile has reached (see luashim_load).
static void load_position(const luashim_host *h, char *buffer, size_t size);

// MARK: - Allocator

// Lua's small blocks (up to LUASHIM_SLAB_MAX bytes: tables, userdata, strings, closures) live in
// pages of their own, one size class a page, not among the host's objects in the C heap (issue
// 20). A script's garbage is then whole pages once collected: `luashim_release_free_pages` gives
// them back to the system after the collection that follows the script (the views the script
// made, allocated between its userdata and argument tables in one heap, left nothing but holes
// there, which a 10^5-view tree's later large allocations never reuse: 96 bytes a view). Larger
// blocks (arrays, long strings) come from malloc as before.
#define LUASHIM_SLAB_MAX 256
#define LUASHIM_SLAB_STEP 16
#define LUASHIM_SLAB_CLASSES (LUASHIM_SLAB_MAX / LUASHIM_SLAB_STEP)
#define LUASHIM_SLAB_PAGE ((size_t)64 << 10)
#define LUASHIM_SLAB_REGION ((size_t)4 << 20)
#define LUASHIM_SLAB_PAGES (LUASHIM_SLAB_REGION / LUASHIM_SLAB_PAGE)

typedef struct slab_page {
    struct slab_page *next, *prev;  // in its class's list of pages with room
    void *free;                     // blocks given back, a list through their first word
    char *bump;                     // the first block never handed out
    char *end;
    size_t live;
    int cls;                        // -1: unused (never touched, or given back)
    int listed;
} slab_page;

// A region is aligned to its size: its first page holds the pages' headers, so a block's header
// is found from its address alone.
typedef struct slab_region {
    struct slab_region *next;
    slab_page pages[LUASHIM_SLAB_PAGES];
} slab_region;

typedef struct luashim_slab luashim_slab;  // (declared before the host block, which holds one)
_Static_assert(LUASHIM_SLAB_CLASSES == 16, "luashim_slab.partial has one list a class");

static int slab_class(size_t size) { return (int)((size + LUASHIM_SLAB_STEP - 1) / LUASHIM_SLAB_STEP) - 1; }

static slab_page *slab_page_of(void *block) {
    uintptr_t address = (uintptr_t)block;
    slab_region *region = (slab_region *)(address & ~(uintptr_t)(LUASHIM_SLAB_REGION - 1));
    return &region->pages[(address - (uintptr_t)region) / LUASHIM_SLAB_PAGE];
}

static char *slab_page_base(slab_page *page) {
    slab_region *region = (slab_region *)((uintptr_t)page & ~(uintptr_t)(LUASHIM_SLAB_REGION - 1));
    return (char *)region + (size_t)(page - region->pages) * LUASHIM_SLAB_PAGE;
}

static int slab_add_region(luashim_slab *slab) {
    size_t size = LUASHIM_SLAB_REGION;
    char *raw = mmap(NULL, 2 * size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) return 0;
    char *aligned = (char *)(((uintptr_t)raw + size - 1) & ~(uintptr_t)(size - 1));
    if (aligned > raw) munmap(raw, (size_t)(aligned - raw));
    if (aligned + size < raw + 2 * size) munmap(aligned + size, (size_t)(raw + 2 * size - (aligned + size)));
    slab_region *region = (slab_region *)aligned;
    region->next = slab->regions;
    slab->regions = region;
    // Page 0 holds the headers; the others are pushed so that the lowest is used first.
    for (size_t i = LUASHIM_SLAB_PAGES - 1; i >= 1; i--) {
        region->pages[i].cls = -1;
        region->pages[i].next = slab->unused;
        slab->unused = &region->pages[i];
    }
    return 1;
}

static void slab_unlist(luashim_slab *slab, slab_page *page) {
    if (!page->listed) return;
    if (page->prev) page->prev->next = page->next; else slab->partial[page->cls] = page->next;
    if (page->next) page->next->prev = page->prev;
    page->next = page->prev = NULL;
    page->listed = 0;
}

static void slab_list(luashim_slab *slab, slab_page *page) {
    if (page->listed) return;
    page->prev = NULL;
    page->next = slab->partial[page->cls];
    if (page->next) page->next->prev = page;
    slab->partial[page->cls] = page;
    page->listed = 1;
}

static void *slab_alloc(luashim_slab *slab, int cls) {
    slab_page *page = slab->partial[cls];
    if (page == NULL) {
        if (slab->unused == NULL && !slab_add_region(slab)) return NULL;
        page = slab->unused;
        slab->unused = page->next;
        char *base = slab_page_base(page);
        page->free = NULL;
        page->bump = base;
        page->end = base + LUASHIM_SLAB_PAGE;
        page->live = 0;
        page->cls = cls;
        page->listed = 0;
        slab_list(slab, page);
    }
    size_t size = (size_t)(cls + 1) * LUASHIM_SLAB_STEP;
    void *block;
    if (page->free != NULL) {
        block = page->free;
        page->free = *(void **)block;
    } else {
        block = page->bump;
        page->bump += size;
    }
    page->live++;
    if (page->free == NULL && page->bump + size > page->end) slab_unlist(slab, page);
    return block;
}

static void slab_free(luashim_slab *slab, void *block) {
    slab_page *page = slab_page_of(block);
    *(void **)block = page->free;
    page->free = block;
    page->live--;
    slab_list(slab, page);
}

/// Gives the pages that hold no live block back to the system (they stay reserved, and are
/// used again first). Returns the bytes given back.
static size_t slab_release(luashim_slab *slab) {
    size_t released = 0;
    for (slab_region *region = slab->regions; region != NULL; region = region->next) {
        for (size_t i = 1; i < LUASHIM_SLAB_PAGES; i++) {
            slab_page *page = &region->pages[i];
            if (page->cls < 0 || page->live != 0) continue;
            slab_unlist(slab, page);
            madvise(slab_page_base(page), LUASHIM_SLAB_PAGE, MADV_DONTNEED);
            released += LUASHIM_SLAB_PAGE;
            page->cls = -1;
            page->next = slab->unused;
            slab->unused = page;
        }
    }
    return released;
}

static void slab_destroy(luashim_slab *slab) {
    slab_region *region = slab->regions;
    while (region != NULL) {
        slab_region *next = region->next;
        munmap(region, LUASHIM_SLAB_REGION);
        region = next;
    }
    slab->regions = NULL;
}

void luashim_share_one_malloc_arena(void) {
#ifdef __GLIBC__
    mallopt(M_ARENA_MAX, 1);
#endif
}

static void *capped_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    luashim_host *h = (luashim_host *)ud;
    size_t old = ptr != NULL ? osize : 0;  // when ptr is NULL, osize is a type tag
    // mem_used also holds the host's charges, given back on their own: never let it wrap.
    if (nsize == 0) {
        if (old > LUASHIM_SLAB_MAX) free(ptr); else if (ptr != NULL) slab_free(&h->slab, ptr);
        h->mem_used = old <= h->mem_used ? h->mem_used - old : 0;
        return NULL;
    }
    int grows = nsize > old;
    // The collector's few allocations (a finalizer's call frame) are never refused: it has no
    // one to report a stop to, and it only ever gives memory back overall.
    if (grows && h->host_depth == 0 && h->mem_limit > 0 && !h->collecting) {
        size_t others = old <= h->mem_used ? h->mem_used - old : 0;
        if (nsize > h->mem_limit || others > h->mem_limit - nsize) {
            // The first refusal remembers where the script was (reading debug info does not
            // allocate); a memory error otherwise carries no position.
            if (h->refused_size == 0 && h->memory_where[0] == '\0') {
                if (h->load_chunk != NULL)
                    load_position(h, h->memory_where, sizeof h->memory_where);
                else
                    lua_position(h->main, 0, h->memory_where, sizeof h->memory_where);
            }
            h->refused_size = nsize;
            return NULL;
        }
    }
    void *block;
    if (old > LUASHIM_SLAB_MAX && nsize > LUASHIM_SLAB_MAX) {
        block = realloc(ptr, nsize);
        if (block == NULL) return NULL;
    } else if (ptr != NULL && old <= LUASHIM_SLAB_MAX && nsize <= LUASHIM_SLAB_MAX &&
               slab_class(old) == slab_class(nsize)) {
        block = ptr;
    } else {
        block = nsize > LUASHIM_SLAB_MAX ? malloc(nsize) : slab_alloc(&h->slab, slab_class(nsize));
        if (block == NULL) return NULL;
        if (ptr != NULL) {
            memcpy(block, ptr, old < nsize ? old : nsize);
            if (old > LUASHIM_SLAB_MAX) free(ptr); else slab_free(&h->slab, ptr);
        }
    }
    h->mem_used = (old <= h->mem_used ? h->mem_used - old : 0) + nsize;
    if (grows && h->refused_size != 0 && nsize >= h->refused_size && !h->collecting) h->refused_size = 0;
    return block;
}

static int on_panic(lua_State *L) {
    const char *message = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "(not a string)";
    fprintf(stderr, "plumb: unprotected Lua error: %s\n", message);
    fflush(stderr);
    abort();
    return 0;
}

// MARK: - Stops

static void limit_hook(lua_State *L, lua_Debug *ar);

static void finish_collection(luashim_host *h);
static int count_charge(luashim_host *h, lua_State *L, long long bytes);

static void trip(luashim_host *h, lua_State *L, int kind) {
    if (h->tripped != LUASHIM_STOP_NONE) return;
    // Its message reads where Lua is: the state must be the host's again.
    finish_collection(h);
    h->tripped = kind;
    char where[LUA_IDSIZE + 32] = "";
    if (kind == LUASHIM_STOP_MEMORY && h->memory_where[0] != '\0')
        snprintf(where, sizeof where, "%s", h->memory_where);
    else if (h->load_chunk != NULL)
        load_position(h, where, sizeof where);
    else
        lua_position(L != NULL ? L : h->main, 0, where, sizeof where);
    const char *text = h->messages[kind] != NULL ? h->messages[kind]
                       : kind == LUASHIM_STOP_INTERRUPT ? "script stopped: interrupted (Ctrl-C)"
                                                         : "script stopped";
    snprintf(h->stop_message, sizeof h->stop_message, "%s%s", where, text);
}

/// A refusal by the cap that Lua did not recover from (no successful retry) is a memory stop.
static int check_stop(luashim_host *h) {
    if (h->tripped == LUASHIM_STOP_NONE && h->refused_size != 0) trip(h, NULL, LUASHIM_STOP_MEMORY);
    return h->tripped;
}

/// Raises the stop error and keeps the hook firing on every instruction of this thread.
static int raise_stop(lua_State *L) {
    luashim_host *h = host_of(L);
    int saved = h->host_depth;
    h->host_depth = saved + 1;
    lua_sethook(L, limit_hook, LUA_MASKCOUNT, 1);
    lua_pushstring(L, h->stop_message);
    h->host_depth = saved;
    return lua_error(L);
}

/// The hook mask of a window: the count hook for the limits, and on the main thread a return
/// hook that remembers the line of the outermost function's `return` (a returned value that is
/// not a view is reported there).
static int window_mask(luashim_host *h, lua_State *L) {
    return (h->period > 0 ? LUA_MASKCOUNT : 0) | (L == h->main ? LUA_MASKRET : 0);
}

static void arm_hook(luashim_host *h, lua_State *L) {
    int mask = window_mask(h, L);
    if (mask == 0)
        lua_sethook(L, NULL, 0, 0);
    else
        lua_sethook(L, limit_hook, mask, h->period);
}

/// Trips a stop when Ctrl-C, the budget or the deadline says so. `work` instructions are added
/// to the budget. Returns the stop kind.
static int check_limits(luashim_host *h, lua_State *L, long long work) {
    if (h->interrupt_requested && h->tripped == LUASHIM_STOP_NONE) trip(h, L, LUASHIM_STOP_INTERRUPT);
    if (check_stop(h) != LUASHIM_STOP_NONE) return h->tripped;
    h->used += work;
    if (h->budget >= 0 && h->used >= h->budget)
        trip(h, L, LUASHIM_STOP_INSTRUCTIONS);
    else if (h->deadline > 0 && monotonic_seconds() >= h->deadline)
        trip(h, L, LUASHIM_STOP_TIME);
    return h->tripped;
}

static void limit_hook(lua_State *L, lua_Debug *ar) {
    luashim_host *h = host_of(L);
    if (ar->event == LUA_HOOKRET || ar->event == LUA_HOOKCALL) {
        lua_Debug outer;
        if (ar->event == LUA_HOOKRET && L == h->main && !lua_getstack(L, 1, &outer) && lua_getinfo(L, "Sl", ar) &&
            ar->currentline > 0)
            snprintf(h->return_where, sizeof h->return_where, "%s:%d: ", ar->short_src, ar->currentline);
        if (!h->interrupt_requested && h->tripped == LUASHIM_STOP_NONE) return;
        if (check_limits(h, L, 0) == LUASHIM_STOP_NONE) return;
        raise_stop(L);
        return;
    }
    int count = lua_gethookcount(L);
    if (watchdog_started) {
        // Where the script is, for the watchdog's message should it get stuck in C from here.
        pthread_mutex_lock(&watchdog_lock);
        lua_position(L, 0, h->hook_where, sizeof h->hook_where);
        pthread_mutex_unlock(&watchdog_lock);
    }
    if (check_limits(h, L, count) == LUASHIM_STOP_NONE) {
        // Not stopped: undo a count-1 re-arm (a stop of an earlier window, or Ctrl-C's hook).
        if (count != h->period || lua_gethookmask(L) != window_mask(h, L)) arm_hook(h, L);
        return;
    }
    raise_stop(L);
}

// MARK: - Watchdog (the last resort)

// A C library function (a pathological string.find, say) never returns to the hook, so neither
// the deadline nor Ctrl-C can stop it from inside. The watchdog thread, started by the first
// luashim_set_watchdog, watches the one open window of the process: when the deadline is
// `grace` seconds past, or a Ctrl-C has gone unanswered for a quarter of a second, it calls the
// host's action, which reports and ends (or restarts) the process. It never touches the state.
static pthread_cond_t watchdog_wake = PTHREAD_COND_INITIALIZER;
static luashim_watchdog_fn watchdog_action;
static double watchdog_grace;
static luashim_host *watchdog_host;  // the host whose window is open
static double watchdog_deadline;     // 0: none

static void *watchdog_main(void *unused) {
    (void)unused;
    pthread_mutex_lock(&watchdog_lock);
    double interrupt_seen = 0;
    for (;;) {
        luashim_host *h = watchdog_host;
        if (h == NULL) {
            interrupt_seen = 0;
            pthread_cond_wait(&watchdog_wake, &watchdog_lock);
            continue;
        }
        double now = monotonic_seconds();
        int kind = LUASHIM_STOP_NONE;
        if (h->interrupt_requested) {
            if (interrupt_seen == 0)
                interrupt_seen = now;
            else if (now - interrupt_seen >= 0.25)
                kind = LUASHIM_STOP_INTERRUPT;
        }
        if (kind == LUASHIM_STOP_NONE && watchdog_deadline > 0 && now >= watchdog_deadline)
            kind = LUASHIM_STOP_TIME;
        if (kind != LUASHIM_STOP_NONE) {
            char message[1024];
            const char *what = h->messages[kind] != NULL ? h->messages[kind]
                               : kind == LUASHIM_STOP_INTERRUPT ? "script stopped: interrupted (Ctrl-C)"
                                                                 : "script stopped";
            // c_where is "card.lua:3: string.find" (a library call) or "card.lua:9: laying out the
            // view" (a phase of Swift work): the position, then what was under way.
            const char *space = strrchr(h->c_where, ':');
            if (space != NULL && space[1] != ' ') space = NULL;
            int prefix = space != NULL ? (int)(space - h->c_where + 2) : 0;
            if (h->in_library > 0 && h->c_where[0] != '\0') {
                snprintf(message, sizeof message, "%.*s%s; it was inside %s, which cannot be interrupted", prefix,
                         h->c_where, what, h->c_where + prefix);
            } else if (h->c_where[0] != '\0') {
                snprintf(message, sizeof message, "%.*s%s; it was still %s, which cannot be interrupted", prefix,
                         h->c_where, what, h->c_where + prefix);
            } else {
                snprintf(message, sizeof message, "%s%s; it was in code that cannot be interrupted", h->hook_where,
                         what);
            }
            // Chunk names come from scripts (load(code, "@\27[2J")): no raw control characters.
            char shown[sizeof message * 4];
            size_t used = 0;
            // C1 controls too, raw or as UTF-8 (an 8-bit terminal reads 0x9b as CSI).
            const unsigned char *bytes = (const unsigned char *)message;
            size_t length = strlen(message);
            for (size_t i = 0; i < length;) {
                size_t sequence = utf8_sequence(bytes + i, length - i);
                int c1 = sequence == 2 && bytes[i] == 0xC2 && bytes[i + 1] <= 0x9F;
                if (sequence == 0 || c1 || bytes[i] < 0x20 || bytes[i] == 0x7F) {
                    used += (size_t)snprintf(shown + used, sizeof shown - used, "\\x%02x", bytes[i]);
                    i++;
                } else {
                    memcpy(shown + used, bytes + i, sequence);
                    used += sequence;
                    i += sequence;
                }
            }
            shown[used] = '\0';
            luashim_watchdog_fn action = watchdog_action;
            watchdog_host = NULL;
            pthread_mutex_unlock(&watchdog_lock);
            if (action != NULL) action(shown, kind);
            pthread_mutex_lock(&watchdog_lock);
            continue;
        }
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += 50 * 1000 * 1000;
        if (until.tv_nsec >= 1000000000) {
            until.tv_sec += 1;
            until.tv_nsec -= 1000000000;
        }
        pthread_cond_timedwait(&watchdog_wake, &watchdog_lock, &until);
    }
    return NULL;
}

void luashim_set_watchdog(luashim_watchdog_fn action, double grace) {
    pthread_mutex_lock(&watchdog_lock);
    watchdog_action = action;
    watchdog_grace = grace;
    if (!watchdog_started && action != NULL) {
        pthread_t thread;
        pthread_attr_t attributes;
        pthread_attr_init(&attributes);
        pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
        if (pthread_create(&thread, &attributes, watchdog_main, NULL) == 0) watchdog_started = 1;
        pthread_attr_destroy(&attributes);
    }
    pthread_mutex_unlock(&watchdog_lock);
}

static void watchdog_arm(luashim_host *h) {
    if (!watchdog_started) return;
    pthread_mutex_lock(&watchdog_lock);
    watchdog_host = h;
    watchdog_deadline = h->deadline > 0 ? h->deadline + watchdog_grace : 0;
    pthread_cond_signal(&watchdog_wake);
    pthread_mutex_unlock(&watchdog_lock);
}

static void watchdog_disarm(luashim_host *h) {
    if (!watchdog_started) return;
    pthread_mutex_lock(&watchdog_lock);
    if (watchdog_host == h) watchdog_host = NULL;
    pthread_mutex_unlock(&watchdog_lock);
}

void luashim_note_phase(lua_State *L, const char *what) {
    luashim_host *h = host_of(L);
    if (!watchdog_started) return;
    pthread_mutex_lock(&watchdog_lock);
    snprintf(h->c_where, sizeof h->c_where, "%s%s", h->return_where, what);
    pthread_mutex_unlock(&watchdog_lock);
}

/// Marks the start (`function` non-NULL) or end of a library call the hook cannot interrupt.
static void library_call(luashim_host *h, lua_State *L, const char *function) {
    if (!watchdog_started) return;
    pthread_mutex_lock(&watchdog_lock);
    if (function != NULL) {
        char where[LUA_IDSIZE + 32];
        lua_position(L, 1, where, sizeof where);
        snprintf(h->c_where, sizeof h->c_where, "%s%s", where, function);
        h->in_library++;
    } else if (h->in_library > 0) {
        h->in_library--;
    }
    pthread_mutex_unlock(&watchdog_lock);
}

// MARK: - State

lua_State *luashim_newstate(size_t mem_limit, luashim_dispatch_fn dispatch, luashim_release_fn release,
                            void *owner) {
    luashim_host *h = calloc(1, sizeof *h);
    if (h == NULL) return NULL;
    h->mem_limit = mem_limit;
    h->host_depth = 1;
    h->dispatch = dispatch;
    h->release = release;
    h->owner = owner;
    h->budget = -1;
    lua_State *L = lua_newstate(capped_alloc, h);
    if (L == NULL) {
        free(h);
        return NULL;
    }
    *(luashim_host **)lua_getextraspace(L) = h;
    lua_atpanic(L, on_panic);
    return L;
}

void luashim_close(lua_State *L) {
    luashim_host *h = host_of(L);
    finish_collection(h);
    release_held(h);
    luashim_begin(L);  // finalizers run Lua code: give them a fresh budget and deadline
    h->host_depth = 1;
    lua_close(L);
    slab_destroy(&h->slab);
    watchdog_disarm(h);
    for (int i = 0; i < 4; i++) free(h->messages[i]);
    free(h->traceback);
    free(h);
}

void *luashim_owner(lua_State *L) { return host_of(L)->owner; }

size_t luashim_memory_in_use(lua_State *L) {
    finish_collection(host_of(L));
    return host_of(L)->mem_used;
}

size_t luashim_release_free_pages(lua_State *L) {
    finish_collection(host_of(L));
    return slab_release(&host_of(L)->slab);
}

int luashim_gc(lua_State *L, int what, int arg) {
    luashim_host *h = host_of(L);
    finish_collection(h);
    if (what == LUA_GCCOLLECT) release_held(h);
    return lua_gc(L, what, arg);
}

// MARK: - Collecting beside the host

// When a script returns a large tree, what it built to get there (the views' userdata, the
// argument tables) is garbage, collected before layout so that it is not part of the run's
// peak. Two full collections take 7 ms at 10⁵ views; the host's next step (making the layout
// nodes from the Swift views) touches neither the Lua state nor Lua's memory, so the collection
// runs on a thread of its own meanwhile, on the other core.
//
// While `collecting`, the collector thread alone uses the state. The host may still charge and
// give back its own bytes (`luashim_charge`): they wait in `deferred`, checked against the cap
// from `collect_base` (the collector only frees, so what fits above that fits), and are added
// when the collector is done. Anything that needs the state, or the exact count, or stops the
// run (`trip`, which reads where Lua is) waits for the collector first (`finish_collection`): a
// load, a call, a collection, the state's close, a charge that might not fit. The collector's
// finalizers are the sandbox's own (`object_gc`: hooks are off, nothing trips); scripts with Lua
// finalizers (`--unsafe`) are collected in place (the host decides, see `LuaVM`).
//
// The collector releases no Swift object: `object_gc` holds each one back (`held`), with its
// charge, until the host's thread releases them all (`release_held`: at the next full collection
// in the foreground, or when the state closes). Most of them are the views of the tree being
// made meanwhile; a release from the collector's core took the cache line of the view the host
// was reading (the nodes of a flat 10^5 tree took 5 ms longer beside the collector than after it).
// A view held back is alive, so its charge stays counted until it is released. A process that
// ends with its state open (a one-shot run: `luashim_keep_until_exit`) never releases them, and
// does not record them either (the list took 40 bytes a leaf of a 10^5-view tree's peak).

/// Set on a collector's thread (its own thread, so set before it touches the state).
static _Thread_local int collector_thread;

static void *collector_main(void *argument) {
    lua_State *L = argument;
    luashim_host *h = host_of(L);
    collector_thread = 1;
    lua_gc(L, LUA_GCCOLLECT);
    // A userdata with a finalizer is freed by the collection after the one that finalizes it.
    lua_gc(L, LUA_GCCOLLECT);
    slab_release(&h->slab);
    return NULL;
}

/// Whether the calling thread is a collector started by `luashim_collect_in_background`.
static int on_collector(void) { return collector_thread; }

/// Keeps `object` (and its charge) to be released by the host's thread; 0 when there is no room
/// for it (the caller releases it now). A state kept until the process exits is never closed:
/// there the object is left as the state's other objects are, and nothing is recorded.
static int hold_release(luashim_host *h, void *object, size_t charged) {
    if (h->kept_until_exit) return 1;
    if (h->held_count == h->held_capacity) {
        size_t capacity = h->held_capacity < 1024 ? 1024 : h->held_capacity * 2;
        held_release *grown = realloc(h->held, capacity * sizeof *grown);
        if (grown == NULL) return 0;
        // Counted as Lua's memory: each entry stands for a userdata this collection frees, larger
        // than twice an entry, so the collector still only lowers the count.
        h->mem_used += (capacity - h->held_capacity) * sizeof *grown;
        h->held = grown;
        h->held_capacity = capacity;
    }
    h->held[h->held_count++] = (held_release){object, charged};
    return 1;
}

/// Releases what the collector held back, giving back the charge of each object that goes away.
static void release_held(luashim_host *h) {
    int saved = h->host_depth;
    h->host_depth = saved + 1;
    for (size_t i = 0; i < h->held_count; i++) {
        size_t charged = h->held[i].charged;
        if (h->release(h->held[i].object) && charged > 0) {
            h->mem_used = charged < h->mem_used ? h->mem_used - charged : 0;
        }
    }
    h->host_depth = saved;
    size_t bytes = h->held_capacity * sizeof *h->held;
    h->mem_used = bytes < h->mem_used ? h->mem_used - bytes : 0;
    free(h->held);
    h->held = NULL;
    h->held_count = h->held_capacity = 0;
}

static void finish_collection(luashim_host *h) {
    if (!h->collecting || on_collector()) return;
    pthread_join(h->collector, NULL);
    h->collecting = 0;
    long long deferred = h->deferred;
    h->deferred = 0;
    count_charge(h, h->main, deferred);
}

int luashim_collect_in_background(lua_State *L) {
    luashim_host *h = host_of(L);
    if (h->collecting) return 1;
    h->collect_base = h->mem_used;
    h->deferred = 0;
    h->collecting = 1;
    if (pthread_create(&h->collector, NULL, collector_main, L) != 0) {
        h->collecting = 0;
        return 0;
    }
    return 1;
}

int luashim_is_collecting(lua_State *L) { return host_of(L)->collecting; }

void luashim_keep_until_exit(lua_State *L) { host_of(L)->kept_until_exit = 1; }

int luashim_finish_collection(lua_State *L) {
    luashim_host *h = host_of(L);
    int waited = h->collecting;
    finish_collection(h);
    return waited;
}

// MARK: - Limits

static char *copy_string(const char *s) {
    if (s == NULL) return NULL;
    size_t n = strlen(s);
    char *copy = malloc(n + 1);
    if (copy != NULL) memcpy(copy, s, n + 1);
    return copy;
}

void luashim_set_limits(lua_State *L, long long instructions, double seconds, const char *instructions_message,
                        const char *time_message, const char *memory_message) {
    luashim_host *h = host_of(L);
    h->budget = instructions;
    h->seconds = seconds;
    int period = 0;
    if (instructions >= 0 || seconds > 0) period = LUASHIM_HOOK_PERIOD;
    if (instructions >= 0 && instructions < period) period = instructions > 0 ? (int)instructions : 1;
    h->period = period;
    const char *texts[4] = {NULL, instructions_message, time_message, memory_message};
    for (int i = 1; i < 4; i++) {
        free(h->messages[i]);
        h->messages[i] = copy_string(texts[i]);
    }
}

void luashim_begin(lua_State *L) {
    luashim_host *h = host_of(L);
    h->used = 0;
    h->tripped = LUASHIM_STOP_NONE;
    h->interrupt_requested = 0;
    h->refused_size = 0;
    h->stop_message[0] = '\0';
    h->memory_where[0] = '\0';
    h->c_where[0] = '\0';
    h->main = L;
    h->deadline = h->seconds > 0 ? monotonic_seconds() + h->seconds : 0;
    arm_hook(h, L);
    watchdog_arm(h);
}

void luashim_end(lua_State *L) { watchdog_disarm(host_of(L)); }

const char *luashim_return_where(lua_State *L) { return host_of(L)->return_where; }

const char *luashim_error_where(lua_State *L) { return host_of(L)->error_where; }

void luashim_clear_positions(lua_State *L) {
    luashim_host *h = host_of(L);
    h->return_where[0] = '\0';
    h->error_where[0] = '\0';
}

int luashim_charge(lua_State *L, long long bytes) {
    luashim_host *h = host_of(L);
    if (h->collecting) {
        h->deferred += bytes;
        // The collector only lowers mem_used: charges that fit above what was in use when it
        // began fit. Others wait for it, and are counted exactly below.
        if (bytes <= 0 || h->mem_limit == 0 || (long long)h->collect_base + h->deferred <= (long long)h->mem_limit)
            return h->tripped;
        finish_collection(h);  // counts `deferred`, this charge with it
        return h->tripped;
    }
    return count_charge(h, L, bytes);
}

/// Counts `bytes` of the host's (negative: given back) against the cap, stopping the run past it.
static int count_charge(luashim_host *h, lua_State *L, long long bytes) {
    if (bytes < 0) {
        size_t release = (size_t)(-bytes);
        h->mem_used = release < h->mem_used ? h->mem_used - release : 0;
        return h->tripped;
    }
    h->mem_used += (size_t)bytes;
    if (h->mem_limit > 0 && h->mem_used > h->mem_limit && h->tripped == LUASHIM_STOP_NONE) {
        lua_position(L, 0, h->memory_where, sizeof h->memory_where);
        trip(h, L, LUASHIM_STOP_MEMORY);
    }
    return h->tripped;
}

int luashim_check_limits(lua_State *L) { return check_limits(host_of(L), L, 0); }

int luashim_stop_kind(lua_State *L) { return host_of(L)->tripped; }

/// The state a Ctrl-C stops; written by the thread running Lua, read by a signal handler.
static lua_State *volatile interruptible_state = NULL;

void luashim_set_interruptible(lua_State *L) { interruptible_state = L; }

void luashim_interrupt_running(void) {
    lua_State *L = interruptible_state;
    if (L == NULL) return;
    host_of(L)->interrupt_requested = 1;
    lua_sethook(L, limit_hook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT, 1);
}

const char *luashim_stop_message(lua_State *L) { return host_of(L)->stop_message; }

// MARK: - Loading and calling

static void load_position(const luashim_host *h, char *buffer, size_t size) {
    const char *chunk = h->load_chunk;
    if (chunk == NULL) {
        buffer[0] = '\0';
        return;
    }
    if (chunk[0] == '@' || chunk[0] == '=') chunk++;
    snprintf(buffer, size, "%.*s:%d: ", LUA_IDSIZE, chunk, h->load_line > 0 ? h->load_line : 1);
}

/// What luashim_load's reader hands the compiler: a prefix ("--" before a "#!" line), then the
/// text one line at a time.
typedef struct load_reader {
    luashim_host *h;
    lua_State *L;
    const char *prefix;
    const char *text;
    size_t length, offset;
    size_t unchecked;  // bytes handed over since the limits were last checked
} load_reader;

/// The longest piece the reader hands over at once (a line longer than this is handed over in
/// pieces; the compiler cannot tell).
#define LUASHIM_LOAD_PIECE ((size_t)64 << 10)

static const char *read_line(lua_State *L, void *data, size_t *size) {
    (void)L;
    load_reader *r = (load_reader *)data;
    luashim_host *h = r->h;
    if (r->prefix != NULL) {
        const char *prefix = r->prefix;
        r->prefix = NULL;
        *size = strlen(prefix);
        return prefix;
    }
    // Compiling takes time in proportion to the text: the deadline and Ctrl-C are checked every
    // LUASHIM_LOAD_PIECE bytes, and a stop ends the text here (luashim_load reports the stop).
    if (r->unchecked >= LUASHIM_LOAD_PIECE) {
        r->unchecked = 0;
        if (check_limits(h, r->L, 0) != LUASHIM_STOP_NONE) return NULL;
    }
    if (h->tripped != LUASHIM_STOP_NONE || r->offset >= r->length) return NULL;
    const char *start = r->text + r->offset;
    size_t left = r->length - r->offset;
    size_t piece = left < LUASHIM_LOAD_PIECE ? left : LUASHIM_LOAD_PIECE;
    const char *newline = memchr(start, '\n', piece);
    if (newline != NULL) piece = (size_t)(newline - start) + 1;
    // The compiler reads ahead at most to the end of what it was handed: it is on this line.
    if (r->offset == 0 || start[-1] == '\n') h->load_line++;
    r->offset += piece;
    r->unchecked += piece;
    *size = piece;
    return start;
}

int luashim_load(lua_State *L, const char *buffer, size_t length, const char *chunkname, const char *mode) {
    luashim_host *h = host_of(L);
    finish_collection(h);
    const char *outer_chunk = h->load_chunk;
    int outer_line = h->load_line;
    h->load_chunk = chunkname;
    h->load_line = 0;
    load_reader reader = {h, L, NULL, buffer != NULL ? buffer : "", buffer != NULL ? length : 0, 0, 0};
    if (reader.length > 0 && reader.text[0] == '#') reader.prefix = "--";  // a "#!" line
    int saved = h->host_depth;
    h->host_depth = 0;
    int status = lua_load(L, read_line, &reader, chunkname, mode);
    h->host_depth = saved;
    if (status == LUA_ERRMEM) trip(h, L, LUASHIM_STOP_MEMORY);
    if (status == LUA_OK || status == LUA_ERRSYNTAX) check_limits(h, L, 0);
    h->load_chunk = outer_chunk;
    h->load_line = outer_line;
    if (h->tripped != LUASHIM_STOP_NONE) {
        // Stopped while compiling: the text was cut short, so what was made of it (a function,
        // an "unexpected end" error) means nothing; the stop is the error.
        lua_pop(L, 1);
        h->host_depth = saved + 1;
        lua_pushstring(L, h->stop_message);
        h->host_depth = saved;
        return status == LUA_ERRMEM ? LUA_ERRMEM : LUA_ERRRUN;
    }
    return status;
}

static int traceback_handler(lua_State *L) {
    luashim_host *h = host_of(L);
    int saved = h->host_depth;
    h->host_depth = saved + 1;
    lua_position(L, 1, h->error_where, sizeof h->error_where);
    luaL_traceback(L, L, NULL, 1);
    free(h->traceback);
    h->traceback = copy_string(lua_tostring(L, -1));
    lua_pop(L, 1);
    h->host_depth = saved;
    return 1;  // the error value, unchanged
}

int luashim_pcall(lua_State *L, int nargs, int nresults, int traceback) {
    luashim_host *h = host_of(L);
    finish_collection(h);
    int handler = 0;
    if (traceback) {
        handler = lua_gettop(L) - nargs;
        lua_pushcfunction(L, traceback_handler);
        lua_insert(L, handler);
        free(h->traceback);
        h->traceback = NULL;
    }
    int saved = h->host_depth;
    h->host_depth = 0;
    int status = lua_pcall(L, nargs, nresults, handler);
    h->host_depth = saved;
    if (traceback) lua_remove(L, handler);
    if (status == LUA_ERRMEM)
        trip(h, NULL, LUASHIM_STOP_MEMORY);
    else if (status != LUA_OK)
        check_stop(h);
    return status;
}

const char *luashim_last_traceback(lua_State *L) { return host_of(L)->traceback; }

static int getfield_body(lua_State *L) {
    lua_gettable(L, 1);
    return 1;
}

int luashim_pgetfield(lua_State *L, int idx, const char *key) {
    idx = lua_absindex(L, idx);
    lua_pushcfunction(L, getfield_body);
    lua_pushvalue(L, idx);
    lua_pushstring(L, key);
    return luashim_pcall(L, 2, 1, 0);
}

void luashim_rawsetglobal(lua_State *L, const char *name) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
    lua_pushstring(L, name);
    lua_rotate(L, -3, -1);  // value, globals, name -> globals, name, value
    lua_rawset(L, -3);
    lua_pop(L, 1);
}

// MARK: - Trampoline and objects

static int trampoline(lua_State *L) {
    luashim_host *h = host_of(L);
    void **slot = (void **)lua_touserdata(L, lua_upvalueindex(1));
    if (slot == NULL || *slot == NULL) return luaL_error(L, "host function is no longer available");
    int saved = h->host_depth;
    h->host_depth = saved + 1;
    int n = h->dispatch(L, *slot);  // Swift; never raises
    if (check_stop(h) != LUASHIM_STOP_NONE) {
        h->host_depth = saved;
        return raise_stop(L);
    }
    if (n >= 0) {
        h->host_depth = saved;
        int top = lua_gettop(L);
        return n <= top ? n : top;
    }
    if (lua_gettop(L) == 0) lua_pushliteral(L, "error in host function");
    if (n == LUASHIM_RAISE && lua_type(L, -1) == LUA_TSTRING) {
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
    }
    h->host_depth = saved;
    return lua_error(L);
}

/// A userdata holding a Swift object: the object (retained) and the bytes charged for it.
typedef struct object_slot {
    void *object;
    size_t charged;
} object_slot;

static int object_gc(lua_State *L) {
    // Upvalue 1 is the class metatable: only release userdata that really belongs to it.
    if (!lua_getmetatable(L, 1)) return 0;
    int mine = lua_rawequal(L, -1, lua_upvalueindex(1));
    lua_pop(L, 1);
    if (!mine) return 0;
    object_slot *slot = (object_slot *)lua_touserdata(L, 1);
    if (slot == NULL || slot->object == NULL) return 0;
    void *object = slot->object;
    slot->object = NULL;
    luashim_host *h = host_of(L);
    if (on_collector() && hold_release(h, object, slot->charged)) return 0;
    int saved = h->host_depth;
    h->host_depth = saved + 1;
    if (h->release(object) && slot->charged > 0) {
        h->mem_used = slot->charged < h->mem_used ? h->mem_used - slot->charged : 0;
    }
    h->host_depth = saved;
    return 0;
}

void luashim_pushclass(lua_State *L, const char *name) {
    if (luaL_newmetatable(L, name)) {
        lua_pushvalue(L, -1);
        lua_pushcclosure(L, object_gc, 1);
        lua_setfield(L, -2, "__gc");
        lua_pushboolean(L, 0);
        lua_setfield(L, -2, "__metatable");
    }
}

void luashim_pushmethods(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    if (lua_getfield(L, idx, "__index") != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setfield(L, idx, "__index");
    }
}

/// Makes the userdata holding `object` under the metatable on top of the stack (which it takes),
/// leaves the userdata there and charges `charged` bytes for it.
static int push_holder(lua_State *L, void *object, size_t charged) {
    object_slot *holder = (object_slot *)lua_newuserdatauv(L, sizeof(object_slot), 0);
    holder->object = object;
    holder->charged = 0;
    lua_rotate(L, -2, 1);  // metatable, userdata -> userdata, metatable
    lua_setmetatable(L, -2);
    if (charged == 0) return LUASHIM_STOP_NONE;
    // Recorded before charging: a charge that trips the cap still counts until __gc.
    holder->charged = charged;
    return luashim_charge(L, (long long)charged);
}

int luashim_newobject(lua_State *L, void *object, const char *metatable, size_t charged) {
    luashim_pushclass(L, metatable);
    return push_holder(L, object, charged);
}

void luashim_bind_class(lua_State *L, int slot, const char *metatable) {
    if (slot < 0 || slot >= LUASHIM_CLASS_SLOTS) return;
    luashim_pushclass(L, metatable);
    host_of(L)->class_refs[slot] = luaL_ref(L, LUA_REGISTRYINDEX);
}

int luashim_newobject_in(lua_State *L, void *object, int slot, size_t charged) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, host_of(L)->class_refs[slot]);
    return push_holder(L, object, charged);
}

void *luashim_toobject_in(lua_State *L, int idx, int slot) {
    object_slot *holder = (object_slot *)lua_touserdata(L, idx);
    if (holder == NULL || !lua_getmetatable(L, idx)) return NULL;
    lua_rawgeti(L, LUA_REGISTRYINDEX, host_of(L)->class_refs[slot]);
    int mine = lua_rawequal(L, -1, -2);
    lua_pop(L, 2);
    return mine ? holder->object : NULL;
}

void *luashim_toobject(lua_State *L, int idx, const char *metatable) {
    object_slot *slot = (object_slot *)luaL_testudata(L, idx, metatable);
    return slot != NULL ? slot->object : NULL;
}

void luashim_pushfunction(lua_State *L, void *box) {
    luashim_newobject(L, box, LUASHIM_FUNCTION_CLASS, 0);
    lua_pushcclosure(L, trampoline, 1);
}

const char *luashim_typename(lua_State *L, int idx) {
    int type = lua_type(L, idx);
    if (type == LUA_TUSERDATA && lua_getmetatable(L, idx)) {
        lua_pushliteral(L, "__name");
        lua_rawget(L, -2);
        const char *name = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
        lua_pop(L, 2);  // the string stays alive in the metatable
        if (name != NULL) return name;
    }
    return lua_typename(L, type);
}

int luashim_where(lua_State *L, int level, char *buffer, size_t size) {
    lua_Debug ar;
    if (size > 0) buffer[0] = '\0';
    if (!lua_getstack(L, level, &ar) || !lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0) return -1;
    snprintf(buffer, size, "%s", ar.short_src);
    return ar.currentline;
}

int luashim_callee_name(lua_State *L, char *name, size_t size, char *what, size_t what_size) {
    lua_Debug ar;
    if (size > 0) name[0] = '\0';
    if (what_size > 0) what[0] = '\0';
    // "n" reads the calling instruction only: it neither allocates nor raises.
    if (!lua_getstack(L, 0, &ar) || !lua_getinfo(L, "n", &ar) || ar.name == NULL) return 0;
    snprintf(name, size, "%s", ar.name);
    snprintf(what, what_size, "%s", ar.namewhat != NULL ? ar.namewhat : "");
    return 1;
}

// MARK: - Sandbox

/// pcall/xpcall continuation: errors come back as (false, error) unless the run is stopped.
static int finish_pcall(lua_State *L, int status, lua_KContext extra) {
    luashim_host *h = host_of(L);
    if (status == LUA_ERRMEM) trip(h, NULL, LUASHIM_STOP_MEMORY);
    if (check_stop(h) != LUASHIM_STOP_NONE) return raise_stop(L);
    if (status != LUA_OK && status != LUA_YIELD) {
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - (int)extra;
}

static int sandbox_pcall(lua_State *L) {
    luaL_checkany(L, 1);
    lua_pushboolean(L, 1);  // first result on success
    lua_insert(L, 1);
    int status = lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, finish_pcall);
    return finish_pcall(L, status, 0);
}

/// An xpcall message handler runs where the error was raised. A stop is raised from inside the
/// count hook, where Lua has turned hooks off, so a looping handler could never be stopped: once
/// the run is stopped, the script's handler is skipped and the stop message returned as it is.
static int guarded_handler(lua_State *L) {
    luashim_host *h = host_of(L);
    if (check_stop(h) != LUASHIM_STOP_NONE) {
        lua_pushstring(L, h->stop_message);
        return 1;
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    if (check_stop(h) != LUASHIM_STOP_NONE) {
        lua_pop(L, 1);
        lua_pushstring(L, h->stop_message);
    }
    return 1;
}

static int sandbox_xpcall(lua_State *L) {
    int n = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, guarded_handler, 1);
    lua_replace(L, 2);
    lua_pushboolean(L, 1);
    lua_pushvalue(L, 1);
    lua_rotate(L, 3, 2);  // f, handler, true, f, args...
    int status = lua_pcallk(L, n - 2, LUA_MULTRET, 2, 2, finish_pcall);
    return finish_pcall(L, status, 2);
}

/// True when a message starts with a "chunk:line:" position.
static int has_position(const char *message) {
    for (const char *p = message; *p != '\0' && *p != '\n'; p++) {
        if (*p != ':' || p == message) continue;
        const char *q = p + 1;
        while (*q >= '0' && *q <= '9') q++;
        if (q > p + 1 && *q == ':') return 1;
    }
    return 0;
}

/// Calls the original function in upvalue 1 with all arguments. Errors raised by it get the
/// position of the Lua caller (the original is now called from C, so luaL_error would give
/// none), a memory error or a stop becomes the stop, and a failure result ((nil|false), msg)
/// after a refused allocation becomes the memory stop.
static int call_original(lua_State *L) {
    luashim_host *h = host_of(L);
    int n = lua_gettop(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    int status = lua_pcall(L, n, LUA_MULTRET, 0);
    if (status == LUA_ERRMEM) trip(h, NULL, LUASHIM_STOP_MEMORY);
    if (h->tripped != LUASHIM_STOP_NONE) return raise_stop(L);
    if (status != LUA_OK) {
        if (check_stop(h) != LUASHIM_STOP_NONE) return raise_stop(L);
        if (lua_type(L, -1) == LUA_TSTRING && !has_position(lua_tostring(L, -1))) {
            luaL_where(L, 1);
            lua_insert(L, -2);
            lua_concat(L, 2);
        }
        return lua_error(L);
    }
    int failed = lua_gettop(L) == 0 || !lua_toboolean(L, 1);
    if (failed && check_stop(h) != LUASHIM_STOP_NONE) return raise_stop(L);
    return lua_gettop(L);
}

static int sandbox_resume(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTHREAD);
    return call_original(L);
}

static int sandbox_load(lua_State *L) {
    int type = lua_type(L, 1);
    luaL_argexpected(L, type == LUA_TSTRING || type == LUA_TFUNCTION, 1, "string or function");
    luaL_optstring(L, 2, NULL);
    if (lua_gettop(L) < 3) lua_settop(L, 3);  // keeps the env argument "none" when absent
    lua_pushliteral(L, "t");
    lua_replace(L, 3);
    return call_original(L);
}

/// string.rep of an empty string with a huge count loops in C without allocating.
static int guarded_rep(lua_State *L) {
    size_t length = 0, separator = 0;
    luaL_checklstring(L, 1, &length);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &separator);
    if (n > 0 && length == 0 && separator == 0) {
        lua_pushliteral(L, "");
        return 1;
    }
    return call_original(L);
}

/// table.move over a huge range of nils loops in C without allocating.
static int guarded_move(lua_State *L) {
    luaL_checkany(L, 1);
    luaL_checkinteger(L, 4);
    lua_Integer first = luaL_checkinteger(L, 2);
    lua_Integer last = luaL_checkinteger(L, 3);
    if (last >= first && (lua_Unsigned)last - (lua_Unsigned)first >= ((lua_Unsigned)1 << 26))
        return luaL_error(L, "table.move: a range of more than 67108864 elements is not allowed");
    return call_original(L);
}

/// Library functions whose one call can do a lot of work in C, where the count hook never runs
/// (`("ab"):rep(1.5e7)` in a loop runs 10,000 such calls between two hooks): the limits are
/// checked before and after each call, the call counts as work in proportion to the bytes of its
/// string arguments and results, and the watchdog knows which function and line are under way.
/// Upvalues: the original function, its name.
static int checked_library_call(lua_State *L) {
    luashim_host *h = host_of(L);
    const char *name = lua_tostring(L, lua_upvalueindex(2));
    long long work = 1;
    int n = lua_gettop(L);
    for (int i = 1; i <= n; i++)
        if (lua_type(L, i) == LUA_TSTRING) work += (long long)(lua_rawlen(L, i) / 64);
    if (check_limits(h, L, work) != LUASHIM_STOP_NONE) return raise_stop(L);
    library_call(h, L, name);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    int status = lua_pcall(L, n, LUA_MULTRET, 0);
    library_call(h, L, NULL);
    if (status == LUA_ERRMEM) trip(h, L, LUASHIM_STOP_MEMORY);
    if (check_limits(h, L, 0) != LUASHIM_STOP_NONE) return raise_stop(L);
    if (status != LUA_OK) {
        if (lua_type(L, -1) == LUA_TSTRING && !has_position(lua_tostring(L, -1))) {
            luaL_where(L, 1);
            lua_insert(L, -2);
            lua_concat(L, 2);
        }
        return lua_error(L);
    }
    work = 0;
    for (int i = 1; i <= lua_gettop(L); i++)
        if (lua_type(L, i) == LUA_TSTRING) work += (long long)(lua_rawlen(L, i) / 64);
    if (work > 0 && check_limits(h, L, work) != LUASHIM_STOP_NONE) return raise_stop(L);
    return lua_gettop(L);
}

/// string.gmatch returns a C iterator that does the matching: it is checked the same way.
static int checked_gmatch(lua_State *L) {
    int results = checked_library_call(L);
    if (results >= 1 && lua_type(L, -results) == LUA_TFUNCTION) {
        lua_pushvalue(L, -results);
        lua_pushliteral(L, "string.gmatch");
        lua_pushcclosure(L, checked_library_call, 2);
        lua_replace(L, -results - 1);
    }
    return results;
}

static void check_field(lua_State *L, const char *table, const char *name, lua_CFunction wrapper) {
    if (lua_getglobal(L, table) != LUA_TTABLE) {
        lua_pop(L, 1);
        return;
    }
    if (lua_getfield(L, -1, name) != LUA_TFUNCTION) {
        lua_pop(L, 2);
        return;
    }
    lua_pushfstring(L, "%s.%s", table, name);
    lua_pushcclosure(L, wrapper, 2);
    lua_setfield(L, -2, name);
    lua_pop(L, 1);
}

/// The length of the well-formed UTF-8 sequence at `text` (1 to 4), or 0 when the bytes there
/// are not one (a stray continuation byte, a truncated or overlong sequence, a surrogate).
static size_t utf8_sequence(const unsigned char *text, size_t left) {
    unsigned char c = text[0];
    size_t length;
    unsigned int lowest;
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) { length = 2; lowest = 0x80; }
    else if (c >= 0xE0 && c <= 0xEF) { length = 3; lowest = 0x800; }
    else if (c >= 0xF0 && c <= 0xF4) { length = 4; lowest = 0x10000; }
    else return 0;
    if (left < length) return 0;
    unsigned int value = c & (0x7F >> length);
    for (size_t i = 1; i < length; i++) {
        if ((text[i] & 0xC0) != 0x80) return 0;
        value = (value << 6) | (text[i] & 0x3F);
    }
    if (value < lowest || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return 0;
    return length;
}

/// Writes `length` bytes to stdout with control characters shown as escapes, so a script cannot
/// move the cursor, clear the screen or set the window title: C0 and DEL as `\x1b`, C1 written
/// as UTF-8 as `\u009b`, and any byte that is not part of well-formed UTF-8 as `\x9b` (a lone
/// 0x9b is CSI to a terminal that reads 8-bit controls).
static void write_visible(const char *text, size_t length) {
    char buffer[512];
    size_t used = 0;
    const unsigned char *bytes = (const unsigned char *)text;
    for (size_t i = 0; i < length;) {
        unsigned char c = bytes[i];
        size_t sequence = utf8_sequence(bytes + i, length - i);
        if (used + 8 >= sizeof buffer) {
            fwrite(buffer, 1, used, stdout);
            used = 0;
        }
        if (sequence == 0) {
            used += (size_t)snprintf(buffer + used, sizeof buffer - used, "\\x%02x", c);
            i++;
        } else if (sequence == 1 && ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7F)) {
            used += (size_t)snprintf(buffer + used, sizeof buffer - used, "\\x%02x", c);
            i++;
        } else if (sequence == 2 && c == 0xC2 && bytes[i + 1] <= 0x9F) {
            used += (size_t)snprintf(buffer + used, sizeof buffer - used, "\\u%04x", bytes[i + 1]);
            i += 2;
        } else {
            memcpy(buffer + used, bytes + i, sequence);
            used += sequence;
            i += sequence;
        }
    }
    fwrite(buffer, 1, used, stdout);
}

/// print with control characters neutralised (see write_visible).
static int visible_print(lua_State *L) {
    int n = lua_gettop(L);
    for (int i = 1; i <= n; i++) {
        size_t length;
        const char *text = luaL_tolstring(L, i, &length);
        if (i > 1) fwrite("\t", 1, 1, stdout);
        write_visible(text, length);
        lua_pop(L, 1);
    }
    fwrite("\n", 1, 1, stdout);
    fflush(stdout);
    return 0;
}

/// Lua runs __gc metamethods with hooks disabled, so a looping finalizer could never be
/// stopped: the sandbox refuses metatables that carry __gc when they are set.
static int sandbox_setmetatable(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_argexpected(L, lua_type(L, 2) == LUA_TNIL || lua_type(L, 2) == LUA_TTABLE, 2, "nil or table");
    if (lua_type(L, 2) == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        int has_gc = lua_rawget(L, 2) != LUA_TNIL;
        lua_pop(L, 1);
        if (has_gc) return luaL_error(L, "setmetatable: __gc metamethods are not allowed in the sandbox");
    }
    lua_settop(L, 2);
    return call_original(L);
}

static int sandbox_collectgarbage(lua_State *L) {
    const char *option = luaL_optstring(L, 1, "collect");
    if (strcmp(option, "collect") == 0) {
        lua_gc(L, LUA_GCCOLLECT);
        lua_pushinteger(L, 0);
    } else if (strcmp(option, "count") == 0) {
        int kb = lua_gc(L, LUA_GCCOUNT);
        int bytes = lua_gc(L, LUA_GCCOUNTB);
        lua_pushnumber(L, (lua_Number)kb + (lua_Number)bytes / 1024);
    } else if (strcmp(option, "step") == 0) {
        lua_pushboolean(L, lua_gc(L, LUA_GCSTEP, (int)luaL_optinteger(L, 2, 0)));
    } else if (strcmp(option, "isrunning") == 0) {
        lua_pushboolean(L, lua_gc(L, LUA_GCISRUNNING));
    } else {
        return luaL_error(L, "collectgarbage: option '%s' is not available in the sandbox", option);
    }
    return 1;
}

static void wrap_field(lua_State *L, const char *name, lua_CFunction wrapper) {
    lua_getfield(L, -1, name);
    lua_pushcclosure(L, wrapper, 1);
    lua_setfield(L, -2, name);
}

static int open_libraries(lua_State *L) {
    int unsafe = lua_toboolean(L, 1);
    if (unsafe) {
        luaL_openlibs(L);
        lua_getglobal(L, "require");
        lua_setfield(L, LUA_REGISTRYINDEX, "plumb.require.fallback");
    } else {
        static const luaL_Reg libraries[] = {
            {LUA_GNAME, luaopen_base},         {LUA_STRLIBNAME, luaopen_string}, {LUA_TABLIBNAME, luaopen_table},
            {LUA_MATHLIBNAME, luaopen_math},   {LUA_UTF8LIBNAME, luaopen_utf8},  {LUA_COLIBNAME, luaopen_coroutine},
            {NULL, NULL},
        };
        for (const luaL_Reg *lib = libraries; lib->func != NULL; lib++) {
            luaL_requiref(L, lib->name, lib->func, 1);
            lua_pop(L, 1);
        }
        // os: only clock and time (the full library is built, then dropped).
        lua_pushcfunction(L, luaopen_os);
        lua_call(L, 0, 1);
        lua_createtable(L, 0, 2);
        lua_getfield(L, -2, "clock");
        lua_setfield(L, -2, "clock");
        lua_getfield(L, -2, "time");
        lua_setfield(L, -2, "time");
        lua_setglobal(L, "os");
        lua_pop(L, 1);

        lua_pushnil(L);
        lua_setglobal(L, "dofile");
        lua_pushnil(L);
        lua_setglobal(L, "loadfile");
        lua_getglobal(L, "string");
        lua_pushnil(L);
        lua_setfield(L, -2, "dump");
        lua_pop(L, 1);

        lua_pushglobaltable(L);
        wrap_field(L, "load", sandbox_load);
        wrap_field(L, "setmetatable", sandbox_setmetatable);
        lua_pushcfunction(L, sandbox_collectgarbage);
        lua_setfield(L, -2, "collectgarbage");
        lua_pop(L, 1);
    }
    // In both modes: stops cannot be swallowed by pcall, xpcall or coroutine.resume.
    lua_pushglobaltable(L);
    lua_pushcfunction(L, sandbox_pcall);
    lua_setfield(L, -2, "pcall");
    lua_pushcfunction(L, sandbox_xpcall);
    lua_setfield(L, -2, "xpcall");
    lua_pop(L, 1);
    lua_getglobal(L, "coroutine");
    wrap_field(L, "resume", sandbox_resume);
    lua_pop(L, 1);
    // C loops that neither allocate nor run Lua code (so no limit could stop them).
    lua_getglobal(L, "string");
    wrap_field(L, "rep", guarded_rep);
    lua_pop(L, 1);
    lua_getglobal(L, "table");
    wrap_field(L, "move", guarded_move);
    lua_pop(L, 1);
    // Library calls that can do much work in one C call: limits checked around each.
    static const char *const checked[][2] = {
        {"string", "rep"},    {"string", "find"},    {"string", "match"},   {"string", "gsub"},
        {"string", "format"}, {"string", "byte"},    {"string", "char"},    {"string", "reverse"},
        {"string", "upper"},  {"string", "lower"},   {"string", "pack"},    {"string", "unpack"},
        {"table", "concat"},  {"table", "move"},     {"table", "unpack"},   {"table", "sort"},
        {"table", "insert"},  {"table", "remove"},   {"utf8", "char"},      {"utf8", "len"},
        {"utf8", "codepoint"}, {"utf8", "offset"},
    };
    for (size_t i = 0; i < sizeof checked / sizeof checked[0]; i++)
        check_field(L, checked[i][0], checked[i][1], checked_library_call);
    check_field(L, "string", "gmatch", checked_gmatch);
    lua_pushcfunction(L, visible_print);
    lua_setglobal(L, "print");

    luashim_pushclass(L, LUASHIM_FUNCTION_CLASS);
    lua_pop(L, 1);
    lua_newtable(L);
    lua_setfield(L, LUA_REGISTRYINDEX, "plumb.loaded");
    return 0;
}

int luashim_open_libraries(lua_State *L, int unsafe) {
    lua_pushcfunction(L, open_libraries);
    lua_pushboolean(L, unsafe);
    return luashim_pcall(L, 1, 0, 0);
}
