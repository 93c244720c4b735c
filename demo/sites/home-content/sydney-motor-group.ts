import type { THomeContent } from '@/domain/content/home-content';
import { contentImage } from '../../images/content-media';

const image = (name: Parameters<typeof contentImage<'sydney-motor-group'>>[1], alt: string) =>
  contentImage('sydney-motor-group', name, alt);

/** The multi-franchise group's home page: its brands and Western Sydney workshops, Happy Rewards last. */
export const sydneyMotorGroupHomeContent: THomeContent = {
  slides: [
    {
      title: 'Six brands, one group: new Toyota, Kia, Mazda, Ford, Hyundai and Jeep',
      href: '/search/new-cars',
      image: image('harbour-lineup', 'A white SUV, a red sedan and a blue ute on a harbour road at dusk'),
    },
    {
      title: 'Demonstrators with low kilometres at drive-away prices',
      href: '/search/demo-cars',
      image: image('showroom-night', 'A black SUV and a silver wagon under the lights of a glass showroom'),
    },
    {
      title: 'Service at the workshop nearest you',
      href: '/service',
      image: image('service-bay', 'A white sedan raised on a hoist in a service bay'),
    },
  ],
  blocks: [
    {
      title: 'Know your budget first',
      body: 'Tell us about the loan you have in mind in four short steps. Our finance team comes back to you, usually the same business day, with what you could borrow.\n\nRepayments we show are a guide only; the lender decides.',
      image: image('finance', ''),
      buttons: [
        { label: 'Finance Pre-Approval', href: '/finance-pre-approval' },
        { label: 'Get Finance', href: '/get-finance' },
      ],
    },
    {
      title: 'Selling or trading in?',
      body: 'Give us the rego, state and kilometres, and a valuer from the group calls you with an offer. No need to buy from us.',
      image: image('valuation', ''),
      buttons: [{ label: 'Sell Your Car', href: '/valuations' }],
    },
    {
      title: 'Servicing for every make we sell',
      body: 'Factory-trained technicians at our Parramatta, Penrith and Hornsby workshops, whichever make you drive.',
      image: image('service', ''),
      buttons: [{ label: 'Book a Service', href: '/service' }],
    },
    {
      title: 'Happy Rewards',
      body: 'Members collect points on servicing and accessories and redeem them on their next car from the group.',
      image: image('rewards', ''),
      buttons: [{ label: 'Join Happy Rewards', href: '/happy-rewards' }],
    },
  ],
};

/** The Special Offers page's content blocks (offer rows of content_blocks). */
export const sydneyMotorGroupOfferBlocks: THomeContent['blocks'] = [
  {
    title: 'First service on us',
    body: 'Buy any used car from the group this month and its first scheduled service at our Parramatta, Penrith or Hornsby workshop is free.',
    image: image('service', ''),
    buttons: [{ label: 'See used cars', href: '/search/used-cars' }],
  },
  {
    title: 'Demonstrator run-out',
    body: 'Low-kilometre demonstrators at drive-away prices, with the rest of their factory warranty.',
    image: image('showroom-night', ''),
    buttons: [{ label: 'See demo cars', href: '/search/demo-cars' }],
  },
];
