import { routerFor } from '../create-router';
import * as handlers from './reviews.handlers';
import { reviewsRoutes } from './reviews.routes';

export const reviewsRouter = routerFor(reviewsRoutes, handlers);
