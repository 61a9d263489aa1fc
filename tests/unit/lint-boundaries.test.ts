// @vitest-environment node
/**
 * The layer boundaries of eslint.config.js must fire. Each boundary (a zone, a restricted import,
 * the cycle rule) has one case here, in the order of the config, with a fixture of tests/lint-fixtures
 * that breaks it, linted with the real config as if it lived where the boundary applies; so removing
 * any one boundary from the config fails its case. Allowed imports sit beside the refused ones and in a
 * clean fixture, so the boundaries do not fire where they should not. If the import resolver goes,
 * imports written without `.ts` stop resolving and these expectations fail.
 */
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = decodeURIComponent(new URL('../../', import.meta.url).pathname).replace(/\/$/, '');
const fixtures = import.meta.glob<string>('../lint-fixtures/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

function fixture(name: string): string {
  const text = fixtures[`../lint-fixtures/${name}`];
  if (text === undefined) throw new Error(`No lint fixture ${name}`);
  return text;
}

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    ignore: false,
    overrideConfig: [
      // The fixtures pretend to live at paths no tsconfig lists, so lint them without type information.
      { files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked },
      // An import that does not resolve can break no rule: fail loudly instead of passing quietly.
      { rules: { 'import-x/no-unresolved': 'error' } },
    ],
  });
});

type Found = Pick<Linter.LintMessage, 'ruleId' | 'message' | 'line'>;

async function lintSource(text: string, pretendPath: string): Promise<Found[]> {
  const [result] = await eslint.lintText(text, { filePath: `${root}/${pretendPath}` });
  return (result?.messages ?? []).map(({ ruleId, message, line }) => ({ ruleId, message, line }));
}

const lint = (name: string, pretendPath: string) => lintSource(fixture(name), pretendPath);

/** The one error a boundary zone reports on `line`, its message containing `says`. */
const zone = (line: number, says: string) => ({
  ruleId: 'import-x/no-restricted-paths',
  line,
  message: expect.stringContaining(says) as string,
});
const restricted = (line: number, says: string) => ({
  ruleId: 'no-restricted-imports',
  line,
  message: expect.stringContaining(says) as string,
});

