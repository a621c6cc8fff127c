/**
 * The phone bundle's entry, for now a placeholder that names the app: the renderer and the
 * in-page core take its place (mobile/vite.config.ts builds whatever this page loads).
 */
const root = document.getElementById('root');
if (root) {
  const heading = document.createElement('h1');
  heading.textContent = 'Memorial Desk';
  root.replaceChildren(heading);
}
