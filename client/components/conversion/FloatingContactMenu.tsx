// The floating contact menu, bottom-right on every public page: schedule a
// call or send a message. A disclosure: its options follow the button in tab
// order (shown above it); Escape or a click outside closes it. Like the
// site's ☰ menu (MenuButton), it works before the page's scripts have run:
// the button shows the options as the page's target, and each option is a
// link to /contact, which says where to write without JavaScript; once
// interactive, they open the dialogs.
import { CalendarDays, Mail, MessageCircle, X } from 'lucide';
import { useRef } from 'react';
import { Icon } from '../Icon';
import { ButtonLink, useMenu } from '../MenuButton';
import { CONTACT_WITHOUT_SCRIPTS } from './ConversionButton';

const OPTIONS_ID = 'contact-options';

export function FloatingContactMenu({
  onSchedule,
  onContact,
}: {
  onSchedule: () => void;
  onContact: () => void;
}) {
  const menu = useMenu(OPTIONS_ID, 'block');
  const toggle = useRef<HTMLAnchorElement>(null);

  // The toggle takes focus back first, so a dialog opened from the menu returns focus to it.
  const choose = (action: () => void) => () => {
    toggle.current?.focus();
    menu.close();
    action();
  };
  const itemClass =
    'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600';

  return (
    <div className="fixed bottom-5 right-5 z-40 flex flex-col-reverse items-end gap-3 print:hidden">
      <ButtonLink
        ref={toggle}
        href={`#${OPTIONS_ID}`}
        onActivate={menu.toggle}
        aria-expanded={menu.open}
        aria-controls={OPTIONS_ID}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <span className="sr-only">{menu.open ? 'Close contact options' : 'Contact options'}</span>
        {menu.open ? (
          <Icon node={X} className="h-6 w-6" />
        ) : (
          <Icon node={MessageCircle} className="h-6 w-6" />
        )}
      </ButtonLink>
      <ul
        id={OPTIONS_ID}
        className={`w-60 space-y-1 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200 ${menu.navClass}`}
      >
        <li>
          <ButtonLink href={CONTACT_WITHOUT_SCRIPTS} className={itemClass} onActivate={choose(onSchedule)}>
            <Icon node={CalendarDays} className="h-5 w-5 text-indigo-600" />
            Schedule a call
          </ButtonLink>
        </li>
        <li>
          <ButtonLink href={CONTACT_WITHOUT_SCRIPTS} className={itemClass} onActivate={choose(onContact)}>
            <Icon node={Mail} className="h-5 w-5 text-indigo-600" />
            Send us a message
          </ButtonLink>
        </li>
      </ul>
    </div>
  );
}
