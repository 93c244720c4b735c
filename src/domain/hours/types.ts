/** One weekday's opening hours (weekday 0 Sunday to 6 Saturday); times as the dashboard gives them, e.g. '08:30' or '8:30 AM'. */
export type TOpeningHour = {
  weekday: number;
  open: string | null;
  close: string | null;
  status: 'Open' | 'Closed';
};

/** Holiday (special) hours for one date ('YYYY-MM-DD', the location's local date). */
export type TSpecialHour = {
  date: string;
  status: 'Open' | 'Closed';
  startHour: string | null;
  endHour: string | null;
};
