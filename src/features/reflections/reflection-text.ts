import { texts } from '../../i18n';

/** Every text of the Reflections screen (SPEC §2.3, §5, §8), read in the chosen language each time one is shown. */
export const reflectionText = texts({
  yours: 'reflections:yours',
  create: 'reflections:create',
  noCamps: 'reflections:noCamps',
  noCampsHint: 'reflections:noCampsHint',
  highHint: 'reflections:highHint',
  lowHint: 'reflections:lowHint',
  glitterHint: 'reflections:glitterHint',
  save: 'reflections:save',
  update: 'reflections:update',
  saving: 'reflections:saving',
  cancel: 'reflections:cancel',
  public: 'reflections:public',
  private: 'reflections:private',
  publicHint: 'reflections:publicHint',
  privateHint: 'reflections:privateHint',
  explain: 'reflections:explain',
  deleteQuestion: 'reflections:deleteQuestion',
  saveFailed: 'reflections:saveFailed',
  loadFailed: 'reflections:loadFailed',
  deleteFailed: 'reflections:deleteFailed',
  savedOffline: 'reflections:savedOffline',
});
