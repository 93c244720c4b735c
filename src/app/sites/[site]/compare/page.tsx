import { ComparePageRoute } from '@/features/compare/compare-route';

export { generateMetadata } from '@/features/compare/compare-route';
export default ComparePageRoute;
