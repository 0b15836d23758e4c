// Copies a text to the clipboard; a check replaces the icon for 2000 ms
// (SPEC §9), and a failure says so instead of failing silently.
import { Check, Copy } from 'lucide';
import { type Ref, useEffect, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '../../domain/ai/constants';
import { Button } from './Button';
import { Icon } from './Icon';

export function CopyButton({
  text,
  label = 'Copy',
  onCopied,
  ref,
}: {
  text: string;
  label?: string;
  onCopied?: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      ref={ref}
      variant="secondary"
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => {
            setCopied('yes');
            onCopied?.();
          },
          () => setCopied('failed'),
        )
      }
    >
      <Icon node={copied === 'yes' ? Check : Copy} className="h-4 w-4" />
      <span aria-live="polite">
        {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Could not copy' : label}
      </span>
    </Button>
  );
}
