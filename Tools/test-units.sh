#!/usr/bin/env bash
# The inner loop: build, then run the test suites that start no process (the layout core, text,
# the script API, the constraint solver, the renderer, the Lua bridge). FILTER narrows it:
#   FILTER=PlumbLayoutTests Tools/test-units.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
exec swift test --skip-build --filter "${FILTER:-PlumbLayoutTests|PlumbTextTests|PlumbScriptAPITests|PlumbConstraintsTests|PlumbUIKitTests|PlumbRenderTests|PlumbLuaTests}"
