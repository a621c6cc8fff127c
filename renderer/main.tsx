import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** The app shell arrives with the app's core (issue 4); until then the window says so plainly. */
function App() {
  return (
    <main>
      <h1>Memorial Desk</h1>
      <p>The app is being built. The sandbox service runs with npm run sandbox.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
