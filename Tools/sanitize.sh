#!/bin/sh
# The sanitizer job: the whole test suite under AddressSanitizer, then the watch-mode
# tests under ThreadSanitizer. Each sanitizer builds into its own scratch folder (.build/asan,
# .build/tsan), so the normal .build is left alone. Extra arguments go to both `swift test` runs.
#
#   Tools/sanitize.sh                 # both
#   SANITIZERS=address Tools/sanitize.sh
#
# The fuzz sample runs 40 scripts here (PLUMB_FUZZ_COUNT), and its peak-memory check is off: under
# ASan every process is about 1.7 GB resident (shadow memory, quarantine) before it does anything.
set -eu
cd "$(dirname "$0")/.."
sanitizers="${SANITIZERS:-address thread}"
for sanitizer in $sanitizers; do
    started=$(date +%s)
    case "$sanitizer" in
    address)
        # XCTest's runner leaks a few objects of its own (Tools/lsan-suppressions.txt).
        LSAN_OPTIONS="suppressions=$PWD/Tools/lsan-suppressions.txt" \
            PLUMB_FUZZ_COUNT="${PLUMB_FUZZ_COUNT:-40}" PLUMB_FUZZ_RSS_CEILING_MIB=1000000 \
            swift test --sanitize=address --scratch-path .build/asan "$@"
        ;;
    thread)
        # The watch loop and its change sources are the code with threads; the CLI's watch tests
        # drive the TSan-built binary.
        swift test --sanitize=thread --scratch-path .build/tsan --filter 'PlumbWatchTests|WatchTests' "$@"
        ;;
    *)
        echo "sanitize.sh: unknown sanitizer $sanitizer" >&2
        exit 64
        ;;
    esac
    echo "sanitize.sh: $sanitizer clean in $(($(date +%s) - started)) s"
done
