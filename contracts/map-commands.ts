import { successAnswerSchema } from './common.js';
import { areaCommands } from './command.js';
import { mapLocationInputSchema, mapLocationSchema } from './map.js';

/** The Camp Map's locations, edited offline by admins (contracts/command.ts). */
export const mapCommands = areaCommands('map', {
  'location.create': { method: 'POST', path: '/map/locations', body: mapLocationInputSchema, answer: mapLocationSchema, creates: true },
  'location.update': { method: 'PUT', path: '/map/locations/{id}', body: mapLocationInputSchema, answer: mapLocationSchema },
  'location.delete': { method: 'DELETE', path: '/map/locations/{id}', body: null, answer: successAnswerSchema },
});
