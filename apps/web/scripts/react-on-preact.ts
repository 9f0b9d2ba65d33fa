import type { Alias } from 'vite';

/**
 * The app is written against React 19's API and types, and runs on Preact's compatibility layer
 * (ADR 0110): react-dom alone was ~63 KB gzip of the ~160 every public page loaded (issue 29.7:
 * 150 KB); Preact is ~5. The dev server, the build, the first screens' prerender and the web unit
 * tests all resolve `react` and `react-dom` here, so what is tested is what ships. The `react` and
 * `react-dom` packages stay installed for the libraries' peer dependencies and for their types;
 * none of their code reaches a browser (scripts/check-bundle.ts fails the build if it does).
 */
export const reactOnPreact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server(\.browser|\.node)?$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The packages that import React, for the prerender's server-side modules (Node would load them
 * itself, with the react package): they go through Vite instead, so the aliases apply. A library
 * missing here fails the prerender (React's hooks called outside its renderer).
 */
export const REACT_LIBRARIES: RegExp[] = [
  /@mui\//,
  /@emotion\//,
  /@tanstack\/react-query/,
  /react-router/,
  /react-hook-form/,
  /@hookform\//,
  /react-transition-group/,
];
