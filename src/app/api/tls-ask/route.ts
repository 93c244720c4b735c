export { getTlsAskRoute as GET } from '@/server/site-domains/get-tls-ask-route';
