import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const features = [
  'auth', 'feed', 'photos', 'polls', 'events', 'chat', 'safety', 'packing', 'rules', 'map',
  'notifications', 'reflections', 'profile', 'admin', 'landing', 'more', 'help', 'privacy', 'search', 'instagram', 'outbox',
];

// Each feature may import only itself among features.
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features never import each other: move what they share to src/components or src/lib.',
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', '.tmp', 'server/db/migrations', 'dev-dist', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.app.json', './tsconfig.sw.json', './tsconfig.node.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            { target: './contracts', from: ['./src', './server', './sw'], message: 'contracts/ imports nothing of the app or server.' },
            { target: './src', from: './server', message: 'The app never imports server code.' },
            { target: './server', from: ['./src', './sw'], message: 'The server never imports app code.' },
            { target: ['./src/components', './src/lib', './src/db', './src/api', './src/sync', './src/stores'], from: ['./src/features', './src/app'], message: 'Shared code flows one way: shared -> features -> app.' },
            { target: './sw', from: ['./src/features', './src/app', './src/components', './src/api/client.ts'], message: 'The service worker imports contracts/, src/db and src/sync only.' },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', message: 'Only src/db touches Dexie.' },
            { name: 'dexie-react-hooks', message: 'Read through the hooks in src/db.' },
            { name: 'ky', message: 'Only src/api talks HTTP.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/db/**', 'sw/**', 'tests/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'dexie', message: 'Only src/db touches Dexie.' }] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
