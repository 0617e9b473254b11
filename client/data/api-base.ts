import { apiBasePath } from '../../shared/endpoint';

/** The API base: VITE_API_URL when configured (absolute or a path), else same-origin /api. */
export const apiBase: string =
  (import.meta.env?.VITE_API_URL as string | undefined)?.replace(/\/$/, '') || apiBasePath;
