import { pendingReviewsOf } from '../../domain/submissions/pending-reviews';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './reviews.routes';

export const pendingReviews: AppRouteHandler<typeof routes.pendingReviews> = async (c) =>
  c.json(await pendingReviewsOf(c.get('deps').database.db, c.get('user').id), 200);
