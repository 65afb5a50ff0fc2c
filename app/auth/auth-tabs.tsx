'use client';

import { useEffect, useState, type MouseEvent } from 'react';

import { useAuth } from '@/components/auth/session-provider';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { authPageAddress } from './link-params';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Tab = 'signin' | 'signup';

/**
 * The two forms as tabs. Each also links to the other as a page (`?tab=`), so the tab that is not shown can be
 * reached without JavaScript; with it, the link just switches the tab.
 */
export function AuthTabs({ next, initialTab }: { next: string; initialTab: Tab }) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const { status, refresh } = useAuth();
  useEffect(() => {
    // The server shows these forms to signed-out visitors only: a header still showing an account (a link's page just
    // ended this browser's session: a new address, a reset) asks again.
    if (status === 'signed-in') void refresh();
  }, [status, refresh]);
  const hrefFor = (target: Tab) => authPageAddress(target, next);
  const switchTo = (target: Tab) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setTab(target);
  };

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setTab(value === 'signup' ? 'signup' : 'signin')}
      className="w-full"
    >
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="signin">Sign In</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="signin">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2 className="text-xl font-bold">Sign In</h2>
            </CardTitle>
            <CardDescription>Sign in to leave reviews and keep your e-learning progress.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <SignInForm next={next} />
            <p className="text-muted-foreground text-center text-sm">
              No account yet?{' '}
              <a
                href={hrefFor('signup')}
                onClick={switchTo('signup')}
                className="text-primary font-medium underline"
              >
                Create an account
              </a>
            </p>
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="signup">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2 className="text-xl font-bold">Create an Account</h2>
            </CardTitle>
            <CardDescription>We will email you a link to confirm your address.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <SignUpForm next={next} />
            <p className="text-muted-foreground text-center text-sm">
              Already have an account?{' '}
              <a
                href={hrefFor('signin')}
                onClick={switchTo('signin')}
                className="text-primary font-medium underline"
              >
                Go to the sign-in form
              </a>
            </p>
          </CardContent>
        </Card>
      </TabsContent>
    </Tabs>
  );
}
