export { getAutocompleteRoute as GET } from '@/server/search/get-autocomplete-route';
