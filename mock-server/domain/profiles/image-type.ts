/** The image formats a profile picture may have, recognised by their first bytes, never by name or header. */
export type ImageType = { mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'; extension: string };

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  text.split('').every((char, index) => bytes[start + index] === char.charCodeAt(0));

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte)) {
    return { mime: 'image/png', extension: 'png' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { mime: 'image/jpeg', extension: 'jpg' };
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return { mime: 'image/gif', extension: 'gif' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return { mime: 'image/webp', extension: 'webp' };
  return null;
}
