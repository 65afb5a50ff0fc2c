import Link from 'next/link';

import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { modulesForUnit } from '@/content/learning/elearning';
import { site } from '@/content/site';
import { isUnitCode, trainingUnits } from '@/content/learning/units';
import { MyCertificates } from '@/components/outcomes/my-certificates';
import { ChangeEmailForm } from '@/components/account/change-email-form';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { SignOutEverywhereButton } from '@/components/account/sign-out-everywhere-button';
import { MyBookings } from '@/components/pay/my-bookings';
import { currentSessionId, getProfile, listSessions, requireSession, type ActiveSession } from '@/lib/auth';
import { withUser } from '@/lib/db';
import { listMyBookings, type MyBooking } from '@/lib/server/payments';
import { formatDateDMY } from '@/lib/rules/format';
import {
  listOwnAttempts,
  listProgress,
  type RecordedAttempt,
  type UnitProgress,
} from '@/lib/server/learning-records';
import { learnerCertificates, type Certificate } from '@/lib/server/certificates';
import { learnerResults, type LearnerResult } from '@/lib/server/outcomes';
import { isAdminRole, isStaffRole, roleBadge } from '@/lib/rules/roles';
import { pageMetadata } from '@/lib/rules/seo';
import { describeUserAgent } from '@/lib/rules/user-agent';

export const metadata = pageMetadata({
  title: 'My Account',
  description: 'Your profile, theory assessment results and e-learning progress.',
  path: '/account',
  noIndex: true,
});

async function loadOrNull<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`Error loading ${what}`, { message: (error as Error)?.message });
    return null;
  }
}

// Sign-in times in the provider's own time zone, like the rest of the site's dates.
const dateTime = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: site.timeZone,
});

