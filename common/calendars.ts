import { z } from 'zod';
import { CALENDARS_MSG } from './messages/calendars.js';
import { MSG } from './messages/it.js';
import { okResponse } from './validation.js';

/** The feed's path: `/api/ical/<token>.ics`, answered without a session (the token is the key). */
export const FEED_PATH_PREFIX = '/api/ical/';

/** How far back and ahead a feed reaches. */
export const FEED_WINDOW = { pastDays: 30, futureDays: 366 } as const;

/** From this long before the start an online appointment's 'Entra nella videochiamata' opens. */
export const VIDEO_OPENS_BEFORE_MINUTES = 10;

/** GET /api/feedcalendario: whether the user's feed is on (its URL is shown only when made). */
export const feedStateResponseSchema = okResponse({
  attivo: z.boolean(),
  /** A professional's events say only 'Appuntamento Studio'. */
  privato: z.boolean(),
  /** When the current URL was made (ISO), or null. */
  creato: z.string().nullable(),
});
export type FeedStateResponse = z.output<typeof feedStateResponseSchema>;

/** POST /api/feedcalendario: a new URL; the previous one stops at once. */
export const newFeedResponseSchema = okResponse({
  message: z.string(),
  /** https://…/api/ical/<token>.ics */
  url: z.string(),
  /** The same as webcal://, which calendar apps open as a subscription. */
  webcal: z.string(),
  /** Google Calendar's page that adds the subscription. */
  google: z.string(),
  privato: z.boolean(),
  creato: z.string(),
});
export type NewFeedResponse = z.output<typeof newFeedResponseSchema>;

/** POST /api/feedcalendarioprivato (professionals). */
export const feedPrivacySchema = z.object({ privato: z.boolean({ error: CALENDARS_MSG.privateInvalid }) });

/** The feed's file name, '<token>.ics' (the token: 32 random bytes, base64url); any other shape is a 404. */
export const feedParamsSchema = z.object({ file: z.string().max(200) });

/** GET /api/videochiamata (professionals): their own fixed meeting link, '' for a new Jitsi room each time. */
export const meetingLinkResponseSchema = okResponse({ link: z.string() });
export type MeetingLinkResponse = z.output<typeof meetingLinkResponseSchema>;

/** POST /api/videochiamata: '' goes back to a new Jitsi room for each appointment. */
export const meetingLinkSchema = z.object({
  link: z
    .string({ error: MSG.required })
    .trim()
    .max(500, MSG.tooLong)
    .refine((v) => v === '' || isMeetingUrl(v), CALENDARS_MSG.meetingLinkInvalid),
});

/** An https address without spaces or quotes: what goes into e-mails and calendar files as a link. */
export function isMeetingUrl(v: string) {
  if (!/^https:\/\/[^\s"<>\\]+$/.test(v)) return false;
  try {
    return new URL(v).hostname.includes('.');
  } catch {
    return false;
  }
}
