/** What visitors and staff read while the database is down or locked. No server imports: client forms use them too. */

export const CALENDAR_UNAVAILABLE_TITLE = 'The training calendar is unavailable right now';
export const CALENDAR_UNAVAILABLE_MESSAGE =
  'We could not load the session dates just now. Please try again in a few minutes, or call us and we will ' +
  'check dates and places for you.';

/** The detail of a slot add, update or delete that failed because the database could not be reached. */
export const SLOT_SAVE_UNAVAILABLE_MESSAGE =
  'Your change could not be saved because the calendar database is unavailable right now. Nothing was changed: ' +
  'please try again in a few minutes.';

export const CALL_US_LABEL = 'Call a training coordinator:';
