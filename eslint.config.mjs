import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { declaredDependenciesPlugin } from './shared/build/src/declared-dependencies.mjs';
import { fileNamesPlugin } from './shared/build/src/file-names.mjs';
import { REMOTES } from './shared/scripts/front-ends.mjs';

const remotesNeverMeet = {
  regex: `(^|/)(${REMOTES.join('|')})(/|$)`,
  message: 'Remotes never import each other; meet in @ps/contracts.',
};

/** A focused test (it.only, test.describe.only, fit…) silently skips every other test. */
const noFocusedTests = [
  'error',
  {
    selector: "MemberExpression[property.name='only'][object.name=/^(it|test|describe|context)$/]",
    message: 'A focused test skips the rest of the suite; remove .only before committing.',
  },
  {
    selector: "MemberExpression[property.name='only'][object.property.name='describe']",
    message: 'A focused test skips the rest of the suite; remove .only before committing.',
  },
  {
    selector: 'CallExpression[callee.name=/^(fit|fdescribe|ftest)$/]',
    message: 'A focused test skips the rest of the suite; use it/describe.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'shared/e2e/output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: {
      'react-hooks': reactHooks,
      conventions: { rules: { ...fileNamesPlugin.rules, ...declaredDependenciesPlugin.rules } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'conventions/file-names': 'error',
      'conventions/declared-dependencies': 'error',
      // Leaving fields out of an object by destructuring the rest is how a copy drops them.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            remotesNeverMeet,
            {
              group: ['*-service', '**/services/*/src/**'],
              message: 'Services never import each other; meet in @ps/contracts and the schema.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mf-*/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [remotesNeverMeet] }],
    },
  },
  {
    // The web kit and the contracts reach every app through the share scope, one copy a page,
    // per module. A relative import between two of their modules is bundled into whichever app
    // loads the importer: a second copy, with its own state and its own classes (instanceof
    // fails), and the same bytes downloaded again. So they import each other by package name.
    files: ['shared/web/src/**', 'shared/contracts/src/**'],
    // Besides the tests' helpers and the builds' prerendering, which never reach a browser.
    ignores: ['shared/web/src/test-utils.tsx', 'shared/web/src/prerender.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            remotesNeverMeet,
            {
              regex: '^\\.\\.?/(?!.*\\.json$)',
              message:
                "Import the kit's and the contracts' own modules by package name (@ps/web/…, @ps/contracts/…), so the share scope keeps one copy.",
            },
          ],
        },
      ],
    },
  },
  {
    // zod is not a shared singleton: the contracts build every schema, and the kit brings them
    // (with the part of zod they use) to every app on the page. A schema built in an app would
    // bundle a second zod into it, so apps import zod's types only, and their schemas from
    // @ps/contracts.
    files: ['shell/src/**', 'mf-*/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*'],
              allowTypeImports: true,
              message: 'Build schemas in @ps/contracts; apps import zod types only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['services/gateway/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'shared/e2e/**'],
    rules: { 'no-restricted-syntax': noFocusedTests },
  },
);
