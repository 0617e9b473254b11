import { routerFor } from '../create-router';
import * as handlers from './auth.handlers';
import { authRoutes } from './auth.routes';

/** Mounted under /api by app.ts: the auth calls' paths are relative to it. */
export const authRouter = routerFor(authRoutes, handlers, {
  requestPasswordReset: handlers.refuseResetInput,
  confirmPasswordReset: handlers.refuseResetInput,
});
