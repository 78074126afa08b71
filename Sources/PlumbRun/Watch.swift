import ArgumentParser
import PlumbLua
import PlumbWatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct Watch: ParsableCommand {
    init() {}

    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Run a script, draw it, and run it again every time it (or a module it requires) is saved.",
        // One paragraph per line: the argument parser wraps lines to the terminal itself.
        discussion: """
            Every run starts from a fresh Lua state. A run that fails shows its error under the last good \
            diagram, which stays on screen marked stale, and the watch goes on. A deleted script is waited \
            for. A terminal resize lays the last run out again for the new size without re-running it.

            After each drawing a status line names the file, the time, how long the run took and the \
            watcher in use (inotify; polling with --poll or when inotify cannot start). Ctrl-C restores the \
            terminal and exits with status 0.

            With --once: run once, print, and exit with 0 (drawn), 1 (script error) or 2 (cannot read).
            """)

    @Argument(help: "The Lua script.")
    var file: String

    @OptionGroup var drawing: DrawingOptions

    @OptionGroup var flags: WatchFlags

    @Flag(name: .long, help: "Run once and exit: 0 drawn, 1 script error, 2 file cannot be read.")
    var once = false

    @OptionGroup var serving: ServeOptions

    func validate() throws {
        if once && serving.serve { throw ValidationError("--once and --serve cannot be used together") }
    }

    func run() throws {
        try Self.watch(
            file: file, drawing: drawing, poll: flags.poll, clear: flags.clear, once: once,
            serving: serving.serve ? serving.address : nil)
    }

    /// `plumb watch` (and `plumb serve`); with `serving`, the browser preview too.
    static func watch(
        file: String, drawing: DrawingOptions, poll: Bool, clear: Bool, once: Bool, serving: ServeAddress?
    ) throws {
        let console = Console.current
        if serving != nil { try handOverToPreviewServer(console: console) }
        // A directory is never a script, whereas a missing file is waited for.
        try checkScriptPath(file, console: console)
        if !once {
            unblockWatchSignals()
            // Ctrl-C stops a running script at once (an endless loop need not run to --timeout).
            setInterruptHook(LuaVM.interruptRunningScript)
        }
        if !once { LuaVM.startWatchdog(grace: watchdogGrace, action: watchdogAction) }
        let server = try serving.map { try startPreviewServer(file: file, drawing: drawing, at: $0, console: console) }
        defer { server?.stop() }
        let session = WatchSession(
            file: file, drawing: drawing, forcePolling: poll, clear: clear, once: once, console: console)
        session.preview = server
        // The whole watch runs on one large-stack thread: runs, layout and drawing recurse per tree level,
        // and the last `ScriptRun` (a Lua state, needed again on resize) never changes threads.
        let status = onLargeStack { session.run() }
        if status != 0 { throw ExitCode(status) }
    }
}

/// Unblocks SIGINT, SIGTERM and SIGWINCH in this thread and in the threads it starts. A parent may
/// start us with them blocked (a `posix_spawn` from a thread that blocks signals passes its mask on,
/// as Foundation's `Process` does from a dispatch queue); Ctrl-C and resizing would then do nothing.
private func unblockWatchSignals() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGINT, SIGTERM, SIGWINCH] { sigaddset(&signals, signal) }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
}

/// Set in a watch restarted by the watchdog: the message of the run it stopped.
let watchStoppedVariable = "PLUMB_WATCH_STOPPED"

/// The watchdog's action in `plumb watch` (on its own thread, while the script is stuck in C
/// code that neither the deadline nor Ctrl-C can interrupt). Ctrl-C: restore the terminal and
/// exit 0, as a Ctrl-C always does. Deadline: start the watch afresh with `exec`, passing the
/// message on; the new process shows it and waits for the next save. Allocation-free as far as
/// possible: the stuck thread may hold a malloc lock.
private let watchdogAction: @convention(c) (UnsafePointer<CChar>?, Int32) -> Void = { message, kind in
    if kind == 4 {
        if isatty(STDOUT_FILENO) != 0 {
            let reset = "\u{1B}[0m\u{1B}[?25h\n"
            _ = reset.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
        }
        _exit(0)
    }
    if let message {
        setenv(watchStoppedVariable, message, 1)
    }
    #if os(Linux)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
    #else
        execvp(CommandLine.unsafeArgv[0], CommandLine.unsafeArgv)
    #endif
    // exec failed: at least say why the watch ends.
    if let message {
        _ = write(STDERR_FILENO, message, strlen(message))
        _ = write(STDERR_FILENO, "\n", 1)
    }
    _exit(1)
}
