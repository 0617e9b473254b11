import { routerFor } from '../create-router';
import * as handlers from './classes.handlers';
import { classesRoutes } from './classes.routes';

export const classesRouter = routerFor(classesRoutes, handlers);
