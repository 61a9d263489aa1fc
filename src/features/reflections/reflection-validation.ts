import { i18next } from '../../i18n';

/** SPEC §5 Reflection: high, low and glitter all required (in the chosen language). */
export const reflectionRequired = (): string => i18next.t('reflections:required');

export interface ReflectionForm {
  high: string;
  low: string;
  glitter: string;
  isPublic: boolean;
}

export const emptyReflectionForm = (): ReflectionForm => ({ high: '', low: '', glitter: '', isPublic: false });

export function validateReflection(form: ReflectionForm): string | null {
  return [form.high, form.low, form.glitter].every((v) => v.trim().length > 0) ? null : reflectionRequired();
}
