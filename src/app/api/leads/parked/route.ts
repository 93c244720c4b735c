export {
  parkedDeliveriesRoute as GET,
  parkedDeliveriesRoute as POST,
} from '@/server/leads/parked-deliveries-route';
