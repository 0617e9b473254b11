import { createRouter } from '../create-router';
import * as handlers from './homework.handlers';
import * as routes from './homework.routes';

export const homeworkRouter = createRouter()
  .openapi(routes.listHomework, handlers.listHomework)
  .openapi(routes.createHomework, handlers.createHomework)
  .openapi(routes.updateHomework, handlers.updateHomework)
  .openapi(routes.deleteHomework, handlers.deleteHomework)
  .openapi(routes.listSubmissions, handlers.listSubmissions);
