'use client';

import { useWatch } from 'react-hook-form';

import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOptGroup, NativeSelectOption } from '@/components/ui/native-select';
import { locations } from '@/content/locations';
import { deliveryMethods, trainingLevels } from '@/lib/validation/booking-fields';

import { BookingChoice, BookingField, BookingFieldset, useBookingForm } from './booking-field';

type Props = {
  courseNames: readonly string[];
  packageNames: readonly string[];
  /** yyyy-MM-dd; earliest preferred start date offered. */
  today: string;
};

/** What is booked: the course or package, level, delivery, and where and when the learner would like it. */
export function CourseDetailsFieldset({ courseNames, packageNames, today }: Props) {
  const { control } = useBookingForm();
  const selectedCourse = useWatch({ control, name: 'course' });
  // A course a link pre-filled that is in neither list (a catalogue unit, a special) is offered on its own.
  const extraCourse =
    selectedCourse && !courseNames.includes(selectedCourse) && !packageNames.includes(selectedCourse)
      ? selectedCourse
      : null;

  return (
    <BookingFieldset legend="Course details">
      <BookingField name="course" label="Course" required>
        {/* A select offers only its options: the schema's length limit is for requests sent by other means. */}
        {({ maxLength: _limit, ...select }) => (
          <NativeSelect {...select}>
            <NativeSelectOption value="">Select a course</NativeSelectOption>
            {extraCourse ? (
              <NativeSelectOptGroup label="Your selection">
                <NativeSelectOption value={extraCourse}>{extraCourse}</NativeSelectOption>
              </NativeSelectOptGroup>
            ) : null}
            <NativeSelectOptGroup label="Courses">
              {courseNames.map((name) => (
                <NativeSelectOption key={name} value={name}>
                  {name}
                </NativeSelectOption>
              ))}
            </NativeSelectOptGroup>
            <NativeSelectOptGroup label="Training packages">
              {packageNames.map((name) => (
                <NativeSelectOption key={name} value={name}>
                  {name}
                </NativeSelectOption>
              ))}
            </NativeSelectOptGroup>
          </NativeSelect>
        )}
      </BookingField>
      <BookingChoice name="trainingLevel" legend="Training level" options={trainingLevels} />
      <BookingChoice name="deliveryMethod" legend="Delivery method" options={deliveryMethods} />
      <div className="grid gap-4 sm:grid-cols-2">
        <BookingField name="preferredLocation" label="Preferred location">
          {(select) => (
            <NativeSelect {...select}>
              <NativeSelectOption value="">No preference</NativeSelectOption>
              {locations.map((location) => (
                <NativeSelectOption key={location.slug} value={location.slug}>
                  {location.label}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          )}
        </BookingField>
        <BookingField name="preferredDate" label="Preferred start date (optional)">
          {(input) => <Input type="date" min={today} {...input} />}
        </BookingField>
      </div>
    </BookingFieldset>
  );
}
