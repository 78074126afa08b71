import ArgumentParser

/// `--serve` of `plumb watch`, with where to listen.
struct ServeOptions: ParsableArguments {
    @Flag(
        name: .long,
        help: "Also show the layout in a browser: serve a live page (printed URL) that follows every save.")
    var serve = false

    @OptionGroup var address: ServeAddress
}

/// Where the preview listens: `--port` and `--host` (127.0.0.1 by default), for `plumb watch
/// --serve` and `plumb serve`.
struct ServeAddress: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The page's port (0: any free port).", valueName: "n"))
    var port: Int = 8080

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Listen on this address instead of 127.0.0.1 (other machines can then read your layouts).",
            valueName: "address"))
    var host: String?

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        if let host, host.isEmpty { throw ValidationError("--host must name an address, such as 127.0.0.1") }
    }
}

/// How `plumb watch` and `plumb serve` notice saves and redraw.
struct WatchFlags: ParsableArguments {
    @Flag(
        name: .long,
        help: "Poll the files every 100 ms instead of using inotify (network mounts, containers, WSL /mnt).")
    var poll = false

    @Flag(name: .long, help: "Clear the screen before each redraw (only when stdout is a terminal).")
    var clear = false
}

struct Serve: ParsableCommand {
    init() {}

    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "The same as `plumb watch --serve`: draw in the terminal and in a live page in the browser.")

    @Argument(help: "The Lua script.")
    var file: String

    @OptionGroup var drawing: DrawingOptions

    @OptionGroup var flags: WatchFlags

    @OptionGroup var address: ServeAddress

    func run() throws {
        try Watch.watch(
            file: file, drawing: drawing, poll: flags.poll, clear: flags.clear, once: false, serving: address)
    }
}

/// `--serve` in a `plumb` without a server of its own (`Plumb.previewServerFactory` nil) that
/// knows its companion (`Plumb.previewServerExecutable`): replaces this process by the companion
/// with the same arguments, before anything is read, drawn or listened on. Returns when there is
/// nothing to hand over (in process, or a build with the server); throws when the companion cannot
/// be found or started, saying how to build it.
func handOverToPreviewServer(console: Console) throws {
    guard Plumb.previewServerFactory == nil, let name = Plumb.previewServerExecutable, console.ownsProcess else {
        return
    }
    guard let path = Companion.locate(name, variable: "PLUMB_SERVE", console: console),
        !Companion.isThisExecutable(path)
    else {
        console.error(
            "plumb: --serve needs \(name), the browser preview's server, which is built on its own: run `swift build --product \(name)` once in Plumb's folder (`swift build` and `swift test` build it too), or set PLUMB_SERVE to its path"
        )
        throw ExitCode(2)
    }
    let reason = Companion.replaceProcess(with: path, arguments: Array(CommandLine.arguments.dropFirst()))
    console.error("plumb: cannot start \(path) for --serve: \(reason)")
    throw ExitCode(2)
}

/// Starts the preview server for `file` (the one the `plumb-serve` executable registered), prints its
/// URL on standard error and, for a host other than loopback, a warning.
func startPreviewServer(
    file: String, drawing: DrawingOptions, at serving: ServeAddress, console: Console
) throws -> any PreviewServing {
    guard let factory = Plumb.previewServerFactory else {
        console.error("plumb: this build of plumb has no preview server (--serve)")
        throw ExitCode(2)
    }
    let host = serving.host ?? "127.0.0.1"
    if !isLoopback(host) {
        console.error(
            "plumb: warning: serving on \(host): other machines that reach this address can read the layouts of \(file)"
        )
    }
    let request = PreviewServerRequest(
        file: file, host: host, port: UInt16(serving.port),
        makeDocument: { [drawing = UncheckedBox(drawing)] in
            PreviewDocument(file: file, drawing: drawing.value, console: console)
        })
    let server: any PreviewServing
    do {
        server = try factory(request)
    } catch {
        console.error("plumb: cannot serve on \(host) port \(serving.port): \(error)")
        throw ExitCode(2)
    }
    // The page opens in the state the command line asks for (`--guides`): its address holds it.
    let state = drawing.guides ? "?guides=1" : ""
    console.error("plumb: serving \(file) at \(server.url)\(state)")
    return server
}

/// 127.0.0.0/8, ::1 and localhost.
func isLoopback(_ host: String) -> Bool {
    host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
}

/// Hands a value that is only read to another thread.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
