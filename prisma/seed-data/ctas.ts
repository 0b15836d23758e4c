// One call to action per CTA type. A CTA without a modal links to the page
// of its type (SPEC §2, public CTA block).
import type { CtaSeed } from './types';

export const ctas: readonly CtaSeed[] = [
  {
    type: 'ai_training',
    header: 'Train Your Team to Use AI Well',
    description:
      'Hands-on workshops that teach your team to apply AI to the work it already does, with exercises built on your own documents and processes.',
    buttonText: 'Explore Courses',
    icon: 'graduation-cap',
    isActive: true,
    modalType: null,
  },
  {
    type: 'agent_dev',
    header: 'Build an AI Agent for Your Workflow',
    description:
      'We design, build, and test AI agents that handle repeatable work such as intake, triage, and reporting, then hand them over with documentation.',
    buttonText: 'Tell Us About Your Project',
    icon: 'bot',
    isActive: true,
    modalType: 'contact',
  },
  {
    type: 'fractional_pm',
    header: 'Get Senior Product Leadership Without a Full-Time Hire',
    description:
      'A fractional product manager joins your team for a set number of hours each week to own the roadmap, run discovery, and keep engineering focused.',
    buttonText: 'Book a 30-Minute Call',
    icon: 'briefcase',
    isActive: true,
    modalType: 'calendar',
  },
];
