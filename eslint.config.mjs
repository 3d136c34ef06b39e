import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const remotesNeverMeet = {
  group: ['mf-*', '../../mf-*', '**/mf-*/src/**'],
  message: 'Remotes never import each other; meet in @ps/contracts.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'e2e/output/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
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
    files: ['mf-*/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: "Use '@ps/web/router': the router is the shell's, not a shared singleton.",
          })),
          patterns: [remotesNeverMeet],
        },
      ],
    },
  },
  {
    files: ['services/gateway/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
