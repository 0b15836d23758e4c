// The box a table slides in when it is wider than the screen (a tablet, a
// phone held sideways). While it is wider, the box is a named region and a
// stop of the Tab order, with its focus drawn: the keyboard slides it with the
// arrow keys (a table of text alone has no control to take it there), and a
// screen reader says what slides. While the table fits, it is neither, so Tab
// does not stop on an empty box.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { TABLE_REGION } from '../../../../domain/shared/messages';

export function ScrollRegion({
  name,
  className,
  children,
}: {
  /** What the table lists (the screen's title); the region is called after it. */
  name: string;
  className: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [wider, setWider] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWider(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className={`${className} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600`}
      {...(wider ? { role: 'region', 'aria-label': TABLE_REGION.label(name), tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
