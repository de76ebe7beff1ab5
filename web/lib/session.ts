import { useSyncExternalStore } from 'react';
import { JWT_COOKIE, JWT_COOKIE_EXPIRES, JWT_STORAGE_KEY } from '../../common/constants.js';
import { deleteCookie, readCookie, writeCookie } from './cookies.js';

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function getToken(): string {
  return sessionStorage.getItem(JWT_STORAGE_KEY) ?? '';
}

/** A browser restart empties sessionStorage; the cookie of 'Resta connesso' brings the token back. */
export function restoreToken(): void {
  if (sessionStorage.getItem(JWT_STORAGE_KEY)) return;
  const saved = readCookie(JWT_COOKIE);
  if (saved) sessionStorage.setItem(JWT_STORAGE_KEY, saved);
}

export function saveToken(token: string, stayLogged: boolean): void {
  sessionStorage.setItem(JWT_STORAGE_KEY, token);
  if (stayLogged) writeCookie(JWT_COOKIE, token, JWT_COOKIE_EXPIRES);
  else deleteCookie(JWT_COOKIE);
  notify();
}

export function clearToken(): void {
  forgetToken();
  notify();
}

/** Removes the token without telling the screens: for a page that is about to be left. */
export function forgetToken(): void {
  sessionStorage.removeItem(JWT_STORAGE_KEY);
  deleteCookie(JWT_COOKIE);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToken(): string {
  return useSyncExternalStore(subscribe, getToken);
}

export function useIsLoggedIn(): boolean {
  return useToken() !== '';
}
