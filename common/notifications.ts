/**
 * The kinds of notification e-mail a user can turn off one by one (on /account, or with the
 * one-click unsubscribe link of each such e-mail). Each kind is on until the user turns it off.
 * The field of GET/POST /api/notifiche that carries each kind is `email_<kind>`.
 */
export const NOTIFICATION_KINDS = ['messaggi', 'documenti', 'collegamenti', 'prenotazioni'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** The GET /api/notifiche field of each kind. */
export const notificationField = (kind: NotificationKind) => `email_${kind}` as const;
