// @vitest-environment node
/**
 * The layer boundaries of eslint.config.js must fire. Each fixture in tests/lint-fixtures breaks
 * one rule and is linted with the real config as if it lived where the rule applies; a clean
 * fixture proves the rules do not fire on allowed imports. If the import resolver goes, imports
 * written without `.ts` stop resolving and these expectations fail.
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

// The first lint follows a whole screen's imports (no-cycle): generous time on a busy machine.
describe('layer boundaries in eslint.config.js', { timeout: 120_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    expect(await lint('feature-imports-feature.ts', 'src/features/feed/boundary-fixture.ts')).toEqual([
      { ruleId: 'import-x/no-restricted-paths', line: 2, message: expect.stringContaining('Features never import each other') as string },
    ]);
  });

  it("refuses src/db reading through Dexie's own liveQuery or useLiveQuery instead of the ones that reopen a lost connection", async () => {
    expect(await lint('db-plain-live-query.ts', 'src/db/hooks/use-boundary-fixture.ts')).toEqual([
      { ruleId: 'no-restricted-imports', line: 2, message: expect.stringContaining('Use liveRead (src/db/live-read.ts)') as string },
      {
        ruleId: 'no-restricted-imports',
        line: 3,
        message: expect.stringContaining('Use useLiveQuery of src/db/hooks/use-live-query.ts') as string,
      },
    ]);
  });

  it('refuses a feature opening Dexie', async () => {
    const found = await lint('feature-imports-dexie.ts', 'src/features/feed/boundary-fixture.ts');
    expect(found).toEqual([
      { ruleId: 'no-restricted-imports', line: 2, message: expect.stringContaining('Only src/db touches Dexie') as string },
      { ruleId: 'no-restricted-imports', line: 3, message: expect.stringContaining('Read through the hooks in src/db') as string },
    ]);
  });

  it('refuses a feature talking HTTP through ky', async () => {
    expect(await lint('feature-imports-ky.ts', 'src/features/feed/boundary-fixture.ts')).toEqual([
      { ruleId: 'no-restricted-imports', line: 2, message: expect.stringContaining('Only src/api talks HTTP') as string },
    ]);
  });

  it('refuses src/lib importing src/outbox', async () => {
    expect(await lint('lib-imports-outbox.ts', 'src/lib/boundary-fixture.ts')).toEqual([
      { ruleId: 'import-x/no-restricted-paths', line: 2, message: expect.stringContaining('src/lib holds plain helpers') as string },
    ]);
  });

  it('refuses src/api in a screen that must work offline, and allows it in an online-only one', async () => {
    expect(await lint('feature-imports-api.ts', 'src/features/events/boundary-fixture.ts')).toEqual([
      { ruleId: 'import-x/no-restricted-paths', line: 3, message: expect.stringContaining('only the online-only screens') as string },
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
      { ruleId: 'import-x/no-restricted-paths', line: 3, message: expect.stringContaining('only the online-only screens') as string },
    ]);
  });

  it('refuses a shared room of the server importing an area', async () => {
    expect(await lint('room-imports-area.ts', 'server/http/boundary-fixture.ts')).toEqual([
      { ruleId: 'import-x/no-restricted-paths', line: 2, message: expect.stringContaining('Shared rooms') as string },
    ]);
    expect(await lint('room-imports-area.ts', 'server/teams/boundary-fixture.ts')).toEqual([]);
  });

  it('refuses an import cycle, but not one made of type-only imports', async () => {
    expect(await lint('cycle/cycle-a.ts', 'tests/lint-fixtures/cycle/cycle-a.ts')).toEqual([
      { ruleId: 'import-x/no-cycle', line: 2, message: 'Dependency cycle detected' },
    ]);
    expect(await lint('cycle/type-only-a.ts', 'tests/lint-fixtures/cycle/type-only-a.ts')).toEqual([]);
  });

  it('lets a feature import itself, shared components and helpers', async () => {
    expect(await lint('clean.tsx', 'src/features/events/boundary-fixture.tsx')).toEqual([]);
  });

  it('keeps the src/lib rule to src/lib: shared components may use src/outbox', async () => {
    expect(await lint('lib-imports-outbox.ts', 'src/components/boundary-fixture.ts')).toEqual([]);
  });
});
