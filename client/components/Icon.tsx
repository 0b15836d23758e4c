// An icon from lucide's icon data, drawn with lucide's standard attributes.
// The framework-free `lucide` package exports each icon as plain data, so
// this renderer replaces lucide-react's runtime (a measurable share of the
// first-visit budget) while keeping the same icon set.
import type { IconNode } from 'lucide';
import { createElement } from 'react';

export type { IconNode };

export function Icon({ node, className }: { node: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {node.map(([tag, attributes], index) =>
        // Icon parts never move, so their position is a stable key.
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  );
}
