/**
 * A list organizers edit offline, item by item (DECISIONS "Organizer content offline": rules, map
 * locations): its create, update and delete. Every change shows at once and goes through the outbox
 * under '<entity>:<id>', so an edit of an item added offline follows its creation, and an item made
 * offline carries its own id, so the server creates it once.
 */
import type { OutboxRequest } from '../../../contracts/commands';
import type { ChangeLabel } from '../change-label';
import type { LocalMark } from '../schema';
import { addRow, changeRow, defineMutation, removeRow, storeLatest, type Records } from './define';

type LabelKey = ChangeLabel['key'];

/** The noun of a list's change labels: 'outbox:label.add<Noun>', 'edit<Noun>', 'delete<Noun>' and 'deleteUnnamed<Noun>'. */
type LabelNoun = {
  [Key in LabelKey]: Key extends `outbox:label.deleteUnnamed${infer Noun}`
    ? `outbox:label.${'add' | 'edit' | 'delete'}${Noun}` extends LabelKey
      ? Noun
      : never
    : never;
}[LabelKey];

const labelsOf = <Noun extends LabelNoun>(noun: Noun) =>
  ({
    create: `outbox:label.add${noun}`,
    update: `outbox:label.edit${noun}`,
    delete: `outbox:label.delete${noun}`,
    deleteUnnamed: `outbox:label.deleteUnnamed${noun}`,
  }) as Record<'create' | 'update' | 'delete' | 'deleteUnnamed', LabelKey>;

export function editedList<Fields extends object, Item extends Fields & LocalMark, Shown extends object>(list: {
  table: Records<Item>;
  entity: string;
  /** An item's fields as the server holds them: what an update starts from (its baseline). */
  fieldsOf: (item: Item) => Fields;
  routes: {
    create: (id: string, fields: Fields) => OutboxRequest;
    update: (id: string, fields: Fields) => OutboxRequest;
    delete: (id: string) => OutboxRequest;
  };
  /** The noun of its change labels, e.g. 'Rule' (see LabelNoun). */
  labelNoun: LabelNoun;
  /** The item's words a label names, e.g. { title }. */
  named: (fields: Fields) => Record<string, string>;
  /** What the phone shows beside the fields until the server answers (the writer, the place in the list). */
  shown: (args: Shown, before?: Item) => Promise<Partial<Item>>;
  parse: (answer: unknown) => Item;
}) {
  const entity = (id: string) => `${list.entity}:${id}`;
  const settle = storeLatest(list.table, list.parse);
  const labels = labelsOf(list.labelNoun);
  return {
    create: defineMutation<{ id: string; fields: Fields } & Shown>({
      async plan({ id, fields }) {
        const label = { key: labels.create, values: list.named(fields) };
        return { entity: entity(id), request: list.routes.create(id, fields), coalesce: 'append', label };
      },
      async apply(args) {
        // Its id, its fields and what the phone shows until the answer make the whole item.
        const item = { id: args.id, ...args.fields, ...(await list.shown(args)) } as unknown as Item;
        return addRow(list.table, args.id, item, 'put');
      },
      settle,
    }),
    update: defineMutation<{ id: string; fields: Fields } & Shown>({
      async plan({ id, fields }) {
        const [current] = await list.table.bulkGet([id]);
        if (!current) return null;
        const label = { key: labels.update, values: list.named(fields) };
        return { entity: entity(id), request: list.routes.update(id, fields), coalesce: 'set', baseline: list.fieldsOf(current), label };
      },
      async apply(args) {
        const [before] = await list.table.bulkGet([args.id]);
        const shown = before && (await list.shown(args, before));
        return changeRow(list.table, args.id, (item) => ({ ...item, ...args.fields, ...shown }));
      },
      settle,
    }),
    delete: defineMutation<{ id: string }>({
      async plan({ id }) {
        const [current] = await list.table.bulkGet([id]);
        const label = current ? { key: labels.delete, values: list.named(current) } : { key: labels.deleteUnnamed };
        return { entity: entity(id), request: list.routes.delete(id), coalesce: 'append', label };
      },
      apply: ({ id }) => removeRow(list.table, id),
      async settle(_answer, { id }) {
        await list.table.delete(id);
      },
    }),
  };
}
