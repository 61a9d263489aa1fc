/** A labelled progress bar (0-100): the label names it for screen readers, the value is read as a percent. */
export function ProgressBar({ label, percent, className = 'h-2' }: { label: string; percent: number; className?: string }) {
  return (
    <div
      className={`${className} overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800`}
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="h-full bg-emerald-600 transition-all" style={{ width: `${percent}%` }} />
    </div>
  );
}
