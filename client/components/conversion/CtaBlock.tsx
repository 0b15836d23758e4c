// The public call-to-action block: a random active CTA (optionally of one
// type), hidden when there is none ('No active CTAs found'). The server picks
// it: a server render embeds the answer, so the hydrated page shows the same
// CTA; otherwise the browser asks, up to 3 times 1000 ms apart.
import { Suspense, use, useEffect } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { createOperationDescriptor, getRequest, type IEnvironment } from 'relay-runtime';
import { isCtaType } from '../../../domain/ctas/display';
import { CTA_FETCH_RETRY } from '../../../domain/shared/constants';
import { retry } from '../../../domain/shared/retry';
import type { CtaBlockQuery, CtaType } from '../../__generated__/CtaBlockQuery.graphql';
import { isTransient } from '../../relay/errors';
import { CtaIcon } from './CtaIcon';
import { CtaViewIsland } from './CtaView';

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
export { CtaView, type CtaViewData } from './CtaView';
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
  return cta ? <CtaViewIsland cta={cta} className={className} /> : null;
}
