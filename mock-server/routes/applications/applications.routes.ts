import { anyone, callsFor } from '../call-factory';
import { errorResponses } from '../openapi-parts';

export const applicationsRoutes = callsFor(anyone, ['Public'])({
  submitApplication: {
    summary: 'Apply for the Classes 7 to 10 programmes (form demo) or the free NEET programme (form neet)',
    answer: 'Stored; the reference to quote, and a confirmation mail is on its way',
    responses: errorResponses({
      400: 'A field is wrong, or the form was sent by a bot (hidden field filled, or sent too fast)',
      409: 'This e-mail applied to this programme within the last 30 days',
      429: 'Too many applications from this address: see Retry-After',
    }),
  },
});
