'use client';

import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type Option = { value: string; label: string };

type Props = {
  employerId: string;
  workers: readonly Option[];
  tickets: readonly Option[];
  /** What the upload route answered, already in words; null before any upload. */
  result: { ok: boolean; message: string } | null;
};

const selectClass = 'border-input bg-background h-11 w-full min-w-0 rounded-md border px-3 text-base';

/**
 * A ticket from another provider with a copy: a plain multipart form to /employer/[id]/tickets (it works without
 * JavaScript; with it, the button says it is busy and cannot be pressed twice).
 */
export function TicketRecordForm({ employerId, workers, tickets, result }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      id="record-ticket"
      method="post"
      encType="multipart/form-data"
      action={`/employer/${employerId}/tickets`}
      aria-label="Record a ticket"
      className="grid grid-cols-1 gap-4"
      onSubmit={() => setBusy(true)}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="ticket-worker">Worker</Label>
        <select id="ticket-worker" name="workerId" className={selectClass} required>
          {workers.map((worker) => (
            <option key={worker.value} value={worker.value}>
              {worker.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="ticket-unit">Ticket</Label>
        <select id="ticket-unit" name="unitCode" className={selectClass} required>
          {tickets.map((ticket) => (
            <option key={ticket.value} value={ticket.value}>
              {ticket.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="ticket-issued">Issued on</Label>
          <Input id="ticket-issued" name="issuedOn" type="date" required />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="ticket-expires">Expires on (if it expires)</Label>
          <Input id="ticket-expires" name="expiresOn" type="date" />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="ticket-file">Copy of the ticket (PDF, JPG or PNG, up to 10 MB)</Label>
        <input
          id="ticket-file"
          name="file"
          type="file"
          accept=".pdf,.jpg,.jpeg,.png"
          required
          className="text-base"
        />
      </div>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`rounded-lg border p-3 text-sm ${result.ok ? 'bg-green-50' : 'bg-red-50'}`}
        >
          {result.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="brand" disabled={busy} aria-disabled={busy}>
          {busy ? 'Recording…' : 'Record ticket'}
        </Button>
      </div>
    </form>
  );
}
