/** Business constants of spec §9, shared by the server and the web app. */
export const TIME_ZONE = 'Europe/Rome';

export const PAGE_SIZE = {
  clients: 5,
  services: 5,
  professionals: 5,
  payments: 5,
  documents: 15,
  adminUsers: 15,
  accessLog: 15,
  chatBatch: 12,
  /** At most this many messages per catch-up call; the client asks again until it has all. */
  chatCatchUp: 500,
} as const;

export const AGENDA = {
  daysPerPage: 7,
  pages: 12,
  slotMinutes: 30,
} as const;

/** The durations a service may have, in minutes: a booking takes that many half-hour slots. */
export const SERVICE_DURATIONS = [30, 60, 90, 120] as const;
export type ServiceDuration = (typeof SERVICE_DURATIONS)[number];

export const LIMITS = {
  idImageBytes: 10 * 1024 * 1024,
  documentBytes: 100 * 1024 * 1024,
  includedStorageKb: 10 * 1000 * 1000,
  passwordMinLength: 8,
  textField: 200,
  longText: 5000,
  chatMessage: 5000,
} as const;

export const SUBSCRIPTION = {
  trialDays: 30,
  warningDays: 7,
  graceDays: 2,
} as const;

export const SESSION = {
  stayLoggedDays: 30,
  shortHours: 12,
} as const;

export const UI = {
  toastMs: 5000,
  resizeDebounceMs: 166,
  heartbeatMs: 1000,
} as const;

/** The cookie the web app keeps its token in when 'stay logged in' is chosen (spec §1). */
export const JWT_COOKIE = 'jwt';
export const JWT_COOKIE_EXPIRES = 'Fri, 01 Jan 2038 00:00:00 GMT';
export const JWT_STORAGE_KEY = 'jwt';
/** Anti-forgery: the server sets this cookie; the web app echoes it in the header. */
export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';

export const ID_IMAGE_TYPES = ['jpeg', 'gif', 'png', 'pdf', 'eps'] as const;

export const OTHER_SERVICE_NAME = 'Altro (Specificare)';
