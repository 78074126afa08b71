import PlumbRun

// The command line is a thin shell: the commands, their options and the run pipeline live in
// PlumbRun, where the tests call them in process (`Plumb.invoke`).
Plumb.main()
