// A sentence naming the company's inbox (`{email}` in it) as a mailto link:
// the way to reach us when a dialog cannot open. Nothing when no inbox is set.
import { useSite } from '../../ssr/SiteContext';

export function WriteToUs({ sentence }: { sentence: string }) {
  const { contactEmail } = useSite();
  if (!contactEmail) return null;
  const [before, after] = sentence.split('{email}');
  return (
    <p>
      {before}
      <a href={`mailto:${contactEmail}`} className="font-semibold text-indigo-700 underline wrap-anywhere">
        {contactEmail}
      </a>
      {after}
    </p>
  );
}
