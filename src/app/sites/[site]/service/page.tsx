import { departmentRoute } from '@/features/locations/department-route';

const route = departmentRoute({
  title: 'Book a service',
  description: 'Book your car in for a service: tell us when suits you and we will confirm the time.',
  intro: 'Tell us about your car and when suits you; our service team will call to confirm.',
  department: 'service',
  basePath: '/service',
  chooserLabel: 'Choose a service centre',
  blockTitle: 'Our service centres',
  kind: 'general',
  category: 'Service Booking',
  submitLabel: 'Request a service booking',
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
