'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { CheckCircle2Icon, DatabaseIcon, Loader2Icon } from 'lucide-react';

import { setupDatabaseAction } from '@/app/calendar/actions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { callAction, failureReason } from '@/lib/client/action-call';
import { lazyToast, preloadToasts } from '@/lib/client/lazy-toast';
import { SETUP_COMMANDS, SETUP_FAILURE_TITLE } from '@/lib/rules/calendar-messages';

type State = { status: 'idle' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

/**
 * Shown while the availability table is missing. The button asks the server to apply the project's migrations;
 * when that cannot work (e.g. a hosted database without the rights), it explains the manual steps and logs the SQL
 * to the browser console for the Supabase SQL editor.
 */
export function SetupCard() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [state, setState] = useState<State>({ status: 'idle' });

  function runSetup() {
    startTransition(async () => {
      const result = await callAction(() => setupDatabaseAction(), 'Setup failed');
      if (result.ok && result.data.ready) {
        setState({ status: 'done', message: result.message });
        lazyToast('success', result.message);
        router.refresh();
        return;
      }
      // The manual steps: the server's when it answered, else the commands alone (no SQL to log).
      const manual = result.ok && !result.data.ready ? result.data : { commands: SETUP_COMMANDS, sql: '' };
      const reason = result.ok ? result.message : failureReason(result);
      setState({ status: 'failed', message: reason });
      lazyToast('error', SETUP_FAILURE_TITLE, {
        description: `Run ${manual.commands.map((command) => `\`${command}\``).join(' or ')}, or run the SQL from the browser console in the Supabase dashboard's SQL editor.`,
        duration: 15_000,
      });
      console.info(
        `${SETUP_FAILURE_TITLE}: the availability table could not be created automatically (${reason}).\n` +
          `Run one of these in the project folder:\n  ${manual.commands.join('\n  ')}\n` +
          'or paste the SQL below into the SQL editor of your Supabase dashboard and run it.',
      );
      if (manual.sql) console.info(manual.sql);
    });
  }

  return (
    <Card className="mx-auto max-w-2xl" data-testid="setup-card">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-xl">
            <DatabaseIcon className="size-5" aria-hidden="true" />
            Calendar database setup
          </h2>
        </CardTitle>
        <CardDescription>
          The availability table does not exist yet, so the training calendar cannot show any sessions. Set up
          the database to create it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm" aria-live="polite">
        {state.status === 'done' ? (
          <p className="text-success flex items-center gap-2 font-medium" role="status">
            <CheckCircle2Icon className="size-4" aria-hidden="true" />
            {state.message}
          </p>
        ) : null}
        {state.status === 'failed' ? (
          <div role="alert" className="grid gap-2">
            <p className="text-destructive font-semibold">{SETUP_FAILURE_TITLE}</p>
            <p>{state.message}</p>
            <p>Run one of these commands in the project folder, then reload this page:</p>
            <ul className="grid gap-1">
              {SETUP_COMMANDS.map((command) => (
                <li key={command}>
                  <code className="bg-muted rounded px-2 py-1 font-mono text-xs">{command}</code>
                </li>
              ))}
            </ul>
            <p>The SQL to run in the Supabase dashboard has been written to the browser console.</p>
          </div>
        ) : null}
      </CardContent>
      <CardFooter>
        {/* sonner comes with the first press (or the pointer's approach): the calendar page, which can show this
            card, does not carry it for every visitor. */}
        <Button
          type="button"
          onClick={runSetup}
          onPointerEnter={preloadToasts}
          onFocus={preloadToasts}
          disabled={pending || state.status === 'done'}
        >
          {pending ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <DatabaseIcon aria-hidden="true" />
          )}
          {pending ? 'Setting up...' : 'Set Up Database'}
        </Button>
      </CardFooter>
    </Card>
  );
}
