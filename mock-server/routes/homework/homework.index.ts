import { routerFor } from '../create-router';
import * as handlers from './homework.handlers';
import { homeworkRoutes } from './homework.routes';

export const homeworkRouter = routerFor(homeworkRoutes, handlers);
