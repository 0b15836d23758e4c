// Imports every schema module and builds the schema.
import { builder } from '../builder';
import './scalars';
import './errors';
import './auth/user';
import './auth/session';
import './blog/taxonomy';
import './blog/post';
import './blog/post-list';
import './courses/taxonomy';
import './courses/course';
import './search/search';
import './ctas/cta';
import './conversion/contactMessage';
import './conversion/bookingRequest';
import './conversion/slackWebhook';
import './conversion/settings';
import './outbox/emailOutbox';
import './analytics/pageViewStats';
import './surveys/survey';
import './surveys/answers';
import './surveys/editor';
import './surveys/results';

export const schema = builder.toSchema({ sortSchema: true });
