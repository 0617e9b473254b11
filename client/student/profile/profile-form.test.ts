import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../shared/schemas/profile';
import {
  photoNotAnImage,
  photoProblem,
  photoTooLarge,
  profileFormData,
  profileFormValues,
  validateProfileForm,
} from './profile-form';

const profile: Profile = {
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha@demo.school',
  parent_name: 'Sunita Verma',
  mobile_number: '+91 98450 12345',
  communication_number: '',
  profile_picture: null,
  date_of_birth: null,
  address: '',
  state: null,
  batch: { id: 1, name: 'Olympiad 9A' },
  valid_until: '2027-03-31',
};

describe('the profile form', () => {
  it('holds only the editable fields, an empty date as blank', () => {
    const values = profileFormValues(profile);
    expect(values).not.toHaveProperty('email');
    expect(values.date_of_birth).toBe('');
  });

  it('requires the first and last name', () => {
    const errors = validateProfileForm({ ...profileFormValues(profile), first_name: '  ', last_name: '' });
    expect(errors).toEqual({ first_name: 'First name is required.', last_name: 'Last name is required.' });
  });

  it('accepts the stored profile as it is', () => {
    expect(validateProfileForm(profileFormValues(profile))).toEqual({});
  });

  it('sends trimmed text fields and the photo only when one was chosen', () => {
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    const values = { ...profileFormValues(profile), first_name: ' Asha ' };
    expect(profileFormData(values, null).has('profile_picture')).toBe(false);
    const body = profileFormData(values, photo);
    expect(body.get('first_name')).toBe('Asha');
    expect(body.get('profile_picture')).toBeInstanceOf(File);
    expect(body.has('email')).toBe(false);
  });
});

describe('the photo', () => {
  it('must be an image of at most 2 MB', () => {
    expect(photoProblem(new File(['x'], 'me.png', { type: 'image/png' }))).toBeNull();
    expect(photoProblem(new File(['x'], 'notes.pdf', { type: 'application/pdf' }))).toBe(photoNotAnImage);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(photoProblem(big)).toBe(photoTooLarge);
  });
});
