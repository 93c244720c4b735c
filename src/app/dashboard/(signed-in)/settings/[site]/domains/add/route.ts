export { postDomainAdd as POST } from '@/features/dashboard-domains/post-domain-add';
