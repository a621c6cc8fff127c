/**
 * React Aria adds a <style> element for its pressable elements (a touch-action rule) unless an
 * element with its id is already in the document. The page's CSP (`style-src 'self'`) refuses
 * inline styles, so the rule lives in react-aria.css instead, and an inert <template> with that id
 * tells React Aria it is there. Imported by every widget built on React Aria.
 */
import './react-aria.css';

const STYLE_ID = 'react-aria-pressable-style';

if (typeof document !== 'undefined' && !document.getElementById(STYLE_ID)) {
  const marker = document.createElement('template');
  marker.id = STYLE_ID;
  document.head.append(marker);
}
