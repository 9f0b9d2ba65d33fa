/**
 * Where the studio's name goes in a first screen rendered at build time (render-shell.tsx): the
 * server writes the name, HTML-escaped, in its place (apps/server/src/http/app-page.ts).
 */
export const SITE_NAME_TOKEN = 'TURNOS_SITE_NAME_6c1f0e';
