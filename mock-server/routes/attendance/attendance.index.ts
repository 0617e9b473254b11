import { routerFor } from '../create-router';
import * as handlers from './attendance.handlers';
import { attendanceRoutes } from './attendance.routes';

export const attendanceRouter = routerFor(attendanceRoutes, handlers);
