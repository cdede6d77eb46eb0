import Foundation

/// The JavaScript the driver injects into a page: one script finds the field and installs the
/// event recorder, the other reads the field's state and the recorded events.
enum FieldScripts {
  /// The elements `--field` picks by default: the first text input, textarea or editable element.
  static let defaultSelector =
    "input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea, [contenteditable]:not([contenteditable=false])"

  /// Finds the field, records its events from capture listeners on `window` (they run before
  /// the page's own handlers, so a handler that stops propagation hides nothing), wraps its
  /// `value` setter to record the page's assignments, and focuses it.
  ///
  /// Returns `{found: false}` when the selector matches nothing that takes text.
  static func install(selector: String) -> String {
    let quoted = String(decoding: JSONValue.string(selector).encoded(), as: UTF8.self)
    return """
      (() => {
        const el = document.querySelector(\(quoted));
        if (!el) return {found: false};
        const isText = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
        if (!isText && !el.isContentEditable) return {found: false};
        const rec = {el, editable: !isText, events: [], appEventsSeen: 0};
        window.__inputsim = rec;
        const record = (e) => {
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
        el.focus();
        if (isText) el.setSelectionRange(el.value.length, el.value.length);
        return {found: true};
      })()
      """
  }

  /// Returns the field's text and selection, the events since the last read, and the page's
  /// contract values. It waits for nothing: the page's timers run when the driver advances
  /// its virtual time (`ChromiumField.advanceVirtualTime`), before a settled read.
  static let readState = """
    (() => {
      const rec = window.__inputsim;
      if (!rec) return null;
      const el = rec.el;
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
      return {text, start, end, events, binding, app};
    })()
    """

  /// Moves the selection of a text input (before an insertion with a replacement range).
  static func select(start: Int, end: Int) -> String {
    "(() => { const el = window.__inputsim.el; if (el.setSelectionRange) el.setSelectionRange(\(start), \(end)); })()"
  }
}
