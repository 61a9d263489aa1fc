import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorageNotices } from '../../src/components/storage-notices';
import { db } from '../../src/db/schema';
import { switchLanguage } from '../../src/i18n';
import { setStorageNotice } from '../../src/lib/storage-notice';

beforeEach(async () => {
  setStorageNotice(null);
  await db.meta.clear();
});
afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

describe('the storage notices of the frame', () => {
  it('says plainly, in en, es and fr, that the phone is full and what was kept, until dismissed', async () => {
    render(<StorageNotices />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => setStorageNotice('full-change'));
    expect(screen.getByRole('alert').textContent).toContain(
      'This phone is out of storage space, so your last change could not be saved. Everything saved before is still on the phone. Free some space (photos, videos or apps you no longer need) and try again.',
    );
    act(() => setStorageNotice('full-download'));
    expect(screen.getByRole('alert').textContent).toContain(
      'This phone is out of storage space, so the camp could not be updated. What is already on the phone is kept. Free some space to get the latest.',
    );

    await act(() => switchLanguage('es'));
    expect(screen.getByRole('alert').textContent).toContain(
      'Este teléfono no tiene espacio de almacenamiento, así que el campamento no se pudo actualizar.',
    );
    act(() => setStorageNotice('full-change'));
    expect(screen.getByRole('alert').textContent).toContain(
      'tu último cambio no se pudo guardar. Todo lo guardado antes sigue en el teléfono.',
    );
    await act(() => switchLanguage('fr'));
    expect(screen.getByRole('alert').textContent).toContain(
      "Ce téléphone n'a plus d'espace de stockage : votre dernière modification n'a pas pu être enregistrée.",
    );

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says in es and fr that the copy of the camp was cleared and is downloaded again', async () => {
    await db.meta.put({ key: 'camp-cleared', value: { at: 1, restored: false } });
    await switchLanguage('es');
    render(<StorageNotices />);
    await screen.findByText('Se borró la copia del campamento de este teléfono, así que se está descargando de nuevo.');
    await act(() => switchLanguage('fr'));
    await screen.findByText('La copie du camp sur ce téléphone a été effacée : elle est en cours de téléchargement.');
  });
});
