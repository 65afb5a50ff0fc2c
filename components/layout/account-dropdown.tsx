'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { CalendarDays, ChevronDown, LogOut, User } from 'lucide-react';
import { toast } from 'sonner';
import { useAuth } from '@/components/auth/session-provider';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { emailPrefix, isStaffRole, roleBadge } from '@/lib/rules/roles';
import { signOutAction } from '@/app/auth/actions';
import { callAction, failureReason } from '@/lib/client/action-call';

/** The signed-in account menu: name, role badge, My Account, Profile, Manage Calendar for staff, Sign Out. */
export function AccountDropdown() {
  const { user, role, refresh } = useAuth();
  const router = useRouter();
  const [signingOut, startSignOut] = useTransition();

  if (!user) return null;

  const badge = roleBadge(role);

  function signOut() {
    startSignOut(async () => {
      const result = await callAction(() => signOutAction());
      if (!result.ok) {
        toast.error('Sign out failed', { description: failureReason(result) });
        return;
      }
      await refresh();
      router.push('/');
      router.refresh();
    });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="inline-flex min-h-8 max-w-full min-w-0 items-center gap-1.5 rounded px-1 font-semibold hover:bg-white/10"
        data-testid="account-menu-trigger"
      >
        <User aria-hidden className="size-4 shrink-0" />
        <span className="min-w-0 truncate">{emailPrefix(user.email)}</span>
        {badge ? (
          <Badge variant={badge.variant} className="shrink-0 px-1.5 py-0 text-[0.65rem]">
            {badge.label}
          </Badge>
        ) : null}
        <ChevronDown aria-hidden className="size-3.5 shrink-0" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel>My Account</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href="/account">
            <User aria-hidden /> Profile
          </a>
        </DropdownMenuItem>
        {isStaffRole(role) ? (
          <DropdownMenuItem asChild>
            <a href="/calendar">
              <CalendarDays aria-hidden /> Manage Calendar
            </a>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut} disabled={signingOut}>
          <LogOut aria-hidden /> {signingOut ? 'Signing out...' : 'Sign Out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
