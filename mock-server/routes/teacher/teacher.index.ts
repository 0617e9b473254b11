import { createRouter } from '../create-router';
import * as handlers from './teacher.handlers';
import * as routes from './teacher.routes';

export const teacherRouter = createRouter()
  .openapi(routes.teacherBatches, handlers.teacherBatches)
  .openapi(routes.teacherStudents, handlers.teacherStudents)
  .openapi(routes.teacherClassesByDate, handlers.teacherClassesByDate)
  .openapi(routes.sendAnnouncement, handlers.sendAnnouncement);
