import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures/test';

/** WCAG 2.0 / 2.1, levels A and AA: the rules the product promises. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = Result['violations'][number];

/** One violation as text: rule, impact, what it means, and each offending element with axe's hint. */
export function describeViolation(v: Violation): string {
  const nodes = v.nodes.map((n) => {
    const target = n.target.map(String).join(' > ');
    const hint = (n.failureSummary ?? '').replace(/\s*\n\s*/g, ' · ');
    return `    - ${target}\n      ${n.html.slice(0, 200)}\n      ${hint}`;
  });
  return [`  [${v.impact ?? '?'}] ${v.id}: ${v.help} (${v.helpUrl})`, ...nodes].join('\n');
}

const hasBlocking = (r: Result) => r.violations.some((v) => BLOCKING.has(v.impact ?? ''));

/** Waits until every running transition and finite animation has ended (fades, slides, grows). */
async function stillness(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 10; i++) {
      const running = document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical WCAG 2.1 A/AA violation,
 * printing every one readably (minor and moderate ones are printed too, without failing).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // let data arrive (no spinner or skeleton left), fonts load and transitions end (dialogs fade in)
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  await stillness(page);
  let result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  // a toast that began to fade out while axe read the page is caught half-way, in colours it never
  // rests in: a violation counts only if it is still there once nothing moves (read again, twice
  // at most; a real one stays)
  for (let i = 0; i < 2 && hasBlocking(result); i++) {
    await page.waitForTimeout(300);
    await stillness(page);
    result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  }
  const blocking = result.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const other = result.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  if (other.length > 0) {
    console.log(
      `a11y ${screen}: ${other.length} minor/moderate\n${other.map(describeViolation).join('\n')}`,
    );
  }
  const report = blocking.map(describeViolation).join('\n');
  expect(blocking.length, `${screen}: serious/critical violations\n${report}`).toBe(0);
  await expectNothingSpillsOut(page, screen);
}

/**
 * Nothing sticks out past the right edge of the window (issue 29.13: the price buttons spilled
 * out of their cards on a phone): the page never scrolls sideways, and no visible element ends
 * beyond the window unless a scrolling container of its own holds it.
 */
export async function expectNothingSpillsOut(page: Page, screen: string): Promise<void> {
  const spilled = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (el: Element) => {
      const { overflowX } = getComputedStyle(el);
      return overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden';
    };
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (scrolls(p)) return true;
      return false;
    };
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width + 1)
      out.push(`the page is ${document.documentElement.scrollWidth}px wide in a ${width}px window`);
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      if (getComputedStyle(el).visibility === 'hidden' || inScroller(el)) continue;
      const text = (el.textContent ?? '').trim().slice(0, 40);
      out.push(`<${el.tagName.toLowerCase()}> "${text}" ends at ${Math.round(box.right)}px`);
      if (out.length > 5) break;
    }
    return out;
  });
  expect(spilled, `${screen}: something sticks out past the window\n${spilled.join('\n')}`).toEqual(
    [],
  );
}
