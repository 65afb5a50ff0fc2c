/** The calendar's fixed texts (spec 000 sections 6 and 8), shared by the page, its components and the tests. */

export const slotToasts = {
  added: 'Availability slot added successfully',
  updated: 'Availability slot updated successfully',
  deleted: 'Availability slot deleted successfully',
  addFailed: 'Failed to add availability slot',
  updateFailed: 'Failed to update availability slot',
  deleteFailed: 'Failed to delete availability slot',
} as const;

export const NOT_SIGNED_IN_MESSAGE =
  'You must be logged in as an admin or collaborator to manage availability slots.';
export const NO_PERMISSION_MESSAGE =
  "You don't have permission to manage availability slots. Admin or collaborator role required.";

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this availability slot?';
export const EMPTY_DAY_MESSAGE = 'No availability slots for this date.';

export const SETUP_SUCCESS_MESSAGE = 'Database has been set up successfully.';
export const SETUP_FAILURE_TITLE = 'Manual Setup Required';
export const SETUP_COMMANDS = ['npm run db:migrate', 'supabase db push'] as const;
