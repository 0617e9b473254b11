import { routerFor } from '../create-router';
import * as handlers from './account.handlers';
import { accountRoutes } from './account.routes';

export const accountRouter = routerFor(accountRoutes, handlers);
