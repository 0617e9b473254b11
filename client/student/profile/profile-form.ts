import {
  type Profile,
  type ProfileUpdate,
  profilePictureRules,
  profileUpdate,
} from '../../../shared/schemas/profile';
import { formValuesOf } from '../../lib/form-values';

/** The editable fields, as the form holds them (all text; an empty date is ''). */
export type ProfileFormValues = Required<{ [Field in keyof ProfileUpdate]: string }>;
export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

export function profileFormValues(profile: Profile): ProfileFormValues {
  return formValuesOf(profileUpdate, profile);
}

/** The server's own rules (first and last name required, phone shapes), checked before sending. */
export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const result = profileUpdate.safeParse(values);
  if (result.success) return {};
  const errors: ProfileFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ProfileFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

export const photoTooLarge = 'The photo must be 2 MB or smaller.';
export const photoNotAnImage = 'Please choose an image file (PNG, JPEG, GIF or WebP).';

/** Why a chosen photo cannot be uploaded, or null when it can. */
export function photoProblem(file: File): string | null {
  if (!(profilePictureRules.types as readonly string[]).includes(file.type)) return photoNotAnImage;
  if (file.size > profilePictureRules.maxBytes) return photoTooLarge;
  return null;
}

/** The multipart body of PATCH /profile/: the text fields, and the photo only when one was chosen. */
export function profileFormData(values: ProfileFormValues, photo: File | null): FormData {
  const body = new FormData();
  for (const [field, value] of Object.entries(values)) body.append(field, value.trim());
  if (photo) body.append('profile_picture', photo);
  return body;
}
