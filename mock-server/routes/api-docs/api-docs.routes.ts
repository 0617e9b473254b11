/**
 * Where the OpenAPI document and its docs page are served. Pages, not API calls: plain paths rather
 * than route definitions, so they stay out of the document they serve.
 */
export const documentPath = '/api/openapi.json';
export const docsPath = '/api/docs';
export const assetsPath = '/api/docs/assets';
