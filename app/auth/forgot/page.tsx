import Link from 'next/link';

import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { pageMetadata } from '@/lib/rules/seo';

import { ForgotPasswordForm } from './forgot-password-form';

export const metadata = pageMetadata({
  title: 'Forgot password',
  description: 'Ask for a link to set a new password for your account.',
  path: '/auth/forgot',
  noIndex: true,
});

export default function ForgotPasswordPage() {
  return (
    <>
      <PageHeader title="Forgot your password?" />
      <section className="mx-auto w-full max-w-lg px-4 py-10">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2 className="text-xl font-bold">Reset your password</h2>
            </CardTitle>
            <CardDescription>
              Enter the email address of your account and we will email you a link to set a new password.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ForgotPasswordForm />
            <p className="text-muted-foreground text-center text-sm">
              Remembered it?{' '}
              <Link href="/auth" className="text-primary font-medium underline">
                Go to the sign-in form
              </Link>
            </p>
          </CardContent>
        </Card>
      </section>
    </>
  );
}
