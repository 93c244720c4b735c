/** What /success says for each lead category: a heading and what happens next. Unknown categories get the general copy. */
export function successCopy(category: string): { heading: string; next: string[] } {
  switch (category) {
    case 'Test Drive':
      return {
        heading: 'Your test drive request is in',
        next: [
          'We will call or email to confirm the day and time (or offer the nearest free one).',
          'Bring your driver licence; a test drive takes about 30 minutes.',
        ],
      };
    case 'Photo Request':
      return {
        heading: 'We will send more photos',
        next: ['Our team will photograph the car and email you the photos, usually within one business day.'],
      };
    case 'Question':
      return {
        heading: 'Thanks for your question',
        next: ['The right person will answer by phone or email, usually within one business day.'],
      };
    case 'Finance':
    case 'Finance Enquiry':
      return {
        heading: 'Your finance enquiry is in',
        next: [
          'A finance specialist will contact you to talk through your options. This is not a loan approval.',
        ],
      };
    case 'Reserve Car':
      return {
        heading: 'Your reservation request is in',
        next: [
          'We will contact you to confirm the car is still available and arrange your reservation.',
          'The car is not held until we confirm it with you.',
        ],
      };
    case 'Trade-in Enquiry':
      return {
        heading: 'Your trade-in request is in',
        next: [
          'We will come back to you with a valuation, usually within one business day.',
          'The final figure is confirmed after a quick inspection of your car.',
        ],
      };
    case 'Service Booking':
      return {
        heading: 'Your service booking request is in',
        next: [
          'Our service team will call or email to confirm the day and time, usually within one business day.',
          'The booking is not confirmed until we have spoken with you.',
        ],
      };
    case 'Happy Rewards':
      return {
        heading: 'Thanks for registering for Happy Rewards',
        next: ['Our customer care team will email you the programme details and how to use your rewards.'],
      };
    case 'Sell My Car':
      return {
        heading: 'Your valuation request is in',
        next: [
          'We will come back to you with a valuation, usually within one business day.',
          'Any offer is confirmed after we have inspected your car.',
        ],
      };
    default:
      return {
        heading: 'Thanks, your enquiry has been sent',
        next: ['A member of our team will contact you, usually within one business day.'],
      };
  }
}
