import { admissions } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { submitApplication as storeApplication } from '../../domain/applications-writes';
import { clientAddress } from '../../http/client-address';
import { describeWait, tooManyRequests } from '../../limits/retry-after';
import type { AppRouteHandler } from '../create-router';
import type { applicationsRoutes as routes } from './applications.routes';

export const submitApplication: AppRouteHandler<typeof routes.submitApplication> = async (c) => {
  const { database, mailer, config, limiter } = c.get('deps');
  const { retryAfterSeconds, exceeded } = await limiter.hit({
    bucket: 'applications:address',
    key: clientAddress(c, config.trustProxyHops),
    limit: admissions.perAddressPerHour,
    windowSeconds: 3600,
  });
  if (exceeded.length > 0)
    throw tooManyRequests(
      c,
      retryAfterSeconds,
      messages.admissions.throttled(describeWait(retryAfterSeconds)),
    );
  const reference = await storeApplication(
    { db: database.db, mailer, admissionsEmail: config.admissionsEmail },
    c.req.valid('json'),
  );
  return c.json({ reference, detail: messages.admissions.received(reference) }, 201);
};
