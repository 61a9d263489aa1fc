/** A row of tabs (role="tablist"); the screen renders the chosen panel. `labelOf` gives a tab's visible name (the tab itself by default). */
export function TabBar<T extends string>({
  tabs,
  value,
  onChange,
  label,
  labelOf,
}: {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  label: string;
  labelOf?: (tab: T) => string;
}) {
  return (
    <div role="tablist" aria-label={label} className="mx-4 flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === value}
          className={`min-w-0 flex-1 whitespace-nowrap rounded-lg px-1.5 py-2 text-sm font-medium ${tab === value ? 'bg-white shadow dark:bg-slate-900' : 'text-slate-600 dark:text-slate-300'}`}
          onClick={() => onChange(tab)}
        >
          {labelOf ? labelOf(tab) : tab}
        </button>
      ))}
    </div>
  );
}
