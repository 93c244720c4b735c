import type { THomeContent } from '@/domain/content/home-content';
import { contentImage } from '../../images/content-media';

const image = (name: Parameters<typeof contentImage<'sunshine-coast-nissan'>>[1], alt: string) =>
  contentImage('sunshine-coast-nissan', name, alt);

/** The single-make Nissan dealer's home page: the range by the beach, electric, and the service desk first. */
export const sunshineCoastNissanHomeContent: THomeContent = {
  slides: [
    {
      title: 'The new Nissan range, on the Sunshine Coast',
      href: '/search/new-cars',
      image: image('coast-beach', 'A red Nissan SUV and a silver ute on a beachfront road'),
    },
    {
      title: 'X-Trail e-POWER: made for the hinterland',
      href: '/models/x-trail',
      image: image('hinterland', 'A white SUV on a winding road below the hinterland peaks'),
    },
    {
      title: 'Go electric with LEAF and ARIYA',
      href: '/electric-cars',
      image: image('charging', 'A white electric hatch plugged into a red charging post'),
    },
  ],
  blocks: [
    {
      title: 'Book your Nissan service',
      body: 'Nissan-trained technicians at Dalton Drive, Maroochydore, with genuine Nissan parts.',
      image: image('service', ''),
      buttons: [{ label: 'Book a Service', href: '/service' }],
    },
    {
      title: 'Nissan Finance, pre-approved',
      body: 'Apply before you choose and shop knowing what you can spend.\nFigures are a guide only; Nissan Financial Services decides.',
      image: image('finance', ''),
      buttons: [{ label: 'Finance Pre-Approval', href: '/finance-pre-approval' }],
    },
    {
      title: 'Trade in or sell',
      body: 'Tell us about your car and we will come back with a valuation, whether or not you are buying a Nissan.',
      image: image('valuation', ''),
      buttons: [
        { label: 'Sell Your Car', href: '/valuations' },
        { label: 'Contact us', href: '/contact' },
      ],
    },
  ],
};
