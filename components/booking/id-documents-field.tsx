'use client';

import type { Ref } from 'react';
import { FileIcon } from 'lucide-react';

import { FieldError } from '@/components/form/field-error';
import { describedByHelp, useFieldIds } from '@/components/form/use-field-ids';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ID_DOCUMENT_ACCEPT, idDocumentProblems, type IdDocument } from '@/lib/validation/booking-fields';

type Props = {
  value: IdDocument[];
  onChange: (files: IdDocument[]) => void;
  error?: string;
  inputRef: Ref<HTMLInputElement>;
};

function sizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * ID documents: chosen and checked in the browser (type and size), never uploaded. Only the names go into the
 * e-mail and only their number is stored; the coordinator collects the documents separately.
 */
export function IdDocumentsField({ value, onChange, error, inputRef }: Props) {
  const { id, helpId, errorId } = useFieldIds();

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        ID documents <span aria-hidden="true">*</span>
      </Label>
      <div id={helpId} className="text-muted-foreground grid gap-1 text-sm">
        <p>
          We need <strong className="text-foreground">100 points of ID</strong>, for example an Australian
          passport or birth certificate (70 points) with a driver licence or photo card (40 points); a
          Medicare card, bank card or utility bill adds 25 points each.
        </p>
        <p>
          PDF, JPG, JPEG or PNG, up to 10 MB each. Your files stay on your device: the coordinator collects
          them separately.
        </p>
      </div>
      <Input
        ref={inputRef}
        id={id}
        // Posted only by a form without JavaScript; with it, the names, sizes and types go instead (booking-form.tsx).
        name="idDocumentFiles"
        type="file"
        multiple
        accept={ID_DOCUMENT_ACCEPT}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByHelp(helpId, errorId, error)}
        className="h-auto py-2"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          onChange(files.map((file) => ({ name: file.name, size: file.size, type: file.type })));
        }}
      />
      {value.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Files chosen">
          {value.map((file, index) => {
            const problem = idDocumentProblems(file)[0];
            return (
              <li key={`${file.name}-${index}`} className="flex flex-wrap items-center gap-2">
                <FileIcon className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
                <span className="min-w-0 break-all">{file.name}</span>
                <span className="text-muted-foreground">({sizeLabel(file.size)})</span>
                {problem ? <span className="text-destructive">{problem}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <FieldError id={errorId} message={error} className="text-destructive text-sm" />
    </div>
  );
}