// The first lint follows a whole screen's imports (no-cycle): generous time on a busy machine.
describe('layer boundaries in eslint.config.js', { timeout: 120_000 }, () => {
  // The zones, in the order of eslint.config.js.
  it('refuses a feature importing another feature', async () => {
    expect(await lint('feature-imports-feature.ts', 'src/features/feed/boundary-fixture.ts')).toEqual([
      zone(2, 'Features never import each other'),
    ]);
  });

  it('refuses contracts/ importing the app, the server or the service worker', async () => {
    const says = 'contracts/ imports nothing of the app or server';
    expect(await lint('contracts-imports-code.ts', 'contracts/boundary-fixture.ts')).toEqual([zone(2, says), zone(3, says), zone(4, says)]);
  });

  it('refuses the app importing server code', async () => {
    expect(await lint('app-imports-server.ts', 'src/lib/boundary-fixture.ts')).toEqual([zone(2, 'The app never imports server code')]);
  });

  it('refuses the server importing app code, src/i18n too, but lets it read the text catalogs of texts/', async () => {
    const says = 'The server never imports app code';
    expect(await lint('server-imports-app.ts', 'server/http/boundary-fixture.ts')).toEqual([zone(2, says), zone(3, says)]);
  });

  it('refuses the server importing the service worker', async () => {
    expect(await lint('server-imports-sw.ts', 'server/http/boundary-fixture.ts')).toEqual([zone(2, 'The server never imports app code')]);
  });

  it('refuses the service worker importing src/ beyond src/db, src/replication and src/outbox', async () => {
    const says = 'The service worker imports contracts/, src/db, src/replication and src/outbox only';
    expect(await lint('sw-imports-app.ts', 'sw/boundary-fixture.ts')).toEqual([zone(2, says), zone(3, says)]);
  });

  it('refuses shared code importing a feature or the app', async () => {
    const says = 'Shared code flows one way';
    for (const layer of ['components', 'lib', 'db', 'api', 'replication', 'outbox', 'stores', 'pwa']) {
      expect(await lint('shared-imports-screens.ts', `src/${layer}/boundary-fixture.ts`)).toEqual([zone(2, says), zone(3, says)]);
    }
  });

  it('refuses a feature importing the app', async () => {
    expect(await lint('feature-imports-app.ts', 'src/features/feed/boundary-fixture.ts')).toEqual([
      zone(2, 'A feature never imports the route table or the frame'),
    ]);
  });

  it('refuses src/lib importing src/outbox, and keeps that rule to src/lib: shared components may use it', async () => {
    expect(await lint('lib-imports-outbox.ts', 'src/lib/boundary-fixture.ts')).toEqual([zone(2, 'src/lib holds plain helpers')]);
    expect(await lint('lib-imports-outbox.ts', 'src/components/boundary-fixture.ts')).toEqual([]);
  });

  it("refuses src/lib importing the phone's database", async () => {
    expect(await lint('lib-imports-db.ts', 'src/lib/boundary-fixture.ts')).toEqual([
      zone(2, "code that reads or writes the phone's database"),
    ]);
  });

  it('refuses replication importing the outbox, and lets the outbox ask for a pull', async () => {
    expect(await lint('replication-imports-outbox.ts', 'src/replication/boundary-fixture.ts')).toEqual([
      zone(2, 'Replication never imports the outbox'),
    ]);
    expect(await lint('replication-imports-outbox.ts', 'src/outbox/boundary-fixture.ts')).toEqual([]);
  });

  it('refuses src/db calling the server', async () => {
    expect(await lint('db-imports-api.ts', 'src/db/boundary-fixture.ts')).toEqual([zone(2, 'src/db keeps what is on the phone')]);
  });

  it("keeps an area's data folder (src/db/<area>/) inside src/db's fences", async () => {
    // The fixtures written for src/<layer>/, linted one folder deeper, in an area's data home.
    const deeper = (name: string) => fixture(name).replaceAll("'../", "'../../");
    expect(await lintSource(deeper('shared-imports-screens.ts'), 'src/db/events/boundary-fixture.ts')).toEqual([
      zone(2, 'Shared code flows one way'),
      zone(3, 'Shared code flows one way'),
    ]);
    expect(await lintSource(deeper('db-imports-api.ts'), 'src/db/events/boundary-fixture.ts')).toEqual([
      zone(2, 'src/db keeps what is on the phone'),
    ]);
    expect(await lint('db-plain-live-query.ts', 'src/db/events/use-boundary-fixture.ts')).toEqual([
      restricted(2, 'Use liveRead (src/db/live-read.ts)'),
      restricted(3, 'Use useLiveQuery of src/db/hooks/use-live-query.ts'),
    ]);
    // A shared helper never leans on an area's data, and an area's data opens Dexie.
    const libOnArea = fixture('lib-imports-db.ts').replace(
      "{ isConnectionLost } from '../db/idb-errors'",
      "{ groupByDay as isConnectionLost } from '../db/events/event-rules'",
    );
    expect(await lintSource(libOnArea, 'src/lib/boundary-fixture.ts')).toEqual([zone(2, "code that reads or writes the phone's database")]);
    const dexie = fixture('dexie-where-allowed.ts').replace('Dexie, { liveQuery }', 'Dexie').replace('[Dexie, liveQuery]', '[Dexie]');
    expect(await lintSource(dexie, 'src/db/events/boundary-fixture.ts')).toEqual([]);
  });

  it('refuses src/api storing what it fetched', async () => {
    expect(await lint('api-imports-db.ts', 'src/api/boundary-fixture.ts')).toEqual([zone(2, 'src/api only talks HTTP')]);
  });

  it('refuses src/api in a screen that must work offline, and allows it in an online-only one', async () => {
    expect(await lint('feature-imports-api.ts', 'src/features/events/boundary-fixture.ts')).toEqual([
      zone(3, 'only the online-only screens'),
    ]);
    for (const screen of ['auth', 'instagram']) {
      expect(await lint('feature-imports-api.ts', `src/features/${screen}/boundary-fixture.ts`)).toEqual([]);
    }
    // One folder deeper: an area's organizer tools, data export and avatar upload, an area's Instagram part.
    const deeper = fixture('feature-imports-api.ts').replace("'../../api/", "'../../../api/");
    for (const folder of ['events/admin', 'dashboard/admin', 'profile/online', 'photos/instagram']) {
      expect(await lintSource(deeper, `src/features/${folder}/boundary-fixture.ts`)).toEqual([]);
    }
    expect(await lintSource(deeper, 'src/features/events/components/boundary-fixture.ts')).toEqual([
      zone(3, 'only the online-only screens'),
    ]);
  });

  it('refuses a shared room of the server importing an area', async () => {
    expect(await lint('room-imports-area.ts', 'server/http/boundary-fixture.ts')).toEqual([
      { ruleId: 'import-x/no-restricted-paths', line: 2, message: expect.stringContaining('Shared rooms') as string },
    ]);
    expect(await lint('room-imports-area.ts', 'server/teams/boundary-fixture.ts')).toEqual([]);
  });

  // The restricted imports.
  it('refuses a feature opening Dexie', async () => {
    expect(await lint('feature-imports-dexie.ts', 'src/features/feed/boundary-fixture.ts')).toEqual([
      restricted(2, 'Only src/db touches Dexie'),
      restricted(3, 'Read through the hooks in src/db'),
    ]);
  });

  it('refuses a feature talking HTTP through ky', async () => {
    expect(await lint('feature-imports-ky.ts', 'src/features/feed/boundary-fixture.ts')).toEqual([
      restricted(2, 'Only src/api talks HTTP'),
    ]);
  });

  it('lets src/db and the tests open Dexie', async () => {
    expect(await lint('dexie-where-allowed.ts', 'src/db/live-read.ts')).toEqual([]);
    expect(await lint('dexie-where-allowed.ts', 'tests/unit/boundary-fixture.test.ts')).toEqual([]);
  });

  it("refuses src/db reading through Dexie's own liveQuery or useLiveQuery instead of the ones that reopen a lost connection", async () => {
    expect(await lint('db-plain-live-query.ts', 'src/db/hooks/use-boundary-fixture.ts')).toEqual([
      restricted(2, 'Use liveRead (src/db/live-read.ts)'),
      restricted(3, 'Use useLiveQuery of src/db/hooks/use-live-query.ts'),
    ]);
  });

  it('lets src/api talk HTTP through ky, and still refuses it Dexie', async () => {
    expect(await lint('api-imports-ky-and-dexie.ts', 'src/api/boundary-fixture.ts')).toEqual([restricted(3, 'Only src/db touches Dexie')]);
  });

  it('refuses drizzle and the tables outside the data files, and lets repositories, pull sources and server/db use them', async () => {
    const says = 'Only repositories, pull sources and server/db';
    expect(await lint('route-imports-drizzle.ts', 'server/teams/routes.ts')).toEqual([
      restricted(2, says),
      restricted(3, says),
      restricted(4, says),
    ]);
    for (const file of ['server/teams/repository.ts', 'server/teams/members-repository.ts', 'server/teams/pull-source.ts']) {
      expect(await lint('route-imports-drizzle.ts', file)).toEqual([]);
    }
    // server/db itself reads its tables (a shared room, so without the area's import).
    const inDb = fixture('route-imports-drizzle.ts')
      .replace("'../db/schema/", "'./schema/")
      .replace(/^import .* from '\.\.\/rollcalls\/.*$/m, '');
    expect(await lintSource(inDb, 'server/db/boundary-fixture.ts')).toEqual([]);
  });

  // The rest.
  it('refuses an import cycle, but not one made of type-only imports', async () => {
    expect(await lint('cycle/cycle-a.ts', 'tests/lint-fixtures/cycle/cycle-a.ts')).toEqual([
      { ruleId: 'import-x/no-cycle', line: 2, message: 'Dependency cycle detected' },
    ]);
    expect(await lint('cycle/type-only-a.ts', 'tests/lint-fixtures/cycle/type-only-a.ts')).toEqual([]);
  });

  it('lets a feature import itself, shared components and helpers', async () => {
    expect(await lint('clean.tsx', 'src/features/events/boundary-fixture.tsx')).toEqual([]);
  });
});
