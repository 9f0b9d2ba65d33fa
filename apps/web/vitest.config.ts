import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { reactOnPreact } from './scripts/react-on-preact';

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    // the libraries' ES module builds, which import React through the aliases below
    conditions: ['module', 'browser', 'development|production'],
    mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
    alias: [
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
      ...reactOnPreact,
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // user-event typing in jsdom is slow on a busy 2-core machine
    testTimeout: 30_000,
    // Every library but Preact goes through Vite, so each one that imports React (MUI, emotion,
    // react-router, react-transition-group, Testing Library…) gets Preact as the app does. Preact
    // itself is loaded by Node, once: `vi.resetModules()` must not give a test a second copy of
    // its hooks' state (as React was never reset either).
    server: { deps: { inline: [/^(?!.*[\\/]node_modules[\\/]preact[\\/])/] } },
  },
});
