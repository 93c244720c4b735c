export { postDomainRemove as POST } from '@/features/dashboard-domains/post-domain-remove';
