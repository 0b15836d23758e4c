// How a CTA looks on the site (CtaBlock reads the one to show), and the
// back-office's preview of one. An island (client/islands/Island.tsx): its
// props are the CTA's fields.
import { ctaAction, formatCtaType } from '../../../domain/ctas/display';
import { island } from '../../islands/Island';
import { buttonClass } from '../Button';
import { AppLink } from '../pageNav';
import { ConversionButton } from './ConversionButton';
import { CtaIcon } from './CtaIcon';
import { useConversion } from './conversionActions';

export type CtaViewData = {
  id: string;
  type: string;
  header: string;
  description: string;
  buttonText: string;
  icon: string;
  modalType?: string | null;
};

/**
 * How a CTA looks on the site; also the back-office's live preview of one
 * being edited (`preview`): there its heading is a level down, under the
 * editor's "Preview", and its button is only shown, as text, since it would
 * open a dialog over the editor or leave it. (`inert` would keep the button
 * from the keyboard and the mouse too, but also hide the whole preview from
 * screen readers, which should read it like everyone else.)
 */
export function CtaView({
  cta,
  className = '',
  preview = false,
}: {
  cta: CtaViewData;
  className?: string;
  preview?: boolean;
}) {
  const { openContact, openScheduler } = useConversion();
  const action = ctaAction(cta);
  const Heading = preview ? 'h3' : 'h2';
  // The button's text is the admin's: a word wider than the screen wraps
  // (other buttons keep their words whole).
  const button = buttonClass('primary', 'mt-5 max-w-full wrap-anywhere');
  return (
    <section
      aria-labelledby={`cta-${cta.id}`}
      data-cta-type={cta.type}
      className={`rounded-2xl bg-gradient-to-br from-indigo-50 to-white p-8 ring-1 ring-indigo-100 print:hidden ${className}`}
    >
      <div className="flex items-start gap-5">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-indigo-600 text-white">
          <CtaIcon name={cta.icon} className="h-6 w-6" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
            {formatCtaType(cta.type)}
          </p>
          <Heading id={`cta-${cta.id}`} className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
            {cta.header}
          </Heading>
          <p className="mt-2 max-w-2xl text-slate-600">{cta.description}</p>
          {preview ? (
            <span className={button}>{cta.buttonText}</span>
          ) : action.kind === 'link' ? (
            <AppLink to={action.to} className={button}>
              {cta.buttonText}
            </AppLink>
          ) : (
            <ConversionButton
              className={button}
              onActivate={() => (action.modal === 'calendar' ? openScheduler() : openContact())}
            >
              {cta.buttonText}
            </ConversionButton>
          )}
        </div>
      </div>
    </section>
  );
}

export const CtaViewIsland = island('CtaView', CtaView);
