import { modelRoute } from '@/features/catalogue/model-route';

const route = modelRoute('models');
export const generateMetadata = route.generateMetadata;
export default route.Page;
