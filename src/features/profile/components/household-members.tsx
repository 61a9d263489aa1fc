import type { Household } from '../../../../contracts/households';

/** A household's members as a row of name chips, the list named by `label`; `className` sets its spacing and text size. */
export function HouseholdMembers({ members, label, className }: { members: Household['members']; label: string; className: string }) {
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label={label}>
      {members.map((m) => (
        <li key={m.id} className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">
          {m.name}
        </li>
      ))}
    </ul>
  );
}
