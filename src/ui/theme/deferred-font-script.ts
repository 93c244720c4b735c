/** The sessionStorage key that says this tab has loaded the site's web font before. */
export const FONTS_LOADED_KEY = 'forecourt:fonts-loaded';

/**
 * The inline script behind DeferredFontLoader. A theme's web font is fetched only after the page's `load` event, so
 * on a first visit it never competes with the page's photo and scripts for a slow connection; until then text is
 * set in the font's metric-matched fallback. When the font has loaded it marks `<html data-fonts="loaded">`, which
 * switches the theme's font stack to it, and remembers that in sessionStorage: the next page in the same tab finds
 * the font in the browser's cache, so the script marks the page at once, before its first paint, and no text
 * changes face. Without `document.fonts` the page is marked at once (the font then loads as `font-display: swap`).
 */
export function deferredFontScript(family: string): string {
  const font = JSON.stringify(`1em ${family}`);
  const key = JSON.stringify(FONTS_LOADED_KEY);
  return (
    `(function(){var d=document,k=${key};` +
    `function done(){d.documentElement.setAttribute('data-fonts','loaded');try{sessionStorage.setItem(k,'1')}catch(e){}}` +
    `try{if(sessionStorage.getItem(k)){done();return}}catch(e){}` +
    `function load(){if(d.fonts&&d.fonts.load)d.fonts.load(${font}).then(done,done);else done()}` +
    `if(d.readyState==='complete')load();else addEventListener('load',load,{once:true})})();`
  );
}
