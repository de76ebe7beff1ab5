export * from '../modules/accounts/accounts.table.js';
export * from '../platform/mail/outbox.table.js';
export * from '../platform/rate-limit.table.js';
