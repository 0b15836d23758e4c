// The link back to where a screen was opened from (the list, a contact), the
// same on every screen that has one. Its label may hold a name an admin
// typed: a word wider than a phone wraps instead of widening the page. Back to
// a list is back to it as it was left, filters included (listAddress).
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/Button';
import { listAddress } from './listAddress';

/** Where a screen's back link goes, and what it says ('Back to contacts'). */
export type Back = { to: string; label: string };

export function BackLink({ to, label }: Back) {
  return (
    <Link to={listAddress(to)} className={buttonClass('secondary', 'max-w-full wrap-anywhere')}>
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
