// Fractional product management: what a part-time senior PM does for a
// team, and the calendar opener to book a call.
import { ConversionButton } from '../../../components/conversion/ConversionButton';
import { useConversion } from '../../../components/conversion/conversionActions';
import { Hero, type MarketingCopy, MarketingSections } from '../../../components/marketing/Marketing';
import { Seo } from '../../../components/seo/Seo';
import content from '../../../content/fractional-pm.json';

const copy = content as MarketingCopy;

export default function FractionalPmPage() {
  const { openScheduler, openContact } = useConversion();
  return (
    <div>
      <Seo {...copy.seo} />
      <Hero {...copy.hero}>
        <ConversionButton onActivate={openScheduler}>Book a 30-minute call</ConversionButton>
        <ConversionButton variant="secondary" onActivate={() => openContact('Fractional PM Services')}>
          Send us a message
        </ConversionButton>
      </Hero>

      <MarketingSections sections={copy.sections} />

      <section
        className="my-10 rounded-2xl bg-slate-900 px-6 py-10 text-white sm:px-10"
        aria-labelledby="book-heading"
      >
        <h2 id="book-heading" className="text-2xl font-bold">
          See if we are a fit
        </h2>
        <p className="mt-3 max-w-2xl text-slate-200">
          Pick a 30-minute slot in our calendar. Bring your roadmap, or just the problem that keeps you up at
          night.
        </p>
        <div className="mt-6">
          <ConversionButton onActivate={openScheduler}>Open the calendar</ConversionButton>
        </div>
      </section>
    </div>
  );
}
