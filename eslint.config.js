// One lint setup for renderer, server and electron (typescript-eslint recommended + React hooks rules).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

const rendererOnlyContract = {
  regex: '(^|/)server/(?!contract(/|$))',
  message: 'The renderer reaches the server only through @contract and the API.',
};
const rendererNoNode = {
  regex: '^(electron|node:)',
  message: 'Desktop and Node code stay behind src/platform/ (the bridge).',
};

const screensNoApi = {
  regex: '^@/api/client$',
  message: 'Pages read stores; stores call the API (an action or a Resource of a store in src/stores/).',
};
// issue 21: antd's Table (with Pagination, Select, Checkbox, Radio: ~80 kB gzip) is fetched when a table shows.
const screensLazyTable = {
  name: 'antd',
  importNames: ['Table'],
  message: "Take tables from @/components/LazyTable: antd's Table stays out of the route's first load.",
};
// antd's Input and Avatar indexes hang heavier parts on them (TextArea, Search, Password, OTP; Avatar.Group with
// Popover): screens take them one by one from src/components/inputs.ts and avatar.ts.
const screensSingleParts = {
  name: 'antd',
  importNames: ['Input', 'Avatar'],
  message:
    'Take Input, TextArea, SearchInput or PasswordInput from @/components/inputs and Avatar from @/components/avatar: each comes alone.',
};
// antd's Card imports Tabs (14.6 kB gzip with it) for a box; its Tabs (11.3 kB) for a row of buttons.
const screensOwnCardsTabs = {
  name: 'antd',
  importNames: ['Card', 'Tabs'],
  message:
    "Take a box from @/components/Panel and tabs from @/components/PageTabs: drawn by the theme's rules, without antd's modules.",
};
// antd's Select (22.7 kB gzip with its virtual list) comes with a dashboard screen only when it is fetched: a short
// fixed list is the browser's own select (ChoiceSelect), a searchable, multiple or clearable choice LazySelect.
// (Dashboard screens only: the public and sign-up pages may keep antd's Select.)
const dashboardLazySelect = {
  name: 'antd',
  importNames: ['Select'],
  allowTypeImports: true,
  message:
    "Take a choice from @/components/ChoiceSelect (a short fixed list) or @/components/LazySelect: antd's Select stays out of the route's first load.",
};
const screensNoApiClient =
  'Pages read stores; stores call the API: take a store from useStores(), never the API client.';

const serverNoRenderer = { regex: '(^|/)src/|^@/', message: 'The server never imports the renderer.' };
const useCasesNoHttp = {
  regex: '(^|/)(routes|middlewares)(/|$)|^(koa|@koa/router)$',
  message:
    'Use cases know nothing of HTTP: no routes, middlewares or Koa (errors come from server/errors.ts).',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'out/**',
      'release/**',
      'reports/**',
      '.stryker-tmp/**',
      'node_modules/**',
      '.lexsetu-data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // The layers (docs/ARCHITECTURE.md): each rule names what a folder may not reach, so a stray import fails CI.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [rendererOnlyContract, rendererNoNode] }] },
  },
  {
    // Screens (pages, components, layouts) never call endpoints: they read stores and call store actions.
    files: ['src/pages/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/layouts/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [rendererOnlyContract, rendererNoNode, screensNoApi],
          paths: [screensLazyTable, screensSingleParts, screensOwnCardsTabs],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "VariableDeclarator[init.callee.name='useStores'] > ObjectPattern > Property[key.name='api']",
          message: screensNoApiClient,
        },
        { selector: "MemberExpression[property.name='api']", message: screensNoApiClient },
        {
          // antd draws its button look under its own generated class only: the element stays plain text.
          selector: "JSXAttribute[name.name='className'][value.value=/\\bant-btn\\b/]",
          message:
            'A link drawn as a button is LinkButton (src/components/LinkButton.tsx), not className="ant-btn".',
        },
      ],
    },
  },
  {
    // Dashboard screens: the screens' rules above, and antd's Select only through LazySelect.
    files: ['src/pages/dashboard/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [rendererOnlyContract, rendererNoNode, screensNoApi],
          paths: [screensLazyTable, screensSingleParts, screensOwnCardsTabs, dashboardLazySelect],
        },
      ],
    },
  },
  {
    // Tests may read the source tree from disk (the class-name and token checks).
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [rendererOnlyContract] }] },
  },
  {
    files: ['server/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|zod/|\\./)',
              message:
                'The contract is shared by server, renderer and electron: only zod and other contract files.',
            },
          ],
        },
      ],
    },
  },
  // Every text a reader sees goes through the catalogues (src/i18n): JSX text and label-like props may not be
  // literal English. Brand names, numbers and symbols pass (words.exclude).
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          message:
            "A user-visible text: write it as t('…') (src/i18n) so Hindi and Tamil readers get it too.",
          'jsx-attributes': {
            include: [
              'title',
              'placeholder',
              'aria-label',
              'alt',
              'label',
              'heading',
              'description',
              'okText',
              'cancelText',
              'tooltip',
              'message',
              'emptyText',
              'extra',
            ],
            exclude: ['.*'],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s₹•·–—…×✓→←]+', 'LexSetu', 'LexSetu[ .:0-9a-zA-Z]*', 'OK'] },
        },
      ],
    },
  },
  // (Flat config: a later block's no-restricted-imports replaces an earlier one's, so each lists all it needs.)
  {
    files: ['server/**/*.ts'],
    ignores: ['server/contract/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverNoRenderer] }] },
  },
  {
    files: ['server/services/**/*.ts', 'server/presenters/**/*.ts', 'server/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverNoRenderer, useCasesNoHttp] }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
