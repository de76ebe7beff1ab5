/** Why a page sent the user to /login, carried in the navigation state; the login page says it. */
export const LOGIN_REASON = {
  /** Logged in, but the page is for another kind of account (a client on /admin). */
  forbidden: 'forbidden',
  /** Not logged in, or the session ended. */
  needsLogin: 'needs-login',
} as const;
