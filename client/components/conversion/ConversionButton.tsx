// A button that opens a conversion dialog (contact, scheduler, booking) once
// the page is interactive, and until then, or with scripts off, leads to
// /contact, which says where to write without JavaScript (ButtonLink).
import type { ReactNode } from 'react';
import { type ButtonVariant, buttonClass } from '../Button';
import { ButtonLink } from '../MenuButton';

/** Where the conversion buttons lead before the page is interactive. */
export const CONTACT_WITHOUT_SCRIPTS = '/contact';

export function ConversionButton({
  onActivate,
  variant,
  className,
  href = CONTACT_WITHOUT_SCRIPTS,
  children,
}: {
  onActivate: () => void;
  variant?: ButtonVariant;
  /** Classes in place of the button's own (`variant`). */
  className?: string;
  href?: string;
  children: ReactNode;
}) {
  return (
    <ButtonLink href={href} onActivate={onActivate} className={className ?? buttonClass(variant)}>
      {children}
    </ButtonLink>
  );
}
