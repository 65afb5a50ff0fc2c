import { addWorkerFormAction, importCrewFormAction, removeWorkerFormAction } from '@/app/employer/actions';
import { CrewImportForm } from '@/components/employers/crew-import-form';
import { RemovalDisclosure } from '@/components/employers/removal-disclosure';
import { PayForm } from '@/components/pay/pay-form';
import { Card, CardContent } from '@/components/ui/card';
import { workerChoices } from '@/components/employers/worker-choices';
import type { Worker } from '@/lib/server/employers';

const shareWords = {
  asked: 'asked to share',
  shared: 'shares tickets',
  declined: 'declined to share',
} as const;

/** An approved employer's crew: import a CSV, add one worker, the list with what each shares, remove a worker. */
export function CrewCard({
  employerId,
  sites,
  workers,
}: {
  employerId: string;
  sites: readonly string[];
  workers: readonly Worker[];
}) {
  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4 pt-6">
        <h2 className="text-lg font-bold">Crew ({workers.length})</h2>
        <CrewImportForm employerId={employerId} action={importCrewFormAction} />
        <PayForm
          disclosure="Add one worker"
          action={addWorkerFormAction}
          label="Add a worker"
          submit="Add worker"
          busy="Adding…"
          id="add-worker"
          hidden={{ employerId }}
          fields={[
            { name: 'name', label: 'Name', autoComplete: 'off', required: true },
            { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'off', required: true },
            { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
            { name: 'dateOfBirth', label: 'Date of birth', type: 'date' },
            { name: 'usi', label: 'USI (if known)', autoComplete: 'off' },
            {
              name: 'site',
              label: 'Site',
              type: 'select',
              options: [{ value: '', label: 'No site' }, ...sites.map((s) => ({ value: s, label: s }))],
            },
          ]}
        />
        {workers.length > 0 ? (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Crew list">
            <table className="w-full text-left text-sm" aria-label="Crew">
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-2 pr-3">
                    Name
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    E-mail
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Site
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Sharing
                  </th>
                </tr>
              </thead>
              <tbody>
                {workers.slice(0, 500).map((worker) => (
                  <tr key={worker.id} className="border-b">
                    <td className="py-1.5 pr-3">{worker.fullName}</td>
                    <td className="py-1.5 pr-3 break-all">{worker.email}</td>
                    <td className="py-1.5 pr-3">{worker.site ?? ''}</td>
                    <td className="py-1.5 pr-3">{shareWords[worker.share]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {workers.length > 500 ? (
              <p className="mt-2 text-sm">The first 500 are listed; the matrix shows everyone.</p>
            ) : null}
          </div>
        ) : null}
        {/* Kept when the crew is empty, so the outcome of removing the last worker stays on screen. */}
        <RemovalDisclosure
          summary="Remove a worker from the crew"
          action={removeWorkerFormAction}
          label="Remove a worker"
          submit="Remove worker"
          id="remove-worker"
          employerId={employerId}
          field={{ name: 'workerId', label: 'Worker' }}
          choices={workerChoices(workers)}
          confirm="I understand the worker leaves the crew and the tickets recorded for them, with their copies, are deleted"
          nothingLeft="No one is in the crew."
        />
      </CardContent>
    </Card>
  );
}
