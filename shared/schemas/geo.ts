import { z } from 'zod';

/** ISO 3166-1 alpha-2 country of the visitor; IN when unknown. */
export const geo = z.object({ country: z.string().length(2) });
export type Geo = z.infer<typeof geo>;
