/**
 * Admissions' words and choices without zod, so a public page can show them without loading the
 * schemas (shared/schemas/applications.ts validates with them).
 */

/** The paid programmes for Classes 7 to 10, and the free NEET programme. */
export const applicationProgrammes = ['foundational', 'express', 'neet'] as const;
export type ApplicationProgramme = (typeof applicationProgrammes)[number];
export const programmeLabels: Record<ApplicationProgramme, string> = {
  foundational: 'Foundational',
  express: 'Express',
  neet: 'Free NEET',
};

/** new -> contacted -> demo_week -> admitted | not_selected; staff may also step back. */
export const applicationStatuses = ['new', 'contacted', 'demo_week', 'admitted', 'not_selected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  demo_week: 'Demo week',
  admitted: 'Admitted',
  not_selected: 'Not selected',
};

export const referralSources = [
  'friend_or_family',
  'school',
  'web_search',
  'social_media',
  'newspaper',
  'other',
] as const;
export type ReferralSource = (typeof referralSources)[number];
export const referralSourceLabels: Record<ReferralSource, string> = {
  friend_or_family: 'A friend or family member',
  school: 'My school',
  web_search: 'A web search',
  social_media: 'Social media',
  newspaper: 'A newspaper or leaflet',
  other: 'Somewhere else',
};

export const classLevels = [7, 8, 9, 10] as const;
