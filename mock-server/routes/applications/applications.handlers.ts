import { admissions } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../context';
import { submitApplication as storeApplication } from '../../domain/applications/applications-writes';
import { recordSecurityEvent } from '../../domain/audit/audit';
import { clientLimitKey } from '../../limits/address-key';
import { describeWait, tooManyRequests } from '../../limits/retry-after';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './applications.routes';

const applicantMailBucket = 'applications:applicant-mail';
const everyone = 'all';

/**
 * Counts one receipt mail against the hourly cap of all applicants together, so the form cannot be
 * made to mail strangers in bulk from many networks; false once the cap is reached.
 */
async function mayMailApplicant({ limiter, config, database }: AppDeps): Promise<boolean> {
  const counted = await limiter.hit({
    bucket: applicantMailBucket,
    key: everyone,
    limit: config.applicationMailsPerHour,
    windowSeconds: 3600,
  });
  if (counted.newlyExceeded.length > 0) {
    await recordSecurityEvent(database.db, {
      action: 'security.throttled',
      email: null,
      details: { limit: 'application mail an hour', address: 'every address' },
    });
  }
  return counted.exceeded.length === 0;
}

export const submitApplication: AppRouteHandler<typeof routes.submitApplication> = async (c) => {
  const deps = c.get('deps');
  const { database, mailer, config, limiter } = deps;
  const address = clientLimitKey(c, config.trustProxyHops);
  const perAddress = await limiter.hit({
    bucket: 'applications:address',
    key: address,
    limit: admissions.perAddressPerHour,
    windowSeconds: 3600,
  });
  if (perAddress.newlyExceeded.length > 0) {
    await recordSecurityEvent(database.db, {
      action: 'security.throttled',
      email: null,
      details: { limit: 'applications', address },
    });
  }
  if (perAddress.exceeded.length > 0)
    throw tooManyRequests(
      c,
      perAddress.retryAfterSeconds,
      messages.admissions.throttled(describeWait(perAddress.retryAfterSeconds)),
    );
  const mailApplicant = await mayMailApplicant(deps);
  const { reference, stored } = await storeApplication(
    { db: database.db, mailer, admissionsEmail: config.admissionsEmail },
    c.req.valid('json'),
    mailApplicant,
  );
  if (!stored && mailApplicant) await limiter.refund(applicantMailBucket, everyone);
  return c.json({ reference, detail: messages.admissions.received(reference) }, 201);
};
