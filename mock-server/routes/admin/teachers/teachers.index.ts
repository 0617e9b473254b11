import { routerFor } from '../../create-router';
import * as handlers from './teachers.handlers';
import { adminTeachersRoutes } from './teachers.routes';

export const adminTeachersRouter = routerFor(adminTeachersRoutes, handlers);
