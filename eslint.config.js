import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/*
 * Web feature boundaries (docs/decisions/0004-web-feature-boundaries.md). A file in
 * apps/web/src/features/<name>/ imports no other feature and nothing of src/app, neither through
 * '@/' nor through a relative path that climbs out of its feature, nor with import(); shared code
 * (src/api, src/lib, src/components, src/config) imports no feature and no app code. The folders
 * are read here, so a new feature, or a new folder inside one, is covered without editing this file.
 */
const FEATURES = 'apps/web/src/features';
const ADVICE =
  'Features do not import each other or the app layer: move what several features need to ' +
  'src/api, src/lib or src/components, or compose the features in src/app ' +
  '(docs/decisions/0004-web-feature-boundaries.md).';

const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `${dir}/${e.name}`);

/** `dir` and every folder under it, each with how many levels it lies below `dir`. */
const tree = (dir, levels = 0) => [
  { dir, levels },
  ...subfolders(dir).flatMap((d) => tree(d, levels + 1)),
];

/** The rules for the files of `dir`, `levels` folders below the root of feature `name`. */
function featureBoundary(name, { dir, levels }) {
  // '@/features/<other>…' or '@/app…'; the feature's own '@/features/<name>/…' is fine
  const aliased = String.raw`^@\/(features\/(?!${name}(\/|$))|app(\/|$))`;
  // as many '../' as lead out of the feature
  const climbing = String.raw`^(\.\/)?(\.\.\/){${levels + 1}}`;
  return {
    files: [`${dir}/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: aliased, message: ADVICE },
            {
              regex: climbing,
              message: `It leaves its feature; shared code is imported through '@/'. ${ADVICE}`,
            },
          ],
        },
      ],
      // no-restricted-imports does not see import('…')
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/${aliased}|${climbing}/]`,
          message: `Lazy import across the boundary. ${ADVICE}`,
        },
      ],
    },
  };
}

const featureBoundaries = subfolders(FEATURES).flatMap((root) =>
  tree(root).map((folder) => featureBoundary(root.slice(FEATURES.length + 1), folder)),
);

const sharedBoundary = {
  files: ['apps/web/src/{api,lib,components,config}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: String.raw`^@\/(features|app)(\/|$)|(^|\/)\.\.\/(features|app)(\/|$)`,
            message:
              'Shared code (src/api, src/lib, src/components, src/config) imports no feature and no app ' +
              'code; features build on it (docs/decisions/0004-web-feature-boundaries.md).',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'data',
      'test-results',
      'playwright-report',
      'apps/server/src/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'tools/**', '**/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  ...featureBoundaries,
  sharedBoundary,
);
