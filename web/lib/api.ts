import { CSRF_COOKIE, CSRF_HEADER } from '../../common/constants.js';
import { MSG } from '../../common/messages/it.js';
import { readCookie } from './cookies.js';
import { fileNameOf } from './file-name.js';
import { clearToken, getToken } from './session.js';

/**
 * The one transport of the web app: JSON calls (`api.get`, `api.post`), uploads with progress
 * (`api.upload`, XMLHttpRequest) and file downloads (`api.download`). All three send the same
 * headers and fail the same way:
 * - 401: the session ends and /login opens (unless the call says otherwise, see `unauthorized`);
 * - 403 refusing the role (the server's generic 'Non hai i permessi…'): /login opens (spec §6);
 *   a 403 that states a business rule is an ordinary message;
 * - 413: the call's own text (`statusMessages`), e.g. the upload limit;
 * - no answer at all (server unreachable): 'Si è verificato un errore imprevisto sul nostro server.' (§8).
 */
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
   * What a 401 or a role refusal does: 'login' (default) ends the session on a 401 and opens
   * /login; 'clear' only ends the session (the caller decides where to go); 'ignore' leaves
   * it (the login call).
   */
  unauthorized?: 'login' | 'clear' | 'ignore';
  /** Replace the server's text for some statuses, e.g. 413 on an upload. */
  statusMessages?: Partial<Record<number, string>>;
  signal?: AbortSignal;
}

type Body = Record<string, unknown> | FormData;
type Method = 'GET' | 'POST';

let toLogin: () => void = () => {};

/** What 'open /login' means: set once by the router. */
export function setUnauthorizedHandler(handler: () => void): void {
  toLogin = handler;
}

function headerPairs(method: Method, body: Body | undefined): [string, string][] {
  const pairs: [string, string][] = [
    ['Accept', 'application/json, text/plain, */*'],
    ['Authorization', `Bearer ${getToken()}`],
  ];
  if (body !== undefined && !(body instanceof FormData)) pairs.push(['Content-Type', 'application/json']);
  if (method !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) pairs.push([CSRF_HEADER, csrf]);
  }
  return pairs;
}

function parseBody(text: string): unknown {
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

/** The server could not be reached (or answered nothing readable). */
function unreachable(error: unknown): ApiError {
  console.error(error);
  return new ApiError(MSG.unexpected);
}

/** The session rules every answer goes through, whatever the transport. */
function applySessionRules(status: number, payload: unknown, options: RequestOptions): void {
  const mode = options.unauthorized ?? 'login';
  if (status === 401) {
    if (mode !== 'ignore') clearToken();
    if (mode === 'login') toLogin();
  }
  if (status === 403 && mode === 'login' && asRecord(payload).error === MSG.forbidden) toLogin();
}

const isSuccess = (status: number, payload: unknown) => status >= 200 && status <= 299 && asRecord(payload).success !== false;

export async function request<T>(method: Method, path: string, body?: Body, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: headerPairs(method, body),
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw unreachable(error);
  }

  const payload = parseBody(
    await response.text().catch((error: unknown) => {
      console.error(error);
      return '';
    }),
  );
  applySessionRules(response.status, payload, options);
  if (!isSuccess(response.status, payload)) throw failure(response.status, payload, options);
  return payload as T;
}

/**
 * POST of a form through XMLHttpRequest, the one browser API that reports upload progress
 * (`onProgress` gets 0 to 100).
 */
export function upload<T>(
  path: string,
  body: FormData,
  onProgress: (percent: number) => void,
  options: RequestOptions = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of headerPairs('POST', body)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const payload = parseBody(xhr.responseText);
      applySessionRules(xhr.status, payload, options);
      if (isSuccess(xhr.status, payload)) resolve(payload as T);
      else reject(failure(xhr.status, payload, options));
    };
    xhr.onerror = () => reject(unreachable(new Error(`Caricamento non riuscito: ${path}`)));
    xhr.onabort = () => reject(new DOMException('Caricamento annullato', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * GET of a file that needs the bearer header: it comes as a blob and is saved under the name
 * of its Content-Disposition. Resolves with that name.
 */
export async function download(path: string, options: RequestOptions = {}): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, { headers: headerPairs('GET', undefined), credentials: 'same-origin', signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw unreachable(error);
  }
  if (!response.ok) {
    const payload = parseBody(await response.text().catch(() => ''));
    applySessionRules(response.status, payload, options);
    throw failure(response.status, payload, options);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    throw unreachable(error);
  }
  const name = fileNameOf(response.headers.get('content-disposition'));
  saveBlob(blob, name);
  return name;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: Body = {}, options?: RequestOptions) => request<T>('POST', path, body, options),
  upload,
  download,
};

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : MSG.unexpected;
}
