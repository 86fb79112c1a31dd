import { z } from 'zod';
import { USER_MESSAGES } from './messages.js';

/** Profile pictures (document 3 §5, §9): png, jpeg or jpg, one file, at most 50 KB. */
export const PROFILE_PICTURE_MAX_BYTES = 50 * 1024;
const DATA_URL = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]+={0,2})$/;

function bytesOf(base64: string): Uint8Array | null {
  try {
    const text = atob(base64);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

const isPng = (b: Uint8Array) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v);
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/**
 * What is wrong with a picture given as a data URL, judged by its content (the first bytes),
 * not only by the type it claims; null when it is fine.
 */
export function profilePictureProblem(dataUrl: string): string | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return USER_MESSAGES.pictureType;
  const bytes = bytesOf(match[2] ?? '');
  if (!bytes || !(isPng(bytes) || isJpeg(bytes))) return USER_MESSAGES.pictureType;
  if (bytes.length > PROFILE_PICTURE_MAX_BYTES) return USER_MESSAGES.pictureSize;
  return null;
}

export const profilePictureInput = z.object({
  profilePic: z
    .string()
    .max(200_000, USER_MESSAGES.pictureSize)
    .superRefine((value, ctx) => {
      const problem = profilePictureProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullable(),
});
