import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorText } from './api-client';
import { saveSession } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('[BEH-6] [LIM-1] sends JSON with the stored bearer token under /api', async () => {
    saveSession({ accessToken: 'abc', role: 'teacher', firstName: 'R', lastName: 'T' });
    const fetchMock = vi.fn(async () => new Response('{"message":"ok"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/tution/add', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ message: 'ok' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/tution/add');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
  });

  it("[ERR-2] throws the server's message, or 'Something went wrong' without one", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Nope"}', { status: 403 })),
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: 'Nope', status: 403 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: 'Something went wrong', status: 500 });
  });

  it('keeps the code, params and per-field codes the server sends beside its messages', async () => {
    const body = {
      message: 'Mobile number must be exactly 10 digits',
      code: 'mobileExact',
      errors: { mobile: 'Mobile number must be exactly 10 digits' },
      fieldCodes: { mobile: 'mobileExact' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 400 })),
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({
      message: body.message,
      code: 'mobileExact',
      fieldErrors: body.errors,
      fieldCodes: body.fieldCodes,
    });
    const missing = { message: 'No data found for ID 7', code: 'noDataForId', params: { id: '7' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(missing), { status: 404 })),
    );
    const error = await apiRequest('/x').catch((thrown: unknown) => thrown);
    expect(errorText(error)).toEqual(missing);
  });

  it("[LIM-1] [BEH-6] [ERR-6] reports 'Network Error' on a network failure and after the 10 000 ms time-out", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/x')).rejects.toEqual(new ApiError('Network Error', 0, {}, 'networkError'));

    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      ),
    );
    const pending = apiRequest('/slow');
    const outcome = expect(pending).rejects.toMatchObject({ message: 'Network Error' });
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    pending
      .catch(() => {})
      .finally(() => {
        settled = true;
      });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});
