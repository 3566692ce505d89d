// Provides TanStack Query to the pages below it (see lib/query-client.ts for why it is a lazy layout).
// On the server it provides the client the renderer filled with the page's data.
import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { Outlet } from 'react-router';
import { ServerQueryClientContext, getQueryClient } from '../../lib/query-client';

export default function QueryLayout() {
  const serverClient = useContext(ServerQueryClientContext);
  const [client] = useState(() => serverClient ?? getQueryClient());
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
