// /contact: opens the contact dialog (the agent_dev CTA links here), with the
// ways to reach us behind it for when the dialog is closed. That dialog is
// what the page is for: Back leaves the page at once (a dialog opened from
// its buttons is a layer of its own, which Back closes first). Until the app
// has loaded (JavaScript off, a script that failed to download) it is a plain
// form posted to /contact (server/http/contact-form.ts), which the server
// sends back with its messages when refused, and which leads to ?sent=1 when
// sent (with its course, below), and which carries the key it was rendered
// with, so that posted twice it is stored once; loaded, the app replaces a
// form nobody has typed in with the dialog.
// With ?course=<slug> (a course page's 'Ask
// about this course' before that page was interactive) it is about that
// course, as the dialog the button opens would be.
import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router-dom';
import {
  type ContactMessageValues,
  emptyContactMessage,
  SUBMISSION_KEY_FIELD,
} from '../../../../domain/conversion';
import { CONTACT, CONTACT_PAGE, formatMessage } from '../../../../domain/shared/messages';
import { paths } from '../../../../domain/shared/paths';
import type { ContactPageQuery } from '../../../__generated__/ContactPageQuery.graphql';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import {
  ASKED_COURSE_SUBJECT,
  type AskedCourse,
  AskedCourseNote,
} from '../../../components/conversion/AskedCourse';
import { ContactFields } from '../../../components/conversion/ContactFields';
import { ConversionButton } from '../../../components/conversion/ConversionButton';
import { useConversion } from '../../../components/conversion/conversionActions';
import { HoneypotField } from '../../../components/conversion/submission';
import { WriteToUs } from '../../../components/conversion/WriteToUs';
import { PageHeading } from '../../../components/PageHeading';
import type { ScreenProps } from '../../../routing/entryPoints';
import { useSite } from '../../../ssr/SiteContext';

/** The address to write to (to book a call), which the buttons lead to without JavaScript. */
const WRITE_TO_US_ID = 'write-to-us';
const fieldId = (name: string) => `contact-${name}`;

/** Hydrating a server render (true), or rendering in the loaded app (false). */
const noSubscription = () => () => {};
const isHydrated = () => false;
const isServer = () => true;

export default function ContactPage({ queries }: ScreenProps<{ course: ContactPageQuery }>) {
  return queries.course ? <AboutCourse queryRef={queries.course} /> : <Contact />;
}

function AboutCourse({
  queryRef,
}: {
  queryRef: ScreenProps<{ course: ContactPageQuery }>['queries']['course'];
}) {
  const { course } = usePreloadedQuery<ContactPageQuery>(
    graphql`
      query ContactPageQuery($course: String!) @preloadable {
        course(slug: $course) {
          id
          title
          slug
        }
      }
    `,
    queryRef,
  );
  // A course gone since its link was followed: a question like any other.
  return <Contact course={course ?? undefined} coursePath={course ? paths.course(course.slug) : undefined} />;
}

/** `coursePath`: the course's page, which the page leads back to once the message is sent. */
function Contact({ course, coursePath }: { course?: AskedCourse; coursePath?: string }) {
  const { openContact, openScheduler, openContactAsPage } = useConversion();
  const { contactForm, contactFormKey } = useSite();
  const { search } = useLocation();
  const sent = new URLSearchParams(search).get('sent') === '1';
  const subject = course ? ASKED_COURSE_SUBJECT : undefined;
  const form = useRef<HTMLFormElement>(null);
  const initial = contactForm?.values ?? emptyContactMessage(subject);
  // Loaded: the dialog, as ever, unless the plain form is worth keeping (typed
  // in before the app loaded, or sent back with messages: it still posts).
  // Reached by the app's own navigation it is loaded already: the dialog at once.
  const hydrating = useSyncExternalStore(noSubscription, isHydrated, isServer);
  const [enhanced, setEnhanced] = useState(!hydrating);
  useEffect(() => {
    const typed =
      form.current &&
      [...new FormData(form.current).entries()].some(
        ([name, value]) => name in initial && value !== initial[name as keyof typeof initial],
      );
    if (!typed && !contactForm) setEnhanced(true);
  }, [contactForm, initial]);
  // Its cleanup closes the dialog the page opened when the page goes (Back leaves at once).
  useEffect(
    () => (enhanced && !sent ? openContactAsPage(subject, course) : undefined),
    [enhanced, sent, openContactAsPage, subject, course],
  );
  return (
    <div>
      <PageHeading
        title="Contact"
        lead="Tell us what you are working on: we answer every message within one business day."
      />
      {course ? (
        <div className="mb-6 max-w-prose">
          <AskedCourseNote course={course} />
        </div>
      ) : null}
      {sent ? (
        <div className="mb-6 max-w-prose">
          <Alert tone="success">{CONTACT.sent}</Alert>
          {coursePath ? (
            <p className="mt-3">
              <Link to={coursePath} className="font-medium text-indigo-700 underline">
                {CONTACT_PAGE.backToCourse}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      {enhanced || sent ? (
        <div className="flex flex-wrap gap-3">
          <ConversionButton href={`#${WRITE_TO_US_ID}`} onActivate={() => openContact(subject, course)}>
            Send us a message
          </ConversionButton>
          <ConversionButton href={`#${WRITE_TO_US_ID}`} variant="secondary" onActivate={openScheduler}>
            Book a 30-minute call
          </ConversionButton>
        </div>
      ) : (
        <PlainContactForm
          formRef={form}
          action={`${paths.contact}${search}`}
          values={initial}
          errors={contactForm?.errors ?? {}}
          failure={contactForm?.failure}
          courseId={course?.id}
          submissionKey={contactFormKey}
        />
      )}
      {/* Without JavaScript a call cannot be booked here: the address to write to instead. */}
      <noscript>
        <div id={WRITE_TO_US_ID} className="mt-6 text-slate-700">
          <WriteToUs
            sentence={CONTACT_PAGE.needsJavaScript}
            subject={
              course ? formatMessage(CONTACT_PAGE.courseEmailSubject, { course: course.title }) : undefined
            }
          />
        </div>
      </noscript>
    </div>
  );
}

/** The form as the server renders it: posted to /contact, which answers with a page. */
function PlainContactForm({
  formRef,
  action,
  values,
  errors,
  failure,
  courseId,
  submissionKey,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  action: string;
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
  failure?: string;
  courseId?: string;
  /** The key the server rendered the form with: posted twice, it is stored once. */
  submissionKey?: string;
}) {
  const listed = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const field = (name: keyof ContactMessageValues) => ({
    name,
    id: fieldId(name),
    defaultValue: values[name] ?? '',
    error: errors[name],
  });
  return (
    <form ref={formRef} method="post" action={action} noValidate className="relative max-w-xl space-y-4">
      {listed.length > 0 ? (
        <Alert tone="error" title={CONTACT_PAGE.errorSummary}>
          <ul className="list-disc pl-5">
            {listed.map(([name, message]) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`} className="underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ContactFields field={field} autoFocus={false} />
      {courseId ? <input type="hidden" name="courseId" value={courseId} /> : null}
      {submissionKey ? <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} /> : null}
      <HoneypotField />
      <div className="flex justify-end">
        <Button type="submit">Send Message</Button>
      </div>
    </form>
  );
}
