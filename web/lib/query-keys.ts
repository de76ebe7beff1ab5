/**
 * Every TanStack Query key of the app, in one place. Keys are hierarchical: invalidating a
 * prefix refreshes everything under it. What belongs to one link (the other party's record,
 * the booking calendar, the services to book, the documents) lives under `['link', otherId]`,
 * so a booking invalidates the link and the record's 'next appointment' follows by itself.
 * The cache is emptied at login and the page reloaded at logout, so `otherId` never means
 * someone else's link.
 */
export const queryKeys = {
  me: ['me'] as const,
  company: ['company'] as const,
  documentAccess: (page: number) => ['document-access', page] as const,
  adminActions: (page: number) => ['admin-actions', page] as const,
  /** The caller's sessions (/account). */
  sessions: ['sessions'] as const,
  confirmEmail: (id: string, token: string) => ['confirm-email', id, token] as const,
  loginLink: (id: string, token: string) => ['login-link', id, token] as const,

  /** One link, from either side: `otherId` is the client (for the professional) or the professional (for the client). */
  link: {
    all: (otherId: number) => ['link', otherId] as const,
    record: (otherId: number) => ['link', otherId, 'record'] as const,
    agenda: (otherId: number) => ['link', otherId, 'agenda'] as const,
    agendaPage: (otherId: number, page: number) => ['link', otherId, 'agenda', page] as const,
    bookingServices: (otherId: number) => ['link', otherId, 'booking-services'] as const,
    documents: (otherId: number) => ['link', otherId, 'documents'] as const,
    documentsPage: (otherId: number, t: number, page: number, q: string) => ['link', otherId, 'documents', t, page, q] as const,
  },
  /** Unread messages per link (GET /api/nonletti); the live socket says when to refetch. */
  unread: ['unread'] as const,
  /** Whether unread messages are e-mailed (GET /api/notifiche). */
  notificationSettings: ['notification-settings'] as const,
  /** Whether the caller's calendar feed is on (GET /api/feedcalendario). */
  calendarFeed: ['calendar-feed'] as const,
  /** The professional's own fixed meeting link (GET /api/videochiamata). */
  meetingLink: ['meeting-link'] as const,
  /** Kept apart from the link: the socket keeps it current, so a booking must not refetch it. */
  chat: (otherId: number) => ['chat', otherId] as const,

  /** The professional's own agenda. */
  agenda: {
    all: ['agenda'] as const,
    page: (page: number) => ['agenda', page] as const,
    /** 'Oggi / Prossimi appuntamenti' (GET /api/prossimiappuntamenti): under the agenda, so every agenda change refreshes it. */
    upcoming: ['agenda', 'upcoming'] as const,
  },
  /** The professional's booking rules (/account). */
  bookingRules: ['booking-rules'] as const,
  /** The client's coming appointments with every professional (/user). */
  myAppointments: ['my-appointments'] as const,
  /** The series a booking belongs to; under 'agenda' so every agenda change refreshes it. */
  seriesOfBooking: (giorno: string, ora: string, professionalId: number) =>
    ['agenda', 'series-of-booking', giorno, ora, professionalId] as const,
  orario: ['orario'] as const,
  /** The professional's own calendars whose events block agenda slots (/account). */
  externalCalendars: ['external-calendars'] as const,
  services: {
    all: ['services'] as const,
    page: (page: number, q: string) => ['services', page, q] as const,
    /** Every service, for booking a client. */
    bookable: ['services', 'bookable'] as const,
  },
  clients: {
    all: ['clients'] as const,
    page: (page: number, q: string) => ['clients', page, q] as const,
    /** Accepted clients matching a search, for booking one. */
    bookable: (q: string) => ['clients', 'bookable', q] as const,
  },
  myProfessionals: {
    all: ['my-professionals'] as const,
    page: (page: number, q: string) => ['my-professionals', page, q] as const,
  },
  professionalSearch: {
    all: ['professional-search'] as const,
    page: (page: number, q: string) => ['professional-search', page, q] as const,
  },
  subscription: ['subscription'] as const,
  payments: {
    all: ['payments'] as const,
    page: (page: number) => ['payments', page] as const,
  },

  /** The team's agenda, as a visitor sees it on the landing page. */
  publicAgenda: {
    all: ['public-agenda'] as const,
    page: (page: number) => ['public-agenda', page] as const,
  },
  /** A visitor's intro call, by the signed link of its e-mail. */
  introCall: (id: string, token: string) => ['intro-call', id, token] as const,

  admin: {
    users: ['admin', 'users'] as const,
    usersPage: (page: number, q: string) => ['admin', 'users', 'list', page, q] as const,
    user: (id: number) => ['admin', 'users', 'detail', id] as const,
    orario: (userId: number) => ['admin', 'orario', userId] as const,
    services: (userId: number) => ['admin', 'services', userId] as const,
    servicesPage: (userId: number, page: number, q: string) => ['admin', 'services', userId, page, q] as const,
    leads: ['admin', 'leads'] as const,
  },
};
