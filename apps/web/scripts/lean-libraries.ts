/// <reference types="node" />
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
 * (they change what a class component reads).
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
          .replace(/^[A-Za-z_$][\w$]*\.displayName = [^;\n]+;$/gm, '');
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
