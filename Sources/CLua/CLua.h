// Lua 5.4's C API. No `link` line in the module map: pkg-config (lua5.4) supplies the library
// name, which differs between Debian (-llua5.4) and Homebrew (-llua).
#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>
