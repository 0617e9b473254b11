import { routerFor } from '../create-router';
import * as handlers from './profile.handlers';
import { profileRoutes } from './profile.routes';

export const profileRouter = routerFor(profileRoutes, handlers);
