/** What a line said, as an error message quotes it: «…», cut at 60 characters. */
export function quoteValue(value: string): string {
  const shown = value.length > 60 ? `${value.slice(0, 59)}…` : value;
  return `«${shown}»`;
}
