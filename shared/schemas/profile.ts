import { z } from 'zod';
import { isStateCode } from '../indian-states';
import { batchRef, isoDate } from './common';
import { multiLineText, singleLineText } from './text';

export const profile = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  parent_name: z.string(),
  mobile_number: z.string(),
  /** The WhatsApp number. */
  communication_number: z.string(),
  /** Absolute URL of the stored picture, or null. */
  profile_picture: z.string().nullable(),
  date_of_birth: isoDate.nullable(),
  address: z.string(),
  /** GST state code of where the student lives (shared/indian-states.ts): a tax invoice's place of supply. */
  state: z.string().nullable(),
  batch: batchRef.nullable(),
  valid_until: isoDate.nullable(),
});
export type Profile = z.infer<typeof profile>;

const phone = z
  .string()
  .trim()
  .max(20, 'Use at most 20 characters.')
  .refine((value) => value === '' || /^\+?[0-9 ()-]{6,20}$/.test(value), 'Enter a valid phone number.');

/** A person's names as they write them on their profile and as the admin enters them for an account. */
export const nameFields = {
  first_name: singleLineText().trim().min(1, 'First name is required.').max(80),
  last_name: singleLineText().trim().min(1, 'Last name is required.').max(80),
};

/** The text fields of the multipart PATCH; the optional `profile_picture` file travels beside them. */
export const profileUpdate = z.object({
  ...nameFields,
  parent_name: singleLineText().trim().max(120).default(''),
  mobile_number: phone.default(''),
  communication_number: phone.default(''),
  date_of_birth: z
    .union([z.literal(''), isoDate])
    .default('')
    .transform((value) => value || null),
  address: multiLineText().trim().max(500).default(''),
  state: z
    .string()
    .trim()
    .refine((value) => value === '' || isStateCode(value), 'Choose a state or union territory of India.')
    .default('')
    .transform((value) => value || null),
});
export type ProfileUpdate = z.input<typeof profileUpdate>;

export const profilePictureRules = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
} as const;

export const userNames = z.object({ first_name: z.string(), last_name: z.string() });
