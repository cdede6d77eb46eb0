import ChildProcesses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// An interrupt being handled ends the process itself, with 128 + the signal.
ChildInterrupts.exit(status: CommandLineTool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
