// C side of the Plumb Lua bridge.
//
// Rule: Swift never calls a Lua API function that can raise an error (longjmp) over Swift frames.
// Everything that can raise runs here, in C, either under lua_pcall or inside the trampoline
// after the Swift frame has returned. Allocation-only API calls (pushstring, createtable, ...)
// are safe from Swift because the allocator only enforces the memory cap while Lua code is the
// innermost frame (host_depth == 0).
#ifndef CLUASHIMS_H
#define CLUASHIMS_H

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
#include <stddef.h>
#include <stdint.h>

// MARK: - Shims for macros Swift cannot import

static inline int luashim_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int luashim_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline void luashim_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void luashim_newtable(lua_State *L) { lua_newtable(L); }
static inline void luashim_insert(lua_State *L, int idx) { lua_insert(L, idx); }
static inline void luashim_remove(lua_State *L, int idx) { lua_remove(L, idx); }
static inline void luashim_replace(lua_State *L, int idx) { lua_replace(L, idx); }
static inline void luashim_pushglobaltable(lua_State *L) { lua_pushglobaltable(L); }
static inline void *luashim_getextraspace(lua_State *L) { return lua_getextraspace(L); }
static inline int luashim_isnoneornil(lua_State *L, int idx) { return lua_isnoneornil(L, idx); }
static inline lua_Number luashim_tonumber(lua_State *L, int idx) { return lua_tonumberx(L, idx, NULL); }
/// Only for values whose lua_type is LUA_TSTRING (on numbers it converts in place and allocates).
static inline const char *luashim_tolstring(lua_State *L, int idx, size_t *len) {
    return lua_type(L, idx) == LUA_TSTRING ? lua_tolstring(L, idx, len) : NULL;
}

// MARK: - Constants

/// Returned by the Swift dispatch function: the error message is on top of the stack; the
/// trampoline prefixes it with the calling position (luaL_where(L, 1)) and raises it.
#define LUASHIM_RAISE (-1)
/// Returned by the Swift dispatch function: raise the value on top of the stack as it is.
#define LUASHIM_RAISE_RAW (-2)

/// Why the current run was stopped (luashim_stop_kind).
#define LUASHIM_STOP_NONE 0
#define LUASHIM_STOP_INSTRUCTIONS 1
#define LUASHIM_STOP_TIME 2
#define LUASHIM_STOP_MEMORY 3
#define LUASHIM_STOP_INTERRUPT 4

/// Instructions between two runs of the count hook.
#define LUASHIM_HOOK_PERIOD 10000

/// Metatable name of the userdata that holds a Swift function box (upvalue of the trampoline).
#define LUASHIM_FUNCTION_CLASS "plumb.function"

// MARK: - Callbacks into Swift

/// Runs the Swift closure in `box` for a call from Lua. Must never raise. Returns the number of
/// results (>= 0), LUASHIM_RAISE or LUASHIM_RAISE_RAW.
typedef int (*luashim_dispatch_fn)(lua_State *L, void *box);
/// Balances the retain of a Swift object stored in a userdata (called from __gc). Returns
/// nonzero when that was the object's last reference (it goes away now): the bytes charged with
/// the userdata (luashim_newobject) are then given back.
typedef int (*luashim_release_fn)(void *object);
/// The watchdog's action (another thread): `message` says why ("card.lua:3: script stopped: …").
typedef void (*luashim_watchdog_fn)(const char *message, int kind);

// MARK: - State

/// Creates a state with a capped allocator (`mem_limit` bytes, 0 = no cap) and a host block in
/// lua_getextraspace. `owner` is an opaque, unretained pointer the Swift side can read back.
lua_State *luashim_newstate(size_t mem_limit, luashim_dispatch_fn dispatch, luashim_release_fn release,
                            void *owner);
