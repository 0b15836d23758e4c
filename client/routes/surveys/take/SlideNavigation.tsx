// Slide view: one question at a time with 'Question X of N', a progress bar,
// Previous and Next (disabled at the ends) and the submit button only on the
// last question. Moving on puts the focus on the slide (named 'Question X of
// N'), so keyboard and screen-reader users land where the content changed.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/Button';

export function SlideNavigation({
  index,
  total,
  onMove,
  submit,
  children,
}: {
  index: number;
  total: number;
  onMove: (index: number) => void;
  submit: ReactNode;
  children: ReactNode;
}) {
  const position = useId();
  const slide = useRef<HTMLElement>(null);
  const shown = useRef(index);
  const percent = Math.round(((index + 1) / total) * 100);

  useEffect(() => {
    // Only when the question changes: opening the slide view should not move the focus.
    if (shown.current !== index) slide.current?.focus();
    shown.current = index;
  }, [index]);

  return (
    <section
      ref={slide}
      tabIndex={-1}
      aria-labelledby={position}
      className="space-y-6 outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-4"
    >
      <div className="space-y-2">
        <p id={position} className="text-sm font-semibold text-slate-700">
          Question {index + 1} of {total}
        </p>
        <div
          role="progressbar"
          aria-label="Survey progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`Question ${index + 1} of ${total}`}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-indigo-600 transition-all"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" disabled={index === 0} onClick={() => onMove(index - 1)}>
          Previous
        </Button>
        <div className="flex gap-3">
          <Button variant="secondary" disabled={index === total - 1} onClick={() => onMove(index + 1)}>
            Next
          </Button>
          {index === total - 1 ? submit : null}
        </div>
      </div>
    </section>
  );
}
