import type { THomeContent } from '@/domain/content/home-content';
import { contentImage } from '../../images/content-media';

const image = (name: Parameters<typeof contentImage<'waikato-motors'>>[1], alt: string) =>
  contentImage('waikato-motors', name, alt);

/** The New Zealand dealer's home page: Polaris on the farm, golf carts, the used yard; selling first. */
export const waikatoMotorsHomeContent: THomeContent = {
  slides: [
    {
      title: 'Polaris side-by-sides for the farm and the trail',
      href: '/models/ranger-570-full-size',
      image: image('farm-track', 'A red side-by-side and a white ute on a farm track between green hills'),
    },
    {
      title: 'Golf carts for the course and the community',
      href: '/models/onward-2-passenger',
      image: image('golf-course', 'Two golf carts on a fairway near a flag on the green'),
    },
    {
      title: 'Quality used cars, checked in Hamilton',
      href: '/search/used-cars',
      image: image('used-yard', 'A row of used cars under green and sand bunting at the yard'),
    },
  ],
  blocks: [
    {
      title: 'We buy cars, utes and side-by-sides',
      body: 'Send us the plate and kilometres and we will ring you with a fair offer, cash or trade.',
      image: image('valuation', ''),
      buttons: [{ label: 'Sell Your Car', href: '/valuations' }],
    },
    {
      title: 'Finance through 360 Finance',
      body: 'Pre-approval in a few minutes, for a car or a Polaris.\nFigures are a guide only; the lender decides.',
      image: image('finance', ''),
      buttons: [{ label: 'Finance Pre-Approval', href: '/finance-pre-approval' }],
    },
    {
      title: 'Workshop for cars and Polaris',
      body: 'WOF, servicing and repairs at Kahikatea Drive, from farm bikes to family cars.',
      image: image('service', ''),
      buttons: [{ label: 'Book a Service', href: '/service' }],
    },
    {
      title: 'Come and see us in Te Rapa',
      body: 'The yard is on Te Rapa Road, powersports round the corner on Kahikatea Drive. Talk to Aroha, Liam or Priya.',
      image: image('visit', ''),
      buttons: [{ label: 'Contact us', href: '/contact' }],
    },
  ],
};
