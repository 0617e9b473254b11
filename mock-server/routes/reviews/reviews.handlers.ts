import { pendingReviewsOf } from '../../domain/pending-reviews';
import type { AppRouteHandler } from '../create-router';
import type { pendingReviews as pendingReviewsRoute } from './reviews.routes';

export const pendingReviews: AppRouteHandler<typeof pendingReviewsRoute> = async (c) =>
  c.json(await pendingReviewsOf(c.get('deps').database.db, c.get('user').id), 200);
