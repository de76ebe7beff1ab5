export * from '../modules/accounts/accounts.table.js';
export * from '../platform/mail/outbox.table.js';
export * from '../platform/rate-limit.table.js';
export * from '../modules/schedule/schedule.table.js';
export * from '../modules/links/links.table.js';
export * from '../modules/agenda/agenda.table.js';
