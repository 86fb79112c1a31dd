import { z } from '../zod.js';
import { once } from '../contracts/once.js';

/** The header's banners and bell (document 2 §2 'Header dialogs and banners', §4 'Weekly hours bell'). */
export const HEADER_MESSAGES = {
  invalidImage: 'That file is not an image we can show. Please choose a PNG, JPEG, GIF or WebP picture of at most 1 MB.',
  messageRequired: 'Please write the message or choose a picture.',
  messageSaved: 'The header message was saved.',
  messageDeleted: 'The header message was removed.',
  deleteConfirm: 'Are you sure you want to delete the header message?',
  notificationNotFound: 'We could not find that notification.',
  bell: (left: number, target: number, hours: number) =>
    `Only ${String(hours)} of your ${String(target)} committed hours are logged this week, and ${String(left)} hours remain before the week ends (Saturday midnight Pacific).`,
} as const;

export const OWNER_IMAGE_MAX_BYTES = 1024 * 1024;
const IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/;

export const isOwnerImage = (value: string): boolean => value.startsWith('data:');

/** A header message is text, or a picture as a data URL of a PNG, JPEG, GIF or WebP up to 1 MB. */
export function validOwnerImage(value: string): boolean {
  return IMAGE.test(value) && Math.floor((value.length - value.indexOf(',') - 1) * 0.75) <= OWNER_IMAGE_MAX_BYTES;
}

export const ownerMessageInput = z
  .object({
    newMessage: z
      .string({ error: HEADER_MESSAGES.messageRequired })
      .trim()
      .min(1, { error: HEADER_MESSAGES.messageRequired })
      .max(1_500_000),
    isStandard: z.boolean().default(false),
  })
  .refine((m) => !isOwnerImage(m.newMessage) || validOwnerImage(m.newMessage), {
    error: HEADER_MESSAGES.invalidImage,
    path: ['newMessage'],
  })
  .refine((m) => isOwnerImage(m.newMessage) || m.newMessage.length <= 500, {
    error: 'A text message can be at most 500 characters.',
    path: ['newMessage'],
  });
export type OwnerMessageInput = z.infer<typeof ownerMessageInput>;

export const ownerMessageSchema = once(() =>
  z.object({
    ownerMessage: z.string().describe('The message of the moment: text, or a picture as a data URL.'),
    standardMessage: z.string().describe('Shown when there is no message of the moment.'),
  }),
);
export type OwnerMessage = z.infer<ReturnType<typeof ownerMessageSchema>>;

export const headerNotificationSchema = once(() =>
  z.object({
    id: z.uuid(),
    message: z.string(),
    sender: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
    isSystemGenerated: z.boolean(),
    createdTimeStamps: z.string().describe('ISO date-time'),
  }),
);
export type HeaderNotification = z.infer<ReturnType<typeof headerNotificationSchema>>;

export const hoursBellSchema = once(() =>
  z.object({
    show: z.boolean(),
    tangibleHours: z.number(),
    committedHours: z.number(),
    hoursLeft: z.number().int(),
  }),
);
export type HoursBell = z.infer<ReturnType<typeof hoursBellSchema>>;

/**
 * The weekly hours bell: committed hours above 0, not yet dismissed this week, under half the
 * commitment logged, and 48 hours or less before the week ends.
 */
export function hoursBellDue(b: { committedHours: number; tangibleHours: number; seenThisWeek: boolean; msLeft: number }): boolean {
  return b.committedHours > 0 && !b.seenThisWeek && b.tangibleHours < b.committedHours / 2 && b.msLeft > 0 && b.msLeft <= 48 * 3_600_000;
}
