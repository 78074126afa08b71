import PlumbRun
import PlumbServe

// `plumb` with the browser preview: `plumb watch --serve` and `plumb serve` exec this executable
// with their arguments (`Plumb.previewServerExecutable`), which registers PlumbServe's server and
// runs the same command line. Only it links FlyingFox and so FoundationNetworking (libcurl and its
// libraries), which every `plumb run` would otherwise load at start.
Plumb.previewServerFactory = { try PreviewServer.startBlocking($0) }
Plumb.main()
