'use client';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export function AuthTabs({ next, initialTab }: { next: string; initialTab: 'signin' | 'signup' }) {
  return (
    <Tabs defaultValue={initialTab} className="w-full">
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
          <CardContent>
            <SignInForm next={next} />
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
          <CardContent>
            <SignUpForm next={next} />
          </CardContent>
        </Card>
      </TabsContent>
    </Tabs>
  );
}
