import { describe, expect, it } from 'vitest';
import { badgeInput, isBadgeImage } from '../badges/index.js';
import { appendixProblem } from '../lessons/index.js';
import { setupProfileInput } from '../onboarding/index.js';
import { profilePictureProblem } from '../users/index.js';
import { detectUpload, PICTURE_KINDS, readUpload, withDetectedType } from './upload-content.js';

const b64 = (bytes: number[] | string) => btoa(typeof bytes === 'string' ? bytes : String.fromCharCode(...bytes));
const PNG = b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = b64([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = b64('GIF89a\u0001\u0000\u0001\u0000');
const WEBP = b64('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
const HTML = b64('<html><script>alert(1)</script></html>');

describe('upload content', () => {
  it('tells each allowed kind by its bytes, whatever the data URL declares', () => {
    const kind = (base64: string) =>
      (readUpload(`data:image/png;base64,${base64}`, PICTURE_KINDS, 1024) as { upload?: { kind: string } }).upload?.kind;
    expect([PNG, JPEG, GIF, WEBP].map(kind)).toEqual(['png', 'jpeg', 'gif', 'webp']);
    expect(withDetectedType(`data:image/png;base64,${GIF}`, PICTURE_KINDS, 1024)).toBe(`data:image/gif;base64,${GIF}`);
  });

  it('refuses HTML declared as a picture, bytes over the limit, and what is not a data URL', () => {
    expect(readUpload(`data:image/png;base64,${HTML}`, PICTURE_KINDS, 1024)).toEqual({ ok: false, problem: 'type' });
    expect(readUpload(`data:image/png;base64,${PNG}`, PICTURE_KINDS, 4)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(readUpload(`<html>`, PICTURE_KINDS, 1024)).toEqual({ ok: false, problem: 'notDataUrl' });
    expect(detectUpload(new TextEncoder().encode('plain words'), ['png', 'txt'])).toBe('txt');
    expect(detectUpload(new TextEncoder().encode('plain words'), ['png', 'pdf'])).toBeNull();
  });

  it('refuses HTML declared as an image in every place that takes one', () => {
    const html = `data:image/png;base64,${HTML}`;
    expect(isBadgeImage(html)).toBe(false);
    expect(badgeInput.safeParse({ badgeName: 'B', type: 'Custom', image: html }).success).toBe(false);
    expect(profilePictureProblem(html)).not.toBeNull();
    expect(appendixProblem({ fileName: 'wall.png', dataUrl: html })).not.toBeNull();
    const setup = setupProfileInput.safeParse({ profilePicture: html });
    expect(setup.error?.issues.some((i) => i.path[0] === 'profilePicture')).toBe(true);
  });

  it('keeps a badge picture and a first profile picture under the type their bytes show', () => {
    expect(badgeInput.parse({ badgeName: 'B', type: 'Custom', image: `data:image/jpeg;base64,${PNG}` }).image).toBe(
      `data:image/png;base64,${PNG}`,
    );
    const field = setupProfileInput.shape.profilePicture;
    expect(field.parse(`data:image/png;base64,${JPEG}`)).toBe(`data:image/jpeg;base64,${JPEG}`);
  });
});
