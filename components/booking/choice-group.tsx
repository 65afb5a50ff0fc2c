'use client';

import { FieldError } from '@/components/form/field-error';
import { useFieldIds } from '@/components/form/use-field-ids';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
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
  inputRef?: React.Ref<HTMLButtonElement>;
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
      <RadioGroup
        name={name}
        value={value}
        onValueChange={onChange}
        onBlur={onBlur}
        aria-labelledby={legendId}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="flex flex-wrap gap-x-6 gap-y-3"
      >
        {options.map((option, index) => (
          <div key={option.value} className="flex items-center gap-2">
            <RadioGroupItem
              id={`${id}-${option.value}`}
              value={option.value}
              ref={index === 0 ? inputRef : undefined}
              aria-invalid={error ? true : undefined}
            />
            <Label htmlFor={`${id}-${option.value}`} className="font-normal">
              {option.label}
            </Label>
          </div>
        ))}
      </RadioGroup>
      <FieldError id={errorId} message={error} className="text-destructive text-sm" />
    </div>
  );
}
