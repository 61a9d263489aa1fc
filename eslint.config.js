import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;

// Every folder in src/features is a feature, so a new area is fenced in the day its folder appears.
const features = fs
  .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * The online-only screens: the only feature code allowed to import src/api. They need the network
 * by nature (admin tools, sign-in and registration, data export, avatar upload, Instagram) and say
 * clearly when offline. Every other screen reads Dexie through the hooks of src/db (src/db/<area>/) and writes with mutate(),
 * so it works at the campsite. This is the one list; docs/ARCHITECTURE.md ("Layer boundaries")
 * explains it. A new online-only screen goes under one of these paths.
 */
const onlineOnlyScreens = [
  // An area's admin and organizer tools: users, camps, teams, the dashboard, event and poll editors, and pinning a post
  // (features/feed/admin/use-pin-post.ts: an organizer tool, done on the server, then pulled; one of the two writes
  // that do not go through mutate()).
  'src/features/*/admin/**',
  'src/features/auth/**', // sign-in, registration, password change
  'src/features/*/online/**', // what the server makes on request: data export, avatar upload, a private calendar address
  'src/features/instagram/**', // Instagram sign-in
  // An area's Instagram part, such as sharing a photo and cross-posting it (features/photos/instagram/cross-post.ts, the
  // other write that does not go through mutate(): Instagram needs the photo's address on the camp server at once).
  'src/features/*/instagram/**',
];

/** The server's shared rooms; every other folder of server/ is an area, fenced in the day its folder appears. */
const serverRooms = ['db', 'http', 'infra', 'live', 'storage'];
const serverAreas = fs
  .readdirSync(path.join(root, 'server'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !serverRooms.includes(entry.name))
  .map((entry) => `./server/${entry.name}`)
  .sort();

// Each feature may import only itself among features.
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features never import each other: move what they share to src/components or src/lib.',
}));

const sharedLayers = [
  './src/components',
  './src/lib',
  './src/db',
  './src/api',
  './src/replication',
  './src/outbox',
  './src/stores',
  './src/pwa',
];

/**
 * One zone a boundary: each has its case in tests/unit/lint-boundaries.test.ts (a fixture that breaks
 * it), so a zone that goes or stops firing fails that test.
 */
const zones = [
  ...featureZones,
  // The wire, the app, the service worker and the server.
  { target: './contracts', from: ['./src', './server', './sw'], message: 'contracts/ imports nothing of the app or server.' },
  { target: './src', from: './server', message: 'The app never imports server code.' },
  { target: './server', from: './src', message: 'The server never imports app code (the text catalogs both read are in texts/).' },
  { target: './server', from: './sw', message: 'The server never imports app code.' },
  {
    target: serverRooms.map((room) => `./server/${room}`),
    from: serverAreas,
    message: 'Shared rooms (server/db, http, infra, live, storage) never import an area: app.ts gives them what they need.',
  },
  {
    target: './sw',
    from: './src',
    except: ['./db', './replication', './outbox'],
    message: 'The service worker imports contracts/, src/db, src/replication and src/outbox only.',
  },
  // Inside the app: shared -> features -> app.
  { target: sharedLayers, from: ['./src/features', './src/app'], message: 'Shared code flows one way: shared -> features -> app.' },
  {
    target: './src/features',
    from: './src/app',
    message: 'Shared code flows one way: shared -> features -> app. A feature never imports the route table or the frame.',
  },
  {
    target: './src/lib',
    from: ['./src/replication', './src/outbox'],
    message: 'src/lib holds plain helpers: code that needs replication or the outbox lives there or in src/pwa.',
  },
  {
    target: './src/lib',
    from: './src/db',
    message: "src/lib holds plain helpers: code that reads or writes the phone's database lives in src/db.",
  },
  {
    target: './src/replication',
    from: './src/outbox',
    message: 'Replication never imports the outbox: the outbox decides when it drains and asks for the pull after a drain.',
  },
  {
    target: './src/db',
    from: './src/api',
    message: 'src/db keeps what is on the phone and never calls the server: src/outbox and src/replication carry changes both ways.',
  },
  {
    target: './src/api',
    from: './src/db',
    message: 'src/api only talks HTTP: what it fetches is stored by src/replication or src/outbox, never by src/api itself.',
  },
];

