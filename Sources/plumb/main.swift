import PlumbRun
import PlumbServe

// The command line is a thin shell: the commands, their options and the run pipeline live in
// PlumbRun, where the tests call them in process (`Plumb.invoke`). `--serve`'s server lives in
// PlumbServe, which PlumbRun knows only through `PreviewServing`.
Plumb.previewServerFactory = { try PreviewServer.startBlocking($0) }
Plumb.main()
