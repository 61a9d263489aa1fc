import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadyPage } from '../../src/features/ready/ready-page';
import { db } from '../../src/db/schema';
import { switchLanguage, type Language } from '../../src/i18n';
import { archery, dock, firstMessage, post, quietHours } from './support/camp-seed';
import { FakeCache, photoAnswer, stubStorage, unstubStorage } from './support/fake-cache';
import { fakeFetch, resetDb, tick } from './support/outbox-fixtures';

const GB = 1024 ** 3;
const persist = vi.fn(async () => true);

beforeEach(async () => {
  await resetDb();
  fakeFetch(() => 'network-error');
  await db.events.put(archery);
  await db.posts.bulkPut([
    post('p1', { thumb: '/uploads/photos/a-thumb.webp', image: '/uploads/photos/a.jpg' }),
    post('p2', { image: '/uploads/photos/b.jpg' }),
    post('p3'),
  ]);
  await db.messages.put(firstMessage);
  await db.rules.put(quietHours);
  await db.mapLocations.put(dock);
  await tick(1, true, false);
  // One of the two photos is kept for offline; the phone has 1.5 GB free and has not been promised its storage.
  const cache = new FakeCache();
  await cache.put('/uploads/photos/a-thumb.webp', photoAnswer(10));
  vi.stubGlobal('caches', { open: async () => cache });
  stubStorage({ persisted: async () => false, persist, estimate: async () => ({ quota: 2 * GB, usage: 0.5 * GB }) });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  unstubStorage();
  await switchLanguage('en');
});

async function showReady(language: Language) {
  await switchLanguage(language);
  render(<RouterProvider router={createMemoryRouter([{ path: '/ready', element: <ReadyPage /> }], { initialEntries: ['/ready'] })} />);
}

/** The value shown beside an area's name. */
const count = async (area: string) => within(await screen.findByTestId(`contents-${area}`)).getByRole('definition').textContent;

const cases: {
  language: Language;
  heading: string;
  photos: string;
  counts: string[];
  checks: string[];
  getEverything: string;
  free: string;
  persist: string;
  kept: string;
  waiting: string;
  steps: string;
}[] = [
  {
    language: 'en',
    heading: 'Ready for camp',
    photos: '1 of 2',
    counts: ['Events', 'Posts', 'Photos saved', 'Messages', 'Packing list', 'Camp rules', 'Map places'],
    checks: [
      'Last full update',
      'Changes waiting to send',
      'Camp kept safe on this phone',
      'Free space',
      'On your Home Screen',
      'Notifications',
    ],
    getEverything: 'Get everything now',
    free: '1.5 GB free for the camp',
    persist: 'Keep it safe',
    kept: "Yes. Your phone won't clear it to make room.",
    waiting: '1 change will be sent when you have signal',
    steps: 'On Android: open the browser menu (⋮), then Install app.',
  },
  {
    language: 'es',
    heading: 'Listos para el campamento',
    photos: '1 de 2',
    counts: [
      'Actividades',
      'Publicaciones',
      'Fotos guardadas',
      'Mensajes',
      'Lista de equipaje',
      'Normas del campamento',
      'Lugares del mapa',
    ],
    checks: [
      'Última actualización completa',
      'Cambios pendientes de enviar',
      'Campamento protegido en este teléfono',
      'Espacio libre',
      'En tu pantalla de inicio',
      'Notificaciones',
    ],
    getEverything: 'Descargar todo ahora',
    free: '1,5 GB libres para el campamento',
    persist: 'Protegerlo',
    kept: 'Sí. Tu teléfono no lo borrará para hacer espacio.',
    waiting: '1 cambio se enviará cuando tengas señal',
    steps: 'En Android: abre el menú del navegador (⋮) y luego Instalar app.',
  },
  {
    language: 'fr',
    heading: 'Prêts pour le camp',
    photos: '1 sur 2',
    counts: ['Activités', 'Publications', 'Photos enregistrées', 'Messages', 'Liste des affaires', 'Règles du camp', 'Lieux du plan'],
    checks: [
      'Dernière mise à jour complète',
      "Modifications en attente d'envoi",
      'Camp protégé sur ce téléphone',
      'Espace libre',
      "Sur votre écran d'accueil",
      'Notifications',
    ],
    getEverything: 'Tout télécharger maintenant',
    free: '1,5 Go libres pour le camp',
    persist: 'Le protéger',
    kept: "Oui. Votre téléphone ne l'effacera pas pour faire de la place.",
    waiting: '1 modification sera envoyée quand vous aurez du réseau',
    steps: "Sur Android : ouvrez le menu du navigateur (⋮), puis Installer l'application.",
  },
];

describe('Ready for camp, in the camper’s language', () => {
  it.each(cases)('$language: what is on the phone, the checks before leaving, and Get everything now', async (c) => {
    await showReady(c.language);
    expect(await screen.findByRole('heading', { name: c.heading, level: 1 })).toBeTruthy();
    const areas = await screen.findAllByRole('term');
    expect(areas.map((a) => a.textContent)).toEqual(c.counts);
    expect(await count('events')).toBe('1');
    expect(await count('posts')).toBe('3');
    await vi.waitFor(async () => expect(await count('photos')).toBe(c.photos));
    expect(await count('messages')).toBe('1');
    expect(await count('packing')).toBe('4');
    expect(await count('rules')).toBe('1');
    expect(await count('map')).toBe('1');
    for (const check of c.checks) expect(screen.getByText(check)).toBeTruthy();
    expect(await screen.findByText(c.waiting)).toBeTruthy();
    expect(await screen.findByText(c.free)).toBeTruthy();
    expect(screen.getByText(c.steps)).toBeTruthy();
    expect(screen.getByRole('button', { name: c.getEverything })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: c.persist }));
    expect(await screen.findByText(c.kept)).toBeTruthy();
    expect(persist).toHaveBeenCalled();
  });
});
