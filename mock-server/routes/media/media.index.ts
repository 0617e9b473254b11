import { etag } from 'hono/etag';
import { profilesFolder } from '../../domain/profile-pictures';
import { createRouter } from '../create-router';
import * as handlers from './media.handlers';

/**
 * The stored files at /media/<key>. Files, not API calls, so there are no route definitions: they
 * stay out of the OpenAPI document.
 */
export const mediaRouter = createRouter()
  // Answers 304 to an If-None-Match naming the ETag the handler sets, which costs no digest of the bytes.
  .use('/media/*', etag())
  .get(`/media/${profilesFolder}/:name`, handlers.servePicture)
  .all('/media/*', handlers.noSuchFile);
