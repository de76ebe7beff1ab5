import { CSRF_COOKIE, CSRF_HEADER } from '../../common/constants.js';
import { MSG } from '../../common/messages/it.js';
import { readCookie } from './cookies.js';
import { clearToken, getToken } from './session.js';

export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;

  constructor(message: string, status = 0, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

export interface RequestOptions {
  /**
   * What a 401 does: 'login' (default) ends the session and opens /login; 'clear' only ends
   * the session (the caller decides where to go); 'ignore' leaves it (the login call).
   */
  unauthorized?: 'login' | 'clear' | 'ignore';
  /** Replace the server's text for some statuses, e.g. 413 on an upload. */
  statusMessages?: Partial<Record<number, string>>;
  signal?: AbortSignal;
}

type Body = Record<string, unknown> | FormData;

let onUnauthorized: () => void = () => {};

export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function buildHeaders(method: string, body: Body | undefined): Headers {
  const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
  headers.set('Authorization', `Bearer ${getToken()}`);
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  if (method !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers.set(CSRF_HEADER, csrf);
  }
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function failure(status: number, payload: unknown, options: RequestOptions): ApiError {
  const data = asRecord(payload);
  const override = options.statusMessages?.[status];
  if (override) return new ApiError(override, status);
  if (typeof data.error === 'string' && data.error) {
    const fields = asRecord(data.fields) as Record<string, string>;
    return new ApiError(data.error, status, fields);
  }
  console.error(`Richiesta non riuscita (${status})`, payload);
  return new ApiError(MSG.unexpected, status);
}

export async function request<T>(method: 'GET' | 'POST', path: string, body?: Body, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: buildHeaders(method, body),
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error(error);
    throw new ApiError(MSG.unexpected);
  }

  const payload = await readBody(response).catch((error: unknown) => {
    console.error(error);
    return {};
  });

  if (response.status === 401) {
    const mode = options.unauthorized ?? 'login';
    if (mode !== 'ignore') clearToken();
    if (mode === 'login') onUnauthorized();
  }
  if (response.status < 200 || response.status > 299 || asRecord(payload).success === false) {
    throw failure(response.status, payload, options);
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: Body = {}, options?: RequestOptions) => request<T>('POST', path, body, options),
};

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : MSG.unexpected;
}
