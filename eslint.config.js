import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const src = new URL('./src/', import.meta.url);
const features = readdirSync(new URL('features/', src), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const srcEntries = readdirSync(src).filter((name) => name !== 'mocks');
/** The demo API's modules: every folder of src/mocks but the machinery's, `core`. */
const demoModules = readdirSync(new URL('mocks/', src), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'core')
  .map((entry) => entry.name);
const demoRootFiles = readdirSync(new URL('mocks/', src), { withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
  .map((entry) => `./src/mocks/${entry.name}`);

/**
 * Lint rules, including the code boundaries (docs/architecture.md "Boundaries"; tests/unit/lint-boundaries.test.ts
 * proves each one):
 * - a feature imports another feature only through its public entry, `features/<name>/index.ts`;
 * - features never import the app (the store and session they share live in src/store and src/session);
 * - src/domain (rules shared by the screens and the demo API) imports nothing but itself: no React, no api/;
 * - the demo API (src/mocks) imports src/domain and itself only, and the app never imports the demo API;
 * - inside the demo API, a module (src/mocks/<name>) imports src/domain, the machinery (src/mocks/core) and its own
 *   folder, and another module only through its `index.ts`; the machinery imports no module; the demo's root
 *   (src/mocks/*.ts) reaches the modules through their `index.ts` too;
 * - shared code (components, lib, api, i18n) never imports features or the app;
 * - no import cycles.
 */
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`, ...features.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: 'Import another feature through its public entry (features/<name>/index.ts), never its internals.',
}));

const layerZones = [
  ...featureZones,
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import the app: the typed hooks are in src/store, the session in src/session.',
  },
  {
    target: './src/session',
    from: ['./src/features', './src/app', './src/components'],
    message: 'The session is read by every feature and imports none of them.',
  },
  {
    // The store combines the session's slices and the one slice a feature keeps (chat).
    target: './src/store',
    from: './src/features',
    except: ['./chat/chat.slice.ts'],
  },
  { target: './src/store', from: ['./src/app', './src/components'] },
  {
    target: './src/domain',
    from: './src',
    except: ['./domain'],
    message: 'Business rules are pure: src/domain imports only src/domain.',
  },
  { target: './src/components', from: ['./src/features', './src/app'] },
  { target: './src/lib', from: ['./src/features', './src/app', './src/components'] },
  { target: './src/api', from: ['./src/features', './src/app', './src/components'] },
  { target: './src/i18n', from: ['./src/features', './src/app', './src/components'] },
];

/** The line between the app and the demo API, which tests cross on purpose (they seed it and check its answers). */
const demoApiZones = [
  {
    target: srcEntries.map((name) => `./src/${name}`),
    from: './src/mocks',
    message: 'The demo API is mounted by vite.config.ts only; app code talks to /api.',
  },
  {
    // The demo API also serves the bundled translations, read from the locale files by i18n/localeFiles.ts.
    target: './src/mocks',
    from: './src',
    except: ['./mocks', './domain', './i18n/localeFiles.ts'],
    message: 'The demo API imports src/domain and its own files only, never features/, api/ or the app.',
  },
];

/**
 * The demo API's own layout (docs/architecture.md "The demo API"), generated from its folders like the features'.
 * Tests may also load the whole demo through its root (`rootForTests`): they check a module against the seed.
 */
const demoZones = (rootForTests = []) => [
  {
    target: './src/mocks/core',
    from: './src/mocks',
    except: ['./core', ...rootForTests],
    message: "The demo API's machinery (src/mocks/core) names no module: modules and the root build on it.",
  },
  ...demoModules.map((name) => ({
    target: `./src/mocks/${name}`,
    from: './src/mocks',
    except: [
      `./${name}`,
      './core',
      ...rootForTests,
      ...demoModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
    ],
    message:
      'A demo module imports another one through its index.ts (src/mocks/<name>/index.ts), never its internals.',
  })),
  ...demoModules.map((name) => ({
    target: demoRootFiles,
    from: `./src/mocks/${name}`,
    except: ['./index.ts'],
    message: "The demo's root reaches a module through its index.ts.",
  })),
];
const demoModuleZones = demoZones();

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.demo-data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...layerZones, ...demoApiZones, ...demoModuleZones],
        },
      ],
      // Answers are checked with zod's mini build, a fraction of the classic one's weight: a single import of
      // 'zod' put the whole classic build (with its JSON-schema code) into the app's vendor chunk.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import from 'zod/mini': the classic build is several times heavier." },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@reduxjs/*', 'axios', 'msw', 'i18next'],
              message: 'Business rules are pure TypeScript: no React, no store, no network, no translations.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests next to the code keep the layers' boundaries; they seed the demo API and check its answers against the
    // screens' schemas, so the app/demo API line is theirs to cross.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // A demo module's tests keep the demo's layout too.
    files: ['src/mocks/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            ...demoZones(demoRootFiles.map((file) => file.replace('./src/mocks/', './'))),
          ],
        },
      ],
    },
  },
  {
    // The shared test helpers and browser tests build the whole app; the sign-in call's test checks how the sign-in
    // form reads each failure.
    files: ['tests/**', 'src/api/login.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // What the service worker imports (vite.config.ts `installable`): a script of the worker's scope.
    files: ['public/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // vi.waitFor and vi.waitUntil give up after 1 s unless told, where Testing Library's waits have the suite's 15 s
    // (tests/setup.ts): on a busy machine a correct test failed. Each one is given a limit, `{ timeout: 15_000 }`.
    files: ['src/**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.object.name='vi'][callee.property.name=/^wait(For|Until)$/][arguments.length<2]",
          "CallExpression[callee.object.name='vi'][callee.property.name=/^wait(For|Until)$/] > ObjectExpression.arguments:nth-child(2):not(:has(> Property[key.name='timeout']))",
        ].map((selector) => ({
          selector,
          message:
            "vi.waitFor/vi.waitUntil wait 1 s by default: pass the suite's limit, { timeout: 15_000 }.",
        })),
      ],
    },
  },
);
