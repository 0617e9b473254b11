import { geo } from '../../../shared/schemas/geo';
import { anyone, callsFor } from '../call-factory';
import { jsonContent } from '../openapi-parts';

const publicSiteCall = callsFor(anyone, ['Public']);

export const visitorCountry = publicSiteCall('geo', {
  summary: "The visitor's country, from the header the proxy sets (GEO_HEADER); IN when unknown",
  responses: { 200: jsonContent(geo, 'The country code') },
});