/// Opens the libraries (sandbox unless `unsafe`) under protection. Returns a Lua status; on
/// error the message is on the stack.
int luashim_open_libraries(lua_State *L, int unsafe);
/// Runs pending finalizers with a fresh limit window, closes the state and frees the host block.
void luashim_close(lua_State *L);
void *luashim_owner(lua_State *L);
size_t luashim_memory_in_use(lua_State *L);
/// Gives back to the system the pages of Lua's small blocks that hold none now (after a full
/// collection); returns their bytes.
size_t luashim_release_free_pages(lua_State *L);
/// Starts two full collections and the release of emptied pages on a thread of their own; until
/// `luashim_finish_collection`, the caller must not use the state except to charge its own bytes
/// (`luashim_charge`), check the limits and read the stop (loads, calls, collections and the
/// state's close wait for the collector themselves). Returns 0 when no thread could be started
/// (nothing was done).
int luashim_collect_in_background(lua_State *L);
/// Waits for the collector started by `luashim_collect_in_background`, if any, and adds the charges
/// made meanwhile. Returns 1 when a collector was running.
int luashim_finish_collection(lua_State *L);
/// Says that the process ends with this state open (it is never closed): what a collector
/// started by `luashim_collect_in_background` frees is then left as the state's other objects
/// are, neither released nor recorded.
void luashim_keep_until_exit(lua_State *L);
/// Whether a collector started by `luashim_collect_in_background` has not been waited for.
int luashim_is_collecting(lua_State *L);
/// Makes every thread of the process allocate from glibc's main malloc arena (call before the
/// first thread starts; does nothing without glibc). See `LuaVM.shareOneMallocArena`.
void luashim_share_one_malloc_arena(void);
/// lua_gc with one integer argument (LUA_GCCOLLECT, LUA_GCCOUNT, LUA_GCSTEP, ...).
int luashim_gc(lua_State *L, int what, int arg);

// MARK: - Limits

/// `instructions` < 0: no budget. `seconds` <= 0: no deadline. The messages are copied; the C
/// side prefixes the instruction and time messages with the script position.
void luashim_set_limits(lua_State *L, long long instructions, double seconds, const char *instructions_message,
                        const char *time_message, const char *memory_message);
/// Starts a limit window (one top-level run or call): resets the budget, the deadline and the
/// stop flag, and arms the count hook on `L` (the main thread).
void luashim_begin(lua_State *L);
/// Ends the window luashim_begin opened (disarms the watchdog).
void luashim_end(lua_State *L);
/// Counts `bytes` held by the host for the script (Swift strings, views, layout nodes) against
/// the memory cap; negative gives bytes back. Trips a memory stop when the cap is passed (the
/// trampoline raises it when the Swift callback returns). Returns LUASHIM_STOP_*.
int luashim_charge(lua_State *L, long long bytes);
/// Trips a stop now if Ctrl-C, the budget or the deadline says so; returns LUASHIM_STOP_*.
int luashim_check_limits(lua_State *L);
/// Starts the process-wide watchdog (once) that calls `action` when the open window's deadline
/// is `grace` seconds past, or a Ctrl-C is not answered within 0.25 s: the script is stuck in C.
void luashim_set_watchdog(luashim_watchdog_fn action, double grace);
/// Tells the watchdog what the host does now ("laying out the view"), at the script's return
/// line: a stop past the deadline names it.
void luashim_note_phase(lua_State *L, const char *what);
/// "card.lua:9: ": the line of the last `return` of the outermost function on the main thread
/// (the script's own return, after a run); "" when unknown.
const char *luashim_return_where(lua_State *L);
/// "card.lua:3: ": the innermost Lua line of the last error caught with a traceback; "" when none.
const char *luashim_error_where(lua_State *L);
/// Forgets the return and error positions (before a run).
void luashim_clear_positions(lua_State *L);
/// LUASHIM_STOP_* for the current window.
int luashim_stop_kind(lua_State *L);
/// Makes `L` (or nothing, with NULL) the state `luashim_interrupt_running` stops: set while a
/// top-level run or call is under way.
void luashim_set_interruptible(lua_State *L);
/// Stops the registered state's current run with "interrupted" (a stop that the script's own
/// pcall cannot swallow). Async-signal-safe: only sets a flag and arms a hook (lua_sethook may
/// be called asynchronously, as lua.c does on SIGINT).
void luashim_interrupt_running(void);
/// The stop message ("card.lua:3: script stopped: ..."), or "" when not stopped.
const char *luashim_stop_message(lua_State *L);

