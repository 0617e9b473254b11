import { createRouter } from '../create-router';
import * as handlers from './account.handlers';
import * as routes from './account.routes';

export const accountRouter = createRouter()
  .openapi(routes.listSessions, handlers.listSessions)
  .openapi(routes.endSession, handlers.endSession)
  .openapi(routes.endOtherSessions, handlers.endOtherSessions)
  .openapi(routes.changePassword, handlers.changePassword);
