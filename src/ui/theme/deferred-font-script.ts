/** The sessionStorage key that says this tab has loaded the site's web font before. */
export const FONTS_LOADED_KEY = 'forecourt:fonts-loaded';

/**
 * The inline script behind DeferredFontLoader. A theme's web font is fetched only after the page's `load` event, so
 * on a first visit it never competes with the page's photo and scripts for a slow connection; text is set in the
 * font's metric-matched fallback. The page being read never changes face: even metric-matched, the swap moved a
 * location page's form by a line (CLS 0.056, ADR 0010). Once the font is in the browser's cache the script remembers
 * it in sessionStorage and marks `<html data-fonts="loaded">`, which switches the theme's font stack to it, only when
 * the buyer follows a link to another page of the site (the view changes then anyway). A page loaded later in the
 * same tab is marked at once, before its first paint. Without `document.fonts` the page is marked at once (the font
 * then loads as `font-display: swap`).
 */
export function deferredFontScript(family: string): string {
  const font = JSON.stringify(`1em ${family}`);
  const key = JSON.stringify(FONTS_LOADED_KEY);
  return (
    `(function(){var d=document,k=${key};` +
    `function mark(){d.documentElement.setAttribute('data-fonts','loaded')}` +
    `try{if(sessionStorage.getItem(k)){mark();return}}catch(e){}` +
    // A left click, without modifier keys, on a link to another page of this site (not a #fragment of this one).
    `function leaving(e){var a=e.target&&e.target.closest&&e.target.closest('a[href]');` +
    `return!!a&&e.button===0&&!(e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)&&!a.target&&!a.hasAttribute('download')` +
    `&&a.origin===location.origin&&(a.pathname!==location.pathname||a.search!==location.search)}` +
    `function cached(){try{sessionStorage.setItem(k,'1')}catch(e){}` +
    `addEventListener('click',function(e){if(leaving(e))mark()},true)}` +
    `function load(){if(d.fonts&&d.fonts.load)d.fonts.load(${font}).then(cached,function(){});else mark()}` +
    `if(d.readyState==='complete')load();else addEventListener('load',load,{once:true})})();`
  );
}
