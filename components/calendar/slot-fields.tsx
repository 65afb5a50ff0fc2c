'use client';

import type { UseFormReturn } from 'react-hook-form';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { courses } from '@/content/courses';
import { locations } from '@/content/locations';
import { slotStatuses } from '@/lib/rules/slot-types';
import { REQUIRED_FIELDS_MESSAGE, type SlotData, type SlotInput } from '@/lib/validation/slot';

const statusLabels: Record<(typeof slotStatuses)[number], string> = {
  available: 'Available',
  limited: 'Limited',
  full: 'Full',
};

const COURSE_LIST_ID = 'slot-course-catalogue';

/** The catalogue's course names, offered by every course box; any other name may still be typed. */
export function CourseCatalogueList() {
  return (
    <datalist id={COURSE_LIST_ID}>
      {courses.map((course) => (
        <option key={course.id} value={course.name} />
      ))}
    </datalist>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message || message === REQUIRED_FIELDS_MESSAGE) return null;
  return (
    <p id={id} className="text-destructive text-sm">
      {message}
    </p>
  );
}

/** Every column of a slot as form fields, for the add form and the inline editor. */
export function SlotFields({
  form,
  idPrefix,
}: {
  form: UseFormReturn<SlotInput, unknown, SlotData>;
  idPrefix: string;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  const id = (name: keyof SlotInput) => `${idPrefix}-${name}`;
  const described = (name: keyof SlotInput) => {
    const message = errors[name]?.message;
    return message && message !== REQUIRED_FIELDS_MESSAGE ? `${id(name)}-error` : undefined;
  };
  const invalid = (name: keyof SlotInput) => (errors[name] ? true : undefined);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor={id('date')}>
          Date <span aria-hidden="true">*</span>
        </Label>
        <Input
          id={id('date')}
          type="date"
          required
          aria-invalid={invalid('date')}
          aria-describedby={described('date')}
          {...register('date')}
        />
        <FieldError id={`${id('date')}-error`} message={errors.date?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('location')}>
          Location <span aria-hidden="true">*</span>
        </Label>
        <NativeSelect
          id={id('location')}
          required
          aria-invalid={invalid('location')}
          aria-describedby={described('location')}
          {...register('location')}
        >
          <NativeSelectOption value="">Choose a location</NativeSelectOption>
          {locations.map((location) => (
            <NativeSelectOption key={location.slug} value={location.slug}>
              {location.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
        <FieldError id={`${id('location')}-error`} message={errors.location?.message} />
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={id('course_name')}>
          Course <span aria-hidden="true">*</span>
        </Label>
        <Input
          id={id('course_name')}
          list={COURSE_LIST_ID}
          required
          maxLength={200}
          autoComplete="off"
          placeholder="Choose from the catalogue or type a course name"
          aria-invalid={invalid('course_name')}
          aria-describedby={described('course_name')}
          {...register('course_name')}
        />
        <FieldError id={`${id('course_name')}-error`} message={errors.course_name?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('start_time')}>Start time</Label>
        <Input
          id={id('start_time')}
          type="time"
          aria-invalid={invalid('start_time')}
          aria-describedby={described('start_time')}
          {...register('start_time')}
        />
        <FieldError id={`${id('start_time')}-error`} message={errors.start_time?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('end_time')}>End time</Label>
        <Input
          id={id('end_time')}
          type="time"
          aria-invalid={invalid('end_time')}
          aria-describedby={described('end_time')}
          {...register('end_time')}
        />
        <FieldError id={`${id('end_time')}-error`} message={errors.end_time?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('max_students')}>Max students</Label>
        <Input
          id={id('max_students')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          aria-invalid={invalid('max_students')}
          aria-describedby={described('max_students')}
          {...register('max_students', { valueAsNumber: true })}
        />
        <FieldError id={`${id('max_students')}-error`} message={errors.max_students?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('current_bookings')}>Current bookings</Label>
        <Input
          id={id('current_bookings')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          aria-invalid={invalid('current_bookings')}
          aria-describedby={described('current_bookings')}
          {...register('current_bookings', { valueAsNumber: true })}
        />
        <FieldError id={`${id('current_bookings')}-error`} message={errors.current_bookings?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('price')}>Price (AUD)</Label>
        <Input
          id={id('price')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          aria-invalid={invalid('price')}
          aria-describedby={described('price')}
          {...register('price', { valueAsNumber: true })}
        />
        <FieldError id={`${id('price')}-error`} message={errors.price?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('status')}>Status</Label>
        <NativeSelect
          id={id('status')}
          aria-invalid={invalid('status')}
          aria-describedby={described('status')}
          {...register('status')}
        >
          {slotStatuses.map((status) => (
            <NativeSelectOption key={status} value={status}>
              {statusLabels[status]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
        <FieldError id={`${id('status')}-error`} message={errors.status?.message} />
      </div>
    </div>
  );
}
