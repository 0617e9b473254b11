import { createRouter } from '../create-router';
import * as handlers from './student.handlers';
import * as routes from './student.routes';

export const studentRouter = createRouter()
  .openapi(routes.studentBatches, handlers.studentBatches)
  .openapi(routes.nextClass, handlers.nextClass)
  .openapi(routes.studentAnnouncements, handlers.studentAnnouncements);
