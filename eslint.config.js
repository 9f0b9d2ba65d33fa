import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
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

/*
 * Server boundaries (docs/decisions/0062-server-module-boundaries.md). The shared layers of
 * apps/server/src (http, auth, db, config, mail and app-deps.ts) import no module, no job and
 * nothing of the composition (app.ts, routes.ts, main.ts, seed, cli, ops). A file
 * in apps/server/src/modules/<name>/ imports another module only through its public index
 * (`../<other>`, never `../<other>/<file>`) and nothing of jobs or the composition. Tests are
 * free to look inside. Module folders are read here, so a new module is covered without editing
 * this file; the few deep imports not moved yet are listed in SERVER_DEEP_IMPORTS.
 */
const SERVER = 'apps/server/src';
const SERVER_MODULES = `${SERVER}/modules`;
const SERVER_ADVICE =
  'Shared layers (http, auth, db, config, mail) import no module; a module imports another only ' +
  "through its index ('../<module>'), and never jobs, seed or the app's composition " +
  '(docs/decisions/0062-server-module-boundaries.md).';
const COMPOSITION = String.raw`(jobs|seed|cli|ops|modules)(\/|$)|(app|routes|main)$`;

/**
 * Deep imports into another module that are allowed for now, file (under apps/server/src) →
 * specifiers. Each entry is work left: import the module's index instead and remove the entry.
 */
const SERVER_DEEP_IMPORTS = {};

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The rules for the files of `dir`, `levels` folders below the root of server module `name`. */
function serverModuleBoundary(name, { dir, levels }, file, allowed = []) {
  const up = String.raw`^(\.\.\/){${levels + 1}}`;
  const except = allowed.length ? `(?!(${allowed.map(escapeRegex).join('|')})$)` : '';
  // '../<other>/<anything>': past another module's index
  const deep = `${except}${up}(?!${name}\\/)[a-z0-9-]+\\/`;
  // one level further up: jobs, seed, the composition, or modules/ taken the long way
  const composition = String.raw`^(\.\.\/){${levels + 2}}(${COMPOSITION})`;
  return {
    files: [file ?? `${dir}/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: deep,
              message: `Import the module's index ('../<module>'), not its files. ${SERVER_ADVICE}`,
            },
            { regex: composition, message: SERVER_ADVICE },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/${deep}|${composition}/]`,
          message: `Lazy import across the boundary. ${SERVER_ADVICE}`,
        },
      ],
    },
  };
}

const serverModuleRoots = subfolders(SERVER_MODULES);
const serverModuleBoundaries = [
  ...serverModuleRoots.flatMap((root) =>
    tree(root).map((folder) => serverModuleBoundary(root.slice(SERVER_MODULES.length + 1), folder)),
  ),
  // the allowlist: the same rules for one file, less its listed specifiers
  ...Object.entries(SERVER_DEEP_IMPORTS).map(([file, allowed]) => {
    const [, name, ...rest] = file.split('/');
    return serverModuleBoundary(
      name,
      { dir: '', levels: rest.length - 1 },
      `${SERVER}/${file}`,
      allowed,
    );
  }),
];

const serverSharedBoundary = {
  files: [`${SERVER}/{http,auth,db,config,mail}/**/*.ts`, `${SERVER}/app-deps.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: String.raw`^\.\.?\/(\.\.\/)*(${COMPOSITION})`, message: SERVER_ADVICE },
        ],
      },
    ],
  },
};

/*
 * What was kept by hand until issue 30 (ADR 0096): the rules of hooks, import cycles, the promises
 * and `any`s the compiler alone lets through, and the domain package's purity.
 */
const hooks = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { 'react-hooks': reactHooks },
  // the React Compiler's rules too (purity, refs, effects setting state…): every one an error
  rules: Object.fromEntries(
    Object.keys(reactHooks.configs['recommended-latest'].rules).map((rule) => [rule, 'error']),
  ),
};

/** A value import cycle anywhere in our sources (type-only imports are erased and not counted). */
const noCycles = {
  files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver': {
      typescript: {
        noWarnOnMultipleProjects: true,
        project: [
          'apps/server/tsconfig.json',
          'apps/web/tsconfig.json',
          'packages/domain/tsconfig.json',
          'packages/contract/tsconfig.json',
        ],
      },
    },
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

/**
 * Type-aware rules where they pay: the server and the packages, where an unhandled promise is a
 * lost error or an unanswered request and an `any` from a library reaches the database.
 */
const typeAware = {
  files: ['apps/server/src/**/*.ts', 'packages/*/src/**/*.ts'],
  ignores: ['**/*.test.ts', '**/testing/**'],
  languageOptions: { parserOptions: { projectService: true } },
  rules: {
    '@typescript-eslint/no-floating-promises': 'error',
    '@typescript-eslint/no-misused-promises': 'error',
    '@typescript-eslint/await-thenable': 'error',
    '@typescript-eslint/require-await': 'error',
    '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    '@typescript-eslint/no-unsafe-assignment': 'error',
    '@typescript-eslint/no-unsafe-member-access': 'error',
    '@typescript-eslint/no-unsafe-return': 'error',
    '@typescript-eslint/no-unsafe-call': 'error',
    '@typescript-eslint/no-unsafe-argument': 'error',
  },
};

/**
 * packages/domain is pure: rules, slot engine, money and time, shared by server and web. It reads
 * the clock only as `studioNow`'s default (callers pass theirs), no environment, storage, network
 * or DOM,
 * and imports nothing but its own files and zod.
 */
const DOMAIN_PURITY =
  'packages/domain is pure TypeScript shared by server and web: no I/O, no clock or randomness of ' +
  'its own, no framework (pass what it needs in).';
const domainPurity = {
  files: ['packages/domain/src/**/*.ts'],
  ignores: ['**/*.test.ts', 'packages/domain/src/testing/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: String.raw`^(?!\.|zod$)`,
            message: DOMAIN_PURITY,
          },
        ],
      },
    ],
    'no-restricted-globals': [
      'error',
      ...[
        'process',
        'fetch',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'setTimeout',
        'setInterval',
        'console',
        'XMLHttpRequest',
        'WebSocket',
      ].map((name) => ({ name, message: DOMAIN_PURITY })),
    ],
    'no-restricted-properties': [
      'error',
      { object: 'Math', property: 'random', message: DOMAIN_PURITY },
      { object: 'Date', property: 'now', message: DOMAIN_PURITY },
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
  ...serverModuleBoundaries,
  serverSharedBoundary,
  hooks,
  noCycles,
  typeAware,
  domainPurity,
);
