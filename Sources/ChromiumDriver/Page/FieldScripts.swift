import Foundation

/// The JavaScript the driver injects into a page: one script counts the page's pending timers
/// from the start of every document, one finds the field and installs the event recorder, and
/// the reads call the recorder's functions.
public enum FieldScripts {
  /// The elements `--field` picks among by default: inputs, textareas and editable elements;
  /// the first that takes typed text (`editableCheck`) is the field.
  public static let defaultSelector = "input, textarea, [contenteditable]:not([contenteditable=false])"

  /// The input types whose value is typed text with a selection: `setSelectionRange` works on
  /// these only (an `email` or `number` input throws), as the HTML standard lists them.
  public static let textInputTypes = ["text", "search", "url", "tel", "password"]

  /// A function of an element that says why it takes no typed text, or `null` when it does:
  /// an input of a type without a text selection, a disabled or read-only control, an element
  /// that is neither a control nor editable.
  ///
  ///     <input type=submit>   → "an <input type=submit> has no text to type into"
  ///     <textarea readonly>   → "the <textarea> is read-only"
  ///     <input>, <div contenteditable> → null
  public static var editableCheck: String {
    let types = textInputTypes.map { "'\($0)'" }.joined(separator: ", ")
    return """
      (el) => {
        const name = '<' + el.localName + (el instanceof HTMLInputElement ? ' type=' + el.type : '') + '>';
        if (el instanceof HTMLInputElement) {
          if (![\(types)].includes(el.type)) return 'an ' + name + ' has no text to type into';
        } else if (!(el instanceof HTMLTextAreaElement)) {
          return el.isContentEditable ? null : 'a ' + name + ' takes no text';
        }
        if (el.disabled) return 'the ' + name + ' is disabled';
        if (el.readOnly) return 'the ' + name + ' is read-only';
        return null;
      }
      """
  }

  /// Finds the field, records its events from capture listeners on `window` (they run before
  /// the page's own handlers, so a handler that stops propagation hides nothing), wraps its
  /// `value` setter to record the page's assignments, and focuses it.
  ///
  /// `firstEditable`: the field is the first match that takes typed text (the default
  /// selector); otherwise the first match, which must take it. Returns `{found: false}` when
  /// nothing matches, with `refused` saying why the match takes no text.
  static func install(selector: String, firstEditable: Bool) -> String {
    let quoted = String(decoding: JSONValue.string(selector).encoded(), as: UTF8.self)
    return """
      (() => {
        const refusal = \(editableCheck);
        const matches = \(firstEditable)
          ? Array.from(document.querySelectorAll(\(quoted))).filter((e) => refusal(e) === null)
          : [document.querySelector(\(quoted))].filter((e) => e !== null);
        const el = matches[0];
        if (!el) return {found: false};
        const refused = refusal(el);
        if (refused !== null) return {found: false, refused};
        const isText = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
        const rec = {el, editable: !isText, events: [], appEventsSeen: 0, keys: 0, waiters: []};
        window.__inputsim = rec;
        const record = (e) => {
          if (e.type === 'keydown' || e.type === 'keyup') rec.keys++;
          if (e.target !== el && !el.contains(e.target)) return;
          const r = {type: e.type};
          if (e.inputType !== undefined) r.inputType = e.inputType;
          if (e.data !== undefined && e.data !== null) r.data = e.data;
          if (e.isComposing !== undefined) r.isComposing = e.isComposing;
          if (e.key !== undefined) { r.key = e.key; r.keyCode = e.keyCode; }
          rec.events.push(r);
        };
        for (const type of ['keydown', 'keyup', 'compositionstart', 'compositionupdate',
                            'compositionend', 'beforeinput', 'input']) {
          window.addEventListener(type, record, true);
        }
        // A read sent with a key press waits for the press's last key event and answers when
        // the event bubbles back to the window, after the page's handlers on the way. (A task
        // posted from the event, a MessageChannel message, was measured to be held back for
        // seconds under the paused virtual clock.) A page that stops the event's propagation
        // leaves the read waiting until the driver releases it.
        const wake = () => {
          if (!rec.waiters.length) return;
          const waiters = rec.waiters;
          rec.waiters = [];
          for (const waiter of waiters) waiter(false);
        };
        window.addEventListener('keydown', wake);
        window.addEventListener('keyup', wake);
        if (isText) {
          let proto = Object.getPrototypeOf(el), desc;
          while (proto && !(desc = Object.getOwnPropertyDescriptor(proto, 'value'))) {
            proto = Object.getPrototypeOf(proto);
          }
          Object.defineProperty(el, 'value', {
            configurable: true,
            get() { return desc.get.call(this); },
            set(v) {
              // Only a real change counts: assigning the same text leaves a composition alone.
              if (String(v) !== desc.get.call(this)) rec.events.push({type: 'assign', data: String(v)});
              desc.set.call(this, v);
            },
          });
        }
        rec.read = (settling) => {
          let text, start, end;
          if (rec.editable) {
            text = el.textContent;
            start = end = text.length;
            const selection = getSelection();
            if (selection.rangeCount > 0 && el.contains(selection.anchorNode)) {
              const range = selection.getRangeAt(0);
              const before = document.createRange();
              before.selectNodeContents(el);
              before.setEnd(range.startContainer, range.startOffset);
              start = before.toString().length;
              end = start + range.toString().length;
            }
          } else {
            text = el.value;
            start = el.selectionStart;
            end = el.selectionEnd;
          }
          const events = rec.events;
          rec.events = [];
          const hasBinding = typeof window.inputsimBinding === 'function';
          const binding = hasBinding ? String(window.inputsimBinding()) : null;
          let app = null;
          if (Array.isArray(window.inputsimEvents)) {
            app = window.inputsimEvents.slice(rec.appEventsSeen);
            rec.appEventsSeen = window.inputsimEvents.length;
          }
          const result = {text, start, end, events, binding, app, keys: rec.keys};
          if (settling) {
            const timers = window.__inputsimTimers;
            result.pending = timers && !timers.uncounted
              ? timers.pending() + document.getAnimations().length : -1;
          }
          return result;
        };
        rec.readAfter = (keys, settling) => {
          if (rec.keys >= keys) return rec.read(settling);
          return new Promise((resolve, reject) => {
            const waiter = (released) => {
              if (!released && rec.keys < keys) { rec.waiters.push(waiter); return; }
              try { resolve(rec.read(settling)); } catch (error) { reject(error); }
            };
            rec.waiters.push(waiter);
          });
        };
        rec.release = () => {
          const waiters = rec.waiters;
          rec.waiters = [];
          for (const waiter of waiters) waiter(true);
        };
        el.focus();
        if (isText) el.setSelectionRange(el.value.length, el.value.length);
        return {found: true};
      })()
      """
  }

