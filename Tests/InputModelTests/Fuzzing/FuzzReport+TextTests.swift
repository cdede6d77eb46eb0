import Testing

@testable import InputModel

@Suite("FuzzReport as text")
struct FuzzReportTextTests {
  @Test("totals, each failure with its settings and steps, and a closing verdict")
  func failures() {
    #expect(
      SampleReport.report.text(showsFiles: true) == """
        runs 4, steps 20, keystrokes 18, rejected steps 0
        keystrokes by ime: flick 18
        keystrokes by platform: uikit 10, android 8

        failure 1: lost-input swiftui13 uikit flick
          found in 2 runs (first: run 3), shrunk from 6 to 2 steps
          use ime=flick bridge=swiftui13 platform=uikit settle=auto
          transform max-length=4
            flick わ
            flick た
          lost-input: the field shows "た"
          file: lost-input-swiftui13-uikit-3.scenario

        FAILED: 1 distinct failure in 2 of 4 runs
        """)
  }

  @Test("without files, no file lines; without failures, OK")
  func clean() {
    #expect(!SampleReport.report.text(showsFiles: false).contains("file:"))
    var report = FuzzReport(seed: 1)
    report.runs = 1
    report.keystrokes = 3
    #expect(
      report.text(showsFiles: false)
        == "runs 1, steps 0, keystrokes 3, rejected steps 0\n\nOK: no violation in 1 run (3 keystrokes)")
  }

  @Test("runs that could not be reproduced still fail the campaign")
  func unreproduced() {
    var report = FuzzReport(seed: 1)
    report.runs = 2
    report.failedRuns = 1
    report.unreproducedRuns = 1
    #expect(
      report.text(showsFiles: false).hasSuffix(
        "FAILED: 0 distinct failures in 1 of 2 runs (1 not reproduced on replay)"))
  }
}
