import { createRouter } from '../create-router';
import * as handlers from './reviews.handlers';
import * as routes from './reviews.routes';

export const reviewsRouter = createRouter().openapi(routes.pendingReviews, handlers.pendingReviews);
