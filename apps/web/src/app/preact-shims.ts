import { options, toChildArray, type ComponentChildren, type VNode } from 'preact';

/*
 * Where Preact and React differ in a way the app or a library relies on (ADR 0110). Imported
 * first by main.tsx and by the unit tests' setup; each shim is checked by preact-shims.test.tsx.
 */

/**
 * When effects run. Preact runs `useEffect` after the next frame (a requestAnimationFrame, or
 * 35 ms without one); React runs them in a task of their own right after the render. The forms
 * that load what they edit write it with `reset()` in an effect: when a second query answered
 * within those 35 ms, its fields were drawn empty and filled a moment later (the commissions
 * dialog). Effects run in the next task, as React's.
 */
options.requestAnimationFrame = (flush) => void setTimeout(flush, 0);

type HostProps = Record<string, unknown> & { children?: ComponentChildren };

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\u00a0': '&nbsp;',
};
/** Text as the markup `innerHTML` reads back for it. */
const asMarkup = (text: string) => text.replace(/[&<>\u00a0]/g, (c) => escapes[c] ?? c);

/**
 * An editable element's text (MUI X's date fields: one `contentEditable` span per day, month and
 * year). The browser edits its text node in place or replaces it; React writes such an element's
 * text through `textContent`, so the next render always lands, while Preact updates the text node
 * it created, which the browser may have taken out of the page: the field showed "00" with the
 * day at 1. Given as markup instead, Preact compares it with the element's own `innerHTML` and
 * writes it when they differ.
 */
function editableTextAsMarkup(props: HostProps) {
  const editable = props.contentEditable;
  if (editable === undefined || editable === false || editable === 'false') return;
  if (typeof props.children !== 'string' && typeof props.children !== 'number') return;
  props.dangerouslySetInnerHTML = { __html: asMarkup(String(props.children)) };
  delete props.children;
}

/**
 * A select's value (MUI's NativeSelect, the booking's choices). React marks the matching option
 * selected on every render; Preact sets the select's `value` only when it differs from what the
 * element reports, and a select whose options are all disabled reports "" with none selected: the
 * "Elegí primero la sucursal" placeholder showed blank, and once options arrived the browser
 * showed the first one as chosen while the form's value was still "". Each option gets `selected`
 * from the select's value, as preact/compat already does for `defaultValue` and `multiple`.
 */
function selectedFromValue(type: string, props: HostProps) {
  if (type !== 'select' || props.multiple) return;
  if (typeof props.value !== 'string' && typeof props.value !== 'number') return;
  const value = String(props.value);
  let found = false;
  for (const child of toChildArray(props.children)) {
    if (typeof child !== 'object' || child.type !== 'option') continue;
    const option = child as VNode<{ value?: unknown; selected?: boolean }>;
    // the first option with the value, as a select's `value` setter does
    const selected: boolean = !found && String(option.props.value) === value;
    option.props.selected = selected;
    found ||= selected;
  }
}

const previous = options.vnode;
options.vnode = (vnode) => {
  if (typeof vnode.type === 'string') {
    const props = vnode.props as HostProps;
    editableTextAsMarkup(props);
    selectedFromValue(vnode.type, props);
  }
  previous?.(vnode);
};
