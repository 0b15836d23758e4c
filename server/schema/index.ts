// Imports every schema module and builds the schema.
import { builder } from '../builder';
import './scalars';
import './errors';
import './auth/user';
import './auth/session';

export const schema = builder.toSchema({ sortSchema: true });
