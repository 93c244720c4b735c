/** 300 search query strings of GET /api/search: text, typos, facets, deep pages, sorts. */
export function searchQueries(): string[];
/** 300 autocomplete query strings: prefixes of the text and typo queries as one types them. */
export function autocompleteQueries(): string[];
