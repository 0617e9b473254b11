import { createRouter } from '../create-router';
import * as handlers from './auth.handlers';
import * as routes from './auth.routes';

/** Mounted under /api by app.ts: the auth calls' paths are relative to it. */
export const authRouter = createRouter()
  .openapi(routes.login, handlers.login)
  .openapi(routes.refreshToken, handlers.refreshToken)
  .openapi(routes.logout, handlers.logout)
  .openapi(routes.requestPasswordReset, handlers.requestPasswordReset, handlers.refuseResetInput)
  .openapi(routes.confirmPasswordReset, handlers.confirmPasswordReset, handlers.refuseResetInput);
