import type { ConfigData } from 'html-validate';

/**
 * html-validate's recommended preset, with the rules the project turns off and why. Each is about markup
 * React or Next.js write themselves, or a style choice, never about validity or accessibility.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements self-closed (<meta/>, <link/>); both forms are valid HTML.
    'void-style': 'off',
    // Next.js writes charSet, fetchPriority and imageSrcSet in the head; HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React writes boolean attributes with an empty value (hidden="", nomodule=""); both forms are valid HTML.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Every site's theme reaches the page as CSS variables in style attributes (ui/theme/theme-style.ts).
    'no-inline-style': 'off',
    // A typographic rule (no line break inside a phone number), not validity or accessibility.
    'tel-non-breaking': 'off',
    // The header search is an ARIA combobox with a listbox of suggestions, which a native <select> cannot be.
    'prefer-native-element': 'off',
    // Lists of results and steps are named for screen readers (aria-label on ul/ol is allowed by ARIA).
    'aria-label-misuse': 'off',
    // React's useId ids start with an underscore (_R_…), valid in HTML (any characters but spaces).
    'valid-id': ['error', { relaxed: true }],
  },
};
