// Building blocks of the marketing pages, so they share one visual design.
import type { ReactNode } from 'react';

export function Hero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <section className="-mx-4 -mt-10 bg-gradient-to-b from-indigo-50 to-white px-4 pt-14 pb-12 sm:-mx-6 sm:px-6 sm:pt-20">
      <div className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
        <p className="mt-5 text-lg text-slate-700">{lead}</p>
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}

export function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="py-10">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 max-w-2xl text-slate-600">{lead}</p> : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}

export function FeatureGrid({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-slate-600">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function Steps({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.title} className="rounded-xl bg-slate-50 p-6">
          <span className="flex h-8 w-8 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">
            {index + 1}
          </span>
          <h3 className="mt-4 font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-slate-600">{item.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function Faq({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <div key={item.question} className="p-6">
          <dt className="font-semibold text-slate-900">{item.question}</dt>
          <dd className="mt-2 text-slate-600">{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

type Item = { title: string; text: string };
/** A section of a marketing page, as written in `client/content/*.json`. */
export type MarketingSection = { id: string; title: string; lead?: string } & (
  | { kind: 'features' | 'steps'; items: readonly Item[] }
  | { kind: 'faq'; items: readonly { question: string; answer: string }[] }
);
/** A marketing page's copy: what its Seo, Hero and sections say. */
export type MarketingCopy = {
  seo: { title: string; description: string; path: string; breadcrumbs: { name: string; path: string }[] };
  hero: { eyebrow: string; title: string; lead: string };
  sections: readonly MarketingSection[];
};

/** The sections of a page's copy, each a feature grid, numbered steps or questions. */
export function MarketingSections({ sections }: { sections: readonly MarketingSection[] }) {
  return sections.map((section) => (
    <Section key={section.id} id={section.id} title={section.title} lead={section.lead}>
      {section.kind === 'faq' ? (
        <Faq items={section.items} />
      ) : section.kind === 'steps' ? (
        <Steps items={section.items} />
      ) : (
        <FeatureGrid items={section.items} />
      )}
    </Section>
  ));
}
