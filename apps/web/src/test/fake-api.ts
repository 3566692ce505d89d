// Stubs fetch with a small table of API answers keyed by method and path (after /api), so a page
// that makes several calls can be tested with only the network boundary replaced.
import { MSG } from '@gharguru/contract';
import { vi } from 'vitest';

/** `hang` never answers, to see the loading state. */
export type FakeAnswer = { status?: number; body?: unknown; hang?: boolean };

export type FakeRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path after /api, without the query string. */
  path: string;
  answer: FakeAnswer | ((request: { url: URL; body: unknown }) => FakeAnswer);
};

type FetchArgs = [input: string, init?: RequestInit];

const urlOf = (input: string) => new URL(input, 'http://localhost');
const bodyOf = (init?: RequestInit): unknown => (init?.body ? JSON.parse(String(init.body)) : undefined);

/** A route answering 200 with a plain message, as the API answers a change. */
export const messageRoute = (method: FakeRoute['method'], path: string, message: string): FakeRoute => ({
  method,
  path,
  answer: { body: { message } },
});

/** A 400 refusing one field as the server does: the message under the field, with its code beside it. */
export const fieldRefusal = (field: string, code: keyof typeof MSG): FakeAnswer => ({
  status: 400,
  body: { message: MSG[code], code, errors: { [field]: MSG[code] }, fieldCodes: { [field]: code } },
});

export function fakeApi(routes: FakeRoute[]) {
  const fetchMock = vi.fn(async (...[input, init]: FetchArgs) => {
    const url = urlOf(input);
    const method = init?.method ?? 'GET';
    const route = routes.find((candidate) => candidate.method === method && `/api${candidate.path}` === url.pathname);
    if (!route) throw new Error(`fake API: no answer for ${method} ${url.pathname}`);
    const answer = typeof route.answer === 'function' ? route.answer({ url, body: bodyOf(init) }) : route.answer;
    if (answer.hang) return new Promise<Response>(() => {});
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** The calls made to one method and path, with their parsed bodies. */
    calls(method: FakeRoute['method'], path: string) {
      return fetchMock.mock.calls
        .filter(([input, init]) => (init?.method ?? 'GET') === method && urlOf(input).pathname === `/api${path}`)
        .map(([input, init]) => ({ url: urlOf(input), body: bodyOf(init), init }));
    },
  };
}
