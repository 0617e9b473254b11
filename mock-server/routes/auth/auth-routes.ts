import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { refuseInvalidInput } from '../../http/validated-input';
import { registerLogin } from './login';
import { registerLogout } from './logout';
import { registerPasswordReset } from './password-reset';
import { registerPasswordResetConfirm } from './password-reset-confirm';
import { registerTokenRefresh } from './token-refresh';

/** Sign-in, token refresh, sign-out and password reset, mounted under /api by app.ts. */
export function createAuthRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: refuseInvalidInput });
  registerLogin(app);
  registerTokenRefresh(app);
  registerLogout(app);
  registerPasswordReset(app);
  registerPasswordResetConfirm(app);
  return app;
}
