// The one HTTP client: JSON in and out, the stored bearer token, a 10 s time-out, and errors that
// carry the server's message with its code (translated by code, requirements DEC-10). It shows no
// notifications and performs no redirects: callers decide.
// The two fallback texts, not the contract's whole MSG (~3 KB gzipped): the directory reads with this
// client on its first load (issue 12).
import { API_BASE, NETWORK_ERROR, REQUEST_TIMEOUT_MS, SOMETHING_WENT_WRONG } from '@gharguru/contract';
import { connectionStatus } from './connection-status';
import { getAccessToken } from './session';

type Params = Readonly<Record<string, string | number>>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status, or 0 when the server was not reached (network failure or time-out). */
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
    /** The message's key in the contract's MSG, when the server (or this client) named one. */
    readonly code?: string,
    readonly params?: Params,
    /** Each field error's key, beside `fieldErrors`. */
    readonly fieldCodes: Record<string, string> = {},
  ) {
    super(message);
  }
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
};

function buildUrl(path: string, query: ApiRequestOptions['query']) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return undefined;
}

/** A field of an error body that is a record of texts (`errors`, `fieldCodes`), or {}. */
function textsOf(body: unknown, key: 'errors' | 'fieldCodes'): Record<string, string> {
  if (!body || typeof body !== 'object' || !(key in body)) return {};
  const value = (body as Record<string, unknown>)[key];
  return value && typeof value === 'object' ? (value as Record<string, string>) : {};
}

/** The error a failed answer becomes: the server's message and code, or the default text. */
function errorOf(body: unknown, status: number): ApiError {
  const message = messageOf(body);
  if (!message) return new ApiError(SOMETHING_WENT_WRONG, status, {}, 'somethingWentWrong');
  const { code, params } = body as { code?: unknown; params?: unknown };
  return new ApiError(
    message,
    status,
    textsOf(body, 'errors'),
    typeof code === 'string' ? code : undefined,
    params && typeof params === 'object' ? (params as Params) : undefined,
    textsOf(body, 'fieldCodes'),
  );
}

/** Sends one call with the bearer token, the reader's language and the time-out; a failed answer throws. */
async function send(path: string, options: ApiRequestOptions, accept: string): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);

  // The reader's language (setLanguage keeps <html lang>): the server writes the notifications a
  // form causes in it (issue 11).
  const language = typeof document !== 'undefined' && document.documentElement.lang === 'ne' ? 'ne' : 'en';
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': language };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch {
    // Not reached, or no answer in time; a caller's own cancel (a query no longer wanted) says nothing.
    if (!options.signal?.aborted) connectionStatus.failed();
    throw new ApiError(NETWORK_ERROR, 0, {}, 'networkError');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }

  connectionStatus.answered();
  if (!response.ok) throw errorOf(await readJson(response), response.status);
  return response;
}

/** Calls the API and returns its JSON body typed as the contract's response type. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await readJson(await send(path, options, 'application/json'))) as T;
}

/** Calls the API for a file (the books' CSV) and returns it as it came. */
export async function apiFile(path: string, options: ApiRequestOptions = {}): Promise<Blob> {
  return (await send(path, options, '*/*')).blob();
}

/** An error of a call that never reached the server (no connection, or no answer within the time-out). */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** The English text to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return SOMETHING_WENT_WRONG;
}

/** What to show for any thrown value, with the server's code when it sent one (see translateMessage). */
export function errorText(error: unknown): { message: string; code?: string; params?: Params } {
  if (error instanceof ApiError) return { message: error.message, code: error.code, params: error.params };
  return { message: errorMessage(error) };
}
