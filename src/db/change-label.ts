/**
 * What the camper did, in words, for the waiting list and a refusal notice: a key of the `outbox`
 * catalog with its values, said in the camper's language when shown. The row also keeps the English
 * words, which a row queued before labels had keys holds alone.
 */
import englishOutbox from '../../texts/en/outbox.json';
import { fillText } from '../../contracts/fill-text';
import { i18next } from '../i18n';

export interface ChangeLabel {
  /** e.g. 'outbox:label.tick' */
  key: `outbox:label.${keyof typeof englishOutbox.label}`;
  /** People's words it names, e.g. { item: 'Sunscreen' }. */
  values?: Record<string, string>;
}

/** The label in English, e.g. "Tick 'Sunscreen'" (stored with the row; the server and pushes read English). */
export function englishLabel(label: ChangeLabel): string {
  const name = label.key.slice('outbox:label.'.length) as keyof typeof englishOutbox.label;
  return fillText(englishOutbox.label[name], label.values);
}

/** The label in the current language (the `outbox` catalog asked for by the component), else its English words. */
export function labelText(english: string, label?: ChangeLabel): string {
  return label ? i18next.t(label.key, { ...label.values, defaultValue: english }) : english;
}

/** The label as values of a refusal notice (all strings), so the inbox can say it in the camper's language. */
export function labelParams(label?: ChangeLabel): Record<string, string> {
  return label ? { labelKey: label.key, labelValues: JSON.stringify(label.values ?? {}) } : {};
}
