export { postDeleteCatalogueModel as POST } from '@/features/dashboard-catalogue/post-delete-catalogue-model';
