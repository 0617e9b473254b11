import { questionImagesFolder } from '../../domain/assessments/question-images';
import { profilesFolder } from '../../domain/profiles/profile-pictures';

/**
 * Where stored files are served. Files, not API calls: plain paths rather than route definitions, so
 * they stay out of the OpenAPI document.
 */
export const mediaPaths = '/media/*';
export const picturePath = `/media/${profilesFolder}/:name`;
export const questionImagePath = `/media/${questionImagesFolder}/:name`;
