import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const typed = ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'e2e/**/*.ts', 'bench/src/**/*.ts'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: typed,
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // expect.any() and friends are typed `any` by design.
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Server areas (apps/server/src/modules/<area>/) are reached only through their public entry <area>/index.ts,
  // from another area as from app.ts, jobs, auth, seed and tests (tests included: no exception for them).
  // Two option sets because `../auth/sessions.js` is fine from src/jobs/ but a deep import from src/modules/users/.
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\.?/)+modules/[^/]+/(?!index\\.js$)',
              message: 'Import a server area through its public entry: modules/<area>/index.js.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/(?!index\\.js$)',
              message: 'Another area is imported through its public entry only: ../<area>/index.js (same-area files import ./file.js).',
            },
            {
              regex: '^(?:\\.\\.?/)+modules/[^/]+/(?!index\\.js$)',
              message: 'Import a server area through its public entry: modules/<area>/index.js.',
            },
          ],
        },
      ],
    },
  },
  {
    // The composition root registers each area's routes.js; it reaches nothing else inside an area.
    files: ['apps/server/src/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./modules/[^/]+/(?!(?:index|routes)\\.js$)',
              message: 'app.ts registers modules/<area>/routes.js and reads nothing else inside an area.',
            },
          ],
        },
      ],
    },
  },
  {
    // A domain area reaches another area only through its index.ts; the shared layers
    // (contracts, permissions, time, schemas, platform, messages.ts, roles.ts) stay open.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!contracts/|permissions/|time/|schemas/|platform/)[^./][^/]*/(?!index\\.js$)',
              message: 'Import another domain area through its public entry: ../<area>/index.js.',
            },
          ],
        },
      ],
    },
  },
  // A feature reaches another only through its public entry (features/<area>/index.ts), never a file inside it.
  // Shared layers (../../api, ../../components, ../../auth, ../../test) stay open. A lazy `import()` of a page or
  // panel (a code-split point) is no import declaration: it keeps naming its file, so no barrel joins its chunk.
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./\\.\\./features/|\\.\\./)[^./][^/]*/(?!(?:index(?:\\.[jt]sx?)?)?$)',
              message: "Import another feature through its public entry: '../<feature>' (its index.ts), not a file inside it.",
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's part in a subfolder (features/<feature>/<part>/): its sibling parts are the same
    // feature (../<part>/file); another feature is two levels up, through its public entry.
    files: ['apps/web/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./\\.\\./\\.\\./features/|\\.\\./\\.\\./)[^./][^/]*/(?!(?:index(?:\\.[jt]sx?)?)?$)',
              message: "Import another feature through its public entry: '../../<feature>' (its index.ts), not a file inside it.",
            },
          ],
        },
      ],
    },
  },
);
