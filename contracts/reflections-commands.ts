import { messageAnswerSchema } from './common.js';
import { areaCommands } from './command.js';
import { reflectionSchema, saveReflectionSchema } from './reflections.js';

/** A year's reflection, saved or removed offline (contracts/command.ts). */
export const reflectionsCommands = areaCommands('reflections', {
  save: { method: 'POST', path: '/reflections', body: saveReflectionSchema, answer: reflectionSchema, creates: true },
  delete: { method: 'DELETE', path: '/reflections/{id}', body: null, answer: messageAnswerSchema },
});
