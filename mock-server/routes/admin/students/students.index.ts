import { routerFor } from '../../create-router';
import * as handlers from './students.handlers';
import { adminStudentsRoutes } from './students.routes';

export const adminStudentsRouter = routerFor(adminStudentsRoutes, handlers);