// Feature code outside the online-only screens: the same zones plus "no src/api".
const offlineFeatureZones = [
  ...zones,
  {
    target: './src/features',
    from: './src/api',
    message:
      'Screens read Dexie and write through the mutation registry; only the online-only screens listed in eslint.config.js call src/api.',
  },
];

const restrictedPaths = (list) => ['error', { basePath: root, zones: list }];

const dexieAndKy = [
  { name: 'dexie', message: 'Only src/db touches Dexie.' },
  { name: 'dexie-react-hooks', message: 'Read through the hooks in src/db.' },
  { name: 'ky', message: 'Only src/api talks HTTP.' },
];

/**
 * Drizzle and the schema's tables live in the server's data files: an area's repository.ts and *-repository.ts,
 * its pull-source.ts, and server/db. Everything else asks a repository. The shared rooms below keep tables of
 * their own and read them where they use them; each is listed with its reason.
 */
const serverDataFiles = [
  'server/**/repository.ts',
  'server/**/*-repository.ts',
  'server/**/pull-source.ts',
  'server/db/**',
  'server/http/idempotency.ts', // a keyed request's stored answer, written in the request's own transaction
  'server/http/idempotency-purge-job.ts', // forgets the stored answers after their retention
  'server/http/client-created.ts', // reads the tombstones: a phone's id deleted since is refused
  'server/infra/scheduled-job.ts', // the job leases that let one instance run each job
  'server/replication/cursor.ts', // the pull's snapshot and its cursor
  'server/replication/delta.ts', // the delta conditions every pull source builds on, tombstones and touches
  'server/replication/pull-marks.ts', // the pull marks a cursor names
  'server/replication/touch-prune.ts', // the touches log's prune and its cutoffs
];

const drizzleOutsideData = {
  paths: [...dexieAndKy, { name: 'drizzle-orm', message: 'Only repositories, pull sources and server/db use drizzle: ask a repository.' }],
  patterns: [
    { group: ['drizzle-orm/*'], message: 'Only repositories, pull sources and server/db use drizzle: ask a repository.' },
    {
      regex: '(^|/)db/schema(/|$)',
      message: "Only repositories, pull sources and server/db read the schema's tables: ask a repository.",
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', '.tmp', 'server/db/migrations', 'dev-dist', 'coverage', 'tests/lint-fixtures'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.app.json', './tsconfig.sw.json', './tsconfig.node.json'],
        tsconfigRootDir: root,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Files import-x reads to follow imports (no-cycle); by default it reads .js only.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      // Without a resolver, `import x from './y'` (no .ts) never resolves and the zones below never fire.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['./tsconfig.app.json', './tsconfig.sw.json', './tsconfig.node.json'].map((p) => path.join(root, p)),
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Type-only imports are erased at build time, so they are not counted as cycles.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': restrictedPaths(zones),
      'no-restricted-imports': ['error', { paths: dexieAndKy }],
    },
  },
  {
    files: ['src/features/**'],
    ignores: onlineOnlyScreens,
    rules: { 'import-x/no-restricted-paths': restrictedPaths(offlineFeatureZones) },
  },
  {
    files: ['server/**'],
    ignores: serverDataFiles,
    rules: { 'no-restricted-imports': ['error', drizzleOutsideData] },
  },
  {
    files: ['src/db/**', 'tests/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Live reads go through src/db/live-read.ts, which outlives a connection Safari dropped under the page.
    files: ['src/db/**'],
    ignores: ['src/db/live-read.ts', 'src/db/hooks/use-live-query.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', importNames: ['liveQuery'], message: 'Use liveRead (src/db/live-read.ts): it reopens a lost connection.' },
            {
              name: 'dexie-react-hooks',
              importNames: ['useLiveQuery'],
              message: 'Use useLiveQuery of src/db/hooks/use-live-query.ts: it reopens a lost connection.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: dexieAndKy.filter((p) => p.name !== 'ky') }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
