import ChromiumDriver

/// The JavaScript the page server puts into every page it serves for a channel: a timer counter
/// first (before the page's scripts, so the replay can wait for the page's short timers, the
/// late render of `controlled-late`), and the recorder last, which finds the field, reports
/// every key, composition, input and focus event with the field's state at that moment over the
/// channel (a focus event says whether it was the field's, `onField`), records the page's own
/// `value` assignments (`assign`), and answers `read`, `settle` (once the page's short timers
/// have run) and `eval` commands.
///
///     <!doctype html>\n<meta charset="utf-8">…   →   <!doctype html>\n<meta charset="utf-8"><script src="/inputsim/timers.js"></script>…
///                                                    …<script src="/inputsim/recorder.js?token=T"></script>
enum RecorderScript {
  /// Puts the two scripts into a page: the timer counter after the `<meta charset>` tag (or at
  /// the start), the recorder at the end.
  static func inject(into page: [UInt8], token: String, fieldSelector: String?) -> [UInt8] {
    var html = String(decoding: page, as: UTF8.self)
    let timers = "<script src=\"/inputsim/timers.js\"></script>"
    if let meta = html.range(of: "<meta charset"), let close = html[meta.upperBound...].firstIndex(of: ">") {
      html.insert(contentsOf: timers, at: html.index(after: close))
    } else {
      html = timers + html
    }
    var source = "/inputsim/recorder.js?token=\(percentEncoded(token))"
    if let fieldSelector { source += "&field=\(percentEncoded(fieldSelector))" }
    html += "\n<script src=\"\(source)\"></script>\n"
    return Array(html.utf8)
  }

