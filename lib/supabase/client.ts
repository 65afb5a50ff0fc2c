import { createBrowserClient } from '@supabase/ssr';

import { publicEnv } from '@/lib/env';

/** Browser client (Supabase adapter only). */
export function createClient() {
  const { NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: key } = publicEnv;
  if (!url || !key) throw new Error('Supabase is not configured');
  return createBrowserClient(url, key);
}
