import { describe, expect, it } from 'vitest';
import { pictureUrl } from './profile-pictures';

describe('pictureUrl', () => {
  it('prefers PUBLIC_URL, so links work behind a proxy', () => {
    expect(
      pictureUrl('profiles/1-a.png', 'https://school.example/', 'http://10.0.0.5:8000/api/profile/'),
    ).toBe('https://school.example/media/profiles/1-a.png');
  });

  it("falls back to the request's origin, and answers null without a picture", () => {
    expect(pictureUrl('profiles/1-a.png', undefined, 'http://localhost:8000/api/profile/')).toBe(
      'http://localhost:8000/media/profiles/1-a.png',
    );
    expect(pictureUrl(null, 'https://school.example', 'http://localhost:8000/')).toBeNull();
  });
});
