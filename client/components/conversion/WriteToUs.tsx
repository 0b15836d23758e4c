// A sentence naming the company's inbox (`{email}` in it) as a mailto link:
// the way to reach us when a dialog cannot open. Nothing when no inbox is set.
import { useSite } from '../../ssr/SiteContext';

export function WriteToUs({ sentence, subject }: { sentence: string; subject?: string }) {
  const { contactEmail } = useSite();
  if (!contactEmail) return null;
  const [before, after] = sentence.split('{email}');
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return (
    <p>
      {before}
      <a
        href={`mailto:${contactEmail}${query}`}
        className="font-semibold text-indigo-700 underline wrap-anywhere"
      >
        {contactEmail}
      </a>
      {after}
    </p>
  );
}
