/**
 * A catalog text with its {{values}} filled in, as the texts stored in English and the server's pushes
 * are written (without i18next): 'Tick {{item}}' with { item: 'Sunscreen' }. A value not given is left empty.
 */
export const fillText = (template: string, values: Record<string, string> = {}): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
