// /contact: opens the contact dialog (the agent_dev CTA links here), with the
// ways to reach us behind it for when the dialog is closed. That dialog is
// what the page is for: Back leaves the page at once (a dialog opened from
// its buttons is a layer of its own, which Back closes first). Without
// JavaScript it gives the company's address to write to, and its buttons
// lead there (ConversionButton). With ?course=<slug> (a course page's 'Ask
// about this course' before that page was interactive) it is about that
// course, as the dialog the button opens would be.
import { useEffect } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { CONTACT_PAGE, formatMessage } from '../../../../domain/shared/messages';
import type { ContactPageQuery } from '../../../__generated__/ContactPageQuery.graphql';
import {
  ASKED_COURSE_SUBJECT,
  type AskedCourse,
  AskedCourseNote,
} from '../../../components/conversion/AskedCourse';
import { ConversionButton } from '../../../components/conversion/ConversionButton';
import { useConversion } from '../../../components/conversion/conversionActions';
import { WriteToUs } from '../../../components/conversion/WriteToUs';
import { PageHeading } from '../../../components/PageHeading';
import type { ScreenProps } from '../../../routing/entryPoints';

/** The address to write to, which the buttons lead to without JavaScript. */
const WRITE_TO_US_ID = 'write-to-us';

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
        }
      }
    `,
    queryRef,
  );
  // A course gone since its link was followed: a question like any other.
  return <Contact course={course ?? undefined} />;
}

function Contact({ course }: { course?: AskedCourse }) {
  const { openContact, openScheduler, openContactAsPage } = useConversion();
  const subject = course ? ASKED_COURSE_SUBJECT : undefined;
  useEffect(() => openContactAsPage(subject, course), [openContactAsPage, subject, course]);
  const without = `#${WRITE_TO_US_ID}`;
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
      <div className="flex flex-wrap gap-3">
        <ConversionButton href={without} onActivate={() => openContact(subject, course)}>
          Send us a message
        </ConversionButton>
        <ConversionButton href={without} variant="secondary" onActivate={openScheduler}>
          Book a 30-minute call
        </ConversionButton>
      </div>
      {/* Without JavaScript the dialogs cannot open: the address to write to instead. */}
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
