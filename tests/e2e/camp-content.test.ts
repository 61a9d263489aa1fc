import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Camp } from '../../contracts/camps';
import type { Rule } from '../../contracts/rules';
import type { Team } from '../../contracts/teams';
import { users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { defaultTeamYear } from '../../src/features/teams/admin/team-validation';
import { type Browser, closeE2e, type E2eServer, launchBrowser, openE2e } from '../support/e2e.js';
import { apiLogin, eventually, openSignedIn, recordWrites, waitForServiceWorker, type Session } from '../support/e2e-session.js';
import { sentChanges } from '../support/sent-changes.js';

let server: E2eServer;
let camperPhone: Browser;
let staffPhone: Browser | undefined;
let admin: Session;
let camper: Session;
let organizer: Session;

beforeAll(async () => {
  ({ server, browser: camperPhone } = await openE2e());
  const passwordHash = await hashPassword('pinecone-2025');
  await server.database.db.insert(users).values([
    { email: 'zoe@camp.test', passwordHash, role: 'camper', status: 'approved', firstName: 'Zoë', lastName: 'Ångström' },
    { email: 'jose@camp.test', passwordHash, role: 'camper', status: 'approved', firstName: 'José', lastName: 'Núñez' },
    { email: 'olive@camp.test', passwordHash, role: 'organizer', status: 'approved', firstName: 'Olive', lastName: 'Oak' },
  ]);
  admin = await apiLogin(server.url);
  camper = await apiLogin(server.url, 'zoe@camp.test', 'pinecone-2025');
  organizer = await apiLogin(server.url, 'olive@camp.test', 'pinecone-2025');
});
afterAll(async () => {
  await staffPhone?.close();
  await closeE2e(server, camperPhone);
});

const api = async <T>(path: string, who: Session): Promise<T> =>
  (await fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${who.token}` } })).json() as Promise<T>;
const ruleCards = (b: Browser) => b.page.getByRole('list', { name: 'Rules' }).getByRole('listitem');

describe('camp content on the phone (issue: Rules, Map, Camps, Teams, Help, Privacy)', () => {
  it('gives a camper, offline, the 8 rules with filters, the map with its 6 locations, Help and Privacy', async () => {
    const { page, context } = camperPhone;
    await openSignedIn(page, server.url, camper, '/rules');
    await eventually(async () => (await ruleCards(camperPhone).count()) === 8, 'the 8 rules to arrive');
    await waitForServiceWorker(page);
    await ruleCards(camperPhone).first().waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Camp Rules' }).waitFor();
    await eventually(async () => (await ruleCards(camperPhone).count()) === 8, 'the 8 rules offline');
    await page.getByText(/10 PM to 7 AM/).waitFor();
    await page.getByRole('tab', { name: 'Safety' }).click();
    await eventually(async () => (await ruleCards(camperPhone).count()) === 3, 'the Safety filter');
    expect(await page.getByRole('button', { name: 'Add Rule' }).count()).toBe(0);

    // The map, never opened on this phone, comes from the precache and the replicated tables.
    await page.goto(`${server.url}/map`);
    await page.getByRole('heading', { name: 'Camp Map' }).waitFor();
    const image = page.getByRole('img', { name: /^Map of/ });
    await image.waitFor();
    await eventually(
      async () => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      'the map image to show offline',
    );
    const locations = page.getByRole('list', { name: 'Key locations' }).getByRole('listitem');
    await eventually(async () => (await locations.count()) === 6, 'the 6 locations');
    expect(await page.locator('[data-icon]').evaluateAll((els) => els.map((e) => e.getAttribute('data-icon')))).toEqual([
      'Navigation',
      'Home',
      'Tent',
      'MapPin',
      'Mountain',
      'Car',
    ]);
    await page.getByRole('region', { name: 'Getting Here' }).getByText('4200 Lakeview Road, Pine Valley, CA 91962').waitFor();
    expect(await page.getByRole('link', { name: /Open in Maps App/ }).getAttribute('href')).toContain(
      encodeURIComponent('4200 Lakeview Road'),
    );
    expect(await page.getByRole('button', { name: /Edit Locations/ }).count()).toBe(0);

    await page.goto(`${server.url}/help`);
    await page.getByRole('heading', { name: 'Help & Support' }).waitFor();
    await page.getByRole('region', { name: 'Still Need Help?' }).getByRole('link', { name: 'Contact Counselors' }).waitFor();
    await page.goto(`${server.url}/privacy`);
    await page.getByText('Messages and photos are kept for the camp session plus 1 year.').waitFor();
    await page.getByRole('button', { name: 'Back' }).waitFor();
    await context.setOffline(false);
  });

  it('keeps a rule an organizer adds offline, and the server has it exactly once after reconnecting', async () => {
    staffPhone = await launchBrowser();
    const { page, context } = staffPhone;
    await openSignedIn(page, server.url, organizer, '/rules');
    await eventually(
      async () => (await page.getByRole('list', { name: 'Rules' }).getByRole('listitem').count()) === 8,
      'the rules on the organizer phone',
    );
    await waitForServiceWorker(page);
    await page.getByRole('list', { name: 'Rules' }).getByRole('listitem').first().waitFor();
    const writes = recordWrites(context);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add Rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Rule' });
    const add = dialog.getByRole('button', { name: 'Add Rule' });
    await dialog.getByLabel('Title').fill('Sunscreen Every Two Hours');
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByLabel('Description').fill('Reapply sunscreen every two hours at the beach, and after swimming.');
    await dialog.getByLabel('Category').selectOption('Health');
    await add.click();
    const card = page.getByRole('listitem', { name: 'Sunscreen Every Two Hours' });
    await card.getByText('Waiting to send').waitFor();
    await page.reload();
    await card.getByText('Waiting to send').waitFor();
    expect((await api<Rule[]>('/rules', admin)).some((r) => r.title === 'Sunscreen Every Two Hours')).toBe(false);

    await context.setOffline(false);
    const onServer = async () => (await api<Rule[]>('/rules', admin)).filter((r) => r.title === 'Sunscreen Every Two Hours');
    await eventually(async () => (await onServer()).length > 0, 'the rule to reach the server');
    await eventually(async () => (await card.getByText('Waiting to send').count()) === 0, 'the phone to have nothing left waiting');
    const stored = await onServer();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ category: 'Health', importance: 'medium', updatedBy: 'Olive Oak' });
    const sentRules = sentChanges(writes).filter((o) => o.path.startsWith('/rules'));
    expect(sentRules).toEqual([{ ...sentRules[0], method: 'POST', path: '/rules' }]);
  });

  it('lets an admin create a camp and a team whose members auto-link to existing campers', async () => {
    const phone = staffPhone ?? (await launchBrowser());
    staffPhone = phone;
    const { page } = phone;
    await openSignedIn(page, server.url, admin, '/admin/camps');
    await page.getByRole('heading', { name: 'Camp Management' }).waitFor();
    await page.getByRole('button', { name: 'Create Camp' }).click();
    const campForm = page.getByRole('dialog', { name: 'Create Camp' });
    await campForm.getByLabel('Name *').fill('Camp Weekend 2026');
    await campForm.getByLabel('Location *').fill('Whispering Pines Campground');
    await campForm.getByLabel('Address *').fill('4200 Lakeview Road, Pine Valley, CA 91962');
    await campForm.getByLabel('Start date *').fill('2026-09-04');
    await campForm.getByLabel('End date *').fill('2026-09-06');
    await campForm.getByLabel('Website').fill('https://campweekend.example.org');
    await campForm.getByLabel('Counselor 1 name').fill('Ana López');
    await campForm.getByLabel('Counselor 1 phone').fill('(555) 111-2222');
    await campForm.getByRole('button', { name: 'Create Camp' }).click();
    await page.getByText('Camp created').waitFor();
    await page.getByRole('listitem', { name: 'Camp Weekend 2026' }).waitFor();
    const camps = await api<Camp[]>('/camps', admin);
    expect(camps.find((c) => c.name === 'Camp Weekend 2026')).toMatchObject({
      year: new Date().getFullYear(),
      is_active: true,
      start_date: '2026-09-04T12:00:00.000Z',
    });

    await page.goto(`${server.url}/admin/teams`);
    await page.getByRole('heading', { name: 'Team Management' }).waitFor();
    await page.getByRole('button', { name: 'Create Team' }).click();
    const teamForm = page.getByRole('dialog', { name: 'Create Team' });
    await teamForm.getByLabel('Team name').fill('Purple Owls');
    await teamForm.getByRole('button', { name: 'purple' }).click();
    await teamForm.getByLabel('Member 1').fill('zoe angstrom');
    for (let i = 0; i < 3; i += 1) await teamForm.getByRole('button', { name: 'Add another member' }).click();
    await teamForm.getByLabel('Member 2').fill('JOSE NUNEZ');
    await teamForm.getByLabel('Member 4').fill('Someone Not Here');
    await teamForm.getByRole('button', { name: 'Create Team' }).click();
    const card = page.getByRole('listitem', { name: 'Purple Owls' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Auto-link' }).click();
    await page.getByText('Auto-linking completed! Linked 2 members.').waitFor();
    await card.getByText(/Linked now: zoe angstrom, JOSE NUNEZ/).waitFor();
    const { teams } = await api<{ teams: Team[] }>(`/admin/teams?year=${defaultTeamYear()}`, admin);
    expect(teams.find((t) => t.name === 'Purple Owls')?.members.map((m) => [m.name, m.is_linked])).toEqual([
      ['zoe angstrom', true],
      ['JOSE NUNEZ', true],
      ['Someone Not Here', false],
    ]);

    // The camper's phone learns their team through the replication stream.
    await camperPhone.page.goto(`${server.url}/more`);
    await camperPhone.page
      .getByTestId('my-team')
      .getByText(/Team Purple Owls/)
      .waitFor({ timeout: 15_000 });
  });
});
