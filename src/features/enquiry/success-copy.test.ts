import { describe, expect, it } from 'vitest';
import { successCopy } from './success-copy';

describe('successCopy', () => {
  it.each([
    ['Test Drive', 'Your test drive request is in'],
    ['Photo Request', 'We will send more photos'],
    ['Question', 'Thanks for your question'],
    ['Finance', 'Your finance enquiry is in'],
    ['Finance Enquiry', 'Your finance enquiry is in'],
    ['Trade-in Enquiry', 'Your trade-in request is in'],
    ['Sell My Car', 'Your valuation request is in'],
    ['Reserve Car', 'Your reservation request is in'],
    ['Service Booking', 'Your service booking request is in'],
    ['Happy Rewards', 'Thanks for registering for Happy Rewards'],
    ['Used Vehicle Enquiry', 'Thanks, your enquiry has been sent'],
    ['<script>', 'Thanks, your enquiry has been sent'],
  ])('%s', (category, heading) => {
    expect(successCopy(category).heading).toBe(heading);
    expect(successCopy(category).next.length).toBeGreaterThan(0);
  });
});
