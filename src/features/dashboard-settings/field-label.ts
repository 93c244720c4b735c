const WORDS: Record<string, string> = {
  name: 'Name',
  phone: 'Phone number',
  facebookUrl: 'Facebook page',
  instagramUrl: 'Instagram profile',
  overdueMinutes: 'Overdue after (minutes)',
  retentionDays: 'Keep leads for (days)',
  mailFromName: 'Emails sent from (name)',
  mailFromAddress: 'Emails sent from (address)',
  mapsKey: 'Google Maps key',
  colorPrimary: 'Primary colour',
  colorPrimaryContrast: 'Text on primary',
  colorAccent: 'Accent colour',
  colorAccentContrast: 'Text on accent',
  colorSurface: 'Page background',
  colorSurfaceAlt: 'Alternate background',
  colorText: 'Text colour',
  colorTextMuted: 'Muted text colour',
  colorBorder: 'Border colour',
  radius: 'Corner radius',
  fontBody: 'Body font',
  fontHeading: 'Heading font',
  label: 'Label',
  href: 'Link',
  kind: 'Kind',
  title: 'Title',
  position: 'Position',
  header: 'Header menu',
  footerColumns: 'Footer columns',
  items: 'Links',
  children: 'Dropdown links',
  role: 'Role',
  email: 'Email',
  to: 'Send to',
  from: 'Send from',
  secret: 'Signing secret',
  url: 'Address',
  provider: 'Processor',
  financeProvider: 'Finance provider',
  // The rates' own words name them: the group they sit in adds none.
  financeRates: '',
  interestRate: 'Interest rate (% p.a.)',
  comparisonRate: 'Comparison rate (% p.a.)',
  exampleAmount: 'Example loan amount ($)',
  exampleTermMonths: 'Example loan term (months)',
  termMonths: 'Term (months)',
  depositPercent: 'Deposit (%)',
  balloonPercent: 'Final payment (%)',
  publicKey: 'Publishable key',
  secretKey: 'Secret key',
  webhookSecret: 'Webhook signing secret',
  rows: 'List',
  weekdays: 'Opening hours',
  holidays: 'Holiday hours',
  status: 'Open or closed',
  open: 'Opens',
  close: 'Closes',
  startHour: 'Opens',
  endHour: 'Closes',
  date: 'Date',
  slides: 'Slides',
  blocks: 'Content blocks',
  body: 'Text',
  image: 'Image',
  buttons: 'Buttons',
  width: 'Width',
  height: 'Height',
  alt: 'Alt text',
  form: 'Form',
  logo: 'New logo',
  picture: 'New picture',
  pictureAlt: 'Alt text',
  icon: 'New icon',
  csv: 'Redirects (CSV)',
};

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const ROWS: Record<string, string> = {
  header: 'Header item',
  children: 'dropdown link',
  footerColumns: 'Footer column',
  items: 'link',
  rows: 'Row',
  holidays: 'Holiday',
  slides: 'Slide',
  blocks: 'Block',
  buttons: 'button',
};

/** The words for a form field, with its rows: `header.3.children.1.href` is "Header item 4, dropdown link 2: Link". */
export function fieldLabel(name: string): string {
  const parts = name.split('.');
  const rows: string[] = [];
  const words: string[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    const next = parts[i + 1];
    if (next !== undefined && /^\d+$/.test(next)) {
      const index = Number(next);
      rows.push(part === 'weekdays' ? (DAYS[index] ?? part) : `${ROWS[part] ?? part} ${index + 1}`);
      i += 1;
    } else words.push(WORDS[part] ?? part);
  }
  const word = words
    .filter((w) => w !== '')
    .map((w, i) => (i === 0 ? w : w.toLowerCase()))
    .join(' ');
  if (rows.length === 0) return word || name;
  return word ? `${rows.join(', ')}: ${word}` : rows.join(', ');
}
