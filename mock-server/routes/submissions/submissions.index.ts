import { routerFor } from '../create-router';
import * as handlers from './submissions.handlers';
import { submissionsRoutes } from './submissions.routes';

export const submissionsRouter = routerFor(submissionsRoutes, handlers);
