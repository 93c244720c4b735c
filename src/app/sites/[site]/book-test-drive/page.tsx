import { TestDriveEnquiryForm } from '@/features/enquiry/test-drive-enquiry-form';
import { departmentRoute } from '@/features/locations/department-route';

const route = departmentRoute({
  title: 'Book a test drive',
  description: 'Choose a time to test drive with us; we will have the car ready.',
  intro: 'Pick a time that suits you and tell us which car you would like to drive.',
  department: 'sales',
  basePath: '/book-test-drive',
  chooserLabel: 'Choose a showroom',
  blockTitle: 'Where to find us',
  kind: 'test-drive',
  submitLabel: 'Book my test drive',
  // Its time picker comes with the page, so the available times are asked for as soon as it hydrates.
  form: TestDriveEnquiryForm,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
