import { createRouter } from '../create-router';
import * as handlers from './profile.handlers';
import * as routes from './profile.routes';

export const profileRouter = createRouter()
  .openapi(routes.getProfile, handlers.getProfile)
  .openapi(routes.updateProfile, handlers.updateProfile)
  .openapi(routes.getUserNames, handlers.getUserNames);
