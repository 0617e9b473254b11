import { createRouter } from '../create-router';
import * as handlers from './applications.handlers';
import * as routes from './applications.routes';

export const applicationsRouter = createRouter().openapi(
  routes.submitApplication,
  handlers.submitApplication,
);
