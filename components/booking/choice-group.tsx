'use client';

import { FieldError } from '@/components/form/field-error';
import { useFieldIds } from '@/components/form/use-field-ids';
import { Label } from '@/components/ui/label';
import { RadioInput } from '@/components/ui/native-choice';
import { cn } from '@/lib/utils';

type Props = {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  className?: string;
  inputRef?: React.Ref<HTMLInputElement>;
};

/** A labelled radio group (training level, delivery method, assistance) with its error message. */
export function ChoiceGroup({
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  error,
  required,
  className,
  inputRef,
}: Props) {
  const { id, errorId } = useFieldIds();
  const legendId = `${id}-legend`;
  return (
    <div className={cn('grid gap-2', className)}>
      <p id={legendId} className="text-sm font-medium">
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={legendId}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="flex flex-wrap gap-x-6 gap-y-3"
      >
        {options.map((option, index) => (
          <div key={option.value} className="flex items-center gap-2">
            <RadioInput
              id={`${id}-${option.value}`}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              ref={index === 0 ? inputRef : undefined}
              aria-invalid={error ? true : undefined}
            />
            <Label htmlFor={`${id}-${option.value}`} className="font-normal">
              {option.label}
            </Label>
          </div>
        ))}
      </div>
      <FieldError id={errorId} message={error} className="text-destructive text-sm" />
    </div>
  );
}
