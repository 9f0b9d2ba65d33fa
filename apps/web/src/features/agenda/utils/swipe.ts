/**
 * A finger's horizontal swipe over the phone's one-column day: 1 to the next professional (swiped
 * left), -1 to the previous, 0 when it was not clearly sideways or was too short (a scroll, a tap).
 */
export function swipeStep(dx: number, dy: number, minPx = 60): -1 | 0 | 1 {
  if (Math.abs(dx) < minPx || Math.abs(dx) < 2 * Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The neighbour `step` away in `ids`, staying at the ends. */
export function neighbour(ids: readonly string[], current: string, step: -1 | 0 | 1): string {
  const i = ids.indexOf(current);
  if (i === -1) return current;
  return ids[Math.min(ids.length - 1, Math.max(0, i + step))] ?? current;
}
