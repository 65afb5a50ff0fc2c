'use client';

import { useEffect } from 'react';
import { coordinatorList } from '@/content/contacts';

// Replaces the root layout when it fails, so it carries its own <html> and plain styles.
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error('Global error', error.digest ?? error.message);
  }, [error]);

  return (
    <html lang="en-AU">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          padding: '3rem 1rem',
          textAlign: 'center',
          color: '#0f172a',
        }}
      >
        <h1>Something went wrong</h1>
        <p>Please try again, or call us:</p>
        <p>{coordinatorList.map((coordinator) => `${coordinator.state} ${coordinator.phone}`).join(' · ')}</p>
        <button type="button" onClick={reset} style={{ marginTop: '1.5rem', padding: '0.6rem 1.2rem' }}>
          Try again
        </button>
      </body>
    </html>
  );
}
