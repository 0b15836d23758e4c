// The first stop of the keyboard on every page: jumps past the navigation to
// the main content, visible only while it has focus. Its target takes focus
// (tabIndex -1), so the next Tab goes on from there and a screen reader
// reads from there.
export function SkipLink({ to }: { to: string }) {
  return (
    <a
      href={`#${to}`}
      className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
    >
      Skip to content
    </a>
  );
}
