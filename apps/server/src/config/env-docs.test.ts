import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from './env';

const read = (rel: string) =>
  fs.readFileSync(fileURLToPath(new URL(`../../../../${rel}`, import.meta.url)), 'utf8');

// the environment is read in config/env.ts only; its documentation must not drift from it
describe('every setting is documented', () => {
  it.each(ENV_VARIABLES)('%s is in the README settings and in .env.example', (name) => {
    expect(read('README.md')).toContain(`\`${name}\``);
    expect(read('.env.example')).toMatch(new RegExp(`^#?${name}=`, 'm'));
  });
});
