/// <reference types="node" />
import fs from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Build-only trims of library code that every page loads but the app never runs (ADR 0091: the
 * budget of 150 KB gzip per public page). Each one is checked by scripts/check-bundle.ts, which
 * fails the build when the code comes back.
 */

/**
 * react-router's ESM build assigns `X.displayName = "…"` at the top level of its one big module
 * and creates its contexts and components with un-annotated `React.forwardRef(…)` /
 * `React.createContext(…)` calls: to the bundler both are side effects, so Form, NavLink,
 * ScrollRestoration, the framework-mode prefetching… stay in the bundle although the app uses
 * none of them (~17 KB raw, ~5 KB gzip). The calls are pure and display names are only for
 * React's developer tools: annotate the one, drop the other. `contextType` assignments are kept
 * (they change what a class component reads). The package's exports name only its development
 * build, whose one difference from dist/production is `ENABLE_DEV_WARNINGS = true` (console
 * warnings for developers, ~0.4 KB gzip): the build turns it off, as the production build has it.
 */
export function pureReactRouter(): Plugin {
  return {
    name: 'turnos:pure-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
      handler(code) {
        const out = code
          .replace(/= (React\d*\.(?:forwardRef|createContext|memo))\(/g, '= /* @__PURE__ */ $1(')
          .replace(/^[A-Za-z_$][\w$]*\.displayName = [^;\n]+;$/gm, '')
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;');
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}

const NO_CSS_VARS = '\0turnos:mui-no-css-vars:';
/** What @mui/material/styles imports for CSS-variable themes, and the stub that replaces it. */
const CSS_VARS_MODULES: Record<string, { importer: RegExp; stub: string }> = {
  './ThemeProviderWithVars.mjs': {
    importer: /[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
    stub:
      'export function CssVarsProvider() {\n' +
      "  throw new Error('Turnos builds MUI without CSS-variable themes (vite.config.ts)');\n}\n",
  },
  './createThemeWithVars.mjs': {
    importer: /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    stub:
      'export default function createThemeWithVars() {\n' +
      "  throw new Error('Turnos builds MUI without CSS-variable themes (vite.config.ts)');\n}\n",
  },
};

/**
 * The app's theme (src/app/theme.ts) has no `cssVariables` and no `colorSchemes`, so MUI's
 * createTheme and ThemeProvider take their "no vars" path; but both import the CSS-variables
 * path statically (createThemeWithVars, CssVarsProvider, the color-scheme script and storage:
 * ~8 KB gzip on every page). In the build those two imports resolve to stubs that throw, so a
 * theme that ever turns CSS variables on fails loudly on the first render instead of silently.
 * Tests and the dev server use the real modules.
 */
export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'turnos:mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const entry = CSS_VARS_MODULES[source];
      if (entry && importer && entry.importer.test(importer)) return `${NO_CSS_VARS}${source}`;
      return null;
    },
    load(id) {
      if (!id.startsWith(NO_CSS_VARS)) return null;
      return CSS_VARS_MODULES[id.slice(NO_CSS_VARS.length)]?.stub ?? null;
    },
  };
}

const RHF_USE_FORM = '\0turnos:react-hook-form-use-form.mjs';
/** Value imports a file may take from the small copy: no context or controller across copies. */
const ONLY_USE_FORM = /import\s*\{\s*useForm\s*(?:,\s*type\s+\w+\s*)*\}\s*from\s*'react-hook-form'/;

/**
 * react-hook-form is one module (dist/index.esm.mjs), and a module lands whole in one chunk: the
 * admin screens' Controller, useFieldArray and useWatch made the login and registration pages
 * carry them too (~3 KB gzip of ~15). The account forms (src/features/auth, the first screens a
 * visitor fills in) use `useForm` alone, so in the build they import a copy of the same module
 * under another id, tree-shaken to what they use. Only files whose one value import from
 * react-hook-form is `useForm` get it (else the build fails): nothing of a form's context or
 * controllers crosses from one copy to the other. Tests and the dev server use the package.
 */
export function useFormOnlyForAccountForms(): Plugin {
  let realFile: string | undefined;
  return {
    name: 'turnos:react-hook-form-use-form',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'react-hook-form' || !importer) return null;
      if (!/[\\/]src[\\/]features[\\/]auth[\\/]/.test(importer)) return null;
      const code = fs.readFileSync(importer, 'utf8');
      const values = code.match(/import\s*\{[^}]*\}\s*from\s*'react-hook-form'/g) ?? [];
      if (values.length === 0) return null;
      if (!values.every((line) => ONLY_USE_FORM.test(line))) {
        this.error(
          `${importer}: the account forms take only useForm from react-hook-form ` +
            '(scripts/lean-libraries.ts useFormOnlyForAccountForms)',
        );
      }
      realFile ??= (await this.resolve(source, importer, { skipSelf: true }))?.id;
      return RHF_USE_FORM;
    },
    load(id) {
      if (id !== RHF_USE_FORM) return null;
      if (!realFile) throw new Error('react-hook-form not resolved');
      return fs.readFileSync(realFile, 'utf8');
    },
  };
}
