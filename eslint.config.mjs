import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { fileNamesPlugin } from './shared/build/src/file-names.mjs';
import { REMOTES } from './scripts/front-ends.mjs';

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
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'e2e/output/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks, conventions: fileNamesPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'conventions/file-names': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
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
    // Only the shell owns the router; shared/web/src/router.ts is its one door for the rest.
    files: ['mf-*/src/**', 'shared/web/src/**'],
    ignores: ['shared/web/src/router.ts', 'shared/web/src/test-utils.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: "Use '@ps/web/router': the router is the shell's, not a shared singleton.",
          })),
          patterns: [
            remotesNeverMeet,
            {
              group: ['./router'],
              message: "Use '@ps/web/router': a relative import gives a remote its own router.",
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
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { 'no-restricted-syntax': noFocusedTests },
  },
);
