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

export const schema = builder.toSchema({ sortSchema: true });
