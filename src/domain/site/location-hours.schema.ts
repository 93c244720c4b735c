import { z } from 'zod';
import { parseClockTime } from '../hours/parse-clock-time';
import { ZEmail, ZPhone } from './settings-fields';

const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'is a time such as 08:30');
const ZStatus = z.enum(['Open', 'Closed'], 'is Open or Closed');

/** Open needs both times, the close after the open; Closed needs neither (they are dropped). */
function checkTimes(
  value: { status: 'Open' | 'Closed'; open: string | null; close: string | null },
  ctx: z.RefinementCtx,
  names: { open: string; close: string },
) {
  if (value.status === 'Closed') return;
  if (value.open === null)
    ctx.addIssue({ code: 'custom', path: [names.open], message: 'is required when open' });
  if (value.close === null)
    ctx.addIssue({ code: 'custom', path: [names.close], message: 'is required when open' });
  if (
    value.open !== null &&
    value.close !== null &&
    parseClockTime(value.close)! <= parseClockTime(value.open)!
  )
    ctx.addIssue({ code: 'custom', path: [names.close], message: 'is after the opening time' });
}

/** One weekday's hours (spec 3's opening hour entry; weekday 0 Sunday to 6 Saturday). */
export const ZWeekdayHours = z
  .object({ status: ZStatus, open: ZClock.nullable(), close: ZClock.nullable() })
  .superRefine((v, ctx) => checkTimes(v, ctx, { open: 'open', close: 'close' }));

/** Holiday hours for one date (spec 3's special hours entry), with an optional label such as "Christmas Day". */
export const ZHolidayHours = z
  .object({
    date: z.iso.date('is a date such as 2026-12-25'),
    label: z.string().trim().max(60, 'is at most 60 characters').nullable(),
    status: ZStatus,
    startHour: ZClock.nullable(),
    endHour: ZClock.nullable(),
  })
  .superRefine((v, ctx) =>
    checkTimes({ ...v, open: v.startHour, close: v.endHour }, ctx, { open: 'startHour', close: 'endHour' }),
  );

/** A location's contact details and hours as the dashboard edits them: seven weekdays, then holidays by date. */
export const ZLocationHours = z
  .object({
    phone: ZPhone.nullable(),
    email: ZEmail.nullable(),
    weekdays: z.array(ZWeekdayHours).length(7, 'has all seven days'),
    holidays: z.array(ZHolidayHours).max(40, 'holds at most 40 dates'),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.holidays.forEach((h, i) => {
      if (seen.has(h.date))
        ctx.addIssue({ code: 'custom', path: ['holidays', i, 'date'], message: 'is listed twice' });
      seen.add(h.date);
    });
  });

export type TLocationHours = z.infer<typeof ZLocationHours>;
