// Imports every schema module and builds the schema.
import { builder } from '../builder';
import './scalars';
import './errors';
import './auth/user';
import './auth/session';
import './ctas/cta';
import './conversion/contactMessage';
import './conversion/bookingRequest';
import './conversion/slackWebhook';
import './conversion/settings';
import './outbox/emailOutbox';
import './analytics/pageViewStats';

export const schema = builder.toSchema({ sortSchema: true });
