import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inertControls } from './inert-controls';

const CONTROLS = ['input', 'button', 'select', 'textarea', 'INPUT', 'Button'];

/** Every opening tag of a control in `html`, as the browser's parser would find them. */
function controls(html: string): Element[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return [...doc.querySelectorAll('input, button, select, textarea')];
}

describe('inertControls: a form page sent as HTML takes no typing', () => {
  it('disables each control once and leaves the rest of the markup as it was', () => {
    const html =
      '<form><label for="e">Email</label><input id="e" type="email" name="email">' +
      '<input disabled type="password"><textarea rows="2"></textarea>' +
      '<select><option>a</option></select><button type="submit" class="x">Ingresar</button>' +
      '<button class="a disabled b">x</button>' +
      '<p>input button</p><inputs-not-a-tag></inputs-not-a-tag><buttonish/></form>';
    const out = inertControls(html);
    expect(controls(out).map((c) => c.hasAttribute('disabled'))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(out).toContain('<p>input button</p>');
    expect(out).toContain('<inputs-not-a-tag>');
    expect(out).toContain('<buttonish/>');
    expect(out.match(/disabled/g)).toHaveLength(7);
    // the same page once the controls are enabled again
    expect(out.replace(/<(\w+) disabled/g, '<$1')).toBe(html.replace('<input disabled', '<input'));
  });

  it('for any attributes and nesting, every control comes out disabled and nothing else changes', () => {
    const attr = fc
      .tuple(
        fc.constantFrom('id', 'class', 'type', 'value', 'aria-label', 'data-disabled', 'name'),
        fc.string({ unit: fc.constantFrom('a', ' ', '>', '/', 'd', '"', '=') }),
      )
      .map(([k, v]) => ` ${k}="${v.replaceAll('"', '&quot;').replaceAll('>', '&gt;')}"`);
    const control = fc
      .tuple(fc.constantFrom(...CONTROLS), fc.array(attr, { maxLength: 4 }), fc.boolean())
      .map(([name, attrs, self]) => `<${name}${attrs.join('')}${self ? ' /' : ''}>`);
    const text = fc.constantFrom('<p>', '</p>', 'input', '<div class="input">', '</div>', 'Email');
    fc.assert(
      fc.property(fc.array(fc.oneof(control, text), { maxLength: 12 }), (parts) => {
        const html = parts.join('');
        const out = inertControls(html);
        const found = controls(out);
        expect(found.length).toBe(controls(html).length);
        expect(found.every((c) => c.hasAttribute('disabled'))).toBe(true);
        expect(inertControls(out)).toBe(out);
        expect(out.replace(/<(\w+) disabled/g, '<$1')).toBe(html);
      }),
    );
  });
});
