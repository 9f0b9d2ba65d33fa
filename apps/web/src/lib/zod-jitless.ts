/**
 * zod decides once whether it may compile its fast parsers with `new Function`, by trying it. The
 * app's Content-Security-Policy forbids that (script-src 'self', no 'unsafe-eval'), so the probe
 * only ever fails — and each failure is a CSP violation the browser reports (Lighthouse's best
 * practices count it). Saying "jitless" before zod loads skips the probe; parsing is the same.
 * Imported first by main.tsx; zod reads this object when its core module loads.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
