import { createRouter } from '../create-router';
import * as handlers from './submissions.handlers';
import * as routes from './submissions.routes';

export const submissionsRouter = createRouter()
  .openapi(routes.createSubmission, handlers.createSubmission)
  .openapi(routes.updateSubmission, handlers.updateSubmission)
  .openapi(routes.giveFeedback, handlers.giveFeedback);
