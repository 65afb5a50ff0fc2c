/** Session shapes shared by server code, the session route and client components. No server imports here. */
import type { AppRole } from '@/lib/rules/roles';

export type { AppRole } from '@/lib/rules/roles';

export type SessionUser = { id: string; email: string };

/** `role` is null when the role lookup failed (spec 000 section 8); no user_roles row means 'user'. */
export type Session = { user: SessionUser; role: AppRole | null };

/** What GET /api/session answers. */
export type SessionResponse = { user: SessionUser | null; role: AppRole | null };
