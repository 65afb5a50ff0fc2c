import { removeTicketFormAction } from '@/app/employer/actions';
import { RemovalDisclosure } from '@/components/employers/removal-disclosure';
import { TicketRecordForm } from '@/components/employers/ticket-record-form';
import { Card, CardContent } from '@/components/ui/card';
import { workerChoices } from '@/components/employers/worker-choices';
import type { TicketColumn } from '@/lib/rules/employer-tickets';
import { formatDateDMY } from '@/lib/rules/format';
import type { RecordedTicket, Worker } from '@/lib/server/employers';

/** The form that records a ticket from another provider (with its copy), shown while the crew has anyone in it. */
export function TicketRecordCard({
  employerId,
  workers,
  columns,
  result,
}: {
  employerId: string;
  workers: readonly Worker[];
  columns: readonly TicketColumn[];
  /** What the last upload did, read from the address the upload route sent the browser back to. */
  result: { ok: boolean; message: string } | null;
}) {
  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4 pt-6">
        <h2 className="text-lg font-bold">Record a ticket from another provider</h2>
        <TicketRecordForm
          employerId={employerId}
          result={result}
          workers={workerChoices(workers)}
          tickets={columns.map((c) => ({ value: c.unitCode, label: `${c.label} (${c.unitCode})` }))}
        />
      </CardContent>
    </Card>
  );
}

/**
 * The tickets recorded from other providers, each with its copy, and their removal. Kept when the last is removed,
 * so that outcome stays on screen.
 */
export function RecordedTicketsCard({
  employerId,
  recorded,
}: {
  employerId: string;
  recorded: readonly RecordedTicket[];
}) {
  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4 pt-6">
        <h2 className="text-lg font-bold">Tickets recorded from other providers ({recorded.length})</h2>
        {recorded.length === 0 ? (
          <p className="text-muted-foreground text-sm">None recorded.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {recorded.slice(0, 500).map((t) => (
              <li key={t.id}>
                {t.workerName}: {t.unitCode}, issued {formatDateDMY(t.issuedOn)}
                {t.expiresOn ? `, expires ${formatDateDMY(t.expiresOn)}` : ''} ·{' '}
                <a href={`/employer/tickets/${t.id}`} className="underline">
                  copy
                </a>
              </li>
            ))}
          </ul>
        )}
        <RemovalDisclosure
          summary="Remove a recorded ticket"
          action={removeTicketFormAction}
          label="Remove a recorded ticket"
          submit="Remove ticket"
          id="remove-ticket"
          employerId={employerId}
          field={{ name: 'ticketId', label: 'Ticket' }}
          choices={recorded.slice(0, 2000).map((t) => ({
            value: t.id,
            label: `${t.workerName}: ${t.unitCode}, issued ${formatDateDMY(t.issuedOn)}`,
          }))}
          confirm="I understand the ticket and its uploaded copy are deleted for good"
          nothingLeft="No recorded tickets are left to remove."
        />
      </CardContent>
    </Card>
  );
}
