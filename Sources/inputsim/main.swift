import ChildProcesses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Through ChildInterrupts: after Ctrl-C (SIGTERM, SIGHUP) the process exits as interrupted,
// 128 + the signal's number, never first with the status of the work the signal cut short.
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
ChildInterrupts.exit(status: status.rawValue)
