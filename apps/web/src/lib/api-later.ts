// The public forms' calls to the server, with the HTTP client (lib/api-client.ts, which brings every
// message) and the API's paths (~5 KB gzipped together) downloaded when a form is first sent rather
// than with the page (issue 12, docs/decisions/018): a call names its path by a function of the paths. A client that cannot be downloaded is a server that
// cannot be reached: the connection is marked lost (the form's notice offers to send again) and the
// call fails with the client's own network error text and code.
import { type API_PATHS, NETWORK_ERROR } from '@gharguru/contract';
import type { ApiRequestOptions } from './api-client';
import { connectionStatus } from './connection-status';

/**
 * Code a form needs (the client, the validation) could not be downloaded: said as api-client says a
 * lost connection, with its text and code.
 */
export class CodeUnavailable extends Error {
  override readonly name = 'CodeUnavailable';
  readonly code = 'networkError';
  readonly status = 0;
  constructor() {
    super(NETWORK_ERROR);
  }
}

/** Downloads a module with `load`; a failed download marks the connection lost and throws CodeUnavailable. */
export async function download<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    connectionStatus.failed();
    throw new CodeUnavailable();
  }
}

/** lib/api-client.ts with the API's paths, downloaded on first use. */
export const loadApiClient = () => download(() => import('./api-paths'));

/** `apiRequest` of lib/api-client.ts, the client and the paths downloaded on the first call. */
export async function apiRequestLater<T>(
  path: (paths: typeof API_PATHS) => string,
  options?: ApiRequestOptions,
): Promise<T> {
  const { apiRequest, API_PATHS: paths } = await loadApiClient();
  return apiRequest<T>(path(paths), options);
}