export default async function AccountPage() {
  const session = await requireSession('/account');
  const [profile, attempts, progress, devices, thisSession, bookings, certificates, results] =
    await Promise.all([
      getProfile(session),
      loadOrNull<RecordedAttempt[]>('assessment attempts', () => listOwnAttempts(session, 20)),
      loadOrNull<UnitProgress[]>('e-learning progress', () => listProgress(session)),
      listSessions(session),
      currentSessionId(),
      loadOrNull<MyBooking[]>('bookings', () => listMyBookings((fn) => withUser(session, fn))),
      loadOrNull<Certificate[]>('certificates', () => learnerCertificates(session)),
      loadOrNull<LearnerResult[]>('results', () => learnerResults(session)),
    ]);
  const badge = roleBadge(session.role);
  const fullName = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');

  return (
    <>
      <PageHeader title="My Account" lead={fullName ? `Welcome back, ${profile?.first_name}.` : undefined}>
        <Link href="/account/employers" className="font-semibold text-white underline underline-offset-4">
          Employers and your tickets
        </Link>
        <Link href="/employer" className="font-semibold text-white underline underline-offset-4">
          Employer accounts you manage
        </Link>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 md:grid-cols-3">
        <div className="grid content-start gap-6 md:col-span-1">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2 className="text-lg font-bold">Profile</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3 text-sm">
                {fullName ? (
                  <div>
                    <dt className="text-muted-foreground">Name</dt>
                    <dd className="font-medium">{fullName}</dd>
                  </div>
                ) : null}
                <div>
                  <dt className="text-muted-foreground">Email</dt>
                  <dd className="font-medium break-all">{session.user.email}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Role</dt>
                  <dd>
                    {badge ? (
                      <Badge variant={badge.variant}>{badge.label}</Badge>
                    ) : (
                      <span className="font-medium">Learner</span>
                    )}
                  </dd>
                </div>
              </dl>
              {isStaffRole(session.role) || isAdminRole(session.role) ? (
                <div className="mt-5 flex flex-wrap gap-2">
                  {isStaffRole(session.role) ? (
                    <Button asChild variant="outline" size="sm">
                      <a href="/calendar">Manage Calendar</a>
                    </Button>
                  ) : null}
                  {isAdminRole(session.role) ? (
                    <Button asChild variant="outline" size="sm">
                      <a href="/marketing">Marketing</a>
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </CardContent>
          </Card>

          <SignedInDevices devices={devices} thisSession={thisSession} />
          <SignInDetails />
        </div>

        <div className="grid gap-6 md:col-span-2">
          <MyBookings bookings={bookings} />
          <MyCertificates certificates={certificates ?? []} results={results ?? []} />
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2 className="text-lg font-bold">Theory Assessment Results</h2>
              </CardTitle>
              <CardDescription>Your latest attempts, newest first. Pass mark: 80%.</CardDescription>
            </CardHeader>
            <CardContent>
              {attempts === null ? (
                <p className="text-muted-foreground text-sm">
                  Your results could not be loaded. Please try again later.
                </p>
              ) : attempts.length === 0 ? (
                <p className="text-muted-foreground text-sm">
                  No attempts yet. Theory assessments are on the{' '}
                  <a href="/training-package" className="text-primary font-medium underline">
                    training materials
                  </a>{' '}
                  page.
                </p>
              ) : (
                <ul className="divide-y">
                  {attempts.map((attempt) => (
                    <li
                      key={attempt.id}
                      className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm"
                    >
                      <div>
                        <p className="font-semibold">
                          {attempt.unitCode}
                          {isUnitCode(attempt.unitCode) ? ` – ${trainingUnits[attempt.unitCode].title}` : ''}
                        </p>
                        <p className="text-muted-foreground">
                          {formatDateDMY(new Date(attempt.createdAt))} · {attempt.correct} of {attempt.total}{' '}
                          correct
                        </p>
                      </div>
                      <div className="flex items-center gap-2">
                        <span className="font-semibold tabular-nums">{attempt.scorePercent}%</span>
                        <Badge variant={attempt.competent ? 'success' : 'destructive'}>
                          {attempt.competent ? 'COMPETENT' : 'NOT YET COMPETENT'}
                        </Badge>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2 className="text-lg font-bold">E-Learning Progress</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {progress === null ? (
                <p className="text-muted-foreground text-sm">
                  Your progress could not be loaded. Please try again later.
                </p>
              ) : progress.length === 0 ? (
                <p className="text-muted-foreground text-sm">
                  No modules completed yet. Start with{' '}
                  <a href="/elearning/RIIWHS202E" className="text-primary font-medium underline">
                    RIIWHS202E e-learning
                  </a>
                  .
                </p>
              ) : (
                <ul className="divide-y">
                  {progress.map((unit) => {
                    const total = isUnitCode(unit.unitCode) ? modulesForUnit(unit.unitCode).length : 0;
                    return (
                      <li
                        key={unit.unitCode}
                        className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm"
                      >
                        <p className="font-semibold">
                          {unit.unitCode}
                          {isUnitCode(unit.unitCode) ? ` – ${trainingUnits[unit.unitCode].title}` : ''}
                        </p>
                        <div className="flex items-center gap-3">
                          <span className="tabular-nums">
                            {total > 0
                              ? `${Math.min(unit.completedModules.length, total)} of ${total} modules`
                              : `${unit.completedModules.length} modules`}
                          </span>
                          <a
                            href={`/elearning/${unit.unitCode}`}
                            className="text-primary font-medium underline"
                          >
                            Continue
                          </a>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}

/** The password and the address this account signs in with; both changes need the current password. */
function SignInDetails() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg font-bold">Password and Email</h2>
        </CardTitle>
        <CardDescription>Changing either needs your current password.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-labelledby="change-password-heading" className="grid gap-3">
          <h3 id="change-password-heading" className="text-base font-semibold">
            Change password
          </h3>
          <ChangePasswordForm />
        </section>
        <section aria-labelledby="change-email-heading" className="grid gap-3">
          <h3 id="change-email-heading" className="text-base font-semibold">
            Change email
          </h3>
          <p className="text-muted-foreground text-sm">
            We email a link to the new address; your email changes when you open it, and we tell the old
            address.
          </p>
          <ChangeEmailForm />
        </section>
      </CardContent>
    </Card>
  );
}

/** Where this account is signed in, newest use first, with "Sign out of all devices". */
function SignedInDevices({
  devices,
  thisSession,
}: {
  devices: ActiveSession[] | null;
  thisSession: string | null;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg font-bold">Signed-in Devices</h2>
        </CardTitle>
        <CardDescription>Sign out everywhere if you see a device you do not recognise.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {devices && devices.length > 0 ? (
          <ul className="divide-y text-sm" aria-label="Signed-in devices">
            {devices.map((device) => (
              <li key={device.id} className="grid gap-0.5 py-2.5">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  <span title={device.userAgent ?? undefined}>{describeUserAgent(device.userAgent)}</span>
                  {device.id === thisSession ? <Badge variant="secondary">This device</Badge> : null}
                </p>
                <p className="text-muted-foreground">
                  Signed in {dateTime.format(new Date(device.createdAt))}
                </p>
                <p className="text-muted-foreground">
                  Last active {dateTime.format(new Date(device.lastSeenAt))}
                </p>
              </li>
            ))}
          </ul>
        ) : devices === null ? (
          <p className="text-muted-foreground text-sm">Your devices could not be listed.</p>
        ) : null}
        <SignOutEverywhereButton />
      </CardContent>
    </Card>
  );
}
