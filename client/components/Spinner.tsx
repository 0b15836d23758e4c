// A spinning indicator announced to screen readers by its label, unless the
// screen says it in a live region of its own (`announced={false}`).
export function Spinner({
  label = 'Loading…',
  className = '',
  announced = true,
}: {
  label?: string;
  className?: string;
  announced?: boolean;
}) {
  return (
    <div
      role={announced ? 'status' : undefined}
      className={`flex items-center justify-center gap-3 text-slate-600 ${className}`}
    >
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600"
      />
      <span className="text-sm">{label}</span>
    </div>
  );
}
