import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { useConnectionLost } from './connection-status';

afterEach(() => vi.unstubAllGlobals());

describe('the connection status the HTTP client reports (issue 14)', () => {
  it('is lost after a call that did not reach the server, and back after the next answer', async () => {
    const { result } = renderHook(() => useConnectionLost());
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await act(() => expect(apiRequest('/visitor-data', { method: 'POST', body: {} })).rejects.toThrow('Network Error'));
    expect(result.current).toBe(true);

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"message":"Bad"}', { status: 400 })));
    await act(() => expect(apiRequest('/visitor-data', { method: 'POST', body: {} })).rejects.toThrow('Bad'));
    expect(result.current).toBe(false);
  });

  it('says nothing when the caller itself cancels a call (a query no longer wanted)', async () => {
    const { result } = renderHook(() => useConnectionLost());
    const cancel = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
          ),
      ),
    );
    const call = apiRequest('/public/tuitions', { signal: cancel.signal });
    cancel.abort();
    await act(() => expect(call).rejects.toThrow('Network Error'));
    expect(result.current).toBe(false);
  });
});
