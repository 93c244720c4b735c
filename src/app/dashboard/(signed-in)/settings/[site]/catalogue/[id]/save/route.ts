export { postCatalogueModel as POST } from '@/features/dashboard-catalogue/post-catalogue-model';
