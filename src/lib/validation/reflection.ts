/** SPEC §5 Reflection: high, low and glitter all required. */
export const REFLECTION_REQUIRED = 'Please fill in your high, low and glitter.';

export interface ReflectionForm {
  high: string;
  low: string;
  glitter: string;
  isPublic: boolean;
}

export const emptyReflectionForm = (): ReflectionForm => ({ high: '', low: '', glitter: '', isPublic: false });

export function validateReflection(form: ReflectionForm): string | null {
  return [form.high, form.low, form.glitter].every((v) => v.trim().length > 0) ? null : REFLECTION_REQUIRED;
}
