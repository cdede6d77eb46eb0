/// The frame every HTML report shares: one self-contained file (inline CSS, no script, no
/// request to any network: a Content-Security-Policy forbids them), light and dark colour
/// schemes, and a legend of what the lanes draw.
package enum HTMLPage {
  /// A whole document around `body`.
  package static func document(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="generator" content="inputsim">
    <title>\(HTMLText.escaped(title))</title>
    <style>\(stylesheet)</style>
    </head>
    <body>
    \(body)
    </body>
    </html>

    """
  }

  /// What each mark in the lanes means.
  package static let legend = """
    <dl class="legend" aria-label="legend">
    <div><dt><span class="marked">かな</span></dt><dd>marked text (the keyboard's composition, underlined as platforms draw it)</dd></div>
    <div><dt><span class="marked focused">今日</span><span class="marked">は</span></dt><dd>the focused segment of a conversion (thick underline)</dd></div>
    <div><dt><span class="caret" role="img" aria-label="caret"></span></dt><dd>caret</dd></div>
    <div><dt><span class="selected">sel</span></dt><dd>selection</dd></div>
    <div><dt><mark>diff</mark></dt><dd>where this copy of the text parts ways with the field</dd></div>
    <div><dt><span class="violation-badge">✗</span></dt><dd>an invariant broken during the step</dd></div>
    </dl>
    """

  package static let stylesheet = """
    :root { color-scheme: light dark; --fg: #1d1d1f; --bg: #ffffff; --muted: #6e6e73; --line: #d2d2d7;
      --lane: #f5f5f7; --marked: #0a66d8; --caret: #d70015; --sel: #b3d7ff; --diff: #ffe08a;
      --bad: #c9252d; --bad-bg: #fde8e8; --ok: #1a7f37; }
    @media (prefers-color-scheme: dark) {
      :root { --fg: #f5f5f7; --bg: #1c1c1e; --muted: #a1a1a6; --line: #3a3a3c; --lane: #2c2c2e;
        --marked: #64a8ff; --caret: #ff6961; --sel: #1f4f8a; --diff: #7a5d00; --bad: #ff6961;
        --bad-bg: #3b1515; --ok: #4cd964; }
    }
    body { font: 15px/1.45 system-ui, sans-serif; color: var(--fg); background: var(--bg);
      margin: 1.5rem auto; max-width: 72rem; padding: 0 1rem; }
    h1 { font-size: 1.3rem; margin: 0 0 .3rem; } h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
    code, pre, .text { font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
    .meta { color: var(--muted); margin: .1rem 0; }
    .status-passed { color: var(--ok); font-weight: 600; } .status-failed { color: var(--bad); font-weight: 600; }
    .status-skipped { color: var(--muted); font-weight: 600; }
    .legend { display: flex; flex-wrap: wrap; gap: .4rem 1.2rem; margin: .8rem 0 1rem; padding: .5rem .8rem;
      border: 1px solid var(--line); border-radius: 6px; font-size: .85rem; }
    .legend div { display: flex; gap: .4rem; align-items: center; } .legend dd { margin: 0; color: var(--muted); }
    .step { border: 1px solid var(--line); border-radius: 8px; margin: .6rem 0; padding: .5rem .8rem; }
    .step.has-violation { border-color: var(--bad); }
    .source { display: flex; gap: .6rem; align-items: baseline; }
    .number { color: var(--muted); min-width: 2.2rem; } .line { color: var(--muted); font-size: .8rem; }
    .lanes { display: grid; grid-template-columns: 6rem 1fr; gap: .15rem .8rem; margin: .4rem 0; }
    .lane-name { color: var(--muted); font-size: .85rem; align-self: center; }
    .lane { background: var(--lane); border-radius: 4px; padding: .15rem .5rem; display: flex;
      flex-wrap: wrap; gap: .3rem 1.2rem; align-items: baseline; }
    .lane.diverged { outline: 2px solid var(--diff); }
    .text { font-size: 1.05rem; white-space: pre-wrap; word-break: break-all; unicode-bidi: isolate; }
    .pattern { color: var(--muted); font-size: .85rem; }
    .marked { text-decoration: underline; text-decoration-color: var(--marked);
      text-decoration-thickness: 2px; text-underline-offset: 3px; }
    .caret { display: inline-block; width: 0; height: 1.1em; border-left: 2px solid var(--caret);
      margin: 0 -1px; vertical-align: text-bottom; }
    .marked.focused { text-decoration-thickness: 4px; }
    .selected { background: var(--sel); }
    .elided { color: var(--muted); font-size: .85rem; }
    mark { background: var(--diff); color: inherit; }
    details { margin: .2rem 0; } summary { cursor: pointer; color: var(--muted); font-size: .85rem; }
    .events { margin: .2rem 0 .2rem 1rem; padding: 0; font-size: .85rem; }
    .events li { list-style: "· "; }
    .violation { color: var(--bad); background: var(--bad-bg); border-radius: 4px; padding: .15rem .5rem;
      margin: .2rem 0; font-size: .9rem; }
    .violation-badge { color: var(--bad); font-weight: 700; }
    pre.failure { background: var(--bad-bg); border-left: 3px solid var(--bad); padding: .6rem .8rem;
      overflow-x: auto; white-space: pre-wrap; }
    .compared { display: grid; grid-template-columns: 6rem 1fr 1fr; gap: .15rem .8rem; margin: .4rem 0; }
    .side-name { color: var(--muted); font-size: .8rem; }
    .lane.differs { outline: 2px solid var(--bad); }
    .not-reached { color: var(--muted); font-style: italic; }
    .summary { display: flex; gap: 1.2rem; font-size: 1rem; margin: .6rem 0; }
    ul.passed { columns: 2; font-size: .85rem; color: var(--muted); }
    """
}
