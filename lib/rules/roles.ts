/** Roles of spec 000 section 6. No user_roles row means 'user'. */
export const appRoles = ['admin', 'collaborator', 'user'] as const;
export type AppRole = (typeof appRoles)[number];

export function isAppRole(value: unknown): value is AppRole {
  return typeof value === 'string' && (appRoles as readonly string[]).includes(value);
}

/** Why a staff page, download or action refuses anyone else (spec 000's words). */
export const STAFF_ROLE_REQUIRED = 'Admin or collaborator role required.';

/** Staff manage availability slots and see stored requests. */
export function isStaffRole(role: AppRole | null | undefined): boolean {
  return role === 'admin' || role === 'collaborator';
}

export function isAdminRole(role: AppRole | null | undefined): boolean {
  return role === 'admin';
}

/** The header's role badge: Admin in destructive style, Collaborator in secondary style, none for users. */
export function roleBadge(
  role: AppRole | null | undefined,
): { label: string; variant: 'destructive' | 'secondary' } | null {
  if (role === 'admin') return { label: 'Admin', variant: 'destructive' };
  if (role === 'collaborator') return { label: 'Collaborator', variant: 'secondary' };
  return null;
}

/** 'jane.doe@example.com' -> 'jane.doe' */
export function emailPrefix(email: string): string {
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}
