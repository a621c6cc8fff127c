import './zod-config';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter, followNavigateEvents } from './app/router';
import { getBridge } from './bridge';
import { createQueryClient } from './data/query-client';
import './ui/base.css';

// The bridge first: in browser mode it takes the launch secret out of the address, before the
// router reads the address for the place to show.
getBridge();
const queryClient = createQueryClient();
const router = createAppRouter();
followNavigateEvents(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
