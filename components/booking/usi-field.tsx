'use client';

import type { Ref } from 'react';

import { CheckboxInput } from '@/components/ui/native-choice';
import { FieldError } from '@/components/form/field-error';
import { describedByHelp, useFieldIds } from '@/components/form/use-field-ids';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { normaliseUsi, USI_LENGTH } from '@/lib/rules/usi';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  exempt: boolean;
  onExemptChange: (exempt: boolean) => void;
  error?: string;
  inputRef: Ref<HTMLInputElement>;
};

/** The USI box upper-cases and drops spaces as the learner types or pastes; the exemption box replaces it. */
export function UsiField({ value, onChange, onBlur, exempt, onExemptChange, error, inputRef }: Props) {
  const { id, helpId, errorId } = useFieldIds();

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        Unique Student Identifier (USI) {exempt ? null : <span aria-hidden="true">*</span>}
      </Label>
      <p id={helpId} className="text-muted-foreground text-sm">
        Every nationally recognised course needs your USI: 10 letters and numbers. Find or create yours at
        usi.gov.au.
      </p>
      <Input
        ref={inputRef}
        id={id}
        name="usi"
        value={value}
        maxLength={USI_LENGTH}
        placeholder="Enter your 10-character USI"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={exempt}
        aria-required={!exempt}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByHelp(helpId, errorId, error)}
        className="font-mono tracking-wider uppercase"
        onChange={(event) => onChange(normaliseUsi(event.target.value))}
        onPaste={(event) => {
          // maxLength would cut a pasted '2234 5678 9N' before its spaces are removed.
          event.preventDefault();
          onChange(normaliseUsi(event.clipboardData.getData('text')).slice(0, USI_LENGTH));
        }}
        onBlur={onBlur}
      />
      <FieldError id={errorId} message={exempt ? undefined : error} className="text-destructive text-sm" />
      <div className="flex items-center gap-2">
        <CheckboxInput
          id={`${id}-exempt`}
          name="usiExempt"
          checked={exempt}
          onChange={(event) => onExemptChange(event.target.checked)}
        />
        <Label htmlFor={`${id}-exempt`} className="font-normal">
          I have a USI exemption
        </Label>
      </div>
    </div>
  );
}
