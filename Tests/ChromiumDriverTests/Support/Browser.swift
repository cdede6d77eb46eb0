import ChromiumDriver

/// Starts the browser for a test. Without Chromium this throws `executableNotFound`, whose
/// message names the Debian package: the test fails, it is never skipped.
func launchTestBrowser() throws -> ChromiumBrowser {
  try ChromiumBrowser.launch()
}
