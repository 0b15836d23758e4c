// The AI workshop: what a day with us looks like, who it is for, and how to
// book it.
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/Button';
import { ConversionButton } from '../../../components/conversion/ConversionButton';
import { useConversion } from '../../../components/conversion/conversionActions';
import { Hero, type MarketingCopy, MarketingSections } from '../../../components/marketing/Marketing';
import { Seo } from '../../../components/seo/Seo';
import content from '../../../content/ai-workshop.json';

const copy = content as MarketingCopy;

export default function AiWorkshopPage() {
  const { openContact, openBooking } = useConversion();
  return (
    <div>
      <Seo {...copy.seo} />
      <Hero {...copy.hero}>
        <ConversionButton onActivate={openBooking}>Plan a workshop</ConversionButton>
        <ConversionButton variant="secondary" onActivate={() => openContact('Training Information')}>
          Ask a question
        </ConversionButton>
      </Hero>

      <MarketingSections sections={copy.sections} />

      <div className="my-10 flex flex-wrap gap-3">
        <Link to="/course-outline" className={buttonClass('secondary')}>
          See the full course outline
        </Link>
        <Link to="/courses" className={buttonClass('ghost')}>
          Browse the courses
        </Link>
      </div>
    </div>
  );
}
