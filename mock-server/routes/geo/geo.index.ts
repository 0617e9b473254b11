import { routerFor } from '../create-router';
import * as handlers from './geo.handlers';
import { geoRoutes } from './geo.routes';

export const geoRouter = routerFor(geoRoutes, handlers);
