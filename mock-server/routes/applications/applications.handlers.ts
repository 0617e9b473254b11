import { admissions } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../context';
import { submitApplication as storeApplication } from '../../domain/applications/applications-writes';
import { clientLimitKey } from '../../limits/address-key';
import { countAttempt } from '../../limits/count-attempt';
import { describeWait, tooManyRequests } from '../../limits/retry-after';
import { publishWithNotifications } from '../../realtime/with-notifications';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './applications.routes';

const applicantMailBucket = 'applications:applicant-mail';
const everyone = 'all';

/**
 * Counts one receipt mail against the hourly cap of all applicants together, so the form cannot be
 * made to mail strangers in bulk from many networks; false once the cap is reached.
 */
async function mayMailApplicant(deps: AppDeps): Promise<boolean> {
  const counted = await countAttempt(
    deps,
    { limit: 'application mail an hour', address: 'every address' },
    {
      bucket: applicantMailBucket,
      key: everyone,
      limit: deps.config.applicationMailsPerHour,
      windowSeconds: 3600,
    },
  );
  return counted.exceeded.length === 0;
}

export const submitApplication: AppRouteHandler<typeof routes.submitApplication> = async (c) => {
  const deps = c.get('deps');
  const { database, mailer, config, limiter } = deps;
  const address = clientLimitKey(c, config.trustProxyHops);
  const perAddress = await countAttempt(
    deps,
    { limit: 'applications', address },
    {
      bucket: 'applications:address',
      key: address,
      limit: admissions.perAddressPerHour,
      windowSeconds: 3600,
    },
  );
  if (perAddress.exceeded.length > 0)
    throw tooManyRequests(
      c,
      perAddress.retryAfterSeconds,
      messages.admissions.throttled(describeWait(perAddress.retryAfterSeconds)),
    );
  const mailApplicant = await mayMailApplicant(deps);
  const { reference, stored, notified } = await storeApplication(
    { db: database.db, mailer, admissionsEmail: config.admissionsEmail },
    c.req.valid('json'),
    mailApplicant,
  );
  if (!stored && mailApplicant) await limiter.refund(applicantMailBucket, everyone);
  const answer = { reference, detail: messages.admissions.received(reference) };
  await publishWithNotifications(deps, { deliveries: [] }, notified);
  return c.json(answer, 201);
};
