// The directory's data store (lib/resource-store.ts): one request per key, aborted when no part
// waits for it, the previous answer kept while the next loads, one retry, and the answers a
// server-rendered page embedded taken in before the first render.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { EMBEDDED_QUERIES_ID, ResourceStore, ResourceStoreContext, keyText, useResource } from './resource-store';

function withStore(store: ResourceStore) {
  return ({ children }: { children: ReactNode }) => (
    <ResourceStoreContext.Provider value={store}>{children}</ResourceStoreContext.Provider>
  );
}

/** A load whose answers the test gives, one call at a time, with the signal each call got. */
function controlledLoad() {
  const calls: { signal: AbortSignal; answer: (value: unknown) => void; fail: (error: unknown) => void }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<unknown>((resolve, reject) => calls.push({ signal, answer: resolve, fail: reject })),
  );
  return { load, calls };
}

function LalitpurList() {
  const list = useResource(['list', { city: 'Lalitpur' }], async () => ['fetched']);
  return <p>{list.status === 'success' ? String(list.data) : 'loading'}</p>;
}

describe('useResource', () => {
  it('shares one request between the parts that read a key, and reads a current answer without asking again', async () => {
    const store = new ResourceStore();
    const { load, calls } = controlledLoad();
    const wrapper = withStore(store);
    const first = renderHook(() => useResource(['facets'], load), { wrapper });
    const second = renderHook(() => useResource(['facets'], load), { wrapper });
    expect(first.result.current.status).toBe('pending');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]!.answer({ cities: 3 }));
    expect(first.result.current).toMatchObject({ status: 'success', data: { cities: 3 } });
    expect(second.result.current).toMatchObject({ status: 'success', data: { cities: 3 } });
    const later = renderHook(() => useResource(['facets'], load), { wrapper });
    expect(later.result.current.data).toEqual({ cities: 3 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('aborts the request nobody waits for any more, and keeps the previous answer on screen meanwhile', async () => {
    const store = new ResourceStore();
    const { load, calls } = controlledLoad();
    const { result, rerender } = renderHook(
      ({ city }: { city: string }) => useResource(['list', { city }], load, { keepPrevious: true }),
      { wrapper: withStore(store), initialProps: { city: 'Lalitpur' } },
    );
    await act(async () => calls[0]!.answer(['Lalitpur offer']));
    rerender({ city: 'Pokhara' });
    expect(result.current).toMatchObject({ status: 'success', data: ['Lalitpur offer'] });
    rerender({ city: 'Dharan' });
    // Pokhara's list was asked for and is no longer wanted: its request is aborted.
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(calls[2]!.signal.aborted).toBe(false);
    expect(result.current.data).toEqual(['Lalitpur offer']);
    await act(async () => calls[2]!.answer(['Dharan offer']));
    expect(result.current).toMatchObject({ status: 'success', data: ['Dharan offer'] });
    // An answer that arrives for the aborted request changes nothing.
    await act(async () => calls[1]!.answer(['Pokhara offer']));
    expect(store.get(keyText(['list', { city: 'Pokhara' }])).updatedAt).toBe(0);
    expect(result.current.data).toEqual(['Dharan offer']);
  });

  it('tries a failed read once more, a second later, then shows the error', async () => {
    const { load, calls } = controlledLoad();
    const { result } = renderHook(() => useResource(['list'], load), { wrapper: withStore(new ResourceStore()) });
    await act(async () => calls[0]!.fail(new Error('offline')));
    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2), { timeout: 3000 });
    await act(async () => calls[1]!.fail(new Error('still offline')));
    expect(result.current).toMatchObject({ status: 'error', error: new Error('still offline') });
  });

  it('forgets the oldest answers no part reads once it holds 40, never one that is read', () => {
    const store = new ResourceStore();
    store.set(['read'], 'kept');
    const stop = store.subscribe(keyText(['read']), () => {});
    for (let page = 1; page <= 45; page++) store.set(['list', { page }], page);
    expect(store.get(keyText(['read'])).data).toBe('kept');
    expect(store.get(keyText(['list', { page: 1 }])).updatedAt).toBe(0);
    expect(store.get(keyText(['list', { page: 45 }])).data).toBe(45);
    expect(store.toJSON().queries).toHaveLength(40);
    stop();
  });

  it('counts null as an answer (an offer that is not listed), not as loading', async () => {
    const { result } = renderHook(() => useResource(['offer', 'x'], async () => null, { retry: 0 }), {
      wrapper: withStore(new ResourceStore()),
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBeNull();
  });

  it("renders the server's answers, and the browser takes them in from the page before its first render", () => {
    const server = new ResourceStore();
    server.set(['list', { city: 'Lalitpur' }], ['Lalitpur offer']);
    server.set(['offer', 'gone'], null);
    expect(renderToString(withStore(server)({ children: <LalitpurList /> }))).toBe('<p>Lalitpur offer</p>');

    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = EMBEDDED_QUERIES_ID;
    element.textContent = JSON.stringify(server.toJSON());
    document.body.append(element);
    const load = vi.fn(async () => ['fetched']);
    // No store provided: the browser's own, which reads the embedded answers when first used.
    const list = renderHook(() => useResource(['list', { city: 'Lalitpur' }], load));
    const offer = renderHook(() => useResource(['offer', 'gone'], load));
    expect(list.result.current).toMatchObject({ status: 'success', data: ['Lalitpur offer'] });
    expect(offer.result.current).toMatchObject({ status: 'success', data: null });
    expect(load).not.toHaveBeenCalled();
    expect(document.getElementById(EMBEDDED_QUERIES_ID)).toBeNull();
  });
});
