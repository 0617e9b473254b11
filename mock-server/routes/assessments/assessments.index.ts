import { routerFor } from '../create-router';
import * as handlers from './assessments.handlers';
import { assessmentsRoutes } from './assessments.routes';

export const assessmentsRouter = routerFor(assessmentsRoutes, handlers);
