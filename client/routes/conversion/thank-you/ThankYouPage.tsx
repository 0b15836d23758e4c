// After a survey: the AI Audit is on its way; book a free consultation or go home.
// Only a submitted survey leads here, so search engines are asked to leave it out.
import { Link } from 'react-router-dom';
import { SURVEY } from '../../../../domain/shared/messages';
import { buttonClass } from '../../../components/Button';
import { ConversionButton } from '../../../components/conversion/ConversionButton';
import { useConversion } from '../../../components/conversion/conversionActions';
import { Seo } from '../../../components/seo/Seo';

export default function ThankYouPage() {
  const { openScheduler } = useConversion();
  return (
    <section className="mx-auto max-w-2xl py-12 text-center">
      <Seo title="Thank you" description={SURVEY.thankYouBody} path="/thank-you" noIndex />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{SURVEY.thankYouTitle}</h1>
      <p className="mt-4 text-lg text-slate-600">{SURVEY.thankYouBody}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ConversionButton onActivate={openScheduler}>Free Consultation</ConversionButton>
        <Link to="/" className={buttonClass('secondary')}>
          Back to Lab
        </Link>
      </div>
    </section>
  );
}
