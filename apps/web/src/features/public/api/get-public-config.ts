// GET /api/public/config: the contact phone, e-mail and social links. Until it answers (and in the
// prerendered HTML) the server's defaults are shown. The footer of every page reads it, so it is a
// tiny cached store rather than a TanStack query: the landing page stays free of TanStack Query.
import { API_PATHS, CONTACT_DEFAULTS, type PublicConfigResponse } from '@gharguru/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { apiRequest } from '../../../lib/api-client';

type Contact = PublicConfigResponse['contact'];

export const getPublicConfig = () => apiRequest<PublicConfigResponse>(API_PATHS.publicConfig);

let contact: Contact = CONTACT_DEFAULTS;
let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

async function loadOnce() {
  if (requested) return;
  requested = true;
  try {
    contact = (await getPublicConfig()).contact;
    for (const listener of listeners) listener();
  } catch {
    // The defaults stay; the next page load tries again.
  }
}

export function usePublicConfig(): Contact {
  useEffect(() => {
    void loadOnce();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => contact,
    () => CONTACT_DEFAULTS,
  );
}
