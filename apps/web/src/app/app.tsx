import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider, createQueryClient } from './provider';
import { createAppRouter } from './router';

export function App() {
  const [client] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
