// GET /api/public/config: the contact phone, e-mail and social links. Until it answers (and in the
// prerendered HTML) the server's defaults are shown. The footer of every page reads it, so it is a
// tiny cached store rather than a TanStack query, and it calls fetch directly rather than through
// lib/api-client: the landing page downloads neither (no token, no error text is ever shown).
import { CONTACT_DEFAULTS, PUBLIC_CONFIG_URL, type PublicConfigResponse } from '@gharguru/contract';
import { useEffect, useSyncExternalStore } from 'react';

type Contact = PublicConfigResponse['contact'];

let contact: Contact = CONTACT_DEFAULTS;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Calls the API once per page load; every caller gets the same promise, settled when the values are applied or given up. */
export function loadPublicConfig(): Promise<void> {
  loading ??= load();
  return loading;
}

async function load() {
  try {
    const response = await fetch(PUBLIC_CONFIG_URL, { headers: { Accept: 'application/json' } });
    if (!response.ok) return;
    const body = (await response.json()) as Partial<PublicConfigResponse>;
    if (!body.contact) return;
    contact = body.contact;
    for (const listener of listeners) listener();
  } catch {
    // The defaults stay; the next page load tries again.
  }
}

export function usePublicConfig(): Contact {
  useEffect(() => {
    void loadPublicConfig();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => contact,
    () => CONTACT_DEFAULTS,
  );
}
