import { describe, expect, it } from 'vitest';
import { enquiryWording } from './enquiry-wording';

describe('enquiryWording', () => {
  it('a service booking asks for the car to be serviced and goes to the service team', () => {
    expect(enquiryWording('Service Booking')).toEqual({
      regoLabel: 'Rego of the car to be serviced',
      recipients: "the dealership's service team",
    });
  });

  it('Happy Rewards goes to customer care', () => {
    expect(enquiryWording('Happy Rewards').recipients).toBe("the dealership's customer care team");
  });

  it.each(['Used Vehicle Enquiry', 'Test Drive', undefined, null, 'constructor'])(
    '%s is a sales enquiry with a trade-in rego',
    (category) => {
      expect(enquiryWording(category)).toEqual({
        regoLabel: 'Rego of your trade-in',
        recipients: "the dealership's sales team",
      });
    },
  );
});
