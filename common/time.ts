/** Durations in milliseconds, for the server and the web app alike. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
