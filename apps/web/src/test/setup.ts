import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes and MUI take a while to appear in jsdom on a busy 2-core machine: wait up to 10 s
// for `findBy*` / `waitFor` instead of the default 1 s (a real failure still fails, just later).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
