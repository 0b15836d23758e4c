// /contact: opens the contact dialog (the agent_dev CTA links here), with the
// ways to reach us behind it for when the dialog is closed. That dialog is
// what the page is for: Back leaves the page at once (a dialog opened from
// its buttons is a layer of its own, which Back closes first). Without
// JavaScript it gives the company's address to write to.
import { useEffect } from 'react';
import { CONTACT_PAGE } from '../../../../domain/shared/messages';
import { Button } from '../../../components/Button';
import { useConversion } from '../../../components/conversion/conversionActions';
import { WriteToUs } from '../../../components/conversion/WriteToUs';
import { PageHeading } from '../../../components/PageHeading';

export default function ContactPage() {
  const { openContact, openScheduler, openContactAsPage } = useConversion();
  useEffect(() => openContactAsPage(), [openContactAsPage]);
  return (
    <div>
      <PageHeading
        title="Contact"
        lead="Tell us what you are working on: we answer every message within one business day."
      />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => openContact()}>Send us a message</Button>
        <Button variant="secondary" onClick={openScheduler}>
          Book a 30-minute call
        </Button>
      </div>
      {/* Without JavaScript the buttons above open nothing: the address to write to instead. */}
      <noscript>
        <div className="mt-6 text-slate-700">
          <WriteToUs sentence={CONTACT_PAGE.needsJavaScript} />
        </div>
      </noscript>
    </div>
  );
}
