import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The server tests mostly wait (scrypt in libuv's pool, PostgreSQL in its own process), so two files at a time
 * keep both cores busy even on a 2-core machine, where vitest would otherwise run one (cores - 1).
 * Each file copies its database from the run's templates (tests/support/test-database-templates.ts).
 */
const serverTests: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  include: ['tests/server/**/*.test.ts'],
  globalSetup: ['tests/support/test-database-templates.ts'],
  setupFiles: ['tests/support/cheap-password-hashing.ts'],
  maxWorkers: 2,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

const chromiumTests: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  include: ['tests/e2e/**/*.test.ts'],
  globalSetup: ['tests/support/test-database-templates.ts'],
  setupFiles: ['tests/support/cheap-password-hashing.ts', 'tests/support/report-pages-on-failure.ts'],
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

/**
 * The Chromium files that run alone, after the others: those that start several browsers or servers of their own
 * (the fault test, the camp hub, the three roles' audit, the engines' scenarios), and the one that times a post's
 * arrival on the machine's clock.
 */
const E2E_ALONE = [
  'tests/e2e/chaos.test.ts',
  'tests/e2e/camp-hub.test.ts',
  'tests/e2e/accessibility.test.ts',
  'tests/e2e/engine-scenarios.test.ts',
  'tests/e2e/route-sweep.test.ts',
  'tests/e2e/post-arrival.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // Two files at a time: vitest would otherwise run one (cores - 1) on a 2-core machine.
          maxWorkers: 2,
          // Generous bounds for a busy machine: findBy, waitFor and vi.waitFor wait up to 10 s (tests/unit/setup.ts).
          testTimeout: 30_000,
        },
      },
      {
        // tests/server/postgres/ holds what only PostgreSQL has: several instances, LISTEN/NOTIFY, its connections.
        test: { ...serverTests, name: 'server-pglite', env: { TEST_DB: 'pglite' }, exclude: ['tests/server/postgres/**'] },
      },
      {
        test: {
          ...serverTests,
          name: 'server-postgres',
          env: { TEST_DB: 'postgres' },
          setupFiles: ['tests/support/cheap-password-hashing.ts', 'tests/support/pg-overlap-guard.ts'],
        },
      },
      {
        // Two Chromium files at a time: each mostly waits on its browser and its server.
        test: { ...chromiumTests, name: 'e2e', exclude: E2E_ALONE, maxWorkers: 2 },
      },
      {
        test: { ...chromiumTests, name: 'e2e-alone', include: E2E_ALONE, fileParallelism: false },
      },
      {
        test: {
          name: 'webkit',
          environment: 'node',
          include: ['tests/webkit/**/*.test.ts'],
          globalSetup: ['tests/support/test-database-templates.ts'],
          setupFiles: ['tests/support/cheap-password-hashing.ts'],
          testTimeout: 240_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
