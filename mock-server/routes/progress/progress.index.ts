import { routerFor } from '../create-router';
import * as handlers from './progress.handlers';
import { progressRoutes } from './progress.routes';

export const progressRouter = routerFor(progressRoutes, handlers);
