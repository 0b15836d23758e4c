// /contact: opens the contact dialog (the agent_dev CTA links here), with the
// ways to reach us behind it for when the dialog is closed. That dialog is
// what the page is for: Back leaves the page at once (a dialog opened from
// its buttons is a layer of its own, which Back closes first).
import { useEffect } from 'react';
import { Button } from '../../../components/Button';
import { useConversion } from '../../../components/conversion/conversionActions';
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
    </div>
  );
}
