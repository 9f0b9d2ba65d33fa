/**
 * A form page's first screen as HTML (ADR 0095, issue 29): the page as the app first renders it,
 * with every control (`input`, `button`, `select`, `textarea`) disabled, so what is painted before
 * the scripts run is the real page — heading, labels, fields where they will be — but nothing
 * can be typed or pressed that the app would throw away when it renders anew over it. The app's
 * own render brings the working controls a moment later, in the same places.
 */
export function inertControls(html: string): string {
  return html.replace(
    /<(input|button|select|textarea)(?=[\s>/])([^>]*)>/gi,
    (tag, name: string, rest: string) =>
      /\sdisabled(?=[\s=>/]|$)/i.test(rest.replace(/"[^"]*"|'[^']*'/g, '""'))
        ? tag
        : `<${name} disabled${rest}>`,
  );
}
