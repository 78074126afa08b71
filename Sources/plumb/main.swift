import PlumbRun

// The command line is a thin shell: the commands, their options and the run pipeline live in
// PlumbRun, where the tests call them in process (`Plumb.invoke`). `--serve` hands the process
// over to `plumb-serve` (the same command line with PlumbServe's server), built beside it.
Plumb.previewServerExecutable = "plumb-serve"
Plumb.main()
