import { routerFor } from '../create-router';
import * as handlers from './teacher.handlers';
import { teacherRoutes } from './teacher.routes';

export const teacherRouter = routerFor(teacherRoutes, handlers);
