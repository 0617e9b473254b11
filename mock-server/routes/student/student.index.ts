import { routerFor } from '../create-router';
import * as handlers from './student.handlers';
import { studentRoutes } from './student.routes';

export const studentRouter = routerFor(studentRoutes, handlers);
