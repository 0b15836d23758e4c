// The public call-to-action block: a random active CTA (optionally of one
// type), hidden when there is none ('No active CTAs found'). The server picks
// it: a server render embeds the answer, so the hydrated page shows the same
// CTA; otherwise the browser asks, up to 3 times 1000 ms apart.
import { Suspense, use, useEffect } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { createOperationDescriptor, getRequest, type IEnvironment } from 'relay-runtime';
import { ctaAction, formatCtaType, isCtaType } from '../../../domain/ctas/display';
import { CTA_FETCH_RETRY } from '../../../domain/shared/constants';
import { retry } from '../../../domain/shared/retry';
import type { CtaBlockQuery, CtaType } from '../../__generated__/CtaBlockQuery.graphql';
import { isTransient } from '../../relay/errors';
import { buttonClass } from '../Button';
import { ConversionButton } from './ConversionButton';
import { CtaIcon } from './CtaIcon';
import { useConversion } from './conversionActions';

// The back-office's CTA screens reach the CTA rules and icons through this
// module: shared with them directly, they would leave this chunk for small
// chunks of their own, each one more request on every first visit.
export {
  CTA_ICONS,
  CTA_MODAL_TYPES,
  ctaAction,
  ctaIconOf,
  formatCtaType,
} from '../../../domain/ctas/display';
export { CtaIcon };

// What the block shows: the admin editor edits the same fields.
graphql`
  fragment CtaBlock_cta on Cta {
    id
    type
    header
    description
    buttonText
    icon
    modalType
  }
`;

const ctaQuery = graphql`
  query CtaBlockQuery($type: CtaType) {
    randomCta(type: $type) {
      ...CtaBlock_cta @relay(mask: false)
    }
  }
`;

/** Whether the store holds the CTA query's answer (false once every attempt failed). */
type Loading = Promise<boolean>;

// Per Relay environment (one per tab, or per server request) and CTA type.
const loads = new WeakMap<IEnvironment, Map<string, Loading>>();
/** Types whose block has been shown and left: the next block asks for a new pick. */
const shown = new WeakMap<IEnvironment, Set<string>>();

function loadCta(environment: IEnvironment, type: CtaType | null): Loading {
  const key = type ?? '*';
  const byType = loads.get(environment) ?? new Map<string, Loading>();
  loads.set(environment, byType);
  const existing = byType.get(key);
  if (existing) return existing;

  const operation = createOperationDescriptor(getRequest(ctaQuery), { type });
  let loading: Loading;
  if (!shown.get(environment)?.has(key) && environment.check(operation).status === 'available') {
    // Marked fulfilled, React's `use` reads it without suspending: hydration renders what the server did.
    loading = Object.assign(Promise.resolve(true), { status: 'fulfilled' as const, value: true });
  } else {
    loading = retry(
      () =>
        fetchQuery<CtaBlockQuery>(
          environment,
          ctaQuery,
          { type },
          { fetchPolicy: 'network-only' },
        ).toPromise(),
      CTA_FETCH_RETRY,
      { shouldRetry: isTransient },
    ).then(
      () => true,
      () => false,
    );
  }
  byType.set(key, loading);
  return loading;
}

export function CtaBlock({
  type = null,
  className = '',
}: {
  type?: CtaType | string | null;
  className?: string;
}) {
  // A post may name a type this build does not know: any type will do then.
  const known = isCtaType(type) ? type : null;
  return (
    <Suspense fallback={null}>
      <CtaLoader type={known} className={className} />
    </Suspense>
  );
}

function CtaLoader({ type, className }: { type: CtaType | null; className: string }) {
  const environment = useRelayEnvironment();
  const loaded = use(loadCta(environment, type));
  useEffect(
    () => () => {
      const key = type ?? '*';
      loads.get(environment)?.delete(key);
      const set = shown.get(environment) ?? new Set<string>();
      set.add(key);
      shown.set(environment, set);
    },
    [environment, type],
  );
  return loaded ? <CtaCard type={type} className={className} /> : null;
}

function CtaCard({ type, className }: { type: CtaType | null; className: string }) {
  const { randomCta: cta } = useLazyLoadQuery<CtaBlockQuery>(
    ctaQuery,
    { type },
    { fetchPolicy: 'store-only' },
  );
  return cta ? <CtaView cta={cta} className={className} /> : null;
}

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
            <Link to={action.to} className={button}>
              {cta.buttonText}
            </Link>
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
