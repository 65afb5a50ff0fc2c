import type { Session } from '@/lib/auth/types';
import { approveEmployer, registerEmployer, type Registration } from '@/lib/server/employers';

/** A registration the way most tests want one; `overrides` change what a test is about. */
export function employerRegistration(
  abn: string,
  company: string,
  overrides: Partial<Registration> = {},
): Registration {
  return {
    company,
    abn,
    contactName: 'Pat Site',
    contactEmail: 'pat@example.com',
    contactPhone: '0400 123 456',
    sites: ['Mackay yard'],
    crewSize: 10,
    machineryUnits: [],
    ...overrides,
  };
}

/** Registers an employer as `registrant` (its first manager) and has `staff` approve it, as its account manager. */
export async function approvedEmployer(
  staff: Session,
  registrant: Session,
  registration: Registration,
): Promise<string> {
  const registered = await registerEmployer(registrant, registration);
  if (!registered.ok) throw new Error(registered.message);
  const result = await approveEmployer(staff, {
    employerId: registered.value.id,
    accountManagerId: staff.user.id,
    accountManagerPhone: '07 4000 0000',
  });
  if (!result.ok) throw new Error(result.message);
  return registered.value.id;
}
