import { createRouter } from '../create-router';
import * as handlers from './auth.handlers';
import * as routes from './auth.routes';

export const authRouter = createRouter()
  .openapi(routes.login, handlers.login)
  .openapi(routes.refreshToken, handlers.refreshToken)
  .openapi(routes.logout, handlers.logout)
  // The two reset calls refuse invalid input in their own shape.
  .openapi(routes.requestPasswordReset, handlers.requestPasswordReset, handlers.refuseResetInput)
  .openapi(routes.confirmPasswordReset, handlers.confirmPasswordReset, handlers.refuseResetInput);
