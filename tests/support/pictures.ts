/** The smallest valid PNG (1x1, transparent), for uploads that must pass the server's image check. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The multipart body of a profile update (PATCH /api/profile/). */
export function profileForm(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

/** A profile update that sends a new picture, `tinyPng` under this file name, with the names it must carry. */
export function pictureForm(names: { first_name: string; last_name: string }, fileName: string) {
  return profileForm({ ...names, profile_picture: new File([tinyPng], fileName) });
}
