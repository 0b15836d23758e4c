// Fractional product management: what a part-time senior PM does for a
// team, and the calendar opener to book a call.
import { Button } from '../../../components/Button';
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
        <Button onClick={openScheduler}>Book a 30-minute call</Button>
        <Button variant="secondary" onClick={() => openContact('Fractional PM Services')}>
          Send us a message
        </Button>
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
        <Button className="mt-6" onClick={openScheduler}>
          Open the calendar
        </Button>
      </section>
    </div>
  );
}
