// inputsim reference pages: the app behind every bridge page.
//
// The app holds the binding (the state a framework keeps for the field), applies the
// transform named in the page's query (?transform=max-length=5, ?transform=uppercase,
// ?transform=digits-only, each optionally followed by "&deferred"), and honours the page
// contract of docs/browser.md:
//   window.inputsimBinding()  the app's value
//   window.inputsimEvents     [{kind: "change", old, new}, {kind: "submit", text}]
//   window.inputsimSet(text, deferred)  the app writes its value (a scenario's `set` step)
// With ?submit-guard=none|naive|composition-aware the app's own keydown handler decides which
// Enter submits (the scenario's `submit-guard`); without it, the form's Enter does.
// A bridge page sets app.render (write the binding into the field, its own way) and calls
// app.write(text) when the field's text should reach the binding.
'use strict';

const app = {
  binding: '',
  events: [],
  render: () => {},
  // The app wrote its value itself (a transform's rewrite, a programmatic set) since the
  // last render: the model's `hasDeliberateWrite`.
  deliberate: false,
  field: document.querySelector('#field'),
};
window.inputsimEvents = app.events;
window.inputsimBinding = () => app.binding;

const query = new URLSearchParams(location.search);
const transformSpec = query.get('transform') || '';
const deferred = query.has('deferred');
const submitGuard = query.get('submit-guard');

// The transform's rewrite of a text, or null when the text already satisfies it.
function transformed(text) {
  if (transformSpec.startsWith('max-length=')) {
    const limit = Number(transformSpec.slice('max-length='.length));
    const clusters = [...new Intl.Segmenter().segment(text)].map((s) => s.segment);
    return clusters.length > limit ? clusters.slice(0, limit).join('') : null;
  }
  if (transformSpec === 'uppercase') {
    const upper = text.replace(/[a-z]/g, (c) => c.toUpperCase());
    return upper === text ? null : upper;
  }
  if (transformSpec === 'digits-only') {
    const digits = text.replace(/[^0-9]/g, '');
    return digits === text ? null : digits;
  }
  return null;
}

function setBinding(text) {
  if (text === app.binding) return;
  app.events.push({kind: 'change', old: app.binding, new: text});
  app.binding = text;
}

// The field's text reaches the binding; the app's onChange handler may rewrite it, inside
// the handler or on the next turn of the event loop (deferred). A rewrite is the app's own
// write (app.deliberate): a bridge that renders late renders it as it is at its next render,
// not the field's text.
app.write = (text) => {
  if (text !== app.binding) app.deliberate = false;
  setBinding(text);
  const rewrite = transformed(text);
  if (rewrite === null) return;
  if (deferred) {
    setTimeout(() => {
      setBinding(rewrite);
      app.deliberate = true;
      app.render();
    }, 0);
  } else {
    setBinding(rewrite);
    app.deliberate = true;
  }
};

// A programmatic write of the app's value (`set "…"` in a scenario), through the same app
// logic as typing, as in the model (where the transform is an onChange-style handler that also
// sees the app's own writes): the binding changes, the transform runs (inside or deferred),
// and the bridge renders it — a deliberate write, which a bridge's render may hold back for
// typing but not for this. A write of the value the binding already holds does nothing, as a
// framework bails out of a same-value update. `deferred` writes on the next turn.
// A bridge that commits the composition before it renders such a write replaces app.commit
// (called after the write, so it can see whether the field would change at all).
//   binding "", set "a" with ?transform=uppercase  →  binding "A", field "A"
//   binding "", field "[z]" (guarded), set ""       →  nothing: the composition stays
app.commit = () => {};
window.inputsimSet = (text, later) => {
  const write = () => {
    if (text === app.binding) return;
    app.write(text);
    app.deliberate = true;
    app.commit();
    app.render();
  };
  if (later) setTimeout(write, 0);
  else write();
};

// Enter in the form submits the binding (what the app would send), unless the app's keydown
// handler takes Enter over.
app.field.form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (submitGuard === null) app.events.push({kind: 'submit', text: app.binding});
});

// The app's keydown handler (`submit-guard`), as apps write it: an Enter submits the binding
//   none               always (fooled by the Enter that confirms a conversion: key "Enter",
//                      keyCode 229, isComposing true)
//   naive              unless the event is flagged isComposing
//   composition-aware  unless flagged, and unless keyCode is 229 (an Enter the IME handled)
// The Enter it handles itself does not also submit the form; an IME's Enter is left alone.
if (submitGuard !== null) {
  app.field.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    const imeKey = event.keyCode === 229;
    const submits =
      submitGuard === 'none' ||
      (submitGuard === 'naive' && !event.isComposing) ||
      (submitGuard === 'composition-aware' && !event.isComposing && !imeKey);
    if (!imeKey) event.preventDefault();
    if (submits) app.events.push({kind: 'submit', text: app.binding});
  });
}

// The app's own Submit button, tapped (`tap-submit`): it sends the binding and takes no focus,
// so a composition in the field goes on (a button that does not take focus, vuejs/vue#5158).
window.inputsimTapSubmit = () => {
  app.events.push({kind: 'submit', text: app.binding});
};
