import { describe, expect, it } from 'vitest';
import { enquiryStatusLabel, reservationStatusLabel } from './buyer-status-labels';

describe('enquiryStatusLabel', () => {
  it.each([
    ['new', 'Received'],
    ['contacted', 'In contact'],
    ['appointment', 'Appointment booked'],
    ['sold', 'Completed'],
    ['lost', 'Closed'],
    ['spam', 'Closed'],
  ])('%s reads %s', (status, label) => expect(enquiryStatusLabel(status)).toBe(label));
});

describe('reservationStatusLabel', () => {
  it.each([
    ['pending', 'Awaiting payment'],
    ['paid', 'Paid'],
    ['refunded', 'Refunded'],
    ['sold', 'Sold to you'],
    ['something new', 'Closed'],
  ])('%s reads %s', (status, label) => expect(reservationStatusLabel(status)).toBe(label));
});
