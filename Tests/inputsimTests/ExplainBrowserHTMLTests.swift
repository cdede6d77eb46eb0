import Foundation
import Testing

/// `explain --browser chromium --format html` through the built binary: the model's lanes and
/// Chromium's side by side, the DOM events, escaping, no outside resource, written atomically.
@Suite("explain --browser chromium --format html")
struct ExplainBrowserHTMLTests {
  /// A scenario whose name and typed text carry what HTML must escape: tags, ampersands, both
  /// quotes, and an escape control.
  static let awkward = #"""
    scenario "tags <b> & \"double\" 'single' \u{1B}[31m"
    use ime=direct bridge=naive platform=web

    type "<i>&\"'"
    expect field "<i>&\"'|"
    expect binding "<i>&\"'"
    skip onchange
    """#

  @Test("both sides of each step, the DOM events, and every awkward character escaped, in one offline file")
  func sideBySideEscaped() throws {
    let directory = TemporaryDirectory()
    let path = directory.write("awkward.scenario", Self.awkward)
    let output = directory.path + "/timeline.html"
    let result = BuiltBinary.run([
      "explain", "--browser", "chromium", "--format", "html", "--output", output, path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "")
    let html = try String(contentsOfFile: output, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    // Self-contained: no script, nothing fetched (the CSP forbids it too).
    #expect(html.contains("content=\"default-src 'none'; style-src 'unsafe-inline'\""))
    for outside in ["<script", "src=", "href=", "url(", "@import"] {
      #expect(!html.contains(outside), "\(outside)")
    }
    // The name and the typed text arrive escaped; the control is shown, not emitted.
    #expect(html.contains("<h1>tags &lt;b&gt; &amp; &quot;double&quot; &#39;single&#39; \\u{1B}[31m</h1>"))
    #expect(!html.contains("<b>") && !html.contains("<i>") && !html.unicodeScalars.contains("\u{1B}"))
    // Both sides of the one step, each lane once per side.
    #expect(html.contains("data-step=\"1\""))
    #expect(!html.contains("data-step=\"2\""))
    for lane in ["field", "binding", "ime"] {
      for side in ["model", "chromium"] {
        #expect(
          html.components(separatedBy: "data-lane=\"\(lane)\" data-side=\"\(side)\"").count == 2,
          "\(lane) \(side)")
      }
    }
    #expect(html.contains("<code class=\"pattern\">&quot;&lt;i&gt;&amp;\\&quot;&#39;|&quot;</code>"))
    #expect(!html.contains("class=\"lane differs\""))
    #expect(html.contains("data-first-difference=\"none\""))
    // Chromium's DOM events of the step, escaped, in dispatch order.
    let dom = try #require(html.components(separatedBy: "data-events=\"dom\">").last)
    #expect(dom.contains("<li>beforeinput inputType=insertText data=&quot;&lt;&quot; isComposing=false</li>"))
    #expect(dom.contains("<li>input inputType=insertText data=&quot;&amp;&quot; isComposing=false</li>"))
    #expect(html.contains("Chromium <span class=\"status-passed\">PASSED</span>"))
    #expect(html.contains("model <span class=\"status-passed\">PASSED</span>"))
  }

  @Test("where Chromium differs from the model, its lane is outlined and the first difference named")
  func differenceOutlined() throws {
    let directory = TemporaryDirectory()
    // The page is the app: it uppercases at every input, which the scenario's model does not.
    let page = directory.write(
      "upper.html",
      "<!doctype html><input id=\"f\"><script>const f = document.getElementById('f');"
        + "f.addEventListener('input', () => { f.value = f.value.toUpperCase(); });</script>")
    let path = directory.write(
      "lower.scenario",
      "use ime=direct bridge=naive platform=web\n\ntype \"ab\"\nexpect field \"ab|\"\nskip onchange\n"
    )
    let result = BuiltBinary.run([
      "explain", "--browser", "chromium", "--format", "html", "--page", page, path,
    ])
    #expect(result.status == 1, "\(result.stderr)")
    let html = result.stdout
    #expect(
      html.contains(
        "<p class=\"meta\" data-first-difference=\"1\">the model and Chromium first differ after step 1: field</p>"
      ))
    #expect(html.contains("<div class=\"lane differs\" data-lane=\"field\" data-side=\"chromium\">"))
    #expect(html.contains("<code class=\"pattern\">&quot;AB|&quot;</code>"))
    #expect(html.contains("<li>assign (the page set value to &quot;A&quot;)</li>"))
    #expect(html.contains("<h2>Chromium's failure</h2>"))
    #expect(!html.contains("<h2>The model's failure</h2>"))
    #expect(
      html.contains(
        "model <span class=\"status-passed\">PASSED</span> · Chromium <span class=\"status-failed\">FAILED</span>"
      ))
  }

  @Test("--output that is a directory is refused before a browser starts, exit 2")
  func outputDirectoryRefused() {
    let directory = TemporaryDirectory()
    let path = directory.write("a.scenario", "use ime=direct bridge=naive platform=web\ntype \"a\"\n")
    let result = BuiltBinary.run([
      "explain", "--browser", "chromium", "--format", "html", "--output", directory.path, path,
    ])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("inputsim: error: "))
    #expect(
      result.stderr.contains(
        "use '--output -' or leave out --output to write the timeline to standard output"))
  }
}