// MARK: - Loading and calling

/// luaL_loadbufferx under the memory cap. Returns a Lua status.
int luashim_load(lua_State *L, const char *buffer, size_t length, const char *chunkname, const char *mode);
/// lua_pcall under the memory cap, optionally with a luaL_traceback message handler (the
/// traceback is kept apart, see luashim_last_traceback; the error value is left unchanged).
int luashim_pcall(lua_State *L, int nargs, int nresults, int traceback);
/// Traceback captured by the last luashim_pcall that failed with a message handler, or NULL.
const char *luashim_last_traceback(lua_State *L);
/// Protected lua_getfield (may run __index). Pushes the value (or the error) and returns a status.
int luashim_pgetfield(lua_State *L, int idx, const char *key);
/// Pops a value and stores it in the global table without metamethods.
void luashim_rawsetglobal(lua_State *L, const char *name);

// MARK: - Swift functions and objects

/// Pushes a Lua function that calls the Swift box through the trampoline. Takes over one retain
/// of `box` (released by __gc of its holder userdata).
void luashim_pushfunction(lua_State *L, void *box);
/// Pushes the metatable `name`, creating it (with __gc releasing the Swift object and
/// __metatable = false) when missing.
void luashim_pushclass(lua_State *L, const char *name);
/// Pushes the __index table of the metatable at `idx`, creating it when missing.
void luashim_pushmethods(lua_State *L, int idx);
/// Pushes a userdata holding `object` (one retain taken over) with metatable `name`, charging
/// `charged` bytes (what Swift holds for it) to the memory cap; its __gc gives them back if the
/// object dies with it. Returns LUASHIM_STOP_NONE, or the stop the charge tripped.
int luashim_newobject(lua_State *L, void *object, const char *metatable, size_t charged);
/// Class slots: a class used on every view (the View class) is bound once to a slot, and its
/// userdata are made and read through the slot, without looking its name up in the registry.
#define LUASHIM_CLASS_SLOTS 4
/// Binds class `metatable` (created when missing) to `slot` (0 ..< LUASHIM_CLASS_SLOTS).
void luashim_bind_class(lua_State *L, int slot, const char *metatable);
/// luashim_newobject for the class bound to `slot`.
int luashim_newobject_in(lua_State *L, void *object, int slot, size_t charged);
/// luashim_toobject for the class bound to `slot`. Never raises.
void *luashim_toobject_in(lua_State *L, int idx, int slot);
/// The object in a userdata of class `metatable` at `idx`, or NULL. Never raises.
void *luashim_toobject(lua_State *L, int idx, const char *metatable);
/// The type name used in messages: __name of a userdata's metatable, else lua_typename.
const char *luashim_typename(lua_State *L, int idx);
/// Position of the function at `level` (lua_getstack/lua_getinfo "Sl"). Copies the short source
/// into `buffer` and returns the current line, or -1 when unknown (C function or no such level).
int luashim_where(lua_State *L, int level, char *buffer, size_t size);
/// The name the calling code used for the running C function (lua_getinfo "n" at level 0):
/// copies it into `name` and its kind ("global", "method", "field", "local", "metamethod", …)
/// into `what`; returns 0 when Lua knows no name (a call from C, a call of a call's result).
int luashim_callee_name(lua_State *L, char *name, size_t size, char *what, size_t what_size);

#endif
