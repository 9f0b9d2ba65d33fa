/**
 * What a well-formed URL or form body is (issue 14): printable ASCII only, every `%` followed by
 * two hex digits, and every component decoding to valid UTF-8 (no overlong forms, no lone
 * surrogates). Anything else is refused with a 400, never guessed at.
 */
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
const BAD_PERCENT = /%(?![0-9a-f]{2})/i;

function decodes(component: string): boolean {
  try {
    decodeURIComponent(component);
    return true;
  } catch {
    return false;
  }
}

/** A `k=v&k=v` string (query or form body): every key and value percent-decodes cleanly. */
export function isWellEncodedForm(text: string): boolean {
  if (!text.includes('%')) return true;
  if (BAD_PERCENT.test(text)) return false;
  return text.split(/[&=]/).every(decodes);
}

/** A request target as sent on the request line: ASCII, and path and query well encoded. */
export function isWellEncodedUrl(url: string): boolean {
  if (!PRINTABLE_ASCII.test(url)) return false;
  if (!url.includes('%')) return true;
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  if (BAD_PERCENT.test(path) || !path.split('/').every(decodes)) return false;
  return at < 0 || isWellEncodedForm(url.slice(at + 1));
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes as UTF-8 text, or undefined when they are not valid UTF-8. */
export function strictUtf8(bytes: Buffer): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}
