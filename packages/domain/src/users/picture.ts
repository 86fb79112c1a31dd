import { z } from '../zod.js';
import { readUpload, withDetectedType } from '../contracts/upload-content.js';
import { USER_MESSAGES } from './messages.js';
import { once } from '../contracts/once.js';

/** Profile pictures (document 3 §5, §9): png, jpeg or jpg, one file, at most 50 KB. */
export const PROFILE_PICTURE_MAX_BYTES = 50 * 1024;
const KINDS = ['png', 'jpeg'] as const;

/**
 * What is wrong with a picture given as a data URL, judged by its content (the one upload
 * check, contracts/upload-content.ts), never by the type it claims; null when it is fine.
 */
export function profilePictureProblem(dataUrl: string): string | null {
  if (!/^data:image\/(png|jpeg|jpg);base64,/.test(dataUrl)) return USER_MESSAGES.pictureType;
  const read = readUpload(dataUrl, KINDS, PROFILE_PICTURE_MAX_BYTES);
  if (read.ok) return null;
  return read.problem === 'tooLarge' ? USER_MESSAGES.pictureSize : USER_MESSAGES.pictureType;
}

export const profilePictureInput = once(() =>
  z.object({
    profilePic: z
      .string()
      .max(200_000, USER_MESSAGES.pictureSize)
      .superRefine((value, ctx) => {
        const problem = profilePictureProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      // Kept and served under the type its bytes show.
      .transform((value) => withDetectedType(value, KINDS, PROFILE_PICTURE_MAX_BYTES))
      .nullable(),
  }),
);
