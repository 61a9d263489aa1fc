import { i18next } from '../../i18n';

/** The Safety Center's UV label (SPEC §9), in the current language: Very High at 8 or more, High at 6 or more, otherwise Moderate. */
export function uvLabel(uvIndex: number): string {
  if (uvIndex >= 8) return i18next.t('safety:uv.veryHigh');
  if (uvIndex >= 6) return i18next.t('safety:uv.high');
  return i18next.t('safety:uv.moderate');
}
