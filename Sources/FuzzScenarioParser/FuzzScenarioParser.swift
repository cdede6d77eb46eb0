import InputModel

/// libFuzzer entry point: any bytes must parse into a scenario or diagnostics — never a
/// crash, a hang or unbounded memory. A diagnostic without a location inside the input, or a
/// scenario without steps' locations in order, is a bug: abort so libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenarioParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let result = ScenarioParser.parse(bytes: bytes, path: "fuzz.scenario")
  let lineCount = bytes.count { $0 == 0x0A } + 1
  for diagnostic in result.diagnostics.diagnostics {
    if diagnostic.line < 1 || diagnostic.line > lineCount + 1 || diagnostic.column < 1 {
      abort()
    }
  }
  if let scenario = result.scenario {
    var previous = ScenarioLocation(line: 0, column: 0)
    for step in scenario.steps {
      if step.location <= previous { abort() }
      previous = step.location
    }
  }
  return 0
}

@_silgen_name("abort")
func abort() -> Never
