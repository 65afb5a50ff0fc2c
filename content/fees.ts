/**
 * The fees and policies page's prose (ASQA's Standards for RTOs 2025 ask providers to make fees, what they
 * include, payment terms and the refund policy easy to find before enrolment). Prices come from the price book and
 * the refund figures from the settings: this file holds the words only.
 */
export const feeInclusions = [
  'Training and assessment by a qualified trainer and assessor',
  'Learner materials for the course, printed or online',
  'Use of the training equipment and PPE needed on the day',
  'Your statement of attainment (or certificate), issued once you are assessed competent and your USI is verified',
] as const;

export const paymentMethods = [
  'Card (Visa, Mastercard, American Express) at booking, through Stripe\u2019s secure payment page: your card details never reach this site.',
  'Employer invoice: a tax invoice e-mailed to your employer\u2019s accounts address.',
] as const;
