import './preact-shims';
import { act, cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';

/** What a browser does when the user types into an editable element: its text node is replaced. */
function typeLikeABrowser(element: HTMLElement, typed: string) {
  element.replaceChildren(element.ownerDocument.createTextNode(typed));
}

// Text as MUI X's date sections hold it: digits, letters, the placeholders' characters, and the
// ones that markup escapes.
const sectionText = fc.string({
  unit: fc.constantFrom(
    '0',
    '1',
    '9',
    'd',
    'M',
    'a',
    ' ',
    '\u00a0',
    '&',
    '<',
    '>',
    '"',
    '/',
    '\u2066',
  ),
  maxLength: 8,
});

function Editable({ text, editable }: { text: string; editable: boolean | 'true' | 'false' }) {
  return (
    <span data-testid="section" contentEditable={editable} suppressContentEditableWarning>
      {text}
    </span>
  );
}

interface ChoiceProps {
  options: string[];
  placeholderDisabled: boolean;
  value: string;
}

function Choice({ options, placeholderDisabled, value }: ChoiceProps) {
  return (
    <select data-testid="choice" value={value} onChange={() => undefined}>
      <option value="" disabled={placeholderDisabled}>
        Elegí primero la sucursal
      </option>
      {options.map((o) => (
        <option key={o} value={o}>
          {`Opción ${o}`}
        </option>
      ))}
    </select>
  );
}

describe('Preact shims (ADR 0110)', () => {
  it('an editable element shows every render’s text, even after the browser replaced its text node', () => {
    fc.assert(
      fc.property(sectionText, sectionText, sectionText, (first, typed, next) => {
        // a render with the same text is no render at all, in React as in Preact
        fc.pre(next !== first);
        try {
          const { getByTestId, rerender } = render(<Editable text={first} editable />);
          const section = getByTestId('section');
          expect(section.textContent).toBe(first);
          typeLikeABrowser(section, typed);
          rerender(<Editable text={next} editable />);
          expect(section.textContent).toBe(next);
          rerender(<Editable text={first} editable />);
          expect(section.textContent).toBe(first);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a select shows the option of its value on every render, placeholder and disabled ones too', () => {
    // a select's options: a placeholder with "", disabled or not, and some of 1–4 values, or none
    const choices = fc.record({
      options: fc.uniqueArray(fc.constantFrom<string>('1', '2', '3', '4'), { maxLength: 4 }),
      placeholderDisabled: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(choices, { minLength: 1, maxLength: 5 }), fc.nat(), (renders, pick) => {
        try {
          const { getByTestId, rerender } = render(
            <Choice options={[]} placeholderDisabled value="" />,
          );
          const select = getByTestId('choice') as HTMLSelectElement;
          expect(select.selectedOptions[0]?.value).toBe('');
          let value = '';
          for (const c of renders) {
            // the value stays while it is offered, else the placeholder's ""
            if (!c.options.includes(value)) value = '';
            rerender(<Choice {...c} value={value} />);
            expect(select.selectedOptions[0]?.value).toBe(value);
            const chosen = c.options[pick % Math.max(1, c.options.length)];
            if (chosen !== undefined) {
              value = chosen;
              rerender(<Choice {...c} value={value} />);
              expect(select.selectedOptions[0]?.value).toBe(value);
            }
          }
        } finally {
          cleanup();
        }
      }),
      { numRuns: 60 },
    );
  });

  it('runs effects in the next task, not after the next frame', async () => {
    let effects = 0;
    let bump: () => void = () => undefined;
    function WithEffect({ expose }: { expose: (bump: () => void) => void }) {
      const [n, setN] = useState(0);
      useEffect(() => expose(() => setN((x) => x + 1)), [expose]);
      useEffect(() => {
        effects += 1;
      }, [n]);
      return null;
    }
    render(<WithEffect expose={(b) => (bump = b)} />); // inside act, which runs effects at once
    expect(effects).toBe(1);
    bump(); // as an answer from the server does: outside act
    await Promise.resolve(); // Preact renders in a microtask
    // the next task: the effect's comes first (Preact's own schedule waits for a frame, or 35 ms)
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(effects).toBe(2);
  });

  it('leaves elements that are not editable to Preact as they are', () => {
    const { getByTestId, rerender } = render(<Editable text="01" editable="false" />);
    const section = getByTestId('section');
    const node = section.firstChild;
    act(() => rerender(<Editable text="02" editable="false" />));
    // the same text node, updated in place: no markup written
    expect(section.firstChild).toBe(node);
    expect(section.textContent).toBe('02');
  });
});
