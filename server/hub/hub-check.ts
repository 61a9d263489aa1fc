/**
 * `npm run hub -- --check`: what the hub held after its last pull against what the cloud holds now, area by area,
 * and the photos. Exit code 0 when nothing is missing, 1 when something is, 2 when the cloud cannot be asked.
 */
import { hubCountsSchema, hubPhotosSchema } from '../../contracts/hub-pull.js';
import { CloudError, type CloudClient } from './cloud-client.js';
import type { HubFiles } from './hub-files.js';

interface AreaFigures {
  held: number;
  cloud: number;
  /** Rows of its tables the hub lacks (a table holding more, through changes made here, does not make up for another). */
  missing: number;
}

export async function checkHub(cloud: CloudClient, files: HubFiles, say: (line: string) => void): Promise<number> {
  const held = files.readHeld();
  if (!held) {
    say('This hub holds nothing yet: start it with npm run hub -- --cloud <address> --key <hub key>, and let it finish its first pull.');
    return 1;
  }
  let counts, photos;
  try {
    counts = hubCountsSchema.parse(await cloud.json('GET', '/hub/counts'));
    photos = hubPhotosSchema.parse(await cloud.json('GET', '/hub/photos'));
  } catch (err) {
    if (!(err instanceof CloudError)) throw err;
    say(`${err.message} The check cannot compare the hub with the cloud.`);
    return 2;
  }
  const heldRows = new Map(held.tables.map((t) => [t.table, t.rows]));
  const areas = new Map<string, AreaFigures>();
  for (const { area, table, rows } of counts.tables) {
    const figures = areas.get(area) ?? { held: 0, cloud: 0, missing: 0 };
    const here = heldRows.get(table) ?? 0;
    figures.held += here;
    figures.cloud += rows;
    figures.missing += Math.max(0, rows - here);
    areas.set(area, figures);
  }
  say(`What this hub holds against the cloud at ${cloud.address} (last pull ${held.pulledAt}):`);
  for (const [area, f] of areas)
    say(
      `  ${area.padEnd(18)} ${String(f.held).padStart(7)} of ${String(f.cloud).padStart(7)} rows${f.missing ? `  MISSING ${f.missing}` : ''}`,
    );
  const heldPhotos = new Set(held.photos);
  const wanted = photos.photos;
  const missingPhotos = wanted.filter((p) => !heldPhotos.has(p.key)).length;
  say(
    `  ${'photos'.padEnd(18)} ${String(wanted.length - missingPhotos).padStart(7)} of ${String(wanted.length).padStart(7)}${missingPhotos ? `  MISSING ${missingPhotos}` : ''}`,
  );
  const missingRows = [...areas.values()].reduce((sum, f) => sum + f.missing, 0);
  if (missingRows === 0 && missingPhotos === 0) {
    say('Nothing is missing: the hub holds the whole camp.');
    return 0;
  }
  say(
    `Missing: ${missingRows} rows and ${missingPhotos} photos. Keep the hub running with a link to the cloud until its next pull (photos need room within HUB_DISK_BUDGET_MB), then check again.`,
  );
  return 1;
}
