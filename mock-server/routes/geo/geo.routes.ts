import { anyone, callsFor } from '../call-factory';

const publicSiteCall = callsFor(anyone, ['Public']);

export const visitorCountry = publicSiteCall('geo', {
  summary: "The visitor's country, from the header the proxy sets (GEO_HEADER); IN when unknown",
  answer: 'The country code',
});
