// The ☰ button that opens and closes a navigation on a phone (hidden from
// md up, where the navigation is always shown).
export function MenuButton({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="rounded-md p-2 text-slate-700 md:hidden"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className="sr-only">Menu</span>
      <span aria-hidden="true">☰</span>
    </button>
  );
}
