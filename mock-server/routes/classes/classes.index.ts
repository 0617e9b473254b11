import { createRouter } from '../create-router';
import * as handlers from './classes.handlers';
import * as routes from './classes.routes';

export const classesRouter = createRouter()
  .openapi(routes.listClasses, handlers.listClasses)
  .openapi(routes.createClass, handlers.createClass)
  .openapi(routes.updateClass, handlers.updateClass)
  .openapi(routes.deleteClass, handlers.deleteClass);
