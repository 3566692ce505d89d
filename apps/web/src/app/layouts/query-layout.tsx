// Provides TanStack Query to the pages below it (see lib/query-client.ts for why it is a lazy layout).
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from '../../lib/router';
import { getQueryClient } from '../../lib/query-client';

export default function QueryLayout() {
  const [client] = useState(getQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
