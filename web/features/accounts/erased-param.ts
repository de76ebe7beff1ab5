/** The login page says the account was erased when it opens with this query parameter. */
export const ERASED_PARAM = 'eliminato';
