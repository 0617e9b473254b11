import { config } from 'zod';

/**
 * The pages' Content-Security-Policy allows no eval. Zod compiles object parsers with `new Function`
 * unless told not to, and its probe for that permission is itself reported as a CSP violation. So
 * the client runs zod without it; imported first in main.tsx, before any schema is built.
 */
config({ jitless: true });
