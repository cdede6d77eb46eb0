import ChildProcesses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// After Ctrl-C (SIGTERM, SIGHUP) a command that finished its report exits as interrupted:
// 128 + the signal's number.
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
exit(ChildInterrupts.exitStatus(otherwise: status.rawValue))
