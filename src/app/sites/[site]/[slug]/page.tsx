import { modelRoute } from '@/features/catalogue/model-route';

/** /{model slug} or a model's override URL; any other single segment is the site's 404. */
const route = modelRoute('root');
export const generateMetadata = route.generateMetadata;
export default route.Page;
