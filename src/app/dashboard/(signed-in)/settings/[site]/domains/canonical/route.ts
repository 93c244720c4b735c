export { postDomainCanonical as POST } from '@/features/dashboard-domains/post-domain-canonical';
