'use client';

import { useActionState } from 'react';

import { FormOutcome } from '@/components/form/form-outcome';
import { SubmitButton } from '@/components/form/submit-button';
import { Label } from '@/components/ui/label';
import type { CrewRowResult } from '@/lib/rules/crew-csv';
import type { FormState } from '@/lib/rules/form-state';

type Report = { added: number; refused: number; rows: CrewRowResult[] };

type Props = {
  employerId: string;
  action: (previous: FormState<Report>, formData: FormData) => Promise<FormState<Report>>;
};

/** A crew list as CSV, and the result row by row: added, or refused and why. */
export function CrewImportForm({ employerId, action }: Props) {
  const [state, formAction] = useActionState(action, null);
  const report = state?.ok ? state.data : null;
  return (
    <div className="grid grid-cols-1 gap-4">
      <form action={formAction} aria-label="Import a crew from CSV" className="grid gap-4" noValidate>
        <input type="hidden" name="employerId" value={employerId} />
        <div className="grid gap-1.5">
          <Label htmlFor="crew-file">Crew list (CSV)</Label>
          <input
            id="crew-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby="crew-file-hint"
            className="text-base file:mr-3 file:rounded-md file:border file:px-3 file:py-2"
          />
          <p id="crew-file-hint" className="text-muted-foreground text-sm">
            Columns: name, e-mail, phone, date of birth, USI if known (and site). UTF-8 or Windows-1252, up to
            5,000 rows. Rows that are refused are listed below; the rest are added together.
          </p>
        </div>
        <FormOutcome state={state} />
        <div>
          <SubmitButton variant="brand" busyLabel="Importing…">
            Import crew
          </SubmitButton>
        </div>
      </form>
      {report ? (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Import result, row by row">
          <table className="w-full text-left text-sm" aria-label="Import result">
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 pr-3">
                  Row
                </th>
                <th scope="col" className="py-2 pr-3">
                  Worker
                </th>
                <th scope="col" className="py-2 pr-3">
                  Result
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.row} className="border-b align-top">
                  <td className="py-1.5 pr-3">{row.row}</td>
                  <td className="py-1.5 pr-3">
                    {row.outcome === 'accepted' ? row.worker.fullName : row.name || '—'}
                  </td>
                  <td className="py-1.5 pr-3">
                    {row.outcome === 'accepted' ? 'Added' : `Refused: ${row.reasons.join('; ')}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
