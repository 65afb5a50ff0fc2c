// Plain JavaScript: server.mjs runs under Node without a TypeScript step. The function below runs in the browser: it
// is written into every page, as its source text, by the chunk loader (scripts-after-first-paint.mjs).

/**
 * Keeps what a visitor types and sends before React has taken the page over. The site's forms have no `action`:
 * their handlers send them. With the chunks started after the first frame, a visitor on a slow phone can
 * reach a form before React does, and then
 * - a press of Send made the browser submit the form itself, a GET of the same page with the fields in its address:
 *   the entry was lost and the e-mail address sat in the URL, the history and the server's log;
 * - what they had typed was wiped when React took over: react-hook-form writes its default values into the fields
 *   it registers, and a form React renders afresh (/contact's, which reads the link's course) replaces the one the
 *   server sent.
 * Until the page is live, this holds such a submit (the form says it is busy) and notes each field's value by its
 * form (aria-label or id) and name (or id: `form.elements` finds a field by either). Once live, it writes back every
 * noted value as typing would, and sends the held forms again. React may already show the value (a form hydrated
 * over what was typed) while its state says otherwise, and React fires onChange only for a value that differs from
 * the last it saw: so a field is first cleared (or unchecked) through React's own setter, then given its value
 * through the native one (a click for a box), with input and change events; react-hook-form sees them too. A form with an `action` of its own is the browser's to send and is left alone.
 * "Live" is <html data-session>, which the session provider (components/auth/session-provider.tsx) sets in an effect
 * once React has committed the page and the browser tests also wait for; for a form inside a part whose hydration
 * is deferred (components/hydration/defer-hydration.tsx), also its part's `data-hydration` no longer "deferred".
 * Such a part says so with a `hydrated` event, in the task React ran its effects in: the values are written back
 * at once, before the visitor's next key (waiting for the next check, 50 ms on, wrote an older value over it).
 * A file input's files are noted as their FileList, which a script may give to another file input (a form rendered
 * afresh); React is told of them with a change event. A multiple select's value is one option, so it is not noted.
 * ES5 and no comments inside: the source text is what pages carry.
 * @param {Document} document
 */
export function keepFormsBeforeHydration(document) {
  var notes = [];
  var timer = null;
  function live(form) {
    if (!document.documentElement.hasAttribute('data-session')) return false;
    return !form || !form.closest('[data-hydration="deferred"]');
  }
  function keyOf(form) {
    return form.getAttribute('aria-label') || form.id;
  }
  function handledByScript(form) {
    return !!form && form.tagName === 'FORM' && !form.hasAttribute('action');
  }
  function noteOf(form) {
    for (var i = 0; i < notes.length; i++) if (notes[i].form === form) return notes[i];
    var note = { form: form, key: keyOf(form), values: {}, sent: false, submitter: null };
    notes.push(note);
    return note;
  }
  function current(note) {
    if (note.form.isConnected) return note.form;
    for (var i = 0; note.key && i < document.forms.length; i++)
      if (keyOf(document.forms[i]) === note.key) return document.forms[i];
    return null;
  }
  function write(field, value) {
    if (!field) return;
    if (!field.tagName) {
      for (var i = 0; i < field.length; i++) write(field[i], value);
    } else if (field.type === 'radio') {
      if (field.value !== value) return;
      field.checked = false;
      field.click();
    } else if (field.type === 'file') {
      if (field.files !== value) field.files = value;
      if (value.length) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field.type === 'checkbox') {
      field.checked = !value;
      field.click();
    } else {
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
  function settle() {
    clearTimeout(timer);
    timer = null;
    notes = notes.filter(function (note) {
      var form = current(note);
      if (!live(form)) return true;
      note.form.removeAttribute('aria-busy');
      if (!form) return false;
      for (var name in note.values) write(form.elements.namedItem(name), note.values[name]);
      if (note.sent)
        form.requestSubmit(note.submitter && note.submitter.form === form ? note.submitter : null);
      return false;
    });
    if (notes.length) timer = setTimeout(settle, 50);
  }
  function wait() {
    if (timer === null) settle();
  }
  function remember(event) {
    var field = event.target;
    var key = field.name || field.id;
    if (!key || !handledByScript(field.form) || live(field.form) || field.type === 'select-multiple') return;
    var values = noteOf(field.form).values;
    if (field.type === 'checkbox') values[key] = field.checked;
    else if (field.type === 'file') values[key] = field.files;
    else if (field.type !== 'radio' || field.checked) values[key] = field.value;
    wait();
  }
  function hold(event) {
    var form = event.target;
    if (!handledByScript(form) || live(form)) return;
    event.preventDefault();
    var note = noteOf(form);
    note.sent = true;
    note.submitter = event.submitter;
    form.setAttribute('aria-busy', 'true');
    wait();
  }
  document.addEventListener('input', remember, true);
  document.addEventListener('change', remember, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener('hydrated', settle, true);
}
