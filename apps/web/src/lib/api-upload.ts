// A file sent to the API as multipart/form-data with upload progress (fetch reports none): the same
// bearer token, language and error shape as lib/api-client.ts. Used by a teacher's photo (issue 27).
import { NETWORK_ERROR } from '@gharguru/contract';
import { ApiError, buildUrl, errorOf } from './api-client';
import { connectionStatus } from './connection-status';
import { getAccessToken } from './session';

/** A 5 MB photo on a slow mobile connection takes a while; the server's own time-out still applies. */
const UPLOAD_TIMEOUT_MS = 120_000;

export function apiUpload<T>(
  path: string,
  { field, file, onProgress }: { field: string; file: Blob; onProgress?: (fraction: number) => void },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', buildUrl(path, undefined));
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', document.documentElement.lang === 'ne' ? 'ne' : 'en');
    const token = getAccessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const failed = () => {
      connectionStatus.failed();
      reject(new ApiError(NETWORK_ERROR, 0, {}, 'networkError'));
    };
    request.onerror = failed;
    request.ontimeout = failed;
    request.onload = () => {
      connectionStatus.answered();
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(errorOf(body, request.status));
    };
    const form = new FormData();
    form.append(field, file);
    request.send(form);
  });
}