  private static func percentEncoded(_ text: String) -> String {
    var output = ""
    for byte in text.utf8 {
      let scalar = Unicode.Scalar(byte)
      if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || "-_.~".unicodeScalars.contains(scalar)
      {
        output.unicodeScalars.append(scalar)
      } else {
        output += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return output
  }

  /// Counts the page's pending `setTimeout` callbacks due within 50 ms (a render deferred to the
  /// next turn, not a 300 ms debounce), and animation frames; keeps the originals for the
  /// recorder's own waits.
  static let timers = """
    (() => {
      'use strict';
      if (window.__inputsimTimers) return;
      const soon = new Set(), frames = new Set();
      const original = {setTimeout: window.setTimeout.bind(window), clearTimeout: window.clearTimeout.bind(window),
                        requestAnimationFrame: window.requestAnimationFrame.bind(window)};
      window.__inputsimTimers = {original, pending: () => soon.size + frames.size};
      window.setTimeout = function (handler, delay, ...rest) {
        if (typeof handler !== 'function') return original.setTimeout(handler, delay, ...rest);
        let id;
        const counted = !(Number(delay) > 50);
        id = original.setTimeout(function (...args) { soon.delete(id); return handler.apply(this, args); }, delay, ...rest);
        if (counted) soon.add(id);
        return id;
      };
      window.clearTimeout = function (id) { soon.delete(id); return original.clearTimeout(id); };
      window.requestAnimationFrame = function (callback) {
        let id;
        id = original.requestAnimationFrame(function (...args) { frames.delete(id); return callback.apply(this, args); });
        frames.add(id);
        return id;
      };
    })();
    """

  /// `FieldScripts.defaultSelector` as a JavaScript string literal.
  private static var defaultSelectorLiteral: String {
    String(decoding: JSONValue.string(FieldScripts.defaultSelector).encoded(), as: UTF8.self)
  }

  /// The recorder. Its `read` answers once the page's short timers have run (at most 1 s).
  ///
  /// The field is the page contract's (docs/browser.md), as for Chromium's synthetic IME: with
  /// `field=SELECTOR` the first match, which must take typed text; without it the first enabled,
  /// writable text input, textarea or contenteditable element (`FieldScripts.editableCheck`).
  /// A page without one reports `{kind: "ready", found: false, refused}`.
  static let source = """
    (() => {
      'use strict';
      const params = new URL(document.currentScript.src).searchParams;
      const token = params.get('token');
      const given = params.get('field');
      const refusal = \(FieldScripts.editableCheck);
      const timers = window.__inputsimTimers;
      const later = timers ? timers.original.setTimeout : window.setTimeout.bind(window);
      let el = null, refused = null;
      try {
        if (given) {
          el = document.querySelector(given);
          if (el) refused = refusal(el);
        } else {
          el = Array.from(document.querySelectorAll(\(defaultSelectorLiteral))).find((e) => refusal(e) === null) || null;
        }
      } catch (error) {
        refused = String(error && error.message || error);
      }
      const isText = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
      const ws = new WebSocket('ws://' + location.host + '/inputsim/channel?token=' + encodeURIComponent(token));
      const queue = [];
      let open = false;
      const send = (message) => {
        const text = JSON.stringify(message);
        if (open) ws.send(text); else queue.push(text);
      };
      ws.onopen = () => { open = true; for (const text of queue) ws.send(text); queue.length = 0; };
      document.title = 'inputsim ' + token;
      if (!el || refused !== null) {
        send({kind: 'ready', found: false, refused});
        return;
      }
      const fieldState = () => {
        if (isText) return {text: el.value, start: el.selectionStart, end: el.selectionEnd};
        const text = el.textContent;
        let start = text.length, end = text.length;
        const selection = getSelection();
        if (selection.rangeCount > 0 && el.contains(selection.anchorNode)) {
          const range = selection.getRangeAt(0);
          const before = document.createRange();
          before.selectNodeContents(el);
          before.setEnd(range.startContainer, range.startOffset);
          start = before.toString().length;
          end = start + range.toString().length;
        }
        return {text, start, end};
      };
      const focusState = () => ({focused: document.hasFocus(), active: document.activeElement === el});
      const record = (e) => {
        const onField = e.target === el || (e.target instanceof Node && el.contains(e.target));
        if (!onField && e.type !== 'keydown' && e.type !== 'keyup') return;
        const r = Object.assign({kind: 'event', type: e.type, onField, at: performance.now()}, fieldState());
        if (e.inputType !== undefined) r.inputType = e.inputType;
        if (e.data !== undefined && e.data !== null) r.data = e.data;
        if (e.isComposing !== undefined) r.isComposing = e.isComposing;
        if (e.key !== undefined) { r.key = e.key; r.code = e.code; r.keyCode = e.keyCode; }
        send(r);
      };
      for (const type of ['keydown', 'keyup', 'compositionstart', 'compositionupdate', 'compositionend',
                          'beforeinput', 'input']) {
        window.addEventListener(type, record, true);
      }
      const focusChange = (e) => send(Object.assign({kind: 'focus', type: e.type, onField: e.target === el}, focusState()));
      window.addEventListener('focus', focusChange);
      window.addEventListener('blur', focusChange);
      el.addEventListener('focus', focusChange);
      el.addEventListener('blur', focusChange);
      if (isText) {
        let proto = Object.getPrototypeOf(el), desc;
        while (proto && !(desc = Object.getOwnPropertyDescriptor(proto, 'value'))) proto = Object.getPrototypeOf(proto);
        Object.defineProperty(el, 'value', {
          configurable: true,
          get() { return desc.get.call(this); },
          set(v) {
            const changed = String(v) !== desc.get.call(this);
            desc.set.call(this, v);
            if (changed) send(Object.assign({kind: 'event', type: 'assign', onField: true, data: String(v),
                                             at: performance.now()}, fieldState()));
          },
        });
      }
      let appSeen = 0;
      const read = () => {
        let app = null;
        if (Array.isArray(window.inputsimEvents)) {
          app = window.inputsimEvents.slice(appSeen);
          appSeen = window.inputsimEvents.length;
        }
        const binding = typeof window.inputsimBinding === 'function' ? String(window.inputsimBinding()) : null;
        return Object.assign({binding, app}, fieldState(), focusState());
      };
      const settled = (answer) => {
        const started = performance.now();
        const check = () => {
          if (!timers || timers.pending() === 0 || performance.now() - started > 1000) answer();
          else later(check, 1);
        };
        later(check, 0);
      };
      window.__inputsimRecorder = {el, read};
      ws.onmessage = (message) => {
        let command;
        try { command = JSON.parse(message.data); } catch (error) { return; }
        const reply = (result, error) => send({kind: 'reply', id: command.id, result, error});
        try {
          if (command.op === 'read') settled(() => reply(read()));
          else if (command.op === 'settle') settled(() => reply(true));
          else if (command.op === 'eval') reply((0, eval)(command.script) ?? null);
          else reply(null, 'unknown op ' + command.op);
        } catch (error) {
          reply(null, String(error && error.message || error));
        }
      };
      el.focus();
      if (isText) el.setSelectionRange(el.value.length, el.value.length);
      send(Object.assign({kind: 'ready', found: true, userAgent: navigator.userAgent}, focusState()));
    })();
    """
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
