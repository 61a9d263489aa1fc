import type { MapLocation } from '../../../../contracts/map';
import { mutate } from '../../../db/mutate';
import { toLocationFields, type MapLocationForm } from '../location-validation';
import { useAuthStore } from '../../../stores/auth-store';

/** Only admins edit the map's locations (SPEC §6); each change shows at once and waits in the outbox if offline. */
export function useLocationActions() {
  const isAdmin = useAuthStore((s) => s.user?.role === 'admin');

  async function save(form: MapLocationForm, existing?: MapLocation): Promise<void> {
    const args = { id: existing?.id ?? crypto.randomUUID(), fields: toLocationFields(form) };
    await mutate(existing ? 'map.update' : 'map.create', args);
  }

  async function remove(location: MapLocation): Promise<void> {
    await mutate('map.delete', { id: location.id });
  }

  return { isAdmin, save, remove };
}
