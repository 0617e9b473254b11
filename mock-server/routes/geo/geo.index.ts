import { createRouter } from '../create-router';
import * as handlers from './geo.handlers';
import * as routes from './geo.routes';

export const geoRouter = createRouter().openapi(routes.geo, handlers.geo);
