import { OpenAPIHono } from '@hono/zod-openapi';
import type { Config } from '../../config';
import type { AppEnv } from '../../context';
import { refuseInvalidInput } from '../../http/validated-input';
import { registerLogin } from './login';
import { createLoginThrottle } from './login-throttle';
import { registerLogout } from './logout';
import { registerPasswordReset } from './password-reset';
import { registerPasswordResetConfirm } from './password-reset-confirm';
import { registerTokenRefresh } from './token-refresh';

/** Sign-in, token refresh, sign-out and password reset, mounted under /api by app.ts. */
export function createAuthRoutes(config: Config) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: refuseInvalidInput });
  registerLogin(
    app,
    createLoginThrottle({
      maxFailures: config.loginMaxFailures,
      windowSeconds: config.loginThrottleWindowSeconds,
    }),
  );
  registerTokenRefresh(app);
  registerLogout(app);
  registerPasswordReset(app);
  registerPasswordResetConfirm(app);
  return app;
}
