import { i18next } from '../../i18n';

/** Every text of the Reflections screen (SPEC §2.3, §5, §8), read in the chosen language each time one is shown. */
export const reflectionText = {
  get yours() {
    return i18next.t('reflections:yours');
  },
  get create() {
    return i18next.t('reflections:create');
  },
  get noCamps() {
    return i18next.t('reflections:noCamps');
  },
  get noCampsHint() {
    return i18next.t('reflections:noCampsHint');
  },
  get highHint() {
    return i18next.t('reflections:highHint');
  },
  get lowHint() {
    return i18next.t('reflections:lowHint');
  },
  get glitterHint() {
    return i18next.t('reflections:glitterHint');
  },
  get save() {
    return i18next.t('reflections:save');
  },
  get update() {
    return i18next.t('reflections:update');
  },
  get saving() {
    return i18next.t('reflections:saving');
  },
  get cancel() {
    return i18next.t('reflections:cancel');
  },
  get public() {
    return i18next.t('reflections:public');
  },
  get private() {
    return i18next.t('reflections:private');
  },
  get publicHint() {
    return i18next.t('reflections:publicHint');
  },
  get privateHint() {
    return i18next.t('reflections:privateHint');
  },
  get explain() {
    return i18next.t('reflections:explain');
  },
  get deleteQuestion() {
    return i18next.t('reflections:deleteQuestion');
  },
  get saveFailed() {
    return i18next.t('reflections:saveFailed');
  },
  get loadFailed() {
    return i18next.t('reflections:loadFailed');
  },
  get deleteFailed() {
    return i18next.t('reflections:deleteFailed');
  },
  get savedOffline() {
    return i18next.t('reflections:savedOffline');
  },
};