  /// Counts the page's pending timers (`setTimeout`, `setInterval`, animation frames, idle
  /// callbacks), installed before the page's own scripts run
  /// (`Page.addScriptToEvaluateOnNewDocument`), so a page that keeps a reference to
  /// `setTimeout` is counted too. A settled read skips advancing the virtual clock when nothing
  /// is pending: no timer could run in it. A string handler (`setTimeout("code")`) makes the
  /// count `uncounted`, and every settled read advances the clock again.
  ///
  ///     setTimeout(render, 0)  → pending 1 → the timer runs → pending 0
  ///     setInterval(tick, 100) → pending 1 until clearInterval
  static let timerCounter = """
    (() => {
      if (window.__inputsimTimers) return;
      const timeouts = new Set(), frames = new Set(), idles = new Set();
      const counter = {uncounted: false, pending: () => timeouts.size + frames.size + idles.size};
      Object.defineProperty(window, '__inputsimTimers', {value: counter});
      const wrapTimer = (name, repeats) => {
        const original = window[name];
        if (typeof original !== 'function') return;
        window[name] = function (handler, ...rest) {
          if (typeof handler !== 'function') {
            counter.uncounted = true;
            return original.call(this, handler, ...rest);
          }
          let id;
          const run = function (...args) {
            if (!repeats) timeouts.delete(id);
            return handler.apply(this, args);
          };
          id = original.call(this, run, ...rest);
          timeouts.add(id);
          return id;
        };
      };
      const wrapCallback = (name, cancelName, live) => {
        const original = window[name], cancel = window[cancelName];
        if (typeof original !== 'function' || typeof cancel !== 'function') return;
        window[name] = function (callback, ...rest) {
          if (typeof callback !== 'function') return original.call(this, callback, ...rest);
          let id;
          id = original.call(this, function (...args) { live.delete(id); return callback.apply(this, args); }, ...rest);
          live.add(id);
          return id;
        };
        window[cancelName] = function (id) { live.delete(id); return cancel.call(this, id); };
      };
      wrapTimer('setTimeout', false);
      wrapTimer('setInterval', true);
      for (const name of ['clearTimeout', 'clearInterval']) {
        const original = window[name];
        window[name] = function (id) { timeouts.delete(id); return original.call(this, id); };
      }
      wrapCallback('requestAnimationFrame', 'cancelAnimationFrame', frames);
      wrapCallback('requestIdleCallback', 'cancelIdleCallback', idles);
    })()
    """

  /// Returns the field's text and selection, the events since the last read, and the page's
  /// contract values; `null` when the recorder is gone. It waits for nothing: the page's
  /// timers run when the driver advances its virtual time (`ChromiumField.advanceVirtualTime`),
  /// before a settled read.
  static let readState = "window.__inputsim ? window.__inputsim.read(false) : null"

  /// The read sent in the same write as a key press's commands: it answers once the page has
  /// seen `keys` key events since the recorder was installed (the press's last one), so it
  /// reads what the input did, though Chromium runs it on a channel of its own. `settling`
  /// adds `pending`, the page's pending timers and animations (−1 when they are not counted).
  ///
  ///     [keydown Process, imeSetComposition "か", keyup Process, readAfter(12)]
  ///     → {text: "か", start: 1, end: 1, events: [keydown, compositionstart, …, keyup], keys: 12}
  static func readAfter(keys: Int, settling: Bool) -> String {
    "window.__inputsim ? window.__inputsim.readAfter(\(keys), \(settling)) : null"
  }

  /// Answers every waiting `readAfter` with the field as it is now: sent when the key events
  /// it waits for never reached the page's window (a page that stops them before the
  /// recorder), after the key press's own replies arrived.
  static let release = "window.__inputsim && window.__inputsim.release()"

  /// Moves the selection of a text input (before an insertion with a replacement range).
  static func select(start: Int, end: Int) -> String {
    "(() => { const el = window.__inputsim.el; if (el.setSelectionRange) el.setSelectionRange(\(start), \(end)); })()"
  }
}
