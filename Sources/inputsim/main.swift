#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

import ChildProcesses

// After Ctrl-C (SIGTERM, SIGHUP) a command that finished its report exits as interrupted:
// 128 + the signal's number.
exit(ChildInterrupts.exitStatus(otherwise: CommandLineTool.run(Array(CommandLine.arguments.dropFirst())).rawValue))
