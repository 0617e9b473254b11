import { etag } from 'hono/etag';
import { createRouter } from '../create-router';
import * as handlers from './media.handlers';
import { mediaPaths, picturePath, questionImagePath } from './media.routes';

export const mediaRouter = createRouter()
  // Answers 304 to an If-None-Match naming the ETag the handler sets, which costs no digest of the bytes.
  .use(mediaPaths, etag())
  .get(picturePath, handlers.servePicture)
  .get(questionImagePath, handlers.serveQuestionImage)
  .all(mediaPaths, handlers.noSuchFile);
