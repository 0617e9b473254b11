import { createRouter } from '../create-router';
import * as handlers from './progress.handlers';
import * as routes from './progress.routes';

export const progressRouter = createRouter()
  .openapi(routes.ownProgress, handlers.ownProgress)
  .openapi(routes.studentProgress, handlers.studentProgress);
