import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from './messages.js';
import { profilePictureInput, profilePictureProblem } from './picture.js';

const b64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];

describe('profile pictures', () => {
  it('accepts png and jpeg by their content', () => {
    expect(profilePictureProblem(`data:image/png;base64,${b64(PNG)}`)).toBeNull();
    expect(profilePictureProblem(`data:image/jpeg;base64,${b64(JPEG)}`)).toBeNull();
    expect(profilePictureProblem(`data:image/jpg;base64,${b64(JPEG)}`)).toBeNull();
  });

  it('refuses a file that only claims to be an image, and other types', () => {
    expect(profilePictureProblem(`data:image/png;base64,${btoa('<svg onload="x"/>')}`)).toBe(USER_MESSAGES.pictureType);
    expect(profilePictureProblem(`data:image/gif;base64,${b64(PNG)}`)).toBe(USER_MESSAGES.pictureType);
    expect(profilePictureProblem('https://example.org/me.png')).toBe(USER_MESSAGES.pictureType);
  });

  it('refuses more than 50 KB', () => {
    const big = [...JPEG, ...new Array<number>(50 * 1024).fill(1)];
    expect(profilePictureProblem(`data:image/jpeg;base64,${b64(big)}`)).toBe(USER_MESSAGES.pictureSize);
  });

  it('keeps a picture under the type its bytes show, not the one it claims', () => {
    const parsed = profilePictureInput().parse({ profilePic: `data:image/png;base64,${b64(JPEG)}` });
    expect(parsed.profilePic).toBe(`data:image/jpeg;base64,${b64(JPEG)}`);
  });
});
